// The rules a game is played under: expansions, options and the setup an
// expansion takes from the document, as one value.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "carcassonne/names.hpp"
#include "carcassonne/surveyors.hpp"

namespace carcassonne {

// Each expansion's name and what it does are in its row of the hook table
// (lib/src/expansions/registry.cpp), in the order FORMAT.md lists them.
enum class Expansion : std::uint8_t { Signposts, Watchtowers, Surveyors, Maze };
std::string_view name(Expansion e);
std::optional<Expansion> parse_expansion(std::string_view s);
// "signposts, watchtowers, surveyors, maze", for messages.
std::string known_expansions();

enum class MazeVariant : std::uint8_t { Simple, Advanced };
constexpr Named<MazeVariant> kMazeVariantNames[] = {
    {MazeVariant::Simple, "simple"},
    {MazeVariant::Advanced, "advanced"},
};
constexpr std::string_view name(MazeVariant v) {
    return name_in(kMazeVariantNames, v);
}

struct Ruleset {
    std::uint8_t expansions = 0;  // bit i: the expansion of index i
    int followers = 7;
    MazeVariant maze = MazeVariant::Simple;  // options: {maze: ...}
    SurveyorSetup surveyors;                 // the surveyors: key

    bool has(Expansion e) const { return expansions & bit(e); }
    void add(Expansion e) { expansions |= bit(e); }

  private:
    static constexpr std::uint8_t bit(Expansion e) {
        return static_cast<std::uint8_t>(1u << static_cast<int>(e));
    }
};

}  // namespace carcassonne
