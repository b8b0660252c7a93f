// Watchtowers in custom tiles: `watchtower: road-tiles`, what its tower counts.
#include <fmt/format.h>

#include "carcassonne/model/wording.hpp"
#include "expansions/watchtowers/watchtowers.hpp"
#include "io/expansion_syntax.hpp"

namespace carcassonne {
namespace {

using watchtowers::kKinds;

std::string kind_names() {
    std::vector<std::string_view> names;
    for (const auto& k : kKinds) names.push_back(k.name);
    return or_list(names);
}

void read_watchtower(const Decoder& d, const YNode& value, TileDef& def) {
    std::string what = fmt::format("'watchtower' of tile '{}'", def.id);
    const std::string& text = d.as_string(value, what);
    for (const auto& k : kKinds)
        if (k.name == text) {
            def.marks |= k.mark.set();
            return;
        }
    d.fail(value, fmt::format("{} must be {}, not {}", what, kind_names(), describe(value)));
}

std::string write_watchtower(const TileDef& def) {
    const auto* kind = watchtowers::tower_of(def.marks);
    return kind ? fmt::format("    watchtower: {}\n", kind->name) : "";
}

}  // namespace

const ExpansionSyntax& watchtowers::syntax() {
    static const ExpansionSyntax s = [] {
        ExpansionSyntax x;
        x.tile_keys = {{"watchtower", read_watchtower, write_watchtower}};
        return x;
    }();
    return s;
}

}  // namespace carcassonne
