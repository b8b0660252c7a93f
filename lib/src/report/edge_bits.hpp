// The board edges of a tile's road or city segment as bits (bit e: edge e,
// clockwise from north), for both drawings.
#pragma once

#include <bitset>

#include "carcassonne/model/tile.hpp"

namespace carcassonne {

// Board edges of a segment of a tile turned by rot.
inline unsigned board_edges(const SegmentDef& s, Rotation rot) {
    unsigned bits = 0;
    for (Edge e : kAllEdges)
        if (s.edges & (1u << index(e))) bits |= 1u << index(rotate(e, rot));
    return bits;
}
// Board edges of a tile's line (LineDef) turned by rot.
inline unsigned board_line_edges(const TileDef& def, Rotation rot) {
    unsigned bits = 0;
    for (Edge e : kAllEdges)
        if (def.line_edges & (1u << index(e))) bits |= 1u << index(rotate(e, rot));
    return bits;
}
inline bool has_edge(unsigned bits, int e) {
    return (bits >> (e & 3)) & 1u;
}
inline int edge_count(unsigned bits) {
    return static_cast<int>(std::bitset<4>(bits).count());
}
// The first edge of the bits, clockwise from north (3 when none).
inline int first_edge(unsigned bits) {
    int e = 0;
    while (e < 3 && !has_edge(bits, e)) ++e;
    return e;
}

}  // namespace carcassonne
