// A scoring event: who scored what, under which rule, for what was counted.
// Totals and the breakdown are folded from these; nothing is computed twice.
#pragma once

#include <array>
#include <cstdint>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "carcassonne/names.hpp"
#include "carcassonne/tile.hpp"
#include "carcassonne/types.hpp"

namespace carcassonne {

// The columns of every report (FORMAT.md "Output"), in their order.
enum class Category : std::uint8_t {
    Road,
    City,
    Monastery,
    Field,
    Signpost,
    Watchtower,
    Maze,
    Surveyor,
    Carried
};
constexpr Named<Category> kCategoryNames[] = {
    {Category::Road, "road"},           {Category::City, "city"},
    {Category::Monastery, "monastery"}, {Category::Field, "field"},
    {Category::Signpost, "signpost"},   {Category::Watchtower, "watchtower"},
    {Category::Maze, "maze"},           {Category::Surveyor, "surveyor"},
    {Category::Carried, "carried"},
};
constexpr int kCategoryCount = static_cast<int>(std::size(kCategoryNames));
constexpr std::string_view name(Category c) {
    return name_in(kCategoryNames, c);
}

enum class Phase : std::uint8_t { Play, Final };
constexpr Named<Phase> kPhaseNames[] = {{Phase::Play, "play"}, {Phase::Final, "final"}};
constexpr std::string_view name(Phase p) {
    return name_in(kPhaseNames, p);
}

// One segment of a placed tile as a document names it: the square and `city S`
// (what `--at X,Y --on "city S"` takes back).
struct SegmentPlace {
    Pos at;
    FeatureRef on;
};

// A follower on a scored feature: whose, and where it stands.
struct FollowerAt {
    PlayerId player = 0;
    SegmentPlace place;
};

// A completed city that a scored field borders, by its earliest segment.
struct CityAt {
    SegmentPlace place;
    std::uint32_t tiles = 0;
};

// What an event was about (format 1.1): the scored feature by its earliest
// segment, every follower on it when it was scored (winners and losers, in
// placement order), and for a field each completed city it borders.
struct Evidence {
    std::optional<SegmentPlace> feature;
    std::vector<FollowerAt> followers;
    std::vector<CityAt> cities;
};

struct ScoreEvent {
    std::optional<std::int64_t> turn;  // the move's number in a log; none in a position
    Phase phase = Phase::Play;
    PlayerId player = 0;
    Category category = Category::Road;
    std::int64_t points = 0;
    std::string_view rule;               // a rule id of RULES.md: the rule that gave the points
    std::vector<std::string_view> also;  // other rules this scoring applied (base.majority, ...)
    std::string detail;                  // what was counted: "4 tiles, 1 coat of arms"
    std::vector<Pos> tiles;
    // The arithmetic that gives `points`, by the code that computed them:
    // "4 tiles x 2 + 1 coat of arms x 2" (explain prints "... = 10").
    std::string formula;
    Evidence evidence;  // filled in by base scoring for every event of a feature
};

using Breakdown = std::array<std::int64_t, kCategoryCount>;

}  // namespace carcassonne
