// The goods as the drawings show them: in text `w` wine, `g` grain, `c` cloth
// on a cell of their city; in SVG a purple bunch of grapes, a yellow sheaf, a
// blue bale inside their city, apart from its arms and knight.
#include "report/glyphs.hpp"

#include <fmt/format.h>

#include "expansions/traders/traders.hpp"

namespace carcassonne {
namespace {

std::string wine_svg(double x, double y) {
    return fmt::format(
        "<g fill=\"#6b2d6b\" stroke=\"#3a143a\"><circle cx=\"{}\" cy=\"{}\" r=\"3\"/>"
        "<circle cx=\"{}\" cy=\"{}\" r=\"3\"/><circle cx=\"{}\" cy=\"{}\" r=\"3\"/></g>",
        x - 3, y - 3, x + 3, y - 3, x, y + 2);
}

std::string grain_svg(double x, double y) {
    return fmt::format(
        "<path fill=\"#e2b93b\" stroke=\"#7a5c12\" d=\"M{} {}l4 -12l4 12z\"/>"
        "<path fill=\"none\" stroke=\"#7a5c12\" d=\"M{} {}h8\"/>",
        x - 4, y + 6, x - 4, y);
}

std::string cloth_svg(double x, double y) {
    return fmt::format(
        "<rect fill=\"#3f6fb5\" stroke=\"#1d3557\" x=\"{}\" y=\"{}\" width=\"12\" height=\"9\"/>"
        "<path fill=\"none\" stroke=\"#1d3557\" d=\"M{} {}v9\"/>",
        x - 6, y - 4, x, y - 4);
}

Glyph goods_glyph(const MarkDef& mark, char text, std::string (*svg)(double, double),
                  std::string_view words) {
    Glyph g;
    g.mark = mark.key;
    g.place = GlyphPlace::City;
    g.text = text;
    g.svg = svg;
    g.words = words;
    return g;
}

}  // namespace

const DrawHooks& traders::draw() {
    static const DrawHooks hooks = [] {
        DrawHooks h;
        h.glyphs = {
            goods_glyph(kWine, 'w', wine_svg,
                        "wine: in its city (1 token to whoever completes it; 10 for the most)"),
            goods_glyph(kGrain, 'g', grain_svg,
                        "grain: in its city (1 token to whoever completes it; 10 for the most)"),
            goods_glyph(kCloth, 'c', cloth_svg,
                        "cloth: in its city (1 token to whoever completes it; 10 for the most)")};
        // Neither is a follower, and neither is drawn as one: the builder is
        // a follower's shape with a hammer across it, the pig a pig.
        h.figures = {
            {"builder",
             "M0 -12C3.6 -12 5 -9.4 5 -7C5 -5.6 4.5 -4.6 3.8 -3.9L10 -1.6C12 -0.8 12.2 2.6 9.8 "
             "3L5.6 3.4L9.6 10.4C10.2 11.5 9.6 12 8.6 12H2.8L0 7.2L-2.8 12H-8.6C-9.6 12 -10.2 "
             "11.5 -9.6 10.4L-5.6 3.4L-9.8 3C-12.2 2.6 -12 -0.8 -10 -1.6L-3.8 -3.9C-4.5 -4.6 -5 "
             "-5.6 -5 -7C-5 -9.4 -3.6 -12 0 -12Z",
             "M-3.2 5.6L2.4 -0.6M0.4 -2.6L4.4 1.4"},
            {"pig",
             "M-11 1C-11 -5 -5 -7.5 1 -7.5C5 -7.5 7.6 -6.4 8.8 -4.6L10.6 -7.2L11.2 -2.6C12.4 "
             "-1.6 13.4 -0.4 13.4 1.4C13.4 3 12.4 4 10.8 4H9.2C8.4 5.6 7.4 6.6 6.2 7.2V11H2.8V8.2"
             "H-3.8V11H-7.2V7C-9.8 5.8 -11 3.8 -11 1Z",
             "M7.2 -2.6V-2.4M11.6 0.6V2.2"}};
        h.legend = "w wine, g grain, c cloth";
        return h;
    }();
    return hooks;
}

}  // namespace carcassonne
