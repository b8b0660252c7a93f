// How an expansion is written in documents and custom tiles: the interface the
// readers and the writer of io/ call, and each expansion fills (its
// ExpansionDef::syntax). A mark that is only true or false on a road or city
// segment needs none of this: `{edges: [E, W], well: true}` is read for every
// segment mark of the mark table. An expansion's `options:` are data too
// (ExpansionDef::options). What remains is syntax of its own:
//  - tile keys of its own (`KEY: VALUE` in a custom tile), which set its marks;
//  - segment keys of its own (`{edges: [N], KEY: VALUE}`), which set its segment marks;
//  - its own top-level key (its setup, tokens held), required with the
//    expansion unless it says otherwise;
//  - keys of its own on a log's move (actions: a figure taken back).
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

// A key of a road or city segment of a custom tile that takes a value
// (`city: [{edges: [N, W], KEY: VALUE}]`), which sets segment marks of its
// expansion. The marks it covers are read and written only through it, never
// as `MARK: true`.
struct SegmentKey {
    std::string_view key;
    SegmentKind kind = SegmentKind::City;  // the segments it stands on
    MarkSet marks = 0;                     // the segment marks it reads and writes
    // Reads the value into the segment's marks.
    void (*read)(const Decoder& d, const YNode& value, SegmentDef& segment) = nullptr;
    // The key as the segment's flow map writes it (", KEY: VALUE"), or "".
    std::string (*write)(const SegmentDef& segment) = nullptr;
};

// A key of a log's move (Move::actions), for an action the expansion declares.
struct MoveKey {
    std::string_view key;
    // Reads the value into the action's `what` and `at`; the reader sets its
    // expansion, key and place, and refuses the key when the document does not
    // list the expansion.
    void (*read)(const Decoder& d, const YNode& value, Action& action) = nullptr;
};

struct ExpansionSyntax {
    std::vector<TileKey> tile_keys;
    std::vector<SegmentKey> segment_keys;
    std::vector<MoveKey> move_keys;

    // Its own top-level key, refused without the expansion and, unless
    // `optional_key`, required with it; `usage` shows what it holds when it is missing.
    std::string_view document_key;
    bool optional_key = false;
    std::string_view (*usage)(DocumentKind kind) = nullptr;
    // `players`: the document's (empty when they could not be read).
    void (*read_key)(const Decoder& d, const YNode& value, DocumentKind kind,
                     const std::vector<std::string>& players, Ruleset& rules) = nullptr;
    // The key as YAML lines, the inverse of read_key; "" to write nothing.
    std::string (*write_key)(const Ruleset& rules, DocumentKind kind,
                             const std::vector<std::string>& players) = nullptr;
};

}  // namespace carcassonne
