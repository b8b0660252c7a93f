// One tile as SVG: the layers of tile_body, each drawn by a step of Body in
// the order they stack (an SVG shape drawn later covers those before it), on
// the shapes of svg_shapes.hpp.
#include "report/svg_tile.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <utility>

#include "carcassonne/model/area_kind.hpp"
#include "report/edge_bits.hpp"
#include "report/glyphs.hpp"
#include "report/svg_shapes.hpp"

namespace carcassonne::svg {
namespace {

// The SVG of one tile under construction, a layer at a time.
struct Body {
    const TileDef& def;
    Rotation rot;
    const std::vector<bool>& highlighted;
    std::string out;

    int segments() const { return static_cast<int>(def.segments.size()); }
    bool lit(int s) const {
        return s >= 0 && s < static_cast<int>(highlighted.size()) && highlighted[s];
    }

    // The fields, the inner one last, over the fans of the others; then the
    // highlighted ones' hatching over them all.
    void fields() {
        const std::array<int, 8> halves = field_of_half(def, rot);
        const int inner = def.inner_field();
        // The inner field: the whole tile under the cities when it is the only
        // field, else a square in the middle of the others, outlined so that it
        // reads as a field of its own.
        const bool alone = std::all_of(halves.begin(), halves.end(), [](int h) { return h < 0; });
        auto field_path = [&](int s) {
            if (s != inner) return field_d(halves, s);
            return alone ? Path().M(0, 0).L(100, 0).L(100, 100).L(0, 100).Z().d()
                         : Path().M(36, 36).L(64, 36).L(64, 64).L(36, 64).Z().d();
        };
        std::vector<int> fields;
        for (int s = 0; s < segments(); ++s)
            if (def.segments[s].kind == SegmentKind::Field && s != inner) fields.push_back(s);
        if (inner >= 0) fields.push_back(inner);
        for (int s : fields)
            out +=
                fmt::format("<path class=\"f\"{} d=\"{}\"/>",
                            s == inner && !alone ? " stroke=\"#6b7f3f\" stroke-width=\"1.5\"" : "",
                            field_path(s));
        for (int s : fields)
            if (lit(s)) out += fmt::format("<path class=\"hf\" d=\"{}\"/>", field_path(s));
    }

    // An expansion's line (LineDef), under the roads that cross it; one that
    // ends on the tile ends in a pool.
    void line() {
        const ExpansionDef* owner = line_owner();
        if (!owner || !def.line_edges) return;
        unsigned edges = board_line_edges(def, rot);
        out += fmt::format("<path fill=\"none\" stroke=\"{}\" stroke-width=\"16\" d=\"{}\"/>",
                           owner->line->colour, road_d(edges));
        if (edge_count(edges) == 1)
            out += fmt::format("<circle fill=\"{}\" cx=\"50\" cy=\"50\" r=\"16\"/>",
                               owner->line->colour);
    }

    // Roads, under the cities they run into.
    void roads() {
        for (int s = 0; s < segments(); ++s) {
            const SegmentDef& seg = def.segments[s];
            if (seg.kind != SegmentKind::Road) continue;
            std::string d = road_d(board_edges(seg, rot));
            if (lit(s))
                out +=
                    fmt::format("<path class=\"h1\" d=\"{0}\"/><path class=\"h2\" d=\"{0}\"/>", d);
            out += fmt::format("<path class=\"ro\" d=\"{0}\"/><path class=\"rf\" d=\"{0}\"/>", d);
        }
    }

    void cities() {
        for (int s = 0; s < segments(); ++s) {
            const SegmentDef& seg = def.segments[s];
            if (seg.kind != SegmentKind::City) continue;
            std::string d = city_path(city_form(board_edges(seg, rot))).d();
            out += fmt::format("<path class=\"c\" d=\"{}\"/>", d);
            if (lit(s))
                out +=
                    fmt::format("<path class=\"o1\" d=\"{0}\"/><path class=\"o2\" d=\"{0}\"/>", d);
        }
    }

