// What to tell a player whose follower stands on a feature its tile does not
// show as turned: most often the tile is turned wrong, and the neighbours
// the document gives its square say which way it goes.
#pragma once

#include <string>
#include <vector>

#include "carcassonne/model/document.hpp"

namespace carcassonne {

// "; E has city S with rot: 180, which fits here" when the tile as written
// does not match its neighbours (`placed`: tiles of the document already
// resolved; those beside p's square count, the first on each square), or ""
// when it does or no rotation says more.
std::string follower_rotation_hint(const Document& doc, const Placement& p,
                                   const std::vector<const Placement*>& placed);

}  // namespace carcassonne
