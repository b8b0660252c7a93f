// Tile drawings and the board renderers, from hand-built pictures (no engine).
#include "carcassonne/report/draw.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "carcassonne/io/document_io.hpp"
#include "carcassonne/model/catalogue.hpp"
#include "carcassonne/model/document.hpp"
#include "carcassonne/query/picture.hpp"
#include "carcassonne/report/draw.hpp"

using namespace carcassonne;

namespace {

// Everything a tile turned by rot shows, in board directions, independent of
// the order of its segments: two tiles with equal signatures are the same tile.
std::string signature(const TileDef& d, Rotation rot) {
    auto edges = [&](const SegmentDef& s) {
        unsigned bits = 0;
        for (Edge e : kAllEdges)
            if (s.edges & (1u << index(e))) bits |= 1u << index(rotate(e, rot));
        return bits;
    };
    std::vector<std::string> parts;
    for (const SegmentDef& s : d.segments) {
        unsigned halves = 0;
        for (int h = 0; h < 8; ++h)
            if (s.halves & (1u << h)) halves |= 1u << index(rotate(half_at(h), rot));
        std::set<unsigned> cities;
        for (int c = 0; c < d.city_count; ++c)
            if (s.cities & (1u << c)) cities.insert(edges(d.segments[c]));
        std::string part = std::to_string(int(s.kind)) + "/" + std::to_string(edges(s)) + "/" +
                           std::to_string(halves) + "/" + std::to_string(s.arms) + "/" +
                           std::to_string(s.marks);
        for (unsigned c : cities) part += "/c" + std::to_string(c);
        parts.push_back(part);
    }
    std::sort(parts.begin(), parts.end());
    std::vector<std::string> signs;
    for (Edge e : kAllEdges)
        if (d.edge_marks[index(e)])
            signs.push_back(std::to_string(index(rotate(e, rot))) +
                            std::to_string(d.edge_marks[index(e)]));
    std::sort(signs.begin(), signs.end());
    std::string out;
    for (const auto& p : parts) out += p + ";";
    for (const auto& s : signs) out += s + ",";
    return out + "|" + std::to_string(d.areas) + std::to_string(d.marks);
}

const TileDef& builtin(const std::string& id) {
    return Catalogue::builtin()[*Catalogue::builtin().find(id)];
}

std::string large(const std::string& id, Rotation rot = 0) {
    TileArt art = tile_art(builtin(id), rot, 0, ArtSize::Large);
    std::string out;
    for (int r = 0; r < art.height; ++r) out += art.row(r) + "\n";
    return out;
}

std::string slurp(const std::string& path) {
    std::ifstream in(path);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

std::vector<TileDef> tiles_of(const std::string& path) {
    std::vector<TileDef> out;
    for (auto& [def, loc] : read_tile_file(slurp(path), path).tiles) out.push_back(def);
    return out;
}

std::size_t count(const std::string& text, const std::string& what) {
    std::size_t n = 0;
    for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
    return n;
}

}  // namespace

TEST_CASE("no two tiles in any rotation share a drawing unless they are the same tile", "[draw]") {
    // The tiles that come with Inns & Cathedrals are left out: an inn beside a
    // road that does not cross the middle (IC-A) is drawn like the plain road.
    std::vector<TileDef> tiles;
    for (const TileDef& d : Catalogue::builtin().tiles())
        if (d.expansion.empty()) tiles.push_back(d);
    // The example Signposts tiles too: their arrows tell them from the base shapes.
    for (TileDef& d : tiles_of(std::string(CARCASSONNE_SOURCE_DIR) +
                               "/scenarios/tilesets/signposts-example.yaml"))
        tiles.push_back(d);
    REQUIRE(tiles.size() == 37 + 12);
    std::map<std::string, std::pair<std::string, std::string>>
        seen;  // drawing -> (tile@rot, signature)
    int drawings = 0;
    for (const TileDef& d : tiles)
        for (Rotation rot = 0; rot < 4; ++rot) {
            std::string art = tile_art(d, rot, 0, ArtSize::Large).cells;
            std::string name = d.id + "@" + std::to_string(rot * 90);
            auto [it, added] = seen.emplace(art, std::make_pair(name, signature(d, rot)));
            INFO(name << " draws like " << it->second.first << ":\n" << art);
            if (!added) CHECK(signature(d, rot) == it->second.second);
            ++drawings;
        }
    CHECK(drawings == 49 * 4);
    // Distinct drawings: 196 minus the rotations that look the same (C, B, X and
    // MAZE 3 each; F, G, H, U, WT-G, WT-K 2 each) minus WT-J, which is WT-C
    // turned by 270 (4): 196 - 12 - 12 - 4 = 168.
    CHECK(seen.size() == 168);
}

TEST_CASE("a city across the tile is one band, two caps are apart", "[draw]") {
    // G: one city from W to E; H: a city on E and another on W.
    CHECK(large("G") == ".......\n#######\n#######\n#######\n.......\n");
    CHECK(large("H") == ".......\n#.....#\n##...##\n#.....#\n.......\n");
    // N: one city on N and E; I: two caps, N and E, with field between them.
    CHECK(large("N") == ".######\n..#####\n....###\n......#\n.......\n");
    CHECK(large("I") == ".#####.\n..###.#\n.....##\n......#\n.......\n");
    // F and M are G and N with a coat of arms.
    CHECK(large("F") == ".......\n#######\n###*###\n#######\n.......\n");
    CHECK(large("M") == ".######\n..##*##\n....###\n......#\n.......\n");
}

TEST_CASE("a road curve cuts its corner; roads that end meet at a junction", "[draw]") {
    CHECK(large("V") == ".......\n.......\n--.....\n..\\....\n...|...\n");    // S-W
    CHECK(large("V", 1) == "...|...\n../....\n--.....\n.......\n.......\n");  // turned: W-N
    CHECK(large("X") == "...|...\n...|...\n---o---\n...|...\n...|...\n");
    CHECK(large("MAZE") == "...|...\n...|...\n---@---\n...|...\n...|...\n");
    CHECK(large("A") == ".......\n.......\n...m...\n...|...\n...|...\n");  // ends at the monastery
    CHECK(large("T") == "#######\n#######\n#######\n#######\n...|...\n");  // ends in the city
    // Watchtowers show their kind: WT-C counts city tiles, WT-D followers.
    CHECK(large("WT-C") == ".#####.\n..###..\n...tc..\n...|...\n...|...\n");
    CHECK(large("WT-D") == ".#####.\n..###..\n...tf..\n...|...\n...|...\n");
}

TEST_CASE("the tiles card turns with --rot and names board directions", "[draw]") {
    std::string card = draw_tile(builtin("D"), 1);
    CHECK(card.rfind("D (4 in the box), rot 90\n", 0) == 0);
    CHECK(card.find("  |...|...|\n  |...|..#|\n  |...|.##|\n  |...|..#|\n  |...|...|\n") !=
          std::string::npos);
    CHECK(card.find("edges: N road, E city, S road, W field") != std::string::npos);
    CHECK(card.find("city E; road N S; field Ne Se; field Nw Sw Ws Wn") != std::string::npos);
}

TEST_CASE("any legal custom tile draws inside its cells", "[draw][hostile]") {
    auto tiles =
        tiles_of(std::string(CARCASSONNE_SOURCE_DIR) + "/tests/drawings/extreme-tiles.yaml");
    REQUIRE(tiles.size() == 7);
    Picture picture;
    picture.players = {"a", "b"};
    std::int32_t x = 0;
    for (const TileDef& d : tiles)
        for (Rotation rot = 0; rot < 4; ++rot) {
            INFO(d.id << " rot " << rot * 90);
            for (ArtSize size : {ArtSize::Large, ArtSize::Small}) {
                TileArt art = tile_art(d, rot, 0x1F, size);
                int w = size == ArtSize::Large ? 7 : 3, h = size == ArtSize::Large ? 5 : 3;
                REQUIRE(art.width == w);
                REQUIRE(art.height == h);
                REQUIRE(art.cells.size() == std::size_t(w * h));
                REQUIRE(art.owner.size() == art.cells.size());
                REQUIRE(art.anchor.size() == d.segments.size());
                for (int a : art.anchor) CHECK((a >= 0 && a < w * h));
                // Upper case is kept for followers.
                CHECK(std::none_of(art.cells.begin(), art.cells.end(),
                                   [](char c) { return c >= 'A' && c <= 'Z'; }));
            }
            CHECK(!draw_tile(d, rot).empty());
            picture.tiles.push_back({&d, {x++, 0}, rot, 0x1F});
            for (std::uint8_t s = 0; s < d.segments.size(); ++s)
                picture.followers.push_back(
                    {PlayerId(s % 2), std::uint32_t(picture.tiles.size() - 1), s, "x"});
        }
    CHECK(!draw_text(picture, {true, 100}).empty());
    std::string svg = draw_svg(picture);
    CHECK(count(svg, "data-tile=") == picture.tiles.size());
    CHECK(count(svg, "data-player=") == picture.followers.size());
}

namespace {

// Two tiles: D at [0, 0] with a blue farmer on its north field, V at [1, 0]
// with red on its road; red's total 3, blue's 0.
Picture small_picture() {
    Picture p;
    p.title = "t.yaml";
    p.players = {"red", "blue"};
    p.totals = {3, 0};
    p.tiles = {{&builtin("D"), {0, 0}, 0, 0}, {&builtin("V"), {1, 0}, 0, 0}};
    p.followers = {{1, 0, 2, "field En"}, {0, 1, 0, "road S"}};
    return p;
}

}  // namespace

TEST_CASE("the text board: coordinates around, followers as initials, a legend", "[draw]") {
    // D's segments: city 0, road 1, field {En, Wn} 2: blue's B at En's place (6, 1).
    // V's road S-W: its cell nearest the centre is (1, 2), where red's R stands.
    CHECK(draw_text(small_picture(), {false, 100}) ==
          "t.yaml\n"
          "      0       1\n"
          "  +-------+-------+\n"
          "  |.#####.|.......|\n"
          "  |..###.B|.......|\n"
          "0 |-------|-R.....| 0\n"
          "  |.......|..\\....|\n"
          "  |.......|...|...|\n"
          "  +-------+-------+\n"
          "      0       1\n"
          "followers: R red, B blue\n"
          "totals: red 3, blue 0\n");
}

TEST_CASE("the text board is small when wide, refused when too wide, coloured on demand",
          "[draw]") {
    Picture p = small_picture();
    // 2 tiles need 2 x 8 + 1 columns and the labels: 21; at 20 the small cells serve.
    std::string small = draw_text(p, {false, 20});
    // Small D: its cap, the road, blue on En's corner; small V: red on the west arm of the curve.
    CHECK(small.find("|.#B|...|") != std::string::npos);
    CHECK(small.find("|---|R\\.|") != std::string::npos);
    CHECK(draw_text(p, {false, 21}).find("|.#####.|") != std::string::npos);

    CHECK(draw_text(p, {false, 100}).find('\x1b') == std::string::npos);
    std::string colour = draw_text(p, {true, 100});
    CHECK(colour.find("\x1b[1;38;5;166mR") != std::string::npos);  // red: vermillion
    CHECK(colour.find("\x1b[1;38;5;25mB") != std::string::npos);   // blue: blue

    CHECK_FALSE(text_too_large(p));
    p.tiles.push_back({&builtin("U"), {200, 0}, 0, 0});  // x 0..200: 201 tiles wide
    REQUIRE(text_too_large(p));
    CHECK(text_too_large(p)->find("use --format svg") != std::string::npos);
}

TEST_CASE("players who share an initial are told apart, and the legend says so", "[draw]") {
    Picture p = small_picture();
    p.players = {"red", "rose"};
    std::string text = draw_text(p, {false, 100});
    CHECK(text.find("followers: R red, O rose (R is taken by red)\n") != std::string::npos);
    CHECK(text.find("|..###.O|") != std::string::npos);
    // _ruth: R is taken, U is free; ur: U and R are taken, A is the first free letter;
    // 12 has no letter and takes the next free one, B.
    p.players = {"red", "_ruth", "ur", "12"};
    CHECK(draw_text(p, {false, 100})
              .find("followers: R red, U _ruth (R is taken by red), A ur (U is taken by _ruth), B "
                    "12\n") != std::string::npos);
}

TEST_CASE("the SVG names every tile and follower, and the same picture gives the same bytes",
          "[draw]") {
    Picture p = small_picture();
    p.highlight = {{0, 1}, {1, 0}};
    p.highlight_label = "road E at [0, 0]";
    std::string svg = draw_svg(p);
    CHECK(svg.rfind("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg ", 0) == 0);
    CHECK(svg.find("version=\"1.1\"") != std::string::npos);
    CHECK(count(svg, "data-tile=") == 2);
    CHECK(svg.find("data-tile=\"D\" data-at=\"0,0\"") != std::string::npos);
    CHECK(svg.find("data-tile=\"V\" data-at=\"1,0\"") != std::string::npos);
    CHECK(count(svg, "data-player=") == 2);
    CHECK(svg.find("data-player=\"blue\" data-at=\"0,0\" data-on=\"field En\"") !=
          std::string::npos);
    CHECK(svg.find("data-player=\"red\" data-at=\"1,0\" data-on=\"road S\"") != std::string::npos);
    CHECK(svg.find("fill=\"#D55E00\"") != std::string::npos);  // red's colour
    CHECK(count(svg, "class=\"h1\"") == 2);                    // the road outlined on both tiles
    CHECK(svg.find("highlighted: road E at [0, 0]") != std::string::npos);
    CHECK(svg.find("red: 3") != std::string::npos);
    CHECK(draw_svg(p) == svg);
    CHECK(count(svg, "<circle") == 0);  // no follower that counts more than one
}

// A follower that counts 2 stands on a light disc ringed in its owner's
// colour, under the figure drawn as any other kind; the others have none.
TEST_CASE("the SVG sets a large follower apart by a disc under it", "[draw]") {
    const FollowerKindDef* big = find_follower_kind("large");
    REQUIRE(big);
    REQUIRE(big->weight == 2);
    Picture p = small_picture();
    p.followers[1].kind = big->id;  // red's on road S at [1, 0]
    std::string svg = draw_svg(p);
    CHECK(count(svg, "<circle") == 1);
    std::size_t disc = svg.find("<circle class=\"big\" data-at=\"1,0\" ");
    std::size_t figure = svg.find(
        "data-player=\"red\" data-at=\"1,0\" data-on=\"road S\" "
        "data-follower=\"large\"");
    REQUIRE(disc != std::string::npos);
    REQUIRE(figure != std::string::npos);
    CHECK(disc < figure);  // drawn first: under the figure
    CHECK(svg.find("stroke=\"#D55E00\" stroke-width=\"4\"/>", disc) < figure);  // red's ring
}

// The abbot is a hooded robe with a white cross, in its owner's colour: the
// follower's silhouette (#meeple) is not used for it, and its group carries
// the player, square, place and kind that the page reads from any figure.
TEST_CASE("the SVG draws an abbot with a silhouette of its own", "[draw]") {
    const FollowerKindDef* abbot = find_follower_kind("abbot");
    REQUIRE(abbot);
    Picture p = small_picture();
    p.followers[1].kind = abbot->id;  // red's on road S at [1, 0] (a picture, not a rule check)
    std::string svg = draw_svg(p);
    std::size_t figure = svg.find(
        "<g class=\"m\" data-player=\"red\" data-at=\"1,0\" data-on=\"road S\" "
        "data-follower=\"abbot\" fill=\"#D55E00\" transform=\"translate(");
    REQUIRE(figure != std::string::npos);
    std::size_t end = svg.find("</g>", figure);
    REQUIRE(end != std::string::npos);
    std::string group = svg.substr(figure, end - figure);
    CHECK(group.find("#meeple") == std::string::npos);
    CHECK(count(group, "<path d=") == 2);  // the robe, then the cross
    CHECK(group.find("stroke=\"#ffffff\"") != std::string::npos);
    CHECK(group.find("<title>red: road S at [1, 0] (abbot)</title>") != std::string::npos);
    // blue's normal follower keeps the follower's silhouette; one #meeple per
    // legend line (2 players) and one for blue's figure.
    CHECK(count(svg, "xlink:href=\"#meeple\"") == 3);
    CHECK(count(svg, "<circle") == 0);  // no disc: the abbot counts 1
}

TEST_CASE("an SVG of 100,000 tiles defines each drawing once", "[draw]") {
    Picture p;
    p.players = {"a", "b"};
    const TileDef& u = builtin("U");
    for (std::int32_t x = 0; x < 100'000; ++x) p.tiles.push_back({&u, {x, 0}, 1, 0});
    std::string svg = draw_svg(p);
    CHECK(count(svg, "data-tile=") == 100'000);
    CHECK(count(svg, "<g id=\"t") == 1);
    CHECK(svg.size() < 100'000 * 200);
}

// A good stands inside its city, apart from the middle: TB-K's cloth city
// N-W (a corner, canonically N-E turned three quarters) holds its bale at the
// corner's goods point (87, 44) turned to (44, 13); the road E that ends in
// the middle ends at a junction, as on a tile without goods.
TEST_CASE("the SVG draws a city's good inside the city, not at the tile's middle", "[draw]") {
    Picture p;
    p.title = "t.yaml";
    p.players = {"red", "blue"};
    p.tiles = {{&builtin("TB-K"), {0, 0}, 0, 0}};
    std::string svg = draw_svg(p);
    CHECK(svg.find("<g transform=\"translate(44 13) scale(1.5)\"><rect fill=\"#3f6fb5\"") !=
          std::string::npos);
    CHECK(count(svg, "fill=\"#3f6fb5\"") == 1);  // one bale
    CHECK(count(svg, "class=\"j\"") == 1);       // the road's end
}

// Neither a builder nor a pig is a follower, and neither is drawn as one: a
// silhouette of its own (a pig stands upright on a field, where a farmer
// lies), named in its title by what it is, and one legend line for each kind
// on the board, drawn in grey after the players.
TEST_CASE("the SVG draws a builder and a pig apart, and names them in the legend", "[draw]") {
    const FollowerKindDef* builder = find_follower_kind("builder");
    const FollowerKindDef* pig = find_follower_kind("pig");
    REQUIRE(builder);
    REQUIRE(pig);
    Picture p = small_picture();
    p.followers[0].kind = pig->id;      // blue's on field En at [0, 0]: a lying spot
    p.followers[1].kind = builder->id;  // red's on road S at [1, 0]
    std::string svg = draw_svg(p);
    std::size_t at_pig = svg.find("data-follower=\"pig\"");
    REQUIRE(at_pig != std::string::npos);
    std::string pig_group = svg.substr(at_pig, svg.find("</g>", at_pig) - at_pig);
    CHECK(pig_group.find("rotate(90)") == std::string::npos);
    CHECK(pig_group.find("#meeple") == std::string::npos);
    CHECK(pig_group.find("<title>blue: field En at [0, 0] (pig)</title>") != std::string::npos);
    CHECK(svg.find("<title>red: road S at [1, 0] (builder)</title>") != std::string::npos);
    // Legend: red, blue (the follower's silhouette each), then builder and pig
    // in registry order, grey.
    CHECK(count(svg, "xlink:href=\"#meeple\"") == 2);
    CHECK(count(svg, "<g class=\"m\" fill=\"#8a8a8a\"") == 2);
    std::size_t builder_line = svg.find(">builder</text>"), pig_line = svg.find(">pig</text>");
    REQUIRE(builder_line != std::string::npos);
    REQUIRE(pig_line != std::string::npos);
    CHECK(builder_line < pig_line);
}
