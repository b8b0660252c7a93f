// The follower rules of a move: the supply (base.follower.supply and each
// kind's), where a figure may stand (base.follower.placement, a kind's own
// places, farms: none, and the expansions' refusals and exceptions), what may
// stand on a tile about to be placed (for fits), and what may be taken back.
#include <fmt/format.h>

#include "carcassonne/model/rule_ids.hpp"
#include "carcassonne/scoring/game.hpp"
#include "scoring/placement_messages.hpp"
#include "scoring/scoring_hooks.hpp"

namespace carcassonne {

std::optional<Violation> Game::check_supply(Pos where, FollowerKind kind) const {
    const FeatureGraph& graph = board_.graph();
    int followers = setup_.rules.supply(kind);
    if (graph.standing(mover_, kind) < followers) return std::nullopt;
    const FollowerKindDef& k = follower_kind(kind);
    std::string what = figure_noun(kind);
    return move_violation(
        k.supply_rule,
        fmt::format("{} has no {} left in supply ({} of {} on the board)", setup_.players[mover_],
                    what, graph.standing(mover_, kind), followers),
        {where});
}

std::optional<Violation> Game::place_follower(const FollowerSpec& f, TileIndex tile, Pos where) {
    if (auto v = check_supply(where, f.kind)) return v;
    SegmentId segment = board_.segment(tile, f.on);
    if (auto v = check_follower(f, segment, where)) return v;
    board_.place_follower(segment, mover_, f.kind);
    placed_follower_ = segment;
    return std::nullopt;
}

std::vector<FigureReturn> Game::returnable() const {
    std::vector<FigureReturn> out;
    for_each_scoring(setup_.rules, [&](const ExpansionDef&, const ScoringHooks& h) {
        if (h.returnable) h.returnable(board_, mover_, out);
    });
    return out;
}

std::vector<std::vector<FeatureRef>> Game::free_features(TileTypeId type, Rotation rot, Pos at,
                                                         std::vector<FigureReturn>* returns,
                                                         std::optional<MarkSet> marks) {
    const auto& kinds = follower_kinds();
    std::vector<std::vector<FeatureRef>> out(kinds.size());
    board_.begin_trial();
    TileIndex tile = board_.place(type, rot, at, marks.value_or(setup_.catalogue[type].marks));
    for (const FollowerKindDef* k : kinds) {
        if (setup_.rules.supply(k->id) == 0 || check_supply(at, k->id)) continue;
        for (std::size_t i = 0; i < board_.def_of(tile).segments.size(); ++i) {
            FollowerSpec f;
            f.kind = k->id;
            f.on = board_.feature_ref(tile, static_cast<std::uint8_t>(i));
            if (!check_follower(f, board_.segment(tile, f.on), at)) out[k->id].push_back(f.on);
        }
    }
    if (returns) *returns = returnable();
    board_.rollback();
    return out;
}

std::optional<FollowerRefusal> follower_refusal(const Board& board, const Ruleset& rules,
                                                SegmentId segment, const NewFigure& figure) {
    std::optional<FollowerRefusal> out;
    for_each_scoring(rules, [&](const ExpansionDef&, const ScoringHooks& h) {
        if (!out && h.refuse_follower) out = h.refuse_follower(board, rules, segment, figure);
    });
    return out;
}

std::optional<Violation> Game::check_follower(const FollowerSpec& f, SegmentId segment,
                                              Pos where) const {
    const FeatureGraph& graph = board_.graph();
    const auto& names = setup_.players;
    const FollowerKindDef& kind = follower_kind(f.kind);
    if (f.player && *f.player != mover_)
        return move_violation(
            rule::kFollowerPlacement,
            fmt::format("only the mover places a follower: it is {}'s turn, not {}'s",
                        names[mover_], names[*f.player]),
            {where});
    if (!(kind.stands_on & bit_of(f.on.kind)))
        return move_violation(
            kind.stand_rule,
            fmt::format("{} may not stand on the {} of {}", with_article(kind.name),
                        describe_at(f.on), to_string(where)),
            {where});
    if (f.on.kind == SegmentKind::Field && setup_.rules.farms == FarmReading::None)
        return move_violation(
            rule::kFarmsNone,
            fmt::format("fields take no follower under farms: none (the {} of {})",
                        describe_at(f.on), to_string(where)),
            {where});
    NewFigure figure{mover_, f.kind};
    if (auto refusal = follower_refusal(board_, setup_.rules, segment, figure))
        return move_violation(refusal->rule, refusal->reason, {where});
    // A figure that is not a follower stands where its expansion's rule lets it.
    if (!kind.follower) return std::nullopt;
    PlayerId owner = 0;
    SegmentId held = kNoSegment;
    graph.for_each_follower(segment, [&](PlayerId p, SegmentId s) {
        if (held == kNoSegment) owner = p, held = s;
    });
    if (held == kNoSegment) return std::nullopt;
    // An expansion may allow it after all (follower placement allowed); the
    // follower named is then one that still blocks it.
    SegmentId blocker = kNoSegment;
    std::vector<std::string_view> also;
    bool allowed = false;
    for_each_scoring(setup_.rules, [&](const ExpansionDef&, const ScoringHooks& h) {
        if (!h.follower_exception || allowed || !also.empty()) return;
        FollowerException e = h.follower_exception(board_, setup_.rules, segment, figure);
        if (!e.weighed) return;
        if (e.blocker == kNoSegment) allowed = true;
        blocker = e.blocker;
        also.push_back(e.rule);
    });
    if (allowed) return std::nullopt;
    if (blocker != kNoSegment)
        graph.for_each_follower(segment, [&](PlayerId p, SegmentId s) {
            if (s == blocker) owner = p, held = s;
        });
    Pos other = board_.tile(graph.segment(held).tile).at;
    Violation v = move_violation(
        rule::kFollowerPlacement,
        fmt::format("the {} of {} already holds {}'s follower at {}", describe_at(f.on),
                    to_string(where), names[owner], to_string(other)),
        {where, other});
    v.also = std::move(also);
    return v;
}

}  // namespace carcassonne
