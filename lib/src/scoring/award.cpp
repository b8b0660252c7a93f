// Awarding a feature to its majority holders, with what the event cites.
#include "scoring/award.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "carcassonne/rule_ids.hpp"
#include "expansions/expansion.hpp"

namespace carcassonne {

std::string plural(std::int64_t n, std::string_view one, std::string_view many) {
    return fmt::format("{} {}", n, n == 1 ? one : many);
}

std::vector<PlayerId> majority(const FeatureGraph& graph, SegmentId feature, int players) {
    auto counts = graph.follower_counts(feature);
    int most = *std::max_element(counts.begin(), counts.begin() + players);
    std::vector<PlayerId> winners;
    if (most == 0) return winners;
    for (int p = 0; p < players; ++p)
        if (counts[p] == most) winners.push_back(static_cast<PlayerId>(p));
    return winners;
}

std::int64_t completed_points(const Feature& f) {
    switch (f.kind) {
        case SegmentKind::Road:
            return f.tile_count;
        case SegmentKind::City:
            return 2 * std::int64_t(f.tile_count) + 2 * std::int64_t(f.arms);
        case SegmentKind::Monastery:
            return 9;
        case SegmentKind::Field:
            break;
    }
    return 0;  // fields are scored at the end only
}

std::vector<std::string_view> feature_citations(const ScoringContext& ctx, SegmentId feature,
                                                Phase phase, Category category) {
    const FeatureGraph& graph = ctx.board.graph();
    Citations also;
    for_each_expansion(ctx.rules, [&](const ExpansionHooks& h) {
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
    for_each_expansion(ctx.rules, [&](const ExpansionHooks& h) {
        if (h.cite_final) h.cite_final(ctx, feature, category, notes);
    });
    std::sort(notes.begin(), notes.end());
    also.insert(also.end(), notes.begin(), notes.end());
    return also;
}

void award(const ScoringContext& ctx, SegmentId feature, Award a, std::vector<ScoreEvent>& out) {
    auto counts = ctx.board.graph().follower_counts(feature);
    if (std::count_if(counts.begin(), counts.end(), [](int c) { return c > 0; }) > 1)
        a.also.insert(a.also.begin(), rule::kMajority);
    std::optional<std::int64_t> turn = a.phase == Phase::Play ? ctx.turn : std::nullopt;
    for (PlayerId p : majority(ctx.board.graph(), feature, ctx.players))
        out.push_back({turn, a.phase, p, a.category, a.points, a.rule, a.also, a.detail, a.tiles});
}

}  // namespace carcassonne
