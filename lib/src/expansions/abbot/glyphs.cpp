// The abbot as the SVG drawing shows it: a hooded robe with a cross on it, in
// its owner's colour, where a follower has arms and legs; told apart at a
// phone's size as the large follower is by its disc (the text drawing's `a`).
#include "report/glyphs.hpp"

#include "expansions/abbot/abbot.hpp"

namespace carcassonne {

const DrawHooks& abbot::draw() {
    static const DrawHooks hooks = [] {
        DrawHooks h;
        h.figures = {{"abbot",
                      "M0 -13.5C3.2 -11.5 5.2 -9.2 5.2 -6.4C5.2 -5.2 4.9 -4.4 4.4 -3.8L8.4 "
                      "-1.4C9.8 -0.5 10 1.2 9.2 2.2L7.4 3.6L10.4 12H-10.4L-7.4 3.6L-9.2 2.2C-10 "
                      "1.2 -9.8 -0.5 -8.4 -1.4L-4.4 -3.8C-4.9 -4.4 -5.2 -5.2 -5.2 -6.4C-5.2 "
                      "-9.2 -3.2 -11.5 0 -13.5Z",
                      "M0 -0.5V8.5M-3.4 2.4H3.4"}};
        return h;
    }();
    return hooks;
}

}  // namespace carcassonne
