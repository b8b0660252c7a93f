#include "io/tile_reader.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "carcassonne/io/document_io.hpp"
#include "carcassonne/io/tile_sets.hpp"
#include "carcassonne/model/suggest.hpp"
#include "carcassonne/model/wording.hpp"
#include "io/expansion_syntax.hpp"
#include "model/tile_shape.hpp"

namespace carcassonne {
namespace {

class TileReader {
  public:
    TileReader(const Decoder& d, const std::string& id) : d_(d), id_(id) {}

    TileDef read(const YNode& n) {
        d_.expect_map(n, fmt::format("tile '{}'", id_));
        // The base keys, then each expansion's own (ExpansionSyntax::tile_keys).
        std::vector<std::string_view> keys{"count",     "city",  "road",     "field",
                                           "monastery", "marks", "expansion"};
        const ExpansionDef* line = line_owner();  // an expansion's line (LineDef)
        if (line) keys.push_back(line->line->key);
        std::vector<const TileKey*> expansion_keys;
        for (const ExpansionDef* e : expansions())
            if (e->syntax)
                for (const TileKey& k : e->syntax->tile_keys) {
                    keys.push_back(k.key);
                    expansion_keys.push_back(&k);
                }
        d_.check_keys(n, keys, fmt::format("tile '{}'", id_));
        TileDef def;
        def.id = id_;
        if (auto* v = n.find("count")) def.count = int(d_.as_int(*v, key("count"), 0, 1000));
        if (auto* v = n.find("city")) read_segments(*v, SegmentKind::City, def);
        if (auto* v = n.find("road")) read_segments(*v, SegmentKind::Road, def);
        if (auto* v = n.find("field")) read_segments(*v, SegmentKind::Field, def);
        if (auto* v = n.find("monastery"))
            if (d_.as_bool(*v, key("monastery"))) set_areas(def, area_bit(SegmentKind::Monastery));
        if (auto* v = n.find("marks")) def.marks = read_marks(*v, d_, key("marks"));
        if (auto* v = n.find("expansion")) def.expansion = read_expansion(*v);
        if (line)
            if (auto* v = n.find(line->line->key)) read_line(*v, line->line->key, def);
        // Shape errors point at the tile as a whole, or at the key that can fix them.
        if (auto problem = check_shape(def))
            d_.fail(n, fmt::format("tile '{}': {}", id_, *problem));
        // The expansions' keys read a tile whose shape is known, in the document's order.
        for (std::size_t i = 0; i < n.map_size(); ++i)
            for (const TileKey* k : expansion_keys)
                if (n.key(i).text == k->key) k->read(d_, n.value(i), def);
        return def;
    }

  private:
    std::string key(std::string_view k) const { return fmt::format("'{}' of tile '{}'", k, id_); }

    // The expansions' keys of this kind of segment (ExpansionSyntax::segment_keys).
    static std::vector<const SegmentKey*> expansion_segment_keys(SegmentKind kind) {
        std::vector<const SegmentKey*> out;
        for (const ExpansionDef* e : expansions())
            if (e->syntax)
                for (const SegmentKey& k : e->syntax->segment_keys)
                    if (k.kind == kind) out.push_back(&k);
        return out;
    }

    // `expansion: NAME`: the expansion the tile comes with (TileDef::expansion).
    std::string read_expansion(const YNode& v) const {
        const std::string& name = d_.as_string(v, key("expansion"));
        if (!find_expansion(name)) {
            std::vector<std::string_view> names;
            for (const ExpansionDef* e : expansions()) names.push_back(e->name);
            d_.fail(v, fmt::format("{}: unknown expansion {}{}; known: {}", key("expansion"),
                                   describe(v), did_you_mean(name, names), known_expansions()));
        }
        return name;
    }

