// Drawings: a board as text or SVG from its Picture (query/picture.hpp), and
// tiles as text, one drawing code for `carcassonne tiles` and the cells of
// `carcassonne draw --format text`. A tile's drawing depends on the tile type,
// its rotation and its marks only, and never overflows whatever the custom tile.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "carcassonne/model/tile.hpp"
#include "carcassonne/query/picture.hpp"

namespace carcassonne {

// Large: 7 x 5 characters, no two catalogue tiles (in any rotation) alike.
// Small: 3 x 3, for boards too wide for the large form.
enum class ArtSize : std::uint8_t { Large, Small };

// A tile drawn in board directions (north up):
//   . field   # city   * coat of arms (2-9: that many on one city)
//   - | road  / \ road curve  + one road crossing  o roads end (junction)
//   m monastery  h s g w y marks (farmhouse, shed, garden, water tower,
//   highwayman), and each expansion's glyphs (tile_legend() lists them all)
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

TileArt tile_art(const TileDef& def, Rotation rot, MarkSet marks, ArtSize size);

// `carcassonne tiles ID --rot R`: the large drawing in a box, what each edge
// shows, the segments (board directions) and the extras.
std::string draw_tile(const TileDef& def, Rotation rot = 0);
// One paragraph that explains the characters of the drawings.
std::string tile_legend();

struct TextOptions {
    bool colour = false;  // terminal escapes for followers and the highlight
    int columns = 100;    // the large cells are used when the board fits in this width
};

// Why the board is too large to draw as text (more than kMaxTextTiles tiles
// wide or tall), or nothing.
constexpr std::int64_t kMaxTextTiles = 200;
std::optional<std::string> text_too_large(const Picture& picture);

// The board as a grid of tile cells with the coordinates around it, then the
// legend. Precondition: !text_too_large(picture).
std::string draw_text(const Picture& picture, const TextOptions& options);

// One standalone SVG 1.1 document; time and size linear in the tiles drawn.
std::string draw_svg(const Picture& picture);

}  // namespace carcassonne
