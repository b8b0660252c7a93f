// `carcassonne score`: check and score documents, as text, JSON or a summary.
#include <fmt/format.h>

#include <CLI/CLI.hpp>
#include <filesystem>
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

// {"file":"x.yaml","exit":2,"errors":[{"line":3,"column":5,"message":"..."}]}:
// a file that was not adjudicated, on one line (a place of none is null).
std::string unreadable_line(const FileResult& r) {
    std::string errors;
    for (const FileError& e : r.errors) {
        auto place = [&](std::uint32_t n) { return e.where.line ? std::to_string(n) : "null"; };
        errors +=
            fmt::format("{}{{\"line\":{},\"column\":{},\"message\":{}}}", errors.empty() ? "" : ",",
                        place(e.where.line), place(e.where.column), json_quote(e.message));
    }
    return fmt::format("{{\"file\":{},\"exit\":2,\"errors\":[{}]}}\n", json_quote(r.name), errors);
}

// `--summary`: one line per file, then a line of counts; as text or as JSON lines.
class Summary {
  public:
    explicit Summary(bool jsonl) : jsonl_(jsonl) {}

    bool write(const FileResult& r) {
        if (!r.report) {
            ++unreadable_;
            if (jsonl_) return emit(unreadable_line(r));
            return emit(fmt::format("{}: exit 2: {}\n", r.name,
                                    r.refused ? "not adjudicated (--move)" : "unreadable"));
        }
        ++games_;
        if (r.status == 1) ++broken_;
        const auto points = r.report->totals();
        const auto& players = r.report->players;
        const std::size_t violations = r.report->violations.size();
        if (jsonl_) {
            std::string totals, winners;
            for (std::size_t p = 0; p < players.size(); ++p)
                totals += fmt::format("{}{}:{}", p ? "," : "", json_quote(players[p]), points[p]);
            for (PlayerId w : r.report->winners)
                winners += (winners.empty() ? "" : ",") + json_quote(players[w]);
            return emit(
                fmt::format("{{\"file\":{},\"exit\":{},\"totals\":{{{}}},\"winners\":[{}],"
                            "\"violations\":{}}}\n",
                            json_quote(r.name), r.status, totals, winners, violations));
        }
        std::string totals;
        for (std::size_t p = 0; p < players.size(); ++p)
            totals += fmt::format("{}{} {}", p ? ", " : "", players[p], points[p]);
        std::string winners;
        for (PlayerId w : r.report->winners) winners += (winners.empty() ? "" : ", ") + players[w];
        if (winners.empty())
            winners = "no winner";
        else
            winners = (r.report->winners.size() == 1 ? "winner " : "winners ") + winners;
        return emit(fmt::format("{}: exit {}: {}; {}; {}\n", r.name, r.status, totals, winners,
                                counted(violations, "violation", "violations")));
    }
    bool finish() const {
        if (jsonl_)
            return emit(fmt::format(
                "{{\"summary\":{{\"games\":{},\"with_violations\":{},\"unreadable\":{}}}}}\n",
                games_, broken_, unreadable_));
        return emit(fmt::format("{}: {}, {} with violations, {}\n",
                                counted(games_ + unreadable_, "file", "files"),
                                counted(games_, "game", "games"), broken_,
                                counted(unreadable_, "unreadable", "unreadable")));
    }

  private:
    bool jsonl_;
    std::size_t games_ = 0, broken_ = 0, unreadable_ = 0;
};

// One file's report as text or JSON; several files are told apart by a
// `==> FILE <==` line (text) or a "file" key (JSON).
bool write_report(const ScoreOptions& o, const FileResult& r, bool first, bool several) {
    // JSON lines give every file its line, an unreadable one too (its error
    // is on standard error as well); the other formats leave it to standard error.
    if (!r.report) return o.format == "jsonl" ? emit(unreadable_line(r)) : true;
    RenderOptions render;
    render.colour = o.format == "text" && colour_wanted();
    render.running = o.running;
    // JSON goes out as it is written, in chunks: a long log's --running is
    // never held whole.
    auto out = [](std::string_view piece) { return emit(piece); };
    if (o.format == "jsonl") return write_json(*r.report, r.name, true, render, r.status, out);
    if (o.format == "json")
        return several ? write_json(*r.report, r.name, false, render, std::nullopt, out)
                       : write_json(*r.report, render, out);
    std::string text = render_text(*r.report, render);
    if (several) text = fmt::format("{}==> {} <==\n{}", first ? "" : "\n", r.name, text);
    return emit(text);
}

int run_score(const ScoreOptions& o) {
    AdjudicationOptions options;
    options.final_scoring = !o.no_final;
    options.moves = o.moves;
    if (o.summary) {
        if (o.format == "json")
            return command_error("--summary writes text or JSON lines (--format jsonl), not json");
        Summary summary(o.format == "jsonl");
        int status = adjudicate_files(o.files, o.in, options, o.then,
                                      [&](const FileResult& r) { return summary.write(r); });
        return summary.finish() ? status : 2;
    }
    // Several reports are told apart by their file names: several FILE
    // arguments, or a directory of documents.
    bool several = o.files.size() > 1;
    std::error_code error;
    for (const std::string& f : o.files)
        several = several || std::filesystem::is_directory(f, error);
    bool first = true;
    // The writer reads the report alone: the moves go before it renders.
    return adjudicate_files(
        o.files, o.in, options, o.then,
        [&](const FileResult& r) {
            bool ok = write_report(o, r, first, several);
            first = first && !r.report;
            return ok;
        },
        false);
}

}  // namespace

void add_score_command(CLI::App& app, Run& run) {
    auto o = std::make_shared<ScoreOptions>();
    CLI::App* score = app.add_subcommand("score", "Check and score positions or game logs");
    add_files_option(*score, o->files);
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
                   "One line per file (exit status, totals, violations) and a line of counts; "
                   "as JSON lines with --format jsonl")
        ->excludes(running);
    add_then_option(*score, o->then);
    add_colour_option(*score);
    add_tiles_option(*score, o->in.tile_files);
    add_max_bytes_option(*score, o->in);
    score->callback([&run, o] { run = [o] { return run_score(*o); }; });
}

}  // namespace carcassonne::app
