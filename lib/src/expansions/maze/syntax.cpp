// The maze in custom tiles: `maze: true`, the tile's one road segment is a maze.
#include <fmt/format.h>

#include "expansions/maze/maze.hpp"
#include "io/expansion_syntax.hpp"

namespace carcassonne {
namespace {

void read_maze(const Decoder& d, const YNode& value, TileDef& def) {
    if (!d.as_bool(value, fmt::format("'maze' of tile '{}'", def.id))) return;
    if (def.road_count != 1)
        d.fail(value, fmt::format("tile '{}': a maze tile has exactly one road segment", def.id));
    def.segments[static_cast<std::size_t>(def.first_road())].marks |= maze::kMark.set();
}

std::string write_maze(const TileDef& def) {
    return maze::is_maze_tile(def) ? "    maze: true\n" : "";
}

}  // namespace

const ExpansionSyntax& maze::syntax() {
    static const ExpansionSyntax s = [] {
        ExpansionSyntax x;
        x.tile_keys = {{"maze", read_maze, write_maze}};
        return x;
    }();
    return s;
}

}  // namespace carcassonne
