// The shape check every tile definition passes.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "carcassonne/model/tile.hpp"

namespace carcassonne {

// Derives edge_kind, edge_segment and half_segment, and checks FORMAT.md's
// invariants: every edge is exactly one of city, road or field; every half of a
// road or field edge belongs to exactly one field, a city edge's halves to none.
// Returns what is wrong, if anything.
std::optional<std::string> check_shape(TileDef& def);

}  // namespace carcassonne
