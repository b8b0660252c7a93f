// Inns & Cathedrals in custom tiles: nothing of its own. `inn: true` on a road
// segment and `cathedral: true` on a city segment are segment marks, read and
// written for every mark of the table (io/expansion_syntax.hpp).
#include "expansions/inns/inns.hpp"
#include "io/expansion_syntax.hpp"

namespace carcassonne {

const ExpansionSyntax& inns::syntax() {
    static const ExpansionSyntax s{};
    return s;
}

}  // namespace carcassonne
