#include "report/player_marks.hpp"

#include <array>
#include <cctype>
#include <string_view>

namespace carcassonne {
namespace {

struct PaletteColour {
    const char* rgb;
    int terminal;
    std::array<std::string_view, 5> names;
};

// Okabe & Ito's palette, which stays distinguishable under the common colour
// vision deficiencies. The first six serve players without a colour name.
constexpr std::array<PaletteColour, 8> kPalette{{
    {"#0072B2", 25, {"blue"}},
    {"#D55E00", 166, {"red", "vermillion", "vermilion"}},
    {"#009E73", 36, {"green"}},
    {"#E69F00", 214, {"orange"}},
    {"#CC79A7", 175, {"purple", "pink", "magenta", "violet"}},
    {"#56B4E9", 74, {"sky", "skyblue", "cyan", "lightblue", "light-blue"}},
    {"#F0E442", 227, {"yellow"}},
    {"#000000", -1, {"black"}},
}};

std::string lower(std::string_view s) {
    std::string out(s);
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

}  // namespace

std::vector<PlayerMark> player_marks(const std::vector<std::string>& players) {
    std::vector<PlayerMark> marks(players.size());
    std::array<bool, kPalette.size()> colour_taken{};
    std::vector<bool> coloured(players.size(), false);
    for (std::size_t p = 0; p < players.size(); ++p) {
        std::string name = lower(players[p]);
        for (std::size_t c = 0; c < kPalette.size() && !coloured[p]; ++c)
            for (std::string_view n : kPalette[c].names)
                if (!n.empty() && n == name && !colour_taken[c]) {
                    colour_taken[c] = coloured[p] = true;
                    marks[p].colour = kPalette[c].rgb;
                    marks[p].terminal = kPalette[c].terminal;
                }
    }
    for (std::size_t p = 0; p < players.size(); ++p)
        for (std::size_t c = 0; c < kPalette.size() && !coloured[p]; ++c)
            if (!colour_taken[c]) {
                colour_taken[c] = coloured[p] = true;
                marks[p].colour = kPalette[c].rgb;
                marks[p].terminal = kPalette[c].terminal;
            }

    // Initials: the first letter of the name not taken yet, else any free letter.
    std::array<bool, 26> letter_taken{};
    for (std::size_t p = 0; p < players.size(); ++p) {
        char first = 0;
        char chosen = 0;
        for (char c : players[p]) {
            if (!std::isalpha(static_cast<unsigned char>(c))) continue;
            char up = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
            if (!first) first = up;
            if (!letter_taken[up - 'A']) {
                chosen = up;
                break;
            }
        }
        for (char c = 'A'; c <= 'Z' && !chosen; ++c)
            if (!letter_taken[c - 'A']) chosen = c;
        letter_taken[chosen - 'A'] = true;
        marks[p].initial = chosen;
        marks[p].own_initial = chosen == first;
    }
    return marks;
}

}  // namespace carcassonne
