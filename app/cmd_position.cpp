// `carcassonne position`: a game log's board after move N, as a position document.
#include <fmt/format.h>

#include <CLI/CLI.hpp>
#include <memory>

#include "carcassonne/io/document_io.hpp"
#include "carcassonne/scoring/adjudicate.hpp"
#include "commands.hpp"

namespace carcassonne::app {
namespace {

struct PositionOptions {
    InputOptions in;
    std::optional<std::uint64_t> moves;
};

// The largest score a position's `scores:` may carry (FORMAT.md "Values and limits").
constexpr std::int64_t kMaxCarried = 1'000'000'000;

int run_position(const PositionOptions& o) {
    const Document log = load(o.in);
    if (log.kind == DocumentKind::Position)
        return command_error(fmt::format(
            "{} is a position already; `carcassonne position` reads a game log", log.file));
    if (int status = check_move_option(log, o.moves)) return status;
    LogPosition result = position_after(log, o.moves);
    auto totals = result.played.totals();
    for (std::size_t p = 0; p < totals.size(); ++p)
        if (totals[p] > kMaxCarried || totals[p] < -kMaxCarried)
            return command_error(
                fmt::format("{}'s score, {}, is beyond what scores: may carry (-{} to {})",
                            log.players[p], totals[p], kMaxCarried, kMaxCarried));
    std::size_t played = result.played.moves_played;
    std::string comment = fmt::format(
        "The board of {} after move {} of {}, as a position (carcassonne position).\n"
        "scores: are the points scored in play up to there.",
        log.file, played, log.moves.size());
    if (!emit(write_position(result.position, comment))) return 2;
    // A move up to N broke a rule: the position is the board before it.
    for (const Violation& v : result.played.violations)
        std::fprintf(stderr, "%s\n",
                     fmt::format("{}: {}{}: {} (the position is the board before this move)",
                                 log.file, violation_place(v), v.rule, v.message)
                         .c_str());
    return result.played.violations.empty() ? 0 : 1;
}

}  // namespace

void add_position_command(CLI::App& app, Run& run) {
    auto o = std::make_shared<PositionOptions>();
    CLI::App* position =
        app.add_subcommand("position", "Write a game log's board after move N as a position");
    add_file_option(*position, o->in);
    add_move_option(*position, o->moves);
    add_tiles_option(*position, o->in.tile_files);
    add_max_bytes_option(*position, o->in);
    position->callback([&run, o] { run = [o] { return run_position(*o); }; });
}

}  // namespace carcassonne::app
