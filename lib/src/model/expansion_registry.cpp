// The registry of expansions, and the four tables it extends: the marks
// (marks.hpp), the kinds of follower (follower_kind.hpp), the area kinds
// (area_kind.hpp) and the report's columns (Category, score_event.hpp).
#include <fmt/format.h>

#include <algorithm>
#include <stdexcept>

#include "carcassonne/model/area_kind.hpp"
#include "carcassonne/model/expansion.hpp"
#include "carcassonne/model/rule_ids.hpp"
#include "carcassonne/model/ruleset.hpp"

namespace carcassonne {
namespace {

struct Column {
    std::string_view name;
    int rank;
    const ExpansionDef* only_with = nullptr;  // its expansion, unless shown_when_not_played
};

struct Registry {
    std::vector<const ExpansionDef*> expansions;
    std::vector<const MarkDef*> marks;
    std::vector<const FollowerKindDef*> follower_kinds;
    std::vector<const AreaKindDef*> area_kinds;    // by SegmentKind - Monastery
    std::vector<Column> columns;                   // by Category index
    std::vector<Category> in_order;                // by rank
    std::vector<const ExpansionDef*> mark_owner;   // parallel to marks, null: the base game
    const ExpansionDef* line_expansion = nullptr;  // the one that declares a line

    Registry() {
        static const FollowerKindDef normal = [] {
            FollowerKindDef k;
            k.name = "normal";
            k.supply_key = "followers";
            k.supply = 7;
            k.supply_rule = rule::kFollowerSupply;
            return k;
        }();
        follower_kinds.push_back(&normal);
        static const AreaKindDef monastery = [] {
            AreaKindDef a;
            a.name = "monastery";
            a.letter = 'm';
            a.column = Category::Monastery;
            a.completed_rule = rule::kMonasteryCompleted;
            a.final_rule = rule::kFinalMonastery;
            return a;
        }();
        area_kinds.push_back(&monastery);
        for (const MarkDef* m : {&mark::kFarmhouse, &mark::kShed, &mark::kGarden,
                                 &mark::kWaterTower, &mark::kHighwayman})
            add_mark(*m, nullptr);
        // The base columns, at the indexes of Category::Road ... Category::Carried.
        for (Column c : {Column{"road", 10}, Column{"city", 20}, Column{"monastery", 30},
                         Column{"field", 40}, Column{"carried", 1000}})
            columns.push_back(c);
        sort_columns();
    }

    void add_mark(const MarkDef& m, const ExpansionDef* owner) {
        if (m.bit >= 32) throw std::logic_error(fmt::format("mark '{}': bit {}", m.key, m.bit));
        for (const MarkDef* other : marks) {
            if (other->key == m.key)
                throw std::logic_error(fmt::format("mark '{}' is registered twice", m.key));
            if (other->on == m.on && other->bit == m.bit)
                throw std::logic_error(
                    fmt::format("marks '{}' and '{}' share bit {}", other->key, m.key, m.bit));
        }
        marks.push_back(&m);
        mark_owner.push_back(owner);
    }

    void add_follower_kind(FollowerKindDef& k, const ExpansionDef& def) {
        if (follower_kinds.size() >= kMaxFollowerKinds)
            throw std::logic_error("too many kinds of follower");
        for (const FollowerKindDef* other : follower_kinds)
            if (other->name == k.name || other->supply_key == k.supply_key)
                throw std::logic_error(
                    fmt::format("follower kind '{}' of {} is taken", k.name, def.name));
        // A follower weighs at least 1, a figure that is not one nothing; a
        // kind that stands on fewer kinds of segment names the rule it breaks elsewhere.
        bool weight_ok = k.follower ? k.weight >= 1 : k.weight == 0;
        bool stands_ok = k.stands_on == kAnySegmentKind || !k.stand_rule.empty();
        if (!weight_ok || !stands_ok || k.supply < 0 || k.supply > 1000 || k.supply_key.empty())
            throw std::logic_error(fmt::format("follower kind '{}' of {}", k.name, def.name));
        k.id = static_cast<FollowerKind>(follower_kinds.size());
        k.owner = &def;
        follower_kinds.push_back(&k);
    }

