// What the scoring files share: counting a feature's tiles, and awarding
// points to its majority with the rules it applied.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "carcassonne/scoring.hpp"

namespace carcassonne {

std::string plural(std::int64_t n, std::string_view one, std::string_view many);
// The distinct tiles of a feature, in placement order.
std::vector<std::uint32_t> tiles_of(const FeatureGraph& graph, SegmentId feature);
std::vector<Pos> positions(const Board& board, const std::vector<std::uint32_t>& tiles);
// A tile and the placed tiles around it (3x3), the tile first, then placement order:
// what a monastery, a watchtower or a monastery scoring tile looks at.
std::vector<std::uint32_t> area_of(const Board& board, std::uint32_t tile);

// One event per majority holder of the feature (base.majority: ties score in full).
void award(const ScoringContext& ctx, SegmentId feature, Phase phase, Category category,
           std::int64_t points, std::string_view rule, const std::string& detail,
           const std::vector<Pos>& tiles, std::vector<ScoreEvent>& out,
           const std::vector<std::string_view>& extra = {});

// signposts.completed (Phase::Play) or signposts.final: the road's correct signposts.
void score_signposts(const ScoringContext& ctx, SegmentId road, Phase phase,
                     std::vector<ScoreEvent>& out);
// watchtowers.trigger: every follower on a watchtower tile's segment of this road or city.
void score_watchtowers(const ScoringContext& ctx, SegmentId feature, std::vector<ScoreEvent>& out);
// maze.advanced.completed: a completed network holding a maze, advanced variant.
void score_maze_network(const ScoringContext& ctx, SegmentId road, std::vector<ScoreEvent>& out);

// surveyors.apply: the difference the active scoring tile makes to a feature
// scored during play whose base points (for each majority holder) are given.
void score_surveyor_difference(const ScoringContext& ctx, SegmentId feature,
                               std::int64_t base_points, std::vector<ScoreEvent>& out);

}  // namespace carcassonne
