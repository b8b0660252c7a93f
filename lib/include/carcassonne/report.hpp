// The outcome of adjudicating a document, and the two ways to print it.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "carcassonne/error.hpp"
#include "carcassonne/score_event.hpp"

namespace carcassonne {

struct Report {
    DocumentKind kind = DocumentKind::Position;
    std::vector<std::string> players;
    std::vector<std::int64_t> carried;  // `scores:`, per player
    std::vector<ScoreEvent> events;
    std::vector<Violation> violations;
    // A log: the tile placed in each move that scored, for the text report ("V at [1, 0]").
    std::map<std::int64_t, std::string> placed;

    // Per player, per category: folded from the events and `scores:`.
    std::vector<Breakdown> breakdown() const;
    std::vector<std::int64_t> totals() const;
};

// Where a violation stands, for messages: "move 3 (line 29): ", "line 13: " or "".
std::string violation_place(const Violation& v);

// Text for people and for diff; `colour` adds terminal escapes.
std::string render_text(const Report& report, bool colour);
// The JSON object of FORMAT.md ("carcassonne-adjudication/1").
std::string render_json(const Report& report);
// The same object for one of several files, with a "file" key first: on one
// line (`--format jsonl`), or laid out as render_json lays it out.
std::string render_json(const Report& report, std::string_view file, bool one_line);
// A JSON string: s quoted, with `"`, `\` and control characters escaped.
std::string json_quote(std::string_view s);

}  // namespace carcassonne
