#include "io/placement_reader.hpp"

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
#include "io/tile_reader.hpp"

namespace carcassonne {

namespace {

std::optional<Rotation> parse_rot(std::string_view text) {
    if (text == "0") return Rotation{0};
    if (text == "90") return Rotation{1};
    if (text == "180") return Rotation{2};
    if (text == "270") return Rotation{3};
    return std::nullopt;
}

}  // namespace

std::optional<FeatureRef> parse_feature_ref(std::string_view text) {
    auto space = text.find(' ');
    std::string_view kind = text.substr(0, space);
    std::string_view where = space == std::string_view::npos ? "" : text.substr(space + 1);
    if (where.empty())
        if (const AreaKindDef* a = find_area_kind(kind)) return FeatureRef{a->kind, 0};
    if (kind == "road" || kind == "city")
        if (auto e = parse_edge(where))
            return FeatureRef{kind == "road" ? SegmentKind::Road : SegmentKind::City,
                              static_cast<std::uint8_t>(index(*e))};
    if (kind == "field") {
        if (auto h = parse_half(where))
            return FeatureRef{SegmentKind::Field, static_cast<std::uint8_t>(index(*h))};
        if (where == "inner") return kInnerFieldRef;
    }
    return std::nullopt;
}

std::vector<std::string> feature_names() {
    std::vector<std::string> out{"monastery"};
    for (const char* kind : {"road", "city"})
        for (int e = 0; e < 4; ++e) out.push_back(fmt::format("{} {}", kind, name(edge_at(e))));
    for (int h = 0; h < 8; ++h) out.push_back(fmt::format("field {}", name(half_at(h))));
    out.push_back("field inner");
    for (const AreaKindDef* a : area_kinds())  // an expansion's own: a garden
        if (a->kind != SegmentKind::Monastery) out.emplace_back(a->name);
    return out;
}

std::string feature_did_you_mean(std::string_view text) {
    const std::vector<std::string> names = feature_names();
    std::string guess = did_you_mean(text, names);
    if (!guess.empty()) return guess;
    // Another word for the same thing.
    std::string folded;
    for (char c : text) folded += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (folded == "cloister") return " (did you mean 'monastery'?)";
    // The words the other way round: `S city`, `Ne field`, `south road`.
    auto space = text.find(' ');
    if (space == std::string_view::npos || text.find(' ', space + 1) != std::string_view::npos)
        return "";
    std::string turned = fmt::format("{} {}", text.substr(space + 1), text.substr(0, space));
    if (parse_feature_ref(turned)) return fmt::format(" (did you mean '{}'?)", turned);
    return did_you_mean(turned, names);
}

namespace {

// A short follower form as a message shows it, with what looks like a space
// but is not one written out ('large\u00a0city N', 'city\tN'): the reader
// sees why the words were not read.
std::string shown(std::string_view text) {
    std::string out;
    for (std::size_t i = 0; i < text.size();) {
        std::size_t len = utf8_length(text, i);
        std::uint32_t cp = 0;
        if (len == 2) cp = (text[i] & 0x1FU) << 6 | (text[i + 1] & 0x3FU);
        if (len == 3)
            cp = (text[i] & 0x0FU) << 12 | (text[i + 1] & 0x3FU) << 6 | (text[i + 2] & 0x3FU);
        bool space_like = cp == 0xA0 || cp == 0x1680 || (cp >= 0x2000 && cp <= 0x200B) ||
                          cp == 0x202F || cp == 0x205F || cp == 0x3000 || cp == 0xFEFF;
        if (text[i] == '\t')
            out += "\\t";
        else if (space_like)
            out += fmt::format("\\u{:04x}", cp);
        else
            out.append(text, i, std::max<std::size_t>(len, 1));
        i += std::max<std::size_t>(len, 1);
    }
    return quoted(out);
}
std::string shown(const YNode& n) {
    return n.is_scalar() ? shown(n.text) : describe(n);
}

// `large city N`: a kind of follower other than the normal one, then the feature.
std::optional<std::pair<FollowerKind, FeatureRef>> kind_and_feature(std::string_view text) {
    auto space = text.find(' ');
    if (space == std::string_view::npos) return std::nullopt;
    const FollowerKindDef* k = find_follower_kind(text.substr(0, space));
    if (!k || k->id == kNormalFollower) return std::nullopt;
    auto ref = parse_feature_ref(text.substr(space + 1));
    if (!ref) return std::nullopt;
    return std::make_pair(k->id, *ref);
}

}  // namespace

// `follower: large`: one of the kinds' names (follower_kind.hpp). A kind of an
// expansion not played is read, and refused naming its expansion once the
// names are resolved; an unknown word is refused here, with the kinds this
// game lists and a guess among all of them.
FollowerKind PlacementReader::follower_kind_of(const YNode& n) {
    const std::string& text = d_.as_string(n, "follower");
    if (const FollowerKindDef* k = find_follower_kind(text)) return k->id;
    std::vector<std::string_view> names, listed;
    std::string guess;
    for (const FollowerKindDef* k : follower_kinds()) {
        names.push_back(k->name);
        if (!k->owner || rules_.lists(*k->owner)) listed.push_back(k->name);
        if (!k->other_name.empty() && k->other_name == text)
            guess = fmt::format(" (did you mean '{}'?)", k->name);
    }
    if (guess.empty()) guess = did_you_mean(text, names);
    d_.fail(n, fmt::format("follower must be {}, not {}{}", or_list(listed), describe(n), guess));
}

// `on: KEY E` for an expansion's line (LineDef): the line takes no follower.
void PlacementReader::refuse_line(const YNode& n, std::string_view text) const {
    const ExpansionDef* line = line_owner();
    if (line && text.substr(0, text.find(' ')) == line->line->key)
        d_.fail(n, fmt::format("the {} takes no follower ({})", line->line->key, line->line->rule));
}

FeatureRef PlacementReader::feature_ref(const YNode& n) {
    if (auto ref = parse_feature_ref(d_.as_string(n, "on"))) return *ref;
    refuse_line(n, n.text);
    d_.fail(n, fmt::format("a follower stands on {}, not {}{}", kFeatureForms, shown(n),
                           feature_did_you_mean(n.text)));
}

// A log's short form with a kind first and then what is not a feature
// (`large field N`): the message is about the feature.
void PlacementReader::refuse_kind_before_non_feature(const YNode& n) const {
    std::string_view text = n.text;
    auto space = text.find(' ');
    if (space == std::string_view::npos || !find_follower_kind(text.substr(0, space))) return;
    std::string_view rest = text.substr(space + 1);
    refuse_line(n, rest);
    d_.fail(
        n, fmt::format("after {}, a follower stands on {}, not {}{}", quoted(text.substr(0, space)),
                       kFeatureForms, quoted(rest), feature_did_you_mean(rest)));
}

// A log's short form with a player first (`red large city N`, as a position
// writes it): in a log the follower is the mover's.
void PlacementReader::refuse_player_in_log(const YNode& n) const {
    const std::string& text = n.text;
    auto space = text.find(' ');
    if (space == std::string::npos) return;
    std::string_view first = std::string_view(text).substr(0, space);
    std::string_view rest = std::string_view(text).substr(space + 1);
    if (find_follower_kind(first) || (!parse_feature_ref(rest) && !kind_and_feature(rest))) return;
    d_.fail(n, fmt::format("in a log the follower is the mover's: write meeple: {}, without the "
                           "player {} (a position names it)",
                           rest, quoted(first)));
}

// A position's short form, `meeple: red city S`: the player, then the feature.
FollowerSpec PlacementReader::owned_follower(const YNode& n, EntryNames& names) {
    FollowerSpec f;
    const std::string& text = d_.as_string(n, "meeple");
    auto space = text.find(' ');
    std::string_view player = std::string_view(text).substr(0, space);
    std::string_view on =
        space == std::string::npos ? "" : std::string_view(text).substr(space + 1);
    if (parse_feature_ref(text))
        d_.fail(n, fmt::format("a follower in a position needs its player: meeple: PLAYER {}, "
                               "or meeple: {{player: PLAYER, on: {}}}",
                               text, text));
    constexpr std::string_view kForms =
        "a follower in a position is meeple: PLAYER FEATURE (like 'red city S'), or "
        "{player: PLAYER, on: FEATURE}";
    if (on.empty()) d_.fail(n, fmt::format("{}, not {}", kForms, shown(n)));
    if (auto kind = kind_and_feature(on)) {
        f.kind = kind->first;
        f.kind_loc = n.loc;
        on = on.substr(on.find(' ') + 1);
    }
    auto ref = parse_feature_ref(on);
    if (!ref) refuse_line(n, on);
    if (!ref)
        d_.fail(n, fmt::format("{}; {} is not a feature: {}{}", kForms, shown(on), kFeatureForms,
                               did_you_mean(on, feature_names())));
    f.on = *ref;
    f.loc = n.loc;
    names.follower_player = players_.intern(player);
    f.player = 0;  // resolved with the names
    f.player_loc = n.loc;
    return f;
}

FollowerSpec PlacementReader::follower(const YNode& n, bool shorthand_allowed, EntryNames& names) {
    FollowerSpec f;
    if (shorthand_allowed && n.is_scalar()) {
        if (auto kind = kind_and_feature(n.text)) {
            f.kind = kind->first;
            f.kind_loc = n.loc;
            f.on = kind->second;
        } else {
            if (!parse_feature_ref(n.text)) {
                refuse_player_in_log(n);
                refuse_kind_before_non_feature(n);
            }
            f.on = feature_ref(n);
        }
        f.loc = n.loc;
        return f;
    }
    if (!shorthand_allowed && n.is_scalar()) return owned_follower(n, names);
    d_.expect_map(n, shorthand_allowed ? "meeple (or a feature like 'road E')" : "meeple");
    d_.check_keys(n, {"player", "on", "follower"}, "a follower");
    const YNode* on = n.find("on");
    if (!on) d_.fail(n, "a follower needs on: (the feature it stands on)");
    f.on = feature_ref(*on);
    f.loc = on->loc;
    if (const YNode* kind = n.find("follower")) {
        f.kind = follower_kind_of(*kind);
        f.kind_loc = kind->loc;
    }
    if (const YNode* p = n.find("player")) {
        names.follower_player = players_.intern(d_.as_string(*p, "player"));
        f.player = 0;  // resolved with the names
        f.player_loc = p->loc;
    } else if (!shorthand_allowed) {
        d_.fail(n, "a follower in a position needs player: (whose it is)");
    }
    return f;
}

// `at: 2,0` reads as at: 2 and a key `0` with no value in a flow map, and as
// the text '2,0' in a block map: say what was meant before "unknown key '0'".
void PlacementReader::check_at_pair(const YNode& n) {
    auto number = [](const YNode& v) {
        return v.is_scalar() && plain_decimal(v.text, INT32_MIN, INT32_MAX).has_value();
    };
    for (std::size_t i = 0; i < n.map_size(); ++i) {
        if (n.key(i).text != "at" || !n.value(i).is_scalar()) continue;
        const YNode& at = n.value(i);
        if (i + 1 < n.map_size() && number(at) && number(n.key(i + 1)) && n.value(i + 1).is_null())
            d_.fail(at, fmt::format("at must be [x, y]: write at: [{}, {}]", at.text,
                                    n.key(i + 1).text));
        auto comma = at.text.find(',');
        if (comma == std::string::npos) continue;
        std::string x = at.text.substr(0, comma), y = at.text.substr(comma + 1);
        while (!y.empty() && y.front() == ' ') y.erase(0, 1);
        while (!x.empty() && x.back() == ' ') x.pop_back();
        if (plain_decimal(x, INT32_MIN, INT32_MAX) && plain_decimal(y, INT32_MIN, INT32_MAX))
            d_.fail(at, fmt::format("at must be [x, y]: write at: [{}, {}]", x, y));
    }
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
        if (rot->quoted)  // a quoted "90" is text (FORMAT.md "Values and limits")
            d_.fail(*rot, fmt::format("rot must be 0, 90, 180 or 270, not the quoted text {} "
                                      "(write it without quotes)",
                                      describe(*rot)));
        p.rot_loc = rot->loc;
        p.rot_auto = !rot->quoted && rot->is_scalar() && rot->text == "auto";
        std::optional<Rotation> r = Rotation{0};
        if (!p.rot_auto) r = rot->is_scalar() ? parse_rot(rot->text) : std::nullopt;
        if (!r)
            d_.fail(*rot, fmt::format("rot must be 0, 90, 180, 270 or auto, not {}",
                                      rot->is_scalar() ? rot->text : describe(*rot)));
        p.rot = *r;
    }
    if (const YNode* marks = n.find("marks")) p.marks = read_marks(*marks, d_, "marks");
}

