#include <fmt/format.h>
#include <unistd.h>

#include <cstdlib>

#include "carcassonne/adjudicate.hpp"
#include "commands.hpp"

namespace carcassonne::app {
namespace {

bool colour_wanted() {
    const char* no_colour = std::getenv("NO_COLOR");
    const char* term = std::getenv("TERM");
    if (no_colour && *no_colour) return false;
    if (term && std::string_view(term) == "dumb") return false;
    return isatty(STDOUT_FILENO) == 1;
}

}  // namespace

int run_score(const InputOptions& in, bool json, bool final_scoring) {
    const Document doc = load(in);
    AdjudicationOptions options;
    options.final_scoring = final_scoring;
    Report report = adjudicate(doc, options);
    std::string text = json ? render_json(report) : render_text(report, colour_wanted());
    if (!emit(text)) return 2;
    return report.violations.empty() ? 0 : 1;
}

int run_check(const InputOptions& in) {
    const Document doc = load(in);
    AdjudicationOptions options;
    options.final_scoring = false;
    Report report = adjudicate(doc, options);
    std::string out;
    for (const Violation& v : report.violations) {
        std::string where = v.move ? fmt::format("move {} (line {}): ", *v.move, v.line.value_or(0))
                            : v.line ? fmt::format("line {}: ", *v.line)
                                     : "";
        out += fmt::format("{}: {}{}: {}\n", doc.file, where, v.rule, v.message);
    }
    if (report.violations.empty()) {
        std::size_t n = doc.kind == DocumentKind::Position ? doc.board.size() : doc.moves.size();
        bool position = doc.kind == DocumentKind::Position;
        out += fmt::format("{}: ok: {} with {} {}, no rule broken\n", doc.file,
                           position ? "position" : "game log", n,
                           position ? (n == 1 ? "tile" : "tiles") : (n == 1 ? "move" : "moves"));
    }
    if (!emit(out)) return 2;
    return report.violations.empty() ? 0 : 1;
}

}  // namespace carcassonne::app
