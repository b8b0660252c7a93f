// Awarding a feature to its majority holders, with what the event cites.
#include "scoring/award.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "carcassonne/model/area_kind.hpp"
#include "carcassonne/model/rule_ids.hpp"
#include "scoring/scoring_hooks.hpp"

namespace carcassonne {

std::string plural(std::int64_t n, std::string_view one, std::string_view many) {
    return fmt::format("{} {}", n, n == 1 ? one : many);
}

std::string times(std::int64_t n, std::string_view one, std::string_view many, std::int64_t each) {
    return fmt::format("{} x {}", plural(n, one, many), each);
}

std::vector<PlayerId> majority(const FeatureGraph& graph, SegmentId feature, int players) {
    return majority(graph.follower_counts(feature), players);
}

std::vector<PlayerId> majority(const std::array<int, kMaxPlayers>& counts, int players) {
    int most = *std::max_element(counts.begin(), counts.begin() + players);
    std::vector<PlayerId> winners;
    if (most == 0) return winners;
    for (int p = 0; p < players; ++p)
        if (counts[p] == most) winners.push_back(static_cast<PlayerId>(p));
    return winners;
}

UnitValues completed_values(const Feature& f, const Ruleset& rules) {
    UnitValues v;
    if (f.kind == SegmentKind::Road)
        v = {1, 0, rule::kRoadCompleted, {}};
    else if (f.tile_count == 2 && rules.tiny_city == 2)
        v = {1, 1, rule::kTinyCity, {}};
    else
        v = {2, 2, rule::kCityCompleted, {}};
    for_each_scoring(rules, [&](const ExpansionDef&, const ScoringHooks& h) {
        if (h.change_values) h.change_values(f, rules, v);
    });
    return v;
}

Worth completed_worth(const Feature& f, const Ruleset& rules) {
    switch (f.kind) {
        case SegmentKind::Road: {
            UnitValues v = completed_values(f, rules);
            return {v.per_tile * f.tile_count, times(f.tile_count, "tile", "tiles", v.per_tile),
                    v.rule, v.word};
        }
        case SegmentKind::City: {
            UnitValues v = completed_values(f, rules);
            return {v.per_tile * f.tile_count + v.per_arm * f.arms,
                    times(f.tile_count, "tile", "tiles", v.per_tile) + " + " +
                        times(f.arms, "coat of arms", "coats of arms", v.per_arm),
                    v.rule, v.word};
        }
        case SegmentKind::Field:
            break;
        default:  // an area kind: itself and the 8 around it
            return {9, "1 + 8 surrounding tiles x 1", area_kind(f.kind).completed_rule, {}};
    }
    return {0, "0", rule::kFinalField, {}};  // fields are scored at the end only
}

std::int64_t completed_points(const Feature& f, const Ruleset& rules) {
    return completed_worth(f, rules).points;
}

std::vector<std::string_view> feature_citations(const ScoringContext& ctx, SegmentId feature,
                                                Phase phase, Category category) {
    const FeatureGraph& graph = ctx.board.graph();
    Citations also;
    for_each_scoring(ctx.rules, [&](const ExpansionDef&, const ScoringHooks& h) {
        if (h.cite_feature) h.cite_feature(ctx, feature, category, also);
    });
    if (phase == Phase::Play) {
        if (ctx.placed_follower != kNoSegment &&
            graph.find(ctx.placed_follower) == graph.find(feature))
            also.push_back(rule::kScoringTiming);
        also.push_back(rule::kFollowerReturn);
        return also;
    }
    // Expansions that play no part in the final scoring say so where they would have.
    Citations notes;
    for_each_scoring(ctx.rules, [&](const ExpansionDef&, const ScoringHooks& h) {
        if (h.cite_final) h.cite_final(ctx, feature, category, notes);
    });
    std::sort(notes.begin(), notes.end());
    also.insert(also.end(), notes.begin(), notes.end());
    return also;
}

std::uint32_t kinds_standing(const FeatureGraph& graph, SegmentId feature) {
    std::uint32_t kinds = 0;
    graph.for_each_figure(feature, [&](PlayerId, SegmentId, FollowerKind kind) {
        kinds |= std::uint32_t{1} << kind;
    });
    return kinds;
}

void cite_majority(const std::array<int, kMaxPlayers>& counts, std::uint32_t kinds,
                   std::vector<std::string_view>& also) {
    if (std::count_if(counts.begin(), counts.end(), [](int c) { return c > 0; }) < 2) return;
    // The rules of the kinds that weighed more than one (an expansion's), in
    // the order of the kinds, right after base.majority.
    std::vector<std::string_view> weighed{rule::kMajority};
    for (const FollowerKindDef* k : follower_kinds())
        if (!k->weight_rule.empty() && (kinds >> k->id & 1U) != 0)
            weighed.push_back(k->weight_rule);
    also.insert(also.begin(), weighed.begin(), weighed.end());
}

void award(const ScoringContext& ctx, SegmentId feature, Award a, std::vector<ScoreEvent>& out) {
    auto counts = ctx.board.graph().follower_counts(feature);
    cite_majority(counts, kinds_standing(ctx.board.graph(), feature), a.also);
    std::optional<std::int64_t> turn = a.phase == Phase::Play ? ctx.turn : std::nullopt;
    for (PlayerId p : majority(ctx.board.graph(), feature, ctx.players))
        out.push_back({turn,
                       a.phase,
                       p,
                       a.category,
                       a.points,
                       a.rule,
                       a.also,
                       a.detail,
                       a.tiles,
                       a.formula,
                       {},
                       {},
                       {}});
}

}  // namespace carcassonne
