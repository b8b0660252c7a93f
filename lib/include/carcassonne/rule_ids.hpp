// The rule ids of RULES.md that the engine cites. Their text lives in
// lib/data/rules.yaml (`carcassonne rules ID`); a test checks every id here has one.
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

constexpr std::string_view kMazeTile = "maze.tile";
constexpr std::string_view kMazeSimple = "maze.simple";
constexpr std::string_view kMazeAdvancedPlacement = "maze.advanced.placement";
constexpr std::string_view kMazeAdvancedCompleted = "maze.advanced.completed";
constexpr std::string_view kMazeAdvancedFinal = "maze.advanced.final";
constexpr std::string_view kMazeSignposts = "maze.signposts";

}  // namespace carcassonne::rule
