// `carcassonne check`: check a document and print only `ok` or its violations.
#include <fmt/format.h>

#include <CLI/CLI.hpp>
#include <memory>

#include "carcassonne/adjudicate.hpp"
#include "commands.hpp"

namespace carcassonne::app {
namespace {

// In the shape of an input error, so that editors and `grep -n` users find
// the line: FILE:LINE:1: violation: RULE: [move N: ]MESSAGE. A violation of
// the whole board (no line at fault) is FILE: violation: RULE: MESSAGE.
std::string violation_line(const std::string& file, const Violation& v) {
    std::string where = v.line ? fmt::format("{}:{}:1", file, *v.line) : file;
    std::string move = v.move ? fmt::format("move {}: ", *v.move) : "";
    return fmt::format("{}: violation: {}: {}{}\n", where, v.rule, move, v.message);
}

int run_check(const InputOptions& in, bool quiet) {
    const Document doc = load(in);
    AdjudicationOptions options;
    options.final_scoring = false;
    Report report = adjudicate(doc, options);
    if (quiet) return report.violations.empty() ? 0 : 1;
    std::string out;
    for (const Violation& v : report.violations) out += violation_line(doc.file, v);
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
    auto quiet = std::make_shared<bool>(false);
    check->add_flag("-q,--quiet", *quiet,
                    "Print nothing: the exit status alone says ok (0), violation (1) or error (2)");
    check->callback([&run, in, quiet] { run = [in, quiet] { return run_check(*in, *quiet); }; });
}

}  // namespace carcassonne::app
