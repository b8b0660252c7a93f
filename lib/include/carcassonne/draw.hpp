// A tile type drawn as text at rot 0, for `carcassonne tiles`.
#pragma once

#include <string>

#include "carcassonne/tile.hpp"

namespace carcassonne {

// A 7x5 picture (C city, * coat of arms, | and - roads, M monastery, # maze,
// T watchtower, . field), then what each edge shows and the segments.
std::string draw_tile(const TileDef& def);

}  // namespace carcassonne
