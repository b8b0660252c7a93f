// The JSON report of FORMAT.md, one event or violation per line.
#include <fmt/format.h>

#include "carcassonne/report.hpp"
#include "report/json_text.hpp"

namespace carcassonne {
namespace {

template <class T>
std::string optional_number(const std::optional<T>& v) {
    return v ? fmt::format("{}", *v) : "null";
}

}  // namespace

std::string render_json(const Report& r) {
    std::string out = "{\n  \"format\": \"carcassonne-adjudication/1\",\n  \"players\": [";
    for (std::size_t p = 0; p < r.players.size(); ++p)
        out += (p ? ", " : "") + json_quote(r.players[p]);
    out += "],\n  \"totals\": {";
    auto totals = r.totals();
    for (std::size_t p = 0; p < r.players.size(); ++p)
        out += fmt::format("{}{}: {}", p ? ", " : "", json_quote(r.players[p]), totals[p]);
    out += "},\n  \"breakdown\": {\n";
    auto breakdown = r.breakdown();
    for (std::size_t p = 0; p < r.players.size(); ++p) {
        out += fmt::format("    {}: {{", json_quote(r.players[p]));
        for (int c = 0; c < kCategoryCount; ++c)
            out += fmt::format("{}\"{}\": {}", c ? ", " : "", name(static_cast<Category>(c)),
                               breakdown[p][c]);
        out += p + 1 < r.players.size() ? "},\n" : "}\n";
    }
    out += "  },\n  \"events\": [";
    for (std::size_t i = 0; i < r.events.size(); ++i) {
        const ScoreEvent& e = r.events[i];
        out += fmt::format(
            "{}\n    {{\"turn\": {}, \"phase\": \"{}\", \"player\": {}, \"category\": \"{}\", "
            "\"points\": {}, "
            "\"rule\": \"{}\", \"also\": [{}], \"detail\": {}, \"tiles\": {}}}",
            i ? "," : "", optional_number(e.turn), name(e.phase), json_quote(r.players[e.player]),
            name(e.category), e.points, e.rule, json_rule_list(e.also), json_quote(e.detail),
            json_positions(e.tiles));
    }
    out += r.events.empty() ? "],\n" : "\n  ],\n";
    out += "  \"violations\": [";
    for (std::size_t i = 0; i < r.violations.size(); ++i)
        out += fmt::format("{}\n    {}", i ? "," : "", json_violation(r.violations[i]));
    out += r.violations.empty() ? "]\n}\n" : "\n  ]\n}\n";
    return out;
}

}  // namespace carcassonne