    // After the expansion's marks and column: a row names a tile mark and may take its column.
    void add_area_kind(AreaKindDef& a, const ExpansionDef& def) {
        if (area_kinds.size() >= kMaxAreaKinds) throw std::logic_error("too many area kinds");
        for (const AreaKindDef* other : area_kinds)
            if (other->name == a.name)
                throw std::logic_error(
                    fmt::format("area kind '{}' of {} is taken", a.name, def.name));
        if (!a.mark.empty()) {
            auto m = std::find_if(marks.begin(), marks.end(),
                                  [&](const MarkDef* k) { return k->key == a.mark; });
            if (m == marks.end() || (*m)->on != MarkOn::Tile)
                throw std::logic_error(fmt::format("area kind '{}' of {}: no tile mark '{}'",
                                                   a.name, def.name, a.mark));
            a.mark_bit = MarkSet{1} << (*m)->bit;
        }
        if (a.completed_rule.empty() || a.final_rule.empty())
            throw std::logic_error(
                fmt::format("area kind '{}' of {}: its rules", a.name, def.name));
        if (!a.column) a.column = def.category.value_or(Category::Monastery);
        a.kind = area_at(static_cast<int>(area_kinds.size()));
        a.owner = &def;
        area_kinds.push_back(&a);
    }

    void sort_columns() {
        in_order.clear();
        for (std::size_t i = 0; i < columns.size(); ++i)
            in_order.push_back(Category(static_cast<std::uint8_t>(i)));
        std::stable_sort(in_order.begin(), in_order.end(), [&](Category a, Category b) {
            return columns[a.index()].rank < columns[b.index()].rank;
        });
    }

