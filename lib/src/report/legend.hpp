// The lines of a drawing's legend that the text and the SVG drawings share.
#pragma once

#include <string>
#include <vector>

#include "carcassonne/query/picture.hpp"

namespace carcassonne {

// Each player's score: "red: 21 on the track, 53 if the game ended now" when
// the totals include a final scoring that has not happened at the table,
// else "red: 53"; "red" alone when the board was not scored.
std::vector<std::string> score_lines(const Picture& picture);

// The rotations `rot: auto` chose, a few to a line: "rot: auto chose N at
// [0, 1] rot 90, G at [1, 1] rot 0"; none when no tile was written so.
std::vector<std::string> auto_rotation_lines(const Picture& picture);

}  // namespace carcassonne
