// Who wins the game: base.winner, and the tie-break of house.tie-break.later-player.
#include <algorithm>

#include "carcassonne/model/rule_ids.hpp"
#include "carcassonne/scoring/scoring.hpp"

namespace carcassonne {

Winners decide_winners(const std::vector<std::int64_t>& totals, TieBreak tie_break) {
    Winners w;
    w.rule = rule::kWinner;
    if (totals.empty()) return w;
    std::int64_t most = *std::max_element(totals.begin(), totals.end());
    for (std::size_t p = 0; p < totals.size(); ++p)
        if (totals[p] == most) w.players.push_back(static_cast<PlayerId>(p));
    if (w.players.size() > 1 && tie_break == TieBreak::LaterPlayer) {
        w.players.erase(w.players.begin(), w.players.end() - 1);  // the latest in turn order
        w.rule = rule::kTieBreakLaterPlayer;
    }
    return w;
}

}  // namespace carcassonne
