// `carcassonne check`: check a document and print only `ok` or its violations.
#include <fmt/format.h>

#include <CLI/CLI.hpp>
#include <memory>

#include "carcassonne/adjudicate.hpp"
#include "commands.hpp"

namespace carcassonne::app {
namespace {

int run_check(const InputOptions& in) {
    const Document doc = load(in);
    AdjudicationOptions options;
    options.final_scoring = false;
    Report report = adjudicate(doc, options);
    std::string out;
    for (const Violation& v : report.violations)
        out += fmt::format("{}: {}{}: {}\n", doc.file, violation_place(v), v.rule, v.message);
    if (report.violations.empty()) {
        bool position = doc.kind == DocumentKind::Position;
        std::size_t n = position ? doc.board.size() : doc.moves.size();
        out += fmt::format("{}: ok: {} with {} {}, no rule broken\n", doc.file,
                           position ? "position" : "game log", n,
                           position ? (n == 1 ? "tile" : "tiles") : (n == 1 ? "move" : "moves"));
    }
    if (!emit(out)) return 2;
    return report.violations.empty() ? 0 : 1;
}

}  // namespace

void add_check_command(CLI::App& app, Run& run) {
    auto in = std::make_shared<InputOptions>();
    CLI::App* check = app.add_subcommand("check", "Validate a document without printing scores");
    add_file_option(*check, *in);
    add_tiles_option(*check, in->tile_files);
    add_max_bytes_option(*check, *in);
    check->callback([&run, in] { run = [in] { return run_check(*in); }; });
}

}  // namespace carcassonne::app
