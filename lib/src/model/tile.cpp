#include "carcassonne/model/tile.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <bitset>

#include "model/tile_shape.hpp"

namespace carcassonne {

int SegmentDef::edge_count() const {
    return static_cast<int>(std::bitset<4>(edges).count());
}

std::optional<std::string> check_shape(TileDef& def) {
    def.edge_kind.fill(EdgeKind::Field);
    def.edge_segment.fill(-1);
    def.half_segment.fill(-1);
    for (int i = 0; i < static_cast<int>(def.segments.size()); ++i) {
        const SegmentDef& s = def.segments[i];
        for (Edge e : kAllEdges) {
            if (!(s.edges & (1u << index(e)))) continue;
            if (def.edge_segment[index(e)] >= 0)
                return fmt::format("edge {} is listed by two road or city segments", name(e));
            def.edge_segment[index(e)] = static_cast<std::int8_t>(i);
            def.edge_kind[index(e)] = s.kind == SegmentKind::City ? EdgeKind::City : EdgeKind::Road;
        }
        for (int h = 0; h < 8; ++h) {
            if (!(s.halves & (1u << h))) continue;
            if (def.half_segment[h] >= 0)
                return fmt::format("half {} belongs to two fields", name(half_at(h)));
            def.half_segment[h] = static_cast<std::int8_t>(i);
        }
    }
    // A line's edges show the line; their halves belong to fields, as a road edge's.
    for (Edge e : kAllEdges) {
        if (!(def.line_edges & (1u << index(e)))) continue;
        if (def.edge_segment[index(e)] >= 0)
            return fmt::format("edge {} is listed by a road or city segment and by a line",
                               name(e));
        def.edge_kind[index(e)] = EdgeKind::Line;
    }
    for (int h = 0; h < 8; ++h) {
        bool city_edge = def.edge_kind[index(edge_of(half_at(h)))] == EdgeKind::City;
        if (city_edge && def.half_segment[h] >= 0)
            return fmt::format("half {} lies on city edge {} and cannot belong to a field",
                               name(half_at(h)), name(edge_of(half_at(h))));
        if (!city_edge && def.half_segment[h] < 0)
            return fmt::format("half {} belongs to no field", name(half_at(h)));
    }
    int inner = 0;
    for (const SegmentDef& s : def.segments) inner += s.inner_field() ? 1 : 0;
    if (inner > 1)
        return fmt::format("{} fields reach no edge (halves: []); a tile has at most one", inner);
    return std::nullopt;
}

int TileDef::inner_field() const {
    for (int i = first_field(); i < first_field() + field_count; ++i)
        if (segments[i].inner_field()) return i;
    return -1;
}

int TileDef::segment_for(FeatureRef ref, Rotation rot) const {
    switch (ref.kind) {
        case SegmentKind::Road:
        case SegmentKind::City: {
            Edge drawn = unrotate(edge_at(ref.where), rot);
            int s = edge_segment[index(drawn)];
            return s >= 0 && segments[s].kind == ref.kind ? s : -1;
        }
        case SegmentKind::Field:
            // The inner field reaches no edge: every rotation leaves it where it is.
            if (ref.where == kInnerField) return inner_field();
            return ref.where < 8 ? half_segment[index(unrotate(half_at(ref.where), rot))] : -1;
        default:
            return area_segment(ref.kind);
    }
}

int TileDef::area_segment(SegmentKind k) const {
    if (!has_area(k)) return -1;
    unsigned below = areas & (area_bit(k) - 1u);
    int before = 0;
    for (; below; below &= below - 1) ++before;
    return first_area() + before;
}

void set_areas(TileDef& def, AreaSet areas) {
    def.segments.resize(static_cast<std::size_t>(def.first_area()));
    def.areas = areas;
    for (int i = 0; i < kMaxAreaKinds; ++i)
        if (areas & (1u << i)) {
            SegmentDef s;
            s.kind = area_at(i);
            def.segments.push_back(s);
        }
}

std::string TileDef::describe(Rotation rot) const {
    std::string out;
    for (const SegmentDef& s : segments) {
        if (!out.empty()) out += "; ";
        out += name(s.kind);
        if (s.kind == SegmentKind::Road || s.kind == SegmentKind::City) {
            for (Edge e : kAllEdges)
                if (s.edges & (1u << index(unrotate(e, rot)))) out += fmt::format(" {}", name(e));
        } else if (s.inner_field()) {
            out += " inner";
        } else if (s.kind == SegmentKind::Field) {
            for (int h = 0; h < 8; ++h)
                if (s.halves & (1u << index(unrotate(half_at(h), rot))))
                    out += fmt::format(" {}", name(half_at(h)));
        }
    }
    if (line_edges) {
        out += fmt::format("{}{}", out.empty() ? "" : "; ", name(EdgeKind::Line));
        for (Edge e : kAllEdges)
            if (line_edges & (1u << index(unrotate(e, rot)))) out += fmt::format(" {}", name(e));
    }
    return out;
}

namespace {

// Board edge bits (or half bits) of drawn ones turned by rot.
int turned(int bits, int count, Rotation rot) {
    int out = 0;
    for (int i = 0; i < count; ++i)
        if (bits & (1 << i)) out |= 1 << ((i + rot * count / 4) % count);
    return out;
}

// The tile as it lies turned by rot, in an order that does not depend on the
// order of its segments: two rotations lay the same tile when these are equal.
std::vector<std::vector<int>> laid_shape(const TileDef& def, Rotation rot) {
    std::vector<std::vector<int>> shape;
    for (const SegmentDef& s : def.segments) {
        std::vector<int> key{static_cast<int>(s.kind), turned(s.edges, 4, rot),
                             turned(s.halves, 8, rot), s.arms, static_cast<int>(s.marks)};
        // A field names the cities it borders by their edges on the board.
        std::vector<int> cities;
        for (int c = 0; c < def.city_count; ++c)
            if (s.cities & (1u << c))
                cities.push_back(turned(def.segments[def.first_city() + c].edges, 4, rot));
        std::sort(cities.begin(), cities.end());
        key.insert(key.end(), cities.begin(), cities.end());
        shape.push_back(key);
    }
    if (def.line_edges) shape.push_back({-2, turned(def.line_edges, 4, rot)});
    for (Edge e : kAllEdges)
        if (def.edge_marks[index(e)])
            shape.push_back(
                {-1, index(rotate(e, rot)), static_cast<int>(def.edge_marks[index(e)])});
    std::sort(shape.begin(), shape.end());
    return shape;
}

}  // namespace

Rotation TileDef::first_same_rotation(Rotation rot) const {
    auto shape = laid_shape(*this, rot);
    for (Rotation r = 0; r < rot; ++r)
        if (laid_shape(*this, r) == shape) return r;
    return rot;
}

std::string describe(FeatureRef ref) {
    switch (ref.kind) {
        case SegmentKind::Road:
        case SegmentKind::City:
            return fmt::format("{} {}", name(ref.kind), name(edge_at(ref.where)));
        case SegmentKind::Field:
            if (ref.where == kInnerField) return "field inner";
            return fmt::format("field {}", name(half_at(ref.where)));
        default:
            return std::string(name(ref.kind));
    }
}

std::string describe_at(FeatureRef ref) {
    if (ref.kind == SegmentKind::Field && ref.where == kInnerField) return "inner field";
    std::string s = describe(ref);
    auto space = s.find(' ');
    return space == std::string::npos ? s : s.substr(0, space) + " at" + s.substr(space);
}

}  // namespace carcassonne
