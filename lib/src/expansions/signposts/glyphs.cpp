// Signposts as the drawings show them: an arrow beside the road on its edge,
// pointing the way the signpost points on the board.
#include "report/glyphs.hpp"

#include <fmt/format.h>

#include "expansions/signposts/signposts.hpp"

namespace carcassonne {
namespace {

using signposts::Points;

// The board direction it points to, from the edge it stands on.
constexpr int pointing(Edge e, Points p) {
    return (index(e) + (p == Points::Left ? 3 : p == Points::Right ? 1 : 0)) % 4;
}

template <Points P>
char arrow(Edge e) {
    constexpr char kArrow[] = {'^', '>', 'v', '<'};
    return kArrow[pointing(e, P)];
}

// A disc beside the road, near the edge, with an arrow; drawn for the north
// edge and turned to its own.
template <Points P>
std::string arrow_svg(Edge e) {
    // (69, 13) turned by the edge's quarter turns: (100 - y, x) each.
    double x = 69, y = 13;
    for (int i = 0; i < index(e); ++i) {
        double t = 100 - y;
        y = x;
        x = t;
    }
    return fmt::format(
        "<g transform=\"translate({:g} {:g}) rotate({})\"><circle class=\"s\" r=\"8\"/>"
        "<path class=\"sa\" d=\"M0 -6L5 0H2V6H-2V0H-5Z\"/></g>",
        x, y, pointing(e, P) * 90);
}

template <Points P>
Glyph signpost_glyph(const MarkDef& mark, std::string_view words) {
    Glyph g;
    g.mark = mark.key;
    g.place = GlyphPlace::RoadEdge;
    g.edge_text = arrow<P>;
    g.edge_svg = arrow_svg<P>;
    g.words = words;
    return g;
}

}  // namespace

const DrawHooks& signposts::draw() {
    static const DrawHooks hooks = [] {
        DrawHooks h;
        h.glyphs = {signpost_glyph<Points::Left>(kLeft, "signpost on {} points left"),
                    signpost_glyph<Points::Straight>(kStraight, "signpost on {} points straight"),
                    signpost_glyph<Points::Right>(kRight, "signpost on {} points right")};
        h.legend = "^ > v < signpost (the way it points)";
        h.css = ".s{fill:#fffbe9;stroke:#4a3a2a;stroke-width:1.2}.sa{fill:#8a1c1c}";
        return h;
    }();
    return hooks;
}

}  // namespace carcassonne
