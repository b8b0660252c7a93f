// `carcassonne expansions`: what the engine knows (the report's columns, the
// options, the kinds of figure, each expansion, the tile sets), for people and,
// as JSON, for programs (the page) that would otherwise copy it.
#include <CLI/CLI.hpp>
#include <memory>

#include "carcassonne/query/registry.hpp"
#include "carcassonne/report/render.hpp"
#include "commands.hpp"

namespace carcassonne::app {

void add_expansions_command(CLI::App& app, Run& run) {
    auto format = std::make_shared<std::string>();
    CLI::App* command = app.add_subcommand(
        "expansions", "List the expansions, options, figures and report columns the program knows");
    add_format_option(*command, *format, {"text", "json"});
    command->callback([&run, format] {
        run = [format] {
            RegistryListing r = list_registry();
            return emit(*format == "json" ? render_registry_json(r) : render_registry_text(r)) ? 0
                                                                                               : 2;
        };
    });
}

}  // namespace carcassonne::app
