// A game in progress: the board with its followers, whose turn it is, and how
// many turns have scored. A game log is played move by move through play(); a
// position lays its tiles as they lie and scores them as one turn. Either way
// a turn is scored by the same code, and the rules are checked in one place.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "carcassonne/board/board.hpp"
#include "carcassonne/model/document.hpp"
#include "carcassonne/model/score_event.hpp"
#include "carcassonne/scoring/scoring.hpp"

namespace carcassonne {

struct PlayState;  // scoring/scoring_hooks.hpp

// What one move did: the events it scored, or the rule it broke; and what a
// player should read besides (a bonus move declined).
struct MoveResult {
    std::vector<ScoreEvent> events;
    std::optional<Violation> violation;
    std::vector<Notice> notices;
    // A bonus move (BonusMove, scoring_hooks.hpp): its expansion's word and
    // what the text report calls it ("bonus tile"), or empty.
    std::string_view bonus;
    std::string_view bonus_rule;
    bool legal() const { return !violation.has_value(); }
};

class Game {
  public:
    // A game with an empty board, played by the setup's players, rules and
    // catalogue (the document must outlive the game).
    explicit Game(const Document& setup);

    const Board& board() const { return board_; }
    const Document& setup() const { return setup_; }
    int players() const { return static_cast<int>(setup_.players.size()); }
    // Whose turn it is (after a move that earned a bonus move, the same player's).
    PlayerId mover() const { return mover_; }
    // The next move is a bonus move (scoring_hooks.hpp, BonusMove): the rule
    // that gives it, or "".
    std::string_view bonus_pending() const { return offered_rule_; }
    // A position has no turn order: the player of a move played on it.
    void set_mover(PlayerId p) { mover_ = p; }
    // Turns so far that scored a road, city or monastery with a follower on it
    // (an expansion's area kind, a garden, does not make a scoring turn).
    std::size_t scoring_turns() const { return scoring_turns_; }

    // A log's start tile, on an empty board. It is placed in any case; the
    // violation is a start tile other than the one an expansion sets (StartDef).
    std::optional<Violation> place_start(const Placement& start);

    // One move, checked by the rules: base.turn-order, then for a discard
    // base.tile.discard; else one violation, the first broken in this order
    // (FORMAT.md "Game log"): tile placement, the move's actions (an
    // expansion's), follower supply, follower placement. A legal move's
    // completed features score at once (base.scoring.timing) and their
    // followers go home after the whole turn; then the expansions may give the
    // mover a bonus move. After a refused move the board may hold its tile:
    // play no further.
    MoveResult play(const Move& move, std::int64_t number);

    // A position's tile as it lies, checked by nothing, with its follower.
    // Edges that do not match are left unjoined and go to `mismatches`.
    TileIndex lay(const Placement& p, std::vector<EdgeMismatch>& mismatches);
    // A position's one turn of play: every completed feature that still holds
    // followers scores, then their followers go home.
    std::vector<ScoreEvent> score_completed_features();

    // The final scoring of everything left on the board, then each
    // expansion's own (ScoringHooks::final_game).
    std::vector<ScoreEvent> final_scoring() const;
    // Each expansion's state (by expansion id; empty for one not played).
    const std::vector<ExpansionState>& states() const { return states_; }

    // The board written as a position: every tile in placement order, with the
    // followers still standing on it, and the expansions' setup as it stands
    // now (each expansion says, through its to_position hook); `scores:` are
    // the setup's.
    Document to_position() const;

