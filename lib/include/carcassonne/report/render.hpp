// The ways to print what the engine answers: an adjudication (text, JSON), an
// explanation and a list of fits.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "carcassonne/query/explain.hpp"
#include "carcassonne/query/fits.hpp"
#include "carcassonne/query/registry.hpp"
#include "carcassonne/scoring/report.hpp"

namespace carcassonne {

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
// The same JSON, written piece by piece to `sink` (which returns false to stop
// the writing) and never held whole: a report with --running over a million
// moves. False when the sink stopped it.
using TextSink = std::function<bool(std::string_view piece)>;
bool write_json(const Report& report, const RenderOptions& options, const TextSink& sink);
bool write_json(const Report& report, std::string_view file, bool one_line,
                const RenderOptions& options, std::optional<int> exit, const TextSink& sink);
// A JSON string: s quoted, with `"`, `\` and control characters escaped.
std::string json_quote(std::string_view s);

// An explanation as text for people; as JSON "carcassonne-explanation/1".
std::string render_explanation_text(const Explanation& e);
std::string render_explanation_json(const Explanation& e);

// Where a tile fits, as text for people, and as the JSON object "carcassonne-fits/1".
std::string render_fits_text(const FitsAnswer& answer);
std::string render_fits_json(const FitsAnswer& answer);
// Every tile that fits one square (`fits --at`), as text and as the JSON
// object "carcassonne-fits-square/1".
std::string render_square_fits_text(const SquareFitsAnswer& answer);
std::string render_square_fits_json(const SquareFitsAnswer& answer);

// What the engine knows (`carcassonne expansions`), as text and as the JSON
// object "carcassonne-expansions/1".
std::string render_registry_text(const RegistryListing& registry);
std::string render_registry_json(const RegistryListing& registry);

}  // namespace carcassonne
