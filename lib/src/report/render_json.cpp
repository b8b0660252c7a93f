// The JSON report of FORMAT.md, one event or violation per line.
#include <fmt/format.h>

#include "carcassonne/report.hpp"

namespace carcassonne {
namespace {

std::string quote(std::string_view s) {
    std::string out = "\"";
    for (unsigned char c : s) {
        switch (c) {
            case '"':
                out += "\\\"";
                break;
            case '\\':
                out += "\\\\";
                break;
            case '\n':
                out += "\\n";
                break;
            case '\t':
                out += "\\t";
                break;
            case '\r':
                out += "\\r";
                break;
            default:
                if (c < 0x20)
                    out += fmt::format("\\u{:04x}", c);
                else
                    out += static_cast<char>(c);
        }
    }
    return out + "\"";
}

std::string tiles(const std::vector<Pos>& ps) {
    std::string out = "[";
    for (std::size_t i = 0; i < ps.size(); ++i) out += (i ? ", " : "") + to_string(ps[i]);
    return out + "]";
}

std::string also(const std::vector<std::string_view>& rules) {
    std::string out;
    for (std::size_t i = 0; i < rules.size(); ++i)
        out += fmt::format("{}\"{}\"", i ? ", " : "", rules[i]);
    return out;
}

template <class T>
std::string optional_number(const std::optional<T>& v) {
    return v ? fmt::format("{}", *v) : "null";
}

}  // namespace

std::string render_json(const Report& r) {
    std::string out = "{\n  \"format\": \"carcassonne-adjudication/1\",\n  \"players\": [";
    for (std::size_t p = 0; p < r.players.size(); ++p) out += (p ? ", " : "") + quote(r.players[p]);
    out += "],\n  \"totals\": {";
    auto totals = r.totals();
    for (std::size_t p = 0; p < r.players.size(); ++p)
        out += fmt::format("{}{}: {}", p ? ", " : "", quote(r.players[p]), totals[p]);
    out += "},\n  \"breakdown\": {\n";
    auto breakdown = r.breakdown();
    for (std::size_t p = 0; p < r.players.size(); ++p) {
        out += fmt::format("    {}: {{", quote(r.players[p]));
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
            i ? "," : "", optional_number(e.turn), name(e.phase), quote(r.players[e.player]),
            name(e.category), e.points, e.rule, also(e.also), quote(e.detail), tiles(e.tiles));
    }
    out += r.events.empty() ? "],\n" : "\n  ],\n";
    out += "  \"violations\": [";
    for (std::size_t i = 0; i < r.violations.size(); ++i) {
        const Violation& v = r.violations[i];
        out += fmt::format(
            "{}\n    {{\"rule\": \"{}\", \"also\": [{}], \"move\": {}, \"line\": {}, \"message\": "
            "{}, "
            "\"tiles\": {}}}",
            i ? "," : "", v.rule, also(v.also), optional_number(v.move), optional_number(v.line),
            quote(v.message), tiles(v.tiles));
    }
    out += r.violations.empty() ? "]\n}\n" : "\n  ]\n}\n";
    return out;
}

std::string json_quote(std::string_view s) {
    return quote(s);
}

}  // namespace carcassonne
