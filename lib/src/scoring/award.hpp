// Awarding points for a feature: the events base scoring and the expansions
// write, and the citations they carry.
#pragma once

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
};
// base.road.completed, base.city.completed, base.monastery.completed (or
// house.tiny-city for a two-tile city under `tiny-city: 2`): what a completed
// feature gives each majority holder before any expansion changes it.
Worth completed_worth(const Feature& f, const Ruleset& rules);
std::int64_t completed_points(const Feature& f, const Ruleset& rules);

// What one tile and one coat of arms of a completed city are worth, and the
// rule that says so: 2 and 2 (base.city.completed), or 1 and 1 for a city of
// exactly two tiles under `tiny-city: 2` (house.tiny-city). An expansion that
// changes a city's value per tile or coat of arms starts from these.
struct CityValues {
    std::int64_t per_tile = 2;
    std::int64_t per_arm = 2;
    std::string_view rule;
};
CityValues city_values(const Feature& city, const Ruleset& rules);

// "1 tile", "2 tiles".
std::string plural(std::int64_t n, std::string_view one, std::string_view many);
// One term of a formula: "4 tiles x 2".
std::string times(std::int64_t n, std::string_view one, std::string_view many, std::int64_t each);

}  // namespace carcassonne
