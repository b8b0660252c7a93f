// Watchtowers: scored, before the feature, for every follower standing on a
// watchtower tile's segment of a completed road or city (watchtowers.*).
#include <fmt/format.h>

#include <algorithm>

#include "carcassonne/rule_ids.hpp"
#include "scoring_support.hpp"

namespace carcassonne {
namespace {

struct Count {
    std::int64_t points;
    std::string detail;
};

// watchtowers.tiles and watchtowers.area: what the tower sees on its own tile and
// the 8 around it, as the board is now (followers not yet returned).
Count count_area(const Board& board, std::uint32_t tower, const std::vector<std::uint32_t>& area) {
    const FeatureGraph& graph = board.graph();
    std::int64_t followers = 0, arms = 0, road_tiles = 0, monasteries = 0, city_tiles = 0;
    for (std::uint32_t t : area) {
        const TileDef& def = board.def_of(t);
        SegmentId first = board.tile(t).first_segment;
        for (std::size_t i = 0; i < def.segments.size(); ++i) {
            followers += graph.followers_on(first + static_cast<SegmentId>(i));
            arms += def.segments[i].arms;
        }
        road_tiles += def.road_count > 0;
        city_tiles += def.city_count > 0;
        monasteries += def.monastery;
    }
    std::string tiles = plural(static_cast<std::int64_t>(area.size()), "tile", "tiles");
    switch (board.def_of(tower).watchtower) {
        case WatchtowerKind::Followers:
            return {2 * followers, fmt::format("followers watchtower: {} x 2 on {}",
                                               plural(followers, "follower", "followers"), tiles)};
        case WatchtowerKind::Arms:
            return {2 * arms, fmt::format("arms watchtower: {} x 2 on {}",
                                          plural(arms, "coat of arms", "coats of arms"), tiles)};
        case WatchtowerKind::RoadTiles:
            return {road_tiles, fmt::format("road-tiles watchtower: {} with a road x 1",
                                            plural(road_tiles, "tile", "tiles"))};
        case WatchtowerKind::Monasteries:
            return {3 * monasteries,
                    fmt::format("monasteries watchtower: {} x 3 on {}",
                                plural(monasteries, "monastery", "monasteries"), tiles)};
        case WatchtowerKind::CityTiles:
            return {city_tiles, fmt::format("city-tiles watchtower: {} with city x 1",
                                            plural(city_tiles, "tile", "tiles"))};
        case WatchtowerKind::None:
            break;
    }
    return {0, ""};
}

}  // namespace

void score_watchtowers(const ScoringContext& ctx, SegmentId feature, std::vector<ScoreEvent>& out) {
    const Board& board = ctx.board;
    const FeatureGraph& graph = board.graph();
    // Followers on watchtower tiles, by tile in placement order.
    std::vector<std::pair<std::uint32_t, PlayerId>> towers;
    graph.for_each_follower(feature, [&](PlayerId player, SegmentId segment) {
        std::uint32_t tile = graph.node(segment).tile;
        if (board.def_of(tile).watchtower != WatchtowerKind::None)
            towers.emplace_back(tile, player);
    });
    std::sort(towers.begin(), towers.end());
    for (auto [tower, player] : towers) {
        std::vector<std::uint32_t> area = area_of(board, tower);
        Count c = count_area(board, tower, area);
        // Every follower there scores the tower for its owner: no majority (watchtowers.trigger).
        out.push_back(
            {ctx.turn,
             Phase::Play,
             player,
             Category::Watchtower,
             c.points,
             rule::kWatchtowersTrigger,
             {rule::kWatchtowersTiles, rule::kWatchtowersArea, rule::kWatchtowersCountTime},
             fmt::format("{} at {}", c.detail, to_string(board.tile(tower).at)),
             positions(board, area)});
    }
}

}  // namespace carcassonne
