// The Land Surveyors: scoring tiles that change how features score during play.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "carcassonne/types.hpp"

namespace carcassonne {

enum class SurveyorTile : std::uint8_t {
    CitizensJury,
    BadNeighbourhood,
    Siege,
    Wealth,
    Poverty,  // city (wealth, poverty: any)
    StreetFair,
    LongRoad,
    PeasantUprising,  // road
    HermitMonastery,
    PilgrimageRoute,  // monastery
};
std::string_view name(SurveyorTile t);
std::optional<SurveyorTile> parse_surveyor_tile(std::string_view s);
// Whether a tile can lie in the stack of this feature kind (city, road, monastery).
bool fits_stack(SurveyorTile t, SegmentKind stack);

// The active tile of each stack when a feature is scored.
struct ActiveSurveyors {
    SurveyorTile city = SurveyorTile::CitizensJury;
    SurveyorTile road = SurveyorTile::StreetFair;
    SurveyorTile monastery = SurveyorTile::HermitMonastery;
    SurveyorTile of(SegmentKind k) const {
        return k == SegmentKind::City ? city : k == SegmentKind::Road ? road : monastery;
    }
};

// A log's three stacks, top first (a position's: one tile each, the active ones).
struct SurveyorStacks {
    std::vector<SurveyorTile> city, road, monastery;
};

}  // namespace carcassonne
