// A tile type as drawn (rot 0, north up): its segments and what else it shows.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "carcassonne/names.hpp"
#include "carcassonne/types.hpp"

namespace carcassonne {

// Where a signpost points, for a traveller leaving the tile through its edge.
enum class SignpostPoints : std::uint8_t { Left, Straight, Right };
constexpr Named<SignpostPoints> kSignpostPointsNames[] = {
    {SignpostPoints::Left, "left"},
    {SignpostPoints::Straight, "straight"},
    {SignpostPoints::Right, "right"},
};
constexpr std::string_view name(SignpostPoints p) {
    return name_in(kSignpostPointsNames, p);
}

enum class WatchtowerKind : std::uint8_t {
    None,
    Followers,
    Arms,
    RoadTiles,
    Monasteries,
    CityTiles
};
// The kinds a tile may show (None is the absence of a tower).
constexpr Named<WatchtowerKind> kWatchtowerKindNames[] = {
    {WatchtowerKind::Followers, "followers"},  {WatchtowerKind::Arms, "arms"},
    {WatchtowerKind::RoadTiles, "road-tiles"}, {WatchtowerKind::Monasteries, "monasteries"},
    {WatchtowerKind::CityTiles, "city-tiles"},
};
constexpr std::string_view name(WatchtowerKind k) {
    return name_in(kWatchtowerKindNames, k);
}

// Small illustrations that some scoring rules read (FORMAT.md "Marks"), as bits.
enum Mark : std::uint8_t {
    kFarmhouse = 1,
    kShed = 2,
    kGarden = 4,
    kWaterTower = 8,
    kHighwayman = 16,
};
using Marks = std::uint8_t;
constexpr Named<Mark> kMarkNames[] = {
    {kFarmhouse, "farmhouse"},   {kShed, "shed"}, {kGarden, "garden"}, {kWaterTower, "water-tower"},
    {kHighwayman, "highwayman"},
};

// Facts about a segment that an expansion reads, as bits: bit i belongs to the
// expansion of index i (segment_flag() in lib/src/expansions/expansion.hpp;
// the maze's one road segment, a segment's `inn: true`). A feature holds the
// union of its segments' flags (FeatureGraph merges them on every join), so a
// new per-feature fact needs no change to the graph, the board or the self-check.
using SegmentFlags = std::uint8_t;

// One part of a feature printed on a tile.
struct SegmentDef {
    SegmentKind kind = SegmentKind::Field;
    std::uint8_t edges = 0;   // road and city: bit e set when the segment reaches edge e
    std::uint8_t halves = 0;  // field: bit h set when the segment covers half h
    std::uint8_t arms = 0;    // city: coats of arms
    std::uint8_t cities = 0;  // field: bit i set when it borders this tile's i-th city segment
    SegmentFlags flags = 0;   // the expansions' marks on this segment
    int edge_count() const;
};

// Which feature of a placed tile a follower stands on, in board directions:
// `road E`, `city N`, `field Nw`, `monastery`.
struct FeatureRef {
    SegmentKind kind = SegmentKind::Road;
    std::uint8_t where = 0;  // an Edge for road and city, a Half for a field
};

struct Signpost {
    Edge edge = Edge::N;
    SignpostPoints points = SignpostPoints::Straight;
};

struct TileDef {
    std::string id;
    int count = 0;  // copies in the box (informational)
    // Segments in a fixed order: cities, then roads, then fields, then the monastery.
    std::vector<SegmentDef> segments;
    int city_count = 0;
    int road_count = 0;
    int field_count = 0;
    bool monastery = false;
    std::vector<Signpost> signposts;
    WatchtowerKind watchtower = WatchtowerKind::None;
    bool maze = false;
    Marks marks = 0;

    // Derived by check_shape(): what each drawn edge shows and which segment owns it.
    std::array<EdgeKind, 4> edge_kind{};
    std::array<std::int8_t, 4> edge_segment{};  // road or city segment, -1 for a field edge
    std::array<std::int8_t, 8> half_segment{};  // field segment, -1 on a city edge

    int first_city() const { return 0; }
    int first_road() const { return city_count; }
    int first_field() const { return city_count + road_count; }
    int monastery_segment() const { return monastery ? first_field() + field_count : -1; }
    // What edge e shows once the tile is turned by rot.
    EdgeKind edge_kind_on_board(Edge board_edge, Rotation rot) const {
        return edge_kind[index(unrotate(board_edge, rot))];
    }
    // The segment that `ref` (board directions) names on this tile turned by rot, or -1.
    int segment_for(FeatureRef ref, Rotation rot) const;
    // What the tile shows turned by rot, in board directions, for messages:
    // "city N; road E W; field En Wn; field Es Se Sw Ws".
    std::string describe(Rotation rot) const;
    // The smallest rotation that lays the very same tile as rot (the same
    // segments, coats of arms, marks and signposts on the same board edges and
    // halves): rot itself unless the tile is symmetric. U: 180 -> 0; B: 270 -> 0.
    Rotation first_same_rotation(Rotation rot) const;
};

// "road E", "field Nw", "monastery".
std::string describe(FeatureRef ref);
// "road at E", "field at Nw", "monastery".
std::string describe_at(FeatureRef ref);

}  // namespace carcassonne
