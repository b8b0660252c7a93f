// The glyphs of the registered expansions' marks, looked up by mark.
#include "report/glyphs.hpp"

namespace carcassonne {

const Glyph* glyph_of(const MarkDef& mark) {
    const ExpansionDef* owner = owner_of(mark);
    if (!owner || !owner->draw) return nullptr;
    for (const Glyph& g : owner->draw->glyphs)
        if (g.mark == mark.key) return &g;
    return nullptr;
}

std::vector<const Glyph*> glyphs_in(MarkOn on, MarkSet set) {
    std::vector<const Glyph*> out;
    for (const MarkDef* m : marks_in(on, set))
        if (const Glyph* g = glyph_of(*m)) out.push_back(g);
    return out;
}

const FigureDrawing* figure_drawing_of(std::string_view kind) {
    for (const ExpansionDef* e : expansions())
        if (e->draw)
            for (const FigureDrawing& f : e->draw->figures)
                if (f.kind == kind) return &f;
    return nullptr;
}

std::vector<std::string_view> glyph_legends() {
    std::vector<std::string_view> out;
    for (const ExpansionDef* e : expansions())
        if (e->draw && !e->draw->legend.empty()) out.push_back(e->draw->legend);
    return out;
}

std::string glyph_css() {
    std::string out;
    for (const ExpansionDef* e : expansions())
        if (e->draw) out += e->draw->css;
    return out;
}

}  // namespace carcassonne
