// Kinds of follower (`meeple: {follower: KIND}`): the base game's normal
// follower, and those an expansion declares in its ExpansionDef (a large
// follower, later a wagon or a mayor). A kind is data: its name, what it
// weighs in every majority, and its supply, an option of its own. Base code
// reads this table and never names a kind but the normal one.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

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
    int weight = 1;
    std::string_view weight_rule;  // the rule that says so (none for weight 1)
    // Its supply: `options: {KEY: N}` (0..1000), `supply` when not given; the
    // rule a placement with none left breaks.
    std::string_view supply_key;
    int supply = 1;
    std::string_view supply_rule;
    std::string_view other_name;  // another word players use for it (did-you-mean)
    char text_mark = '+';         // `draw` as text: after the player's initial

    // Set when it is registered.
    FollowerKind id = kNormalFollower;
    const ExpansionDef* owner = nullptr;  // null: the base game's
};

// Every kind, by id: the normal follower first.
const std::vector<const FollowerKindDef*>& follower_kinds();
const FollowerKindDef& follower_kind(FollowerKind k);
const FollowerKindDef* find_follower_kind(std::string_view name);
inline int follower_weight(FollowerKind k) {
    return follower_kind(k).weight;
}

}  // namespace carcassonne
