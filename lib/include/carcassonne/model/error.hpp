// The two families of failure: a document that cannot be read (exit 2) and a
// board or move that breaks a rule (exit 1).
#pragma once

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "carcassonne/model/printable.hpp"
#include "carcassonne/model/types.hpp"

namespace carcassonne {

// A place in a document: 1-based line and byte column; 0 when unknown.
struct SourceLoc {
    std::uint32_t line = 0;
    std::uint32_t column = 0;
};

// "This document cannot be read": rendered as FILE:LINE:COLUMN: error: MESSAGE,
// or FILE: error: MESSAGE when there is no place to name (line 0: a file that
// cannot be opened).
// A reader that can go on past an error (another move, another key) reports the
// document's independent errors together: the earliest is this one, the others
// follow in `more`, in document order.
// The file name and the message are kept printable (printable.hpp): a NUL in
// a YAML string would otherwise end the message there.
struct InputError : std::runtime_error {
    InputError(std::string_view in_file, SourceLoc at, std::string_view message)
        : std::runtime_error(printable_message(message)),
          file(printable_name(in_file)),
          where(at) {}
    std::string file;
    SourceLoc where;
    std::vector<InputError> more;  // further errors, after this one in the document
    bool stopped = false;          // the reader stopped at its limit of errors
    // One line per error, and a last note line when the reader stopped.
    std::string render() const;
};

// A command's request that this document cannot answer (exit 2): --move on a
// position or past the log's end, --at on an empty square, --on a feature the
// tile does not show, an unknown player. Its message says what there is instead.
struct RequestError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// "This board or move breaks rule X".
struct Violation {
    std::string_view rule;              // a rule id of RULES.md
    std::optional<std::int64_t> move;   // the move's number in a log
    std::optional<std::uint32_t> line;  // its line in the document
    std::string message;
    std::vector<Pos> tiles;              // every offending tile
    std::vector<std::string_view> also;  // other rules weighed (an expansion's exception)
};

// Something a move did that a player should read, which is neither a score
// nor a broken rule: a bonus move declined.
struct Notice {
    std::optional<std::int64_t> move;  // the move's number in a log
    std::optional<std::uint32_t> line;
    std::string_view rule;  // the rule it is about
    std::string message;
};

}  // namespace carcassonne
