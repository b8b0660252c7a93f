// A position written as YAML (`carcassonne position`): the inverse of the
// document reader for what a position holds, in flow style, one tile a line.
#include <fmt/format.h>

#include <algorithm>
#include <cctype>

#include "carcassonne/document.hpp"
#include "expansions/expansion.hpp"

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

std::string marks_list(Marks marks) {
    std::vector<std::string_view> names;
    for (const auto& m : kMarkNames)
        if (marks & m.value) names.push_back(m.name);
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
                for (const ExpansionHooks* h : expansion_hooks())
                    if (!h->segment_key.empty() && h->segment_kind == s.kind &&
                        (s.flags & segment_flag(h->expansion)))
                        one += fmt::format(", {}: true", h->segment_key);
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
            case SegmentKind::Monastery:
                break;
        }
    }
    auto list = [](std::string& items) { return "[" + items.substr(0, items.size() - 2) + "]"; };
    if (!city.empty()) out += "    city: " + list(city) + "\n";
    if (!road.empty()) out += "    road: " + list(road) + "\n";
    if (!field.empty()) out += "    field: " + list(field) + "\n";
    if (def.monastery) out += "    monastery: true\n";
    if (def.maze) out += "    maze: true\n";
    if (def.watchtower != WatchtowerKind::None)
        out += fmt::format("    watchtower: {}\n", name(def.watchtower));
    if (!def.signposts.empty())
        out += "    signposts: " +
               flow_list(def.signposts,
                         [](const Signpost& s) {
                             return fmt::format("{{edge: {}, points: {}}}", name(s.edge),
                                                name(s.points));
                         }) +
               "\n";
    if (def.marks) out += "    marks: " + marks_list(def.marks) + "\n";
    if (def.count) out += fmt::format("    count: {}\n", def.count);
    return out;
}

std::string placed_tile(const Document& doc, const Placement& p) {
    const TileDef& def = doc.catalogue[p.tile];
    std::string out = fmt::format("  - {{tile: {}, at: [{}, {}]", scalar(def.id), p.at.x, p.at.y);
    if (p.rot) out += fmt::format(", rot: {}", 90 * p.rot);
    if (p.follower)
        out += fmt::format(", meeple: {{player: {}, on: {}}}",
                           scalar(doc.players[p.follower->player.value_or(0)]),
                           describe(p.follower->on));
    if (p.marks && *p.marks != def.marks) out += ", marks: " + marks_list(*p.marks);
    return out + "}\n";
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
    std::vector<std::string_view> expansions;
    for (const ExpansionHooks* h : expansion_hooks())
        if (doc.rules.has(h->expansion)) expansions.push_back(h->name);
    if (!expansions.empty())
        out += "expansions: " +
               flow_list(expansions, [](std::string_view n) { return std::string(n); }) + "\n";
    std::vector<std::string> options;
    if (doc.rules.followers != Ruleset{}.followers)
        options.push_back(fmt::format("followers: {}", doc.rules.followers));
    if (doc.rules.maze != Ruleset{}.maze)
        options.push_back(fmt::format("maze: {}", name(doc.rules.maze)));
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
    for (const ExpansionHooks* h : expansion_hooks())
        if (doc.rules.has(h->expansion) && h->write_key)
            out += h->write_key(doc.rules, DocumentKind::Position);
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
