#include "carcassonne/model/catalogue.hpp"

#include <catch2/catch.hpp>
#include <fstream>
#include <iterator>
#include <set>
#include <string>

#include "carcassonne/io/document_io.hpp"
#include "carcassonne/model/document.hpp"
#include "carcassonne/model/expansion.hpp"
#include "carcassonne/model/rule_ids.hpp"
#include "carcassonne/model/rulebook.hpp"
#include "read_error.hpp"

using namespace carcassonne;

TEST_CASE("the built-in catalogue holds every tile of lib/data/tiles.yaml", "[catalogue]") {
    const Catalogue& c = Catalogue::builtin();
    // The ids in the data file, counted by a plain scan of its text: each stands
    // alone on its line, two spaces in ("  WT-A:").
    std::ifstream data(std::string(CARCASSONNE_SOURCE_DIR) + "/lib/data/tiles.yaml");
    std::size_t ids = 0;
    for (std::string line; std::getline(data, line);)
        if (line.size() > 3 && line.compare(0, 2, "  ") == 0 && line[2] != ' ' && line[2] != '#' &&
            line.back() == ':')
            ++ids;
    CHECK(ids >= 25);
    CHECK(c.size() == ids);
    int base = 0;
    for (char t = 'A'; t <= 'X'; ++t) base += c[*c.find(std::string(1, t))].count;
    CHECK(base == 72);  // TILES.md: 2+4+1+4+5+2+1+3+2+3+3+3+2+3+2+3+1+3+2+1+8+9+4+1
    const TileDef& d = c[*c.find("D")];
    CHECK(d.edge_kind[0] == EdgeKind::City);
    CHECK(d.edge_kind[1] == EdgeKind::Road);
    CHECK(d.edge_kind[2] == EdgeKind::Field);
    // rot 90: city N -> E, road E W -> S N, field En Wn -> Se Ne, field Es Se Sw Ws -> Sw Ws Wn Nw.
    CHECK(d.describe(1) == "city E; road N S; field Ne Se; field Nw Sw Ws Wn");
    // The maze's one road segment carries the mark "maze"; WT-A's tile the arms watchtower.
    const TileDef& maze = c[*c.find("MAZE")];
    REQUIRE(maze.road_count == 1);
    CHECK(maze.segments[maze.first_road()].marks == find_mark("maze")->set());
    CHECK(c[*c.find("WT-A")].marks == find_mark("watchtower-arms")->set());
    CHECK(c[*c.find("C")].segments[0].arms == 1);
}

TEST_CASE("the rule ids the engine cites are the rule book's", "[rules]") {
    const RuleBook& book = RuleBook::builtin();
    // The base game's ids, then every expansion's (each lists its own).
    std::vector<std::string_view> all(std::begin(rule::kAll), std::end(rule::kAll));
    for (const ExpansionDef* e : expansions())
        all.insert(all.end(), e->rule_ids.begin(), e->rule_ids.end());
    std::set<std::string_view> cited(all.begin(), all.end());
    CHECK(cited.size() == all.size());  // no id listed twice
    for (auto id : all) {
        INFO(id);
        CHECK(book.find(id) != nullptr);
    }
    for (const RuleText& r : book.rules()) {
        INFO(r.id);
        CHECK(cited.count(r.id) == 1);
    }
    CHECK(book.matching("base").size() ==
          16);  // RULES.md: the base game's 15 rules and base.winner
    CHECK(book.matching("house").size() == 5);  // RULES.md "House rules", but base.winner
    CHECK(book.matching("base.final").size() == 4);
    // Every rule stands in a section the book has, and every section holds rules.
    for (const RuleText& r : book.rules()) {
        INFO(r.id);
        CHECK(book.section(r.section) != nullptr);
    }
    for (const RuleSection& s : book.sections()) {
        INFO(s.id);
        CHECK(!book.in_section(s.id).empty());
    }
}

namespace {
std::string read_error(const std::string& text) {
    return test::read_error(text, "t.yaml");
}
}  // namespace

TEST_CASE("custom tiles are validated with located errors", "[catalogue]") {
    const std::string head = "players: [a, b]\nboard: [{tile: D, at: [0, 0]}]\ntiles:\n";
    CHECK(read_error(head + "  T1: {road: [{edges: [E, W]}], field: [{halves: [En, Wn]}]}\n") ==
          "t.yaml:4:7: error: tile 'T1': half Nw belongs to no field");
    CHECK(read_error(head + "  T1: {city: [{edges: [N]}, {edges: [N]}]}\n") ==
          "t.yaml:4:7: error: tile 'T1': edge N is listed by two road or city segments");
    // The column of `3`.
    CHECK(read_error(
              head +
              "  T2: {city: [{edges: [N, E, S, W]}], field: [{halves: [Nw], cities: [3]}]}\n") ==
          "t.yaml:4:71: error: 'cities' of tile 'T2': there is no city 3 (the tile has 1)");
    CHECK(read_error(head + "  D: {city: [{edges: [N, E, S, W]}]}\n") ==
          "t.yaml:4:3: error: tile 'D' is a catalogue tile; give a custom tile another id");
    CHECK(read_error(head + "  T3: {city: [{edges: [N, E, S, W]}], colour: red}\n") ==
          "t.yaml:4:39: error: unknown key 'colour' in tile 'T3'");  // column of the key
}

