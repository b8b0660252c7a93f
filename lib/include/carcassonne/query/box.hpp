// The box a game's tiles come from: the built-in tiles of the base game and of
// the expansions a document lists, with how many copies of each the boxes
// hold, against how many the document takes out (`check`'s warning, `tiles
// --left`). Custom tiles are not counted: their `count:` is informational.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "carcassonne/model/area_kind.hpp"
#include "carcassonne/model/document.hpp"

namespace carcassonne {

struct BoxTile {
    TileTypeId tile;
    int in_box = 0;     // copies the boxes hold (TileDef::count)
    int placed = 0;     // on the board: a position's tiles, a log's start tile and moves
    int discarded = 0;  // a log's discards
    SourceLoc over;     // the entry that takes the first copy past in_box, if any
    int left() const { return in_box - placed - discarded; }
};

// Every tile of the box, in catalogue order, and its use by the document: a
// position's whole board, or a log's start tile and its first `moves` moves
// (all of them by default).
std::vector<BoxTile> box_use(const Document& doc,
                             std::optional<std::uint64_t> moves = std::nullopt);

// `check`'s warning for a tile taken out more often than the box holds:
// "tile E is placed 6 times; the box holds 5" (with "and discarded once" when a
// log discards copies); nothing when it is not.
std::optional<std::string> over_box(const Document& doc, const BoxTile& use);

// Copies of a built-in tile that show an area kind's mark (AreaKindDef::copies,
// its expansion played): how many the boxes hold, against the document's.
struct MarkedCopies {
    TileTypeId tile;
    const AreaKindDef* area = nullptr;
    int in_box = 0;
    int taken = 0;  // placed with the mark (a discard shows none)
    SourceLoc over;
};
std::vector<MarkedCopies> marked_copies_use(const Document& doc,
                                            std::optional<std::uint64_t> moves = std::nullopt);
// "tile E with marks: [garden] is placed twice; the box holds 1", or nothing.
std::optional<std::string> over_box(const Document& doc, const MarkedCopies& use);

}  // namespace carcassonne
