// The Labyrinth's advanced placement exception, for the log replay.
#pragma once

#include "carcassonne/board.hpp"

namespace carcassonne {

// maze.advanced.placement: whether a follower may stand on `segment` of the
// just-placed tile although its road network is occupied: the segment is the
// maze itself, or its branch (the road reachable without entering a maze tile)
// holds no follower. False for a network without a maze.
bool maze_allows_follower(const Board& board, SegmentId segment);

}  // namespace carcassonne
