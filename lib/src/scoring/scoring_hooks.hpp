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

#include "carcassonne/model/document.hpp"
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

// A game log as it stands before a move (never a position: the order of its
// tiles is not the order of play).
struct PlayState {
    const Board& board;
    const Ruleset& rules;
    const Catalogue& catalogue;
    // By tile type: the copies the moves so far placed or discarded (the start tile not counted).
    const std::vector<std::uint32_t>& played;
    // The asking expansion's state (ScoringContext::state).
    const ExpansionState& state;
};

// An expansion's refusal of a tile in a game log.
struct TileRefusal {
    std::string_view rule;  // the rule broken
    std::string reason;     // "tile E may not come yet: ..."
    std::vector<Pos> tiles;
};

// A figure about to stand on a segment of the tile just placed, or standing
// in a position: whose, and of which kind (follower_kind.hpp).
struct NewFigure {
    PlayerId player = 0;
    FollowerKind kind = kNormalFollower;
    // A position's figure, checked where it stands (it is on the feature
    // already, and the position's tiles were not placed in any order).
    bool standing = false;
};

// What an expansion's action (Move::actions) did: its refusal, or the
// features whose figures go home at once (a figure taken back).
struct ActionResult {
    std::optional<TileRefusal> refusal;
    std::vector<SegmentId> returns;
};

// A bonus move: the mover plays once more at once (a builder's second tile),
// instead of the next player in turn order, who may still be named instead:
// the bonus is then declined (a note, not a violation).
struct BonusMove {
    std::string_view word;  // marks the bonus move's events ("builder"): ScoreEvent::bonus
    std::string_view rule;  // the rule that gives it
};

struct ScoringHooks {
    // ---- The expansion's state (ExpansionState), which the game holds ----
    // Set once when a game starts, a log or a position: from what the
    // expansion read of the document (Ruleset::settings) and its catalogue.
    void (*start)(const Ruleset& rules, const Catalogue& catalogue, int players,
                  ExpansionState& state) = nullptr;
    // After each legal move (a placement with its figure and actions, or a
    // discard), before the turn is scored: ctx.mover made `move`.
    void (*after_move)(const ScoringContext& ctx, const Move& move,
                       ExpansionState& state) = nullptr;
    // After a turn's scoring, before the followers go home: every feature the
    // turn completed (roots, in event order), occupied or not. Events it
    // writes follow the turn's own.
    void (*after_turn_scored)(const ScoringContext& ctx, const std::vector<SegmentId>& completed,
                              ExpansionState& state, Events& out) = nullptr;
    // A bonus move for the mover (BonusMove): asked after a legal placement
    // that was not itself a bonus move, with the state after its scoring; the
    // first expansion to give one gives it. None: the next player moves.
    std::optional<BonusMove> (*bonus_move)(const ScoringContext& ctx,
                                           const ExpansionState& state) = nullptr;

    // ---- A tile of a game log, asked only there ----
    // The tile of a move (placed or discarded) refused as it is drawn: an order of the tiles.
    std::optional<TileRefusal> (*refuse_tile)(const PlayState& state, TileTypeId tile) = nullptr;
    // The tile refused on this square in this rotation, where base.tile.placement
    // allows it (asked before it is placed). A tile that every such rule refuses
    // everywhere may be discarded (base.tile.discard); `fits` leaves out what it refuses.
    std::optional<TileRefusal> (*refuse_placement)(const PlayState& state, TileTypeId tile,
                                                   Rotation rot, Pos at) = nullptr;
    // Whether refuse_placement refuses the tile in this rotation on every
    // square where exactly the board edges in `touching` (a bit per Edge index)
    // face placed tiles, decided by the tile alone: a discard then skips those
    // squares at once instead of asking square by square (Game::placeable).
    bool (*refuse_touching)(const PlayState& state, TileTypeId tile, Rotation rot,
                            unsigned touching) = nullptr;
    // A rule to cite beside base.tile.discard when a discard of the tile is
    // refused (the expansion's word on when its tiles may be discarded), or "".
    std::string_view (*cite_discard)(const PlayState& state, TileTypeId tile) = nullptr;

    // ---- A move ----
    // An action of the move (Move::actions) that this expansion declares
    // (ExpansionSyntax::move_keys): applied after the tile is placed and before
    // its figure, in the order written. Its events come before the turn's scoring.
    ActionResult (*act)(const ScoringContext& ctx, const Move& move, const Action& action,
                        ExpansionState& state, Events& out) = nullptr;
    // What the mover may take back instead of placing a figure (an action of
    // the move): each kind's figures by the square they stand on, the kind
    // listed even with none. Asked on the board as it stands, and by `fits`
    // with the tile just placed (Game::returnable, Game::free_features).
    void (*returnable)(const Board& board, PlayerId mover,
                       std::vector<FigureReturn>& out) = nullptr;
    // Figure placement refused: `figure` may not stand on `segment` (asked
    // after the supply and before the base rule; in a position, of every figure
    // as it stands).
    std::optional<FollowerRefusal> (*refuse_follower)(const Board& board, const Ruleset& rules,
                                                      SegmentId segment,
                                                      const NewFigure& figure) = nullptr;
    // Follower placement allowed: a follower on `segment` of the tile just placed,
    // whose feature is occupied, may still stand there if the exception is
    // weighed and nothing blocks it.
    FollowerException (*follower_exception)(const Board& board, const Ruleset& rules,
                                            SegmentId segment, const NewFigure& figure) = nullptr;

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
    // The end of the game, after every feature has scored: the expansion's own
    // final scoring (a majority of tokens), from its state.
    void (*final_game)(const ScoringContext& ctx, const ExpansionState& state,
                       Events& out) = nullptr;

    // ---- Extra citations on a feature's own events ----
    // About the feature, in play and at the end (after base.majority).
    void (*cite_feature)(const ScoringContext& ctx, SegmentId feature, Category category,
                         Citations& also) = nullptr;
    // At the end, after the base rules' citations (expansions that play no part there).
    void (*cite_final)(const ScoringContext& ctx, SegmentId feature, Category category,
                       Citations& also) = nullptr;

    // ---- A log's board written as a position (`carcassonne position`) ----
    // The expansion's setup as it stands after `scoring_turns` turns that
    // scored, with its state then (a setup that changes turn by turn becomes
    // the one in force; tokens held become the position's tally).
    void (*to_position)(Ruleset& rules, const ExpansionState& state,
                        std::size_t scoring_turns) = nullptr;
};

// f(def, hooks) for every expansion the ruleset lists that has scoring hooks,
// in registry order.
template <class F>
void for_each_scoring(const Ruleset& rules, F&& f) {
    for (const ExpansionDef* e : expansions())
        if (e->scoring && rules.has(*e)) f(*e, *e->scoring);
}

// The first refusal of a figure on `segment` by an expansion the ruleset
// lists (ScoringHooks::refuse_follower), or none.
std::optional<FollowerRefusal> follower_refusal(const Board& board, const Ruleset& rules,
                                                SegmentId segment, const NewFigure& figure);

}  // namespace carcassonne
