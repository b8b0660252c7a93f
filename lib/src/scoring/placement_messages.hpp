// The words of a move's refusals (base.tile.placement's complaints, shared by
// positions and logs).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "carcassonne/board/board.hpp"
#include "carcassonne/model/error.hpp"

namespace carcassonne {

// Tile a's edge `edge` against tile b's opposite edge, with what each shows.
std::string mismatch_message(std::string_view a, Pos a_at, Edge edge, EdgeKind a_shows,
                             std::string_view b, Pos b_at, EdgeKind b_shows);

// A mismatch where either edge shows an expansion's line breaks the line's rule
// (LineDef::rule: its edge matches only its own kind), base.tile.placement
// cited beside it; any other breaks base.tile.placement alone.
void cite_mismatch(Violation& v, EdgeKind a_shows, EdgeKind b_shows);

// Which rotations of a tile would fit on the square (bit r for rotation r):
// "K fits here with rot: 90 or 270", or "no rotation of K fits here".
std::string rotation_hint(std::string_view tile, std::uint8_t rotations);

// A move refused: the rule it breaks, what is wrong, the tiles it is about.
Violation move_violation(std::string_view rule, std::string message, std::vector<Pos> tiles);

}  // namespace carcassonne
