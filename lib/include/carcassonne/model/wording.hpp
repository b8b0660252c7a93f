// Lists of words as a sentence writes them, for every message and report line
// that names several things: "a", "a or b", "a, b or c".
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace carcassonne {

// The items joined by commas, the last two by ` joint ` ("and", "or"); "" for none.
std::string word_list(const std::vector<std::string>& items, std::string_view joint);
std::string word_list(const std::vector<std::string_view>& items, std::string_view joint);

inline std::string and_list(const std::vector<std::string>& items) {
    return word_list(items, "and");
}
inline std::string or_list(const std::vector<std::string>& items) {
    return word_list(items, "or");
}
inline std::string or_list(const std::vector<std::string_view>& items) {
    return word_list(items, "or");
}

// The rotations of a set of bits (bit r = rot 90 x r) in degrees: "90", "0, 90 or 180".
std::string rotations_or(std::uint8_t bits);

}  // namespace carcassonne
