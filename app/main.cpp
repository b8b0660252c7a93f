// carcassonne: a scoring adjudicator for recorded Carcassonne games.
// This file only builds the command line; each subcommand lives in cmd_*.cpp.
#include <CLI/CLI.hpp>

#include "commands.hpp"

using namespace carcassonne::app;

int main(int argc, char** argv) {
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
        ->expected(1)->allow_extra_args(false)->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
    score->add_option("--max-bytes", in.max_bytes, "Largest document read (default 67108864)")
        ->check(CLI::Range(std::size_t{1}, std::size_t{1} << 40));

    auto* check = app.add_subcommand("check", "Validate a document without printing scores");
    check->add_option("FILE", in.file, "The document ('-' or nothing: standard input)");
    check->add_option("--tiles", in.tile_files, "Load more tile definitions from FILE (repeatable)")
        ->expected(1)->allow_extra_args(false)->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
    check->add_option("--max-bytes", in.max_bytes, "Largest document read (default 67108864)")
        ->check(CLI::Range(std::size_t{1}, std::size_t{1} << 40));

    std::optional<std::string> rule_id;
    auto* rules = app.add_subcommand("rules", "Print the rule behind a citation (an id or a section)");
    rules->add_option("ID", rule_id, "A rule id (base.city.completed) or section (base, maze, ...)");

    std::optional<std::string> tile_id;
    auto* tiles = app.add_subcommand("tiles", "Show catalogue tiles drawn as text at rot 0");
    tiles->add_option("ID", tile_id, "One tile id");
    tiles->add_option("--tiles", in.tile_files, "Load more tile definitions from FILE (repeatable)")
        ->expected(1)->allow_extra_args(false)->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);

    std::optional<std::string> import_from;
    std::optional<std::size_t> import_game;
    auto* import = app.add_subcommand("import", "Write a JCloisterZone save or a Board Game Arena log as a game log");
    import->add_option("FILE", in.file, "The save or log ('-': standard input)")->required();
    import->add_option("--from", import_from, "The source: jcz or bga (default: told from the file)")
        ->transform(CLI::IsMember({"jcz", "bga"}, CLI::ignore_case));
    import->add_option("--game", import_game, "Which game of a file that holds several (from 1)")
        ->check(CLI::Range(std::size_t{1}, std::size_t{1} << 30));
    import->add_option("--max-bytes", in.max_bytes, "Largest file read (default 67108864)")
        ->check(CLI::Range(std::size_t{1}, std::size_t{1} << 40));

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
    if (*import) return run_import(in, import_from, import_game);
    std::fprintf(stderr, "%s", app.help().c_str());
    return 2;
}
