// `carcassonne explain`: why a feature or a player scored what they did.
#include <CLI/CLI.hpp>

#include "commands.hpp"

namespace carcassonne::app {

void add_explain_command(CLI::App& app, Run& run) {
    (void)app;
    (void)run;
}

}  // namespace carcassonne::app
