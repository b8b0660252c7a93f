// `carcassonne fits`: every square and rotation where a tile may be placed on
// a board, and for each the features of the placed tile that a follower could
// take. Legality is decided by the Game's own checks (the code that judges a
// log's move), so `fits` and `--then` cannot disagree.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "carcassonne/scoring/adjudicate.hpp"

namespace carcassonne {

// One place the tile may go.
struct Fit {
    Pos at;
    Rotation rot = 0;
    // Where the player to move may put a follower on the placed tile, named as a
    // move names them: roads, cities, fields, the monastery (each in segment order).
    // A follower of any kind that may stand anywhere (the normal one, a large one).
    std::vector<FeatureRef> followers;
    // Figures of the other kinds (one that stands only on some kinds of
    // segment, or is not a follower: a builder), each with the
    // places the mover's figure of that kind may take; a kind with none is left out.
    std::vector<std::pair<FollowerKind, std::vector<FeatureRef>>> figures;
    // In a log, the mover's figures that a move placing the tile here could
    // take back instead of placing one (not from a feature this
    // placement completes), each kind its expansion plays listed.
    std::vector<FigureReturn> returns;
};

struct FitsAnswer {
    DocumentKind kind = DocumentKind::Position;
    std::string file;
    std::string tile;  // its id
    // A log: the moves played (--move N, or all of them), whose turn it is and
    // how many followers that player has left. A position has no player to
    // move: its follower supply is not weighed.
    std::size_t moves_played = 0;
    std::optional<std::string> mover;
    std::optional<int> supply;
    // The other kinds of follower the document's expansions bring
    // (follower_kind.hpp), each with the mover's supply of it (none in a position).
    std::vector<std::pair<FollowerKind, std::optional<int>>> kind_supplies;
    // In a log, the mover's figures on the board that a move could take back
    // (Game::returnable: on a feature not completed), before the tile is placed.
    std::vector<FigureReturn> returns;
    // Rotations that lay the same tile, each class in rising order; a symmetric
    // tile has fewer than four classes, and only the first of a class is listed.
    std::vector<std::vector<Rotation>> same_rotations;
    // By y descending, then x, then rot (Board::open_squares() order).
    std::vector<Fit> placements;
    // The next move is a bonus move (Game::bonus_pending): the rule that gives it.
    std::string_view bonus;
    // A log whose next tile may not be this one (an expansion's order of the
    // tiles: placed or discarded, the move would break it): nothing is listed.
    std::optional<Violation> not_now;
    // The document up to there: when it broke a rule, nothing is listed.
    std::vector<Violation> violations;
};

// The tile a command names for this document, or why it cannot be placed there
// (an unknown id, or a tile whose expansion the document does not list).
std::optional<TileTypeId> placeable_tile(const Document& doc, std::string_view id,
                                         std::string& why);

// Where `tile` fits on the board the document leaves (a log after
// `options.moves` moves); with `only`, on that square alone. Costs the board's
// frontier: one pass over the placed tiles finds the open squares, and each
// legal placement is laid and taken back (with options.self_check, the graph
// is compared with a rebuilt one after the first 8 and after the last: after
// each, the check alone would be quadratic).
// With `marks`, the copy that shows them (a garden copy: its garden is offered).
FitsAnswer fits(const Document& doc, TileTypeId tile, const AdjudicationOptions& options = {},
                std::optional<Pos> only = std::nullopt,
                std::optional<MarkSet> marks = std::nullopt);

// `fits FILE --at X,Y`: every tile the document may place on one square, each
// with its placements there, for a player who reads the square first and
// looks for its tile. The board is played once.
struct SquareFitsAnswer {
    Pos at;
    // The board: kind, file, whose move, the supplies, the violations (a
    // board that breaks a rule lists no tile); its tile and placements are empty.
    FitsAnswer board;
    // The tiles that fit there, in catalogue order (the box's tiles, then the
    // document's own), each with its copies left in the box (none for a
    // custom tile, whose count is not kept); a log's tile that the order of
    // the tiles refuses now (not_now) is left out.
    std::vector<std::pair<FitsAnswer, std::optional<int>>> tiles;
    // Asked for the copies that show these marks (--marks garden): the tiles
    // listed are the box's copies with exactly these marks (an area kind's
    // copies, AreaKindDef::copies, its expansion played), each placed as that
    // copy, with the copies left (never more than the tile's own).
    std::optional<MarkSet> marks;
};

SquareFitsAnswer fits_at(const Document& doc, Pos at, const AdjudicationOptions& options = {},
                         std::optional<MarkSet> marks = std::nullopt);

}  // namespace carcassonne
