// `carcassonne check`: check documents and print only `ok` or their violations.
#include <fmt/format.h>

#include <CLI/CLI.hpp>
#include <cstdio>
#include <memory>

#include "carcassonne/query/box.hpp"
#include "carcassonne/scoring/adjudicate.hpp"
#include "commands.hpp"

namespace carcassonne::app {

// A tile on the board more often than the box holds is most often a tile
// mistaken for another: a warning, which leaves the exit status as it is.
void warn_over_box(const Document& doc, std::optional<std::uint64_t> moves) {
    for (const BoxTile& use : box_use(doc, moves))
        if (auto warning = over_box(doc, use))
            std::fprintf(stderr, "%s:%u:%u: warning: %s\n", doc.file.c_str(), use.over.line,
                         use.over.column, warning->c_str());
    for (const MarkedCopies& use : marked_copies_use(doc, moves))
        if (auto warning = over_box(doc, use))
            std::fprintf(stderr, "%s:%u:%u: warning: %s\n", doc.file.c_str(), use.over.line,
                         use.over.column, warning->c_str());
}

namespace {

struct CheckOptions {
    std::vector<std::string> files;
    InputOptions in;
    std::optional<std::string> then;
    bool quiet = false;
};

// Each line names its file, so several files need no separator.
bool write_check(const FileResult& r, bool quiet) {
    if (!r.report || quiet) return true;  // an error is on standard error
    const Document& doc = *r.doc;
    const Report& report = *r.report;
    warn_over_box(doc, std::nullopt);
    std::string out;
    for (const Violation& v : report.violations) out += violation_line(doc.file, v);
    if (report.violations.empty()) {
        bool position = doc.kind == DocumentKind::Position;
        std::size_t n = position ? doc.board.size() : doc.moves.size();
        std::string then;
        if (report.then)
            then = fmt::format(" and move {} by {} ({})", report.then->number,
                               doc.players[report.then->player], report.then->what);
        out +=
            fmt::format("{}: ok: {} with {} {}{}, no rule broken\n", doc.file,
                        position ? "position" : "game log", n,
                        position ? (n == 1 ? "tile" : "tiles") : (n == 1 ? "move" : "moves"), then);
    }
    return emit(out);
}

int run_check(const CheckOptions& o) {
    AdjudicationOptions options;
    options.final_scoring = false;
    return adjudicate_files(o.files, o.in, options, o.then,
                            [&o](const FileResult& r) { return write_check(r, o.quiet); });
}

}  // namespace

void add_check_command(CLI::App& app, Run& run) {
    auto o = std::make_shared<CheckOptions>();
    CLI::App* check = app.add_subcommand("check", "Validate documents without printing scores");
    add_files_option(*check, o->files);
    add_then_option(*check, o->then);
    add_tiles_option(*check, o->in.tile_files);
    add_max_bytes_option(*check, o->in);
    check->add_flag("-q,--quiet", o->quiet,
                    "Print nothing: the exit status alone says ok (0), violation (1) or error (2)");
    check->callback([&run, o] { run = [o] { return run_check(*o); }; });
}

}  // namespace carcassonne::app
