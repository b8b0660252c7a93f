// A game log replayed move by move. The first illegal move stops the replay;
// what was scored before it stays in the report.
#include <fmt/format.h>

#include <iterator>
#include <stdexcept>

#include "carcassonne/adjudicate.hpp"
#include "carcassonne/consistency.hpp"
#include "carcassonne/game.hpp"

namespace carcassonne {
namespace {

// Plays the log's moves (the first `limit`) and the extra one; false at an illegal move.
bool play_moves(Game& game, const Document& doc, const AdjudicationOptions& options,
                Report* report) {
    game.place_start(doc.start);
    std::size_t count = std::min(doc.moves.size(), options.moves.value_or(doc.moves.size()));
    for (std::size_t i = 0; i <= count; ++i) {
        const Move* m = i < count ? &doc.moves[i] : options.then ? &*options.then : nullptr;
        if (!m) break;
        auto number = static_cast<std::int64_t>(i + 1);
        MoveResult result = game.play(*m, number);
        if (options.self_check)
            if (auto problem = check_consistency(game.board()))
                throw std::logic_error(fmt::format("after move {}: {}", number, *problem));
        if (report && !result.events.empty()) {
            // The text report names the tile placed in each move that scored.
            const Placement& p = m->placement;
            report->placed[number] =
                fmt::format("{} at {}", doc.catalogue[p.tile].id, to_string(p.at));
            report->events.insert(report->events.end(),
                                  std::make_move_iterator(result.events.begin()),
                                  std::make_move_iterator(result.events.end()));
        }
        if (!result.legal()) {
            if (report) report->violations.push_back(std::move(*result.violation));
            return false;
        }
    }
    return true;
}

}  // namespace

Report replay_log(const Document& doc, const AdjudicationOptions& options) {
    Report report = empty_report(doc);
    Game game(doc);
    if (play_moves(game, doc, options, &report) && doc.end && options.final_scoring) {
        auto events = game.final_scoring();
        report.events.insert(report.events.end(), std::make_move_iterator(events.begin()),
                             std::make_move_iterator(events.end()));
    }
    return report;
}

Document final_position(const Document& log, std::optional<std::size_t> moves) {
    Game game(log);
    AdjudicationOptions options;
    options.moves = moves;
    play_moves(game, log, options, nullptr);
    return game.to_position();
}

}  // namespace carcassonne
