#include "board/frontier.hpp"

namespace carcassonne {

int Frontier::signature(const Board& board, Pos p) {
    if (board.tile_at(p)) return 0;
    int sig = 0;
    for (Edge e : kAllEdges) {
        auto q = neighbour(p, e);
        if (!q) continue;
        if (auto t = board.tile_at(*q))
            sig |= (static_cast<int>(board.edge_kind(*t, opposite(e))) + 1)
                   << (kEdgeBits * index(e));
    }
    return sig;
}

// Adds delta for the square `at` and its four neighbours: the only squares
// whose signature a placement at `at` changes.
void Frontier::count_around(const Board& board, Pos at, int delta) {
    squares_[signature(board, at)] += delta;
    for (Edge e : kAllEdges)
        if (auto q = neighbour(at, e)) squares_[signature(board, *q)] += delta;
}

Frontier::Frontier(const Board& board) {
    // Each empty square is seen from every tile next to it: count it once, from
    // the tile across its first occupied edge.
    for (std::uint32_t i = 0; i < board.tile_count(); ++i) {
        Pos at = board.tile(TileIndex(i)).at;
        for (Edge e : kAllEdges) {
            auto q = neighbour(at, e);
            if (!q || board.tile_at(*q)) continue;
            bool first = true;
            for (Edge f : kAllEdges) {
                if (f == opposite(e)) break;
                auto r = neighbour(*q, f);
                if (r && board.tile_at(*r)) first = false;
            }
            if (first) ++squares_[signature(board, *q)];
        }
    }
    squares_[0] = 0;
}

void Frontier::before_place(const Board& board, Pos at) {
    count_around(board, at, -1);
}

void Frontier::after_place(const Board& board, Pos at) {
    count_around(board, at, +1);
    squares_[0] = 0;
}

bool Frontier::fits_anywhere(const TileDef& def) const {
    for (int sig = 1; sig < kSignatures; ++sig) {
        if (squares_[sig] <= 0) continue;
        for (Rotation rot = 0; rot < 4; ++rot) {
            bool fits = true;
            for (Edge e : kAllEdges) {
                int need = (sig >> (kEdgeBits * index(e))) & ((1 << kEdgeBits) - 1);
                if (need && static_cast<int>(def.edge_kind_on_board(e, rot)) + 1 != need)
                    fits = false;
            }
            if (fits) return true;
        }
    }
    return false;
}

}  // namespace carcassonne
