// The rules a game is played under: the expansions, the options and what each
// expansion takes from the document, as one value.
#pragma once

#include <array>
#include <cstdint>
#include <memory>

#include "carcassonne/model/expansion.hpp"
#include "carcassonne/model/names.hpp"
#include "carcassonne/model/tile.hpp"

namespace carcassonne {

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
    ExpansionSet expansions = 0;  // bit i: the expansion of id i (expansion.hpp)
    int followers = 7;
    FarmReading farms = FarmReading::EachField;  // options: {farms: ...}
    int tiny_city = 4;                           // options: {tiny-city: 4 | 2}
    TieBreak tie_break = TieBreak::Shared;       // options: {tie-break: ...}

    bool has(ExpansionId e) const { return expansions & (ExpansionSet{1} << e); }

    // How many followers of a kind each player has (follower_kind.hpp): the
    // normal ones are `followers`; another kind's, its option when given, else
    // its default, and none when its expansion is not played.
    int supply(FollowerKind k) const {
        if (k == kNormalFollower) return followers;
        const FollowerKindDef& def = follower_kind(k);
        if (def.owner && !has(*def.owner)) return 0;
        return supplies_[k] >= 0 ? supplies_[k] : def.supply;
    }
    void set_supply(FollowerKind k, int n) {
        if (k == kNormalFollower)
            followers = n;
        else
            supplies_[k] = static_cast<std::int16_t>(n);
    }
    bool has(const ExpansionDef& e) const { return has(e.id); }
    // Whether a game under these rules names the expansion's options and kinds
    // of figure: when it plays it, or when it is always listed.
    bool lists(const ExpansionDef& e) const { return has(e) || e.shown_when_not_played; }
    void add(ExpansionId e) { expansions |= ExpansionSet{1} << e; }

    // The value of an expansion's option i (ExpansionDef::options[i]), as the
    // index of its value: 0, the default, unless `options:` chose another.
    std::uint8_t option(const ExpansionDef& e, std::size_t i) const { return options_[e.id][i]; }
    void set_option(const ExpansionDef& e, std::size_t i, std::uint8_t value) {
        options_[e.id][i] = value;
    }

    // What an expansion read from the document (an option, its own key): a
    // value of the expansion's own type, by its id; null for its defaults.
    // Shared and never changed once read: a Ruleset copies cheaply, and a
    // change (a log's setup turned into a position's) puts a new value.
    template <class T>
    const T* settings(const ExpansionDef& e) const {
        return static_cast<const T*>(settings_[e.id].get());
    }
    template <class T>
    void set_settings(const ExpansionDef& e, T value) {
        settings_[e.id] = std::make_shared<const T>(std::move(value));
    }

  private:
    std::array<std::int16_t, kMaxFollowerKinds> supplies_ = [] {
        std::array<std::int16_t, kMaxFollowerKinds> a{};
        a.fill(-1);  // the kind's default
        return a;
    }();
    std::array<std::array<std::uint8_t, kMaxOptions>, kMaxExpansions> options_{};
    std::array<std::shared_ptr<const void>, kMaxExpansions> settings_{};
};

// The columns of a report under these rules, in report order: every column
// but those of expansions not played and not shown_when_not_played.
std::vector<Category> report_categories(const Ruleset& rules);

// The first expansion (in registry order) that a mark of the tile belongs to
// and the ruleset does not list: the tile may not be placed without it.
const ExpansionDef* missing_expansion(const Ruleset& rules, const TileDef& def);

}  // namespace carcassonne
