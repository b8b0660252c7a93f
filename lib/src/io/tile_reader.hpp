// Reads tile definitions in the notation of FORMAT.md "Custom tiles". The
// built-in catalogue, a document's `tiles:` and `--tiles FILE` all come here.
#pragma once

#include <vector>

#include "carcassonne/io/document_io.hpp"
#include "carcassonne/model/document.hpp"
#include "carcassonne/model/tile.hpp"
#include "io/decode.hpp"

namespace carcassonne {

struct TileDefAt {
    TileDef def;
    SourceLoc loc;  // where its id stands
};

// Reads and validates every tile of a `tiles:` map; the errors of faulty tiles
// go to `errors` (those tiles left out), or are thrown together by the second form.
std::vector<TileDefAt> read_tile_map(const YNode& tiles, const Decoder& d, ErrorList& errors);
std::vector<TileDefAt> read_tile_map(const YNode& tiles, const Decoder& d);

// read_tile_file (carcassonne/document.hpp), a `--tiles FILE`, is read here too.

// Reads a `marks:` list (farmhouse, shed, garden, water-tower, highwayman).
MarkSet read_marks(const YNode& list, const Decoder& d, const std::string& what);
}  // namespace carcassonne
