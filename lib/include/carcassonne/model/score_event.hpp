// A scoring event: who scored what, under which rule, for what was counted.
// Totals and the breakdown are folded from these; nothing is computed twice.
#pragma once

#include <array>
#include <cstdint>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "carcassonne/model/follower_kind.hpp"
#include "carcassonne/model/names.hpp"
#include "carcassonne/model/tile.hpp"
#include "carcassonne/model/types.hpp"

namespace carcassonne {

// A column of every report (FORMAT.md "Output"): the base game's are fixed,
// an expansion's is registered with it (ExpansionDef::column, expansion.hpp).
// `name(c)` and `report_categories()` read the one table of columns.
class Category {
  public:
    constexpr Category() = default;
    constexpr explicit Category(std::uint8_t index) : index_(index) {}
    constexpr std::uint8_t index() const { return index_; }
    friend constexpr bool operator==(Category a, Category b) { return a.index_ == b.index_; }
    friend constexpr bool operator!=(Category a, Category b) { return a.index_ != b.index_; }

    static const Category Road, City, Monastery, Field, Carried;

  private:
    std::uint8_t index_ = 0;
};
inline constexpr Category Category::Road{0};
inline constexpr Category Category::City{1};
inline constexpr Category Category::Monastery{2};
inline constexpr Category Category::Field{3};
inline constexpr Category Category::Carried{4};
constexpr int kMaxCategories = 16;

std::string_view name(Category c);
// Every column in report order (road, city, monastery, field, the expansions'
// by their rank, carried).
const std::vector<Category>& report_categories();
std::optional<Category> parse_category(std::string_view name);

enum class Phase : std::uint8_t { Play, Final };
constexpr Named<Phase> kPhaseNames[] = {{Phase::Play, "play"}, {Phase::Final, "final"}};
constexpr std::string_view name(Phase p) {
    return name_in(kPhaseNames, p);
}

// A follower on a scored feature: whose, and where it stands.
struct FollowerAt {
    PlayerId player = 0;
    SegmentPlace place;
    FollowerKind kind = kNormalFollower;
};

// A completed city that a scored field borders, by its earliest segment.
struct CityAt {
    SegmentPlace place;
    std::uint32_t tiles = 0;
};

// What an event was about (format 1.1): the scored feature by its earliest
// segment, every follower on it when it was scored (winners and losers, in
// placement order), and for a field each completed city it borders.
// Under farms: city-majority an event counts the farmers of every field around
// its city instead (`farmers`, by player, by weight; JSON "farmers"): one field
// borders any number of cities, and listing its farmers with each would make
// the report grow as cities x farmers. `followers` is then empty.
struct Evidence {
    std::optional<SegmentPlace> feature;
    std::vector<FollowerAt> followers;
    std::vector<int> farmers;  // by PlayerId; empty but under farms: city-majority
    std::vector<CityAt> cities;
};

// Tokens an expansion's event hands a player, by name: JSON `"KEY": {"NAME": 1}`.
struct Handed {
    std::string_view key;  // "" when the event hands nothing
    std::vector<std::pair<std::string_view, std::int64_t>> counts;
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
    // An event of a bonus move: the word of the expansion that gave it
    // ("builder"; JSON "bonus"), "" for every other move.
    std::string_view bonus;
    // What the event hands its player besides points (tokens), JSON `"KEY": {...}`.
    Handed handed;
};

// Points by column, indexed by Category::index().
using Breakdown = std::array<std::int64_t, kMaxCategories>;

}  // namespace carcassonne
