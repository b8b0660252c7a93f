#include "report/json_text.hpp"

#include <fmt/format.h>

#include "carcassonne/report/render.hpp"

namespace carcassonne {

std::string json_quote(std::string_view s) {
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

std::string json_squares(const std::vector<Pos>& ps) {
    std::string out = "[";
    for (std::size_t i = 0; i < ps.size(); ++i) out += (i ? ", " : "") + to_string(ps[i]);
    return out + "]";
}

std::string json_rules(const std::vector<std::string_view>& rules) {
    std::string out = "[";
    for (std::size_t i = 0; i < rules.size(); ++i)
        out += fmt::format("{}\"{}\"", i ? ", " : "", rules[i]);
    return out + "]";
}

std::string json_violation(const Violation& v) {
    auto number = [](const auto& n) { return n ? fmt::format("{}", *n) : std::string("null"); };
    return fmt::format(
        "{{\"rule\": \"{}\", \"also\": {}, \"move\": {}, \"line\": {}, \"message\": {}, "
        "\"tiles\": {}}}",
        v.rule, json_rules(v.also), number(v.move), number(v.line), json_quote(v.message),
        json_squares(v.tiles));
}

std::string json_violations_and_end(const std::vector<Violation>& violations) {
    std::string out = "  \"violations\": [";
    for (std::size_t i = 0; i < violations.size(); ++i)
        out += fmt::format("{}\n    {}", i ? "," : "", json_violation(violations[i]));
    out += violations.empty() ? "]\n}\n" : "\n  ]\n}\n";
    return out;
}

}  // namespace carcassonne
