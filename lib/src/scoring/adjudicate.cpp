// The front door: a document played up to its end (or move N), one more move
// (--then), then the final scoring.
#include "carcassonne/scoring/adjudicate.hpp"

#include <fmt/format.h>

#include <iterator>
#include <memory>

#include "carcassonne/scoring/game.hpp"
#include "carcassonne/scoring/scoring.hpp"
#include "scoring/play.hpp"

namespace carcassonne {

Report empty_report(const Document& doc) {
    Report r;
    r.kind = doc.kind;
    r.players = doc.players;
    r.rules = doc.rules;
    r.carried.assign(doc.carried.begin(), doc.carried.end());
    return r;
}

Report play_document(Game& game, const Document& doc, const AdjudicationOptions& options) {
    return doc.kind == DocumentKind::Position ? lay_position(game, doc, options)
                                              : replay_moves(game, doc, options);
}

namespace {

// What a move did, in the words of the text report.
std::string what_it_did(const Document& doc, const Move& m) {
    const Placement& p = m.placement;
    if (m.discard) return fmt::format("discard {}", doc.catalogue[p.tile].id);
    return fmt::format("{} at {}", doc.catalogue[p.tile].id, to_string(p.at));
}

// The whole adjudication, played into `game`.
Report play_to_end(Game& game, const Document& doc, const AdjudicationOptions& options) {
    Report report = play_document(game, doc, options);
    if (!report.violations.empty()) return report;
    if (options.then) {
        // On a position the move is move 1, played by its `player:`; on a log
        // it follows the moves played, by the player whose turn it is.
        std::int64_t number = 1;
        if (doc.kind == DocumentKind::Position) {
            game.set_mover(options.then->player.value_or(0));
        } else {
            auto played = static_cast<std::size_t>(
                std::min<std::uint64_t>(doc.moves.size(), options.moves.value_or(UINT64_MAX)));
            number = static_cast<std::int64_t>(played) + 1;
        }
        PlayerId mover = options.then->player.value_or(game.mover());
        if (!play_move(game, doc, *options.then, number, options, &report)) return report;
        report.then = ExtraMove{number, mover, what_it_did(doc, *options.then)};
        report.moves_played = static_cast<std::size_t>(number);
    }
    if (doc.end && options.final_scoring) {
        auto events = game.final_scoring();
        report.events.insert(report.events.end(), std::make_move_iterator(events.begin()),
                             std::make_move_iterator(events.end()));
        Winners winners = decide_winners(report.totals(), doc.rules.tie_break);
        report.winners = std::move(winners.players);
        report.winner_rule = winners.rule;
        // A log played to its last move ended at the table; anything else is
        // scored as if the game ended there.
        report.final_hypothetical = doc.kind == DocumentKind::Position || options.then ||
                                    (options.moves && *options.moves < doc.moves.size());
    }
    return report;
}

}  // namespace

Report adjudicate(const Document& doc, const AdjudicationOptions& options) {
    Game game(doc);
    Report report = play_to_end(game, doc, options);
    report.states = game.states();
    return report;
}

Adjudicated adjudicate_game(const Document& doc, const AdjudicationOptions& options) {
    Adjudicated out{Report{}, std::make_unique<Game>(doc)};
    out.report = play_to_end(*out.game, doc, options);
    out.report.states = out.game->states();
    return out;
}

std::optional<std::string> move_option_problem(const Document& doc, std::uint64_t moves) {
    if (doc.kind == DocumentKind::Position)
        return fmt::format("--move {}: {} is a position; --move counts the moves of a game log",
                           moves, doc.file);
    if (moves > doc.moves.size())
        return fmt::format("--move {}: {} has {} {} (--move 0 to {})", moves, doc.file,
                           doc.moves.size(), doc.moves.size() == 1 ? "move" : "moves",
                           doc.moves.size());
    return std::nullopt;
}

}  // namespace carcassonne
