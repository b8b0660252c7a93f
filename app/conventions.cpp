#include "conventions.hpp"

#include <fmt/format.h>

#include <CLI/CLI.hpp>
#include <map>
#include <memory>
#include <string_view>

#include "carcassonne/model/suggest.hpp"

namespace carcassonne::app {
namespace {

// The option `name` ("--format", "-q") of a command, or nullptr. Not CLI11's
// get_option_no_throw, which is noexcept and allocates: memory running out
// there would end the process.
const CLI::Option* find_option(const CLI::App& command, const std::string& name) {
    for (const CLI::Option* o : command.get_options())
        if (o->check_name(name)) return o;
    return nullptr;
}

std::vector<std::string> command_names(CLI::App& app) {
    std::vector<std::string> names;
    for (const CLI::App* sub : app.get_subcommands([](CLI::App*) { return true; }))
        names.push_back(sub->get_name());
    return names;
}

CLI::App* command_named(CLI::App& app, std::string_view name) {
    for (CLI::App* sub : app.get_subcommands([](CLI::App*) { return true; }))
        if (sub->get_name() == name) return sub;
    return nullptr;
}

// "--format" from "--format=json"; "" for an argument that is no option
// ("-" is standard input, "-3,1" a square).
std::string option_name(std::string_view arg) {
    if (arg.size() > 2 && arg.substr(0, 2) == "--")
        return std::string(arg.substr(0, arg.find('=')));
    if (arg.size() == 2 && arg[0] == '-' && std::isalpha(static_cast<unsigned char>(arg[1])))
        return std::string(arg);
    return "";
}

std::string unknown_command(CLI::App& app, std::string_view word) {
    std::string guess = did_you_mean_sentence(nearest(word, command_names(app)));
    return fmt::format("unknown command '{}' ({}`carcassonne help` lists the commands)", word,
                       guess.empty() ? "" : guess + " ");
}

// "did you mean '--format'? " for an option `command` does not take.
std::string option_guess(const CLI::App& command, std::string_view option) {
    std::vector<std::string> names;
    for (const CLI::Option* o : command.get_options())
        for (const std::string& l : o->get_lnames()) names.push_back("--" + l);
    std::vector<std::string> guesses = nearest(option, names);
    // --json, --svg: a value of --format written as an option of its own.
    if (const CLI::Option* format = find_option(command, "--format"))
        if (format->get_type_name().find(std::string(option.substr(2)) + ",") !=
                std::string::npos ||
            format->get_type_name().find(std::string(option.substr(2)) + "}") != std::string::npos)
            guesses.insert(guesses.begin(), "--format " + std::string(option.substr(2)));
    std::string sentence = did_you_mean_sentence(guesses);
    return sentence.empty() ? "" : sentence + " ";
}

}  // namespace

void add_help_command(CLI::App& app, Run& run) {
    auto topic = std::make_shared<std::string>();
    CLI::App* help = app.add_subcommand("help", "Show the help of the program or of one command");
    help->add_option("COMMAND", *topic, "A command (score, check, ...)")->type_name("COMMAND");
    help->callback([&app, &run, topic] {
        run = [&app, topic]() -> int {
            // app.help() would show the help of the selected command, `help` itself.
            if (topic->empty())
                return emit(app.get_formatter()->make_help(&app, "carcassonne",
                                                           CLI::AppFormatMode::Normal))
                           ? 0
                           : 2;
            CLI::App* command = command_named(app, *topic);
            if (!command) return command_error(unknown_command(app, *topic));
            return emit(command->help("carcassonne")) ? 0 : 2;
        };
    });
}

void name_metavariables(CLI::App& app) {
    static const std::map<std::string, std::string> kMetavariables{
        {"FILE", "FILE"},    {"LOG", "FILE"},      {"--tiles", "FILE"},    {"--at", "X,Y"},
        {"--on", "FEATURE"}, {"--player", "NAME"}, {"--format", "FORMAT"}, {"--from", "FORMAT"},
        {"ID", "ID"},        {"TILE", "ID"},       {"--then", "MOVE"},     {"--color", "WHEN"},
        {"--edges", "EDGES"}};
    for (CLI::App* sub : app.get_subcommands([](CLI::App*) { return true; }))
        for (CLI::Option* o : sub->get_options()) {
            if (o->get_type_name().rfind("TEXT", 0) != 0) continue;
            auto it = kMetavariables.find(o->get_name());
            if (it != kMetavariables.end()) o->type_name(it->second);
        }
}

std::optional<int> misused_command_line(CLI::App& app, int argc, const char* const* argv) {
    int i = 1;
    // Options before the command: the program's own (--help, --version) pass.
    for (; i < argc; ++i) {
        std::string name = option_name(argv[i]);
        if (name.empty() || std::string_view(argv[i]) == "--") break;
        if (find_option(app, name)) return std::nullopt;
        for (int j = i + 1; j < argc; ++j)
            if (command_named(app, argv[j]))
                return command_error(
                    fmt::format("option '{}' before the command: options go after the subcommand "
                                "(carcassonne {} {} ...)",
                                argv[i], argv[j], argv[i]));
        return command_error(
            fmt::format("unknown option '{}' ({}`carcassonne help` lists the "
                        "commands)",
                        argv[i], option_guess(app, name)));
    }
    if (i >= argc || std::string_view(argv[i]) == "--") return std::nullopt;
    CLI::App* command = command_named(app, argv[i]);
    if (!command) return command_error(unknown_command(app, argv[i]));
    // The command's options; a value that follows an option taking one is skipped.
    for (int j = i + 1; j < argc; ++j) {
        if (std::string_view(argv[j]) == "--") break;
        std::string name = option_name(argv[j]);
        if (name.empty()) continue;
        const CLI::Option* known = find_option(*command, name);
        if (!known)
            return command_error(fmt::format(
                "unknown option '{}' for '{}' ({}`carcassonne help {}` "
                "lists its options)",
                name, command->get_name(), option_guess(*command, name), command->get_name()));
        bool inline_value = std::string_view(argv[j]).find('=') != std::string_view::npos;
        if (known->get_type_size_max() > 0 && !inline_value) ++j;
    }
    return std::nullopt;
}

}  // namespace carcassonne::app
