// The empty squares next to the board, by what their four neighbours demand
// (4 edges x {nothing, field, road, city, line}, 3 bits an edge: 4,096
// signatures), so that "does this tile fit anywhere?" (base.tile.discard)
// costs O(4096), not O(board), and so does finding the squares of one class.
// Built from scratch at the first discard, then kept up to date per placement.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <set>
#include <vector>

#include "carcassonne/board/board.hpp"

namespace carcassonne {

class Frontier {
  public:
    explicit Frontier(const Board& board);
    void before_place(const Board& board, Pos at);
    void after_place(const Board& board, Pos at);
    bool fits_anywhere(const TileDef& def) const;
    // See Board::find_fitting.
    std::optional<TilePlace> find_fitting(const TileDef& def, const Board::SkipClass& skip,
                                          const Board::AcceptPlace& accept) const;
    // The self-check: the squares kept up to date equal those found from scratch.
    bool operator==(const Frontier& other) const { return squares_ == other.squares_; }

  private:
    struct PosLess {
        bool operator()(Pos a, Pos b) const { return a.x != b.x ? a.x < b.x : a.y < b.y; }
    };
    // 0 for a square that is taken or touches no tile.
    static int signature(const Board& board, Pos p);
    // The rotations (bit r) in which the tile's edges match what sig demands.
    static unsigned rotations_fitting(const TileDef& def, int sig);
    void move_around(const Board& board, Pos at, bool add);
    static constexpr int kEdgeBits = 3;
    static constexpr int kSignatures = 1 << (4 * kEdgeBits);
    // The empty squares of each signature but 0.
    std::vector<std::set<Pos, PosLess>> squares_ = std::vector<std::set<Pos, PosLess>>(kSignatures);
};

}  // namespace carcassonne
