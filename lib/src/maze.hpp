// The Labyrinth's advanced placement exception, for the log replay.
#pragma once

#include "carcassonne/board.hpp"

namespace carcassonne {

// maze.advanced.placement for a follower on `segment` of the just-placed tile
// whose road network is occupied. `weighed`: the exception applies to this
// segment (a road of a network that holds a maze). Then `blocker` is kNone when
// the follower may stand there (the segment is a maze itself, or its branch,
// the road reachable without entering a maze tile, holds no follower), or a
// segment of that branch holding a follower that blocks it.
struct MazePlacement {
    bool weighed = false;
    SegmentId blocker = kNone;
};
MazePlacement maze_placement(const Board& board, SegmentId segment);

}  // namespace carcassonne
