// Tiles drawn as text: one drawing code for `carcassonne tiles` and the cells
// of `carcassonne draw --format text`. A drawing depends on the tile type, its
// rotation and its marks only, and never overflows whatever the custom tile.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "carcassonne/tile.hpp"

namespace carcassonne {

// Large: 7 x 5 characters, no two catalogue tiles (in any rotation) alike.
// Small: 3 x 3, for boards too wide for the large form.
enum class ArtSize : std::uint8_t { Large, Small };

// A tile drawn in board directions (north up):
//   . field   # city   * coat of arms (2-9: that many on one city)
//   - | road  / \ road curve  + one road crossing  o roads end (junction)
//   m monastery  t watchtower, then its kind (f followers, a arms, r road
//   tiles, k monasteries, c city tiles)  @ maze  ^ > v < signpost (the way it
//   points)  h s g w y marks (farmhouse, shed, garden, water tower, highwayman)
// Upper-case letters never appear: `draw` writes followers with them.
struct TileArt {
    int width = 0;
    int height = 0;
    std::string cells;               // row-major, width x height
    std::vector<std::int8_t> owner;  // per cell: the segment drawn there, or -1
    std::vector<int> anchor;         // per segment: the cell a follower on it is drawn in

    char at(int column, int row) const {
        return cells[static_cast<std::size_t>(row * width + column)];
    }
    std::string row(int r) const {
        return cells.substr(static_cast<std::size_t>(r * width), width);
    }
};

TileArt tile_art(const TileDef& def, Rotation rot, Marks marks, ArtSize size);

// `carcassonne tiles ID --rot R`: the large drawing in a box, what each edge
// shows, the segments (board directions) and the extras.
std::string draw_tile(const TileDef& def, Rotation rot = 0);
// One paragraph that explains the characters of the drawings.
std::string tile_legend();

}  // namespace carcassonne
