// The built-in expansions, in the order the format lists them; one line each.
// An expansion is its own folder beside this file (the build globs them all).
#include "expansions/maze/maze.hpp"
#include "expansions/signposts/signposts.hpp"
#include "expansions/surveyors/surveyors.hpp"
#include "expansions/watchtowers/watchtowers.hpp"

namespace carcassonne {

std::vector<ExpansionDef*> builtin_expansions() {
    return {
        &signposts::expansion(),
        &watchtowers::expansion(),
        &surveyors::expansion(),
        &maze::expansion(),
    };
}

}  // namespace carcassonne
