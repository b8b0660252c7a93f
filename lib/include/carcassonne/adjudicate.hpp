// The engine's front doors: a position is checked and scored; a log is
// replayed move by move. Both play through the same Game (game.hpp).
#pragma once

#include <cstddef>
#include <optional>

#include "carcassonne/document.hpp"
#include "carcassonne/report.hpp"

namespace carcassonne {

struct AdjudicationOptions {
    bool final_scoring = true;  // false with --no-final
    // Rebuild the feature graph from scratch after every move and compare
    // (check_consistency); a difference throws std::logic_error. Tests and the fuzzer.
    bool self_check = false;
    // A log: play only its first N moves, as if it ended there (--move N).
    std::optional<std::size_t> moves;
    // One more move after the document, checked and scored by the same rules
    // (--then MOVE). On a position it is move 1, played by its `player:`.
    std::optional<Move> then;
};

Report adjudicate(const Document& doc, const AdjudicationOptions& options = {});

// A report on this document with nothing scored or broken yet.
Report empty_report(const Document& doc);

class Game;
// Plays a document into `game` (made from it) up to where one more move would
// go, as adjudicate() does before --then's move: a position's tiles laid,
// checked and its one turn of play scored; a log's start tile and its first
// `options.moves` moves. The report holds what that scored, and the violation
// that stopped it, if any: then the game may be played no further.
Report play_document(Game& game, const Document& doc, const AdjudicationOptions& options);

// The board a log ends with (or stops at, after `moves` moves or an illegal
// move), written as a position: every tile in placement order, with the
// followers still standing on it.
Document final_position(const Document& log, std::optional<std::size_t> moves = std::nullopt);

}  // namespace carcassonne
