// Signposts: a road's correct signposts score with the road (signposts.*).
#include "expansions/signposts/signposts.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "expansions/maze/maze.hpp"
#include "query/explain_hooks.hpp"
#include "scoring/scoring_hooks.hpp"

namespace carcassonne {
namespace {

using signposts::Points;

// The edge a traveller leaving through `leaving` wants to leave the next tile by.
Edge target(Edge leaving, Points p) {
    switch (p) {
        case Points::Left:
            return edge_at(index(leaving) + 3);
        case Points::Right:
            return edge_at(index(leaving) + 1);
        case Points::Straight:
            break;
    }
    return leaving;
}

struct Judged {
    Pos tile;
    Edge edge;
    Points points;
    bool correct;
    bool maze;  // correct because it points into a maze tile (maze.signposts)
    std::string why;
};

// signposts.correct: the signpost at board edge `leaving` of placed tile `tile`.
Judged judge(const Board& board, TileIndex tile, Edge leaving, Points points) {
    Judged j{board.tile(tile).at, leaving, points, false, false, {}};
    auto next = board.across(tile, leaving);
    if (!next) {
        auto square = neighbour(j.tile, leaving);
        j.why = square ? fmt::format("no tile at {}", to_string(*square)) : "the edge of the board";
        return j;
    }
    Pos there = board.tile(*next).at;
    // maze.signposts: a maze tile satisfies every signpost pointing into it,
    // whatever its exits (a custom maze may have fewer than four).
    if (maze::is_maze_tile(board.def_of(*next))) {
        j.correct = j.maze = true;
        j.why = fmt::format("it points into the maze at {}", to_string(there));
        return j;
    }
    Edge entry = opposite(leaving);
    std::uint8_t exits =
        board.board_edges(board.edge_segment(*next, entry)) & ~(1u << index(entry));
    Edge want = target(leaving, points);
    if (!exits) {
        j.why = fmt::format("the road ends on {}", to_string(there));
    } else if (exits & (1u << index(want))) {
        j.correct = true;
        j.why = fmt::format("the road leaves {} at {}", to_string(there), name(want));
    } else {
        std::string leaves;
        for (Edge e : kAllEdges)
            if (exits & (1u << index(e)))
                leaves += std::string(leaves.empty() ? "" : "/") += name(e);
        j.why =
            fmt::format("the road leaves {} at {}, not {}", to_string(there), leaves, name(want));
    }
    return j;
}

// Every signpost standing on a road, judged as the board is now, by tile
// (placement order) then edge.
std::vector<Judged> signposts_on(const Board& board, SegmentId road) {
    std::vector<Judged> judged;
    std::vector<TileIndex> tiles;
    board.graph().for_each_member(road, [&](SegmentId m) {
        TileIndex tile = board.graph().segment(m).tile;
        std::uint8_t edges = board.board_edges(m);
        const TileDef& def = board.def_of(tile);
        for (Edge e : kAllEdges) {
            auto points = signposts::points_of(def.edge_marks_on_board(e, board.tile(tile).rot));
            if (!points || !(edges & (1u << index(e)))) continue;
            judged.push_back(judge(board, tile, e, *points));
            tiles.push_back(tile);
        }
    });
    // Members come in merge order: list the signposts by tile (placement order), then edge.
    std::vector<std::size_t> order(judged.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return tiles[a] != tiles[b] ? tiles[a] < tiles[b]
                                    : index(judged[a].edge) < index(judged[b].edge);
    });
    std::vector<Judged> out;
    for (std::size_t i : order) out.push_back(judged[i]);
    return out;
}

// "[1, 0] E left: correct (the road leaves [2, 0] at N)"
std::string verdict(const Judged& j) {
    return fmt::format("{} {} {}: {} ({})", to_string(j.tile), name(j.edge),
                       name_in(signposts::kPointsNames, j.points),
                       j.correct ? "correct" : "not correct", j.why);
}

// signposts.completed (in play) or signposts.final: a road's correct signposts,
// after the road's other events.
void score_signposts(const ScoringContext& ctx, SegmentId road, Phase phase, Events& out) {
    if (ctx.board.graph().feature(road).kind != SegmentKind::Road) return;
    std::vector<Judged> judged = signposts_on(ctx.board, road);
    if (judged.empty()) return;
    int correct = 0;
    bool kinds[3] = {false, false, false}, into_maze = false;
    std::string reasons;
    std::vector<Pos> where;
    for (const Judged& j : judged) {
        reasons += "; " + verdict(j);
        if (j.correct) {
            ++correct;
            into_maze = into_maze || j.maze;
            kinds[static_cast<int>(j.points)] = true;
        }
        where.push_back(j.tile);
    }
    where.erase(std::unique(where.begin(), where.end()), where.end());
    int types = kinds[0] + kinds[1] + kinds[2];
    Award a;
    a.phase = phase;
    a.category = *signposts::expansion().category;
    a.tiles = std::move(where);
    a.also = {rule::kSignpostsTiles, rule::kSignpostsCorrect, rule::kSignpostsFeatureBonus};
    if (into_maze) a.also.push_back(rule::kMazeSignposts);
    std::string correct_text = plural(correct, "correct signpost", "correct signposts");
    if (phase == Phase::Play) {
        // signposts.completed: k correct signposts of t kinds score k x t.
        a.points = std::int64_t(correct) * types;
        a.rule = rule::kSignpostsCompleted;
        a.formula =
            fmt::format("{} x {} ({})", correct_text, types, plural(types, "kind", "kinds"));
        a.detail = fmt::format("{} of {} x {}{}", correct_text, plural(types, "kind", "kinds"),
                               types, reasons);
    } else {
        // signposts.final: 1 per correct signpost, whatever its kind.
        a.points = correct;
        a.rule = rule::kSignpostsFinal;
        a.formula = correct_text + " x 1";
        a.detail = fmt::format("{} x 1{}", correct_text, reasons);
    }
    award(ctx, road, std::move(a), out);
}

// explain: every signpost on a road and whether it is correct now.
void explain_road(const ScoringContext& ctx, SegmentId road, std::vector<std::string>& notes) {
    if (ctx.board.graph().feature(road).kind != SegmentKind::Road) return;
    for (const Judged& j : signposts_on(ctx.board, road))
        notes.push_back(fmt::format(
            "{} ({}{})", verdict(j), rule::kSignpostsCorrect,
            j.maze ? std::string(", ") + std::string(rule::kMazeSignposts) : std::string()));
}

constexpr ScoringHooks kScoring = [] {
    ScoringHooks h;
    h.after_feature = score_signposts;
    return h;
}();
constexpr ExplainHooks kExplain{explain_road};

}  // namespace

std::optional<Points> signposts::points_of(MarkSet edge_marks) {
    for (const auto& p : kPointsNames)
        if (edge_marks & mark_of(p.value)) return p.value;
    return std::nullopt;
}

ExpansionDef& signposts::expansion() {
    static ExpansionDef def = [] {
        ExpansionDef d;
        d.name = "signposts";
        d.marks = {kLeft, kStraight, kRight};
        d.column = ColumnDef{"signpost", 50};
        d.shown_when_not_played = true;  // its column in every report, as before
        d.rule_ids = {rule::kSignpostsTiles, rule::kSignpostsCorrect, rule::kSignpostsCompleted,
                      rule::kSignpostsFinal, rule::kSignpostsFeatureBonus};
        d.syntax = &syntax();
        d.scoring = &kScoring;
        d.explain = &kExplain;
        d.draw = &draw();
        return d;
    }();
    return def;
}

}  // namespace carcassonne
