// Where features are scored: completed roads, cities and monasteries during
// play, and everything left at the end. Each function appends ScoreEvents that
// cite the rule they apply; none of them returns followers (the caller does,
// after the whole turn is scored).
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "carcassonne/board.hpp"
#include "carcassonne/ruleset.hpp"
#include "carcassonne/score_event.hpp"
#include "carcassonne/surveyors.hpp"

namespace carcassonne {

struct ScoringContext {
    const Board& board;
    const Ruleset& rules;
    int players = 2;
    std::optional<std::int64_t> turn;            // the move's number; none in a position
    SegmentId placed_follower = kNone;           // the segment a follower was put on this turn
    const ActiveSurveyors* surveyors = nullptr;  // the Land Surveyors' active tiles, during play
};

// The players with the most followers on a feature (base.majority), in turn order.
std::vector<PlayerId> majority(const FeatureGraph& graph, SegmentId feature, int players);

// Sorts feature roots into event order: roads, cities, monasteries, fields; then
// by the feature's earliest segment (placement order, then segment order on a tile).
void sort_for_scoring(const FeatureGraph& graph, std::vector<SegmentId>& roots);

// base.road.completed, base.city.completed, base.monastery.completed.
void score_completed(const ScoringContext& ctx, SegmentId feature, std::vector<ScoreEvent>& out);

// base.final.*: every incomplete road, city and monastery and every field that
// holds followers, in event order.
void score_final(const ScoringContext& ctx, std::vector<ScoreEvent>& out);

}  // namespace carcassonne
