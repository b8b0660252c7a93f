// The command line: builds the CLI11 app (each subcommand registers itself
// from its cmd_*.cpp) and holds the one error boundary.
#include "cli.hpp"

#include <fmt/format.h>

#include <CLI/CLI.hpp>
#include <cstdio>
#include <exception>
#include <new>
#include <sstream>

#include "carcassonne/model/printable.hpp"
#include "commands.hpp"
#include "conventions.hpp"
#include "process.hpp"

namespace carcassonne::app {

namespace {

// What CLI11 stopped the parse for: --help and --version write to standard
// output as every report does (a write error is exit 2), and a usage error is
// said in our words. CLI11 uses 100-127 for its own errors; ours are 0, 1 and 2.
int parse_error(const CLI::App& app, const CLI::ParseError& e) {
    std::ostringstream out, err;
    if (app.exit(e, out, err) == 0) return emit(out.str()) ? 0 : 2;
    std::string command;
    for (const CLI::App* sub : app.get_subcommands()) command = " " + sub->get_name();
    return command_error(fmt::format("{} (`carcassonne help{}` lists {})", e.what(), command,
                                     command.empty() ? "the commands" : "its options"));
}

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
    add_expansions_command(app, command);
    add_help_command(app, command);
    name_metavariables(app);
    if (auto status = misused_command_line(app, argc, argv)) return *status;
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        return parse_error(app, e);
    }
    if (command) return command();
    std::fprintf(stderr, "%s", app.help().c_str());
    return 2;
}

// The one error boundary: whatever a command throws ends here as a message.
int run_and_report(int argc, char** argv) {
    try {
        return run(argc, argv);
    } catch (const carcassonne::InputError& e) {
        report_error(e);
    } catch (const carcassonne::RequestError& e) {
        command_error(e.what());
    } catch (const std::bad_alloc&) {
        return out_of_memory();
    } catch (const std::exception& e) {
        std::fprintf(stderr, "carcassonne: internal error: %s\n",
                     printable_message(e.what()).c_str());
    } catch (...) {
        std::fprintf(stderr, "carcassonne: internal error: an unknown exception\n");
    }
    return 2;
}

int guarded_run(int argc, char** argv) {
    try {
        return run_and_report(argc, argv);
    } catch (const std::bad_alloc&) {
        return out_of_memory();  // the memory ran out while a message was made
    }
}

}  // namespace

int run_command_line(int argc, char** argv) {
    begin_run();
    return end_run(guarded_run(argc, argv));
}

}  // namespace carcassonne::app
