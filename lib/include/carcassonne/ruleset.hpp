// The rules a game is played under: expansions and options, as one value.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "carcassonne/tile.hpp"

namespace carcassonne {

enum class Expansion : std::uint8_t { Signposts = 1, Watchtowers = 2, Surveyors = 4, Maze = 8 };
std::string_view name(Expansion e);
std::optional<Expansion> parse_expansion(std::string_view s);

enum class MazeVariant : std::uint8_t { Simple, Advanced };

struct Ruleset {
    std::uint8_t expansions = 0;
    int followers = 7;
    MazeVariant maze = MazeVariant::Simple;

    bool has(Expansion e) const { return expansions & static_cast<std::uint8_t>(e); }
    // The expansion a tile needs and this ruleset lacks, if any.
    std::optional<Expansion> missing_for(const TileDef& def) const;
};

}  // namespace carcassonne
