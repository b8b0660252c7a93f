// The engine's front doors: a position is checked and scored; a log is
// replayed move by move. Both play through the same Game (game.hpp).
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "carcassonne/model/document.hpp"
#include "carcassonne/scoring/game.hpp"
#include "carcassonne/scoring/report.hpp"

namespace carcassonne {

struct AdjudicationOptions {
    bool final_scoring = true;  // false with --no-final
    // Rebuild the feature graph from scratch after every move and compare
    // (check_consistency); a difference throws std::logic_error. Tests and the fuzzer.
    bool self_check = false;
    // A log: play only its first N moves, as if it ended there (--move N); 64-bit,
    // as the command line gives it, also where size_t is 32 bits (wasm32).
    std::optional<std::uint64_t> moves;
    // One more move after the document, checked and scored by the same rules
    // (--then MOVE). On a position it is move 1, played by its `player:`.
    std::optional<Move> then;
};

Report adjudicate(const Document& doc, const AdjudicationOptions& options = {});

// The adjudication and the game it leaves: the board after the last move played
// (a refused move may have left its tile), before the final scoring, which
// changes nothing on the board.
struct Adjudicated {
    Report report;
    std::unique_ptr<Game> game;
};
Adjudicated adjudicate_game(const Document& doc, const AdjudicationOptions& options = {});

// Why `--move N` cannot apply to this document (a position, or a log with
// fewer moves), as a message that says what there is instead; none if it can.
std::optional<std::string> move_option_problem(const Document& doc, std::uint64_t moves);

// A report on this document with nothing scored or broken yet.
Report empty_report(const Document& doc);

// Plays a document into `game` (made from it) up to where one more move would
// go, as adjudicate() does before --then's move: a position's tiles laid,
// checked and its one turn of play scored; a log's start tile and its first
// `options.moves` moves. The report holds what that scored, and the violation
// that stopped it, if any: then the game may be played no further.
Report play_document(Game& game, const Document& doc, const AdjudicationOptions& options);

// The board a log ends with (or stops at, after `moves` moves or an illegal
// move), written as a position: every tile in placement order, with the
// followers still standing on it.
Document final_position(const Document& log, std::optional<std::uint64_t> moves = std::nullopt);

// `carcassonne position`: the board after the first `moves` moves of a log (all
// of them by default) as a position whose `scores:` are the points scored so
// far, and the report of that play (its violation, if a move up to there is
// illegal: the position is then the board before that move).
struct LogPosition {
    Document position;
    Report played;  // the moves played, without the final scoring
};
LogPosition position_after(const Document& log, std::optional<std::uint64_t> moves = std::nullopt);

}  // namespace carcassonne