    void read_segments(const YNode& list, SegmentKind kind, TileDef& def) {
        std::string what = key(std::string(name(kind)));
        d_.expect_sequence(list, what);
        if (list.children.size() > 16) d_.fail(list, what + " has more than 16 segments");
        for (const YNode& s : list.children) {
            SegmentDef seg;
            seg.kind = kind;
            d_.expect_map(s, fmt::format("a segment of {}", what));
            if (kind == SegmentKind::Field) {
                d_.check_keys(s, {"halves", "cities"}, fmt::format("a field of tile '{}'", id_));
                const YNode* halves = s.find("halves");
                if (!halves) d_.fail(s, fmt::format("a field of tile '{}' needs halves:", id_));
                seg.halves = read_halves(*halves);
                // `halves: []`: the inner field, which reaches no edge; one per tile,
                // or `field inner` would name two.
                if (seg.halves == 0 && def.inner_field() >= 0)
                    d_.fail(*halves, fmt::format("tile '{}' has two fields with halves: [] (an "
                                                 "inner field, at most one per tile)",
                                                 id_));
                if (auto* c = s.find("cities")) seg.cities = read_city_indexes(*c, def);
                ++def.field_count;
            } else {
                // The segment marks this kind of segment may carry (`well: true`),
                // but those an expansion's segment key reads (`KEY: VALUE`).
                std::vector<const SegmentKey*> segment_keys = expansion_segment_keys(kind);
                MarkSet by_key = 0;
                for (const SegmentKey* k : segment_keys) by_key |= k->marks;
                std::vector<const MarkDef*> marks;
                for (const MarkDef* m : all_marks())
                    if (m->on == MarkOn::Segment && m->kind == kind && !(m->set() & by_key))
                        marks.push_back(m);
                std::vector<std::string_view> keys{"edges"};
                if (kind == SegmentKind::City) keys.push_back("arms");
                for (const MarkDef* m : marks) keys.push_back(m->key);
                for (const SegmentKey* k : segment_keys) keys.push_back(k->key);
                d_.check_keys(s, keys, fmt::format("a {} of tile '{}'", name(kind), id_));
                for (const MarkDef* m : marks) {
                    const YNode* mark = s.find(m->key);
                    if (mark && d_.as_bool(*mark, key(m->key))) seg.marks |= m->set();
                }
                for (const SegmentKey* k : segment_keys)
                    if (const YNode* v = s.find(k->key)) k->read(d_, *v, seg);
                const YNode* edges = s.find("edges");
                if (!edges)
                    d_.fail(s, fmt::format("a {} of tile '{}' needs edges:", name(kind), id_));
                seg.edges = read_edges(*edges);
                if (auto* a = s.find("arms"))
                    seg.arms = std::uint8_t(d_.as_int(*a, key("arms"), 0, 9));
                (kind == SegmentKind::City ? def.city_count : def.road_count)++;
            }
            def.segments.push_back(seg);
        }
    }

    // An expansion's line: one segment `[{edges: [W, E]}]` of 1 or 2 edges.
    void read_line(const YNode& list, std::string_view k, TileDef& def) {
        std::string what = key(k);
        d_.expect_sequence(list, what);
        if (list.children.size() != 1)
            d_.fail(list,
                    fmt::format("{} must hold one segment, not {}", what, list.children.size()));
        const YNode& s = list.children[0];
        d_.expect_map(s, fmt::format("the {} of tile '{}'", k, id_));
        d_.check_keys(s, {"edges"}, fmt::format("the {} of tile '{}'", k, id_));
        const YNode* edges = s.find("edges");
        if (!edges) d_.fail(s, fmt::format("the {} of tile '{}' needs edges:", k, id_));
        def.line_edges = read_edges(*edges);
        if (edges->children.size() > 2)
            d_.fail(*edges, fmt::format("the {} of tile '{}' reaches 1 or 2 edges, not {}", k, id_,
                                        edges->children.size()));
    }

    // A list of edges or halves, each once, as bits: `parse` reads one, `one_of`
    // says in the message what they may be, `what_one` names one ("edge").
    template <class Parse>
    std::uint8_t read_bits(const YNode& list, std::string_view k, std::string_view what_one,
                           Parse parse, std::string_view one_of, bool may_be_empty = false) {
        d_.expect_sequence(list, key(k));
        if (list.children.empty() && !may_be_empty)
            d_.fail(list, fmt::format("{} must name at least one {}", key(k), what_one));
        std::uint8_t bits = 0;
        for (const YNode& e : list.children) {
            auto value = parse(d_.as_string(e, key(k)));
            if (!value)
                d_.fail(e, fmt::format("{} must be {}, not {}", key(k), one_of, describe(e)));
            if (bits & (1u << index(*value)))
                d_.fail(e, fmt::format("{} lists {} twice", key(k), e.text));
            bits |= std::uint8_t(1u << index(*value));
        }
        return bits;
    }

    std::uint8_t read_edges(const YNode& list) {
        return read_bits(list, "edges", "edge", parse_edge, "N, E, S or W");
    }

    std::uint8_t read_halves(const YNode& list) {
        // An empty list is the inner field.
        return read_bits(list, "halves", "half", parse_half, "one of Nw Ne En Es Se Sw Ws Wn",
                         true);
    }

