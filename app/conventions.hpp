// What people expect of a command line since git and ripgrep: a `help`
// command, metavariables that say what a value is, and an unknown command or
// option named with a suggestion before the parser's stock message.
#pragma once

#include <optional>

#include "commands.hpp"

namespace carcassonne::app {

// `carcassonne help [COMMAND]`: the program's or one command's --help, on
// standard output; an unknown COMMAND is a usage error with a suggestion.
void add_help_command(CLI::App& app, Run& run);
// FILE, X,Y, FEATURE, NAME... instead of CLI11's TEXT, on every command's options.
void name_metavariables(CLI::App& app);
// An unknown command, an option before the command, or an option the command
// does not take: reported with a suggestion on standard error, and the exit
// status (2) returned. Nothing when the command line looks right to this scan
// (CLI11 then parses it and reports what remains).
std::optional<int> misused_command_line(CLI::App& app, int argc, const char* const* argv);

}  // namespace carcassonne::app
