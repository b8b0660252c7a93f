// The maze as the drawings show it: `@` where its roads meet; in SVG a hedge
// square with a path winding into it.
#include "report/glyphs.hpp"

#include "expansions/maze/maze.hpp"

namespace carcassonne {
namespace {

std::string maze_svg(double, double) {
    return "<rect class=\"mz\" x=\"32\" y=\"32\" width=\"36\" height=\"36\"/>"
           "<path class=\"mp\" d=\"M38 38H62V62H44V44H56V56H50\"/>";
}

}  // namespace

const DrawHooks& maze::draw() {
    static const DrawHooks hooks = [] {
        DrawHooks h;
        Glyph g;
        g.mark = kMark.key;
        g.place = GlyphPlace::Hub;
        g.text = '@';
        g.svg = maze_svg;
        g.words = "maze: its road leaves through every edge as one segment";
        h.glyphs = {g};
        h.legend = "@ maze";
        h.css =
            ".mz{fill:#2f5a2a;stroke:#1d3a1a;stroke-width:1.5}"
            ".mp{fill:none;stroke:#e6dcbf;stroke-width:3}";
        return h;
    }();
    return hooks;
}

}  // namespace carcassonne
