// `carcassonne rules`: the rule behind a citation, a section, or the list of all.
#include <fmt/format.h>

#include <CLI/CLI.hpp>
#include <cctype>
#include <cstdio>
#include <memory>
#include <optional>

#include "carcassonne/rulebook.hpp"
#include "carcassonne/suggest.hpp"
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

std::string lower(std::string s) {
    for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

// Every id and section id, and each id's last word (`majority` for
// `base.majority`) mapped back to its id, for suggestions.
std::string rule_suggestion(const RuleBook& book, const std::string& wanted) {
    std::vector<std::string> ids, last_word_of;
    for (const RuleSection& s : book.sections()) ids.push_back(s.id);
    for (const RuleText& r : book.rules()) ids.push_back(r.id);
    std::string guess = did_you_mean_sentence(nearest(wanted, ids));
    if (guess.empty()) {
        for (const RuleText& r : book.rules())
            if (r.id.size() > wanted.size() &&
                r.id.compare(r.id.size() - wanted.size(), wanted.size(), wanted) == 0 &&
                r.id[r.id.size() - wanted.size() - 1] == '.')
                last_word_of.push_back(r.id);
        if (last_word_of.size() > 3) last_word_of.resize(3);
        guess = did_you_mean_sentence(last_word_of);
    }
    return guess.empty() ? "" : guess + " ";
}

// Rules whose id, title or text holds every one of the words, in any case.
int run_search(const RuleBook& book, const std::vector<std::string>& words) {
    std::string out;
    for (const RuleText& r : book.rules()) {
        const std::string all = lower(r.id + " " + r.title + " " + r.text);
        bool every = true;
        for (const std::string& w : words) every = every && all.find(lower(w)) != std::string::npos;
        if (every) out += fmt::format("{:<36} {}\n", r.id, r.title);
    }
    std::string joined;
    for (const std::string& w : words) joined += (joined.empty() ? "" : " ") + w;
    if (out.empty())
        return command_error(
            fmt::format("no rule mentions '{}' (`carcassonne rules` lists them)", joined));
    return emit(out) ? 0 : 2;
}

int run_rules(std::optional<std::string> id, const std::vector<std::string>& search) {
    if (!search.empty()) {
        if (id) return command_error("give either a rule id or --search WORDS, not both");
        return run_search(RuleBook::builtin(), search);
    }
    // Rule ids are lower case; `rules BASE.MAJORITY` means the same rule.
    if (id) id = lower(*id);
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
        return command_error(
            fmt::format("no rule or section '{}' ({}`carcassonne rules` lists them; "
                        "`carcassonne rules --search WORDS` searches their texts)",
                        *id, rule_suggestion(book, *id)));
    }
    if (const RuleSection* s = book.section(*id))
        out += fmt::format("{}\n{}\n", s->title, wrap(s->intro));
    for (const RuleText* r : rules) out += show(*r) + (rules.size() > 1 ? "\n" : "");
    return emit(out) ? 0 : 2;
}

}  // namespace

void add_rules_command(CLI::App& app, Run& run) {
    auto id = std::make_shared<std::optional<std::string>>();
    auto search = std::make_shared<std::vector<std::string>>();
    CLI::App* rules =
        app.add_subcommand("rules", "Print the rule behind a citation (an id or a section)");
    rules->add_option("ID", *id, "A rule id (base.city.completed) or section (base, maze, ...)");
    rules
        ->add_option("--search", *search,
                     "List the rules whose id, title or text holds every one of WORDS")
        ->type_name("WORDS")
        ->expected(1, -1);
    rules->callback([&run, id, search] { run = [id, search] { return run_rules(*id, *search); }; });
}

}  // namespace carcassonne::app
