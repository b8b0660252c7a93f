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

// House rules (RULES.md "House rules"): how fields score at the end.
enum class FarmReading : std::uint8_t { EachField, CityOnce, CityMajority, None };
constexpr Named<FarmReading> kFarmReadingNames[] = {
    {FarmReading::EachField, "each-field"},
    {FarmReading::CityOnce, "city-once"},
    {FarmReading::CityMajority, "city-majority"},
    {FarmReading::None, "none"},
};
constexpr std::string_view name(FarmReading f) {
    return name_in(kFarmReadingNames, f);
}

// House rules: who wins when players tie for the most points.
enum class TieBreak : std::uint8_t { Shared, LaterPlayer };
constexpr Named<TieBreak> kTieBreakNames[] = {
    {TieBreak::Shared, "shared"},
    {TieBreak::LaterPlayer, "later-player"},
};
constexpr std::string_view name(TieBreak t) {
    return name_in(kTieBreakNames, t);
}

// The values `options: {tiny-city: N}` takes: what a completed two-tile city is
// worth without coats of arms (4 by the 2nd edition, 2 by the house rule).
constexpr int kTinyCityValues[] = {4, 2};

struct Ruleset {
    std::uint8_t expansions = 0;  // bit i: the expansion of index i
    int followers = 7;
    MazeVariant maze = MazeVariant::Simple;      // options: {maze: ...}
    FarmReading farms = FarmReading::EachField;  // options: {farms: ...}
    int tiny_city = 4;                           // options: {tiny-city: 4 | 2}
    TieBreak tie_break = TieBreak::Shared;       // options: {tie-break: ...}
    SurveyorSetup surveyors;                     // the surveyors: key

    bool has(Expansion e) const { return expansions & bit(e); }
    void add(Expansion e) { expansions |= bit(e); }

  private:
    static constexpr std::uint8_t bit(Expansion e) {
        return static_cast<std::uint8_t>(1u << static_cast<int>(e));
    }
};

}  // namespace carcassonne
