// Every rule id the base game and its house rules cite, in one place; each expansion lists its own
// (ExpansionDef::rule_ids). Their text lives in lib/data/rules.yaml
// (`carcassonne rules ID`); a test checks that these, the expansions' and the
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
    kFarmsCityOnce,
    kFarmsCityMajority,
    kFarmsNone,
    kTinyCity,
    kWinner,
    kTieBreakLaterPlayer,
};

}  // namespace carcassonne::rule
