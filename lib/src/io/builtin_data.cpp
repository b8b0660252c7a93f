// The built-in catalogue and rule book, built once from the tables that
// lib/gen/gen_builtin.cpp generated at build time from lib/data/*.yaml (read
// there by the same readers as users' documents, so a fault in the data fails
// the build, and starting the program parses no YAML).
#include "carcassonne/catalogue.hpp"
#include "carcassonne/rulebook.hpp"
#include "carcassonne/tile_sets.hpp"
#include "io/builtin_tables.hpp"
#include "io/embedded.hpp"

namespace carcassonne {
namespace {

TileDef tile_of(const builtin::TileRow& row) {
    TileDef def;
    def.id = row.id;
    def.count = row.count;
    for (std::size_t i = 0; i < row.segment_count; ++i) {
        const builtin::SegmentRow& s = builtin::kSegments[row.first_segment + i];
        SegmentDef seg;
        seg.kind = s.kind;
        seg.edges = s.edges;
        seg.halves = s.halves;
        seg.arms = s.arms;
        seg.cities = s.cities;
        seg.flags = s.flags;
        def.segments.push_back(seg);
    }
    def.city_count = row.city_count;
    def.road_count = row.road_count;
    def.field_count = row.field_count;
    def.monastery = row.monastery;
    for (std::size_t i = 0; i < row.signpost_count; ++i) {
        const builtin::SignpostRow& s = builtin::kSignposts[row.first_signpost + i];
        def.signposts.push_back({s.edge, s.points});
    }
    def.watchtower = row.watchtower;
    def.maze = row.maze;
    def.marks = row.marks;
    for (int e = 0; e < 4; ++e) {
        def.edge_kind[e] = row.edge_kind[e];
        def.edge_segment[e] = row.edge_segment[e];
    }
    for (int h = 0; h < 8; ++h) def.half_segment[h] = row.half_segment[h];
    return def;
}

}  // namespace

const Catalogue& Catalogue::builtin() {
    static const Catalogue catalogue = [] {
        Catalogue c;
        for (std::size_t i = 0; i < builtin::kTileCount; ++i) c.add(tile_of(builtin::kTiles[i]));
        return c;
    }();
    return catalogue;
}

std::optional<std::string_view> builtin_tile_set(std::string_view name) {
    if (name == "signposts-example") return kSignpostsExampleYaml;
    return std::nullopt;
}

std::vector<std::string_view> builtin_tile_set_names() {
    return {"signposts-example"};
}

const RuleBook& RuleBook::builtin() {
    static const RuleBook book = [] {
        std::vector<RuleSection> sections;
        for (std::size_t i = 0; i < builtin::kRuleSectionCount; ++i) {
            const builtin::RuleSectionRow& s = builtin::kRuleSections[i];
            sections.push_back({s.id, s.title, s.intro});
        }
        std::vector<RuleText> rules;
        for (std::size_t i = 0; i < builtin::kRuleCount; ++i) {
            const builtin::RuleRow& r = builtin::kRules[i];
            rules.push_back({r.id, r.section, r.title, r.text});
        }
        return RuleBook(std::move(sections), std::move(rules));
    }();
    return book;
}

}  // namespace carcassonne
