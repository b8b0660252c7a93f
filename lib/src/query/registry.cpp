// The registry as plain values, for `carcassonne expansions`.
#include "carcassonne/query/registry.hpp"

#include <string>

#include "carcassonne/io/document_io.hpp"
#include "carcassonne/io/tile_sets.hpp"
#include "carcassonne/model/area_kind.hpp"
#include "carcassonne/model/catalogue.hpp"
#include "carcassonne/model/document.hpp"
#include "carcassonne/model/expansion.hpp"
#include "carcassonne/model/rulebook.hpp"
#include "carcassonne/model/ruleset.hpp"
#include "io/expansion_syntax.hpp"
#include "scoring/scoring_hooks.hpp"

namespace carcassonne {
namespace {

AreaListing area_listing(const AreaKindDef& a) {
    AreaListing x;
    x.name = std::string(a.name);
    if (!a.mark.empty()) x.mark = std::string(a.mark);
    x.column = std::string(name(area_column(a)));
    return x;
}

FigureListing figure_of(const FollowerKindDef& k) {
    FigureListing f;
    f.name = k.name;
    f.supply_key = k.supply_key;
    f.supply = k.supply;
    f.weight = k.weight;
    f.follower = k.follower;
    // In the order `on:` forms are listed: roads, cities, fields, then the rest.
    for (SegmentKind kind : {SegmentKind::Road, SegmentKind::City, SegmentKind::Field})
        if (k.stands_on & bit_of(kind)) f.stands_on.emplace_back(name(kind));
    for (const AreaKindDef* a : area_kinds())
        if ((k.stands_on & bit_of(a->kind)) &&
            (!a->own_figures_only || (k.stands_on_own_areas && k.owner == a->owner)))
            f.stands_on.emplace_back(a->name);
    return f;
}

template <class T, std::size_t N>
OptionListing choice(std::string key, const Named<T> (&names)[N]) {
    OptionListing o;
    o.key = std::move(key);
    for (const auto& n : names) o.values.emplace_back(n.name);
    o.default_value = o.values.front();
    return o;
}

std::vector<OptionListing> base_options() {
    std::vector<OptionListing> out;
    OptionListing followers;
    followers.key = "followers";
    followers.number = true;
    followers.min = 0;
    followers.max = 1000;
    followers.default_value = std::to_string(Ruleset{}.followers);
    out.push_back(followers);
    out.push_back(choice("farms", kFarmReadingNames));
    OptionListing tiny;
    tiny.key = "tiny-city";
    tiny.number = true;
    for (int v : kTinyCityValues) tiny.values.push_back(std::to_string(v));
    tiny.default_value = tiny.values.front();
    out.push_back(tiny);
    out.push_back(choice("tie-break", kTieBreakNames));
    return out;
}

ExpansionListing listing_of(const ExpansionDef& e) {
    ExpansionListing x;
    x.name = e.name;
    const RuleSection* section = RuleBook::builtin().section(e.name);
    x.title = section ? section->title : x.name;
    if (e.column) {
        x.column = std::string(e.column->name);
        x.column_only_when_played = !e.shown_when_not_played;
    }
    for (const OptionDef& o : e.options) {
        OptionListing option;
        option.key = o.key;
        for (std::string_view v : o.values) option.values.emplace_back(v);
        option.default_value = option.values.front();
        x.options.push_back(option);
    }
    for (const FollowerKindDef& k : e.followers) {
        x.figures.push_back(figure_of(k));
        // Its supply is an option too: a number of figures per player.
        OptionListing supply;
        supply.key = k.supply_key;
        supply.number = true;
        supply.min = 0;
        supply.max = 1000;
        supply.default_value = std::to_string(k.supply);
        x.options.push_back(supply);
    }
    for (const MarkDef& m : e.marks) x.marks.emplace_back(m.key);
    for (const AreaKindDef& a : e.areas) x.areas.push_back(area_listing(a));
    if (e.syntax) {
        for (const MoveKey& k : e.syntax->move_keys) x.move_keys.emplace_back(k.key);
        if (!e.syntax->document_key.empty()) x.document_key = std::string(e.syntax->document_key);
    }
    x.bonus_moves = e.scoring && e.scoring->bonus_move;
    if (e.start) x.start = StartListing{std::string(e.start->tile), {0, 0}, 0};
    const Catalogue& builtin = Catalogue::builtin();
    for (std::uint32_t t = 0; t < builtin.size(); ++t)
        if (builtin[TileTypeId(t)].expansion == e.name)
            x.tiles.push_back(builtin[TileTypeId(t)].id);
    return x;
}

}  // namespace

RegistryListing list_registry() {
    RegistryListing r;
    for (Category c : report_categories()) r.columns.emplace_back(name(c));
    r.options = base_options();
    r.figures.push_back(figure_of(follower_kind(kNormalFollower)));
    r.start = StartListing{std::string(kBaseStartTile), {0, 0}, 0};
    for (const AreaKindDef* a : area_kinds())
        if (!a->owner) r.areas.push_back(area_listing(*a));
    for (const ExpansionDef* e : expansions()) r.expansions.push_back(listing_of(*e));
    for (std::string_view set : builtin_tile_set_names())
        if (auto file = read_builtin_tile_set(set))
            r.tilesets.push_back({std::string(set), file->tiles.size()});
    return r;
}

}  // namespace carcassonne
