// A position written as YAML (`carcassonne position`): the inverse of the
// document reader for what a position holds, in flow style, one tile a line.
#include <fmt/format.h>

#include <algorithm>
#include <cctype>

#include "carcassonne/io/document_io.hpp"
#include "carcassonne/model/document.hpp"
#include "io/expansion_syntax.hpp"

namespace carcassonne {
namespace {

// A name as a YAML scalar: plain when YAML reads it back as that text, else quoted.
std::string scalar(std::string_view name) {
    bool plain = !name.empty() && name != "null" && name != "Null" && name != "NULL" &&
                 (std::isalnum(static_cast<unsigned char>(name[0])) || name[0] == '_');
    for (char c : name)
        plain = plain && (std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-');
    return plain ? std::string(name) : fmt::format("\"{}\"", name);
}

template <class T, class Name>
std::string flow_list(const std::vector<T>& items, Name name) {
    std::string out = "[";
    for (std::size_t i = 0; i < items.size(); ++i) out += (i ? ", " : "") + name(items[i]);
    return out + "]";
}

// The illustrations of a set of tile marks, as a `marks:` list.
std::string marks_list(MarkSet marks) {
    std::vector<std::string_view> names;
    for (const MarkDef* m : illustrations())
        if (marks & m->set()) names.push_back(m->key);
    return flow_list(names, [](std::string_view n) { return std::string(n); });
}

// The bits of a mask as names: edges, halves or city indexes.
template <class Name>
std::string bits(std::uint8_t mask, int count, Name name) {
    std::vector<int> set;
    for (int i = 0; i < count; ++i)
        if (mask & (1u << i)) set.push_back(i);
    return flow_list(set, name);
}

// Whether an expansion writes the mark as a tile key of its own (`KEY: true`
// for the tile) or a segment key with a value (`KEY: VALUE`) rather than as
// `{..., KEY: true}` on the segment.
bool written_by_tile_key(const MarkDef& m) {
    const ExpansionDef* owner = owner_of(m);
    if (!owner || !owner->syntax) return false;
    for (const TileKey& k : owner->syntax->tile_keys)
        if (k.key == m.key) return true;
    for (const SegmentKey& k : owner->syntax->segment_keys)
        if (k.marks & m.set()) return true;
    return false;
}

// What the expansions' segment keys write of a segment (", KEY: VALUE").
std::string segment_keys_of(const SegmentDef& s) {
    std::string out;
    for (const ExpansionDef* e : expansions())
        if (e->syntax)
            for (const SegmentKey& k : e->syntax->segment_keys)
                if (k.kind == s.kind) out += k.write(s);
    return out;
}

// A custom tile's definition, as the tile reader reads it (drawn north up).
std::string tile_definition(const TileDef& def) {
    std::string out = fmt::format("  {}:\n", scalar(def.id));
    std::string city, road, field;
    for (const SegmentDef& s : def.segments) {
        std::string one;
        switch (s.kind) {
            case SegmentKind::City:
            case SegmentKind::Road:
                one = "{edges: " +
                      bits(s.edges, 4, [](int e) { return std::string(name(edge_at(e))); });
                if (s.kind == SegmentKind::City) one += fmt::format(", arms: {}", s.arms);
                // Its segment marks, but those an expansion writes as a tile key.
                for (const MarkDef* m : marks_in(MarkOn::Segment, s.marks))
                    if (m->kind == s.kind && !written_by_tile_key(*m))
                        one += fmt::format(", {}: true", m->key);
                one += segment_keys_of(s);
                (s.kind == SegmentKind::City ? city : road) += (one + "}, ");
                break;
            case SegmentKind::Field:
                one = "{halves: " +
                      bits(s.halves, 8, [](int h) { return std::string(name(half_at(h))); });
                if (s.cities)
                    one +=
                        ", cities: " + bits(s.cities, 8, [](int i) { return std::to_string(i); });
                field += one + "}, ";
                break;
            default:  // an area kind: `monastery: true` below
                break;
        }
    }
    auto list = [](std::string& items) { return "[" + items.substr(0, items.size() - 2) + "]"; };
    if (!city.empty()) out += "    city: " + list(city) + "\n";
    if (!road.empty()) out += "    road: " + list(road) + "\n";
    if (!field.empty()) out += "    field: " + list(field) + "\n";
    if (def.has_area(SegmentKind::Monastery)) out += "    monastery: true\n";
    if (def.line_edges)
        out += fmt::format(
            "    {}: [{{edges: {}}}]\n", name(EdgeKind::Line),
            bits(def.line_edges, 4, [](int e) { return std::string(name(edge_at(e))); }));
    for (const ExpansionDef* e : expansions())
        if (e->syntax)
            for (const TileKey& k : e->syntax->tile_keys) out += k.write(def);
    if (def.marks & illustration_bits()) out += "    marks: " + marks_list(def.marks) + "\n";
    if (def.count) out += fmt::format("    count: {}\n", def.count);
    return out;
}

std::string placed_tile(const Document& doc, const Placement& p) {
    const TileDef& def = doc.catalogue[p.tile];
    std::string out = fmt::format("  - {{tile: {}, at: [{}, {}]", scalar(def.id), p.at.x, p.at.y);
    // The rotation `rot: auto` chose is written out, and said to be chosen.
    if (p.rot || p.rot_auto) out += fmt::format(", rot: {}", 90 * p.rot);
    if (p.follower)
        out += fmt::format(
            ", meeple: {{player: {}, on: {}{}}}",
            scalar(doc.players[p.follower->player.value_or(0)]), describe(p.follower->on),
            p.follower->kind == kNormalFollower
                ? std::string()
                : fmt::format(", follower: {}", follower_kind(p.follower->kind).name));
    MarkSet shown = illustration_bits();
    if (p.marks && (*p.marks & shown) != (def.marks & shown))
        out += ", marks: " + marks_list(*p.marks);
    return out + (p.rot_auto ? "}  # rot: auto\n" : "}\n");
}

}  // namespace

std::string write_position(const Document& doc, std::string_view comment) {
    std::string out;
    for (std::size_t at = 0; at < comment.size();) {
        std::size_t end = std::min(comment.find('\n', at), comment.size());
        out += fmt::format("# {}\n", comment.substr(at, end - at));
        at = end + 1;
    }
    out += "players: " + flow_list(doc.players, [](const std::string& p) { return scalar(p); });
    out += "\n";
    std::vector<std::string_view> listed;
    for (const ExpansionDef* e : expansions())
        if (doc.rules.has(*e)) listed.push_back(e->name);
    if (!listed.empty())
        out +=
            "expansions: " + flow_list(listed, [](std::string_view n) { return std::string(n); }) +
            "\n";
    std::vector<std::string> options;
    if (doc.rules.followers != Ruleset{}.followers)
        options.push_back(fmt::format("followers: {}", doc.rules.followers));
    if (doc.rules.farms != Ruleset{}.farms)
        options.push_back(fmt::format("farms: {}", name(doc.rules.farms)));
    if (doc.rules.tiny_city != Ruleset{}.tiny_city)
        options.push_back(fmt::format("tiny-city: {}", doc.rules.tiny_city));
    if (doc.rules.tie_break != Ruleset{}.tie_break)
        options.push_back(fmt::format("tie-break: {}", name(doc.rules.tie_break)));
    for (const ExpansionDef* e : expansions()) {
        for (std::size_t i = 0; i < e->options.size(); ++i)
            if (std::uint8_t v = doc.rules.option(*e, i))
                options.push_back(
                    fmt::format("{}: {}", e->options[i].key, e->options[i].values[v]));
        for (const FollowerKindDef& k : e->followers)
            if (doc.rules.has(*e) && doc.rules.supply(k.id) != k.supply)
                options.push_back(fmt::format("{}: {}", k.supply_key, doc.rules.supply(k.id)));
    }
    if (!options.empty()) {
        std::string list = flow_list(options, [](const std::string& o) { return o; });
        out += "options: {" + list.substr(1, list.size() - 2) + "}\n";
    }
    // The custom tiles the board places, each once, in catalogue order.
    std::size_t builtin = Catalogue::builtin().size();
    std::vector<bool> placed(doc.catalogue.size(), false);
    for (const Placement& p : doc.board) placed[p.tile.value()] = true;
    std::string tiles;
    for (std::size_t t = builtin; t < doc.catalogue.size(); ++t)
        if (placed[t]) tiles += tile_definition(doc.catalogue[TileTypeId(std::uint32_t(t))]);
    if (!tiles.empty()) out += "tiles:\n" + tiles;
    for (const ExpansionDef* e : expansions())
        if (doc.rules.has(*e) && e->syntax && e->syntax->write_key)
            out += e->syntax->write_key(doc.rules, DocumentKind::Position, doc.players);
    out += "scores: {";
    for (std::size_t p = 0; p < doc.players.size(); ++p)
        out += fmt::format("{}{}: {}", p ? ", " : "", scalar(doc.players[p]),
                           p < doc.carried.size() ? doc.carried[p] : 0);
    out += "}\n";
    if (!doc.end) out += "end: false\n";
    out += "board:\n";
    for (const Placement& p : doc.board) out += placed_tile(doc, p);
    return out;
}

}  // namespace carcassonne
