// The shapes of svg_shapes.hpp: outlines drawn for the north edge and turned.
#include "report/svg_shapes.hpp"

#include "report/edge_bits.hpp"

namespace carcassonne::svg {

int corner_of(unsigned bits) {
    if (edge_count(bits) != 2) return -1;
    for (int e = 0; e < 4; ++e)
        if (has_edge(bits, e) && has_edge(bits, e + 1)) return e;
    return -1;
}

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

namespace {

// The points along the border where the eight halves start, clockwise from Nw.
constexpr Point kBorder[8] = {{0, 0},     {50, 0},   {100, 0}, {100, 50},
                              {100, 100}, {50, 100}, {0, 100}, {0, 50}};

}  // namespace

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

}  // namespace carcassonne::svg
