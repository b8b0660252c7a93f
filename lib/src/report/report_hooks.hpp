// What an expansion adds to a report of its own, from the state it kept
// (Report::states): the interface render_json.cpp and render_text.cpp call,
// and each expansion fills (its ExpansionDef::report). The tokens each player
// holds at the end, say, as a JSON member and as lines of text.
#pragma once

#include <string>

#include "carcassonne/scoring/report.hpp"

namespace carcassonne {

struct ReportHooks {
    // A member of the JSON report's top level, `"KEY": VALUE` (no comma, no
    // newline), written after "breakdown"; "" for none.
    std::string (*json)(const Report& report, const ExpansionState& state) = nullptr;
    // Lines of the text report after the scores table, each ending in "\n"; "" for none.
    std::string (*text)(const Report& report, const ExpansionState& state) = nullptr;
};

// f(def, hooks, state) for every expansion the report's rules list that has
// report hooks, in registry order, with its state (empty when it kept none).
template <class F>
void for_each_report(const Report& r, F&& f) {
    static const ExpansionState kNone;
    for (const ExpansionDef* e : expansions())
        if (e->report && r.rules.has(*e))
            f(*e, *e->report, e->id < r.states.size() ? r.states[e->id] : kNone);
}

}  // namespace carcassonne
