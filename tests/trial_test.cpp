// A trial (Board::begin_trial, rollback) takes back everything a candidate
// move changed: the tiles, the joins of the feature graph, the followers and
// the discard frontier. `fits` plays every candidate as a trial.
#include <catch2/catch.hpp>

#include "carcassonne/board/board.hpp"
#include "carcassonne/board/consistency.hpp"
#include "carcassonne/model/tile.hpp"
#include "carcassonne/scoring/game.hpp"

using namespace carcassonne;

namespace {

TileTypeId id(const char* t) {
    return *Catalogue::builtin().find(t);
}

// What a board holds, feature by feature, as numbers to compare.
std::vector<std::vector<std::int64_t>> summary(const Board& board) {
    std::vector<std::vector<std::int64_t>> out;
    for (SegmentId f : board.features()) {
        const Feature& r = board.graph().feature(f);
        out.push_back({f.value(), static_cast<std::int64_t>(r.kind), r.members, r.tile_count,
                       r.open, r.arms, r.first_segment.value(),
                       static_cast<std::int64_t>(board.followers_of(f).size())});
    }
    return out;
}

}  // namespace

TEST_CASE("a trial placement with a follower is taken back completely", "[board][trial]") {
    // D [0,0]; V [1,0] with red's thief on road W; E180 [0,1]; U90 [-1,0].
    // The road U90 + D + V is open at U90's W and V's S.
    Board board(Catalogue::builtin());
    board.place(id("D"), 0, {0, 0}, 0);
    board.place(id("V"), 0, {1, 0}, 0);
    board.place_follower(board.segment_at({1, 0}, {SegmentKind::Road, 3}), 0);
    board.place(id("E"), 2, {0, 1}, 0);
    board.place(id("U"), 1, {-1, 0}, 0);
    // Build the discard frontier, so that the trial must keep it up to date too.
    CHECK(board.fits_anywhere(id("U")));
    const auto before = summary(board);
    const auto squares = board.open_squares();

    board.begin_trial();
    // V90 [1,-1] (road N-W): its road N joins V's road S; V270 [0,-1] (road
    // E-S) joins V90's road W: both joins merge into the large road, whose
    // root may move. Blue's farmer stands on V90's outer field.
    std::vector<SegmentId> completed;
    board.place(id("V"), 1, {1, -1}, 0, &completed);
    board.place_follower(board.segment_at({1, -1}, {SegmentKind::Field, 0}), 1);
    board.place(id("V"), 3, {0, -1}, 0, &completed);
    CHECK(board.tile_count() == 6);
    board.rollback();

    CHECK(board.tile_count() == 4);
    CHECK(!board.tile_at({1, -1}));
    CHECK(!board.tile_at({0, -1}));
    CHECK(summary(board) == before);
    CHECK(board.open_squares() == squares);
    CHECK(board.graph().standing(0, kNormalFollower) == 1);
    CHECK(board.graph().standing(1, kNormalFollower) == 0);
    CHECK(check_consistency(board) == std::nullopt);
    // The frontier answers as a fresh one (a copy builds its own) does.
    Board fresh(board);
    for (const TileDef& def : Catalogue::builtin().tiles()) {
        INFO("tile " << def.id);
        CHECK(board.fits_anywhere(*Catalogue::builtin().find(def.id)) ==
              fresh.fits_anywhere(*Catalogue::builtin().find(def.id)));
    }

    // The board plays on after the trial as if it had never happened: the
    // same placement now, for real, gives what it gave in the trial.
    board.place(id("V"), 1, {1, -1}, 0);
    CHECK(check_consistency(board) == std::nullopt);
    SegmentId road = board.segment_at({1, -1}, {SegmentKind::Road, 0});
    // U90 + D + V + V90: 4 tiles, open at U90's W and V90's W.
    CHECK(board.graph().feature(road).tile_count == 4);
    CHECK(board.graph().feature(road).open == 2);
    CHECK(board.graph().standing(1, kNormalFollower) == 0);
}

TEST_CASE("free_features lays each candidate for a moment and leaves the game as it was",
          "[game][trial]") {
    Document setup;
    setup.players = {"red", "blue"};
    setup.catalogue = Catalogue::builtin();
    Game game(setup);
    Placement start;
    start.tile = id("D");
    game.place_start(start);
    // Red: V [1,0] with a thief on road W (D's road).
    Move m;
    m.placement.tile = id("V");
    m.placement.at = {1, 0};
    m.placement.follower = FollowerSpec{};
    m.placement.follower->on = {SegmentKind::Road, 3};
    REQUIRE(game.play(m, 1).legal());
    const auto before = summary(game.board());
    // Blue: U90 at [-1,0] (road E-W) would join red's road: its road is not
    // free. Its north field joins D's north field (and V's outer one), its
    // south field D's south field (and V's inner one): no farmer stands on
    // either, so both are free.
    auto free = game.free_features(id("U"), 1, {-1, 0})[kNormalFollower];
    REQUIRE(free.size() == 2);
    CHECK((free[0].kind == SegmentKind::Field && free[1].kind == SegmentKind::Field));
    CHECK(summary(game.board()) == before);
    CHECK(game.board().tile_count() == 2);
    CHECK(game.mover() == 1);
    CHECK(check_consistency(game.board()) == std::nullopt);
}