    // Roads that end in the middle end at a hub glyph, the monastery (or
    // another area), a tile mark's object or a junction.
    void middle() {
        const Middle m = middle_of(def, rot);
        if (m.hub && m.hub->svg) out += m.hub->svg(50, 50);
        for (int s = def.first_area(); s < segments(); ++s)
            area(s, m.areas[static_cast<std::size_t>(s - def.first_area())]);
        for (auto [glyph, at] : m.objects)
            if (glyph->svg) out += glyph->svg(at.first, at.second);
        if (m.junction) out += "<path class=\"j\" d=\"M41 46L50 38L59 46V58H41Z\"/>";
    }

    // The monastery, or another area kind as a round bed with its letter (the
    // style sheet stays as it is), standing at `at`.
    void area(int s, Point at) {
        out += fmt::format("<g transform=\"translate({} {})\">", num(at.first), num(at.second));
        if (def.segments[s].kind == SegmentKind::Monastery)
            out +=
                "<rect class=\"mb\" x=\"-12\" y=\"-6\" width=\"24\" height=\"20\"/>"
                "<path class=\"mr\" d=\"M-16 -5L0 -19L16 -5Z\"/><path class=\"mx\" d=\"M0 "
                "-27V-19M-4 "
                "-24H4M0 14V6\"/>";
        else
            out += fmt::format(
                "<circle r=\"13\" fill=\"#8cbf5a\" stroke=\"#3f6b2a\" stroke-width=\"2.5\"/>"
                "<text y=\"6\" text-anchor=\"middle\" font-size=\"16\" "
                "font-family=\"sans-serif\" fill=\"#24401a\">{}</text>",
                area_kind(def.segments[s].kind).letter);
        if (lit(s)) out += "<circle class=\"o1\" r=\"27\"/><circle class=\"o2\" r=\"27\"/>";
        out += "</g>";
    }

    // What a city shows over its walls: its mark's symbol and its coat of arms.
    void city_emblems() {
        for (int s = 0; s < segments(); ++s) {
            const SegmentDef& seg = def.segments[s];
            if (seg.kind != SegmentKind::City) continue;
            const CityForm form = city_form(board_edges(seg, rot));
            const CitySpots spots = city_spots(form.shape);
            city_mark(seg, turn(spots.mark, form.turns));
            if (seg.arms > 0) coat_of_arms(seg.arms, turn(spots.arms, form.turns));
        }
    }

    void city_mark(const SegmentDef& seg, Point at) {
        for (const Glyph* g : glyphs_in(MarkOn::Segment, seg.marks))
            if (g->place == GlyphPlace::City && g->svg) {
                // Half as large again as drawn, to be told apart on a phone.
                out += fmt::format("<g transform=\"translate({} {}) scale(1.5)\">{}</g>",
                                   num(at.first), num(at.second), g->svg(0, 0));
                return;  // one symbol a city: no tile shows two in one city
            }
    }

    void coat_of_arms(int arms, Point at) {
        out += fmt::format(
            "<g transform=\"translate({} {})\"><path class=\"a\" d=\"M-7 -8H7V-1C7 4 4 7 0 10C-4 7 "
            "-7 "
            "4 -7 -1Z\"/>",
            num(at.first), num(at.second));
        if (arms > 1) out += fmt::format("<text class=\"an\" y=\"3\">{}</text>", arms);
        out += "</g>";
    }

    void road_edge_marks() {
        for (Edge drawn : kAllEdges)
            for (const Glyph* glyph : glyphs_in(MarkOn::RoadEdge, def.edge_marks[index(drawn)]))
                if (glyph->edge_svg) out += glyph->edge_svg(rotate(drawn, rot));
    }

    // The base game's illustrations, as lettered badges.
    void badges(MarkSet marks) {
        static constexpr std::pair<const MarkDef*, char> kBadges[] = {{&mark::kFarmhouse, 'h'},
                                                                      {&mark::kShed, 's'},
                                                                      {&mark::kGarden, 'g'},
                                                                      {&mark::kWaterTower, 'w'},
                                                                      {&mark::kHighwayman, 'y'}};
        // A mark that shows an area kind played (an expansion's feature on a
        // marked copy) is drawn as that feature, not again as an illustration's badge.
        MarkSet features = 0;
        for (int i = def.first_area(); i < segments(); ++i)
            features |= area_kind(def.segments[i].kind).mark_bit;
        const std::vector<Point> spots = badge_spots();
        std::size_t badge = 0;
        for (auto [mark, letter] : kBadges)
            if (marks & mark->set() & ~features) {
                auto [x, y] = spots[badge++];
                out += fmt::format(
                    "<g transform=\"translate({} {})\"><circle class=\"k\" r=\"6\"/>"
                    "<text class=\"kt\" y=\"3\">{}</text></g>",
                    num(x), num(y), letter);
            }
    }

