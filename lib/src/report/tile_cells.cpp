// The tables of tile_cells.hpp, one per drawing size.
#include "report/tile_cells.hpp"

#include <algorithm>

namespace carcassonne::tile_cells {

// clang-format off
const Geometry& geometry(ArtSize size) {
    static const Geometry large{
        7, 5, {3, 2},
        // cap: N, E, S, W
        {{{{1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {2, 1}, {3, 1}, {4, 1}},
          {{6, 1}, {6, 2}, {6, 3}, {5, 2}},
          {{1, 4}, {2, 4}, {3, 4}, {4, 4}, {5, 4}, {2, 3}, {3, 3}, {4, 3}},
          {{0, 1}, {0, 2}, {0, 3}, {1, 2}}}},
        // corner_fill: N-E, E-S, S-W, W-N
        {{{{6, 0}, {5, 1}, {4, 2}}, {{6, 4}, {5, 3}, {4, 2}}, {{0, 4}, {1, 3}, {2, 2}}, {{0, 0}, {1, 1}, {2, 2}}}},
        // band: N-S (the middle three columns), E-W (the middle three rows)
        {{{{2, 1}, {3, 1}, {4, 1}, {2, 2}, {3, 2}, {4, 2}, {2, 3}, {3, 3}, {4, 3}},
          {{1, 1}, {2, 1}, {3, 1}, {4, 1}, {5, 1}, {1, 2}, {2, 2}, {3, 2}, {4, 2}, {5, 2},
           {1, 3}, {2, 3}, {3, 3}, {4, 3}, {5, 3}}}},
        // arm, curve_arm: N, E, S, W
        {{{{3, 0}, {3, 1}}, {{6, 2}, {5, 2}, {4, 2}}, {{3, 4}, {3, 3}}, {{0, 2}, {1, 2}, {2, 2}}}},
        {{{{3, 0}}, {{6, 2}, {5, 2}}, {{3, 4}}, {{0, 2}, {1, 2}}}},
        // curve: N-E, E-S, S-W, W-N; road_edge: N, E, S, W
        {{{4, 1}, {4, 3}, {2, 3}, {2, 1}}},
        {{{4, 0}, {6, 3}, {2, 4}, {0, 1}}},
        // half: Nw, Ne, En, Es, Se, Sw, Ws, Wn
        {{{1, 0}, {5, 0}, {6, 1}, {6, 3}, {5, 4}, {1, 4}, {0, 3}, {0, 1}}},
        // mark_spots: the corners, then beside them
        {{0, 0}, {6, 0}, {6, 4}, {0, 4}, {1, 0}, {5, 0}, {5, 4}, {1, 4}},
    };
    static const Geometry small{
        3, 3, {1, 1},
        {{{{1, 0}}, {{2, 1}}, {{1, 2}}, {{0, 1}}}},
        {{{{2, 0}, {1, 1}}, {{2, 2}, {1, 1}}, {{0, 2}, {1, 1}}, {{0, 0}, {1, 1}}}},
        {{{{1, 1}}, {{1, 1}}}},
        {{{{1, 0}}, {{2, 1}}, {{1, 2}}, {{0, 1}}}},
        {{{{1, 0}}, {{2, 1}}, {{1, 2}}, {{0, 1}}}},
        {{{1, 1}, {1, 1}, {1, 1}, {1, 1}}},  // a curve turns in the middle
        {{{2, 0}, {2, 2}, {0, 2}, {0, 0}}},
        {{{0, 0}, {2, 0}, {2, 0}, {2, 2}, {2, 2}, {0, 2}, {0, 2}, {0, 0}}},
        {},  // no marks in the small drawing
    };
    return size == ArtSize::Large ? large : small;
}
// clang-format on

// Display distance: a character is about half as wide as a line is tall.
int distance2(Cell a, Cell b) {
    return (a.c - b.c) * (a.c - b.c) + 4 * (a.r - b.r) * (a.r - b.r);
}

// Every cell, nearest the centre first (ties in reading order).
Cells by_distance_from(const Geometry& g, Cell centre) {
    Cells all;
    for (int r = 0; r < g.h; ++r)
        for (int c = 0; c < g.w; ++c) all.push_back({c, r});
    std::stable_sort(all.begin(), all.end(),
                     [&](Cell a, Cell b) { return distance2(a, centre) < distance2(b, centre); });
    return all;
}

}  // namespace carcassonne::tile_cells
