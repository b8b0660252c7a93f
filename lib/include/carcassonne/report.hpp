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

// The one more move of --then, once played legally: its number, its player and
// what it did ("K at [3, 1]", "discard K").
struct ExtraMove {
    std::int64_t number = 0;
    PlayerId player = 0;
    std::string what;
};

// Each player's total after one turn: `scores:` and the play events so far.
struct RunningTotal {
    std::optional<std::int64_t> turn;  // a log's move number; none for a position's turn
    std::vector<std::int64_t> totals;
    std::vector<PlayerId> leaders;  // leaders_of(totals)
};

// The players with the highest total, in the order of `players` (every one
// of them when all are equal, at the start say).
std::vector<PlayerId> leaders_of(const std::vector<std::int64_t>& totals);

struct Report {
    DocumentKind kind = DocumentKind::Position;
    std::vector<std::string> players;
    std::vector<std::int64_t> carried;  // `scores:`, per player
    Ruleset rules;                      // the expansions listed (the text table shows theirs)
    std::vector<ScoreEvent> events;
    std::vector<Violation> violations;
    // A log: the tile placed in each move that scored, for the text report ("V at [1, 0]").
    std::map<std::int64_t, std::string> placed;
    // --then: the extra move, when it was played and broke no rule.
    std::optional<ExtraMove> then;
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

// Where a violation stands, for messages: "move 3 (line 29): ", "move 3: " (a
// move given with --then), "line 13: " or "".
std::string violation_place(const Violation& v);

// Text for people and for diff; `colour` adds terminal escapes.
std::string render_text(const Report& report, const RenderOptions& options);
std::string render_text(const Report& report, bool colour);
// The JSON object of FORMAT.md ("carcassonne-adjudication/1").
std::string render_json(const Report& report, const RenderOptions& options);
std::string render_json(const Report& report);
// The same object for one of several files, with a "file" key first: on one
// line (`--format jsonl`), or laid out as render_json lays it out.
// `exit`, when given, is written second: the file's exit status (`--format jsonl`).
std::string render_json(const Report& report, std::string_view file, bool one_line,
                        const RenderOptions& options = {}, std::optional<int> exit = {});
// A JSON string: s quoted, with `"`, `\` and control characters escaped.
std::string json_quote(std::string_view s);

}  // namespace carcassonne
