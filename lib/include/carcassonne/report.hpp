// The outcome of adjudicating a document, and the two ways to print it.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "carcassonne/error.hpp"
#include "carcassonne/ruleset.hpp"
#include "carcassonne/score_event.hpp"

namespace carcassonne {

// Each player's total after one turn: `scores:` and the play events so far.
struct RunningTotal {
    std::optional<std::int64_t> turn;  // a log's move number; none for a position's turn
    std::vector<std::int64_t> totals;
};

struct Report {
    DocumentKind kind = DocumentKind::Position;
    std::vector<std::string> players;
    std::vector<std::int64_t> carried;  // `scores:`, per player
    Ruleset rules;                      // the expansions listed (the text table shows theirs)
    std::vector<ScoreEvent> events;
    std::vector<Violation> violations;
    // A log: the tile placed in each move that scored, for the text report ("V at [1, 0]").
    std::map<std::int64_t, std::string> placed;
    // The turns played: a position's one turn of play (turn none), then its
    // moves, or a log's legal moves 1..moves_played (discards too).
    bool turn_of_play = false;
    std::size_t moves_played = 0;

    // Per player, per category: folded from the events and `scores:`.
    std::vector<Breakdown> breakdown() const;
    std::vector<std::int64_t> totals() const;
    // The totals after each turn played (--running), one entry per turn.
    std::vector<RunningTotal> running() const;
};

// What a renderer adds to the report.
struct RenderOptions {
    bool colour = false;   // terminal escapes (text)
    bool running = false;  // --running: running totals
};

// Where a violation stands, for messages: "move 3 (line 29): ", "line 13: " or "".
std::string violation_place(const Violation& v);

// Text for people and for diff; `colour` adds terminal escapes.
std::string render_text(const Report& report, const RenderOptions& options);
std::string render_text(const Report& report, bool colour);
// The JSON object of FORMAT.md ("carcassonne-adjudication/1").
std::string render_json(const Report& report, const RenderOptions& options);
std::string render_json(const Report& report);

}  // namespace carcassonne
