// A tile type as drawn (rot 0, north up): its segments and what else it shows.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "carcassonne/model/marks.hpp"
#include "carcassonne/model/names.hpp"
#include "carcassonne/model/types.hpp"

namespace carcassonne {

// One part of a feature printed on a tile.
struct SegmentDef {
    SegmentKind kind = SegmentKind::Field;
    std::uint8_t edges = 0;   // road and city: bit e set when the segment reaches edge e
    std::uint8_t halves = 0;  // field: bit h set when the segment covers half h
    std::uint8_t arms = 0;    // city: coats of arms
    std::uint8_t cities = 0;  // field: bit i set when it borders this tile's i-th city segment
    MarkSet marks = 0;        // its segment marks (marks.hpp)
    int edge_count() const;
    // A field that reaches no edge (`halves: []`): it lies on its tile alone.
    bool inner_field() const { return kind == SegmentKind::Field && halves == 0; }
};

// Which feature of a placed tile a follower stands on, in board directions:
// `road E`, `city N`, `field Nw`, `monastery` (an area kind: area_kind.hpp).
struct FeatureRef {
    SegmentKind kind = SegmentKind::Road;
    // An Edge for road and city, a Half for a field, or kInnerField: `field inner`.
    std::uint8_t where = 0;
};

// FeatureRef::where of a tile's inner field, the field that reaches no edge
// (at most one per tile): past the eight halves, so no Half is mistaken for it.
constexpr std::uint8_t kInnerField = 8;
constexpr FeatureRef kInnerFieldRef{SegmentKind::Field, kInnerField};

// One segment of a placed tile as a document names it: the square and `city S`
// (what `--at X,Y --on "city S"` takes back).
struct SegmentPlace {
    Pos at;
    FeatureRef on;
};

struct TileDef {
    std::string id;
    int count = 0;  // copies in the box (informational)
    // Segments in a fixed order: cities, then roads, then fields, then its area
    // features (the monastery, a garden) in SegmentKind order.
    std::vector<SegmentDef> segments;
    int city_count = 0;
    int road_count = 0;
    int field_count = 0;
    AreaSet areas = 0;  // its area features, one segment each (set_areas keeps both in step)
    // The expansion the tile comes with (`expansion: NAME`), empty for the base
    // game's: it may be placed only with that expansion listed, whatever it shows.
    std::string expansion;
    std::uint8_t line_edges = 0;          // bit e: an expansion's line reaches edge e (LineDef)
    MarkSet marks = 0;                    // its tile marks: illustrations, an expansion's
    std::array<MarkSet, 4> edge_marks{};  // its road edge marks, by drawn edge

    // Derived by check_shape(): what each drawn edge shows and which segment owns it.
    std::array<EdgeKind, 4> edge_kind{};
    std::array<std::int8_t, 4> edge_segment{};  // road or city segment, -1 for a field edge
    std::array<std::int8_t, 8> half_segment{};  // field segment, -1 on a city edge

    int first_city() const { return 0; }
    int first_road() const { return city_count; }
    int first_field() const { return city_count + road_count; }
    int first_area() const { return first_field() + field_count; }
    bool has_area(SegmentKind k) const { return is_area(k) && (areas & area_bit(k)); }
    // The segment of area kind k, or -1.
    int area_segment(SegmentKind k) const;
    int monastery_segment() const { return area_segment(SegmentKind::Monastery); }
    // The segment of the inner field (SegmentDef::inner_field), or -1.
    int inner_field() const;
    // What edge e shows once the tile is turned by rot.
    EdgeKind edge_kind_on_board(Edge board_edge, Rotation rot) const {
        return edge_kind[index(unrotate(board_edge, rot))];
    }
    // The road edge marks on board edge e once the tile is turned by rot.
    MarkSet edge_marks_on_board(Edge board_edge, Rotation rot) const {
        return edge_marks[index(unrotate(board_edge, rot))];
    }
    // The segment that `ref` (board directions) names on this tile turned by rot, or -1.
    int segment_for(FeatureRef ref, Rotation rot) const;
    // What the tile shows turned by rot, in board directions, for messages:
    // "city N; road E W; field En Wn; field Es Se Sw Ws".
    std::string describe(Rotation rot) const;
    // The smallest rotation that lays the very same tile as rot (the same
    // segments, coats of arms and marks on the same board edges and
    // halves): rot itself unless the tile is symmetric. U: 180 -> 0; B: 270 -> 0.
    Rotation first_same_rotation(Rotation rot) const;
};

// Gives the tile exactly these area features: the segments after its fields, one per kind.
void set_areas(TileDef& def, AreaSet areas);

// "road E", "field Nw", "field inner", "monastery".
std::string describe(FeatureRef ref);
// "road at E", "field at Nw", "inner field", "monastery".
std::string describe_at(FeatureRef ref);

}  // namespace carcassonne
