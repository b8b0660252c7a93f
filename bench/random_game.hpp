// Random legal games, as the text of game logs: the benchmark's 1,000 base
// games (bench/gen_games.cpp) and the property test of the expansions
// (tests/random_game_test.cpp). Not part of the library: a generator of games
// is test equipment, built into those two programs alone.
//
// A game draws the box in a random order, puts each tile on a random square
// and rotation where the rules let it go (a tile that fits nowhere is
// discarded), and now and then a follower, of a random kind the game's
// expansions bring, on a random feature of it, kept only where the rules
// allow. The box is the catalogue's tiles of the base game plus those whose
// `expansion` is one the game lists. With the river, its spring is the start
// tile (the reader's default start), its middle tiles come first in a random
// order, then the lake, then the rest (river.order).
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <random>
#include <string>
#include <vector>

namespace carcassonne::bench {

// The same numbers from the same seed on every machine: no std::
// distributions, whose results differ between standard libraries.
class Random {
  public:
    explicit Random(std::uint32_t seed) : engine_(seed) {}
    // A number in [0, n).
    std::size_t below(std::size_t n) { return static_cast<std::size_t>(engine_() % n); }

  private:
    std::mt19937 engine_;
};

struct RandomGame {
    std::string log;  // the game log's text
    // What the moves did, by the expansion a tile comes with ("" for the base
    // game's): tiles placed, tiles discarded; followers placed by kind name.
    std::map<std::string, std::size_t> placed;
    std::map<std::string, std::size_t> discarded;
    std::map<std::string, std::size_t> followers;
    std::size_t returned = 0;  // moves that took a figure back (an abbot)
};

// One game of 2 to 5 players with the expansions named (as `expansions:`
// names them; none: the base game). Throws std::logic_error if the rules
// refuse a move it chose as legal.
RandomGame play_random_game(Random& random, const std::vector<std::string>& expansions = {});

}  // namespace carcassonne::bench