    // ---- Asking without playing (fits): play()'s own checks ----
    // base.tile.placement for this tile here; an edge mismatch names the
    // rotations of the tile that would fit on the square.
    std::optional<Violation> check_placement(const Placement& p) const;
    // In a game log, the expansions' rules on the tile drawn (its order among
    // the tiles) and on this placement (ScoringHooks::refuse_tile,
    // refuse_placement); a position has none.
    std::optional<Violation> check_draw(TileTypeId tile) const;
    std::optional<Violation> check_play_rules(TileTypeId tile, Rotation rot, Pos at) const;
    // The placements base.tile.placement allows and check_play_rules does not
    // refuse; with `first_only`, the first of them alone.
    std::vector<TilePlace> allowed_placements(TileTypeId tile, bool first_only = false) const;
    // Whether allowed_placements() would find one, at what a placement costs:
    // class by class of squares (Board::find_fitting), a class that an
    // expansion refuses by the tile's shape alone skipped whole (a discard).
    bool placeable(TileTypeId tile);
    // base.follower.supply: whether the mover has a figure of this kind left.
    std::optional<Violation> check_supply(Pos where, FollowerKind kind) const;
    // The features of a tile placed here (a legal placement) on which the
    // mover's figure of each kind may stand (base.follower.placement, with
    // every expansion's rules), in segment order, by kind (follower_kinds()
    // order); a kind the mover has none of left, or whose expansion the
    // document does not list, has none: the tile is laid for a moment, each
    // figure is checked as play() checks it, and all of it is taken back.
    // With `returns`, also what the mover could take back with the tile
    // placed there (returnable(), asked during the trial).
    // With `marks`, the copy that shows them (a garden copy), else the type's.
    std::vector<std::vector<FeatureRef>> free_features(TileTypeId tile, Rotation rot, Pos at,
                                                       std::vector<FigureReturn>* returns = nullptr,
                                                       std::optional<MarkSet> marks = std::nullopt);
    // The mover's figures that a move could take back on the board as it
    // stands (ScoringHooks::returnable): a kind whose expansion is played is
    // listed even with none.
    std::vector<FigureReturn> returnable() const;

  private:
    // The one scoring of a turn: the completed features (roots) that hold
    // followers, in event order; then the expansions' word on every completed
    // feature (ScoringHooks::after_turn_scored); then the followers return.
    std::vector<ScoreEvent> score_turn(std::vector<SegmentId> completed,
                                       std::optional<std::int64_t> turn,
                                       std::optional<PlayerId> mover);
    // The context of a move's hooks: the board, the mover and the states.
    ScoringContext context(std::optional<std::int64_t> turn, std::optional<PlayerId> mover) const;
    // base.turn-order, with a bonus move pending: the same player, or the next
    // one (the bonus declined, told in `result`).
    std::optional<Violation> check_turn(const Move& m, std::int64_t number, MoveResult& result);
    // The move's actions, in order (ScoringHooks::act).
    std::optional<Violation> act(const Move& m, std::int64_t number, MoveResult& result);
    // base.tile.discard: a tile that fits somewhere may not be discarded; the
    // first place it fits, for the message, and the expansions' rules beside it.
    std::optional<Violation> check_discard(TileTypeId tile);
    // After a move that is not itself a bonus move: whether an expansion gives
    // the mover another (ScoringHooks::bonus_move), kept for the next move.
    void offer_bonus_move(std::int64_t number);
    // base.follower.placement for a figure on `segment` of the tile just placed
    // at `where`: where its kind may stand, an expansion's refusal, then for a
    // follower the base rule (no follower on an occupied feature) and the
    // expansions' exceptions to it.
    std::optional<Violation> check_follower(const FollowerSpec& f, SegmentId segment,
                                            Pos where) const;
    std::optional<Violation> place_follower(const FollowerSpec& f, TileIndex tile, Pos where);
    // A legal move is over: the expansions hear of it (after_move).
    void moved(const Move& m, std::int64_t number);
    // Expansion e's state in a PlayState.
    PlayState play_state(const ExpansionDef& e) const;

    const Document& setup_;
    Board board_;
    PlayerId mover_ = 0;
    std::size_t scoring_turns_ = 0;
    SegmentId placed_follower_ = kNoSegment;
    // A bonus move offered to mover_ for the next move (its rule and word), and
    // the word of the bonus move being played.
    std::string_view offered_rule_, offered_word_, bonus_word_;

    std::vector<std::uint32_t> played_;  // by tile type: placed or discarded by a move
    // By expansion id: its state (ScoringHooks::start); empty for one not played.
    std::vector<ExpansionState> states_;
    std::vector<SegmentId> completed_;  // scratch: what a placement completed
};

}  // namespace carcassonne
