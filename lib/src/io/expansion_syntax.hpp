// How an expansion is written in documents and custom tiles: the interface the
// readers and the writer of io/ call, and each expansion fills (its
// ExpansionDef::syntax). A mark that is only true or false on a road or city
// segment needs none of this: `{edges: [E, W], inn: true}` is read for every
// segment mark of the mark table. An expansion's `options:` are data too
// (ExpansionDef::options). What remains is syntax of its own:
//  - tile keys of its own (`KEY: VALUE` in a custom tile), which set its marks;
//  - its own top-level key, required with the expansion (its setup).
// Decoder and YNode (decode.hpp) are how such a key is read, with located errors.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "carcassonne/model/document.hpp"
#include "io/decode.hpp"

namespace carcassonne {

// A key of a custom tile.
struct TileKey {
    std::string_view key;
    // Reads the value into the tile's marks. The tile's segments are read and
    // its shape checked already, so the key may refer to its edges and roads.
    void (*read)(const Decoder& d, const YNode& value, TileDef& def) = nullptr;
    // The key as a tile definition writes it back ("    KEY: VALUE\n"),
    // or "" when the tile has none of its marks.
    std::string (*write)(const TileDef& def) = nullptr;
};

struct ExpansionSyntax {
    std::vector<TileKey> tile_keys;

    // Its own top-level key, required with the expansion and refused without
    // it; `usage` shows what it holds when it is missing.
    std::string_view document_key;
    std::string_view (*usage)(DocumentKind kind) = nullptr;
    void (*read_key)(const Decoder& d, const YNode& value, DocumentKind kind,
                     Ruleset& rules) = nullptr;
    // The key as YAML lines, the inverse of read_key.
    std::string (*write_key)(const Ruleset& rules, DocumentKind kind) = nullptr;
};

}  // namespace carcassonne