    // Badges stand in the fields along the border, then anywhere along the bottom.
    std::vector<Point> badge_spots() const {
        std::vector<Point> spots;
        for (double inward : {0.0, 12.0})
            for (int h : {5, 4, 6, 3, 0, 1, 7, 2})
                if (def.half_segment[index(unrotate(half_at(h), rot))] >= 0)
                    spots.push_back(
                        turn(h % 2 == 0 ? Point{22 + inward, 10} : Point{78 - inward, 10}, h / 2));
        for (double x : {9, 23, 37, 51, 65}) spots.push_back({x, 91});
        return spots;
    }
};

}  // namespace

std::string num(double v) {
    return fmt::format("{:g}", v);
}

std::string tile_body(const TileDef& def, Rotation rot, MarkSet marks,
                      const std::vector<bool>& highlighted) {
    Body body{def, rot, highlighted, {}};
    body.fields();
    body.line();
    body.roads();
    body.cities();
    body.middle();
    body.city_emblems();
    body.road_edge_marks();
    body.badges(marks);
    body.out += "<rect class=\"e\" width=\"100\" height=\"100\"/>";
    return body.out;
}

Spot follower_spot(const TileDef& def, Rotation rot, int segment) {
    if (segment < 0 || segment >= static_cast<int>(def.segments.size())) return {};
    const SegmentDef& seg = def.segments[segment];
    switch (seg.kind) {
        case SegmentKind::City: {
            CityForm form = city_form(board_edges(seg, rot));
            auto [x, y] = turn(city_spots(form.shape).knight, form.turns);
            return {x, y, false};
        }
        case SegmentKind::Road: {
            auto [x, y] = road_point(board_edges(seg, rot));
            return {x, y, false};
        }
        case SegmentKind::Field:
            for (int h = 0; h < 8; ++h)
                if (def.half_segment[index(unrotate(half_at(h), rot))] == segment) {
                    auto [x, y] = turn(h % 2 == 0 ? Point{33, 12} : Point{67, 12}, h / 2);
                    return {x, y, true};
                }
            return {50, 50, true};
        default: {  // an area kind
            auto [x, y] =
                middle_of(def, rot).areas[static_cast<std::size_t>(segment - def.first_area())];
            return {x + 26, y + 16, false};
        }
    }
}

std::string style() {
    return std::string(
               ".f{fill:#a9c46c}"
               ".hf{fill:url(#hatch)}"
               ".ro{fill:none;stroke:#5b4834;stroke-width:12}"
               ".rf{fill:none;stroke:#f3ebd5;stroke-width:7}"
               ".c{fill:#d9ab62;stroke:#6e4520;stroke-width:2.5;stroke-linejoin:round}"
               ".h1{fill:none;stroke:#111;stroke-width:28}"
               ".h2{fill:none;stroke:#fff;stroke-width:20}"
               ".o1{fill:none;stroke:#fff;stroke-width:7}"
               ".o2{fill:none;stroke:#111;stroke-width:3;stroke-dasharray:7 4}"
               ".mb{fill:#efe2c4;stroke:#4a3a2a;stroke-width:1.5}"
               ".mr{fill:#b4483a;stroke:#4a3a2a;stroke-width:1.5;stroke-linejoin:round}"
               ".mx{fill:none;stroke:#4a3a2a;stroke-width:2}"
               ".j{fill:#7a6450;stroke:#2f261c;stroke-width:1.5;stroke-linejoin:round}"
               ".a{fill:#2456a6;stroke:#fff;stroke-width:1.3}"
               ".an{font-family:sans-serif;font-size:9px;font-weight:bold;fill:#fff;text-anchor:"
               "middle}"
               ".k{fill:#fffbe9;stroke:#4a3a2a;stroke-width:1}"
               ".kt{font-family:sans-serif;font-size:8px;font-weight:bold;fill:#4a3a2a;text-anchor:"
               "middle}"
               ".e{fill:none;stroke:#3f3a2c;stroke-width:1;stroke-opacity:0.5}") +
           glyph_css();
}

}  // namespace carcassonne::svg