// The parsed model of a document: a position (board:) or a game log (moves:).
// io/document_io.hpp reads and writes it.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "carcassonne/model/boxed.hpp"
#include "carcassonne/model/catalogue.hpp"
#include "carcassonne/model/error.hpp"
#include "carcassonne/model/ruleset.hpp"

namespace carcassonne {

// A follower as a document places it (the key `meeple:`).
struct FollowerSpec {
    std::optional<PlayerId> player;  // absent in a log's shorthand: the mover's
    FeatureRef on;
    FollowerKind kind = kNormalFollower;  // `follower:` (follower_kind.hpp)
    SourceLoc loc;                        // the `on:` value
    SourceLoc kind_loc;                   // the `follower:` value, or the shorthand's word
    SourceLoc player_loc;                 // the `player:` value
};

// One tile put on the table, with what stands on it.
struct Placement {
    TileTypeId tile;  // in the document's catalogue
    Pos at;
    Rotation rot = 0;
    // `rot: auto`: the reader chose `rot` from the neighbours (io/auto_rotation.cpp);
    // `position` and `draw` say so.
    bool rot_auto = false;
    std::optional<MarkSet> marks;          // replaces the tile type's marks for this copy
    BoxedOptional<FollowerSpec> follower;  // out of line: most moves of a long log have none
    SourceLoc loc;                         // the entry itself
    SourceLoc tile_loc;
    SourceLoc rot_loc;  // the `rot:` value, when given
};

// Something a move does besides placing its tile and figure, written as a key
// an expansion declares (ExpansionSyntax::move_keys): taking a figure back. What
// it means is its expansion's (ScoringHooks::act).
struct Action {
    ExpansionId expansion = 0;
    std::uint8_t key = 0;   // which of the expansion's move keys
    std::uint8_t what = 0;  // the expansion's reading of its value
    std::optional<Pos> at;  // a square the value names, if any
    SourceLoc loc;          // the key
};

// The fields are ordered so that no padding is wasted: a log keeps one per move.
struct Move {
    Placement placement;  // for a discard only `tile` and the locations are set
    bool discard = false;
    std::optional<PlayerId> player;  // `player:` when given
    SourceLoc player_loc;
    SparseList<Action> actions;
};

// A log's start tile when no expansion sets another (StartDef) and `start:` is not given.
constexpr std::string_view kBaseStartTile = "D";

struct Document {
    std::string file;  // as named on the command line, "<stdin>" for standard input
    DocumentKind kind = DocumentKind::Position;
    std::vector<std::string> players;
    Ruleset rules;
    Catalogue catalogue;           // built-in tiles plus custom ones
    std::vector<int> carried;      // `scores:`, one per player
    std::vector<Placement> board;  // a position's tiles, in document order
    Placement start;               // a log's start tile
    std::vector<Move> moves;       // a log's moves, in order
    bool end = true;               // run the final scoring (`end: false`: not)
};

// The tile a placement lays, as the board will hold it: its type with the area
// features its marks show under the document's rules (a garden copy's garden).
const TileDef& placed_def(const Document& doc, const Placement& p);

}  // namespace carcassonne
