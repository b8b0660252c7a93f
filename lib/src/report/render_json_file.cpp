// The JSON report of one of several files (FORMAT.md "Several files"): the
// object of render_json with a "file" key, on one line for `--format jsonl`.
#include "carcassonne/report/render.hpp"
#include "carcassonne/scoring/report.hpp"
#include "report/json_text.hpp"

namespace carcassonne {
namespace {

// Drops the layout between tokens, piece by piece. render_json escapes every
// control character inside strings, so a blank or a newline outside a string
// is only layout.
class OneLine {
  public:
    std::string operator()(std::string_view json) {
        std::string out;
        out.reserve(json.size());
        for (char c : json) {
            if (in_string_) {
                out += c;
                if (escaped_)
                    escaped_ = false;
                else if (c == '\\')
                    escaped_ = true;
                else if (c == '"')
                    in_string_ = false;
            } else if (c != ' ' && c != '\n') {
                out += c;
                in_string_ = c == '"';
            }
        }
        return out;
    }

  private:
    bool in_string_ = false;
    bool escaped_ = false;
};

}  // namespace

bool write_json(const Report& report, std::string_view file, bool one_line_wanted,
                const RenderOptions& options, std::optional<int> exit, const TextSink& sink) {
    std::string key = "\"file\": " + json_quote(file) + ",";
    if (exit)
        key += (one_line_wanted ? " " : "\n  ") + ("\"exit\": " + std::to_string(*exit) + ",");
    OneLine one_line;
    if (!sink(one_line_wanted ? "{" + one_line(key) : "{\n  " + key)) return false;
    // The object of render_json after its "{" ("\n  \"format\": ...").
    bool opening = true;
    bool written = write_json(report, options, [&](std::string_view piece) {
        if (opening) piece.remove_prefix(1), opening = false;
        return sink(one_line_wanted ? one_line(piece) : std::string(piece));
    });
    return written && (!one_line_wanted || sink("\n"));
}

std::string render_json(const Report& report, std::string_view file, bool one_line_wanted,
                        const RenderOptions& options, std::optional<int> exit) {
    std::string out;
    write_json(report, file, one_line_wanted, options, exit, [&](std::string_view piece) {
        out += piece;
        return true;
    });
    return out;
}

}  // namespace carcassonne
