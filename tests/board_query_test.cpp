// The Board's queries about one feature, and the Game's entry points for a log
// cut after N moves and for one more move, on small boards worked by hand.
#include <catch2/catch.hpp>

#include "carcassonne/board/board.hpp"
#include "carcassonne/io/document_io.hpp"
#include "carcassonne/model/rule_ids.hpp"
#include "carcassonne/scoring/adjudicate.hpp"
#include "carcassonne/scoring/game.hpp"

using namespace carcassonne;

namespace {

TileTypeId id(const char* t) {
    return *Catalogue::builtin().find(t);
}
FeatureRef on(SegmentKind kind, Edge e) {
    return {kind, std::uint8_t(index(e))};
}
FeatureRef on(Half h) {
    return {SegmentKind::Field, std::uint8_t(index(h))};
}

// D [0,0] (start: city N, road E-W, field En+Wn bordering the city, field Es Se Sw Ws),
// V [1,0] (road S-W; fields Sw+Ws and the rest), E rot 180 [0,1] (city S, one field).
// The city D + E180 is closed; the road D + V is open at D's W and V's S.
Board small_board() {
    Board board(Catalogue::builtin());
    board.place(id("D"), 0, {0, 0}, 0);
    board.place(id("V"), 0, {1, 0}, 0);
    board.place(id("E"), 2, {0, 1}, 0);
    return board;
}

}  // namespace

TEST_CASE("a feature's tiles, open edges and followers", "[board][queries]") {
    Board board = small_board();
    SegmentId road = board.segment_at({0, 0}, on(SegmentKind::Road, Edge::E));
    REQUIRE(road != kNoSegment);
    CHECK(board.positions(board.tiles_of(road)) == std::vector<Pos>{{0, 0}, {1, 0}});
    // D's road reaches E (V across) and W (nothing at [-1, 0]); V's reaches W (D) and S
    // (nothing at [1, -1]): two open edges, in segment order.
    auto open = board.open_edges(road);
    REQUIRE(open.size() == 2);
    CHECK((open[0].at == Pos{0, 0} && open[0].edge == Edge::W));
    CHECK((open[1].at == Pos{1, 0} && open[1].edge == Edge::S));
    CHECK(board.segments_of(road).size() == 2);

    board.place_follower(board.segment_at({1, 0}, on(SegmentKind::Road, Edge::W)), 1);
    auto followers = board.followers_of(road);
    REQUIRE(followers.size() == 1);
    CHECK(followers[0].player == 1);
    CHECK(followers[0].place.at == Pos{1, 0});
    // V's road reaches S and W; a follower's place names the lowest board edge: road S.
    CHECK(followers[0].place.on.kind == SegmentKind::Road);
    CHECK(followers[0].place.on.where == index(Edge::S));
    CHECK(board.segment_at({5, 5}, on(SegmentKind::Road, Edge::E)) == kNoSegment);
    CHECK(board.segment_at({0, 1}, on(SegmentKind::Road, Edge::E)) == kNoSegment);
}

TEST_CASE("a field's bordering cities, a tile's features and the open squares",
          "[board][queries]") {
    Board board = small_board();
    // D's north field (En, Wn) borders D's city, which E180 closes: 2 tiles.
    // Across D's E edge it joins V's outer field, which borders no city.
    SegmentId field = board.segment_at({0, 0}, on(Half::En));
    auto cities = board.bordering_cities(field);
    REQUIRE(cities.size() == 1);
    CHECK(cities[0].completed);
    CHECK(cities[0].tiles == 2);
    CHECK(cities[0].feature ==
          board.graph().find(board.segment_at({0, 1}, on(SegmentKind::City, Edge::S))));
    CHECK(board.open_edges(cities[0].feature).empty());
    // D's 4 segments are 4 features; V's 3 joined D's; E180's city joined D's, its field is new.
    CHECK(board.features_on(TileIndex(0)).size() == 4);
    CHECK(board.features().size() == 5);
    // Empty squares next to [0,0], [1,0] and [0,1], north rows first, west first.
    CHECK(board.open_squares() ==
          std::vector<Pos>{{0, 2}, {-1, 1}, {1, 1}, {-1, 0}, {2, 0}, {0, -1}, {1, -1}});
    // The 3x3 area of D: D first, then V and E180 in placement order.
    CHECK(board.positions(board.area_of(TileIndex(0))) == std::vector<Pos>{{0, 0}, {1, 0}, {0, 1}});
}

