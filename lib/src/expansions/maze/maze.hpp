// The Labyrinth (maze.*): what the maze's files share, and the Signposts read
// (maze.signposts: a signpost pointing into a maze tile is correct).
#pragma once

#include <string_view>

#include "carcassonne/model/expansion.hpp"
#include "carcassonne/model/ruleset.hpp"
#include "carcassonne/model/tile.hpp"

namespace carcassonne {

namespace rule {
constexpr std::string_view kMazeTile = "maze.tile";
constexpr std::string_view kMazeSimple = "maze.simple";
constexpr std::string_view kMazeAdvancedPlacement = "maze.advanced.placement";
constexpr std::string_view kMazeAdvancedCompleted = "maze.advanced.completed";
constexpr std::string_view kMazeAdvancedFinal = "maze.advanced.final";
constexpr std::string_view kMazeSignposts = "maze.signposts";
}  // namespace rule

struct ExpansionSyntax;
struct DrawHooks;

namespace maze {

// The maze's one road segment (maze.tile), a segment mark.
constexpr MarkDef kMark{"maze", MarkOn::Segment, 0, SegmentKind::Road};

ExpansionDef& expansion();
// options: {maze: simple | advanced}: whether the advanced variant is played.
bool advanced(const Ruleset& rules);
// Whether a tile type is a maze tile (its road is the maze). Inline: the
// signposts ask it (maze.signposts) without linking the maze's code.
inline bool is_maze_tile(const TileDef& def) {
    for (const SegmentDef& s : def.segments)
        if (s.marks & kMark.set()) return true;
    return false;
}

const ExpansionSyntax& syntax();
const DrawHooks& draw();
const ImportHooks& import_hooks();

}  // namespace maze
}  // namespace carcassonne
