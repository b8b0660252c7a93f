// Traders & Builders, the builder and the pig (figures.cpp): the kinds of
// figure and the scoring points traders.cpp puts into its hooks.
#pragma once

#include <string>
#include <vector>

#include "carcassonne/model/follower_kind.hpp"
#include "scoring/scoring_hooks.hpp"

namespace carcassonne::traders {

// The builder and the pig: figures that are not followers (weight 0).
std::vector<FollowerKindDef> figure_kinds();
// builder.placement, pig.placement, builder.double-turn.
void add_figure_hooks(ScoringHooks& h);
// explain: what a builder or a pig on the feature does, one sentence each.
void explain_figures(const ScoringContext& ctx, SegmentId feature, std::vector<std::string>& notes);
// pig.final: an event after each field event whose winner has a pig in that field.
void score_pigs(const ScoringContext& ctx, Events& out);

}  // namespace carcassonne::traders
