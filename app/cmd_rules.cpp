// `carcassonne rules`: the rule behind a citation, a section, or the list of all.
#include <fmt/format.h>

#include <CLI/CLI.hpp>
#include <cstdio>
#include <memory>
#include <optional>

#include "carcassonne/rulebook.hpp"
#include "commands.hpp"

namespace carcassonne::app {
namespace {

// Folds a paragraph to 76 columns under a 2-space indent.
std::string wrap(const std::string& text) {
    std::string out = "  ", word;
    std::size_t column = 2;
    auto flush = [&] {
        if (word.empty()) return;
        if (column > 2 && column + 1 + word.size() > 78) out += "\n  ", column = 2;
        if (column > 2) out += ' ', ++column;
        out += word;
        column += word.size();
        word.clear();
    };
    for (char c : text) {
        if (c == ' ' || c == '\n')
            flush();
        else
            word += c;
    }
    flush();
    return out + "\n";
}

std::string show(const RuleText& r) {
    return fmt::format("{}: {}\n{}", r.id, r.title, wrap(r.text));
}

int run_rules(const std::optional<std::string>& id) {
    const RuleBook& book = RuleBook::builtin();
    std::string out;
    if (!id) {
        for (const RuleSection& s : book.sections()) {
            out += fmt::format("{} ({})\n", s.title, s.id);
            for (const RuleText* r : book.matching(s.id))
                out += fmt::format("  {:<36} {}\n", r->id, r->title);
        }
        out +=
            "\n`carcassonne rules ID` prints one rule; `carcassonne rules SECTION` a whole "
            "section.\n";
        return emit(out) ? 0 : 2;
    }
    auto rules = book.matching(*id);
    if (rules.empty()) {
        std::fprintf(
            stderr,
            "carcassonne: error: no rule or section '%s' (`carcassonne rules` lists them)\n",
            id->c_str());
        return 2;
    }
    if (const RuleSection* s = book.section(*id))
        out += fmt::format("{}\n{}\n", s->title, wrap(s->intro));
    for (const RuleText* r : rules) out += show(*r) + (rules.size() > 1 ? "\n" : "");
    return emit(out) ? 0 : 2;
}

}  // namespace

void add_rules_command(CLI::App& app, Run& run) {
    auto id = std::make_shared<std::optional<std::string>>();
    CLI::App* rules =
        app.add_subcommand("rules", "Print the rule behind a citation (an id or a section)");
    rules->add_option("ID", *id, "A rule id (base.city.completed) or section (base, maze, ...)");
    rules->callback([&run, id] { run = [id] { return run_rules(*id); }; });
}

}  // namespace carcassonne::app
