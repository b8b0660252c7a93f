#include "io/yaml_syntax.hpp"

#include <fmt/format.h>

#include <cctype>
#include <optional>
#include <utility>

#include "io/yaml_flow_scan.hpp"

namespace carcassonne {
namespace {

constexpr std::size_t kNone = std::string_view::npos;
constexpr std::size_t kMaxKey = 1024;  // YAML's limit on an implicit key

// yaml-cpp 0.7's words (yaml-cpp/exceptions.h, ErrorMsg).
constexpr std::string_view kEndOfMap = "end of map not found";
constexpr std::string_view kEndOfMapFlow = "end of map flow not found";
constexpr std::string_view kEndOfSeq = "end of sequence not found";
constexpr std::string_view kEndOfSeqFlow = "end of sequence flow not found";
constexpr std::string_view kEofInScalar = "illegal EOF in scalar";
constexpr std::string_view kFlowEnd = "illegal flow end";
constexpr std::string_view kBlockEntry = "illegal block entry";
constexpr std::string_view kMapValue = "illegal map value";
constexpr std::string_view kMapKey = "illegal map key";
constexpr std::string_view kUnknownToken = "unknown token";
constexpr std::string_view kInvalidEscape = "unknown escape character: ";

std::string spaces(std::size_t n) {
    return fmt::format("{} {}", n, n == 1 ? "space" : "spaces");
}

std::string at(SourceLoc l) {
    return fmt::format("{}:{}", l.line, l.column);
}

// ---------------------------------------------------------------- the shape of a line

// A line of block YAML as indentation sees it.
struct Shape {
    std::size_t indent = 0;
    bool blank = true;         // nothing, or only a comment
    bool item = false;         // starts with "- "
    std::size_t key = kNone;   // the column of the key it starts with, if any
    bool opens_block = false;  // `key:` with nothing after it: its value is below
};

// The column just past `key:` when text[from..] starts with a plain key, or kNone.
std::size_t key_end(std::string_view t, std::size_t from) {
    if (from >= t.size() || std::string_view("[]{}#-?|>*&!%@`,'\"").find(t[from]) != kNone)
        return kNone;
    for (std::size_t c = from; c < t.size(); ++c) {
        if (t[c] == '#' && t[c - 1] == ' ') return kNone;
        if (t[c] == ':' && (c + 1 == t.size() || t[c + 1] == ' ')) return c + 1;
    }
    return kNone;
}

bool only_comment(std::string_view rest) {
    return rest.empty() || rest.front() == '#';
}

Shape shape_of(std::string_view t) {
    Shape s;
    std::size_t c = t.find_first_not_of(' ');
    if (c == kNone || only_comment(t.substr(c))) return s;
    s.blank = false;
    s.indent = c;
    if (t[c] == '-' && (c + 1 == t.size() || t[c + 1] == ' ')) {
        s.item = true;
        c = t.find_first_not_of(' ', c + 1);
        if (c == kNone) return s;
    }
    std::size_t end = key_end(t, c);
    if (end == kNone) return s;
    s.key = c;
    std::size_t after = t.find_first_not_of(' ', end);
    s.opens_block = after == kNone || t[after] == '#';
    return s;
}

// A list item or a key that does not line up with its siblings above.
std::optional<SyntaxProblem> misaligned(const Text& text, const Line& line) {
    const Shape cur = shape_of(line.text);
    if (cur.blank || (!cur.item && cur.key == kNone)) return std::nullopt;
    const SourceLoc here = place(line.number, cur.indent);
    for (std::optional<Line> l = text.previous(line); l; l = text.previous(*l)) {
        const Shape above = shape_of(l->text);
        if (above.blank) continue;
        if (cur.item) {
            if (!above.item) {
                if (above.indent <= cur.indent) return std::nullopt;  // the parent, or none
                continue;                                             // a line inside an item above
            }
            if (above.indent == cur.indent) return std::nullopt;
            return SyntaxProblem{here, fmt::format("this list item is indented {}; the list above "
                                                   "is at {}",
                                                   spaces(cur.indent), above.indent)};
        }
        if (above.key != kNone) {
            if (above.key == cur.indent) return std::nullopt;
            if (above.opens_block && above.key < cur.indent) return std::nullopt;  // its parent
            return SyntaxProblem{here, fmt::format("this key is indented {}; the keys above are "
                                                   "at {}",
                                                   spaces(cur.indent), above.key)};
        }
        if (above.item && above.indent == cur.indent)
            return SyntaxProblem{here,
                                 "this line stands among the items of the list above but does "
                                 "not start with '- '"};
        if (above.indent <= cur.indent) return std::nullopt;
    }
    return std::nullopt;
}

// The mistakes around a ':' that yaml-cpp calls "illegal map value".
std::optional<SyntaxProblem> colon_problem(const Text& text, const Line& line, SourceLoc mark) {
    const std::string_view t = line.text;
    std::size_t c = t.find_first_not_of(' ');
    if (c == kNone) return std::nullopt;
    // `-{tile: D}` or `-tile: D`: a dash glued to what follows.
    if (t[c] == '-' && c + 1 < t.size() &&
        (t[c + 1] == '{' || t[c + 1] == '[' || std::isalpha(static_cast<unsigned char>(t[c + 1]))))
        return SyntaxProblem{place(line.number, c),
                             "put a space after '-' to start a list item ('- ')"};
    if (t[c] == '-' && c + 1 < t.size() && t[c + 1] == ' ') c = t.find_first_not_of(' ', c + 1);
    const std::size_t colon = mark.column - 1;
    if (c != kNone && colon < t.size() && t[colon] == ':') {
        // A key longer than YAML allows: the parser stops at its ':'.
        if (colon > c + kMaxKey && t.substr(c, colon - c).find(": ") == kNone)
            return SyntaxProblem{place(line.number, c),
                                 fmt::format("this key is {} characters long; a key is at most {}",
                                             colon - c, kMaxKey)};
        // A second ": " on one line: a value that holds one must be quoted.
        std::size_t first = t.find(": ", c);
        if (first != kNone && first < colon && t.find_first_of("[{'\"", c) > colon)
            return SyntaxProblem{mark,
                                 "a second ': ' on one line; a value holding ': ' must be quoted "
                                 "('like: this')"};
    }
    // This line or the one above: `key:value` with no space; the one above: a key with no ':'.
    std::optional<Line> l = line;
    for (int lines = 0; l && lines < 2; l = text.previous(*l)) {
        std::string_view a = l->text;
        std::size_t k = a.find_first_not_of(' ');
        if (k == kNone || a[k] == '#') continue;
        ++lines;
        if (a[k] == '-' && k + 1 < a.size() && a[k + 1] == ' ') k = a.find_first_not_of(' ', k + 1);
        std::size_t word = k;
        while (word < a.size() && (std::isalnum(static_cast<unsigned char>(a[word])) ||
                                   a[word] == '_' || a[word] == '-'))
            ++word;
        if (word > k && word + 1 < a.size() && a[word] == ':' && a[word + 1] != ' ')
            return SyntaxProblem{place(l->number, word),
                                 "put a space after this ':' (a key ends with ': ')"};
        if (lines == 2 && word > k && word == a.size())
            return SyntaxProblem{
                place(l->number, k),
                fmt::format("'{}' needs a ':' after it (a key ends with ':')", a.substr(k))};
    }
    return std::nullopt;
}

// The parser's own message, said plainly, when no cause was found around it.
std::string plain_words(std::string_view m) {
    if (m == kEndOfSeq)
        return "this line does not continue the list above (the items of one list start with "
               "'- ' in one column)";
    if (m == kEndOfMap)
        return "this line does not continue the map above (the keys of one map start in one "
               "column)";
    if (m == kBlockEntry)
        return "a list item ('- ') cannot stand here (the items of one list start in one column, "
               "and none stands inside '[...]' or '{...}')";
    if (m == kMapValue || m == kMapKey)
        return "a ':' where no key can stand (a key is one name, on one line, in the column of "
               "the keys beside it)";
    if (m == kFlowEnd) return "this bracket closes nothing that is open";
    if (m == kEndOfSeqFlow) return "a '[' is not closed";
    if (m == kEndOfMapFlow) return "a '{' is not closed";
    if (m == kEofInScalar) return "a quoted string is not closed";

    if (m.substr(0, kInvalidEscape.size()) == kInvalidEscape)
        return fmt::format(
            "unknown escape '\\{}' in a double-quoted string (write '\\\\' for a "
            "backslash, or use single quotes)",
            m.substr(kInvalidEscape.size()));
    return "YAML syntax: " + std::string(m);
}

}  // namespace

SyntaxProblem explain_syntax_error(std::string_view all, SourceLoc mark,
                                   std::string_view parser_message) {
    const Text text(all);
    const std::string_view m = parser_message;
    const std::optional<Line> line =
        mark.line == 0 ? std::nullopt : text.find(std::size_t{mark.line} - 1);
    const bool at_end = m == kEndOfMapFlow || m == kEndOfSeqFlow || m == kEofInScalar || !line;
    const FlowScan scan = scan_flow(text, at_end ? SourceLoc{UINT32_MAX, 0} : mark);
    if (scan.gave_up) return {mark, plain_words(m)};

    if (at_end && scan.open_quote) return {*scan.open_quote, "this quoted string is not closed"};
    if (scan.wrong_close && (at_end || !precedes(mark, *scan.wrong_close))) {
        if (!scan.wrong_against)
            return {*scan.wrong_close,
                    fmt::format("this '{}' closes nothing: no '{}' is open here", scan.wrong_char,
                                scan.wrong_char == ']' ? '[' : '{')};
        const Bracket& b = *scan.wrong_against;
        return {b.at, fmt::format("this '{}' is not closed: the '{}' at {} cannot close it", b.open,
                                  scan.wrong_char, at(*scan.wrong_close))};
    }
    if (at_end && scan.open_at_end)
        return {scan.open_at_end->at,
                fmt::format("this '{}' is not closed", scan.open_at_end->open)};
    if (!at_end && scan.open_at_mark) {
        const Bracket& b = *scan.open_at_mark;
        if (!scan.closed_later) return {b.at, fmt::format("this '{}' is not closed", b.open)};
        if (m == kBlockEntry)
            return {mark, fmt::format("a list item ('- ') cannot stand inside the '{}' opened at "
                                      "{}; write its items as '{}a, b{}' or drop the brackets",
                                      b.open, at(b.at), b.open, b.open == '[' ? ']' : '}')};
        if (b.at.line < mark.line) return {mark, plain_words(m)};
    }
    if (!at_end && (m == kEndOfSeq || m == kEndOfMap || m == kBlockEntry || m == kMapValue))
        if (auto p = misaligned(text, *line)) return *p;
    if (!at_end && m == kMapValue)
        if (auto p = colon_problem(text, *line, mark)) return *p;
    if (!at_end && m.substr(0, kInvalidEscape.size()) == kInvalidEscape) {
        // The parser stops past the escape: point at its backslash.
        std::size_t slash = line->text.rfind('\\', mark.column == 0 ? 0 : mark.column - 1);
        if (slash != kNone) return {place(line->number, slash), plain_words(m)};
    }
    if (!at_end && m == kUnknownToken && mark.column >= 1 && mark.column <= line->text.size())
        return {mark, fmt::format("a value cannot start with '{}'; put the value in quotes",
                                  line->text[mark.column - 1])};
    return {mark, plain_words(m)};
}

}  // namespace carcassonne
