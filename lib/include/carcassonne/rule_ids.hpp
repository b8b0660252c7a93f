// Every rule id the engine cites, in one place. Their text lives in
// lib/data/rules.yaml (`carcassonne rules ID`); a test checks that kAll and the
// rule book hold the same ids.
#pragma once

#include <string_view>

namespace carcassonne::rule {

constexpr std::string_view kTilePlacement = "base.tile.placement";
constexpr std::string_view kTileDiscard = "base.tile.discard";
constexpr std::string_view kTurnOrder = "base.turn-order";
constexpr std::string_view kFollowerPlacement = "base.follower.placement";
constexpr std::string_view kFollowerSupply = "base.follower.supply";
constexpr std::string_view kRoadCompleted = "base.road.completed";
constexpr std::string_view kCityCompleted = "base.city.completed";
constexpr std::string_view kMonasteryCompleted = "base.monastery.completed";
constexpr std::string_view kMajority = "base.majority";
constexpr std::string_view kScoringTiming = "base.scoring.timing";
constexpr std::string_view kFollowerReturn = "base.follower.return";
constexpr std::string_view kFinalRoad = "base.final.road";
constexpr std::string_view kFinalCity = "base.final.city";
constexpr std::string_view kFinalMonastery = "base.final.monastery";
constexpr std::string_view kFinalField = "base.final.field";

constexpr std::string_view kSignpostsTiles = "signposts.tiles";
constexpr std::string_view kSignpostsCorrect = "signposts.correct";
constexpr std::string_view kSignpostsCompleted = "signposts.completed";
constexpr std::string_view kSignpostsFinal = "signposts.final";
constexpr std::string_view kSignpostsFeatureBonus = "signposts.feature-bonus";

constexpr std::string_view kWatchtowersTiles = "watchtowers.tiles";
constexpr std::string_view kWatchtowersFields = "watchtowers.fields";
constexpr std::string_view kWatchtowersFinal = "watchtowers.final";
constexpr std::string_view kWatchtowersArea = "watchtowers.area";
constexpr std::string_view kWatchtowersTrigger = "watchtowers.trigger";
constexpr std::string_view kWatchtowersCountTime = "watchtowers.count-time";

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

constexpr std::string_view kMazeTile = "maze.tile";
constexpr std::string_view kMazeSimple = "maze.simple";
constexpr std::string_view kMazeAdvancedPlacement = "maze.advanced.placement";
constexpr std::string_view kMazeAdvancedCompleted = "maze.advanced.completed";
constexpr std::string_view kMazeAdvancedFinal = "maze.advanced.final";
constexpr std::string_view kMazeSignposts = "maze.signposts";

// House rules (options:) and who wins.
constexpr std::string_view kFarmsCityOnce = "house.farms.city-once";
constexpr std::string_view kFarmsCityMajority = "house.farms.city-majority";
constexpr std::string_view kFarmsNone = "house.farms.none";
constexpr std::string_view kTinyCity = "house.tiny-city";
constexpr std::string_view kWinner = "base.winner";
constexpr std::string_view kTieBreakLaterPlayer = "house.tie-break.later-player";

// Every id above.
constexpr std::string_view kAll[] = {
    kTilePlacement,
    kTileDiscard,
    kTurnOrder,
    kFollowerPlacement,
    kFollowerSupply,
    kRoadCompleted,
    kCityCompleted,
    kMonasteryCompleted,
    kMajority,
    kScoringTiming,
    kFollowerReturn,
    kFinalRoad,
    kFinalCity,
    kFinalMonastery,
    kFinalField,
    kSignpostsTiles,
    kSignpostsCorrect,
    kSignpostsCompleted,
    kSignpostsFinal,
    kSignpostsFeatureBonus,
    kWatchtowersTiles,
    kWatchtowersFields,
    kWatchtowersFinal,
    kWatchtowersArea,
    kWatchtowersTrigger,
    kWatchtowersCountTime,
    kSurveyorsSetup,
    kSurveyorsApply,
    kSurveyorsRotate,
    kSurveyorsOrder,
    kSurveyorsFinal,
    kSurveyorsCitizensJury,
    kSurveyorsBadNeighbourhood,
    kSurveyorsSiege,
    kSurveyorsWealth,
    kSurveyorsPoverty,
    kSurveyorsStreetFair,
    kSurveyorsLongRoad,
    kSurveyorsPeasantUprising,
    kSurveyorsHermitMonastery,
    kSurveyorsPilgrimageRoute,
    kMazeTile,
    kMazeSimple,
    kMazeAdvancedPlacement,
    kMazeAdvancedCompleted,
    kMazeAdvancedFinal,
    kMazeSignposts,
    kFarmsCityOnce,
    kFarmsCityMajority,
    kFarmsNone,
    kTinyCity,
    kWinner,
    kTieBreakLaterPlayer,
};

}  // namespace carcassonne::rule
