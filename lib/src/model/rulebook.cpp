#include "carcassonne/model/rulebook.hpp"

#include <utility>

namespace carcassonne {

RuleBook::RuleBook(std::vector<RuleSection> sections, std::vector<RuleText> rules)
    : rules_(std::move(rules)), sections_(std::move(sections)) {}

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

std::vector<const RuleText*> RuleBook::in_section(std::string_view section) const {
    std::vector<const RuleText*> out;
    for (const RuleText& r : rules_)
        if (r.section == section) out.push_back(&r);
    return out;
}

}  // namespace carcassonne