    std::uint8_t read_city_indexes(const YNode& list, const TileDef& def) {
        d_.expect_sequence(list, key("cities"));
        std::uint8_t bits = 0;
        for (const YNode& c : list.children) {
            auto i = d_.as_int(c, key("cities"), 0, 7);
            if (i >= def.city_count)
                d_.fail(c, fmt::format("{}: there is no city {} (the tile has {})", key("cities"),
                                       i, def.city_count));
            if (bits & (1u << i)) d_.fail(c, fmt::format("{} lists {} twice", key("cities"), i));
            bits |= std::uint8_t(1u << i);
        }
        return bits;
    }

    const Decoder& d_;
    const std::string& id_;
};

}  // namespace

std::vector<TileDefAt> read_tile_map(const YNode& tiles, const Decoder& d, ErrorList& errors) {
    d.expect_map(tiles, "tiles");
    std::vector<TileDefAt> out;
    // Each tile on its own: a faulty one is left out and the others still read.
    for (std::size_t i = 0; i < tiles.map_size() && errors.room(); ++i) {
        errors.attempt([&] {
            const YNode& id = tiles.key(i);
            if (!valid_name(id.text))
                d.fail(id, fmt::format("tile id {} must be 1 to 32 letters, digits, '_' or '-'",
                                       describe(id)));
            out.push_back({TileReader(d, id.text).read(tiles.value(i)), id.loc});
        });
    }
    return out;
}

std::vector<TileDefAt> read_tile_map(const YNode& tiles, const Decoder& d) {
    ErrorList errors(kMaxInputErrors);
    auto out = read_tile_map(tiles, d, errors);
    errors.throw_if_any();
    return out;
}

MarkSet read_marks(const YNode& list, const Decoder& d, const std::string& what) {
    d.expect_sequence(list, what);
    MarkSet marks = 0;
    const std::vector<const MarkDef*> allowed = illustrations();
    for (const YNode& m : list.children) {
        const std::string& key = d.as_string(m, what);
        auto it = std::find_if(allowed.begin(), allowed.end(),
                               [&](const MarkDef* a) { return a->key == key; });
        if (it == allowed.end()) {
            std::vector<std::string_view> names;
            for (const MarkDef* a : allowed) names.push_back(a->key);
            d.fail(m, fmt::format("{} must be {}, not {}", what, or_list(names), describe(m)));
        }
        marks |= (*it)->set();
    }
    return marks;
}

namespace {

// Thrown by the parse when the list of errors is full.
struct ErrorsFull {};

// A tiles file's one top-level key, `tiles:`: any other is reported as it is
// parsed and left out, and the parse ends once the list of errors is full.
class TileFileKeys : public YItemSink {
  public:
    explicit TileFileKeys(const Decoder& d) : d_(d) {}
    void item(std::string_view, std::size_t, const YItem&) override {}
    bool top_key(std::string_view key, SourceLoc loc) override {
        if (key == "tiles") return true;
        unknown.push_back(d_.unknown_key(key, loc, {"tiles"}, "a tiles file"));
        if (unknown.size() > kMaxInputErrors) throw ErrorsFull{};
        return false;
    }
    std::vector<InputError> unknown;  // reported once the parse ends

  private:
    const Decoder& d_;
};

}  // namespace

TileFile read_tile_file(std::string_view text, const std::string& file) {
    Decoder d(file);
    ErrorList errors(kMaxInputErrors);
    TileFileKeys keys(d);
    YNode root;
    YamlLimits limits;
    limits.max_word_keys = kMaxWordKeys;
    limits.maps_of_names = {"tiles"};
    limits.max_nodes = kMaxTreeNodes;
    try {
        root = parse_yaml(text, file, limits, {}, &keys);
    } catch (const ErrorsFull&) {
        for (InputError& e : keys.unknown) errors.add(std::move(e));
        errors.room();          // full: says so
        errors.throw_if_any();  // unknown keys filled the list: the rest is left unread
    }
    for (InputError& e : keys.unknown) errors.add(std::move(e));
    d.expect_map(root, "a tiles file");
    const YNode* tiles = root.find("tiles");
    TileFile out;
    out.file = file;
    if (tiles)
        for (auto& t : read_tile_map(*tiles, d, errors))
            out.tiles.emplace_back(std::move(t.def), t.loc);
    else
        errors.attempt([&] { d.fail(root, "a tiles file needs tiles:"); });
    errors.throw_if_any();
    return out;
}

std::optional<TileFile> read_builtin_tile_set(std::string_view name) {
    auto text = builtin_tile_set(name);
    if (!text) return std::nullopt;
    try {
        return read_tile_file(*text, std::string(name));
    } catch (const InputError&) {
        return std::nullopt;
    }
}

}  // namespace carcassonne