Placement PlacementReader::board_entry(const YNode& n, EntryNames& names) {
    d_.expect_map(n, "a placed tile");
    check_at_pair(n);
    d_.check_keys(n, {"tile", "at", "rot", "meeple", "marks"}, "a placed tile");
    Placement p;
    common(n, p, names);
    if (const YNode* m = n.find("meeple")) p.follower = follower(*m, false, names);
    return p;
}

Placement PlacementReader::start(const YNode& n, EntryNames& names) {
    d_.expect_map(n, "start");
    check_at_pair(n);
    d_.check_keys(n, {"tile", "at", "rot", "marks"}, "start");
    Placement p;
    common(n, p, names);
    return p;
}

Move PlacementReader::move(const YNode& n, EntryNames& names) {
    d_.expect_map(n, "a move");
    check_at_pair(n);
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
    // The base game's keys, then every expansion's move keys (an action); the
    // resolver refuses an action whose expansion the document does not list.
    std::vector<std::string_view> keys{"player", "tile", "at", "rot", "meeple", "marks"};
    for (const ExpansionDef* e : expansions())
        if (e->syntax)
            for (const MoveKey& k : e->syntax->move_keys) keys.push_back(k.key);
    d_.check_keys(n, keys, "a move");
    common(n, m.placement, names);
    if (const YNode* f = n.find("meeple")) m.placement.follower = follower(*f, true, names);
    for (const ExpansionDef* e : expansions()) {
        if (!e->syntax) continue;
        const auto& move_keys = e->syntax->move_keys;
        for (std::size_t k = 0; k < move_keys.size(); ++k) {
            const YNode* value = n.find(move_keys[k].key);
            if (!value) continue;
            Action a;
            a.expansion = e->id;
            a.key = static_cast<std::uint8_t>(k);
            a.loc = n.find_key(move_keys[k].key)->loc;
            move_keys[k].read(d_, *value, a);
            m.actions.push_back(a);
        }
    }
    return m;
}

