// The built-in catalogue and rule book are C++ tables generated at build time
// (lib/gen/gen_builtin.cpp). They must say exactly what lib/data/*.yaml says
// when those files are read now, as a user's --tiles file or a YAML tree.
#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>
#include <string>

#include "carcassonne/io/document_io.hpp"
#include "carcassonne/model/catalogue.hpp"
#include "carcassonne/model/document.hpp"
#include "carcassonne/model/rulebook.hpp"
#include "carcassonne/report/draw.hpp"
#include "io/yaml_tree.hpp"

using namespace carcassonne;

namespace {

std::string data_file(const std::string& name) {
    std::ifstream in(std::string(CARCASSONNE_SOURCE_DIR) + "/lib/data/" + name, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

}  // namespace

TEST_CASE("the generated catalogue is lib/data/tiles.yaml, field for field", "[builtin]") {
    const TileFile file = read_tile_file(data_file("tiles.yaml"), "tiles.yaml");
    const Catalogue& builtin = Catalogue::builtin();
    REQUIRE(file.tiles.size() == builtin.size());
    for (std::size_t i = 0; i < builtin.size(); ++i) {
        const TileDef& want = file.tiles[i].first;
        const TileDef& got = builtin[TileTypeId(static_cast<std::uint32_t>(i))];
        INFO("tile " << want.id);
        CHECK(got.id == want.id);
        CHECK(got.count == want.count);
        REQUIRE(got.segments.size() == want.segments.size());
        for (std::size_t s = 0; s < want.segments.size(); ++s) {
            const SegmentDef &a = got.segments[s], &b = want.segments[s];
            CHECK((a.kind == b.kind && a.edges == b.edges && a.halves == b.halves &&
                   a.arms == b.arms && a.cities == b.cities && a.marks == b.marks));
        }
        CHECK(got.city_count == want.city_count);
        CHECK(got.road_count == want.road_count);
        CHECK(got.field_count == want.field_count);
        CHECK(got.areas == want.areas);
        CHECK(got.expansion == want.expansion);
        CHECK(got.line_edges == want.line_edges);
        CHECK(got.marks == want.marks);
        CHECK(got.edge_marks == want.edge_marks);
        CHECK(got.edge_kind == want.edge_kind);
        CHECK(got.edge_segment == want.edge_segment);
        CHECK(got.half_segment == want.half_segment);
        for (Rotation r = 0; r < 4; ++r) CHECK(got.describe(r) == want.describe(r));
        CHECK(draw_tile(got) == draw_tile(want));
    }
}

TEST_CASE("the generated rule book is lib/data/rules.yaml, word for word", "[builtin]") {
    const YNode root = parse_yaml(data_file("rules.yaml"), "rules.yaml", YamlLimits{});
    const RuleBook& book = RuleBook::builtin();
    const YNode& sections = *root.find("sections");
    const YNode& rules = *root.find("rules");
    REQUIRE(book.sections().size() == sections.children.size());
    for (std::size_t i = 0; i < sections.children.size(); ++i) {
        const YNode& s = sections.children[i];
        INFO("section " << s.find("id")->text);
        CHECK(book.sections()[i].id == s.find("id")->text);
        CHECK(book.sections()[i].title == s.find("title")->text);
        CHECK(book.sections()[i].intro == s.find("intro")->text);
    }
    REQUIRE(book.rules().size() == rules.children.size());
    for (std::size_t i = 0; i < rules.children.size(); ++i) {
        const YNode& r = rules.children[i];
        INFO("rule " << r.find("id")->text);
        CHECK(book.rules()[i].id == r.find("id")->text);
        CHECK(book.rules()[i].section == r.find("section")->text);
        CHECK(book.rules()[i].title == r.find("title")->text);
        CHECK(book.rules()[i].text == r.find("text")->text);
    }
}
