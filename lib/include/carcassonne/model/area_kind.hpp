// Area kinds: features that lie on one tile and are scored by the 3x3 squares
// around it. The monastery is the first row; an expansion adds its own (a
// garden) as data in its ExpansionDef, with its rules, and every stage (board,
// graph, scoring, explain, draw, the reader's `on: NAME`) reads the row.
#pragma once

#include <optional>
#include <string_view>
#include <utility>
#include <vector>

#include "carcassonne/model/marks.hpp"
#include "carcassonne/model/score_event.hpp"
#include "carcassonne/model/types.hpp"

namespace carcassonne {

struct ExpansionDef;
struct Ruleset;

struct AreaKindDef {
    std::string_view name;  // `on: NAME`, the JSON's "on", messages
    // The tile mark that shows it on a tile (`marks: [garden]`), or empty: then
    // only a tile type has it (`monastery: true`). A mark shows it only when its
    // expansion is played; without it the mark is an illustration.
    std::string_view mark;
    char letter = 'm';  // in text drawings
    // The column its points go to; none: its expansion's column, else the monastery's.
    std::optional<Category> column;
    std::string_view completed_rule;  // all 8 squares around it hold tiles
    std::string_view final_rule;      // incomplete at the end: 1 + 1 per tile around
    // The built-in tiles of which the boxes hold copies showing its mark, and
    // how many (`check` warns when a document places more of them).
    std::vector<std::pair<std::string_view, int>> copies;
    // Only its own expansion's figures that stand on its areas
    // (FollowerKindDef::stands_on_own_areas) stand on it; its expansion refuses
    // every other (ScoringHooks::refuse_follower), and listings leave it out
    // of their places.
    bool own_figures_only = false;

    // Set when it is registered.
    SegmentKind kind = SegmentKind::Monastery;
    const ExpansionDef* owner = nullptr;  // null: the base game's
    MarkSet mark_bit = 0;                 // the tile mark's bit, 0 when none
};

// Every area kind, by SegmentKind (the monastery first).
const std::vector<const AreaKindDef*>& area_kinds();
const AreaKindDef& area_kind(SegmentKind k);
const AreaKindDef* find_area_kind(std::string_view name);
// The area kinds the rules play: the base game's and those of listed expansions.
AreaSet areas_played(const Ruleset& rules);
// The area kinds, among `played`, that tile marks show (a garden copy's `garden`).
AreaSet areas_shown(MarkSet tile_marks, AreaSet played);
// The column an area kind's points go to.
Category area_column(const AreaKindDef& area);

}  // namespace carcassonne
