// The self-check of the incremental feature graph (tests and the fuzzer).
#pragma once

#include <optional>
#include <string>

#include "carcassonne/board/board.hpp"

namespace carcassonne {

// Rebuilds every feature from the board alone and compares it with the
// incremental graph (members, tiles, open edges, coats of arms, flags, the
// earliest segment, followers), and checks the bookkeeping of the graph's
// records and the discard frontier's counts; says what differs. O(board) per call.
std::optional<std::string> check_consistency(const Board& board);

}  // namespace carcassonne
