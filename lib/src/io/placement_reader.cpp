#include "io/placement_reader.hpp"

#include <fmt/format.h>

#include "carcassonne/suggest.hpp"
#include "io/tile_reader.hpp"

namespace carcassonne {

std::uint32_t NameTable::intern(const std::string& name) {
    auto [it, inserted] = index_.emplace(name, static_cast<std::uint32_t>(names_.size()));
    if (inserted) names_.push_back(name);
    return it->second;
}

std::optional<FeatureRef> parse_feature_ref(std::string_view text) {
    auto space = text.find(' ');
    std::string_view kind = text.substr(0, space);
    std::string_view where = space == std::string_view::npos ? "" : text.substr(space + 1);
    if (kind == "monastery" && where.empty()) return FeatureRef{SegmentKind::Monastery, 0};
    if (kind == "road" || kind == "city")
        if (auto e = parse_edge(where))
            return FeatureRef{kind == "road" ? SegmentKind::Road : SegmentKind::City,
                              static_cast<std::uint8_t>(index(*e))};
    if (kind == "field")
        if (auto h = parse_half(where))
            return FeatureRef{SegmentKind::Field, static_cast<std::uint8_t>(index(*h))};
    return std::nullopt;
}

std::vector<std::string> feature_names() {
    std::vector<std::string> out{"monastery"};
    for (const char* kind : {"road", "city"})
        for (int e = 0; e < 4; ++e) out.push_back(fmt::format("{} {}", kind, name(edge_at(e))));
    for (int h = 0; h < 8; ++h) out.push_back(fmt::format("field {}", name(half_at(h))));
    return out;
}

FeatureRef PlacementReader::feature_ref(const YNode& n) {
    if (auto ref = parse_feature_ref(d_.as_string(n, "on"))) return *ref;
    d_.fail(n, fmt::format("a follower stands on {}, not {}{}", kFeatureForms, describe(n),
                           did_you_mean(n.text, feature_names())));
}

FollowerSpec PlacementReader::follower(const YNode& n, bool shorthand_allowed, EntryNames& names) {
    FollowerSpec f;
    if (shorthand_allowed && n.is_scalar()) {
        f.on = feature_ref(n);
        f.loc = n.loc;
        return f;
    }
    d_.expect_map(n, shorthand_allowed ? "meeple (or a feature like 'road E')" : "meeple");
    d_.check_keys(n, {"player", "on"}, "a follower");
    const YNode* on = n.find("on");
    if (!on) d_.fail(n, "a follower needs on: (the feature it stands on)");
    f.on = feature_ref(*on);
    f.loc = on->loc;
    if (const YNode* p = n.find("player")) {
        names.follower_player = players_.intern(d_.as_string(*p, "player"));
        f.player = 0;  // resolved with the names
        f.player_loc = p->loc;
    } else if (!shorthand_allowed) {
        d_.fail(n, "a follower in a position needs player: (whose it is)");
    }
    return f;
}

void PlacementReader::common(const YNode& n, Placement& p, EntryNames& names) {
    p.loc = n.loc;
    const YNode* tile = n.find("tile");
    if (!tile) d_.fail(n, "a placed tile needs tile: (its id)");
    names.tile = tiles_.intern(d_.as_string(*tile, "tile"));
    p.tile_loc = tile->loc;
    const YNode* at = n.find("at");
    if (!at) d_.fail(n, "a placed tile needs at: [x, y]");
    if (!at->is_sequence() || at->children.size() != 2)
        d_.fail(*at, fmt::format("at must be [x, y], not {}",
                                 at->is_sequence()
                                     ? fmt::format("a list of {} items", at->children.size())
                                     : describe(*at)));
    p.at.x = static_cast<std::int32_t>(d_.as_int(at->children[0], "x", INT32_MIN, INT32_MAX));
    p.at.y = static_cast<std::int32_t>(d_.as_int(at->children[1], "y", INT32_MIN, INT32_MAX));
    if (const YNode* rot = n.find("rot")) {
        bool ok = rot->is_scalar() && (rot->text == "0" || rot->text == "90" ||
                                       rot->text == "180" || rot->text == "270");
        if (!ok)
            d_.fail(*rot, fmt::format("rot must be 0, 90, 180 or 270, not {}",
                                      rot->is_scalar() ? rot->text : describe(*rot)));
        p.rot = static_cast<Rotation>(std::stoi(rot->text) / 90);
    }
    if (const YNode* marks = n.find("marks")) p.marks = read_marks(*marks, d_, "marks");
}

Placement PlacementReader::board_entry(const YNode& n, EntryNames& names) {
    d_.expect_map(n, "a placed tile");
    d_.check_keys(n, {"tile", "at", "rot", "meeple", "marks"}, "a placed tile");
    Placement p;
    common(n, p, names);
    if (const YNode* m = n.find("meeple")) p.follower = follower(*m, false, names);
    return p;
}

Placement PlacementReader::start(const YNode& n, EntryNames& names) {
    d_.expect_map(n, "start");
    d_.check_keys(n, {"tile", "at", "rot", "marks"}, "start");
    Placement p;
    common(n, p, names);
    return p;
}

Move PlacementReader::move(const YNode& n, EntryNames& names) {
    d_.expect_map(n, "a move");
    Move m;
    if (const YNode* p = n.find("player")) {
        names.mover = players_.intern(d_.as_string(*p, "player"));
        m.player = 0;  // resolved with the names
        m.player_loc = p->loc;
    }
    if (const YNode* discard = n.find("discard")) {
        d_.check_keys(n, {"discard", "player"}, "a discard");
        m.discard = true;
        m.placement.loc = n.loc;
        names.tile = tiles_.intern(d_.as_string(*discard, "discard"));
        m.placement.tile_loc = discard->loc;
        return m;
    }
    d_.check_keys(n, {"player", "tile", "at", "rot", "meeple", "marks"}, "a move");
    common(n, m.placement, names);
    if (const YNode* f = n.find("meeple")) m.placement.follower = follower(*f, true, names);
    return m;
}

}  // namespace carcassonne
