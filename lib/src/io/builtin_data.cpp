// The built-in catalogue and rule book, built once from the tables that
// lib/gen/gen_builtin.cpp generated at build time from lib/data/*.yaml (read
// there by the same readers as users' documents, so a fault in the data fails
// the build, and starting the program parses no YAML).
#include <algorithm>

#include "carcassonne/io/tile_sets.hpp"
#include "carcassonne/model/catalogue.hpp"
#include "carcassonne/model/expansion.hpp"
#include "carcassonne/model/rulebook.hpp"
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
        seg.marks = s.marks;
        def.segments.push_back(seg);
    }
    def.city_count = row.city_count;
    def.road_count = row.road_count;
    def.field_count = row.field_count;
    def.areas = row.monastery ? area_bit(SegmentKind::Monastery) : 0;
    def.expansion = row.expansion;
    def.line_edges = row.line_edges;
    def.marks = row.marks;
    for (int e = 0; e < 4; ++e) {
        def.edge_marks[e] = row.edge_marks[e];
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
    for (const EmbeddedTileSet& set : kEmbeddedTileSets)
        if (set.name == name) return set.yaml;
    return std::nullopt;
}

std::vector<std::string_view> builtin_tile_set_names() {
    std::vector<std::string_view> names;
    for (const EmbeddedTileSet& set : kEmbeddedTileSets) names.push_back(set.name);
    return names;
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
        // An expansion that brings the texts of its rules (one the built-in
        // book does not know, such as a test's) adds them, in a section of its name.
        for (const ExpansionDef* e : expansions()) {
            if (e->rules.empty()) continue;
            auto known = [&](const std::string& id) {
                return std::any_of(sections.begin(), sections.end(),
                                   [&](const RuleSection& s) { return s.id == id; });
            };
            if (!known(std::string(e->name)))
                sections.push_back({std::string(e->name), std::string(e->name), ""});
            for (const RuleText& r : e->rules) rules.push_back(r);
        }
        return RuleBook(std::move(sections), std::move(rules));
    }();
    return book;
}

}  // namespace carcassonne
