// A game in progress: the rules of a move, checked in one place (its
// followers' in game_followers.cpp), and the one scoring of a turn, for game
// logs and positions alike.
#include "carcassonne/scoring/game.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <iterator>

#include "carcassonne/model/area_kind.hpp"
#include "carcassonne/model/rule_ids.hpp"
#include "carcassonne/model/wording.hpp"
#include "carcassonne/scoring/scoring.hpp"
#include "scoring/placement_messages.hpp"
#include "scoring/scoring_hooks.hpp"

namespace carcassonne {

std::string mismatch_message(std::string_view a, Pos a_at, Edge edge, EdgeKind a_shows,
                             std::string_view b, Pos b_at, EdgeKind b_shows) {
    return fmt::format("the {} edge of {} at {} ({}) does not match the {} edge of {} at {} ({})",
                       name(edge), a, to_string(a_at), name(a_shows), name(opposite(edge)), b,
                       to_string(b_at), name(b_shows));
}

void cite_mismatch(Violation& v, EdgeKind a_shows, EdgeKind b_shows) {
    const ExpansionDef* line = line_owner();
    if (!line || (a_shows != EdgeKind::Line && b_shows != EdgeKind::Line)) return;
    v.also.insert(v.also.begin(), v.rule);
    v.rule = line->line->rule;
}

std::string rotation_hint(std::string_view tile, std::uint8_t rotations) {
    if ((rotations & 0xF) == 0) return fmt::format("no rotation of {} fits here", tile);
    return fmt::format("{} fits here with rot: {}", tile, rotations_or(rotations));
}

Violation move_violation(std::string_view rule, std::string message, std::vector<Pos> tiles) {
    Violation v;
    v.rule = rule;
    v.message = std::move(message);
    v.tiles = std::move(tiles);
    return v;
}

Game::Game(const Document& setup)
    : setup_(setup), board_(setup.catalogue), played_(setup.catalogue.size(), 0) {
    // Room for every tile the document places, made once rather than by doubling
    // (a long log's board would otherwise be copied and its pages touched twice).
    std::size_t tiles = 0, segments = 0;
    auto count = [&](const Placement& p) {
        ++tiles;
        if (p.tile.value() < setup.catalogue.size())
            segments += setup.catalogue[p.tile].segments.size();
    };
    if (setup.kind == DocumentKind::Log) {
        count(setup.start);
        for (const Move& m : setup.moves)
            if (!m.discard) count(m.placement);
    } else {
        for (const Placement& p : setup.board) count(p);
    }
    board_.reserve(tiles + 1, segments + 16);  // and a --then move
    board_.play_areas(areas_played(setup.rules));
    states_.resize(expansions().size());
    for_each_scoring(setup.rules, [&](const ExpansionDef& e, const ScoringHooks& h) {
        if (h.start) h.start(setup.rules, setup.catalogue, players(), states_[e.id]);
    });
}

ScoringContext Game::context(std::optional<std::int64_t> turn,
                             std::optional<PlayerId> mover) const {
    ScoringContext ctx(board_, setup_.rules, players());
    ctx.turn = turn;
    ctx.mover = mover;
    ctx.placed_follower = placed_follower_;
    ctx.scoring_turns = scoring_turns_;
    ctx.bonus = bonus_word_;
    ctx.states = &states_;
    ctx.names = &setup_.players;
    ctx.played = &played_;
    return ctx;
}

PlayState Game::play_state(const ExpansionDef& e) const {
    return PlayState{board_, setup_.rules, setup_.catalogue, played_, states_[e.id]};
}

void Game::moved(const Move& m, std::int64_t number) {
    ScoringContext ctx = context(number, mover_);
    for_each_scoring(setup_.rules, [&](const ExpansionDef& e, const ScoringHooks& h) {
        if (h.after_move) h.after_move(ctx, m, states_[e.id]);
    });
}

std::optional<Violation> Game::place_start(const Placement& s) {
    const TileDef& def = setup_.catalogue[s.tile];
    board_.place(s.tile, s.rot, s.at, s.marks.value_or(def.marks));
    const ExpansionDef* e = start_setter(setup_.rules);
    if (!e || def.id == e->start->tile) return std::nullopt;
    Violation v = move_violation(
        e->start->rule,
        fmt::format("the start tile is {}; with {} it is {}", def.id, e->name, e->start->tile),
        {s.at});
    if (s.loc.line) v.line = s.loc.line;
    return v;
}

std::optional<Violation> Game::check_turn(const Move& m, std::int64_t number, MoveResult& result) {
    const auto& names = setup_.players;
    auto next = static_cast<PlayerId>((mover_ + 1) % players());
    if (!offered_rule_.empty() && m.player && *m.player == next && next != mover_) {
        // The bonus move is the mover's to take or leave: naming the next player leaves it.
        Notice n;
        n.move = number;
        if (m.player_loc.line) n.line = m.player_loc.line;
        n.rule = offered_rule_;
        n.message = fmt::format("{} declines the bonus move: {} moves", names[mover_], names[next]);
        result.notices.push_back(std::move(n));
        offered_rule_ = offered_word_ = {};
        mover_ = next;
    }
    if (m.player && *m.player != mover_)
        return move_violation(
            rule::kTurnOrder,
            fmt::format("it is {}'s turn, not {}'s", names[mover_], names[*m.player]), {});
    return std::nullopt;
}

std::optional<Violation> Game::act(const Move& m, std::int64_t number, MoveResult& result) {
    for (const Action& a : m.actions) {
        const ExpansionDef& e = expansion(a.expansion);
        if (!e.scoring || !e.scoring->act || !setup_.rules.has(e)) continue;
        ScoringContext ctx = context(number, mover_);
        ActionResult r = e.scoring->act(ctx, m, a, states_[e.id], result.events);
        if (r.refusal) {
            Violation v = move_violation(r.refusal->rule, std::move(r.refusal->reason),
                                         std::move(r.refusal->tiles));
            // --then's move stands in no line, whatever its reader said of its keys.
            if (a.loc.line && m.placement.loc.line) v.line = a.loc.line;
            return v;
        }
        for (SegmentId f : r.returns) board_.return_followers(f);
    }
    return std::nullopt;
}

MoveResult Game::play(const Move& m, std::int64_t number) {
    MoveResult result;
    const Placement& p = m.placement;
    const TileDef& def = setup_.catalogue[p.tile];
    auto refuse = [&](Violation v) {
        v.move = number;
        if (!v.line && p.loc.line) v.line = p.loc.line;  // --then's move stands in no line
        result.violation = std::move(v);
        return result;
    };
    if (auto v = check_turn(m, number, result)) return refuse(std::move(*v));
    if (!offered_rule_.empty()) result.bonus = offered_word_, result.bonus_rule = offered_rule_;
    if (auto v = check_draw(p.tile)) return refuse(std::move(*v));
    if (m.discard) {
        if (auto v = check_discard(p.tile)) return refuse(std::move(*v));
        ++played_[p.tile.value()];
        moved(m, number);
        return result;  // base.turn-order: a discard does not end the turn
    }
    if (auto v = check_placement(p)) return refuse(std::move(*v));
    if (auto v = check_play_rules(p.tile, p.rot, p.at)) return refuse(std::move(*v));
    ++played_[p.tile.value()];
    completed_.clear();
    TileIndex tile = board_.place(p.tile, p.rot, p.at, p.marks.value_or(def.marks), &completed_);
    placed_follower_ = kNoSegment;
    bonus_word_ = offered_word_;
    offered_rule_ = offered_word_ = {};
    if (auto v = act(m, number, result)) return refuse(std::move(*v));
    if (p.follower)
        if (auto v = place_follower(*p.follower, tile, p.at)) return refuse(std::move(*v));
    moved(m, number);
    auto scored = score_turn(completed_, number, mover_);
    result.events.insert(result.events.end(), std::make_move_iterator(scored.begin()),
                         std::make_move_iterator(scored.end()));
    if (!bonus_word_.empty())
        for (ScoreEvent& e : result.events) e.bonus = bonus_word_;
    // A bonus move never earns another.
    if (bonus_word_.empty()) offer_bonus_move(number);
    bonus_word_ = {};
    if (offered_rule_.empty()) mover_ = static_cast<PlayerId>((mover_ + 1) % players());
    return result;
}

std::optional<Violation> Game::check_discard(TileTypeId tile) {
    if (!board_.fits_anywhere(tile) || !placeable(tile)) return std::nullopt;
    // A refused discard ends the game: the first place in board order, for the
    // message, may cost the frontier.
    auto places = allowed_placements(tile, true);
    if (places.empty()) return std::nullopt;
    Violation v = move_violation(
        rule::kTileDiscard,
        fmt::format("tile {} fits on the board, so it may not be discarded (it fits at {} with "
                    "rot: {})",
                    setup_.catalogue[tile].id, to_string(places[0].at), 90 * places[0].rot),
        {});
    for_each_scoring(setup_.rules, [&](const ExpansionDef& e, const ScoringHooks& h) {
        if (h.cite_discard)
            if (auto r = h.cite_discard(play_state(e), tile); !r.empty()) v.also.push_back(r);
    });
    return v;
}

void Game::offer_bonus_move(std::int64_t number) {
    ScoringContext ctx = context(number, mover_);
    for_each_scoring(setup_.rules, [&](const ExpansionDef& e, const ScoringHooks& h) {
        if (!offered_rule_.empty() || !h.bonus_move) return;
        if (auto b = h.bonus_move(ctx, states_[e.id]))
            offered_word_ = b->word, offered_rule_ = b->rule;
    });
}

std::optional<Violation> Game::check_placement(const Placement& p) const {
    const TileDef& def = setup_.catalogue[p.tile];
    PlacementCheck c = board_.check_placement(p.tile, p.rot, p.at);
    switch (c.problem) {
        case PlacementCheck::Problem::None:
            return std::nullopt;
        case PlacementCheck::Problem::Occupied:
            return move_violation(rule::kTilePlacement,
                                  fmt::format("the square {} already holds tile {}",
                                              to_string(p.at), board_.def_of(c.other).id),
                                  {p.at});
        case PlacementCheck::Problem::Isolated:
            return move_violation(
                rule::kTilePlacement,
                fmt::format("tile {} at {} touches no placed tile", def.id, to_string(p.at)),
                {p.at});
        case PlacementCheck::Problem::Mismatch: {
            Pos other = board_.tile(c.other).at;
            EdgeKind mine = def.edge_kind_on_board(c.edge, p.rot);
            EdgeKind theirs = board_.edge_kind(c.other, opposite(c.edge));
            Violation v = move_violation(
                rule::kTilePlacement,
                mismatch_message(def.id, p.at, c.edge, mine, board_.def_of(c.other).id, other,
                                 theirs) +
                    "; " + rotation_hint(def.id, board_.fitting_rotations(p.tile, p.at)),
                {p.at, other});
            cite_mismatch(v, mine, theirs);
            return v;
        }
    }
    return std::nullopt;
}

namespace {

Violation violation_of(TileRefusal r) {
    return move_violation(r.rule, std::move(r.reason), std::move(r.tiles));
}

}  // namespace

std::optional<Violation> Game::check_draw(TileTypeId tile) const {
    std::optional<Violation> out;
    if (setup_.kind != DocumentKind::Log) return out;
    for_each_scoring(setup_.rules, [&](const ExpansionDef& e, const ScoringHooks& h) {
        if (!out && h.refuse_tile)
            if (auto r = h.refuse_tile(play_state(e), tile)) out = violation_of(std::move(*r));
    });
    return out;
}

std::optional<Violation> Game::check_play_rules(TileTypeId tile, Rotation rot, Pos at) const {
    std::optional<Violation> out;
    if (setup_.kind != DocumentKind::Log) return out;
    for_each_scoring(setup_.rules, [&](const ExpansionDef& e, const ScoringHooks& h) {
        if (!out && h.refuse_placement)
            if (auto r = h.refuse_placement(play_state(e), tile, rot, at))
                out = violation_of(std::move(*r));
    });
    return out;
}

std::vector<TilePlace> Game::allowed_placements(TileTypeId tile, bool first_only) const {
    std::vector<TilePlace> out;
    for (const TilePlace& t : board_.legal_placements(tile)) {
        if (check_play_rules(tile, t.rot, t.at)) continue;
        out.push_back(t);
        if (first_only) break;
    }
    return out;
}

bool Game::placeable(TileTypeId tile) {
    auto skip = [&](Rotation rot, unsigned touching) {
        bool refused = false;
        if (setup_.kind != DocumentKind::Log) return refused;  // as check_play_rules
        for_each_scoring(setup_.rules, [&](const ExpansionDef& e, const ScoringHooks& h) {
            if (!refused && h.refuse_touching)
                refused = h.refuse_touching(play_state(e), tile, rot, touching);
        });
        return refused;
    };
    auto accept = [&](const TilePlace& t) {
        return board_.check_placement(tile, t.rot, t.at).ok() &&
               !check_play_rules(tile, t.rot, t.at);
    };
    return board_.find_fitting(tile, skip, accept).has_value();
}

TileIndex Game::lay(const Placement& p, std::vector<EdgeMismatch>& mismatches) {
    auto marks = p.marks.value_or(setup_.catalogue[p.tile].marks);
    TileIndex t = board_.place(p.tile, p.rot, p.at, marks, nullptr, &mismatches);
    if (p.follower)
        board_.place_follower(board_.segment(t, p.follower->on), *p.follower->player,
                              p.follower->kind);
    return t;
}

std::vector<ScoreEvent> Game::score_completed_features() {
    std::vector<SegmentId> completed;
    for (SegmentId s{}; s.value() < board_.graph().size(); s = s + 1)
        if (board_.graph().is_root(s) && board_.graph().feature(s).completed())
            completed.push_back(s);
    placed_follower_ = kNoSegment;
    return score_turn(std::move(completed), std::nullopt, std::nullopt);
}

// base.scoring.timing: what the turn completed and that holds followers scores
// now; then the expansions hear of everything it completed; base.follower.return:
// the followers go home after all of it.
std::vector<ScoreEvent> Game::score_turn(std::vector<SegmentId> completed,
                                         std::optional<std::int64_t> turn,
                                         std::optional<PlayerId> mover) {
    std::vector<ScoreEvent> events;
    const FeatureGraph& graph = board_.graph();
    if (completed.empty()) return events;
    sort_for_scoring(graph, completed);
    ScoringContext ctx = context(turn, mover);
    // A scoring turn scored a road, city or monastery with a follower; an
    // expansion's area kind (a garden) scores without making one.
    bool scored = false;
    for (SegmentId r : completed)
        if (graph.occupied(r)) {
            score_completed(ctx, r, events);
            scored = scored || graph.feature(r).kind <= SegmentKind::Monastery;
        }
    for_each_scoring(setup_.rules, [&](const ExpansionDef& e, const ScoringHooks& h) {
        if (h.after_turn_scored) h.after_turn_scored(ctx, completed, states_[e.id], events);
    });
    for (SegmentId r : completed) board_.return_followers(r);
    if (scored) ++scoring_turns_;
    return events;
}

std::vector<ScoreEvent> Game::final_scoring() const {
    std::vector<ScoreEvent> events;
    ScoringContext ctx = context(std::nullopt, std::nullopt);
    score_final(ctx, events);
    for_each_scoring(setup_.rules, [&](const ExpansionDef& e, const ScoringHooks& h) {
        if (h.final_game) h.final_game(ctx, states_[e.id], events);
    });
    return events;
}

Document Game::to_position() const {
    Document pos;
    pos.file = setup_.file;
    pos.kind = DocumentKind::Position;
    pos.players = setup_.players;
    pos.rules = setup_.rules;
    pos.catalogue = setup_.catalogue;
    pos.carried = setup_.carried;
    // What an expansion's setup is in a position after this game's scoring turns.
    for_each_scoring(setup_.rules, [&](const ExpansionDef& e, const ScoringHooks& h) {
        if (h.to_position) h.to_position(pos.rules, states_[e.id], scoring_turns_);
    });
    for (std::uint32_t t = 0; t < board_.tile_count(); ++t) {
        const PlacedTile& pt = board_.tile(TileIndex(t));
        Placement p;
        p.tile = pt.type;
        p.at = pt.at;
        p.rot = pt.rot;
        p.marks = pt.marks;
        pos.board.push_back(p);
    }
    board_.graph().for_each_standing([&](PlayerId player, SegmentId s, FollowerKind kind) {
        const Segment& n = board_.graph().segment(s);
        FollowerSpec f;
        f.player = player;
        f.kind = kind;
        f.on = board_.feature_ref(n.tile, n.local);
        pos.board[n.tile.value()].follower = f;
    });
    return pos;
}

}  // namespace carcassonne
