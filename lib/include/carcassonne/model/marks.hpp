// Marks: what a tile shows besides its roads, cities, fields and monastery,
// as one named table. A mark is a bit in a 32-bit set of the thing it stands
// on: the tile (a farmhouse), a segment (an inn on a road), or one road edge
// (a sign beside the road). The base game's illustrations are here;
// each expansion lists its own marks in its ExpansionDef (expansion.hpp), and
// the readers, the writer, `tiles`, `draw` and `explain` all read this table.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "carcassonne/model/types.hpp"

namespace carcassonne {

// What a mark stands on; each has its own set of 32 bits.
enum class MarkOn : std::uint8_t {
    Tile,     // TileDef::marks
    Segment,  // SegmentDef::marks (and the union over a feature, Feature::marks)
    RoadEdge  // TileDef::edge_marks, one set per drawn edge
};

using MarkSet = std::uint32_t;

// One row of the table: `{key, kind, bit}`. `kind` narrows a segment mark to
// the segments it may stand on (`road: [{edges: [E, W], inn: true}]`).
struct MarkDef {
    std::string_view key;  // in documents and messages: `farmhouse`, `inn`
    MarkOn on = MarkOn::Tile;
    std::uint8_t bit = 0;                  // 0..31, unique among the marks of `on`
    SegmentKind kind = SegmentKind::Road;  // a segment mark: the kind it stands on
    bool illustration = false;             // a tile mark that `marks: [...]` may list
    constexpr MarkSet set() const { return MarkSet{1} << bit; }
};

// The base game's illustrations (FORMAT.md "Marks"): `marks: [farmhouse]`.
namespace mark {
constexpr MarkDef kFarmhouse{"farmhouse", MarkOn::Tile, 0, SegmentKind::Road, true};
constexpr MarkDef kShed{"shed", MarkOn::Tile, 1, SegmentKind::Road, true};
constexpr MarkDef kGarden{"garden", MarkOn::Tile, 2, SegmentKind::Road, true};
constexpr MarkDef kWaterTower{"water-tower", MarkOn::Tile, 3, SegmentKind::Road, true};
constexpr MarkDef kHighwayman{"highwayman", MarkOn::Tile, 4, SegmentKind::Road, true};
}  // namespace mark

// Every mark: the base game's, then each registered expansion's, in registry order.
const std::vector<const MarkDef*>& all_marks();
// The illustrations a `marks:` list may name, in table order.
std::vector<const MarkDef*> illustrations();
// The bits of every illustration (what a placed tile's `marks:` replaces).
MarkSet illustration_bits();
// The mark of that key (any kind), or null.
const MarkDef* find_mark(std::string_view key);
// The marks of `set` that stand on `on`, in table order.
std::vector<const MarkDef*> marks_in(MarkOn on, MarkSet set);

}  // namespace carcassonne