namespace {

// 1 red V [1,0], thief on road W (joins D's road).
// 2 blue E180 [0,1], knight on city S: closes D + E180, 2 tiles x 2 = 4 for blue.
const char* kLog =
    "players: [red, blue]\n"
    "moves:\n"
    "  - {tile: V, at: [1, 0], meeple: road W}\n"
    "  - {tile: E, at: [0, 1], rot: 180, meeple: city S}\n";

Move u90_west(const Document& doc) {
    Move m;
    m.placement.tile = *doc.catalogue.find("U");
    m.placement.at = {-1, 0};
    m.placement.rot = 1;  // road E-W
    return m;
}

}  // namespace

TEST_CASE("a log cut after N moves, and one more move", "[game]") {
    Document doc = read_document(kLog, "log.yaml");
    AdjudicationOptions first;
    first.moves = 1;
    Report r1 = adjudicate(doc, first);
    // After move 1 only the final scoring: red's open road D + V, 2 tiles x 1 = 2.
    REQUIRE(r1.events.size() == 1);
    CHECK(r1.events[0].phase == Phase::Final);
    CHECK(r1.events[0].points == 2);

    AdjudicationOptions both;
    both.moves = 2;
    Report r2 = adjudicate(doc, both);
    // Move 2 scores blue's city, 2 tiles x 2 = 4; then red's road at the end, 2.
    REQUIRE(r2.events.size() == 2);
    CHECK((r2.events[0].turn == 2 && r2.events[0].player == 1 && r2.events[0].points == 4));
    CHECK(r2.events[1].points == 2);

    // After move 1, blue plays U90 at [-1,0] (E road | D W road): red's road now
    // has D, V and U90, open at U90's W and V's S: 3 x 1 = 3 at the end.
    AdjudicationOptions then = first;
    then.then = u90_west(doc);
    Report r3 = adjudicate(doc, then);
    REQUIRE(r3.violations.empty());
    REQUIRE(r3.events.size() == 1);
    CHECK(r3.events[0].points == 3);

    // The same move on the square V already holds is refused as move 2.
    then.then->placement.at = {1, 0};
    Report r4 = adjudicate(doc, then);
    REQUIRE(r4.violations.size() == 1);
    CHECK(r4.violations[0].rule == rule::kTilePlacement);
    CHECK(r4.violations[0].move == 2);
    CHECK(r4.events.empty());  // nothing after an illegal move is scored

    Document cut = final_position(doc, 1);
    CHECK(cut.board.size() == 2);
    CHECK(cut.board[1].follower.has_value());
}

TEST_CASE("one more move on a position, played by its player", "[game]") {
    Document doc = read_document(
        "players: [red, blue]\n"
        "board:\n"
        "  - {tile: D, at: [0, 0]}\n"
        "  - {tile: V, at: [1, 0], meeple: {player: red, on: road W}}\n",
        "position.yaml");
    AdjudicationOptions options;
    options.then = u90_west(doc);
    options.then->player = 1;
    options.then->placement.follower = FollowerSpec{};
    options.then->placement.follower->on = on(SegmentKind::Road, Edge::E);
    // Blue's thief on U90's road E would join red's road: refused, move 1.
    Report refused = adjudicate(doc, options);
    REQUIRE(refused.violations.size() == 1);
    CHECK(refused.violations[0].rule == rule::kFollowerPlacement);
    CHECK(refused.violations[0].move == 1);

    options.then->placement.follower.reset();
    Report played = adjudicate(doc, options);
    REQUIRE(played.violations.empty());
    // Red's road D + V + U90 at the end: 3 x 1 = 3.
    REQUIRE(played.events.size() == 1);
    CHECK((played.events[0].player == 0 && played.events[0].points == 3));
}
