// The Labyrinth. Under the simple rules the maze network is a plain road (only
// citations change); the advanced variant adds the follower placement exception
// (maze.advanced.placement), the scoring of a completed network
// (maze.advanced.completed) and of an incomplete one (maze.advanced.final).
#include "expansions/maze/maze.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "carcassonne/model/rule_ids.hpp"
#include "query/explain_hooks.hpp"
#include "scoring/scoring_hooks.hpp"

namespace carcassonne {
namespace {

constexpr MarkSet kMaze = maze::kMark.set();

// The maze's one road segment, and a network that holds one (maze.tile).
bool is_maze(const Board& board, SegmentId s) {
    return board.def_of(s).marks & kMaze;
}

bool advanced_network(const ScoringContext& ctx, SegmentId road) {
    const Feature& f = ctx.board.graph().feature(road);
    return maze::advanced(ctx.rules) && f.kind == SegmentKind::Road && f.has(kMaze);
}

// maze.advanced.placement: a follower on `segment` of the just-placed tile whose
// network is occupied may stand there if the segment is a maze itself, or if
// its branch (the road reachable without entering a maze tile) holds no
// follower; otherwise a follower on that branch blocks it.
FollowerException follower_exception(const Board& board, const Ruleset& rules, SegmentId segment,
                                     const NewFigure&) {
    const FeatureGraph& graph = board.graph();
    FollowerException out;
    if (!maze::advanced(rules)) return out;
    if (graph.segment(segment).kind != SegmentKind::Road || !graph.feature(segment).has(kMaze))
        return out;
    out.weighed = true;
    out.rule = rule::kMazeAdvancedPlacement;
    if (is_maze(board, segment)) return out;  // a just-placed maze tile
    std::vector<SegmentId> stack{segment}, seen{segment};
    while (!stack.empty()) {
        SegmentId s = stack.back();
        stack.pop_back();
        if (graph.followers_on(s) > 0) {
            out.blocker = s;
            return out;
        }
        TileIndex tile = graph.segment(s).tile;
        std::uint8_t edges = board.board_edges(s);
        for (Edge e : kAllEdges) {
            if (!(edges & (1u << index(e)))) continue;
            auto next = board.across(tile, e);
            if (!next) continue;
            SegmentId t = board.edge_segment(*next, opposite(e));
            if (is_maze(board, t) || std::find(seen.begin(), seen.end(), t) != seen.end()) continue;
            seen.push_back(t);
            stack.push_back(t);
        }
    }
    return out;
}

// maze.advanced.completed: 1 per tile, as a road; then 2 per follower on the
// network, every player's, once per network.
bool score_network(const ScoringContext& ctx, SegmentId road, Events& out) {
    if (!advanced_network(ctx, road)) return false;
    const Board& board = ctx.board;
    const Feature& f = board.graph().feature(road);
    auto tiles = board.positions(board.tiles_of(road));
    std::int64_t followers = 0;
    board.graph().for_each_follower(road, [&](PlayerId, SegmentId) { ++followers; });
    // The road's value per tile: 1, or what an expansion makes it (an inn: 2).
    std::int64_t per_tile = completed_values(f, ctx.rules).per_tile;
    award(ctx, road,
          {Phase::Play, Category::Road, per_tile * f.tile_count, rule::kMazeAdvancedCompleted,
           plural(f.tile_count, "tile", "tiles"), tiles,
           feature_citations(ctx, road, Phase::Play, Category::Road),
           times(f.tile_count, "tile", "tiles", per_tile)},
          out);
    std::string bonus = times(followers, "follower on the network", "followers on the network", 2);
    award(ctx, road,
          {Phase::Play, *maze::expansion().category, 2 * followers, rule::kMazeAdvancedCompleted,
           bonus, tiles, feature_citations(ctx, road, Phase::Play, *maze::expansion().category),
           bonus},
          out);
    return true;
}

// maze.advanced.final: an incomplete network scores as a plain road, without the bonus.
// Another expansion's rule for the road (an inn's 0) is left as it is,
// whichever is asked first.
void final_award(const ScoringContext& ctx, SegmentId feature, Award& a) {
    if (a.rule == rule::kFinalRoad && advanced_network(ctx, feature))
        a.rule = rule::kMazeAdvancedFinal;
}

// maze.tile (and maze.simple under the simple rules) on a network's road events.
void cite_feature(const ScoringContext& ctx, SegmentId feature, Category category,
                  Citations& also) {
    if (category != Category::Road || !ctx.board.graph().feature(feature).has(kMaze)) return;
    also.push_back(rule::kMazeTile);
    if (!maze::advanced(ctx.rules)) also.push_back(rule::kMazeSimple);
}

// explain: the maze tiles of a network and how the variant scores it.
void explain_network(const ScoringContext& ctx, SegmentId road, std::vector<std::string>& notes) {
    const Board& board = ctx.board;
    const Feature& f = board.graph().feature(road);
    if (f.kind != SegmentKind::Road || !f.has(kMaze)) return;
    std::vector<Pos> mazes;
    board.graph().for_each_member(road, [&](SegmentId m) {
        if (is_maze(board, m)) mazes.push_back(board.tile(board.graph().segment(m).tile).at);
    });
    std::sort(mazes.begin(), mazes.end(),
              [](Pos a, Pos b) { return a.y != b.y ? a.y > b.y : a.x < b.x; });
    std::string where;
    for (Pos p : mazes) where += (where.empty() ? "" : ", ") + to_string(p);
    notes.push_back(fmt::format("the maze at {} joins its roads into one network ({})", where,
                                rule::kMazeTile));
    if (!maze::advanced(ctx.rules))
        notes.push_back(
            fmt::format("simple rules: the network is an ordinary road ({})", rule::kMazeSimple));
    else
        notes.push_back(fmt::format(
            "advanced rules: completed when all its branches are, it scores 1 per tile and 2 per "
            "follower standing on it for its owners ({}); incomplete at the end, 1 per tile "
            "({})",
            rule::kMazeAdvancedCompleted, rule::kMazeAdvancedFinal));
}

constexpr ScoringHooks kScoring = [] {
    ScoringHooks h;
    h.follower_exception = follower_exception;
    h.replace_award = score_network;
    h.change_final_award = final_award;
    h.cite_feature = cite_feature;
    return h;
}();
constexpr ExplainHooks kExplain{explain_network};

}  // namespace

namespace maze {

ExpansionDef& expansion() {
    static ExpansionDef def = [] {
        ExpansionDef d;
        d.name = "maze";
        d.shown_when_not_played = true;  // its column and `maze: simple` in every report, as before
        d.marks = {kMark};
        d.options = {{"maze", {"simple", "advanced"}}};
        d.column = ColumnDef{"maze", 70};
        d.rule_ids = {rule::kMazeTile,
                      rule::kMazeSimple,
                      rule::kMazeAdvancedPlacement,
                      rule::kMazeAdvancedCompleted,
                      rule::kMazeAdvancedFinal,
                      rule::kMazeSignposts};
        d.syntax = &syntax();
        d.scoring = &kScoring;
        d.explain = &kExplain;
        d.draw = &draw();
        d.import = &import_hooks();
        return d;
    }();
    return def;
}

bool advanced(const Ruleset& rules) {
    return rules.option(expansion(), 0) == 1;
}

}  // namespace maze
}  // namespace carcassonne
