// The built-in catalogue and rule book as tables: generated at build time by
// lib/gen/gen_builtin.cpp from lib/data/tiles.yaml and lib/data/rules.yaml,
// read through the same readers as users' files, so the program starts
// without parsing any YAML. builtin_data.cpp turns the rows into the model.
#pragma once

#include <cstddef>
#include <cstdint>

#include "carcassonne/model/tile.hpp"

namespace carcassonne::builtin {

struct SegmentRow {
    SegmentKind kind;
    std::uint8_t edges, halves, arms, cities;
    MarkSet marks;
};

// A TileDef, field for field; its segments are a range of the table below.
struct TileRow {
    const char *id;
    int count;
    std::uint16_t first_segment, segment_count;
    int city_count, road_count, field_count;
    bool monastery;
    const char *expansion;
    std::uint8_t line_edges;
    MarkSet marks;
    MarkSet edge_marks[4];
    EdgeKind edge_kind[4];
    std::int8_t edge_segment[4];
    std::int8_t half_segment[8];
};

struct RuleSectionRow {
    const char *id, *title, *intro;
};

struct RuleRow {
    const char *id, *section, *title, *text;
};

extern const SegmentRow kSegments[];
extern const TileRow kTiles[];
extern const std::size_t kTileCount;
extern const RuleSectionRow kRuleSections[];
extern const std::size_t kRuleSectionCount;
extern const RuleRow kRules[];
extern const std::size_t kRuleCount;

}  // namespace carcassonne::builtin
