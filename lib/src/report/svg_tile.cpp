// Every shape is drawn once, for a feature on the north edge (or the N-E
// corner, the E-W band, a city missing its south edge), and turned to where
// the tile has it: a quarter turn maps (x, y) to (100 - y, x).
#include "report/svg_tile.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <utility>

#include "carcassonne/model/area_kind.hpp"
#include "report/edge_bits.hpp"
#include "report/glyphs.hpp"

namespace carcassonne::svg {
namespace {

using Point = std::pair<double, double>;

Point turn(Point p, int quarter_turns) {
    for (int i = 0; i < (quarter_turns & 3); ++i) p = {kTile - p.second, p.first};
    return p;
}

// Path data with every point turned by the same quarter turns.
class Path {
  public:
    explicit Path(int quarter_turns = 0) : turns_(quarter_turns) {}
    Path& M(double x, double y) { return op('M', {{x, y}}); }
    Path& L(double x, double y) { return op('L', {{x, y}}); }
    Path& Q(double cx, double cy, double x, double y) { return op('Q', {{cx, cy}, {x, y}}); }
    Path& C(double ax, double ay, double bx, double by, double x, double y) {
        return op('C', {{ax, ay}, {bx, by}, {x, y}});
    }
    Path& Z() {
        d_ += "Z";
        return *this;
    }
    const std::string& d() const { return d_; }

