// carcassonne: a scoring adjudicator for recorded Carcassonne games.
// This file only builds the command line (each subcommand registers itself
// from its cmd_*.cpp) and holds the one error boundary.
#include <CLI/CLI.hpp>
#include <cstdio>
#include <exception>

#include "commands.hpp"
#include "memory.hpp"

using namespace carcassonne::app;

namespace {

int run(int argc, char** argv) {
    CLI::App app{"carcassonne: adjudicates the score of a Carcassonne position or game log"};
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

// The one error boundary: whatever a command throws ends here, as a message and
// exit status 2, never as a signal.
int main(int argc, char** argv) {
    tune_memory();
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
