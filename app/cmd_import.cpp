// `carcassonne import FILE [--from jcz|bga] [--game N]`: a game recorded
// elsewhere, written on standard output as a game log.
#include <fmt/format.h>

#include <cstdio>

#include "carcassonne/adjudicate.hpp"
#include "carcassonne/import.hpp"
#include "commands.hpp"

namespace carcassonne::app {
namespace {

std::string score_list(const std::vector<std::string>& players,
                       const std::vector<std::int64_t>& totals) {
    std::string s;
    for (std::size_t p = 0; p < players.size() && p < totals.size(); ++p)
        s += fmt::format("{}{} {}", p ? ", " : "", players[p], totals[p]);
    return s;
}

// Reads the log back as any command would (a failure is a defect of the
// importer, caught here before anything reaches standard output) and, where
// the source records final scores, warns when ours differ: the source is
// evidence, not a verdict, so the exit status stays 0.
void check_read_back(const ImportedGame& game, const std::string& shown) {
    Document doc = read_document(game.log, shown);
    if (!game.final_scores) return;
    Report report = adjudicate(doc);
    std::vector<std::int64_t> ours = report.totals();
    if (ours == game.final_scores->totals && report.violations.empty()) return;
    std::string broken =
        report.violations.empty()
            ? ""
            : fmt::format(" ({} rule violation{}; see carcassonne score)", report.violations.size(),
                          report.violations.size() == 1 ? "" : "s");
    std::fprintf(stderr,
                 "%s:%u:%u: warning: scoring the imported game gives %s%s; the source's final "
                 "scores are %s\n",
                 shown.c_str(), game.final_scores->where.line, game.final_scores->where.column,
                 score_list(doc.players, ours).c_str(), broken.c_str(),
                 score_list(doc.players, game.final_scores->totals).c_str());
}

}  // namespace

int run_import(const InputOptions& in, const std::optional<std::string>& from,
               std::optional<std::size_t> game) {
    const std::string shown = display_name(in.file);
    ImportOptions options;
    if (from) options.from = parse_import_source(*from);
    options.game = game;
    options.max_bytes = in.max_bytes;
    ImportedGame imported;
    try {
        imported = import_game(read_input(in.file, in.max_bytes), shown, options);
    } catch (const InputError& e) {
        report_error(e);
        return 2;
    }
    try {
        check_read_back(imported, shown);
    } catch (const InputError& e) {
        std::fprintf(stderr,
                     "%s: error: internal error: the imported game log does not read back: %s\n",
                     shown.c_str(), e.render().c_str());
        return 2;
    }
    return emit(imported.log) ? 0 : 2;
}

}  // namespace carcassonne::app
