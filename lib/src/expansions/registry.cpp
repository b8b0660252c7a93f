// The built-in expansions, in the order the format lists them. An expansion is
// its own folder beside this file (the build globs them all) whose
// NAME::expansion() returns its ExpansionDef; registering it is one line of
// the list below.
#include "carcassonne/model/boxes.hpp"
#include "carcassonne/model/expansion.hpp"

#define CARCASSONNE_BUILTIN_EXPANSIONS(X) \
    X(signposts)                          \
    X(watchtowers)                        \
    X(surveyors)                          \
    X(maze)                               \
    X(inns)                               \
    X(river)                              \
    X(traders)                            \
    X(abbot)                              \
    /* the end of the list: each line above ends with a backslash */

namespace carcassonne {

#define CARCASSONNE_DECLARE(name) \
    namespace name {              \
    ExpansionDef& expansion();    \
    }
CARCASSONNE_BUILTIN_EXPANSIONS(CARCASSONNE_DECLARE)
#undef CARCASSONNE_DECLARE

std::vector<ExpansionDef*> builtin_expansions() {
#define CARCASSONNE_LIST(name) &name::expansion(),
    return {CARCASSONNE_BUILTIN_EXPANSIONS(CARCASSONNE_LIST)};
#undef CARCASSONNE_LIST
}

// The 3rd-edition base box (2021, also the 20th Anniversary Edition): the
// base game with the River and the Abbot (EXPANSIONS-3 section 3).
const std::vector<BoxDef>& builtin_boxes() {
    static const std::vector<BoxDef> boxes{{"base game, 3rd edition", {"river", "abbot"}}};
    return boxes;
}

}  // namespace carcassonne
