// Text from outside the program (a file name, a value of a document) made
// safe to print: a file name may hold any byte, and a YAML string may hold a
// NUL or an escape sequence, but what the program writes is UTF-8 text that a
// terminal, a JSON or YAML reader and an SVG viewer all take.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace carcassonne {

// The length of the valid UTF-8 sequence that starts at s[i] (shortest form,
// no surrogate, at most U+10FFFF), or 0 when none starts there.
std::size_t utf8_length(std::string_view s, std::size_t i);

// U+FFFD REPLACEMENT CHARACTER, in UTF-8.
inline constexpr std::string_view kReplacement = "\xEF\xBF\xBD";

// A file name as the program writes it everywhere (messages, JSON "file",
// the SVG title, the header of `position` and `import`): each byte that is
// not part of valid UTF-8, and each control character, becomes U+FFFD.
std::string printable_name(std::string_view name);

// A message for standard error: each control character but the line break
// written as an escape (`\0`, `\x1b`), each byte that is not UTF-8 as U+FFFD.
std::string printable_message(std::string_view text);

}  // namespace carcassonne
