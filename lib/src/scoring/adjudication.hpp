// A position or a log adjudicated on a given game, which keeps the board
// afterwards (adjudicate_game and explain read it).
#pragma once

#include "carcassonne/adjudicate.hpp"
#include "carcassonne/game.hpp"

namespace carcassonne {

Report play_position(Game& game, const Document& doc, const AdjudicationOptions& options);
Report play_log(Game& game, const Document& doc, const AdjudicationOptions& options);

}  // namespace carcassonne
