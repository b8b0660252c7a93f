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
        h.legend = "w wine, g grain, c cloth";
        return h;
    }();
    return hooks;
}

}  // namespace carcassonne
