// The JSON report of one of several files (FORMAT.md "Several files"): the
// object of render_json with a "file" key, on one line for `--format jsonl`.
#include "carcassonne/report/render.hpp"
#include "carcassonne/scoring/report.hpp"

namespace carcassonne {
namespace {

// Drops the layout between tokens. render_json escapes every control character
// inside strings, so a blank or a newline outside a string is only layout.
std::string one_line(std::string_view json) {
    std::string out;
    out.reserve(json.size());
    bool in_string = false;
    for (std::size_t i = 0; i < json.size(); ++i) {
        char c = json[i];
        if (in_string) {
            out += c;
            if (c == '\\' && i + 1 < json.size())
                out += json[++i];
            else if (c == '"')
                in_string = false;
        } else if (c != ' ' && c != '\n') {
            out += c;
            in_string = c == '"';
        }
    }
    return out;
}

}  // namespace

std::string render_json(const Report& report, std::string_view file, bool one_line_wanted,
                        const RenderOptions& options) {
    const std::string json = render_json(report, options);  // "{\n  \"format\": ..."
    const std::string key = "\"file\": " + json_quote(file) + ",";
    if (one_line_wanted) return "{" + one_line(key) + one_line(json).substr(1) + "\n";
    return "{\n  " + key + json.substr(1);
}

}  // namespace carcassonne