TEST_CASE("a custom tile can be placed like a catalogue tile", "[catalogue]") {
    Document doc = read_document(
        "players: [a, b]\n"
        "tiles:\n"
        "  CROSS: {road: [{edges: [N, S]}, {edges: [E, W]}],\n"
        "          field: [{halves: [Nw, Wn]}, {halves: [Ne, En]}, {halves: [Es, Se]}, {halves: "
        "[Sw, Ws]}]}\n"
        "board: [{tile: CROSS, at: [0, 0], meeple: {player: b, on: road E}}]\n",
        "t.yaml");
    REQUIRE(doc.board.size() == 1);
    const TileDef& def = doc.catalogue[doc.board[0].tile];
    CHECK(def.id == "CROSS");
    CHECK(def.road_count == 2);
    CHECK(def.segment_for({SegmentKind::Road, std::uint8_t(index(Edge::E))}, 0) == 1);
}

TEST_CASE("a field with halves: [] is the tile's inner field, at most one per tile",
          "[catalogue]") {
    const std::string head = "players: [a, b]\nboard: [{tile: D, at: [0, 0]}]\ntiles:\n";
    // A second one is refused at its halves (column 70: the second `[]`).
    CHECK(read_error(
              head +
              "  T1: {city: [{edges: [N, E, S, W]}], field: [{halves: []}, {halves: []}]}\n") ==
          "t.yaml:4:70: error: tile 'T1' has two fields with halves: [] (an inner field, at most "
          "one per tile)");
    // Elsewhere an empty list is refused as before (column 23: its `[]`).
    CHECK(read_error(head + "  T2: {city: [{edges: []}]}\n") ==
          "t.yaml:4:23: error: 'edges' of tile 'T2' must name at least one edge");

    // A city N over a field, and a pond in the middle bordering the city.
    Document doc = read_document(
        "players: [a, b]\n"
        "tiles:\n"
        "  POND: {city: [{edges: [N]}],\n"
        "         field: [{halves: [En, Es, Se, Sw, Ws, Wn], cities: [0]}, {halves: [], cities: "
        "[0]}]}\n"
        "board: [{tile: POND, at: [0, 0], meeple: {player: a, on: field inner}}]\n",
        "t.yaml");
    REQUIRE(doc.board.size() == 1);
    const TileDef& pond = doc.catalogue[doc.board[0].tile];
    REQUIRE(pond.field_count == 2);
    CHECK(pond.inner_field() == pond.first_field() + 1);
    CHECK(pond.segments[pond.inner_field()].cities == 1);
    for (Rotation rot = 0; rot < 4; ++rot) {
        INFO("rot " << int(rot));
        // Every rotation leaves it where it is; no half names it.
        CHECK(pond.segment_for(kInnerFieldRef, rot) == pond.inner_field());
        for (int h = 0; h < 8; ++h)
            CHECK(pond.segment_for({SegmentKind::Field, std::uint8_t(h)}, rot) !=
                  pond.inner_field());
    }
    // rot 90: city N -> E; the field En..Wn -> Se..Ne, the inner field stays.
    CHECK(pond.describe(1) == "city E; field Nw Ne Se Sw Ws Wn; field inner");
    // A tile without one: `field inner` names nothing on D.
    const TileDef& d = Catalogue::builtin()[*Catalogue::builtin().find("D")];
    CHECK(d.inner_field() == -1);
    CHECK(d.segment_for(kInnerFieldRef, 0) == -1);

    // The name reads back and forth.
    REQUIRE(parse_feature_ref("field inner"));
    CHECK(parse_feature_ref("field inner")->where == kInnerField);
    CHECK(describe(kInnerFieldRef) == "field inner");
    CHECK(describe_at(kInnerFieldRef) == "inner field");
    CHECK(feature_did_you_mean("field iner") == " (did you mean 'field inner'?)");
    CHECK(!parse_feature_ref("road inner"));
}

TEST_CASE("IC-H: four one-edge cities around an inner field that borders all four", "[catalogue]") {
    const Catalogue& c = Catalogue::builtin();
    const TileDef& ic_h = c[*c.find("IC-H")];
    REQUIRE(ic_h.field_count == 1);
    REQUIRE(ic_h.inner_field() == ic_h.first_field());
    CHECK(ic_h.segments[ic_h.inner_field()].cities == 0xF);  // cities 0, 1, 2, 3
    for (Rotation rot = 0; rot < 4; ++rot) {
        INFO("rot " << int(rot));
        CHECK(ic_h.segment_for(kInnerFieldRef, rot) == ic_h.inner_field());
        CHECK(ic_h.first_same_rotation(rot) == 0);  // every rotation is the same tile
    }
    // rot 90, in the drawn order N, W, E, S: N -> E, W -> N, E -> S, S -> W.
    CHECK(ic_h.describe(1) == "city E; city N; city S; city W; field inner");
}
