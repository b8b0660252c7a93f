// Watchtowers as the drawings show them: `t` and its kind's letter in text; in
// SVG a tower with a plate that names its kind.
#include "report/glyphs.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "expansions/watchtowers/watchtowers.hpp"

namespace carcassonne {
namespace {

template <std::size_t K>
std::string tower_svg(double x, double y) {
    std::string_view label = watchtowers::kKinds[K].name;
    double plate = 6.2 * static_cast<double>(label.size()) + 8;
    // The kind's plate under the tower, kept inside the tile.
    double shift = std::clamp(x, 2 + plate / 2, 100 - 2 - plate / 2) - x;
    return fmt::format(
        "<g transform=\"translate({:g} {:g})\"><path class=\"t\" d=\"M-8 "
        "-15V-20H-4V-16H-2V-20H2V-16H4V-20H8V-15L7 "
        "12H-7Z\"/><rect class=\"tp\" x=\"{:g}\" y=\"14\" width=\"{:g}\" height=\"13\" rx=\"3\"/>"
        "<text class=\"tl\" x=\"{:g}\" y=\"24\">{}</text></g>",
        x, y, shift - plate / 2, plate, shift, label);
}

template <std::size_t K>
Glyph tower_glyph() {
    const auto& kind = watchtowers::kKinds[K];
    Glyph g;
    g.mark = kind.mark.key;
    g.place = GlyphPlace::Middle;
    g.text = 't';
    g.beside = kind.letter;
    g.svg = tower_svg<K>;
    g.centre_x = 50;
    g.centre_y = 47;
    g.aside_x = 73;
    g.aside_y = 27;
    return g;
}

}  // namespace

const DrawHooks& watchtowers::draw() {
    static const DrawHooks hooks = [] {
        DrawHooks h;
        h.glyphs = {tower_glyph<0>(), tower_glyph<1>(), tower_glyph<2>(), tower_glyph<3>(),
                    tower_glyph<4>()};
        constexpr std::string_view kWords[] = {"watchtower: followers", "watchtower: arms",
                                               "watchtower: road-tiles", "watchtower: monasteries",
                                               "watchtower: city-tiles"};
        for (std::size_t i = 0; i < h.glyphs.size(); ++i) h.glyphs[i].words = kWords[i];
        h.legend =
            "t watchtower and its kind (f followers, a arms, r road-tiles, k monasteries, c "
            "city-tiles)";
        h.css =
            ".t{fill:#b3aea3;stroke:#3a3630;stroke-width:1.5;stroke-linejoin:round}"
            ".tp{fill:#fffbe9;stroke:#3a3630;stroke-width:1}"
            ".tl{font-family:sans-serif;font-size:10px;font-weight:bold;fill:#222;"
            "text-anchor:middle}";
        return h;
    }();
    return hooks;
}

}  // namespace carcassonne
