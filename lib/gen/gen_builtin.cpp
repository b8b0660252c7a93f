// Writes the built-in catalogue (lib/data/tiles.yaml) and rule book
// (lib/data/rules.yaml) as the C++ tables of lib/src/io/builtin_tables.hpp.
// It runs at build time and reads the files with the readers of users' tiles,
// so a fault in the data fails the build with its located message, and the
// program itself parses no YAML to start.
// Usage: gen_builtin TILES.yaml RULES.yaml OUT.cpp
#include <fmt/format.h>

#include <cstdio>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "carcassonne/io/tile_sets.hpp"
#include "carcassonne/model/catalogue.hpp"
#include "carcassonne/model/rulebook.hpp"
#include "io/decode.hpp"
#include "io/tile_reader.hpp"
#include "io/yaml_tree.hpp"

namespace carcassonne {

// The tables do not exist yet while they are made, and nothing here asks for them.
const Catalogue& Catalogue::builtin() {
    throw std::logic_error("the built-in catalogue is being generated");
}
const RuleBook& RuleBook::builtin() {
    throw std::logic_error("the built-in rule book is being generated");
}
std::optional<std::string_view> builtin_tile_set(std::string_view) {
    return std::nullopt;
}
std::vector<std::string_view> builtin_tile_set_names() {
    return {};
}

namespace {

std::string slurp(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw std::runtime_error("cannot read " + path);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// A C++ string literal: printable ASCII as it is, every other byte in octal.
std::string literal(std::string_view s) {
    std::string out = "\"";
    for (unsigned char c : s) {
        if (c == '"' || c == '\\')
            out += {'\\', static_cast<char>(c)};
        else if (c >= 0x20 && c < 0x7f)
            out += static_cast<char>(c);
        else
            out += fmt::format("\\{:03o}", c);
    }
    return out + "\"";
}

// The value of a key that must be there.
const YNode& required(const Decoder& d, const YNode& map, std::string_view key) {
    d.expect_map(map, "an entry");
    const YNode* n = map.find(key);
    if (!n) d.fail(map, fmt::format("no {}: key", key));
    return *n;
}

template <class T>
int number(T v) {
    return static_cast<int>(v);
}

std::string tiles_tables(const std::string& path) {
    const std::string text = slurp(path);
    Decoder d(path);
    YNode root = parse_yaml(text, path, YamlLimits{});
    std::string segments, tiles;
    int segment_count = 0, tile_count = 0;
    for (const TileDefAt& t : read_tile_map(required(d, root, "tiles"), d)) {
        const TileDef& def = t.def;
        for (const SegmentDef& s : def.segments)
            segments +=
                fmt::format("    {{SegmentKind({}), {}, {}, {}, {}, {}u}},  // {}\n",
                            number(s.kind), s.edges, s.halves, s.arms, s.cities, s.marks, def.id);
        tiles += fmt::format(
            "    {{{}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}u, {{{}}}, {{{}}}, "
            "{{{}}}, {{{}}}}},\n",
            literal(def.id), def.count, segment_count, def.segments.size(), def.city_count,
            def.road_count, def.field_count, def.has_area(SegmentKind::Monastery),
            literal(def.expansion), def.line_edges, def.marks,
            fmt::format("{}u, {}u, {}u, {}u", def.edge_marks[0], def.edge_marks[1],
                        def.edge_marks[2], def.edge_marks[3]),
            fmt::format("EdgeKind({}), EdgeKind({}), EdgeKind({}), EdgeKind({})",
                        number(def.edge_kind[0]), number(def.edge_kind[1]),
                        number(def.edge_kind[2]), number(def.edge_kind[3])),
            fmt::join(def.edge_segment.begin(), def.edge_segment.end(), ", "),
            fmt::join(def.half_segment.begin(), def.half_segment.end(), ", "));
        segment_count += static_cast<int>(def.segments.size());
        ++tile_count;
    }
    // An empty array is not C++: every table has a last, unused row.
    return fmt::format(
        "const SegmentRow kSegments[] = {{\n{}    {{}}}};\n\n"
        "const TileRow kTiles[] = {{\n{}}};\n"
        "const std::size_t kTileCount = {};\n\n",
        segments, tiles, tile_count);
}

std::string rules_tables(const std::string& path) {
    const std::string text = slurp(path);
    Decoder d(path);
    YNode root = parse_yaml(text, path, YamlLimits{});
    auto field = [&](const YNode& entry, std::string_view key) {
        return literal(d.as_string(required(d, entry, key), key));
    };
    std::string sections, rules;
    const YNode& section_list = required(d, root, "sections");
    const YNode& rule_list = required(d, root, "rules");
    for (const YNode& s : section_list.children)
        sections += fmt::format("    {{{}, {}, {}}},\n", field(s, "id"), field(s, "title"),
                                field(s, "intro"));
    for (const YNode& r : rule_list.children)
        rules += fmt::format("    {{{}, {}, {}, {}}},\n", field(r, "id"), field(r, "section"),
                             field(r, "title"), field(r, "text"));
    return fmt::format(
        "const RuleSectionRow kRuleSections[] = {{\n{}}};\n"
        "const std::size_t kRuleSectionCount = {};\n\n"
        "const RuleRow kRules[] = {{\n{}}};\n"
        "const std::size_t kRuleCount = {};\n",
        sections, section_list.children.size(), rules, rule_list.children.size());
}

}  // namespace
}  // namespace carcassonne

int main(int argc, char** argv) {
    if (argc != 4) {
        std::fprintf(stderr, "usage: gen_builtin TILES.yaml RULES.yaml OUT.cpp\n");
        return 2;
    }
    try {
        std::string out =
            "// Generated by lib/gen/gen_builtin.cpp from lib/data/tiles.yaml and "
            "lib/data/rules.yaml.\n// Do not edit: edit the data files.\n"
            "#include \"io/builtin_tables.hpp\"\n\nnamespace carcassonne::builtin {\n\n" +
            carcassonne::tiles_tables(argv[1]) + carcassonne::rules_tables(argv[2]) +
            "\n}  // namespace carcassonne::builtin\n";
        std::ofstream file(argv[3], std::ios::binary);
        file << out;
        if (!file.flush()) throw std::runtime_error(std::string("cannot write ") + argv[3]);
    } catch (const carcassonne::InputError& e) {
        std::fprintf(stderr, "%s\n", e.render().c_str());
        return 1;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "gen_builtin: %s\n", e.what());
        return 1;
    }
    return 0;
}
