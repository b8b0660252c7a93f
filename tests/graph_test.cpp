#include <catch2/catch.hpp>

#include "carcassonne/board/board.hpp"
#include "carcassonne/board/consistency.hpp"
#include "carcassonne/model/catalogue.hpp"

using namespace carcassonne;

namespace {
TileTypeId id(const char* t) {
    return *Catalogue::builtin().find(t);
}
const TileIndex kFirst(0);
}  // namespace

TEST_CASE("union-find joins segments across matching edges", "[graph]") {
    Board board(Catalogue::builtin());
    std::vector<SegmentId> completed;
    board.place(id("D"), 0, {0, 0}, 0);              // start: road E-W, city N
    board.place(id("V"), 0, {1, 0}, 0, &completed);  // curve S-W: the road turns south
    CHECK(completed.empty());
    SegmentId road = board.segment(kFirst, {SegmentKind::Road, std::uint8_t(index(Edge::E))});
    const Feature& r = board.graph().feature(road);
    CHECK(r.tile_count == 2);
    CHECK(r.open == 2);  // D's west end and V's south end: 2 + 2 edge ends - 2 joined = 2
}

TEST_CASE("a city with two caps on one tile counts that tile once", "[graph]") {
    // H at [0,0] has separate caps E and W. A ring of city tiles over its north
    // field joins both caps into one city:
    //   [-1,1] N rot 90 (city E,S)  [0,1] G (city E,W)  [1,1] N rot 180 (city S,W)
    //   [-1,0] N rot 0 (city N,E)   [0,0] H (caps E,W)  [1,0] N rot 270 (city W,N)
    // Shared city edges: H E-[1,0] W, [1,0] N-[1,1] S, [1,1] W-[0,1] E, [0,1] W-[-1,1] E,
    // [-1,1] S-[-1,0] N, [-1,0] E-H W; G's S field meets H's N field.
    Board board(Catalogue::builtin());
    board.place(id("H"), 0, {0, 0}, 0);
    board.place(id("N"), 3, {1, 0}, 0);
    board.place(id("N"), 2, {1, 1}, 0);
    board.place(id("G"), 0, {0, 1}, 0);
    board.place(id("N"), 1, {-1, 1}, 0);
    std::vector<SegmentId> completed;
    board.place(id("N"), 0, {-1, 0}, 0, &completed);  // closes the ring
    REQUIRE(completed.size() == 1);
    const Feature& city = board.graph().feature(completed[0]);
    CHECK(city.members == 7);     // 5 ring segments + H's two caps
    CHECK(city.tile_count == 6);  // 7 segments on 6 tiles: H once, not twice
    CHECK(city.open == 0);        // 12 city edge ends, 6 joins x 2
    CHECK(check_consistency(board) == std::nullopt);
}

TEST_CASE("a road loop closes on itself and counts each tile once", "[graph]") {
    // Four V curves (drawn road S-W) around one corner; rot r turns S,W into
    // S+r,W+r: r=3 gives E,S; r=0 S,W; r=2 N,E; r=1 W,N.
    Board board(Catalogue::builtin());
    board.place(id("V"), 3, {0, 1}, 0);  // E,S
    board.place(id("V"), 0, {1, 1}, 0);  // S,W
    board.place(id("V"), 2, {0, 0}, 0);  // N,E
    std::vector<SegmentId> completed;
    board.place(id("V"), 1, {1, 0}, 0, &completed);  // W,N
    REQUIRE(completed.size() == 1);
    const Feature& loop = board.graph().feature(completed[0]);
    CHECK(loop.tile_count == 4);  // 4 tiles, each once
    CHECK(loop.open == 0);        // 8 edge ends, 4 joins x 2 = 8
}

TEST_CASE("a monastery is completed by its eighth neighbour", "[graph]") {
    Board board(Catalogue::builtin());
    board.place(id("B"), 0, {0, 0}, 0);
    Pos ring[8] = {{-1, 1}, {0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}};
    std::vector<SegmentId> completed;
    for (Pos p : ring) {
        completed.clear();
        board.place(id("B"), 0, p, 0, &completed);  // fields all round: positions skip checks
    }
    // Only the last placement completes the centre (the ring's own monasteries stay open).
    REQUIRE(completed.size() == 1);
    CHECK(board.graph().segment(completed[0]).tile == kFirst);
}

TEST_CASE("followers chain per feature and return together", "[graph]") {
    Board board(Catalogue::builtin());
    board.place(id("U"), 1, {0, 0}, 0);  // road E-W
    board.place(id("U"), 1, {2, 0}, 0);
    const FeatureGraph& g = board.graph();
    SegmentId a = board.segment(kFirst, {SegmentKind::Road, std::uint8_t(index(Edge::E))});
    SegmentId b = board.segment(TileIndex(1), {SegmentKind::Road, std::uint8_t(index(Edge::W))});
    board.place_follower(a, 0);
    board.place_follower(b, 1);
    board.place(id("U"), 1, {1, 0}, 0);  // joins the two roads
    auto counts = g.follower_counts(a);
    CHECK(counts[0] == 1);
    CHECK(counts[1] == 1);
    CHECK(g.standing(0, kNormalFollower) == 1);
    board.return_followers(b);
    CHECK_FALSE(g.occupied(a));
    CHECK(g.standing(0, kNormalFollower) == 0);
    CHECK(g.standing(1, kNormalFollower) == 0);
}

TEST_CASE("an inner field joins no neighbour and borders its tile's cities", "[graph]") {
    // IC-H at [0, 1] over D: IC-H's south city closes D's north city. The inner
    // field stays a one-tile field of its own, bordering IC-H's four cities,
    // one of them (D + IC-H) completed; D's north field is a field apart.
    Board board(Catalogue::builtin());
    board.place(id("D"), 0, {0, 0}, 0);
    TileIndex ic_h = board.place(id("IC-H"), 0, {0, 1}, 0);
    SegmentId inner = board.segment(ic_h, kInnerFieldRef);
    REQUIRE(inner != kNoSegment);
    const Feature& f = board.graph().feature(board.graph().find(inner));
    CHECK(f.tile_count == 1);
    int members = 0;
    board.graph().for_each_member(inner, [&](SegmentId) { ++members; });
    CHECK(members == 1);
    SegmentId d_field = board.segment(kFirst, {SegmentKind::Field, std::uint8_t(index(Half::En))});
    CHECK(board.graph().find(d_field) != board.graph().find(inner));
    auto cities = board.bordering_cities(inner);
    REQUIRE(cities.size() == 4);
    int completed = 0;
    for (const BorderingCity& c : cities) completed += c.completed ? 1 : 0;
    CHECK(completed == 1);
    CHECK(board.feature_ref(ic_h, std::uint8_t(board.graph().segment(inner).local)).where ==
          kInnerField);
    CHECK(!check_consistency(board));
}
