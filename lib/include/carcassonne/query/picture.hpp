// A picture of a board: what `carcassonne draw` shows, as plain values. The
// drawings (report/draw.hpp) read nothing else (no board, no feature graph), so
// the picture is built once (query/picture_of.cpp) and drawn as text or as SVG.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "carcassonne/model/follower_kind.hpp"
#include "carcassonne/model/tile.hpp"
#include "carcassonne/model/types.hpp"

namespace carcassonne {

struct PictureTile {
    const TileDef* def = nullptr;  // owned by the document's catalogue, which outlives the picture
    Pos at;
    Rotation rot = 0;
    MarkSet marks = 0;
    bool rot_auto = false;  // `rot: auto` chose rot: the legend says so
};

// A follower standing on segment `segment` (its index in the tile type's list) of tiles[tile].
struct PictureFollower {
    PlayerId player = 0;
    std::uint32_t tile = 0;
    std::uint8_t segment = 0;
    std::string on;       // how a document names it: "road W", "field Nw", "monastery"
    bool farmer = false;  // on a field: the text drawing writes its initial in lower case
    FollowerKind kind = kNormalFollower;  // another kind is drawn distinctly
};

// One segment of the highlighted feature.
struct PictureSegment {
    std::uint32_t tile = 0;
    std::uint8_t segment = 0;
};

struct Picture {
    std::string title;                 // "game.yaml", "game.yaml after move 12"
    std::vector<std::string> players;  // turn order
    std::vector<std::int64_t> totals;  // per player; empty when the board was not scored
    // When the totals include a final scoring that has not happened at the
    // table (a position, a log's board before its last move): the score
    // track, per player; else empty.
    std::vector<std::int64_t> track;
    std::string totals_note;         // why there are no totals, or what they include
    std::vector<PictureTile> tiles;  // in placement order, at most one per square
    std::vector<PictureFollower> followers;
    std::vector<PictureSegment> highlight;  // every segment of one feature (--at/--on)
    std::string highlight_label;            // what that feature is, for the legend
};

}  // namespace carcassonne