// The form nearly every log writes, `{tile: V, at: [1, 0], rot: 90, meeple: road W}`
// with any of rot, meeple and player, read with the checks and results of
// move(YNode) above; false for anything else, which that reader then reads or
// refuses with its own message.
bool PlacementReader::plain_move(const YItem& item, Move& m, EntryNames& names) {
    using Kind = YNode::Kind;
    const YItem::Node& map = item.node(YItem::kRoot);
    if (map.kind != Kind::Map) return false;
    const YItem::Node *tile = nullptr, *rot = nullptr, *meeple = nullptr, *player = nullptr;
    std::uint32_t at = 0;
    for (std::uint32_t k = YItem::kRoot + 1; k < map.end;) {
        std::string_view key = item.text(item.node(k));
        std::uint32_t v = item.node(k).end;
        const YItem::Node& value = item.node(v);
        if (key == "at") {
            at = v;
        } else {
            // Every other key of this form takes a plain value.
            if (value.kind != Kind::Scalar) return false;
            if (key == "tile")
                tile = &value;
            else if (key == "rot")
                rot = &value;
            else if (key == "meeple")
                meeple = &value;
            else if (key == "player")
                player = &value;
            else
                return false;
        }
        k = value.end;
    }
    if (!tile || !at) return false;
    // at: [x, y], two whole decimal numbers.
    const YItem::Node& list = item.node(at);
    std::uint32_t first = at + 1;
    if (list.kind != Kind::Sequence || first >= list.end) return false;
    std::uint32_t second = item.node(first).end;
    if (second >= list.end || item.node(second).end != list.end ||
        item.node(first).kind != Kind::Scalar || item.node(second).kind != Kind::Scalar ||
        item.node(first).quoted || item.node(second).quoted)
        return false;
    auto x = plain_decimal(item.text(item.node(first)), INT32_MIN, INT32_MAX);
    auto y = plain_decimal(item.text(item.node(second)), INT32_MIN, INT32_MAX);
    if (rot && rot->quoted) return false;  // a quoted "90" is text: the full reader says so
    const bool rot_auto = rot && item.text(*rot) == "auto";
    auto r = rot && !rot_auto ? parse_rot(item.text(*rot)) : Rotation{0};
    auto on = meeple ? parse_feature_ref(item.text(*meeple)) : FeatureRef{};
    if (!x || !y || !r || !on) return false;

    if (player) {
        names.mover = players_.intern(item.text(*player));
        m.player = 0;  // resolved with the names
        m.player_loc = player->loc;
    }
    Placement& p = m.placement;
    p.loc = map.loc;
    names.tile = tiles_.intern(item.text(*tile));
    p.tile_loc = tile->loc;
    p.at = {static_cast<std::int32_t>(*x), static_cast<std::int32_t>(*y)};
    p.rot = *r;
    p.rot_auto = rot_auto;
    if (rot) p.rot_loc = rot->loc;
    if (meeple) {
        FollowerSpec f;
        f.on = *on;
        f.loc = meeple->loc;
        p.follower = f;
    }
    return true;
}

Move PlacementReader::move(const YItem& item, EntryNames& names) {
    Move m;
    if (plain_move(item, m, names)) return m;
    names = EntryNames{};
    return move(item.tree(), names);
}

}  // namespace carcassonne
