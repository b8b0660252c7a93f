// The words of base.tile.placement's complaints, shared by positions and logs.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "carcassonne/board/board.hpp"

namespace carcassonne {

// Tile a's edge `edge` against tile b's opposite edge, with what each shows.
std::string mismatch_message(std::string_view a, Pos a_at, Edge edge, EdgeKind a_shows,
                             std::string_view b, Pos b_at, EdgeKind b_shows);

// Which rotations of a tile would fit on the square (bit r for rotation r):
// "K fits here with rot: 90 or 270", or "K fits here at no rotation".
std::string rotation_hint(std::string_view tile, std::uint8_t rotations);

}  // namespace carcassonne
