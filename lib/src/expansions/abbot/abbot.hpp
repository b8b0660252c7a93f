// The Abbot (abbot.*) and gardens (garden.*): what the expansion's files share.
#pragma once

#include <string_view>

#include "carcassonne/model/expansion.hpp"

namespace carcassonne {

namespace rule {
constexpr std::string_view kGardenTiles = "garden.tiles";
constexpr std::string_view kGardenPlacement = "garden.placement";
constexpr std::string_view kGardenCompleted = "garden.completed";
constexpr std::string_view kGardenFinal = "garden.final";
constexpr std::string_view kAbbotSupply = "abbot.supply";
constexpr std::string_view kAbbotPlacement = "abbot.placement";
constexpr std::string_view kAbbotReturn = "abbot.return";
}  // namespace rule

struct ExpansionSyntax;
struct ImportHooks;
struct DrawHooks;

namespace abbot {

// `return: abbot` and `return: {abbot: [x, y]}` (Action::at names the square).
const ExpansionSyntax& syntax();
// JCloisterZone's abbot, gardens and RETURN_MEEPLE (import.cpp).
const ImportHooks& import_hooks();
// The abbot's figure in the SVG drawing (glyphs.cpp).
const DrawHooks& draw();

ExpansionDef& expansion();

}  // namespace abbot
}  // namespace carcassonne
