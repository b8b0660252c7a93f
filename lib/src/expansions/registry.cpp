// The hook table's rows: one per expansion, each defined in the expansion's own
// file, in the order FORMAT.md lists the expansions. Adding an expansion takes
// three lines outside its own file: its Expansion value (ruleset.hpp), its row's
// declaration below, and its row in the list.
#include "expansions/expansion.hpp"

namespace carcassonne {

extern const ExpansionHooks kSignpostsHooks;
extern const ExpansionHooks kWatchtowersHooks;
extern const ExpansionHooks kSurveyorsHooks;
extern const ExpansionHooks kMazeHooks;

const std::vector<const ExpansionHooks*>& expansion_hooks() {
    static const std::vector<const ExpansionHooks*> rows{
        &kSignpostsHooks,
        &kWatchtowersHooks,
        &kSurveyorsHooks,
        &kMazeHooks,
    };
    return rows;
}

const ExpansionHooks& hooks_of(Expansion e) {
    for (const ExpansionHooks* h : expansion_hooks())
        if (h->expansion == e) return *h;
    return *expansion_hooks().front();  // every Expansion has a row
}

std::string_view name(Expansion e) {
    return hooks_of(e).name;
}

std::optional<Expansion> parse_expansion(std::string_view s) {
    for (const ExpansionHooks* h : expansion_hooks())
        if (h->name == s) return h->expansion;
    return std::nullopt;
}

std::string known_expansions() {
    std::string out;
    for (const ExpansionHooks* h : expansion_hooks())
        out += (out.empty() ? "" : ", ") + std::string(h->name);
    return out;
}

std::optional<Expansion> missing_expansion(const Ruleset& rules, const TileDef& def) {
    for (const ExpansionHooks* h : expansion_hooks())
        if (h->needs && h->needs(def) && !rules.has(h->expansion)) return h->expansion;
    return std::nullopt;
}

}  // namespace carcassonne
