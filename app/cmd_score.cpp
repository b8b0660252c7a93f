// `carcassonne score`: check and score documents, as text, JSON or a summary.
#include <fmt/format.h>

#include <CLI/CLI.hpp>
#include <memory>

#include "carcassonne/scoring/adjudicate.hpp"
#include "commands.hpp"

namespace carcassonne::app {
namespace {

struct ScoreOptions {
    std::vector<std::string> files;
    InputOptions in;
    std::string format = "text";
    bool no_final = false;
    bool summary = false;
    std::optional<std::uint64_t> moves;  // --move N
    bool running = false;
    std::optional<std::string> then;
};

std::string counted(std::size_t n, std::string_view one, std::string_view many) {
    return fmt::format("{} {}", n, n == 1 ? one : many);
}

// `--summary`: one line per file, then a line of counts.
class Summary {
  public:
    bool write(const FileResult& r) {
        if (!r.report) {
            ++unreadable_;
            return emit(fmt::format("{}: exit 2: {}\n", r.name,
                                    r.refused ? "not adjudicated (--move)" : "unreadable"));
        }
        ++games_;
        if (r.status == 1) ++broken_;
        std::string totals;
        const auto points = r.report->totals();
        for (std::size_t p = 0; p < r.report->players.size(); ++p)
            totals += fmt::format("{}{} {}", p ? ", " : "", r.report->players[p], points[p]);
        std::string winners;
        for (PlayerId p : r.report->winners)
            winners += (winners.empty() ? "" : ", ") + r.report->players[p];
        if (winners.empty())
            winners = "no winner";
        else
            winners = (r.report->winners.size() == 1 ? "winner " : "winners ") + winners;
        return emit(fmt::format("{}: exit {}: {}; {}; {}\n", r.name, r.status, totals, winners,
                                counted(r.report->violations.size(), "violation", "violations")));
    }
    bool finish() const {
        return emit(fmt::format("{}: {}, {} with violations, {}\n",
                                counted(games_ + unreadable_, "file", "files"),
                                counted(games_, "game", "games"), broken_,
                                counted(unreadable_, "unreadable", "unreadable")));
    }

  private:
    std::size_t games_ = 0, broken_ = 0, unreadable_ = 0;
};

// One file's report as text or JSON; several files are told apart by a
// `==> FILE <==` line (text) or a "file" key (JSON).
bool write_report(const ScoreOptions& o, const FileResult& r, bool first) {
    if (!r.report) return true;  // the error is on standard error
    const bool several = o.files.size() > 1;
    RenderOptions render;
    render.colour = o.format == "text" && colour_wanted();
    render.running = o.running;
    if (o.format == "jsonl") return emit(render_json(*r.report, r.name, true, render));
    if (o.format == "json")
        return emit(several ? render_json(*r.report, r.name, false, render)
                            : render_json(*r.report, render));
    std::string text = render_text(*r.report, render);
    if (several) text = fmt::format("{}==> {} <==\n{}", first ? "" : "\n", r.name, text);
    return emit(text);
}

int run_score(const ScoreOptions& o) {
    AdjudicationOptions options;
    options.final_scoring = !o.no_final;
    options.moves = o.moves;
    if (o.summary) {
        Summary summary;
        int status = adjudicate_files(o.files, o.in, options, o.then,
                                      [&](const FileResult& r) { return summary.write(r); });
        return summary.finish() ? status : 2;
    }
    bool first = true;
    return adjudicate_files(o.files, o.in, options, o.then, [&](const FileResult& r) {
        bool ok = write_report(o, r, first);
        first = first && !r.report;
        return ok;
    });
}

}  // namespace

void add_score_command(CLI::App& app, Run& run) {
    auto o = std::make_shared<ScoreOptions>();
    CLI::App* score = app.add_subcommand("score", "Check and score positions or game logs");
    add_files_option(*score, o->files);
    CLI::Option* format =
        score
            ->add_option("--format", o->format,
                         "Output format: text, json or jsonl (one line per file)")
            ->transform(CLI::IsMember({"text", "json", "jsonl"}, CLI::ignore_case));
    score->add_flag("--no-final", o->no_final, "Skip the final scoring");
    add_move_option(*score, o->moves);
    CLI::Option* running = score->add_flag("--running", o->running,
                                           "Add each player's running total after every turn");
    score
        ->add_flag("--summary", o->summary,
                   "One line per file (exit status, totals, violations) and a line of counts")
        ->excludes(format)
        ->excludes(running);
    add_then_option(*score, o->then);
    add_colour_option(*score);
    add_tiles_option(*score, o->in.tile_files);
    add_max_bytes_option(*score, o->in);
    score->callback([&run, o] { run = [o] { return run_score(*o); }; });
}

}  // namespace carcassonne::app
