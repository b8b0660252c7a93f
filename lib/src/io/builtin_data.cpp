// The data compiled into the program (lib/data/tiles.yaml, lib/data/rules.yaml),
// read once through the same readers as users' documents. A fault in it is a
// defect of the build, which the tests catch before any user can; if one ever
// slipped through, it ends as `carcassonne: internal error: ...` (exit 2).
#include <fmt/format.h>

#include <stdexcept>

#include "carcassonne/catalogue.hpp"
#include "carcassonne/rulebook.hpp"
#include "carcassonne/tile_sets.hpp"
#include "io/decode.hpp"
#include "io/embedded.hpp"
#include "io/tile_reader.hpp"

namespace carcassonne {
namespace {

// The value of a key that must be there.
const YNode& required(const Decoder& d, const YNode& map, std::string_view key) {
    d.expect_map(map, "an entry");
    const YNode* n = map.find(key);
    if (!n) d.fail(map, fmt::format("no {}: key", key));
    return *n;
}

template <class Read>
auto read_builtin(std::string_view text, const char* file, Read read) {
    try {
        Decoder d(file);
        return read(d, parse_yaml(text, d.file(), YamlLimits{}));
    } catch (const InputError& e) {
        throw std::logic_error("the built-in data is faulty: " + e.render());
    }
}

}  // namespace

const Catalogue& Catalogue::builtin() {
    static const Catalogue catalogue =
        read_builtin(kTilesYaml, "lib/data/tiles.yaml", [](const Decoder& d, const YNode& root) {
            Catalogue c;
            for (auto& t : read_tile_map(required(d, root, "tiles"), d)) c.add(std::move(t.def));
            return c;
        });
    return catalogue;
}

std::optional<std::string_view> builtin_tile_set(std::string_view name) {
    if (name == "signposts-example") return kSignpostsExampleYaml;
    return std::nullopt;
}

const RuleBook& RuleBook::builtin() {
    static const RuleBook book =
        read_builtin(kRulesYaml, "lib/data/rules.yaml", [](const Decoder& d, const YNode& root) {
            auto text = [&](const YNode& entry, std::string_view key) {
                return d.as_string(required(d, entry, key), key);
            };
            std::vector<RuleSection> sections;
            for (const YNode& s : required(d, root, "sections").children)
                sections.push_back({text(s, "id"), text(s, "title"), text(s, "intro")});
            std::vector<RuleText> rules;
            for (const YNode& r : required(d, root, "rules").children)
                rules.push_back(
                    {text(r, "id"), text(r, "section"), text(r, "title"), text(r, "text")});
            return RuleBook(std::move(sections), std::move(rules));
        });
    return book;
}

}  // namespace carcassonne
