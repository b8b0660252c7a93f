// The steps adjudicate() (adjudicate.cpp) and fits (fits.cpp) share: a document
// played into a Game up to where one more move would go, and one move played
// into a report.
#pragma once

#include <cstdint>

#include "carcassonne/scoring/adjudicate.hpp"
#include "carcassonne/scoring/game.hpp"

namespace carcassonne {

// A position: its tiles laid as they lie, checked for consistency and, if it
// breaks no rule, its one turn of play scored (position.cpp).
Report lay_position(Game& game, const Document& doc, const AdjudicationOptions& options);

// A log: the start tile and the first `options.moves` moves (replay.cpp).
Report replay_moves(Game& game, const Document& doc, const AdjudicationOptions& options);

// One move, as move `number`: its events (and, for the text report, the tile
// it placed) go to `report`, or the violation; false when it was refused.
bool play_move(Game& game, const Document& doc, const Move& move, std::int64_t number,
               const AdjudicationOptions& options, Report* report);

}  // namespace carcassonne
