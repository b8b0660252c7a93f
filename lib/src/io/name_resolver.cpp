// The names a document's entries use (players, tiles), interned while they are
// read and resolved once `players:` and the tiles are known: a name that fits
// nothing is refused at its place, once.
#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <optional>

#include "carcassonne/io/document_io.hpp"
#include "carcassonne/io/tile_sets.hpp"
#include "carcassonne/model/area_kind.hpp"
#include "carcassonne/model/printable.hpp"
#include "carcassonne/model/suggest.hpp"
#include "carcassonne/model/wording.hpp"
#include "io/expansion_syntax.hpp"
#include "io/placement_reader.hpp"
#include "io/tile_reader.hpp"

namespace carcassonne {

std::uint32_t NameTable::intern(std::string_view name) {
    std::string key(name);
    auto it = index_.find(key);
    if (it != index_.end()) return it->second;
    auto i = static_cast<std::uint32_t>(names_.size());
    index_.emplace(key, i);
    names_.push_back(std::move(key));
    return i;
}

int player_index(const Document& doc, const std::string& name) {
    auto it = std::find(doc.players.begin(), doc.players.end(), name);
    return it == doc.players.end() ? -1 : static_cast<int>(it - doc.players.begin());
}

bool follower_on_tile(const Document& doc, const Placement& p) {
    return !p.follower || placed_def(doc, p).segment_for(p.follower->on, p.rot) >= 0;
}

namespace {

// An area that a tile mark shows is on the marked copies only: a player who
// wrote such a copy by its tile's id alone has left its mark out.
std::string marked_copy_hint(const AreaKindDef& area, std::string_view tile) {
    bool boxed = std::any_of(area.copies.begin(), area.copies.end(),
                             [&](const auto& copy) { return copy.first == tile; });
    if (boxed)
        return fmt::format(" (the {} copy of {} is written with marks: [{}])", area.name, tile,
                           area.mark);
    std::vector<std::string> tiles;
    for (const auto& copy : area.copies) tiles.push_back(std::string(copy.first));
    return fmt::format(
        " (a {} is on a copy written with marks: [{}]; the boxes hold such a copy of {})",
        area.name, area.mark, and_list(tiles));
}

}  // namespace

std::string follower_not_on_tile(const Document& doc, const Placement& p) {
    const TileDef& def = placed_def(doc, p);
    // An area kind of an expansion the document does not list (a garden): say so.
    std::string needs;
    SegmentKind kind = p.follower->on.kind;
    if (is_area(kind)) {
        const AreaKindDef& area = area_kind(kind);
        if (area.owner && !doc.rules.has(*area.owner))
            needs = fmt::format(" (a {} needs the {} expansion: add it to expansions:)", area.name,
                                area.owner->name);
        else if (!area.mark.empty())
            needs = marked_copy_hint(area, def.id);
    }
    return fmt::format("tile {} at [{}, {}] (rot {}{}) has no {}{}; it has: {}", def.id, p.at.x,
                       p.at.y, 90 * p.rot, p.rot_auto ? ", from rot: auto" : "",
                       describe_at(p.follower->on), needs, def.describe(p.rot));
}

std::string unknown_player(const Document& doc, const std::string& name) {
    std::string list;
    for (const auto& p : doc.players) list += (list.empty() ? "" : ", ") + p;
    std::string guess = did_you_mean_sentence(nearest(name, doc.players));
    return fmt::format("unknown player '{}' ({}{}players: {})", name, guess,
                       guess.empty() ? "" : " ", list);
}

namespace {

// The installed tile set that defines tile `id`, if one does.
std::optional<std::string_view> installed_set_of(std::string_view id) {
    for (std::string_view name : builtin_tile_set_names())
        if (auto file = read_builtin_tile_set(name))
            for (const auto& [def, loc] : file->tiles)
                if (def.id == id) return name;
    return std::nullopt;
}

}  // namespace

// An unknown name is reported where it is first used, once (InputError): its
// other uses would repeat the message and push other errors past the limit, so
// they give nothing.
std::nullopt_t NameResolver::refuse(std::vector<bool>& refused, std::uint32_t name, SourceLoc loc,
                                    std::string message) const {
    if (name >= refused.size()) refused.resize(name + 1);
    if (refused[name]) return std::nullopt;
    refused[name] = true;
    d_.fail(loc, std::move(message));
}

std::optional<PlayerId> NameResolver::resolve_player(std::uint32_t name, SourceLoc loc) const {
    int p = player_index(doc_, players_[name]);
    if (p < 0) return refuse(refused_players_, name, loc, unknown_player(doc_, players_[name]));
    return static_cast<PlayerId>(p);
}

std::optional<TileTypeId> NameResolver::resolve_tile(std::uint32_t tile_name, SourceLoc loc) const {
    // A name is looked up once: a log names a few dozen tiles, a million times.
    if (tile_name >= tile_types_.size()) tile_types_.resize(tile_name + 1);
    if (auto known = tile_types_[tile_name]) return *known;
    const std::string& id = tiles_[tile_name];
    auto type = doc_.catalogue.find(id);
    if (!type) {
        if (auto set = installed_set_of(id))
            return refuse(refused_tiles_, tile_name, loc,
                          fmt::format("unknown tile {}: it is in the installed tile set {} (add "
                                      "tilesets: [{}] to the document, or --tiles {})",
                                      quoted(id), *set, *set, *set));
        std::vector<std::string_view> ids;
        for (const TileDef& t : doc_.catalogue.tiles()) ids.push_back(t.id);
        std::string guess = did_you_mean(id, ids);
        // A digit for the letter it looks like: 0 for O, 1 for I.
        std::string letters = id;
        std::replace(letters.begin(), letters.end(), '0', 'O');
        std::replace(letters.begin(), letters.end(), '1', 'I');
        if (guess.empty() && letters != id && doc_.catalogue.find(letters))
            guess = fmt::format(" (did you mean '{}'?)", letters);
        return refuse(refused_tiles_, tile_name, loc,
                      fmt::format("unknown tile {}{}", quoted(id), guess));
    }
    if (const ExpansionDef* missing = missing_expansion(doc_.rules, doc_.catalogue[*type]))
        return refuse(refused_tiles_, tile_name, loc,
                      fmt::format("tile '{}' needs the {} expansion (add it to expansions:)", id,
                                  missing->name));
    tile_types_[tile_name] = *type;
    return *type;
}

bool NameResolver::resolve(Placement& p, const EntryNames& names) const {
    auto tile = resolve_tile(names.tile, p.tile_loc);
    if (!tile) return false;
    p.tile = *tile;
    if (!p.follower) return true;
    FollowerSpec& f = *p.follower;
    const FollowerKindDef& kind = follower_kind(f.kind);
    if (kind.owner && !doc_.rules.has(*kind.owner))
        d_.fail(f.kind_loc, fmt::format("{} needs the {} expansion (add it to expansions:)",
                                        with_article(figure_noun(f.kind)), kind.owner->name));
    if (f.player) {
        auto owner = resolve_player(names.follower_player, f.player_loc);
        if (!owner) return false;
        f.player = *owner;
    }
    // A tile with `rot: auto` has no rotation yet: its follower is checked once
    // it has one (resolve_auto_rotations).
    if (check_followers_ && !p.rot_auto) check_follower(p);
    return true;
}

void NameResolver::check_follower(const Placement& p) const {
    if (!follower_on_tile(doc_, p)) d_.fail(p.follower->loc, follower_not_on_tile(doc_, p));
}

bool NameResolver::resolve(Move& m, const EntryNames& names) const {
    for (const Action& a : m.actions) {
        const ExpansionDef& e = expansion(a.expansion);
        if (!doc_.rules.has(e))
            d_.fail(a.loc, fmt::format("{}: needs the {} expansion (add it to expansions:)",
                                       e.syntax->move_keys[a.key].key, e.name));
    }
    if (m.player) {
        auto mover = resolve_player(names.mover, m.player_loc);
        if (!mover) return false;
        m.player = *mover;
    }
    return resolve(m.placement, names);
}

}  // namespace carcassonne
