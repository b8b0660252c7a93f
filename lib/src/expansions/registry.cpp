// The built-in expansions, in the order the format lists them; one line each.
// An expansion is its own folder beside this file (the build globs them all).
#include "expansions/inns/inns.hpp"
#include "expansions/maze/maze.hpp"
#include "expansions/signposts/signposts.hpp"
#include "expansions/surveyors/surveyors.hpp"
#include "expansions/watchtowers/watchtowers.hpp"

namespace carcassonne {

std::vector<ExpansionDef*> builtin_expansions() {
    // One line each, however many there are (clang-format would pack them).
    // clang-format off
    return {
        &signposts::expansion(),
        &watchtowers::expansion(),
        &surveyors::expansion(),
        &maze::expansion(),
        &inns::expansion(),
    };
    // clang-format on
}

}  // namespace carcassonne
