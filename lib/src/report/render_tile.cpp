#include <fmt/format.h>

#include "carcassonne/draw.hpp"

namespace carcassonne {

std::string draw_tile(const TileDef& def) {
    constexpr int W = 7, H = 5, CX = 3, CY = 2;
    std::string grid[H];
    for (auto& row : grid) row.assign(W, '.');
    for (const SegmentDef& s : def.segments) {
        for (Edge e : kAllEdges) {
            if (!(s.edges & (1u << index(e)))) continue;
            if (s.kind == SegmentKind::City) {
                // The edge's band, then a bulge toward the middle.
                for (int i = 0; i < W; ++i)
                    if (e == Edge::N)
                        grid[0][i] = 'C';
                    else if (e == Edge::S)
                        grid[H - 1][i] = 'C';
                for (int j = 0; j < H; ++j)
                    if (e == Edge::E)
                        grid[j][W - 1] = 'C';
                    else if (e == Edge::W)
                        grid[j][0] = 'C';
                if (e == Edge::N)
                    for (int i = 2; i <= 4; ++i) grid[1][i] = 'C';
                if (e == Edge::S)
                    for (int i = 2; i <= 4; ++i) grid[H - 2][i] = 'C';
                if (e == Edge::E)
                    for (int j = 1; j <= 3; ++j) grid[j][W - 2] = 'C';
                if (e == Edge::W)
                    for (int j = 1; j <= 3; ++j) grid[j][1] = 'C';
                // A city on three or four edges fills the middle too.
                if (s.edge_count() >= 3)
                    for (int j = 1; j < H - 1; ++j)
                        for (int i = 1; i < W - 1; ++i) grid[j][i] = 'C';
            } else if (s.kind == SegmentKind::Road) {
                if (e == Edge::N)
                    for (int j = 0; j < CY; ++j) grid[j][CX] = '|';
                if (e == Edge::S)
                    for (int j = CY + 1; j < H; ++j) grid[j][CX] = '|';
                if (e == Edge::E)
                    for (int i = CX + 1; i < W; ++i) grid[CY][i] = '-';
                if (e == Edge::W)
                    for (int i = 0; i < CX; ++i) grid[CY][i] = '-';
                grid[CY][CX] = s.edge_count() == 1 ? 'o' : '+';
            }
        }
    }
    int arms = 0;
    for (const SegmentDef& s : def.segments) arms += s.arms;
    // The second row has room for 4 stars (columns 3 to 6); a custom tile may
    // carry up to 4 x 9 = 36 coats of arms, so the picture shows at most 4.
    for (int i = 0; i < arms && 3 + i < W; ++i) grid[1][3 + i] = '*';
    if (def.monastery) grid[CY][CX] = 'M';
    if (def.maze) grid[CY][CX] = '#';
    if (def.watchtower != WatchtowerKind::None) grid[CY + 1][CX + 1] = 'T';

    std::string box = def.count > 0 ? fmt::format("{} in the box", def.count) : "custom tile";
    std::string out = fmt::format("{} ({})\n  +{}+\n", def.id, box, std::string(W, '-'));
    for (const auto& row : grid) out += fmt::format("  |{}|\n", row);
    out += fmt::format("  +{}+\n  edges: N {}, E {}, S {}, W {}\n  {}\n", std::string(W, '-'),
                       name(def.edge_kind[0]), name(def.edge_kind[1]), name(def.edge_kind[2]),
                       name(def.edge_kind[3]), def.describe(0));
    if (def.watchtower != WatchtowerKind::None)
        out += fmt::format("  watchtower: {}\n", name(def.watchtower));
    if (def.maze) out += "  maze: its road leaves through every edge as one segment\n";
    for (const Signpost& sp : def.signposts)
        out += fmt::format("  signpost on {} points {}\n", name(sp.edge), name(sp.points));
    return out;
}

}  // namespace carcassonne
