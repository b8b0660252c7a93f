// Signposts in custom tiles: `signposts: [{edge: E, points: left}, ...]`, one
// on a road edge each, as road edge marks.
#include <fmt/format.h>

#include "expansions/signposts/signposts.hpp"
#include "io/expansion_syntax.hpp"

namespace carcassonne {
namespace {

using signposts::kPointsNames;

void read_signposts(const Decoder& d, const YNode& list, TileDef& def) {
    auto key = [&](std::string_view k) { return fmt::format("'{}' of tile '{}'", k, def.id); };
    d.expect_sequence(list, key("signposts"));
    for (const YNode& s : list.children) {
        d.expect_map(s, fmt::format("a signpost of tile '{}'", def.id));
        d.check_keys(s, {"edge", "points"}, fmt::format("a signpost of tile '{}'", def.id));
        const YNode* e = s.find("edge");
        const YNode* p = s.find("points");
        if (!e || !p)
            d.fail(s, fmt::format("a signpost of tile '{}' needs edge: and points:", def.id));
        auto edge = parse_edge(d.as_string(*e, key("edge")));
        if (!edge)
            d.fail(*e, fmt::format("{} must be N, E, S or W, not {}", key("edge"), describe(*e)));
        if (def.edge_kind[index(*edge)] != EdgeKind::Road)
            d.fail(*e, fmt::format("tile '{}': a signpost stands on a road edge, and {} is not one",
                                   def.id, e->text));
        MarkSet& marks = def.edge_marks[index(*edge)];
        if (marks & signposts::kAny)
            d.fail(*e, fmt::format("tile '{}': two signposts on edge {}", def.id, e->text));
        auto points = parse_in(kPointsNames, d.as_string(*p, key("points")));
        if (!points)
            d.fail(*p, fmt::format("{} must be {}, not {}", key("points"), list_of(kPointsNames),
                                   describe(*p)));
        marks |= signposts::mark_of(*points);
    }
}

std::string write_signposts(const TileDef& def) {
    std::string list;
    for (Edge e : kAllEdges)
        if (auto p = signposts::points_of(def.edge_marks[index(e)]))
            list += fmt::format("{}{{edge: {}, points: {}}}", list.empty() ? "" : ", ", name(e),
                                name_in(kPointsNames, *p));
    return list.empty() ? "" : "    signposts: [" + list + "]\n";
}

}  // namespace

const ExpansionSyntax& signposts::syntax() {
    static const ExpansionSyntax s = [] {
        ExpansionSyntax x;
        x.tile_keys = {{"signposts", read_signposts, write_signposts}};
        return x;
    }();
    return s;
}

}  // namespace carcassonne
