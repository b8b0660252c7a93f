// Kinds of figure (`meeple: {follower: KIND}`): the base game's normal
// follower, and those an expansion declares in its ExpansionDef (a large
// follower, one that stands only on some features; figures that are not
// followers, a builder or a pig). A
// kind is data: its name, what it weighs in every majority, whether it is a
// follower, where it may stand, and its supply, an option of its own. Base
// code reads this table and never names a kind but the normal one.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "carcassonne/model/types.hpp"

namespace carcassonne {

struct ExpansionDef;

// A kind's place in the table: 0 is the normal follower, then each
// registered expansion's kinds in registry order.
using FollowerKind = std::uint8_t;
constexpr FollowerKind kNormalFollower = 0;
constexpr int kMaxFollowerKinds = 8;

struct FollowerKindDef {
    std::string_view name;  // `follower: NAME`, the shorthand's word, JSON "follower"
    // How many followers it counts as in every majority (roads, cities,
    // monasteries, fields, farmers per city); it adds no points of its own.
    // A figure that is not a follower weighs 0.
    int weight = 1;
    std::string_view weight_rule;  // the rule that says so (none for weight 1)
    // A follower occupies its feature (base.follower.placement: no follower on
    // a feature that holds one, unless an expansion allows it) and is counted
    // wherever followers are counted. A figure that is not one (a builder, a
    // pig) weighs 0 and its placement is its expansion's rule alone
    // (ScoringHooks::refuse_follower); it returns with its feature's followers.
    bool follower = true;
    // The kinds of segment it may stand on; elsewhere it breaks `stand_rule`.
    SegmentKindSet stands_on = kAnySegmentKind;
    // Also on the area kinds its own expansion declares (a figure on a
    // garden), whose SegmentKind is known only once they are registered.
    bool stands_on_own_areas = false;
    std::string_view stand_rule;
    // Its supply: `options: {KEY: N}` (0..1000), `supply` when not given; the
    // rule a placement with none left breaks.
    std::string_view supply_key;
    int supply = 1;
    std::string_view supply_rule;
    std::string_view other_name;  // another word players use for it (did-you-mean)
    char text_mark = '+';         // `draw` as text: after the player's initial
    // Its name is a noun of its own ("1 NAME"), not a word before
    // "follower" ("1 large follower"); a figure that is not a follower always is.
    bool named_alone = false;

    // Set when it is registered.
    FollowerKind id = kNormalFollower;
    const ExpansionDef* owner = nullptr;  // null: the base game's
};

// Every kind, by id: the normal follower first.
const std::vector<const FollowerKindDef*>& follower_kinds();
const FollowerKindDef& follower_kind(FollowerKind k);
const FollowerKindDef* find_follower_kind(std::string_view name);
// What text calls one figure of the kind ("follower", "large follower",
// "NAME" when named alone), or several of them.
std::string figure_noun(FollowerKind k, bool plural = false);
// "a large follower", "an NAME" before a vowel.
std::string with_article(std::string_view noun);
inline int follower_weight(FollowerKind k) {
    return follower_kind(k).weight;
}
inline bool is_follower(FollowerKind k) {
    return follower_kind(k).follower;
}

}  // namespace carcassonne
