// Reads placed tiles (a position's board:, a log's start: and moves:) into the
// model. Tile and player names are only interned here: the header that defines
// them may come later in the document, so they are resolved after parsing.
#pragma once

#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "carcassonne/model/document.hpp"
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

// Where a name is in a document's `players`, or -1.
int player_index(const Document& doc, const std::string& name);
// Whether p's follower, if any, stands on a feature of its tile as turned;
// the message when not ("tile E at [0, 1] (rot 90) has no city at S; it has: ...").
bool follower_on_tile(const Document& doc, const Placement& p);
std::string follower_not_on_tile(const Document& doc, const Placement& p);
// "unknown player 'x' (players: red, blue)"
std::string unknown_player(const Document& doc, const std::string& name);

// Resolves the names entries gave against a document's header (its players, its
// catalogue and its expansions): the tile, which must exist and whose expansion
// must be listed; the players; and the feature a follower names, which must be
// on the tile as it lies (unless `check_followers` is false: the caller checks
// it later, with what the whole document tells). Throws InputError at the
// name. An unknown name is reported at its first use only: resolving a later
// use returns false.
class NameResolver {
  public:
    NameResolver(const Decoder& d, const NameTable& tiles, const NameTable& players,
                 const Document& doc, bool check_followers = true)
        : d_(d), tiles_(tiles), players_(players), doc_(doc), check_followers_(check_followers) {}
    bool resolve(Placement& p, const EntryNames& names) const;
    bool resolve(Move& m, const EntryNames& names) const;
    // The feature a follower names must be on its tile as it lies (a tile with
    // `rot: auto` is checked once the rotation is chosen). Throws InputError.
    void check_follower(const Placement& p) const;

  private:
    std::optional<PlayerId> resolve_player(std::uint32_t name, SourceLoc loc) const;
    std::optional<TileTypeId> resolve_tile(std::uint32_t tile_name, SourceLoc loc) const;
    std::nullopt_t refuse(std::vector<bool>& refused, std::uint32_t name, SourceLoc loc,
                          std::string message) const;

    const Decoder& d_;
    const NameTable& tiles_;
    const NameTable& players_;
    const Document& doc_;
    bool check_followers_;
    mutable std::vector<std::optional<TileTypeId>> tile_types_;  // by tile name
    mutable std::vector<bool> refused_tiles_, refused_players_;  // by name, once reported
};

class PlacementReader {
  public:
    // `rules`: the document's, read from its header before its tiles; the
    // kinds of figure a `follower:` may name are those it lists (Ruleset::lists).
    PlacementReader(const Decoder& d, NameTable& tiles, NameTable& players, const Ruleset& rules)
        : d_(d), tiles_(tiles), players_(players), rules_(rules) {}

    // A position's tile (meeple {player, on}), a log's start tile (no follower) and
    // a log's move (meeple shorthand allowed); the names they give go to `names`.
    Placement board_entry(const YNode& n, EntryNames& names);
    Placement start(const YNode& n, EntryNames& names);
    Move move(const YNode& n, EntryNames& names);
    // A streamed move: its usual form read straight from the item, any other as a tree.
    Move move(const YItem& item, EntryNames& names);

  private:
    bool plain_move(const YItem& item, Move& m, EntryNames& names);
    void check_at_pair(const YNode& n);
    void common(const YNode& n, Placement& p, EntryNames& names);
    FollowerSpec follower(const YNode& n, bool shorthand_allowed, EntryNames& names);
    FollowerSpec owned_follower(const YNode& n, EntryNames& names);
    FeatureRef feature_ref(const YNode& n);
    FollowerKind follower_kind_of(const YNode& n);
    void refuse_line(const YNode& n, std::string_view text) const;
    void refuse_player_in_log(const YNode& n) const;
    void refuse_kind_before_non_feature(const YNode& n) const;

    const Decoder& d_;
    NameTable& tiles_;
    NameTable& players_;
    const Ruleset& rules_;
};

}  // namespace carcassonne
