// The data of the JCloisterZone reader: tile ids with their rotation turns and
// tile sets, follower locations, feature words, set sizes (IMPORT.md).
#include <fmt/format.h>

#include <algorithm>

#include "import_jcz.hpp"

namespace carcassonne::importer::jcz {
namespace {

// IMPORT.md "Tiles": our rot = (JCZ rotation + turn) mod 360. `set` is the
// tile set that must be in the setup for the tile to appear.
struct JczTile {
    std::string_view jcz;
    std::string_view ours;
    int turn;
    std::string_view set;
};
constexpr JczTile kTiles[] = {
    {"BA/LR", "A", 0, "basic"},
    {"BA/L", "B", 0, "basic"},
    {"BA/Cccc+", "C", 0, "basic"},
    {"BA/RCr", "D", 0, "basic"},
    {"BA/C", "E", 0, "basic"},
    {"BA/CG", "E", 0, "basic"},
    {"BA/CFc+", "F", 0, "basic"},
    {"BA/CFc.1", "G", 0, "basic"},
    {"BA/CFC.2", "H", 270, "basic"},
    {"BA/CFCG", "H", 270, "basic"},
    {"BA/CC.2", "I", 270, "basic"},
    {"BA/CCG", "I", 270, "basic"},
    {"BA/CRr", "J", 0, "basic"},
    {"BA/RrC", "K", 0, "basic"},
    {"BA/CRRR", "L", 0, "basic"},
    {"BA/Cc+", "M", 270, "basic"},
    {"BA/Cc+G", "M", 270, "basic"},
    {"BA/Cc.1", "N", 270, "basic"},
    {"BA/CcG", "N", 270, "basic"},
    {"BA/CcRr+", "O", 0, "basic"},
    {"BA/CcRr", "P", 0, "basic"},
    {"BA/Ccc+", "Q", 0, "basic"},
    {"BA/Ccc", "R", 0, "basic"},
    {"BA/CccG", "R", 0, "basic"},
    {"BA/CccR+", "S", 0, "basic"},
    {"BA/CccR", "T", 0, "basic"},
    {"BA/RFr", "U", 270, "basic"},
    {"BA/RFrG", "U", 270, "basic"},
    {"BA/Rr", "V", 0, "basic"},
    {"BA/RrG", "V", 0, "basic"},
    {"BA/RRR", "W", 0, "basic"},
    {"BA/RRRR", "X", 0, "basic"},
    {"LA/Rrrr", "MAZE", 0, "labyrinth"},
    {"WT/CCRF_2T", "WT-A", 0, "watchtowers"},
    {"WT/CFff_3C", "WT-B", 0, "watchtowers"},
    {"WT/CFRF_1C", "WT-C", 0, "watchtowers"},
    {"WT/CFRF_2M", "WT-D", 0, "watchtowers"},
    {"WT/CRFR_1R", "WT-E", 0, "watchtowers"},
    {"WT/CRRC_2M", "WT-F", 0, "watchtowers"},
    {"WT/FCFC_1C", "WT-G", 0, "watchtowers"},
    {"WT/FCRC_2T", "WT-H", 0, "watchtowers"},
    {"WT/FfRC_1R", "WT-I", 0, "watchtowers"},
    {"WT/FRFC_1C", "WT-J", 0, "watchtowers"},
    {"WT/FRFR_3C", "WT-K", 0, "watchtowers"},
    {"WT/FRRF_1R", "WT-L", 0, "watchtowers"},
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

// Tiles of one copy of each set, the start tile included (IMPORT.md "End of game").
constexpr std::pair<std::string_view, int> kSetSizes[] = {
    {"basic", 72}, {"watchtowers", 12}, {"labyrinth", 1}};

Edge first_edge(std::uint8_t edges) {
    for (Edge e : kAllEdges)
        if (edges & (1u << index(e))) return e;
    return Edge::N;
}

}  // namespace

int set_size(std::string_view set) {
    for (auto& [name, size] : kSetSizes)
        if (name == set) return size;
    return 0;
}

ImportedMove placement(const json::Value& tile_id, const json::Value& rotation,
                       const std::string& what, bool v5, const std::vector<std::string>& sets) {
    std::string id = string_of(tile_id, what + ": tile id");
    std::string source = id;
    if (!v5 && id.find('.') != std::string::npos) id[id.find('.')] = '/';
    auto t = std::find_if(std::begin(kTiles), std::end(kTiles),
                          [&](const JczTile& k) { return k.jcz == id; });
    if (t == std::end(kTiles))
        tile_id.tree().fail(
            tile_id,
            fmt::format("{}: tile id {} is not supported (only the base game, watchtowers and "
                        "the labyrinth)",
                        what, quoted_name(source)));
    if (std::find(sets.begin(), sets.end(), t->set) == sets.end())
        tile_id.tree().fail(
            tile_id,
            fmt::format("{}: tile {} belongs to the tile set {}, which the setup does not list",
                        what, quoted_name(source), t->set));
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
                   const TileDef& tile, Rotation rot, const std::string& what) {
    std::optional<SegmentKind> kind;
    if (feature) {
        const std::string& f = string_of(*feature, what + ": feature");
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
