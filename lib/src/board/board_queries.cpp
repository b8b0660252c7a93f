// The Board's queries about one feature: what scoring counts, and what the
// commands that explain, draw or check a board show. Each costs time
// proportional to the feature (or to the board, for the whole-board ones).
#include <algorithm>

#include "carcassonne/board/board.hpp"

namespace carcassonne {

SegmentId Board::segment_at(Pos at, FeatureRef on) const {
    auto tile = tile_at(at);
    return tile ? segment(*tile, on) : kNoSegment;
}

SegmentPlace Board::place_of(SegmentId s) const {
    const Segment& n = graph_.segment(s);
    return {tiles_[n.tile.value()].at, feature_ref(n.tile, n.local)};
}

std::vector<SegmentId> Board::segments_of(SegmentId feature) const {
    std::vector<SegmentId> out;
    graph_.for_each_member(feature, [&](SegmentId m) { out.push_back(m); });
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<TileIndex> Board::tiles_of(SegmentId feature) const {
    std::vector<TileIndex> tiles;
    graph_.for_each_member(feature, [&](SegmentId m) { tiles.push_back(graph_.segment(m).tile); });
    std::sort(tiles.begin(), tiles.end());
    tiles.erase(std::unique(tiles.begin(), tiles.end()), tiles.end());
    return tiles;
}

std::vector<OpenEdge> Board::open_edges(SegmentId feature) const {
    std::vector<OpenEdge> out;
    for (SegmentId s : segments_of(feature)) {
        const Segment& n = graph_.segment(s);
        if (n.kind != SegmentKind::Road && n.kind != SegmentKind::City) continue;
        std::uint8_t edges = board_edges(s);
        for (Edge e : kAllEdges)
            if ((edges & (1u << index(e))) && !across(n.tile, e))
                out.push_back({tiles_[n.tile.value()].at, e});
    }
    return out;
}

std::vector<FollowerPlace> Board::followers_of(SegmentId feature) const {
    std::vector<FollowerPlace> out;
    graph_.for_each_figure(feature, [&](PlayerId p, SegmentId s, FollowerKind k) {
        out.push_back({p, k, graph_.segment(s).tile, s, place_of(s)});
    });
    std::stable_sort(out.begin(), out.end(), [](const FollowerPlace& a, const FollowerPlace& b) {
        return a.segment < b.segment;
    });
    return out;
}

std::vector<BorderingCity> Board::bordering_cities(SegmentId field) const {
    std::vector<SegmentId> roots;
    graph_.for_each_member(field, [&](SegmentId m) {
        const Segment& n = graph_.segment(m);
        const TileDef& def = def_of(n.tile);
        std::uint8_t bits = def.segments[n.local].cities;
        for (int i = 0; bits; ++i, bits >>= 1)
            if (bits & 1)
                roots.push_back(graph_.find(tiles_[n.tile.value()].first_segment +
                                            static_cast<std::uint32_t>(def.first_city() + i)));
    });
    std::sort(roots.begin(), roots.end());
    roots.erase(std::unique(roots.begin(), roots.end()), roots.end());
    std::vector<BorderingCity> out;
    for (SegmentId r : roots) {
        const Feature& city = graph_.feature(r);
        out.push_back({r, city.completed(), city.tile_count});
    }
    std::sort(out.begin(), out.end(), [&](const BorderingCity& a, const BorderingCity& b) {
        return graph_.feature(a.feature).first_segment < graph_.feature(b.feature).first_segment;
    });
    return out;
}

std::vector<TileIndex> Board::area_of(TileIndex tile) const {
    std::vector<TileIndex> tiles{tile};
    std::array<Pos, 8> around;
    int n = surrounding(tiles_[tile.value()].at, around);
    for (int k = 0; k < n; ++k)
        if (auto t = tile_at(around[k])) tiles.push_back(*t);
    std::sort(tiles.begin() + 1, tiles.end());
    return tiles;
}

std::vector<Pos> Board::positions(const std::vector<TileIndex>& tiles) const {
    std::vector<Pos> out;
    out.reserve(tiles.size());
    for (TileIndex t : tiles) out.push_back(tiles_[t.value()].at);
    return out;
}

std::vector<SegmentId> Board::features() const {
    std::vector<SegmentId> out;
    for (SegmentId s{}; s.value() < graph_.size(); s = s + 1)
        if (graph_.is_root(s)) out.push_back(s);
    std::sort(out.begin(), out.end(), [&](SegmentId a, SegmentId b) {
        return graph_.feature(a).first_segment < graph_.feature(b).first_segment;
    });
    return out;
}

std::vector<SegmentId> Board::features_on(TileIndex tile) const {
    const PlacedTile& t = tiles_[tile.value()];
    std::vector<SegmentId> out;
    for (std::size_t i = 0; i < def_of(tile).segments.size(); ++i) {
        SegmentId root = graph_.find(t.first_segment + static_cast<std::uint32_t>(i));
        if (std::find(out.begin(), out.end(), root) == out.end()) out.push_back(root);
    }
    return out;
}

std::vector<Pos> Board::open_squares() const {
    std::vector<Pos> out;
    for (const PlacedTile& t : tiles_)
        for (Edge e : kAllEdges)
            if (auto p = neighbour(t.at, e); p && !tile_at(*p)) out.push_back(*p);
    std::sort(out.begin(), out.end(),
              [](Pos a, Pos b) { return a.y != b.y ? a.y > b.y : a.x < b.x; });
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

}  // namespace carcassonne