    ExpansionId add(ExpansionDef& def) {
        if (expansions.size() >= kMaxExpansions) throw std::logic_error("more than 32 expansions");
        for (const ExpansionDef* e : expansions)
            if (e->name == def.name)
                throw std::logic_error(fmt::format("expansion '{}' is registered twice", def.name));
        if (def.options.size() > kMaxOptions)
            throw std::logic_error(
                fmt::format("{} has more than {} options", def.name, kMaxOptions));
        for (const OptionDef& o : def.options)
            if (o.values.empty() || o.values.size() > 255)
                throw std::logic_error(fmt::format("option '{}' of {}", o.key, def.name));
        if (def.line && line_expansion)
            throw std::logic_error(
                fmt::format("{} and {} both declare a line", line_expansion->name, def.name));
        def.id = static_cast<ExpansionId>(expansions.size());
        if (def.line) line_expansion = &def;
        for (const MarkDef& m : def.marks) add_mark(m, &def);
        for (FollowerKindDef& k : def.followers) add_follower_kind(k, def);
        if (def.column) {
            for (const Column& c : columns)
                if (c.name == def.column->name || c.rank == def.column->rank)
                    throw std::logic_error(
                        fmt::format("column '{}' of {} is taken", def.column->name, def.name));
            if (columns.size() >= kMaxCategories) throw std::logic_error("too many columns");
            def.category = Category(static_cast<std::uint8_t>(columns.size()));
            columns.push_back(
                {def.column->name, def.column->rank, def.shown_when_not_played ? nullptr : &def});
            sort_columns();
        }
        for (AreaKindDef& a : def.areas) add_area_kind(a, def);
        for (FollowerKindDef& k : def.followers)
            if (k.stands_on_own_areas)
                for (const AreaKindDef& a : def.areas) k.stands_on |= bit_of(a.kind);
        expansions.push_back(&def);
        return def.id;
    }
};

Registry& registry() {
    static Registry* r = [] {
        auto* reg = new Registry;  // never destroyed: static destructors may still ask
        for (ExpansionDef* def : builtin_expansions()) reg->add(*def);
        return reg;
    }();
    return *r;
}

}  // namespace

const std::vector<const ExpansionDef*>& expansions() {
    return registry().expansions;
}

const ExpansionDef* find_expansion(std::string_view name) {
    for (const ExpansionDef* e : expansions())
        if (e->name == name) return e;
    return nullptr;
}

const ExpansionDef& expansion(ExpansionId id) {
    return *expansions().at(id);
}

std::string known_expansions() {
    std::string out;
    for (const ExpansionDef* e : expansions())
        out += (out.empty() ? "" : ", ") + std::string(e->name);
    return out;
}

ExpansionId register_expansion(ExpansionDef& def) {
    return registry().add(def);
}

const std::vector<const FollowerKindDef*>& follower_kinds() {
    return registry().follower_kinds;
}

const FollowerKindDef& follower_kind(FollowerKind k) {
    const auto& kinds = follower_kinds();
    return *kinds[k < kinds.size() ? k : 0];
}

const FollowerKindDef* find_follower_kind(std::string_view name) {
    for (const FollowerKindDef* k : follower_kinds())
        if (k->name == name) return k;
    return nullptr;
}

std::string figure_noun(FollowerKind k, bool plural) {
    const FollowerKindDef& def = follower_kind(k);
    std::string noun = k == kNormalFollower               ? "follower"
                       : def.named_alone || !def.follower ? std::string(def.name)
                                                          : std::string(def.name) + " follower";
    return plural ? noun + "s" : noun;
}

std::string with_article(std::string_view noun) {
    bool vowel =
        !noun.empty() && std::string_view("aeiou").find(noun.front()) != std::string_view::npos;
    return (vowel ? "an " : "a ") + std::string(noun);
}

const std::vector<const AreaKindDef*>& area_kinds() {
    return registry().area_kinds;
}

const AreaKindDef& area_kind(SegmentKind k) {
    auto i = static_cast<std::size_t>(k) - static_cast<std::size_t>(SegmentKind::Monastery);
    const auto& rows = registry().area_kinds;
    if (!is_area(k) || i >= rows.size()) throw std::logic_error("not an area kind");
    return *rows[i];
}

const AreaKindDef* find_area_kind(std::string_view name) {
    for (const AreaKindDef* a : registry().area_kinds)
        if (a->name == name) return a;
    return nullptr;
}

AreaSet areas_played(const Ruleset& rules) {
    AreaSet out = 0;
    for (const AreaKindDef* a : registry().area_kinds)
        if (!a->owner || rules.has(a->owner->id)) out |= area_bit(a->kind);
    return out;
}

AreaSet areas_shown(MarkSet tile_marks, AreaSet played) {
    AreaSet out = 0;
    for (const AreaKindDef* a : registry().area_kinds)
        if (a->mark_bit && (tile_marks & a->mark_bit) && (played & area_bit(a->kind)))
            out |= area_bit(a->kind);
    return out;
}

Category area_column(const AreaKindDef& area) {
    return area.column.value_or(Category::Monastery);
}

const std::vector<const MarkDef*>& all_marks() {
    return registry().marks;
}

const ExpansionDef* owner_of(const MarkDef& mark) {
    const Registry& r = registry();
    for (std::size_t i = 0; i < r.marks.size(); ++i)
        if (r.marks[i]->key == mark.key) return r.mark_owner[i];
    return nullptr;
}

std::vector<const MarkDef*> illustrations() {
    std::vector<const MarkDef*> out;
    for (const MarkDef* m : all_marks())
        if (m->illustration) out.push_back(m);
    return out;
}

MarkSet illustration_bits() {
    MarkSet bits = 0;
    for (const MarkDef* m : illustrations()) bits |= m->set();
    return bits;
}

const MarkDef* find_mark(std::string_view key) {
    for (const MarkDef* m : all_marks())
        if (m->key == key) return m;
    return nullptr;
}

std::vector<const MarkDef*> marks_in(MarkOn on, MarkSet set) {
    std::vector<const MarkDef*> out;
    for (const MarkDef* m : all_marks())
        if (m->on == on && (set & m->set())) out.push_back(m);
    return out;
}

const ExpansionDef* start_setter(const Ruleset& rules) {
    for (const ExpansionDef* e : expansions())
        if (e->start && rules.has(*e)) return e;
    return nullptr;
}

const ExpansionDef* line_owner() {
    return registry().line_expansion;
}

const ExpansionDef* missing_expansion(const Ruleset& rules, const TileDef& def) {
    MarkSet segment_marks = 0, edge_marks = 0;
    for (const SegmentDef& s : def.segments) segment_marks |= s.marks;
    for (MarkSet m : def.edge_marks) edge_marks |= m;
    const Registry& r = registry();
    const ExpansionDef* first = nullptr;
    // The expansion the tile comes with, whatever it shows.
    if (!def.expansion.empty())
        if (const ExpansionDef* owner = find_expansion(def.expansion))
            if (!rules.has(*owner)) first = owner;
    for (std::size_t i = 0; i < r.marks.size(); ++i) {
        const MarkDef& m = *r.marks[i];
        MarkSet shown = m.on == MarkOn::Tile      ? def.marks
                        : m.on == MarkOn::Segment ? segment_marks
                                                  : edge_marks;
        const ExpansionDef* owner = r.mark_owner[i];
        if (!owner || !(shown & m.set()) || rules.has(*owner)) continue;
        if (!first || owner->id < first->id) first = owner;
    }
    const ExpansionDef* line = r.line_expansion;
    if (def.line_edges && line && !rules.has(*line) && (!first || line->id < first->id))
        first = line;
    return first;
}

std::string_view name(Category c) {
    const auto& columns = registry().columns;
    return c.index() < columns.size() ? columns[c.index()].name : std::string_view("?");
}

const std::vector<Category>& report_categories() {
    return registry().in_order;
}

std::vector<Category> report_categories(const Ruleset& rules) {
    const Registry& r = registry();
    std::vector<Category> out;
    for (Category c : r.in_order)
        if (!r.columns[c.index()].only_with || rules.has(*r.columns[c.index()].only_with))
            out.push_back(c);
    return out;
}

std::optional<Category> parse_category(std::string_view name) {
    const auto& columns = registry().columns;
    for (std::size_t i = 0; i < columns.size(); ++i)
        if (columns[i].name == name) return Category(static_cast<std::uint8_t>(i));
    return std::nullopt;
}

}  // namespace carcassonne
