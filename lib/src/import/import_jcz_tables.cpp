// The data of the JCloisterZone reader: tile ids with their rotation turns and
// tile sets, follower locations, feature words, set sizes (IMPORT.md).
#include <fmt/format.h>

#include <algorithm>

#include "carcassonne/model/area_kind.hpp"
#include "carcassonne/model/expansion.hpp"
#include "import_jcz.hpp"

namespace carcassonne::importer::jcz {
namespace {

// IMPORT.md "Tiles": the base game's tiles (an expansion's are its
// JczImport::tile_ids); our rot = (JCZ rotation + turn) mod 360.
constexpr JczTileId kTiles[] = {
    {"BA/LR", "A", 0},      {"BA/L", "B", 0},      {"BA/Cccc+", "C", 0},  {"BA/RCr", "D", 0},
    {"BA/C", "E", 0},       {"BA/CG", "E", 0},     {"BA/CFc+", "F", 0},   {"BA/CFc.1", "G", 0},
    {"BA/CFC.2", "H", 270}, {"BA/CFCG", "H", 270}, {"BA/CC.2", "I", 270}, {"BA/CCG", "I", 270},
    {"BA/CRr", "J", 0},     {"BA/RrC", "K", 0},    {"BA/CRRR", "L", 0},   {"BA/Cc+", "M", 270},
    {"BA/Cc+G", "M", 270},  {"BA/Cc.1", "N", 270}, {"BA/CcG", "N", 270},  {"BA/CcRr+", "O", 0},
    {"BA/CcRr", "P", 0},    {"BA/Ccc+", "Q", 0},   {"BA/Ccc", "R", 0},    {"BA/CccG", "R", 0},
    {"BA/CccR+", "S", 0},   {"BA/CccR", "T", 0},   {"BA/RFr", "U", 270},  {"BA/RFrG", "U", 270},
    {"BA/Rr", "V", 0},      {"BA/RrG", "V", 0},    {"BA/RRR", "W", 0},    {"BA/RRRR", "X", 0},
};

// IMPORT.md "Followers": a pointer's location, in board directions.
constexpr std::uint8_t N_ = 1, E_ = 2, S_ = 4, W_ = 8;
struct JczLocation {
    std::string_view name;
    std::uint8_t edges;  // 0 for the monastery
};
constexpr JczLocation kEdgeLocations[] = {
    {"N", N_},
    {"E", E_},
    {"S", S_},
    {"W", W_},
    {"NE", N_ | E_},
    {"SE", S_ | E_},
    {"SW", S_ | W_},
    {"NW", N_ | W_},
    {"NS", N_ | S_},
    {"WE", W_ | E_},
    {"NWSE", N_ | W_ | S_ | E_},
    {"_N", E_ | S_ | W_},
    {"_E", N_ | S_ | W_},
    {"_S", N_ | E_ | W_},
    {"_W", N_ | E_ | S_},
    {"I", 0},
    {"CLOISTER", 0},
};
// Half-edges, joined by '.': NL NR EL ER SL SR WL WR are Nw Ne En Es Se Sw Ws Wn.
constexpr std::string_view kHalfLocations[8] = {"NL", "NR", "EL", "ER", "SL", "SR", "WL", "WR"};

// 5.x `feature` words.
constexpr std::pair<std::string_view, SegmentKind> kFeatures[] = {
    {"Road", SegmentKind::Road},
    {"City", SegmentKind::City},
    {"Field", SegmentKind::Field},
    {"Monastery", SegmentKind::Monastery},
};

Edge first_edge(std::uint8_t edges) {
    for (Edge e : kAllEdges)
        if (edges & (1u << index(e))) return e;
    return Edge::N;
}

}  // namespace

std::vector<JczExpansion> expansions() {
    std::vector<JczExpansion> out;
    for (const ExpansionDef* e : carcassonne::expansions())
        if (e->import && e->import->jcz)
            out.push_back({e->name, &*e->import->jcz, e->start ? e->start->tile : ""});
    return out;
}

namespace {

// Tiles in one copy of a set whose tile ids are [first, last): the box counts
// (the catalogue's `count:`) of our tiles they name, each tile once however
// many ids name it (JCZ's garden copies are the same tile of ours).
int box_size(const JczTileId* first, const JczTileId* last) {
    std::vector<std::string_view> ours;
    for (const JczTileId* t = first; t != last; ++t) ours.push_back(t->ours);
    std::sort(ours.begin(), ours.end());
    ours.erase(std::unique(ours.begin(), ours.end()), ours.end());
    int size = 0;
    for (std::string_view id : ours) size += catalogue_tile(id).count;
    return size;
}

}  // namespace

int set_size(std::string_view set) {
    // The base set: 72, the start tile included (IMPORT.md "End of game").
    if (set == "basic") return box_size(std::begin(kTiles), std::end(kTiles));
    for (const JczExpansion& e : expansions())
        if (e.hooks->set == set) {
            const std::vector<JczTileId>& ids = e.hooks->tile_ids;
            return box_size(ids.data(), ids.data() + ids.size());
        }
    return 0;
}

ImportedMove placement(const json::Value& tile_id, const json::Value& rotation,
                       const std::string& what, bool v5, const std::vector<std::string>& sets) {
    std::string id = string_of(tile_id, what + ": tile id");
    std::string source = id;
    if (!v5 && id.find('.') != std::string::npos) id[id.find('.')] = '/';
    auto is_id = [&](const JczTileId& k) { return k.jcz == id; };
    const JczTileId* t = std::find_if(std::begin(kTiles), std::end(kTiles), is_id);
    std::string_view set = "basic";
    std::vector<std::string> tiles_known = {"the base game"};
    for (const JczExpansion& e : expansions()) {
        const std::vector<JczTileId>& ids = e.hooks->tile_ids;
        if (!ids.empty()) tiles_known.emplace_back(e.hooks->tiles);
        auto row = std::find_if(ids.begin(), ids.end(), is_id);
        if (t == std::end(kTiles) && row != ids.end()) {
            t = &*row;
            set = e.hooks->set;
        }
    }
    if (t == std::end(kTiles))
        tile_id.tree().fail(tile_id, fmt::format("{}: tile id {} is not supported (only {})", what,
                                                 quoted_name(source), and_list(tiles_known)));
    if (std::find(sets.begin(), sets.end(), set) == sets.end())
        tile_id.tree().fail(
            tile_id,
            fmt::format("{}: tile {} belongs to the tile set {}, which the setup does not list",
                        what, quoted_name(source), set));
    int degrees = 0;
    if (rotation.is_string() && !rotation.text().empty() && rotation.text()[0] == 'R') {
        const std::string& r = rotation.text();
        auto known = {"R0", "R90", "R180", "R270"};
        if (std::find(known.begin(), known.end(), r) == known.end())
            rotation.tree().fail(
                rotation, fmt::format("{}: rotation must be R0, R90, R180 or R270, not {}", what,
                                      json::describe(rotation)));
        degrees = std::stoi(r.substr(1));
    } else {
        degrees = static_cast<int>(integer_of(rotation, what + ": rotation", 0, 270));
        if (degrees % 90 != 0)
            rotation.tree().fail(
                rotation,
                fmt::format("{}: rotation must be 0, 90, 180 or 270, not {}", what, degrees));
    }
    ImportedMove m;
    m.tile = std::string(t->ours);
    m.rot = (degrees + t->turn) % 360;
    m.source = fmt::format("{} R{}", source, degrees);
    return m;
}

Pointer pointer_of(const json::Value& location, const std::optional<json::Value>& feature,
                   const TileDef& tile, Rotation rot, const std::string& what,
                   const std::vector<std::pair<std::string_view, std::string_view>>& features) {
    std::optional<SegmentKind> kind;
    if (feature) {
        const std::string& f = string_of(*feature, what + ": feature");
        // An expansion's area kind (a garden) stands at the tile's middle, "I".
        for (const auto& [jcz, ours] : features)
            if (jcz == f) {
                const AreaKindDef* area = find_area_kind(ours);
                if (!area || !location.is_string() || location.text() != "I")
                    location.tree().fail(location, fmt::format("{}: a {} stands at location \"I\"",
                                                               what, quoted_name(f)));
                return Pointer{area->kind, 0, 0, false};
            }
        auto k = std::find_if(std::begin(kFeatures), std::end(kFeatures),
                              [&](const auto& p) { return p.first == f; });
        if (k == std::end(kFeatures))
            feature->tree().fail(*feature,
                                 fmt::format("{}: feature {} is not supported (only Road, City, "
                                             "Field and Monastery)",
                                             what, quoted_name(f)));
        kind = k->second;
    }
    const std::string& loc = string_of(location, what + ": location");
    Pointer p{SegmentKind::Road};
    auto edge = std::find_if(std::begin(kEdgeLocations), std::end(kEdgeLocations),
                             [&](const JczLocation& l) { return l.name == loc; });
    if (edge != std::end(kEdgeLocations)) {
        p.edges = edge->edges;
        if (p.edges == 0) p.kind = SegmentKind::Monastery;
        // 4.x names no kind: an edge location is the city or road of our tile there.
        else
            p.kind = tile.edge_kind_on_board(first_edge(p.edges), rot) == EdgeKind::City
                         ? SegmentKind::City
                         : SegmentKind::Road;
    } else {
        p.kind = SegmentKind::Field;
        std::size_t from = 0;
        while (from <= loc.size()) {
            std::size_t dot = std::min(loc.find('.', from), loc.size());
            std::string_view part = std::string_view(loc).substr(from, dot - from);
            auto h = std::find(std::begin(kHalfLocations), std::end(kHalfLocations), part);
            if (h == std::end(kHalfLocations))
                location.tree().fail(
                    location, fmt::format("{}: follower location {} is not supported (only edges, "
                                          "half-edges and the cloister)",
                                          what, quoted_name(loc)));
            p.halves |= static_cast<std::uint8_t>(1u << (h - std::begin(kHalfLocations)));
            from = dot + 1;
        }
    }
    if (kind == SegmentKind::Field && loc == "I") {
        p.kind = SegmentKind::Field;
        p.edges = 0;
        p.inner = true;
        return p;
    }
    if (kind) {
        bool edge_kind = *kind == SegmentKind::Road || *kind == SegmentKind::City;
        bool fits = *kind == SegmentKind::Monastery ? (p.kind == SegmentKind::Monastery)
                    : *kind == SegmentKind::Field   ? p.halves != 0
                                                    : edge_kind && p.edges != 0;
        if (!fits)
            location.tree().fail(location, fmt::format("{}: location {} does not name a {}", what,
                                                       quoted_name(loc), name(*kind)));
        p.kind = *kind;
    }
    return p;
}

}  // namespace carcassonne::importer::jcz
