// The text behind every rule id the adjudicator cites (lib/data/rules.yaml),
// for `carcassonne rules ID`.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace carcassonne {

struct RuleText {
    std::string id;
    std::string section;
    std::string title;
    std::string text;
};

struct RuleSection {
    std::string id;
    std::string title;
    std::string intro;
};

class RuleBook {
  public:
    // The rule texts compiled into the program (lib/data/rules.yaml).
    static const RuleBook& builtin();
    RuleBook() = default;
    RuleBook(std::vector<RuleSection> sections, std::vector<RuleText> rules);
    const RuleText* find(std::string_view id) const;
    const RuleSection* section(std::string_view id) const;
    // Rules whose id is `prefix` or starts with `prefix.` (a section, or a group like base.final).
    std::vector<const RuleText*> matching(std::string_view prefix) const;
    // The rules of a section (RuleText::section), in the book's order: those of
    // an expansion whose rule ids do not all start with its name too.
    std::vector<const RuleText*> in_section(std::string_view section) const;
    const std::vector<RuleText>& rules() const { return rules_; }
    const std::vector<RuleSection>& sections() const { return sections_; }

  private:
    std::vector<RuleText> rules_;
    std::vector<RuleSection> sections_;
};

}  // namespace carcassonne
