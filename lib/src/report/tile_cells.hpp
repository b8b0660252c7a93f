// The cells of a tile's text drawing: for each drawing size, which cells each
// shape covers (a fixed table, so a drawing of any tile writes only inside its
// own cells), and the Painter that fills them.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "carcassonne/report/draw.hpp"

namespace carcassonne::tile_cells {

struct Cell {
    int c = 0;
    int r = 0;
};
using Cells = std::vector<Cell>;

// The cells of one drawing size. Corners are indexed by their first edge
// clockwise: 0 between N and E, 1 E-S, 2 S-W, 3 W-N.
struct Geometry {
    int w, h;
    Cell centre;
    std::array<Cells, 4> cap;          // a city on that edge alone
    std::array<Cells, 4> corner_fill;  // joins a city on two adjacent edges (with the corner)
    std::array<Cells, 2> band;         // joins a city on N and S (0) or on E and W (1)
    std::array<Cells, 4> arm;          // a road from the edge to the centre (centre excluded)
    std::array<Cells, 4> curve_arm;    // the part of that road a curve keeps
    std::array<Cell, 4> curve;         // where a curve turns, per corner
    std::array<Cell, 4> road_edge;     // beside the road, on its edge (a road edge mark)
    std::array<Cell, 8> half;          // where a farmer on that half stands
    Cells mark_spots;                  // where marks go, in order of preference
};

const Geometry& geometry(ArtSize size);

// The drawing under construction.
class Painter {
  public:
    explicit Painter(const Geometry& g) : g_(g) {
        art_.width = g.w;
        art_.height = g.h;
        art_.cells.assign(static_cast<std::size_t>(g.w * g.h), '.');
        art_.owner.assign(art_.cells.size(), -1);
    }

    int index(Cell x) const { return x.r * g_.w + x.c; }
    char& glyph(Cell x) { return art_.cells[static_cast<std::size_t>(index(x))]; }
    std::int8_t& owner(Cell x) { return art_.owner[static_cast<std::size_t>(index(x))]; }
    bool free(Cell x) { return glyph(x) == '.' && owner(x) < 0; }
    // Paints a free cell; a cell already drawn keeps what it shows.
    void paint(Cell x, char c, int segment) {
        if (!free(x)) return;
        glyph(x) = c;
        owner(x) = static_cast<std::int8_t>(segment);
    }
    // Draws a junction or a tile mark's object: neither a field nor a segment.
    void mark(Cell x, char c) {
        glyph(x) = c;
        owner(x) = kObject;
    }
    TileArt& art() { return art_; }
    static constexpr std::int8_t kObject = -2;

  private:
    const Geometry& g_;
    TileArt art_;
};

// Display distance: a character is about half as wide as a line is tall.
int distance2(Cell a, Cell b);

// Every cell, nearest the centre first (ties in reading order).
Cells by_distance_from(const Geometry& g, Cell centre);

}  // namespace carcassonne::tile_cells
