#include "carcassonne/scoring.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "carcassonne/rule_ids.hpp"
#include "scoring_support.hpp"

namespace carcassonne {
namespace {

int kind_rank(SegmentKind k) {
    switch (k) {
        case SegmentKind::Road:
            return 0;
        case SegmentKind::City:
            return 1;
        case SegmentKind::Monastery:
            return 2;
        case SegmentKind::Field:
            return 3;
    }
    return 4;
}

// The completed cities a field borders, each once however many tiles it borders them along.
std::size_t completed_cities_bordered(const Board& board, SegmentId field) {
    const FeatureGraph& graph = board.graph();
    std::vector<SegmentId> cities;
    graph.for_each_member(field, [&](SegmentId m) {
        const SegmentNode& n = graph.node(m);
        const TileDef& def = board.def_of(n.tile);
        std::uint8_t bits = def.segments[n.local].cities;
        for (int i = 0; bits; ++i, bits >>= 1) {
            if (!(bits & 1)) continue;
            SegmentId city = graph.find(board.tile(n.tile).first_segment + def.first_city() + i);
            if (graph.node(city).open == 0) cities.push_back(city);
        }
    });
    std::sort(cities.begin(), cities.end());
    return static_cast<std::size_t>(std::unique(cities.begin(), cities.end()) - cities.begin());
}

std::string city_detail(const SegmentNode& r) {
    return fmt::format("{}, {}", plural(r.tile_count, "tile", "tiles"),
                       plural(r.arms, "coat of arms", "coats of arms"));
}

}  // namespace

// ---- shared with the expansion scoring files (scoring_support.hpp) ----

std::string plural(std::int64_t n, std::string_view one, std::string_view many) {
    return fmt::format("{} {}", n, n == 1 ? one : many);
}

std::vector<std::uint32_t> tiles_of(const FeatureGraph& graph, SegmentId feature) {
    std::vector<std::uint32_t> tiles;
    graph.for_each_member(feature, [&](SegmentId m) { tiles.push_back(graph.node(m).tile); });
    std::sort(tiles.begin(), tiles.end());
    tiles.erase(std::unique(tiles.begin(), tiles.end()), tiles.end());
    return tiles;
}

std::vector<Pos> positions(const Board& board, const std::vector<std::uint32_t>& tiles) {
    std::vector<Pos> out;
    out.reserve(tiles.size());
    for (auto t : tiles) out.push_back(board.tile(t).at);
    return out;
}

std::vector<std::uint32_t> area_of(const Board& board, std::uint32_t tile) {
    std::vector<std::uint32_t> tiles{tile};
    std::array<Pos, 8> around;
    int n = surrounding(board.tile(tile).at, around);
    for (int k = 0; k < n; ++k)
        if (auto t = board.tile_at(around[k])) tiles.push_back(*t);
    std::sort(tiles.begin() + 1, tiles.end());
    return tiles;
}

// The other rules an event of this category applied, besides the one that gave the points.
static std::vector<std::string_view> rules_applied(const ScoringContext& ctx, SegmentId feature,
                                                   Phase phase, Category category) {
    const FeatureGraph& graph = ctx.board.graph();
    std::vector<std::string_view> also;
    auto counts = graph.follower_counts(feature);
    if (std::count_if(counts.begin(), counts.end(), [](int c) { return c > 0; }) > 1)
        also.push_back(rule::kMajority);
    if (category == Category::Signpost) {
        for (auto r :
             {rule::kSignpostsTiles, rule::kSignpostsCorrect, rule::kSignpostsFeatureBonus})
            also.push_back(r);
        return also;
    }
    if (category == Category::Road && graph.root(feature).maze) {
        also.push_back(rule::kMazeTile);
        if (ctx.rules.maze == MazeVariant::Simple) also.push_back(rule::kMazeSimple);
    }
    if (phase == Phase::Play) {
        if (ctx.placed_follower != kNone && graph.find(ctx.placed_follower) == graph.find(feature))
            also.push_back(rule::kScoringTiming);
        also.push_back(rule::kFollowerReturn);
        return also;
    }
    // Expansions that play no part in the final scoring say so where they would have.
    bool built =
        category == Category::Road || category == Category::City || category == Category::Monastery;
    if (ctx.rules.has(Expansion::Surveyors) && built) also.push_back(rule::kSurveyorsFinal);
    if (ctx.rules.has(Expansion::Watchtowers) &&
        (category == Category::Road || category == Category::City))
        also.push_back(rule::kWatchtowersFinal);
    if (ctx.rules.has(Expansion::Watchtowers) && category == Category::Field)
        also.push_back(rule::kWatchtowersFields);
    return also;
}

void award(const ScoringContext& ctx, SegmentId feature, Phase phase, Category category,
           std::int64_t points, std::string_view rule, const std::string& detail,
           const std::vector<Pos>& tiles, std::vector<ScoreEvent>& out,
           const std::vector<std::string_view>& extra) {
    auto also = rules_applied(ctx, feature, phase, category);
    also.insert(also.end(), extra.begin(), extra.end());
    for (PlayerId p : majority(ctx.board.graph(), feature, ctx.players))
        out.push_back({phase == Phase::Play ? ctx.turn : std::nullopt, phase, p, category, points,
                       rule, also, detail, tiles});
}

std::vector<PlayerId> majority(const FeatureGraph& graph, SegmentId feature, int players) {
    auto counts = graph.follower_counts(feature);
    int most = *std::max_element(counts.begin(), counts.begin() + players);
    std::vector<PlayerId> winners;
    if (most == 0) return winners;
    for (int p = 0; p < players; ++p)
        if (counts[p] == most) winners.push_back(static_cast<PlayerId>(p));
    return winners;
}

void sort_for_scoring(const FeatureGraph& graph, std::vector<SegmentId>& roots) {
    std::sort(roots.begin(), roots.end(), [&](SegmentId a, SegmentId b) {
        const SegmentNode& x = graph.node(a);
        const SegmentNode& y = graph.node(b);
        int rx = kind_rank(x.kind), ry = kind_rank(y.kind);
        return rx != ry ? rx < ry : x.first_segment < y.first_segment;
    });
}

void score_completed(const ScoringContext& ctx, SegmentId feature, std::vector<ScoreEvent>& out) {
    const Board& board = ctx.board;
    const SegmentNode& r = board.graph().root(feature);
    // watchtowers.trigger: the watchtowers score first, then the feature as usual.
    if (ctx.rules.has(Expansion::Watchtowers) &&
        (r.kind == SegmentKind::Road || r.kind == SegmentKind::City))
        score_watchtowers(ctx, feature, out);
    std::int64_t points = 0;  // for each majority holder, as the base rules give it
    switch (r.kind) {
        case SegmentKind::Road:
            points = r.tile_count;
            if (ctx.rules.maze == MazeVariant::Advanced && r.maze)
                score_maze_network(ctx, feature, out);
            else
                award(ctx, feature, Phase::Play, Category::Road, points, rule::kRoadCompleted,
                      plural(r.tile_count, "tile", "tiles"),
                      positions(board, tiles_of(board.graph(), feature)), out);
            break;
        case SegmentKind::City:
            points = 2 * r.tile_count + 2 * r.arms;
            award(ctx, feature, Phase::Play, Category::City, points, rule::kCityCompleted,
                  city_detail(r), positions(board, tiles_of(board.graph(), feature)), out);
            break;
        case SegmentKind::Monastery:
            points = 9;
            award(ctx, feature, Phase::Play, Category::Monastery, points, rule::kMonasteryCompleted,
                  "monastery and 8 surrounding tiles",
                  positions(board, area_of(board, board.graph().node(feature).tile)), out);
            break;
        case SegmentKind::Field:
            return;  // fields are scored at the end only
    }
    // surveyors.order: the scoring tile's change comes on top; signposts after it, unchanged.
    if (ctx.surveyors) score_surveyor_difference(ctx, feature, points, out);
    if (r.kind == SegmentKind::Road && ctx.rules.has(Expansion::Signposts))
        score_signposts(ctx, feature, Phase::Play, out);
}

void score_final(const ScoringContext& ctx, std::vector<ScoreEvent>& out) {
    const Board& board = ctx.board;
    const FeatureGraph& graph = board.graph();
    std::vector<SegmentId> roots;
    for (SegmentId s = 0; s < graph.size(); ++s)
        if (graph.find(s) == s && graph.occupied(s)) roots.push_back(s);
    sort_for_scoring(graph, roots);
    for (SegmentId f : roots) {
        const SegmentNode& r = graph.node(f);
        switch (r.kind) {
            case SegmentKind::Road: {
                // maze.advanced.final: an incomplete network is a plain road, without the bonus.
                bool network = ctx.rules.maze == MazeVariant::Advanced && r.maze;
                award(ctx, f, Phase::Final, Category::Road, r.tile_count,
                      network ? rule::kMazeAdvancedFinal : rule::kFinalRoad,
                      plural(r.tile_count, "tile", "tiles"), positions(board, tiles_of(graph, f)),
                      out);
                if (ctx.rules.has(Expansion::Signposts)) score_signposts(ctx, f, Phase::Final, out);
                break;
            }
            case SegmentKind::City:
                award(ctx, f, Phase::Final, Category::City, r.tile_count + r.arms, rule::kFinalCity,
                      city_detail(r), positions(board, tiles_of(graph, f)), out);
                break;
            case SegmentKind::Monastery: {
                auto area = area_of(board, graph.node(f).tile);
                auto around = static_cast<std::int64_t>(area.size()) - 1;
                award(ctx, f, Phase::Final, Category::Monastery, 1 + around, rule::kFinalMonastery,
                      fmt::format("monastery and {} surrounding {}", around,
                                  around == 1 ? "tile" : "tiles"),
                      positions(board, area), out);
                break;
            }
            case SegmentKind::Field: {
                auto cities = static_cast<std::int64_t>(completed_cities_bordered(board, f));
                award(ctx, f, Phase::Final, Category::Field, 3 * cities, rule::kFinalField,
                      plural(cities, "completed city", "completed cities"),
                      positions(board, tiles_of(graph, f)), out);
                break;
            }
        }
    }
}

}  // namespace carcassonne
