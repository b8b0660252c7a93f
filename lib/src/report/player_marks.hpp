// How players are told apart in a picture: one initial and one colour each,
// shared by the text and the SVG drawings.
#pragma once

#include <string>
#include <vector>

namespace carcassonne {

struct PlayerMark {
    char initial = '?';       // an upper-case letter, unique among the players
    bool own_initial = true;  // false: the name's first letter was taken by an earlier player
    const char* colour = "";  // "#0072B2", from the Okabe-Ito palette
    int terminal = 0;         // xterm-256 colour index; -1: reverse video (black)
};

// Players named after a colour of the palette (red, blue, green, yellow,
// black, orange, purple, pink, sky, cyan; any case) get it, the others the
// first free colour in the palette's order; the same players always get the
// same marks.
std::vector<PlayerMark> player_marks(const std::vector<std::string>& players);

}  // namespace carcassonne
