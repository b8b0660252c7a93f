#include "carcassonne/rulebook.hpp"

#include <cstdio>
#include <cstdlib>

#include "decode.hpp"
#include "embedded.hpp"

namespace carcassonne {

const RuleBook& RuleBook::builtin() {
    static const RuleBook book = [] {
        RuleBook b;
        // Our own compiled-in data: a fault is a build defect that the tests catch.
        try {
            Decoder d("lib/data/rules.yaml");
            YNode root = parse_yaml(kRulesYaml, d.file(), YamlLimits{});
            for (const YNode& s : root.find("sections")->children)
                b.sections_.push_back(
                    {s.find("id")->text, s.find("title")->text, s.find("intro")->text});
            for (const YNode& r : root.find("rules")->children)
                b.rules_.push_back({r.find("id")->text, r.find("section")->text,
                                    r.find("title")->text, r.find("text")->text});
        } catch (const InputError& e) {
            std::fprintf(stderr, "internal error: %s\n", e.render().c_str());
            std::abort();
        }
        return b;
    }();
    return book;
}

const RuleText* RuleBook::find(std::string_view id) const {
    for (const RuleText& r : rules_)
        if (r.id == id) return &r;
    return nullptr;
}

const RuleSection* RuleBook::section(std::string_view id) const {
    for (const RuleSection& s : sections_)
        if (s.id == id) return &s;
    return nullptr;
}

std::vector<const RuleText*> RuleBook::matching(std::string_view prefix) const {
    std::vector<const RuleText*> out;
    for (const RuleText& r : rules_) {
        std::string_view id = r.id;
        if (id == prefix || (id.size() > prefix.size() && id.substr(0, prefix.size()) == prefix &&
                             id[prefix.size()] == '.'))
            out.push_back(&r);
    }
    return out;
}

}  // namespace carcassonne
