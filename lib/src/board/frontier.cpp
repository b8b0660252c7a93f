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

// Takes out (add false) or puts back (add true) the square `at` and its four
// neighbours under their signatures: the only squares whose signature a
// placement at `at` changes.
void Frontier::move_around(const Board& board, Pos at, bool add) {
    auto move = [&](Pos p) {
        int sig = signature(board, p);
        if (sig == 0) return;
        if (add)
            squares_[sig].insert(p);
        else
            squares_[sig].erase(p);
    };
    move(at);
    for (Edge e : kAllEdges)
        if (auto q = neighbour(at, e)) move(*q);
}

Frontier::Frontier(const Board& board) {
    for (std::uint32_t i = 0; i < board.tile_count(); ++i) {
        Pos at = board.tile(TileIndex(i)).at;
        for (Edge e : kAllEdges)
            if (auto q = neighbour(at, e))
                if (int sig = signature(board, *q); sig != 0) squares_[sig].insert(*q);
    }
}

void Frontier::before_place(const Board& board, Pos at) {
    move_around(board, at, false);
}

void Frontier::after_place(const Board& board, Pos at) {
    move_around(board, at, true);
}

unsigned Frontier::rotations_fitting(const TileDef& def, int sig) {
    unsigned out = 0;
    for (Rotation rot = 0; rot < 4; ++rot) {
        bool fits = true;
        for (Edge e : kAllEdges) {
            int need = (sig >> (kEdgeBits * index(e))) & ((1 << kEdgeBits) - 1);
            if (need && static_cast<int>(def.edge_kind_on_board(e, rot)) + 1 != need) fits = false;
        }
        if (fits) out |= 1U << rot;
    }
    return out;
}

bool Frontier::fits_anywhere(const TileDef& def) const {
    for (int sig = 1; sig < kSignatures; ++sig)
        if (!squares_[sig].empty() && rotations_fitting(def, sig) != 0) return true;
    return false;
}

std::optional<TilePlace> Frontier::find_fitting(const TileDef& def, const Board::SkipClass& skip,
                                                const Board::AcceptPlace& accept) const {
    for (int sig = 1; sig < kSignatures; ++sig) {
        if (squares_[sig].empty()) continue;
        unsigned rotations = rotations_fitting(def, sig);
        unsigned touching = 0;  // a bit per board edge that faces a placed tile
        for (Edge e : kAllEdges)
            if ((sig >> (kEdgeBits * index(e))) & ((1 << kEdgeBits) - 1))
                touching |= 1U << index(e);
        for (Rotation rot = 0; rot < 4; ++rot) {
            if (!(rotations >> rot & 1U) || skip(rot, touching)) continue;
            for (Pos at : squares_[sig])
                if (accept({at, rot})) return TilePlace{at, rot};
        }
    }
    return std::nullopt;
}

}  // namespace carcassonne
