// The boxes sold as one game: the base game and the expansions that come in
// the same box (a current base box holds two). The listing names them, so
// that a front end offers a box as one choice without knowing its expansions.
#pragma once

#include <string_view>
#include <vector>

namespace carcassonne {

struct BoxDef {
    std::string_view name;                     // as a player names the box
    std::vector<std::string_view> expansions;  // the registry's names, in registry order
};

// Defined in lib/src/expansions/registry.cpp, beside the list of expansions.
const std::vector<BoxDef>& builtin_boxes();

}  // namespace carcassonne
