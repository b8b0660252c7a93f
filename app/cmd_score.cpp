// `carcassonne score`: check and score a document, as text or JSON.
#include <CLI/CLI.hpp>
#include <memory>

#include "carcassonne/adjudicate.hpp"
#include "commands.hpp"

namespace carcassonne::app {
namespace {

struct ScoreOptions {
    InputOptions in;
    std::string format = "text";
    bool no_final = false;
    std::optional<std::size_t> moves;  // --move N
    bool running = false;
};

int run_score(const ScoreOptions& o) {
    const Document doc = load(o.in);
    if (int status = check_move_option(doc, o.moves)) return status;
    AdjudicationOptions options;
    options.final_scoring = !o.no_final;
    options.moves = o.moves;
    Report report = adjudicate(doc, options);
    RenderOptions render;
    render.colour = o.format == "text" && colour_wanted();
    render.running = o.running;
    std::string text =
        o.format == "json" ? render_json(report, render) : render_text(report, render);
    if (!emit(text)) return 2;
    return report.violations.empty() ? 0 : 1;
}

}  // namespace

void add_score_command(CLI::App& app, Run& run) {
    auto o = std::make_shared<ScoreOptions>();
    CLI::App* score = app.add_subcommand("score", "Check and score a position or game log");
    add_file_option(*score, o->in);
    add_format_option(*score, o->format, {"text", "json"});
    score->add_flag("--no-final", o->no_final, "Skip the final scoring");
    add_move_option(*score, o->moves);
    score->add_flag("--running", o->running, "Add each player's running total after every turn");
    add_colour_option(*score);
    add_tiles_option(*score, o->in.tile_files);
    add_max_bytes_option(*score, o->in);
    score->callback([&run, o] { run = [o] { return run_score(*o); }; });
}

}  // namespace carcassonne::app
