// The Land Surveyors: scoring tiles that change how features score during play,
// and the setup a document gives (a log's stacks, a position's active tiles).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "carcassonne/names.hpp"
#include "carcassonne/types.hpp"

namespace carcassonne {

enum class SurveyorTile : std::uint8_t {
    CitizensJury,
    BadNeighbourhood,
    Siege,
    Wealth,
    Poverty,  // city (wealth and poverty: any stack)
    StreetFair,
    LongRoad,
    PeasantUprising,  // road
    HermitMonastery,
    PilgrimageRoute,  // monastery
};
constexpr Named<SurveyorTile> kSurveyorTileNames[] = {
    {SurveyorTile::CitizensJury, "citizens-jury"},
    {SurveyorTile::BadNeighbourhood, "bad-neighbourhood"},
    {SurveyorTile::Siege, "siege"},
    {SurveyorTile::Wealth, "wealth"},
    {SurveyorTile::Poverty, "poverty"},
    {SurveyorTile::StreetFair, "street-fair"},
    {SurveyorTile::LongRoad, "long-road"},
    {SurveyorTile::PeasantUprising, "peasant-uprising"},
    {SurveyorTile::HermitMonastery, "hermit-monastery"},
    {SurveyorTile::PilgrimageRoute, "pilgrimage-route"},
};
constexpr std::string_view name(SurveyorTile t) {
    return name_in(kSurveyorTileNames, t);
}
constexpr std::optional<SurveyorTile> parse_surveyor_tile(std::string_view s) {
    return parse_in(kSurveyorTileNames, s);
}

// The active tile of each stack when a feature is scored.
struct ActiveSurveyors {
    SurveyorTile city = SurveyorTile::CitizensJury;
    SurveyorTile road = SurveyorTile::StreetFair;
    SurveyorTile monastery = SurveyorTile::HermitMonastery;
    SurveyorTile of(SegmentKind k) const {
        return k == SegmentKind::City ? city : k == SegmentKind::Road ? road : monastery;
    }
};

// A log's three stacks, top first (surveyors.setup).
struct SurveyorStacks {
    std::vector<SurveyorTile> city, road, monastery;
};

// What a document gives with the expansion: a log's stacks, or a position's
// active tiles (a position is one turn: nothing rotates).
struct SurveyorSetup {
    std::optional<SurveyorStacks> stacks;
    std::optional<ActiveSurveyors> active_tiles;
    // surveyors.setup and surveyors.rotate: the active tiles after `scoring_turns`
    // turns that scored a feature with a follower (each puts the top tile of
    // every stack under it).
    ActiveSurveyors active(std::size_t scoring_turns) const;
};

}  // namespace carcassonne
