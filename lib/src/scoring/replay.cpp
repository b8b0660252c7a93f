// A game log replayed move by move. The first illegal move stops the replay;
// what was scored before it stays in the report.
#include <fmt/format.h>

#include <iterator>
#include <memory>
#include <stdexcept>

#include "carcassonne/board/consistency.hpp"
#include "scoring/play.hpp"

namespace carcassonne {
namespace {

// Plays the log's moves (the first `options.moves`); false at an illegal move.
bool play_moves(Game& game, const Document& doc, const AdjudicationOptions& options,
                Report* report) {
    if (auto v = game.place_start(doc.start)) {
        if (report) report->violations.push_back(std::move(*v));
        return false;
    }
    auto count = static_cast<std::size_t>(
        std::min<std::uint64_t>(doc.moves.size(), options.moves.value_or(doc.moves.size())));
    for (std::size_t i = 0; i < count; ++i) {
        if (!play_move(game, doc, doc.moves[i], static_cast<std::int64_t>(i + 1), options, report))
            return false;
        if (report) report->moves_played = i + 1;
    }
    return true;
}

}  // namespace

bool play_move(Game& game, const Document& doc, const Move& m, std::int64_t number,
               const AdjudicationOptions& options, Report* report) {
    MoveResult result = game.play(m, number);
    if (options.self_check)
        if (auto problem = check_consistency(game.board()))
            throw std::logic_error(fmt::format("after move {}: {}", number, *problem));
    if (report && !result.events.empty()) {
        // The text report names the tile placed in each move that scored, and
        // says when that move was a bonus move.
        const Placement& p = m.placement;
        std::string& placed = report->placed[number];
        placed = fmt::format("{} at {}", doc.catalogue[p.tile].id, to_string(p.at));
        if (!result.bonus.empty()) report->bonus_moves[number] = std::string(result.bonus_rule);
        report->events.insert(report->events.end(), std::make_move_iterator(result.events.begin()),
                              std::make_move_iterator(result.events.end()));
    }
    if (report)
        report->notices.insert(report->notices.end(),
                               std::make_move_iterator(result.notices.begin()),
                               std::make_move_iterator(result.notices.end()));
    if (!result.legal()) {
        if (report) report->violations.push_back(std::move(*result.violation));
        return false;
    }
    return true;
}

Report replay_moves(Game& game, const Document& doc, const AdjudicationOptions& options) {
    Report report = empty_report(doc);
    play_moves(game, doc, options, &report);
    return report;
}

namespace {

// Which tiles of a log's board were laid with `rot: auto`: the board holds the
// start tile, then the tile of each move played that is not a discard, in order.
void mark_auto_rotations(const Document& log, Document& position) {
    std::size_t t = 0;
    auto mark = [&](const Placement& p) {
        if (t < position.board.size()) position.board[t++].rot_auto = p.rot_auto;
    };
    mark(log.start);
    for (const Move& m : log.moves) {
        if (t >= position.board.size()) return;
        if (!m.discard) mark(m.placement);
    }
}

}  // namespace

Document final_position(const Document& log, std::optional<std::uint64_t> moves) {
    Game game(log);
    AdjudicationOptions options;
    options.moves = moves;
    play_moves(game, log, options, nullptr);
    Document position = game.to_position();
    mark_auto_rotations(log, position);
    return position;
}

LogPosition position_after(const Document& log, std::optional<std::uint64_t> moves) {
    AdjudicationOptions options;
    options.final_scoring = false;
    options.moves = moves;
    LogPosition out{Document{}, empty_report(log)};
    auto game = std::make_unique<Game>(log);
    if (!play_moves(*game, log, options, &out.played)) {
        // A refused move may have left its tile: the board before it, played again.
        // A refused start tile (no move) leaves the start alone.
        const auto& refused = out.played.violations.back();
        options.moves = refused.move ? static_cast<std::uint64_t>(*refused.move - 1) : 0;
        game = std::make_unique<Game>(log);
        play_moves(*game, log, options, nullptr);
    }
    out.position = game->to_position();
    out.position.end = log.end;  // a log without its final scoring gives a position without it
    mark_auto_rotations(log, out.position);
    out.position.carried.clear();
    for (std::int64_t total : out.played.totals())
        out.position.carried.push_back(static_cast<int>(total));
    return out;
}

}  // namespace carcassonne
