// The command line: builds the CLI11 app (each subcommand registers itself
// from its cmd_*.cpp) and holds the one error boundary.
#include "cli.hpp"

#include <CLI/CLI.hpp>
#include <cstdio>
#include <exception>

#include "commands.hpp"
#include "conventions.hpp"

namespace carcassonne::app {

namespace {

int run(int argc, char** argv) {
    // Named, so that the usage line shows `carcassonne`, not the path it was run by.
    CLI::App app{"carcassonne: adjudicates the score of a Carcassonne position or game log",
                 "carcassonne"};
    app.set_version_flag("--version", std::string("carcassonne ") + CARCASSONNE_VERSION);
    app.require_subcommand(0, 1);
    Run command;
    add_score_command(app, command);
    add_check_command(app, command);
    add_draw_command(app, command);
    add_explain_command(app, command);
    add_position_command(app, command);
    add_rules_command(app, command);
    add_tiles_command(app, command);
    add_import_command(app, command);
    add_fits_command(app, command);
    add_help_command(app, command);
    name_metavariables(app);
    if (auto status = misused_command_line(app, argc, argv)) return *status;
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        int code = app.exit(e);
        // CLI11 uses 100-127 for its own errors; ours are 0, 1 and 2.
        return code == 0 ? 0 : 2;
    }
    if (command) return command();
    std::fprintf(stderr, "%s", app.help().c_str());
    return 2;
}

}  // namespace

int run_command_line(int argc, char** argv) {
    try {
        return run(argc, argv);
    } catch (const carcassonne::InputError& e) {
        report_error(e);
    } catch (const carcassonne::RequestError& e) {
        std::fprintf(stderr, "carcassonne: error: %s\n", e.what());
    } catch (const std::exception& e) {
        std::fprintf(stderr, "carcassonne: internal error: %s\n", e.what());
    } catch (...) {
        std::fprintf(stderr, "carcassonne: internal error: an unknown exception\n");
    }
    return 2;
}

}  // namespace carcassonne::app
