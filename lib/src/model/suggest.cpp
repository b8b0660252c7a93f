#include "carcassonne/model/suggest.hpp"

#include <algorithm>
#include <cctype>

#include "carcassonne/model/wording.hpp"

namespace carcassonne {
namespace {

constexpr std::size_t kMaxSuggestions = 4;
// Longer words are not compared: a suggestion for a 4 KiB scalar helps nobody,
// and the distance costs the product of the two lengths.
constexpr std::size_t kMaxCompared = 64;

char fold(char c) {
    return static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
}

// Edits (insert, delete, substitute, swap two neighbours) from a to b, ignoring case.
std::size_t distance(std::string_view a, std::string_view b) {
    const std::size_t n = a.size(), m = b.size();
    std::vector<std::size_t> before(m + 1), row(m + 1), current(m + 1);
    for (std::size_t j = 0; j <= m; ++j) row[j] = j;
    for (std::size_t i = 1; i <= n; ++i) {
        current[0] = i;
        for (std::size_t j = 1; j <= m; ++j) {
            std::size_t cost = fold(a[i - 1]) == fold(b[j - 1]) ? 0 : 1;
            current[j] = std::min({row[j] + 1, current[j - 1] + 1, row[j - 1] + cost});
            if (i > 1 && j > 1 && fold(a[i - 1]) == fold(b[j - 2]) &&
                fold(a[i - 2]) == fold(b[j - 1]))
                current[j] = std::min(current[j], before[j - 2] + 1);
        }
        before.swap(row);
        row.swap(current);
    }
    return row[m];
}

// How many edits a word of this length may be from a suggestion.
std::size_t allowed_edits(std::size_t length) {
    if (length <= 1) return 0;
    if (length <= 4) return 1;
    if (length <= 8) return 2;
    return 3;
}

bool starts_with_folded(std::string_view s, std::string_view prefix) {
    if (prefix.size() > s.size()) return false;
    for (std::size_t i = 0; i < prefix.size(); ++i)
        if (fold(s[i]) != fold(prefix[i])) return false;
    return true;
}

}  // namespace

std::vector<std::string> nearest(std::string_view word,
                                 const std::vector<std::string_view>& candidates) {
    std::vector<std::string> begins, near, begun;
    if (word.empty() || word.size() > kMaxCompared) return begins;
    const std::size_t allowed = allowed_edits(word.size());
    std::size_t best = allowed;
    for (std::string_view c : candidates) {
        // A word long enough to mean something that begins known names (`field N`).
        if (word.size() >= 3 && c.size() > word.size() && starts_with_folded(c, word))
            begins.emplace_back(c);
        // A known name that begins the word (`rotation` -> `rot`).
        if (c.size() >= 3 && c.size() < word.size() && starts_with_folded(word, c))
            begun.emplace_back(c);
        if (c.size() > kMaxCompared) continue;
        std::size_t d = distance(word, c);
        if (d > allowed || (d == 0 && c == word)) continue;  // too far, or the word itself
        if (d < best) {
            best = d;
            near.clear();
        }
        if (d == best) near.emplace_back(c);
    }
    std::vector<std::string> out = !begins.empty() ? begins : !near.empty() ? near : begun;
    // Both near and begun (`road east`: `road E` and `road S` three edits
    // away, `road E` begins it): those that are both.
    if (begins.empty() && !near.empty() && !begun.empty()) {
        std::vector<std::string> both;
        for (const std::string& c : near)
            if (std::find(begun.begin(), begun.end(), c) != begun.end()) both.push_back(c);
        if (!both.empty()) out = both;
    }
    if (out.size() > kMaxSuggestions) out.resize(kMaxSuggestions);
    return out;
}

std::vector<std::string> nearest(std::string_view word,
                                 const std::vector<std::string>& candidates) {
    return nearest(word, std::vector<std::string_view>(candidates.begin(), candidates.end()));
}

std::string did_you_mean_sentence(const std::vector<std::string>& suggestions) {
    if (suggestions.empty()) return "";
    std::vector<std::string> quoted;
    for (const std::string& s : suggestions) quoted.push_back("'" + s + "'");
    return "did you mean " + or_list(quoted) + "?";
}

std::string did_you_mean(std::string_view word, const std::vector<std::string_view>& candidates) {
    std::string sentence = did_you_mean_sentence(nearest(word, candidates));
    return sentence.empty() ? "" : " (" + sentence + ")";
}

std::string did_you_mean(std::string_view word, const std::vector<std::string>& candidates) {
    return did_you_mean(word, std::vector<std::string_view>(candidates.begin(), candidates.end()));
}

}  // namespace carcassonne
