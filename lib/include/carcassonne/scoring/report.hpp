// The outcome of adjudicating a document: its events, violations and totals.
// report/render.hpp prints it.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "carcassonne/model/error.hpp"
#include "carcassonne/model/ruleset.hpp"
#include "carcassonne/model/score_event.hpp"

namespace carcassonne {

// The one more move of --then, once played legally: its number, its player and
// what it did ("K at [3, 1]", "discard K").
struct ExtraMove {
    std::int64_t number = 0;
    PlayerId player = 0;
    std::string what;
};

// Each player's total after one turn: `scores:` and the play events so far.
struct RunningTotal {
    std::optional<std::int64_t> turn;  // a log's move number; none for a position's turn
    std::vector<std::int64_t> totals;
    std::vector<PlayerId> leaders;  // leaders_of(totals)
};

// The players with the highest total, in the order of `players` (every one
// of them when all are equal, at the start say).
std::vector<PlayerId> leaders_of(const std::vector<std::int64_t>& totals);

struct Report {
    DocumentKind kind = DocumentKind::Position;
    std::vector<std::string> players;
    std::vector<std::int64_t> carried;  // `scores:`, per player
    Ruleset rules;                      // the expansions listed (the text table shows theirs)
    std::vector<ScoreEvent> events;
    std::vector<Violation> violations;
    std::vector<Notice> notices;  // what moves did besides (a bonus move declined)
    // Each expansion's state after the last move played (by expansion id; empty
    // for one not played): the tokens each player holds, say.
    std::vector<ExpansionState> states;
    // A log: the tile placed in each move that scored, for the text report ("V at [1, 0]").
    std::map<std::int64_t, std::string> placed;
    // Those of them that were a bonus move, with the rule that gave it (the
    // text report marks the move "(bonus tile, RULE)").
    std::map<std::int64_t, std::string> bonus_moves;
    // --then: the extra move, when it was played and broke no rule.
    std::optional<ExtraMove> then;
    // The turns played: a position's one turn of play (turn none), then its
    // moves, or a log's legal moves 1..moves_played (discards too).
    bool turn_of_play = false;
    std::size_t moves_played = 0;
    // Who won, filled in after the final scoring (base.winner, or
    // house.tie-break.later-player when that rule broke a tie), in the order of
    // players; empty whenever no final scoring ran (--no-final, end: false, an
    // illegal move, a position that breaks a rule).
    std::vector<PlayerId> winners;
    std::string_view winner_rule;
    // The totals include a final scoring that has not happened at the table: a
    // position's, a log's stopped by --move before its last move, or one after
    // --then's move (the text report then also prints the score track).
    bool final_hypothetical = false;

    // Per player, per category: folded from the events and `scores:`.
    std::vector<Breakdown> breakdown() const;
    std::vector<std::int64_t> totals() const;
    // Each player's points on the score track: `scores:` plus every play event
    // (the totals without the final scoring).
    std::vector<std::int64_t> track() const;
    // The totals after each turn played (--running), one entry per turn.
    std::vector<RunningTotal> running() const;
    // The same, one entry at a time, none kept: f(entry) returns false to stop.
    void for_each_running(const std::function<bool(const RunningTotal&)>& f) const;
};

}  // namespace carcassonne
