// The text of a YAML document as the explanation of a syntax error reads it:
// its lines, found as they are needed, and its flow brackets and quoted
// strings followed from the start (yaml_syntax.cpp says what they mean).
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>
#include <utility>

#include "carcassonne/model/error.hpp"

namespace carcassonne {

// The document's lines, found as they are needed: a 64 MiB document of
// empty lines must not become a vector of 64 million views.
class Text {
  public:
    struct Line {
        std::size_t number = 0;  // 0-based
        std::size_t start = 0;   // its first byte in the text
        std::string_view text;   // without its line end
    };
    static constexpr std::size_t kNone = std::string_view::npos;
    explicit Text(std::string_view all) : all_(all) {}
    Line first() const { return at(0, 0); }
    std::optional<Line> next(const Line& l) const {
        std::size_t end = all_.find('\n', l.start);
        if (end == kNone) return std::nullopt;
        return at(end + 1, l.number + 1);
    }
    std::optional<Line> previous(const Line& l) const {
        if (l.start == 0) return std::nullopt;
        std::size_t end = l.start >= 2 ? all_.rfind('\n', l.start - 2) : kNone;
        return at(end == kNone ? 0 : end + 1, l.number - 1);
    }
    std::optional<Line> find(std::size_t number) const {
        std::optional<Line> l = first();
        while (l && l->number < number) l = next(*l);
        return l;
    }

  private:
    Line at(std::size_t start, std::size_t number) const {
        std::size_t end = all_.find('\n', start);
        std::string_view t = all_.substr(start, end == kNone ? kNone : end - start);
        if (!t.empty() && t.back() == '\r') t.remove_suffix(1);
        return {number, start, t};
    }
    std::string_view all_;
};
using Line = Text::Line;

inline bool precedes(SourceLoc a, SourceLoc b) {
    return std::pair(a.line, a.column) < std::pair(b.line, b.column);
}

// 0-based line and column in, 1-based out.
inline SourceLoc place(std::size_t line, std::size_t column) {
    return {static_cast<std::uint32_t>(line + 1), static_cast<std::uint32_t>(column + 1)};
}

struct Bracket {
    char open = 0;
    SourceLoc at;
};

// The '[' and '{' that open flow collections, followed through the whole
// text: the innermost one open where the parser stopped and whether it is
// ever closed, the first closing bracket that closes the wrong one (or
// none), and a quoted string the text ends in. Scalars, quoted or plain, and
// comments are stepped over, so a '{' inside them counts for nothing.
struct FlowScan {
    std::optional<Bracket> open_at_mark;  // the innermost
    bool closed_later = false;            // ... closed after the mark
    std::optional<SourceLoc> wrong_close;
    char wrong_char = 0;
    std::optional<Bracket> wrong_against;  // the bracket it found open instead
    std::optional<Bracket> open_at_end;    // the innermost
    std::optional<SourceLoc> open_quote;
    bool gave_up = false;  // nested deeper than any document a person writes
};

// Scans the whole text; `mark` is where the parser stopped (past the end: it
// stopped at the end).
FlowScan scan_flow(const Text& text, SourceLoc mark);

}  // namespace carcassonne
