// What an expansion adds to `carcassonne explain`: the interface query/explain.cpp
// calls, and each expansion fills (its ExpansionDef::explain).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "carcassonne/scoring/report.hpp"
#include "carcassonne/scoring/scoring.hpp"

namespace carcassonne {

// An expansion's word on who scored a feature in play, when it was not the
// majority holders alone (explain's "majority" line).
struct ScorersOverrule {
    std::vector<PlayerId> players;  // in turn order
    std::string_view rule;          // the rule that decided it
    std::string reason;             // why, in a few words
};

struct ExplainHooks {
    // What the expansion says about a feature, one sentence each (a mark on
    // it and what it does, the setup that would score it).
    void (*explain_feature)(const ScoringContext& ctx, SegmentId feature,
                            std::vector<std::string>& notes) = nullptr;
    // Who scored a feature during play, when the expansion made others than
    // the majority holders score it (`play`: the feature's events then); true
    // when it did.
    bool (*explain_scorers)(const std::vector<ScoreEvent>& play, ScorersOverrule& out) = nullptr;
    // What the expansion says about one player, from the state it kept (the
    // tokens the player holds, the majorities they count in), one sentence each.
    void (*explain_player)(const Report& report, const ExpansionState& state, PlayerId player,
                           std::vector<std::string>& notes) = nullptr;
};

}  // namespace carcassonne
