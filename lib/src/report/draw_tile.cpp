// Tiles as text: a tile's drawing painted a shape at a time on the cells of
// tile_cells.hpp, where its followers stand, and the tile as `tiles` shows it.
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <optional>

#include "carcassonne/model/area_kind.hpp"
#include "carcassonne/model/expansion.hpp"
#include "carcassonne/report/draw.hpp"
#include "report/edge_bits.hpp"
#include "report/glyphs.hpp"
#include "report/tile_cells.hpp"

namespace carcassonne {
namespace {

using namespace tile_cells;

void paint_city(Painter& p, const Geometry& g, int segment, unsigned edges) {
    if (edges == 0xF) {
        for (int r = 0; r < g.h; ++r)
            for (int c = 0; c < g.w; ++c) p.paint({c, r}, '#', segment);
        return;
    }
    auto paint_all = [&](const Cells& cells) {
        for (Cell x : cells) p.paint(x, '#', segment);
    };
    for (int e = 0; e < 4; ++e) {
        if (!has_edge(edges, e)) continue;
        paint_all(g.cap[e]);
        if (has_edge(edges, e + 1)) paint_all(g.corner_fill[e]);
        if (e < 2 && has_edge(edges, e + 2)) paint_all(g.band[e]);
    }
}

// The glyph of a segment mark that stands at the segment's hub, or null.
const Glyph* hub_glyph(const SegmentDef& seg) {
    for (const Glyph* g : glyphs_in(MarkOn::Segment, seg.marks))
        if (g->place == GlyphPlace::Hub) return g;
    return nullptr;
}

char road_glyph(int edge) {
    return edge % 2 == 0 ? '|' : '-';
}

// Roads: a curve cuts its corner, a straight road or a crossing of one segment
// owns the centre; a road that ends there is remembered for the junction.
void paint_roads(Painter& p, const Geometry& g, const TileDef& def, Rotation rot,
                 bool& ends_at_centre) {
    for (int s = 0; s < static_cast<int>(def.segments.size()); ++s) {
        const SegmentDef& seg = def.segments[s];
        if (seg.kind != SegmentKind::Road) continue;
        unsigned edges = board_edges(seg, rot);
        int count = edge_count(edges);
        int corner = -1;
        for (int e = 0; e < 4; ++e)
            if (count == 2 && has_edge(edges, e) && has_edge(edges, e + 1)) corner = e;
        for (int e = 0; e < 4; ++e) {
            if (!has_edge(edges, e)) continue;
            for (Cell x : corner >= 0 ? g.curve_arm[e] : g.arm[e]) p.paint(x, road_glyph(e), s);
        }
        if (corner >= 0) {
            p.paint(g.curve[corner], corner % 2 == 0 ? '\\' : '/', s);
        } else if (count == 1) {
            ends_at_centre = true;
            // A road that meets a road drawn through the centre ends beside it.
            int at_centre = p.owner(g.centre);
            Cell inner = g.arm[first_edge(edges)].back();
            if (at_centre >= 0 && def.segments[at_centre].kind == SegmentKind::Road &&
                p.owner(inner) == s)
                p.mark(inner, 'o');
        } else {
            // A segment mark drawn at the hub shows there.
            const Glyph* hub = hub_glyph(seg);
            char c = hub ? hub->text : count >= 3 ? '+' : road_glyph(has_edge(edges, 0) ? 0 : 1);
            p.paint(g.centre, c, s);
        }
    }
}

// An expansion's line (LineDef) as a road is drawn, in its own character, on
// the cells the roads left free (a road crosses it as a bridge). Its cells are
// objects: the fields on either side stay apart.
void paint_line(Painter& p, const Geometry& g, const TileDef& def, Rotation rot) {
    const ExpansionDef* line = line_owner();
    unsigned edges = board_line_edges(def, rot);
    if (!edges || !line) return;
    char c = line->line->text;
    int corner = -1;
    for (int e = 0; e < 4; ++e)
        if (edge_count(edges) == 2 && has_edge(edges, e) && has_edge(edges, e + 1)) corner = e;
    auto draw = [&](Cell x) {
        if (p.free(x)) p.mark(x, c);
    };
    for (int e = 0; e < 4; ++e)
        if (has_edge(edges, e))
            for (Cell x : corner >= 0 ? g.curve_arm[e] : g.arm[e]) draw(x);
    draw(corner >= 0 ? g.curve[corner] : g.centre);
}

// The free cell nearest the centre.
std::optional<Cell> free_spot(Painter& p, const Geometry& g) {
    for (Cell x : by_distance_from(g, g.centre))
        if (p.free(x)) return x;
    return std::nullopt;
}

// The base game's illustrations, as badges.
constexpr std::pair<const MarkDef*, char> kBadges[] = {{&mark::kFarmhouse, 'h'},
                                                       {&mark::kShed, 's'},
                                                       {&mark::kGarden, 'g'},
                                                       {&mark::kWaterTower, 'w'},
                                                       {&mark::kHighwayman, 'y'}};

// The cell of a segment nearest the middle of its cells, none of `avoid`; -1
// when the segment has no other cell.
int nearest_middle(const TileArt& art, int segment, std::initializer_list<int> avoid) {
    long sum_c = 0, sum_r = 0, n = 0;
    for (int i = 0; i < static_cast<int>(art.owner.size()); ++i)
        if (art.owner[i] == segment) sum_c += i % art.width, sum_r += i / art.width, ++n;
    int best = -1;
    long best_d = 0;
    for (int i = 0; i < static_cast<int>(art.owner.size()); ++i) {
        if (art.owner[i] != segment || std::find(avoid.begin(), avoid.end(), i) != avoid.end())
            continue;
        long dc = (i % art.width) * n - sum_c, dr = (i / art.width) * n - sum_r;
        long d = dc * dc + 4 * dr * dr;
        if (best < 0 || d < best_d) best = i, best_d = d;
    }
    return best;
}

// The cell of a segment nearest the middle of its cells, avoiding `avoid`
// unless it is the only one; -1 when the segment has no cell.
int middle_cell(const TileArt& art, int segment, int avoid) {
    if (std::find(art.owner.begin(), art.owner.end(), segment) == art.owner.end()) return -1;
    int best = nearest_middle(art, segment, {avoid});
    return best < 0 ? avoid : best;
}

// A city segment's mark drawn in the city (the first City glyph): on the
// cell nearest the city's middle that leaves the coat of arms and where a
// follower stands (its anchor, and the cell after it, where a figure's kind
// shows). The cell stays the city's (a highlight shows it).
void draw_city_mark(TileArt& art, int segment, const SegmentDef& seg, int arms_cell) {
    int anchor = art.anchor[static_cast<std::size_t>(segment)];
    int kind_cell = anchor >= 0 && anchor % art.width + 1 < art.width ? anchor + 1 : -1;
    for (const Glyph* g : glyphs_in(MarkOn::Segment, seg.marks)) {
        if (g->place != GlyphPlace::City) continue;
        int cell = nearest_middle(art, segment, {arms_cell, anchor, kind_cell});
        // No room in a small drawing's one-cell city: the follower's place wins.
        if (cell >= 0) art.cells[static_cast<std::size_t>(cell)] = g->text;
        return;
    }
}

// The inner field's place: the free cell nearest the centre that is no half's
// place (where the other fields' farmers stand), else any free cell.
std::optional<Cell> inner_field_spot(Painter& p, const Geometry& g) {
    for (Cell x : by_distance_from(g, g.centre))
        if (p.free(x) && std::none_of(g.half.begin(), g.half.end(),
                                      [&](Cell h) { return h.c == x.c && h.r == x.r; }))
            return x;
    return free_spot(p, g);
}

// Field cells belong to the field whose halves they reach without crossing a
// road or a city; the inner field, which reaches no half, has its place (its
// farmer's) and the cells left.
void own_fields(Painter& p, const Geometry& g, const TileDef& def, Rotation rot) {
    TileArt& art = p.art();
    const int inner = def.inner_field();
    if (inner >= 0)
        if (auto middle = inner_field_spot(p, g))
            p.owner(*middle) = static_cast<std::int8_t>(inner);
    for (int h = 0; h < 8; ++h) {
        int s = def.half_segment[index(unrotate(half_at(h), rot))];
        if (s < 0) continue;
        std::vector<Cell> stack{g.half[h]};
        while (!stack.empty()) {
            Cell x = stack.back();
            stack.pop_back();
            if (x.c < 0 || x.r < 0 || x.c >= g.w || x.r >= g.h) continue;
            if (p.owner(x) != -1) continue;
            auto i = static_cast<std::size_t>(p.index(x));
            art.owner[i] = static_cast<std::int8_t>(s);
            stack.push_back({x.c + 1, x.r});
            stack.push_back({x.c - 1, x.r});
            stack.push_back({x.c, x.r + 1});
            stack.push_back({x.c, x.r - 1});
        }
    }
    if (inner >= 0)
        for (auto& o : art.owner)
            if (o == -1) o = static_cast<std::int8_t>(inner);
}

void paint_cities(Painter& p, const Geometry& g, const TileDef& def, Rotation rot) {
    for (int s = 0; s < static_cast<int>(def.segments.size()); ++s)
        if (def.segments[s].kind == SegmentKind::City)
            paint_city(p, g, s, board_edges(def.segments[s], rot));
}

// Road edge marks stand beside their road, on its edge.
void paint_road_edge_marks(Painter& p, const Geometry& g, const TileDef& def, Rotation rot) {
    for (Edge drawn : kAllEdges)
        for (const Glyph* glyph : glyphs_in(MarkOn::RoadEdge, def.edge_marks[index(drawn)])) {
            Edge e = rotate(drawn, rot);
            Cell x = g.road_edge[index(e)];
            if (glyph->edge_text && p.free(x)) p.glyph(x) = glyph->edge_text(e);
        }
}

bool inside(const Geometry& g, Cell x) {
    return x.c >= 0 && x.r >= 0 && x.c < g.w && x.r < g.h;
}

// The area features (the monastery) by their letters, each on the free cell
// nearest the centre; where each stands (none when no cell is free).
std::vector<std::optional<Cell>> paint_areas(Painter& p, const Geometry& g, const TileDef& def) {
    std::vector<std::optional<Cell>> spots;
    for (int i = def.first_area(); i < static_cast<int>(def.segments.size()); ++i) {
        spots.push_back(free_spot(p, g));
        if (spots.back()) p.paint(*spots.back(), area_kind(def.segments[i].kind).letter, i);
    }
    return spots;
}

// The tile marks' objects, after the areas, on the free cells nearest the centre.
void paint_objects(Painter& p, const Geometry& g, const TileDef& def, ArtSize size) {
    for (const Glyph* glyph : glyphs_in(MarkOn::Tile, def.marks)) {
        if (glyph->place != GlyphPlace::Middle) continue;
        auto at = free_spot(p, g);
        if (!at) continue;
        // What it says beside it: right, below, above, left, then the diagonals.
        p.mark(*at, glyph->text);
        static constexpr Cell kBeside[] = {{1, 0}, {0, 1},  {0, -1}, {-1, 0},
                                           {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
        for (Cell d : kBeside) {
            Cell x{at->c + d.c, at->r + d.r};
            if (glyph->beside && size == ArtSize::Large && inside(g, x) && p.free(x)) {
                p.mark(x, glyph->beside);
                break;
            }
        }
    }
}

// Each city's coat of arms (* or how many) on its cell nearest the city's
// middle, where its follower stands on the nearest other, then its mark.
void mark_cities(TileArt& art, const TileDef& def) {
    for (int s = 0; s < static_cast<int>(def.segments.size()); ++s) {
        const SegmentDef& seg = def.segments[s];
        if (seg.kind != SegmentKind::City) continue;
        int arms_cell = seg.arms > 0 ? middle_cell(art, s, -1) : -1;
        if (arms_cell >= 0)
            art.cells[static_cast<std::size_t>(arms_cell)] =
                seg.arms == 1 ? '*' : char('0' + std::min<int>(seg.arms, 9));
        art.anchor[s] = middle_cell(art, s, arms_cell);
        draw_city_mark(art, s, seg, arms_cell);
    }
}

// The illustrations' badges (the large drawing's), each on the first free of
// its preferred places, else on any bare cell.
void paint_badges(Painter& p, const Geometry& g, const TileDef& def, MarkSet marks) {
    // A mark that shows an area kind played (an expansion's feature on a
    // marked copy) is drawn as that feature, not again as a badge.
    MarkSet features = 0;
    for (int i = def.first_area(); i < static_cast<int>(def.segments.size()); ++i)
        features |= area_kind(def.segments[i].kind).mark_bit;
    for (auto [mark, c] : kBadges) {
        if (!(marks & mark->set() & ~features)) continue;
        Cells spots = g.mark_spots;
        for (int i = 0; i < g.w * g.h; ++i) spots.push_back({i % g.w, i / g.w});
        for (Cell x : spots)
            if (p.free(x)) {
                p.glyph(x) = c;
                break;
            }
    }
}

// A road's follower: on its cell nearest the centre, the centre itself only
// when it is all there is.
int road_anchor(Painter& p, const Geometry& g, int segment) {
    for (Cell x : by_distance_from(g, g.centre))
        if (p.owner(x) == segment && p.index(x) != p.index(g.centre)) return p.index(x);
    return p.index(g.centre);
}

// The inner field's farmer: on its cell nearest the centre, the middle of the tile.
int inner_field_anchor(Painter& p, const Geometry& g, int segment) {
    for (Cell x : by_distance_from(g, g.centre))
        if (p.owner(x) == segment) return p.index(x);
    return -1;
}

// A field's farmer: on the first of its halves whose place is bare field (not
// a road edge mark or a badge), else on its first half.
int field_anchor(Painter& p, const Geometry& g, const TileDef& def, Rotation rot, int segment) {
    for (int pass = 0; pass < 2; ++pass)
        for (int h = 0; h < 8; ++h)
            if (def.half_segment[index(unrotate(half_at(h), rot))] == segment &&
                (pass == 1 || p.art().at(g.half[h].c, g.half[h].r) == '.'))
                return p.index(g.half[h]);
    return -1;
}

// An area's follower: beside the monastery (right, left, below, above) in the
// large drawing, else on it.
int area_anchor(Painter& p, const Geometry& g, std::optional<Cell> monastery, ArtSize size) {
    if (monastery && size == ArtSize::Large) {
        static constexpr Cell kBeside[] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        for (Cell d : kBeside) {
            Cell x{monastery->c + d.c, monastery->r + d.r};
            if (inside(g, x) && p.art().at(x.c, x.r) == '.') return p.index(x);
        }
    }
    return p.index(monastery.value_or(g.centre));
}

// Where a follower stands on each road, field and area (the cities have theirs).
void place_anchors(Painter& p, const Geometry& g, const TileDef& def, Rotation rot, ArtSize size,
                   const std::vector<std::optional<Cell>>& area_spots) {
    std::vector<int>& anchor = p.art().anchor;
    for (int s = 0; s < static_cast<int>(def.segments.size()); ++s) {
        const SegmentDef& seg = def.segments[s];
        if (seg.kind == SegmentKind::Road)
            anchor[s] = road_anchor(p, g, s);
        else if (seg.inner_field())
            anchor[s] = inner_field_anchor(p, g, s);
        else if (seg.kind == SegmentKind::Field)
            anchor[s] = field_anchor(p, g, def, rot, s);
        else if (is_area(seg.kind))
            anchor[s] =
                area_anchor(p, g, area_spots[static_cast<std::size_t>(s - def.first_area())], size);
    }
}

}  // namespace

// Painted in order of precedence: a cell painted first keeps what it shows
// (Painter::paint), so cities win over roads, roads over the line and the marks.
TileArt tile_art(const TileDef& def, Rotation rot, MarkSet marks, ArtSize size) {
    const Geometry& g = geometry(size);
    Painter p(g);
    paint_cities(p, g, def, rot);
    bool ends_at_centre = false;
    paint_roads(p, g, def, rot, ends_at_centre);
    paint_line(p, g, def, rot);
    paint_road_edge_marks(p, g, def, rot);
    // What stands in the middle: the area features (the monastery), then the
    // tile marks' objects; roads that end there end at them, or else at a junction.
    const std::vector<std::optional<Cell>> area_spots = paint_areas(p, g, def);
    paint_objects(p, g, def, size);
    if (ends_at_centre && p.free(g.centre)) p.mark(g.centre, 'o');
    TileArt& art = p.art();
    art.anchor.assign(def.segments.size(), -1);
    mark_cities(art, def);
    if (size == ArtSize::Large) paint_badges(p, g, def, marks);
    own_fields(p, g, def, rot);
    place_anchors(p, g, def, rot, size, area_spots);
    // Objects stayed apart from the fields; in the finished drawing they own no cell.
    for (auto& o : art.owner)
        if (o == Painter::kObject) o = -1;
    return std::move(art);
}

std::string draw_tile(const TileDef& def, Rotation rot) {
    TileArt art = tile_art(def, rot, def.marks, ArtSize::Large);
    std::string box = def.count > 0 ? fmt::format("{} in the box", def.count) : "custom tile";
    std::string out =
        fmt::format("{} ({}){}\n", def.id, box, rot ? fmt::format(", rot {}", rot * 90) : "");
    std::string rule(static_cast<std::size_t>(art.width), '-');
    out += fmt::format("  +{}+\n", rule);
    for (int r = 0; r < art.height; ++r) out += fmt::format("  |{}|\n", art.row(r));
    out += fmt::format("  +{}+\n  edges: N {}, E {}, S {}, W {}\n  {}\n", rule,
                       name(def.edge_kind_on_board(Edge::N, rot)),
                       name(def.edge_kind_on_board(Edge::E, rot)),
                       name(def.edge_kind_on_board(Edge::S, rot)),
                       name(def.edge_kind_on_board(Edge::W, rot)), def.describe(rot));
    // What the expansions' marks are, in words: the tile's, its segments', its road edges'.
    for (const Glyph* glyph : glyphs_in(MarkOn::Tile, def.marks))
        out += fmt::format("  {}\n", glyph->words);
    MarkSet segment_marks = 0;
    for (const SegmentDef& seg : def.segments) segment_marks |= seg.marks;
    for (const Glyph* glyph : glyphs_in(MarkOn::Segment, segment_marks))
        out += fmt::format("  {}\n", glyph->words);
    for (Edge drawn : kAllEdges)
        for (const Glyph* glyph : glyphs_in(MarkOn::RoadEdge, def.edge_marks[index(drawn)]))
            out += "  " + fmt::format(fmt::runtime(glyph->words), name(rotate(drawn, rot))) + "\n";
    if (def.marks & illustration_bits()) {
        std::string list;
        for (const MarkDef* m : illustrations())
            if (def.marks & m->set()) list += fmt::format("{}{}", list.empty() ? "" : ", ", m->key);
        out += fmt::format("  marks: {}\n", list);
    }
    // The boxes' copies that a mark gives an area (the 3rd-edition box's), and
    // how such a copy is written: the tile's own drawing does not show them.
    for (const AreaKindDef* area : area_kinds())
        for (const auto& [id, copies] : area->copies)
            if (id == def.id && area->owner)
                out += fmt::format(
                    "  {} of them with a {} (the {} expansion): written with marks: [{}]\n", copies,
                    area->name, area->owner->name, area->mark);
    return out;
}

std::string tile_legend() {
    std::string text =
        "Drawings, north up: . field, # city, * coat of arms (2-9: that many), - | "
        "road, / \\ road curve, o roads end (junction), + one road crossing, m "
        "monastery";
    if (const ExpansionDef* line = line_owner())
        text += fmt::format(", {} {}", line->line->text, line->line->key);
    for (std::string_view e : glyph_legends()) text += fmt::format(", {}", e);
    text += ", h s g w y marks (farmhouse, shed, garden, water-tower, highwayman).";
    // Wrapped at spaces, at most 80 columns a line.
    std::string out, line;
    for (std::size_t start = 0; start < text.size();) {
        std::size_t end = std::min(text.find(' ', start), text.size());
        std::string_view word(text.data() + start, end - start);
        if (!line.empty() && line.size() + 1 + word.size() > 80) {
            out += line + "\n";
            line.clear();
        }
        line += (line.empty() ? "" : " ") + std::string(word);
        start = end + 1;
    }
    return out + line + "\n";
}

}  // namespace carcassonne
