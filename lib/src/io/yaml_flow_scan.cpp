#include "io/yaml_flow_scan.hpp"

#include <vector>

namespace carcassonne {
namespace {

constexpr std::size_t kNone = std::string_view::npos;

class FlowScanner {
  public:
    FlowScanner(const Text& text, SourceLoc mark) : text_(text), mark_(mark) {}

    FlowScan run() {
        std::size_t block_indent = kNone;  // inside a block scalar (| or >): its parent's indent
        for (std::optional<Line> l = text_.first(); l && !scan_.gave_up; l = text_.next(line_)) {
            line_ = *l;
            std::size_t c = line_.text.find_first_not_of(' ');
            if (block_indent != kNone) {
                if (c == kNone || c > block_indent) continue;
                block_indent = kNone;
            }
            value_ = true;
            for (; c != kNone && c < line_.text.size() && !scan_.gave_up; ++c) {
                const std::string_view t = line_.text;
                note_mark(c);
                char ch = t[c];
                bool flow = !stack_.empty();
                bool blank_next = c + 1 >= t.size() || t[c + 1] == ' ' || t[c + 1] == '\t';
                if (ch == ' ' || ch == '\t') continue;
                if (ch == '#' && (c == 0 || t[c - 1] == ' ' || t[c - 1] == '\t')) break;
                if ((ch == '[' || ch == '{') && (value_ || flow)) {
                    stack_.push_back({ch, place(line_.number, c)});
                    scan_.gave_up = stack_.size() > kMaxDepth;
                    value_ = true;
                } else if (ch == ']' || ch == '}') {
                    close(ch, place(line_.number, c));
                    value_ = false;
                } else if (ch == ',' && flow) {
                    value_ = true;
                } else if (ch == ':' && (blank_next || (flow && is_flow_indicator(t[c + 1])))) {
                    value_ = true;
                } else if (value_ && (ch == '-' || ch == '?') && blank_next) {
                    // a list item or an explicit key: a value follows
                } else if (value_ && (ch == '\'' || ch == '"')) {
                    if (!skip_quoted(c)) break;  // the text ends inside it
                    value_ = false;
                } else if (value_ && !flow && (ch == '|' || ch == '>')) {
                    block_indent = t.find_first_not_of(' ');
                    break;
                } else if (value_ && (ch == '&' || ch == '!')) {
                    c = token_end(t, c) - 1;  // an anchor or a tag: the value still follows
                } else {
                    c = plain_end(t, c, flow) - 1;
                    value_ = false;
                }
            }
        }
        note_mark(kNone);
        if (!stack_.empty()) scan_.open_at_end = stack_.back();
        return scan_;
    }

  private:
    static constexpr std::size_t kMaxDepth = 1000;

    static bool is_flow_indicator(char c) {
        return c == ',' || c == '[' || c == ']' || c == '{' || c == '}';
    }
    static std::size_t token_end(std::string_view t, std::size_t c) {
        while (c < t.size() && t[c] != ' ' && t[c] != '\t') ++c;
        return c;
    }
    // Just past a plain scalar starting at c: at ": ", " #" or the line's end,
    // and inside a flow collection at a flow indicator too.
    static std::size_t plain_end(std::string_view t, std::size_t c, bool flow) {
        for (; c < t.size(); ++c) {
            char ch = t[c];
            if (ch == ':' &&
                (c + 1 == t.size() || t[c + 1] == ' ' || (flow && is_flow_indicator(t[c + 1]))))
                return c;
            if (ch == '#' && c > 0 && t[c - 1] == ' ') return c;
            if (flow && is_flow_indicator(ch)) return c;
        }
        return c;
    }

    // Once the scan passes the parser's mark, the innermost open bracket is watched.
    void note_mark(std::size_t column) {
        if (marked_) return;
        if (column != kNone && !precedes(mark_, place(line_.number, column))) return;
        marked_ = true;
        if (!stack_.empty()) scan_.open_at_mark = stack_.back();
        watched_ = stack_.size();  // its depth: it is stack_[watched_ - 1]
    }

    // The bracket at depth k (stack_[k]) is closed, and those inside it are
    // left open for ever.
    void close_at(std::size_t k) {
        if (marked_ && watched_ > 0 && k + 1 == watched_) scan_.closed_later = true;
        if (marked_ && k < watched_) watched_ = 0;  // the watched one is decided
        stack_.resize(k);
    }

    void close(char ch, SourceLoc where) {
        char wanted = ch == ']' ? '[' : '{';
        if (!stack_.empty() && stack_.back().open == wanted) return close_at(stack_.size() - 1);
        if (!scan_.wrong_close) {
            scan_.wrong_close = where;
            scan_.wrong_char = ch;
            if (!stack_.empty()) scan_.wrong_against = stack_.back();
        }
        // Go on as a parser that forgives would: the closer ends the nearest
        // bracket of its kind, or nothing.
        for (std::size_t k = stack_.size(); k-- > 0;)
            if (stack_[k].open == wanted) return close_at(k);
    }

    // Steps over a quoted string from its opening quote at column c of the
    // current line, over several lines if it takes them; leaves line_ and c
    // on its closing quote. False when the text ends first.
    bool skip_quoted(std::size_t& c) {
        const char quote = line_.text[c];
        const SourceLoc opened = place(line_.number, c);
        for (++c;; c = 0) {
            const std::string_view t = line_.text;
            for (; c < t.size(); ++c) {
                if (quote == '"' && t[c] == '\\') {
                    ++c;
                } else if (t[c] == quote) {
                    if (quote == '\'' && c + 1 < t.size() && t[c + 1] == '\'') {
                        ++c;  // '' is a quote inside single quotes
                        continue;
                    }
                    return true;
                }
            }
            std::optional<Line> next = text_.next(line_);
            if (!next) {
                scan_.open_quote = opened;
                return false;
            }
            line_ = *next;
        }
    }

    const Text& text_;
    SourceLoc mark_;
    FlowScan scan_;
    std::vector<Bracket> stack_;  // the open brackets, innermost last
    Line line_;
    bool value_ = true;  // where a value may begin
    bool marked_ = false;
    std::size_t watched_ = 0;
};
}  // namespace

FlowScan scan_flow(const Text& text, SourceLoc mark) {
    return FlowScanner(text, mark).run();
}

}  // namespace carcassonne