  private:
    Path& op(char c, std::initializer_list<Point> points) {
        d_ += c;
        bool first = true;
        for (Point p : points) {
            Point q = turn(p, turns_);
            d_ += fmt::format("{}{} {}", first ? "" : " ", num(q.first), num(q.second));
            first = false;
        }
        return *this;
    }
    int turns_;
    std::string d_;
};

// The corner k (between edges k and k+1) of a road or city on exactly two adjacent edges, or -1.
int corner_of(unsigned bits) {
    if (edge_count(bits) != 2) return -1;
    for (int e = 0; e < 4; ++e)
        if (has_edge(bits, e) && has_edge(bits, e + 1)) return e;
    return -1;
}

// A city's shape: the canonical outline and the quarter turns that put it in place.
enum class CityShape { Cap, Corner, Band, Three, Whole };
struct CityForm {
    CityShape shape;
    int turns;
};
CityForm city_form(unsigned edges) {
    switch (edge_count(edges)) {
        case 1:
            return {CityShape::Cap, first_edge(edges)};
        case 2: {
            int corner = corner_of(edges);
            if (corner >= 0) return {CityShape::Corner, corner};
            return {CityShape::Band, has_edge(edges, 0) ? 1 : 0};
        }
        case 3: {
            int missing = 0;
            while (has_edge(edges, missing)) ++missing;
            return {CityShape::Three, (missing + 2) % 4};
        }
        default:
            return {CityShape::Whole, 0};
    }
}

Path city_path(CityForm f) {
    Path p(f.turns);
    switch (f.shape) {
        case CityShape::Cap:
            p.M(0, 0).L(100, 0).C(75, 40, 25, 40, 0, 0).Z();
            break;
        case CityShape::Corner:
            p.M(0, 0).L(100, 0).L(100, 100).Q(62, 38, 0, 0).Z();
            break;
        case CityShape::Band:
            p.M(0, 0).C(30, 30, 70, 30, 100, 0).L(100, 100).C(70, 70, 30, 70, 0, 100).Z();
            break;
        case CityShape::Three:
            p.M(0, 0).L(100, 0).L(100, 100).C(70, 62, 30, 62, 0, 100).Z();
            break;
        case CityShape::Whole:
            p.M(0, 0).L(100, 0).L(100, 100).L(0, 100).Z();
            break;
    }
    return p;
}

// Where things stand in a city, before turning: its coat of arms, its
// knight, and its mark (GlyphPlace::City), apart from the other two.
struct CitySpots {
    Point arms, knight, mark;
};
CitySpots city_spots(CityShape s) {
    switch (s) {
        case CityShape::Cap:
            return {{27, 11}, {58, 15}, {79, 10}};
        case CityShape::Corner:
            return {{84, 16}, {64, 27}, {87, 44}};
        case CityShape::Band:
            return {{24, 50}, {58, 50}, {82, 50}};
        case CityShape::Three:
            return {{28, 28}, {58, 36}, {84, 20}};
        default:
            return {{28, 28}, {58, 50}, {74, 76}};
    }
}

// A road's centre line: a curve cuts its corner, two opposite edges run
// straight across, any other road runs from each of its edges to the centre.
std::string road_d(unsigned edges) {
    int corner = corner_of(edges);
    if (corner >= 0) return Path(corner).M(50, 0).Q(50, 50, 100, 50).d();
    if (edge_count(edges) == 2) return Path(has_edge(edges, 0) ? 0 : 1).M(50, 0).L(50, 100).d();
    std::string d;
    for (int e = 0; e < 4; ++e)
        if (has_edge(edges, e)) d += Path(e).M(50, 0).L(50, 50).d();
    return d;
}

Point road_point(unsigned edges) {
    int corner = corner_of(edges);
    if (corner >= 0) return turn({63, 37}, corner);
    if (edge_count(edges) == 2) return turn({50, 24}, has_edge(edges, 0) ? 0 : 1);
    return turn({50, 24}, first_edge(edges));
}

// The points along the border where the eight halves start, clockwise from Nw.
constexpr Point kBorder[8] = {{0, 0},     {50, 0},   {100, 0}, {100, 50},
                              {100, 100}, {50, 100}, {0, 100}, {0, 50}};

// Board half -> field segment. A half on a city edge goes to the nearest field
// outward along the border, so the fields (under the cities) fill the tile.
std::array<int, 8> field_of_half(const TileDef& def, Rotation rot) {
    std::array<int, 8> own{}, out{};
    for (int h = 0; h < 8; ++h)
        own[h] = out[h] = def.half_segment[index(unrotate(half_at(h), rot))];
    for (int h = 0; h < 8; ++h) {
        if (own[h] >= 0) continue;
        int step = h % 2 == 0 ? 7 : 1;  // the first half of an edge looks back, the second ahead
        for (int k = 1; k < 8 && out[h] < 0; ++k) out[h] = own[(h + step * k) % 8];
    }
    return out;
}

// The field's fans: from the centre, along the border over each run of its halves.
std::string field_d(const std::array<int, 8>& owner, int segment) {
    int held = 0;
    for (int h = 0; h < 8; ++h) held += owner[h] == segment;
    if (held == 8) return Path().M(0, 0).L(100, 0).L(100, 100).L(0, 100).Z().d();
    std::string d;
    for (int h = 0; h < 8; ++h) {
        if (owner[h] != segment || owner[(h + 7) % 8] == segment) continue;
        Path p;
        p.M(50, 50).L(kBorder[h].first, kBorder[h].second);
        for (int k = h; owner[k % 8] == segment; ++k)
            p.L(kBorder[(k + 1) % 8].first, kBorder[(k + 1) % 8].second);
        d += p.Z().d();
    }
    return d;
}

// What stands in the middle of a tile: a segment mark's hub glyph; else the
// monastery, then the tile marks' objects, which move aside when
// a road runs through or a city covers it.
struct Middle {
    bool road_ends = false;    // a road ends at the centre
    bool taken = false;        // a road runs through the centre or a city covers it
    std::vector<Point> areas;  // one per area segment: the monastery's place first
    std::vector<std::pair<const Glyph*, Point>> objects;  // Middle glyphs and where they stand
    const Glyph* hub = nullptr;                           // a Hub glyph, at the centre
    bool junction = false;  // roads end at the centre and nothing else is there
};

Middle middle_of(const TileDef& def, Rotation rot) {
    Middle m;
    for (const SegmentDef& seg : def.segments) {
        unsigned edges = board_edges(seg, rot);
        if (seg.kind == SegmentKind::Road && edge_count(edges) == 1) m.road_ends = true;
        if (seg.kind == SegmentKind::Road && edge_count(edges) > 1 && corner_of(edges) < 0)
            m.taken = true;
        if (seg.kind == SegmentKind::City && edge_count(edges) > 1 && corner_of(edges) < 0)
            m.taken = true;
        for (const Glyph* g : glyphs_in(MarkOn::Segment, seg.marks))
            if (g->place == GlyphPlace::Hub && !m.hub) m.hub = g;
    }
    bool used = m.hub != nullptr;
    // A second area feature on one tile (none in the catalogue) stands in the other corner.
    for (int i = def.first_area(); i < static_cast<int>(def.segments.size()); ++i) {
        bool first = i == def.first_area();
        m.areas.push_back(!first ? Point{73, 27} : m.taken || used ? Point{27, 27} : Point{50, 50});
        used = used || !m.taken;
    }
    for (const Glyph* g : glyphs_in(MarkOn::Tile, def.marks)) {
        if (g->place != GlyphPlace::Middle) continue;
        bool aside = m.taken || used;
        m.objects.emplace_back(
            g, aside ? Point{g->aside_x, g->aside_y} : Point{g->centre_x, g->centre_y});
        used = used || !m.taken;
    }
    m.junction = m.road_ends && !used && !m.taken;
    return m;
}

}  // namespace

std::string num(double v) {
    return fmt::format("{:g}", v);
}

std::string tile_body(const TileDef& def, Rotation rot, MarkSet marks,
                      const std::vector<bool>& highlighted) {
    const int segments = static_cast<int>(def.segments.size());
    auto lit = [&](int s) {
        return s >= 0 && s < static_cast<int>(highlighted.size()) && highlighted[s];
    };
    std::string out;

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
    // The inner field last, over the fans of the others.
    std::vector<int> fields;
    for (int s = 0; s < segments; ++s)
        if (def.segments[s].kind == SegmentKind::Field && s != inner) fields.push_back(s);
    if (inner >= 0) fields.push_back(inner);
    for (int s : fields)
        out += fmt::format("<path class=\"f\"{} d=\"{}\"/>",
                           s == inner && !alone ? " stroke=\"#6b7f3f\" stroke-width=\"1.5\"" : "",
                           field_path(s));
    for (int s : fields)
        if (lit(s)) out += fmt::format("<path class=\"hf\" d=\"{}\"/>", field_path(s));

    // An expansion's line (LineDef), under the roads that cross it; one that
    // ends on the tile ends in a pool.
    if (const ExpansionDef* line = line_owner(); line && def.line_edges) {
        unsigned edges = board_line_edges(def, rot);
        out += fmt::format("<path fill=\"none\" stroke=\"{}\" stroke-width=\"16\" d=\"{}\"/>",
                           line->line->colour, road_d(edges));
        if (edge_count(edges) == 1)
            out += fmt::format("<circle fill=\"{}\" cx=\"50\" cy=\"50\" r=\"16\"/>",
                               line->line->colour);
    }
    // Roads, under the cities they run into.
    for (int s = 0; s < segments; ++s) {
        const SegmentDef& seg = def.segments[s];
        if (seg.kind != SegmentKind::Road) continue;
        std::string d = road_d(board_edges(seg, rot));
        if (lit(s))
            out += fmt::format("<path class=\"h1\" d=\"{0}\"/><path class=\"h2\" d=\"{0}\"/>", d);
        out += fmt::format("<path class=\"ro\" d=\"{0}\"/><path class=\"rf\" d=\"{0}\"/>", d);
    }
    for (int s = 0; s < segments; ++s) {
        const SegmentDef& seg = def.segments[s];
        if (seg.kind != SegmentKind::City) continue;
        CityForm form = city_form(board_edges(seg, rot));
        std::string d = city_path(form).d();
        out += fmt::format("<path class=\"c\" d=\"{}\"/>", d);
        if (lit(s))
            out += fmt::format("<path class=\"o1\" d=\"{0}\"/><path class=\"o2\" d=\"{0}\"/>", d);
    }

    // Roads that end in the middle end at a hub glyph, the monastery, a tile
    // mark's object or a junction.
    const Middle middle = middle_of(def, rot);
    if (middle.hub && middle.hub->svg) out += middle.hub->svg(50, 50);
    for (int s = def.first_area(); s < segments; ++s) {
        auto [x, y] = middle.areas[static_cast<std::size_t>(s - def.first_area())];
        out += fmt::format("<g transform=\"translate({} {})\">", num(x), num(y));
        if (def.segments[s].kind == SegmentKind::Monastery)
            out +=
                "<rect class=\"mb\" x=\"-12\" y=\"-6\" width=\"24\" height=\"20\"/>"
                "<path class=\"mr\" d=\"M-16 -5L0 -19L16 -5Z\"/><path class=\"mx\" d=\"M0 "
                "-27V-19M-4 "
                "-24H4M0 14V6\"/>";
        else  // another area kind: a round bed with its letter (the style sheet stays as it is)
            out += fmt::format(
                "<circle r=\"13\" fill=\"#8cbf5a\" stroke=\"#3f6b2a\" stroke-width=\"2.5\"/>"
                "<text y=\"6\" text-anchor=\"middle\" font-size=\"16\" "
                "font-family=\"sans-serif\" fill=\"#24401a\">{}</text>",
                area_kind(def.segments[s].kind).letter);
        if (lit(s)) out += "<circle class=\"o1\" r=\"27\"/><circle class=\"o2\" r=\"27\"/>";
        out += "</g>";
    }
    for (auto [glyph, at] : middle.objects)
        if (glyph->svg) out += glyph->svg(at.first, at.second);
    if (middle.junction) out += "<path class=\"j\" d=\"M41 46L50 38L59 46V58H41Z\"/>";

    for (int s = 0; s < segments; ++s) {
        const SegmentDef& seg = def.segments[s];
        if (seg.kind != SegmentKind::City) continue;
        const CityForm form = city_form(board_edges(seg, rot));
        const CitySpots spots = city_spots(form.shape);
        for (const Glyph* g : glyphs_in(MarkOn::Segment, seg.marks))
            if (g->place == GlyphPlace::City && g->svg) {
                auto [x, y] = turn(spots.mark, form.turns);
                // Half as large again as drawn, to be told apart on a phone.
                out += fmt::format("<g transform=\"translate({} {}) scale(1.5)\">{}</g>", num(x),
                                   num(y), g->svg(0, 0));
                break;  // one symbol a city: no tile shows two in one city
            }
        if (seg.arms == 0) continue;
        auto [x, y] = turn(spots.arms, form.turns);
        out += fmt::format(
            "<g transform=\"translate({} {})\"><path class=\"a\" d=\"M-7 -8H7V-1C7 4 4 7 0 10C-4 7 "
            "-7 "
            "4 -7 -1Z\"/>",
            num(x), num(y));
        if (seg.arms > 1)
            out += fmt::format("<text class=\"an\" y=\"3\">{}</text>", static_cast<int>(seg.arms));
        out += "</g>";
    }
    for (Edge drawn : kAllEdges)
        for (const Glyph* glyph : glyphs_in(MarkOn::RoadEdge, def.edge_marks[index(drawn)]))
            if (glyph->edge_svg) out += glyph->edge_svg(rotate(drawn, rot));
    // Marks stand in the fields along the border, then anywhere along the bottom.
    std::vector<Point> spots;
    for (double inward : {0.0, 12.0})
        for (int h : {5, 4, 6, 3, 0, 1, 7, 2})
            if (def.half_segment[index(unrotate(half_at(h), rot))] >= 0)
                spots.push_back(
                    turn(h % 2 == 0 ? Point{22 + inward, 10} : Point{78 - inward, 10}, h / 2));
    for (double x : {9, 23, 37, 51, 65}) spots.push_back({x, 91});
    static constexpr std::pair<const MarkDef*, char> kBadges[] = {{&mark::kFarmhouse, 'h'},
                                                                  {&mark::kShed, 's'},
                                                                  {&mark::kGarden, 'g'},
                                                                  {&mark::kWaterTower, 'w'},
                                                                  {&mark::kHighwayman, 'y'}};
    // A mark that shows an area kind played (an expansion's feature on a
    // marked copy) is drawn as that feature, not again as an illustration's badge.
    MarkSet features = 0;
    for (int i = def.first_area(); i < static_cast<int>(def.segments.size()); ++i)
        features |= area_kind(def.segments[i].kind).mark_bit;
    std::size_t badge = 0;
    for (auto [mark, letter] : kBadges)
        if (marks & mark->set() & ~features) {
            auto [x, y] = spots[badge++];
            out += fmt::format(
                "<g transform=\"translate({} {})\"><circle class=\"k\" r=\"6\"/>"
                "<text class=\"kt\" y=\"3\">{}</text></g>",
                num(x), num(y), letter);
        }
    out += "<rect class=\"e\" width=\"100\" height=\"100\"/>";
    return out;
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
