// Inns and cathedrals as the drawings show them: `&` for an inn where its road
// crosses the middle of the tile, `+` for a cathedral; in SVG a small house with
// a red roof, and a church with a cross, at the middle of the tile.
#include "report/glyphs.hpp"

#include <fmt/format.h>

#include "expansions/inns/inns.hpp"

namespace carcassonne {
namespace {

std::string inn_svg(double x, double y) {
    return fmt::format(
        "<rect fill=\"#f3e6c4\" stroke=\"#5a3b1a\" x=\"{}\" y=\"{}\" width=\"12\" height=\"9\"/>"
        "<path fill=\"#b8412c\" stroke=\"#5a3b1a\" d=\"M{} {}l8 -7l8 7z\"/>",
        x - 6, y - 4, x - 8, y - 4);
}

std::string cathedral_svg(double x, double y) {
    return fmt::format(
        "<rect fill=\"#d9d4c7\" stroke=\"#4a4a4a\" x=\"{}\" y=\"{}\" width=\"20\" height=\"16\"/>"
        "<path fill=\"none\" stroke=\"#4a4a4a\" stroke-width=\"2\" d=\"M{} {}v-12M{} {}h8\"/>",
        x - 10, y - 4, x, y - 4, x - 4, y - 12);
}

}  // namespace

const DrawHooks& inns::draw() {
    static const DrawHooks hooks = [] {
        DrawHooks h;
        Glyph inn;
        inn.mark = kInn.key;
        inn.place = GlyphPlace::Hub;
        inn.text = '&';
        inn.svg = inn_svg;
        inn.words = "inn: beside its road (2 per tile when completed, 0 when not)";
        Glyph cathedral;
        cathedral.mark = kCathedral.key;
        cathedral.place = GlyphPlace::Hub;
        cathedral.text = '%';  // '+' is a road crossing
        cathedral.svg = cathedral_svg;
        cathedral.words =
            "cathedral: in its city (3 per tile and coat of arms when completed, 0 when not)";
        h.glyphs = {inn, cathedral};
        h.legend = "& inn, % cathedral";
        // Drawn with their own colours, no classes: every picture keeps its style sheet.
        return h;
    }();
    return hooks;
}

}  // namespace carcassonne
