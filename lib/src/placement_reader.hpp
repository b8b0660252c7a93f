// Reads placed tiles (a position's board:, a log's start: and moves:) into the
// model. Tile and player names are only interned here: the header that defines
// them may come later in the document, so they are resolved after parsing.
#pragma once

#include <string>
#include <unordered_map>
#include <vector>

#include "carcassonne/document.hpp"
#include "decode.hpp"

namespace carcassonne {

class NameTable {
  public:
    std::uint32_t intern(const std::string& name);
    const std::string& operator[](std::uint32_t i) const { return names_[i]; }

  private:
    std::unordered_map<std::string, std::uint32_t> index_;
    std::vector<std::string> names_;
};

class PlacementReader {
  public:
    PlacementReader(const Decoder& d, NameTable& tiles, NameTable& players)
        : d_(d), tiles_(tiles), players_(players) {}

    Placement board_entry(const YNode& n);  // a position's tile: meeple {player, on}
    Placement start(const YNode& n);        // a log's start tile: no follower
    Move move(const YNode& n);              // a log's move: meeple shorthand allowed

  private:
    void common(const YNode& n, Placement& p);
    FollowerSpec follower(const YNode& n, bool shorthand_allowed);
    FeatureRef feature_ref(const YNode& n);

    const Decoder& d_;
    NameTable& tiles_;
    NameTable& players_;
};

}  // namespace carcassonne
