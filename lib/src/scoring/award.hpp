// Awarding points for a feature: the events base scoring and the expansions
// write, and the citations they carry.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "carcassonne/scoring/scoring.hpp"

namespace carcassonne {

// What one feature's majority holders each score.
struct Award {
    Phase phase = Phase::Play;
    Category category = Category::Road;
    std::int64_t points = 0;
    std::string_view rule;
    std::string detail;
    std::vector<Pos> tiles;
    std::vector<std::string_view> also;  // cited after base.majority
    std::string formula;                 // how `points` was computed (ScoreEvent::formula)
};

// One event per majority holder of the feature (base.majority: ties score in
// full), citing base.majority first when followers of several players stand on it.
void award(const ScoringContext& ctx, SegmentId feature, Award a, std::vector<ScoreEvent>& out);

// base.majority, at the front of `also`, when followers of several players
// stand on the features (counts by weight), followed by the weight rule of
// each kind of follower that weighs more than one and stands there (`kinds`,
// a bit per FollowerKind, from kinds_standing).
void cite_majority(const std::array<int, kMaxPlayers>& counts, std::uint32_t kinds,
                   std::vector<std::string_view>& also);
// The kinds of figure standing on a feature, a bit per FollowerKind.
std::uint32_t kinds_standing(const FeatureGraph& graph, SegmentId feature);

// What a feature's own event cites besides its rule: the expansions' notes
// about the feature, then in play base.scoring.timing (a follower placed this
// turn scores) and base.follower.return, at the end the expansions' final notes.
std::vector<std::string_view> feature_citations(const ScoringContext& ctx, SegmentId feature,
                                                Phase phase, Category category);

// What a feature gives each majority holder, the arithmetic behind it and the
// rule that gives it.
struct Worth {
    std::int64_t points = 0;
    std::string formula;  // "4 tiles x 2 + 1 coat of arms x 2"
    std::string_view rule;
    std::string_view word;  // UnitValues::word
};
// base.road.completed, base.city.completed, base.monastery.completed (or
// house.tiny-city for a two-tile city under `tiny-city: 2`): what a completed
// feature gives each majority holder, from its completed_values (below).
Worth completed_worth(const Feature& f, const Ruleset& rules);
std::int64_t completed_points(const Feature& f, const Ruleset& rules);

// What one tile and one coat of arms of a completed road or city are worth,
// the rule that says so and, when an expansion changed them, its word for
// why: a road 1 per tile (base.road.completed); a city 2 and 2
// (base.city.completed), or 1 and 1 for a city of exactly two tiles under
// `tiny-city: 2` (house.tiny-city). Each expansion then changes them
// (ScoringHooks::change_values, in registry order); every rule that counts a
// completed feature's tiles or coats of arms reads them from here (the base
// award and the expansions' own rules that count them).
struct UnitValues {
    std::int64_t per_tile = 1;
    std::int64_t per_arm = 0;
    std::string_view rule;
    std::string_view word;  // the expansion's word in the event's detail; empty: the base values
};
UnitValues completed_values(const Feature& f, const Ruleset& rules);

// "1 tile", "2 tiles".
std::string plural(std::int64_t n, std::string_view one, std::string_view many);
// One term of a formula: "4 tiles x 2".
std::string times(std::int64_t n, std::string_view one, std::string_view many, std::int64_t each);

}  // namespace carcassonne
