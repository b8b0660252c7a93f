// `carcassonne import FILE [--from jcz|bga] [--game N]`: a game recorded
// elsewhere, written on standard output as a game log.
#include <fmt/format.h>

#include <CLI/CLI.hpp>
#include <cstdio>
#include <memory>
#include <optional>
#include <stdexcept>

#include "carcassonne/import/import.hpp"
#include "carcassonne/io/document_io.hpp"
#include "carcassonne/scoring/adjudicate.hpp"
#include "commands.hpp"

namespace carcassonne::app {
namespace {

struct ImportCommandOptions {
    InputOptions in;                  // FILE and --max-bytes; no --tiles (not a document)
    std::optional<std::string> from;  // --from jcz|bga; absent: told from the file
    std::optional<std::size_t> game;  // --game N
};

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
    Document doc;
    try {
        doc = read_document(game.log, shown);
    } catch (const InputError& e) {
        throw std::logic_error(
            fmt::format("the game log imported from {} does not read back: {}", shown, e.render()));
    }
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

int run_import(const ImportCommandOptions& o) {
    const std::string shown = display_name(o.in.file);
    ImportOptions options;
    if (o.from) options.from = parse_import_source(*o.from);
    options.game = o.game;
    options.max_bytes = o.in.max_bytes;
    ImportedGame imported = import_game(read_input(o.in.file, o.in.max_bytes), shown, options);
    check_read_back(imported, shown);
    return emit(imported.log) ? 0 : 2;
}

}  // namespace

void add_import_command(CLI::App& app, Run& run) {
    auto o = std::make_shared<ImportCommandOptions>();
    CLI::App* import = app.add_subcommand(
        "import", "Write a JCloisterZone save or a Board Game Arena log as a game log");
    add_file_option(*import, o->in)
        ->required()
        ->description("The save or log ('-': standard input)");
    import->add_option("--from", o->from, "The source: jcz or bga (default: told from the file)")
        ->transform(CLI::IsMember({"jcz", "bga"}, CLI::ignore_case));
    import->add_option("--game", o->game, "Which game of a file that holds several (from 1)")
        ->check(whole_decimal())
        ->check(CLI::Range(std::size_t{1}, std::size_t{1} << 30));
    add_max_bytes_option(*import, o->in);
    import->callback([&run, o] { run = [o] { return run_import(*o);
};
}  // namespace carcassonne::app
);
}

}  // namespace carcassonne::app
