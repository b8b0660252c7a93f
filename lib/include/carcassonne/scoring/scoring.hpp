// Where features are scored: completed roads, cities and monasteries during
// play, and everything left at the end. Each function appends ScoreEvents that
// cite the rule they apply; none of them returns followers (the game does,
// after the whole turn is scored). The expansions take part through their
// scoring hooks (lib/src/scoring/scoring_hooks.hpp); nothing here names one.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "carcassonne/board/board.hpp"
#include "carcassonne/model/ruleset.hpp"
#include "carcassonne/model/score_event.hpp"

namespace carcassonne {

// Figures of one kind the mover may take back instead of placing one (an
// expansion's action, `return:`), by the square each stands on.
struct FigureReturn {
    FollowerKind kind = kNormalFollower;
    std::vector<Pos> from;
};

// What scoring needs to know besides the board.
struct ScoringContext {
    ScoringContext(const Board& b, const Ruleset& r, int player_count)
        : board(b), rules(r), players(player_count) {}
    const Board& board;
    const Ruleset& rules;
    int players = 2;
    std::optional<std::int64_t> turn;        // the move's number; none in a position
    std::optional<PlayerId> mover;           // who made the move; none for a position's turn
    SegmentId placed_follower = kNoSegment;  // the segment a follower was put on this turn
    std::size_t scoring_turns = 0;           // earlier turns that scored a feature with a follower
    // The move is a bonus move an expansion gave (BonusMove::word), or "".
    std::string_view bonus;
    // By tile type: the copies the moves so far placed or discarded (a log's
    // start tile not counted), or null.
    const std::vector<std::uint32_t>* played = nullptr;
    // Each expansion's state (by expansion id), as the game holds it.
    const std::vector<ExpansionState>* states = nullptr;
    // The players' names (an event's words may name others than its player:
    // what each holds of a majority), or null.
    const std::vector<std::string>* names = nullptr;
    std::string name_of(PlayerId p) const {
        return names && p < names->size() ? (*names)[p] : "player " + std::to_string(p + 1);
    }
    const ExpansionState& state(const ExpansionDef& e) const {
        static const ExpansionState kNone;
        return states && e.id < states->size() ? (*states)[e.id] : kNone;
    }
};

// The players with the most followers on a feature (base.majority), in turn order.
std::vector<PlayerId> majority(const FeatureGraph& graph, SegmentId feature, int players);
// The same, from the followers each player has on it.
std::vector<PlayerId> majority(const std::array<int, kMaxPlayers>& counts, int players);

// Sorts feature roots into event order: roads, cities, monasteries, fields; then
// by the feature's earliest segment (placement order, then segment order on a tile).
void sort_for_scoring(const FeatureGraph& graph, std::vector<SegmentId>& roots);

// base.road.completed, base.city.completed, base.monastery.completed: one
// completed feature during play, with every expansion's events about it.
void score_completed(const ScoringContext& ctx, SegmentId feature, std::vector<ScoreEvent>& out);

// base.final.*: one incomplete road, city or monastery, or one field, as the
// final scoring scores it (with the expansions' final events).
void score_final_feature(const ScoringContext& ctx, SegmentId feature,
                         std::vector<ScoreEvent>& out);

// The final scoring of the fields that hold farmers (in event order), by the
// ruleset's farms reading: base.final.field field by field, or a house reading
// (house.farms.city-once, house.farms.city-majority, house.farms.none).
void score_fields(const ScoringContext& ctx, const std::vector<SegmentId>& fields,
                  std::vector<ScoreEvent>& out);

// The final scoring: every feature that holds followers, in event order.
void score_final(const ScoringContext& ctx, std::vector<ScoreEvent>& out);

// Who wins with these totals (one per player, after the final scoring): the
// players with the most points (base.winner), or under `tie-break:
// later-player` the last of them in turn order (house.tie-break.later-player,
// cited only when it broke a tie).
struct Winners {
    std::vector<PlayerId> players;  // in turn order
    std::string_view rule;
};
Winners decide_winners(const std::vector<std::int64_t>& totals, TieBreak tie_break);

}  // namespace carcassonne
