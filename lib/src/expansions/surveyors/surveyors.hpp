// The Land Surveyors (surveyors.*): scoring tiles that change how features
// score during play, and the setup a document gives (a log's stacks, a
// position's active tiles). What the Land Surveyors' files share.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "carcassonne/model/expansion.hpp"
#include "carcassonne/model/names.hpp"
#include "carcassonne/model/ruleset.hpp"
#include "carcassonne/model/types.hpp"

namespace carcassonne {

namespace rule {
constexpr std::string_view kSurveyorsSetup = "surveyors.setup";
constexpr std::string_view kSurveyorsApply = "surveyors.apply";
constexpr std::string_view kSurveyorsRotate = "surveyors.rotate";
constexpr std::string_view kSurveyorsOrder = "surveyors.order";
constexpr std::string_view kSurveyorsFinal = "surveyors.final";
constexpr std::string_view kSurveyorsCitizensJury = "surveyors.tile.citizens-jury";
constexpr std::string_view kSurveyorsBadNeighbourhood = "surveyors.tile.bad-neighbourhood";
constexpr std::string_view kSurveyorsSiege = "surveyors.tile.siege";
constexpr std::string_view kSurveyorsWealth = "surveyors.tile.wealth";
constexpr std::string_view kSurveyorsPoverty = "surveyors.tile.poverty";
constexpr std::string_view kSurveyorsStreetFair = "surveyors.tile.street-fair";
constexpr std::string_view kSurveyorsLongRoad = "surveyors.tile.long-road";
constexpr std::string_view kSurveyorsPeasantUprising = "surveyors.tile.peasant-uprising";
constexpr std::string_view kSurveyorsHermitMonastery = "surveyors.tile.hermit-monastery";
constexpr std::string_view kSurveyorsPilgrimageRoute = "surveyors.tile.pilgrimage-route";
}  // namespace rule

struct ExpansionSyntax;

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

namespace surveyors {

ExpansionDef& expansion();
const ExpansionSyntax& syntax();
// The setup the document gave (an empty one when none was read).
const SurveyorSetup& setup(const Ruleset& rules);

}  // namespace surveyors

}  // namespace carcassonne
