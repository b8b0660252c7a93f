// "Did you mean ...?": the known names nearest to a mistyped one, for every
// message that names something unknown (commands, options, keys, tiles, rules,
// players, features).
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace carcassonne {

// The candidates nearest to `word`, at most four, in the candidates' order.
// Letter case is ignored. Candidates that `word` begins (`field N` -> `field Nw`,
// `field Ne`) come first; otherwise those within a few edits (a letter
// inserted, dropped, changed or two swapped), fewer edits for shorter words,
// so that a one-letter word is never matched to another letter. Empty when
// nothing is close.
std::vector<std::string> nearest(std::string_view word, const std::vector<std::string>& candidates);
std::vector<std::string> nearest(std::string_view word,
                                 const std::vector<std::string_view>& candidates);

// " (did you mean 'a'?)", " (did you mean 'a' or 'b'?)", or "" when nothing is close.
std::string did_you_mean(std::string_view word, const std::vector<std::string>& candidates);
std::string did_you_mean(std::string_view word, const std::vector<std::string_view>& candidates);
// The same list without the parentheses: "did you mean 'a' or 'b'?", or "".
std::string did_you_mean_sentence(const std::vector<std::string>& suggestions);

}  // namespace carcassonne
