// The empty squares next to the board, counted by what their four neighbours
// demand (4 edges x {nothing, field, road, city, line}, 3 bits an edge: 4,096
// signatures), so that "does this tile fit anywhere?" (base.tile.discard)
// costs O(4096), not O(board).
// Built from scratch at the first discard, then kept up to date per placement.
#pragma once

#include <array>
#include <cstdint>

#include "carcassonne/board/board.hpp"

namespace carcassonne {

class Frontier {
  public:
    explicit Frontier(const Board& board);
    void before_place(const Board& board, Pos at);
    void after_place(const Board& board, Pos at);
    bool fits_anywhere(const TileDef& def) const;
    // The self-check: the counts kept up to date equal counts made from scratch.
    bool operator==(const Frontier& other) const { return squares_ == other.squares_; }

  private:
    // 0 for a square that is taken or touches no tile.
    static int signature(const Board& board, Pos p);
    void count_around(const Board& board, Pos at, int delta);
    static constexpr int kEdgeBits = 3;
    static constexpr int kSignatures = 1 << (4 * kEdgeBits);
    std::array<std::int64_t, kSignatures> squares_{};
};

}  // namespace carcassonne
