#include "carcassonne/adjudicate.hpp"

#include <fmt/format.h>

#include "scoring/adjudication.hpp"

namespace carcassonne {

Report empty_report(const Document& doc) {
    Report r;
    r.kind = doc.kind;
    r.players = doc.players;
    r.rules = doc.rules;
    r.carried.assign(doc.carried.begin(), doc.carried.end());
    return r;
}

Report adjudicate(const Document& doc, const AdjudicationOptions& options) {
    return doc.kind == DocumentKind::Position ? adjudicate_position(doc, options)
                                              : replay_log(doc, options);
}

Adjudicated adjudicate_game(const Document& doc, const AdjudicationOptions& options) {
    Adjudicated out{empty_report(doc), std::make_unique<Game>(doc)};
    out.report = doc.kind == DocumentKind::Position ? play_position(*out.game, doc, options)
                                                    : play_log(*out.game, doc, options);
    return out;
}

std::optional<std::string> move_option_problem(const Document& doc, std::size_t moves) {
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
