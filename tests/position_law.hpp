// The position law, shared by the corpus logs and the random games: a log's
// board written as a position and read back scores as the log did.
#pragma once

#include <string>
#include <vector>

#include "carcassonne/scoring/report.hpp"

namespace carcassonne::test {

// `scored`, the position read back, has the totals of `played` (the log cut
// where the position was taken) and the same final events, one by one; and no
// event in play: everything completed was scored in play.
void check_same_final_scoring(const Report& played, const Report& scored,
                              const std::vector<std::string>& players);

}  // namespace carcassonne::test
