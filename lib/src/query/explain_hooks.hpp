// What an expansion adds to `carcassonne explain`: the interface query/explain.cpp
// calls, and each expansion fills (its ExpansionDef::explain).
#pragma once

#include <string>
#include <vector>

#include "carcassonne/scoring/scoring.hpp"

namespace carcassonne {

struct ExplainHooks {
    // What the expansion says about a feature, one sentence each (a mark on
    // it and what it does, the setup that would score it).
    void (*explain_feature)(const ScoringContext& ctx, SegmentId feature,
                            std::vector<std::string>& notes) = nullptr;
};

}  // namespace carcassonne
