// The River (river.*): what the expansion's files share.
#pragma once

#include <string_view>

#include "carcassonne/model/expansion.hpp"

namespace carcassonne {

namespace rule {
constexpr std::string_view kRiverTiles = "river.tiles";
constexpr std::string_view kRiverStart = "river.start";
constexpr std::string_view kRiverOrder = "river.order";
constexpr std::string_view kRiverPlacement = "river.placement";
constexpr std::string_view kRiverUTurn = "river.u-turn";
constexpr std::string_view kRiverDiscard = "river.discard";
constexpr std::string_view kRiverFields = "river.fields";
}  // namespace rule

namespace river {

// The spring: the start tile of a log with the river (river.start).
constexpr std::string_view kSpring = "RV-01";

ExpansionDef& expansion();

}  // namespace river
}  // namespace carcassonne
