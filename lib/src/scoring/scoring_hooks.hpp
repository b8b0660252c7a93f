// What an expansion may do during a move, a turn's scoring and the final
// scoring: the points base scoring (game.cpp, scoring.cpp, award.cpp) calls,
// and each expansion fills (its ExpansionDef::scoring). Base code never names
// an expansion.
//
// The members are the points in the order the engine reaches them. For a
// completed road, city or monastery that is the documented order of its events
// (scenarios/README.md, "Order of events"):
//   1. before_feature  (events that come first: a mark on the feature scores)
//   2. the feature's own events, or replace_award's instead (a feature the
//      expansion scores in its own way)
//   3. change_award    (the difference a scoring modifier makes to them)
//   4. after_feature   (events that follow the feature's; at the end of the game too)
// HACKING.md names the built-in expansion that uses each point.
// At one point the expansions are asked in registry order. The final-scoring
// notes of cite_final are listed in rule-id order, whatever the order.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "carcassonne/model/expansion.hpp"
#include "scoring/award.hpp"

namespace carcassonne {

using Events = std::vector<ScoreEvent>;
using Citations = std::vector<std::string_view>;

// An expansion's word on a follower put on an occupied feature.
struct FollowerException {
    bool weighed = false;            // the expansion's rule applies to this segment
    SegmentId blocker = kNoSegment;  // weighed: a segment whose follower still blocks, or none
    std::string_view rule;           // weighed: the rule weighed (cited in the violation's also)
};

// An expansion's own refusal of a follower, whatever else stands on the feature.
struct FollowerRefusal {
    std::string_view rule;  // the rule broken
    std::string reason;     // "the road at E of [1, 0] is closed to followers"
};

// An expansion's own counts of a game log (how many of its tiles the moves took),
// which the game keeps for it as the log goes, so that a hook costs time for
// the tile it is asked about rather than for the whole catalogue. What each
// count means is the expansion's (ScoringHooks::start_log and took); the game
// only holds them, and copies them with itself.
using LogTally = std::vector<std::int64_t>;

// A game log as it stands before a move (never a position: the order of its
// tiles is not the order of play).
struct PlayState {
    const Board& board;
    const Ruleset& rules;
    const Catalogue& catalogue;
    // By tile type: the copies the moves so far placed or discarded (the start tile not counted).
    const std::vector<std::uint32_t>& played;
    // The asking expansion's counts of this log (empty when it keeps none).
    const LogTally& tally;
};

// An expansion's refusal of a tile in a game log.
struct TileRefusal {
    std::string_view rule;  // the rule broken
    std::string reason;     // "tile E may not come yet: ..."
    std::vector<Pos> tiles;
};

struct ScoringHooks {
    // ---- A tile of a game log, asked only there ----
    // Set its counts of a game log once, when the game starts: `catalogue` is
    // the document's (custom tiles included).
    void (*start_log)(const Catalogue& catalogue, LogTally& tally) = nullptr;
    // A move placed or discarded a copy of `tile`; `copies`: the moves' copies
    // of it so far, this one included. Told before the next move is asked about.
    void (*took)(const Catalogue& catalogue, TileTypeId tile, std::uint32_t copies,
                 LogTally& tally) = nullptr;
    // The tile of a move (placed or discarded) refused as it is drawn: an order of the tiles.
    std::optional<TileRefusal> (*refuse_tile)(const PlayState& state, TileTypeId tile) = nullptr;
    // The tile refused on this square in this rotation, where base.tile.placement
    // allows it (asked before it is placed). A tile that every such rule refuses
    // everywhere may be discarded (base.tile.discard); `fits` leaves out what it refuses.
    std::optional<TileRefusal> (*refuse_placement)(const PlayState& state, TileTypeId tile,
                                                   Rotation rot, Pos at) = nullptr;
    // A rule to cite beside base.tile.discard when a discard of the tile is
    // refused (the expansion's word on when its tiles may be discarded), or "".
    std::string_view (*cite_discard)(const PlayState& state, TileTypeId tile) = nullptr;

    // ---- A move ----
    // Follower placement refused: a follower may not stand on `segment` of the
    // tile just placed (asked after the supply and before the base rule).
    std::optional<FollowerRefusal> (*refuse_follower)(const Board& board, const Ruleset& rules,
                                                      SegmentId segment) = nullptr;
    // Follower placement allowed: a follower on `segment` of the tile just placed,
    // whose feature is occupied, may still stand there if the exception is
    // weighed and nothing blocks it.
    FollowerException (*follower_exception)(const Board& board, const Ruleset& rules,
                                            SegmentId segment) = nullptr;

    // ---- What a completed road or city is worth per tile and coat of arms ----
    // Change the values (award.hpp, completed_values): asked in registry
    // order, each starting from what the ones before left.
    void (*change_values)(const Feature& f, const Ruleset& rules, UnitValues& v) = nullptr;

    // ---- A completed feature during play, points 1 to 4 ----
    void (*before_feature)(const ScoringContext& ctx, SegmentId feature, Events& out) = nullptr;
    // True when it wrote the feature's events instead of the base award.
    bool (*replace_award)(const ScoringContext& ctx, SegmentId feature, Events& out) = nullptr;
    // `base_points`: what each majority holder scores under the base rules.
    void (*change_award)(const ScoringContext& ctx, SegmentId feature, std::int64_t base_points,
                         Events& out) = nullptr;
    void (*after_feature)(const ScoringContext& ctx, SegmentId feature, Phase phase,
                          Events& out) = nullptr;

    // ---- The final scoring ----
    // Change the base award of a feature at the end: its rule, points or words.
    void (*change_final_award)(const ScoringContext& ctx, SegmentId feature, Award& a) = nullptr;

    // ---- Extra citations on a feature's own events ----
    // About the feature, in play and at the end (after base.majority).
    void (*cite_feature)(const ScoringContext& ctx, SegmentId feature, Category category,
                         Citations& also) = nullptr;
    // At the end, after the base rules' citations (expansions that play no part there).
    void (*cite_final)(const ScoringContext& ctx, SegmentId feature, Category category,
                       Citations& also) = nullptr;

    // ---- A log's board written as a position (`carcassonne position`) ----
    // The expansion's setup as it stands after `scoring_turns` turns that
    // scored (a setup that changes turn by turn becomes the one in force).
    void (*to_position)(Ruleset& rules, std::size_t scoring_turns) = nullptr;
};

// f(def, hooks) for every expansion the ruleset lists that has scoring hooks,
// in registry order.
template <class F>
void for_each_scoring(const Ruleset& rules, F&& f) {
    for (const ExpansionDef* e : expansions())
        if (e->scoring && rules.has(*e)) f(*e, *e->scoring);
}

// The first refusal of a follower on `segment` by an expansion the ruleset
// lists (ScoringHooks::refuse_follower), or none.
std::optional<FollowerRefusal> follower_refusal(const Board& board, const Ruleset& rules,
                                                SegmentId segment);

}  // namespace carcassonne
