// `rot: auto` (FORMAT.md, "Entering a table faster"): the reader chooses the
// rotation of such a tile from the edges of its neighbours, once the names are
// resolved and before anything is played.
#pragma once

#include "carcassonne/model/document.hpp"
#include "io/decode.hpp"

namespace carcassonne {

// Chooses `rot` for every placement with `rot_auto`: the one rotation (the
// smallest of those that lay the same tile) whose edges match every neighbour.
// A position's neighbours are the whole board, its other `rot: auto` tiles
// included (each narrowed down by its own neighbours, in time linear in the
// board); a log's are the tiles placed before the move. When several
// rotations fit, an InputError at `rot:` lists them (into `errors`); when none
// fits, the tile keeps a rotation that shows its follower's feature (else 0)
// and the game reports the mismatch as for any tile. False when an error was kept.
bool resolve_auto_rotations(Document& doc, const Decoder& d, ErrorList& errors);

}  // namespace carcassonne
