// Reads placed tiles (a position's board:, a log's start: and moves:) into the
// model. Tile and player names are only interned here: the header that defines
// them may come later in the document, so they are resolved after parsing.
#pragma once

#include <string>
#include <unordered_map>
#include <vector>

#include "carcassonne/document.hpp"
#include "io/decode.hpp"

namespace carcassonne {

class NameTable {
  public:
    std::uint32_t intern(std::string_view name);
    const std::string& operator[](std::uint32_t i) const { return names_[i]; }

  private:
    std::unordered_map<std::string, std::uint32_t> index_;
    std::vector<std::string> names_;
};

// The names one entry gave, as indexes into the reader's name tables, until
// the header that defines them has been read.
struct EntryNames {
    static constexpr std::uint32_t kNone = UINT32_MAX;
    std::uint32_t tile = kNone;
    std::uint32_t follower_player = kNone;  // meeple: {player: ...}
    std::uint32_t mover = kNone;            // a move's player:
};

class PlacementReader {
  public:
    PlacementReader(const Decoder& d, NameTable& tiles, NameTable& players)
        : d_(d), tiles_(tiles), players_(players) {}

    // A position's tile (meeple {player, on}), a log's start tile (no follower) and
    // a log's move (meeple shorthand allowed); the names they give go to `names`.
    Placement board_entry(const YNode& n, EntryNames& names);
    Placement start(const YNode& n, EntryNames& names);
    Move move(const YNode& n, EntryNames& names);
    // A streamed move: its usual form read straight from the item, any other as a tree.
    Move move(const YItem& item, EntryNames& names);

  private:
    bool plain_move(const YItem& item, Move& m, EntryNames& names);
    void common(const YNode& n, Placement& p, EntryNames& names);
    FollowerSpec follower(const YNode& n, bool shorthand_allowed, EntryNames& names);
    FeatureRef feature_ref(const YNode& n);

    const Decoder& d_;
    NameTable& tiles_;
    NameTable& players_;
};

}  // namespace carcassonne
