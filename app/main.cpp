// carcassonne: a scoring adjudicator for recorded Carcassonne games.
// This file only builds the command line; each subcommand lives in cmd_*.cpp.
#include <CLI/CLI.hpp>
#include <cstdio>
#include <exception>

#include "commands.hpp"

using namespace carcassonne::app;

namespace {

int run(int argc, char** argv) {
    CLI::App app{"carcassonne: adjudicates the score of a Carcassonne position or game log"};
    app.set_version_flag("--version", std::string("carcassonne ") + CARCASSONNE_VERSION);
    app.require_subcommand(0, 1);

    InputOptions in;
    std::string format = "text";
    bool no_final = false;
    auto* score = app.add_subcommand("score", "Check and score a position or game log");
    score->add_option("FILE", in.file, "The document ('-' or nothing: standard input)");
    score->add_option("--format", format, "Output format: text or json")
        ->transform(CLI::IsMember({"text", "json"}, CLI::ignore_case));
    score->add_flag("--no-final", no_final, "Skip the final scoring");
    // One FILE per --tiles, so that `--tiles T.yaml DOC.yaml` still reads DOC.yaml.
    score->add_option("--tiles", in.tile_files, "Load more tile definitions from FILE (repeatable)")
        ->expected(1)
        ->allow_extra_args(false)
        ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
    score->add_option("--max-bytes", in.max_bytes, "Largest document read (default 67108864)")
        ->check(CLI::Range(std::size_t{1}, std::size_t{1} << 40));

    auto* check = app.add_subcommand("check", "Validate a document without printing scores");
    check->add_option("FILE", in.file, "The document ('-' or nothing: standard input)");
    check->add_option("--tiles", in.tile_files, "Load more tile definitions from FILE (repeatable)")
        ->expected(1)
        ->allow_extra_args(false)
        ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
    check->add_option("--max-bytes", in.max_bytes, "Largest document read (default 67108864)")
        ->check(CLI::Range(std::size_t{1}, std::size_t{1} << 40));

    std::optional<std::string> rule_id;
    auto* rules =
        app.add_subcommand("rules", "Print the rule behind a citation (an id or a section)");
    rules->add_option("ID", rule_id,
                      "A rule id (base.city.completed) or section (base, maze, ...)");

    std::optional<std::string> tile_id;
    auto* tiles = app.add_subcommand("tiles", "Show catalogue tiles drawn as text at rot 0");
    tiles->add_option("ID", tile_id, "One tile id");
    tiles->add_option("--tiles", in.tile_files, "Load more tile definitions from FILE (repeatable)")
        ->expected(1)
        ->allow_extra_args(false)
        ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);

    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        int code = app.exit(e);
        // CLI11 uses 100-127 for its own errors; ours are 0, 1 and 2.
        return code == 0 ? 0 : 2;
    }
    if (*score) return run_score(in, format == "json", !no_final);
    if (*check) return run_check(in);
    if (*rules) return run_rules(rule_id);
    if (*tiles) return run_tiles(tile_id, in.tile_files);
    std::fprintf(stderr, "%s", app.help().c_str());
    return 2;
}

}  // namespace

// The one error boundary: whatever a command throws ends here, as a message and
// exit status 2, never as a signal.
int main(int argc, char** argv) {
    try {
        return run(argc, argv);
    } catch (const carcassonne::InputError& e) {
        report_error(e);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "carcassonne: internal error: %s\n", e.what());
    } catch (...) {
        std::fprintf(stderr, "carcassonne: internal error: an unknown exception\n");
    }
    return 2;
}
