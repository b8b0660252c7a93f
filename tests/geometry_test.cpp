#include <catch2/catch.hpp>

#include "carcassonne/model/types.hpp"

using namespace carcassonne;

TEST_CASE("rotation turns edges and halves clockwise", "[geometry]") {
    // rot 90 turns the drawn north edge to the east (FORMAT.md).
    CHECK(rotate(Edge::N, 1) == Edge::E);
    CHECK(rotate(Edge::W, 1) == Edge::N);
    CHECK(rotate(Edge::E, 2) == Edge::W);
    CHECK(rotate(Edge::S, 3) == Edge::E);
    // The western half of the north edge ends up as the northern half of the east edge.
    CHECK(rotate(Half::Nw, 1) == Half::En);
    CHECK(rotate(Half::Wn, 1) == Half::Ne);  // the north end of W becomes the east end of N
    CHECK(rotate(Half::Es, 2) == Half::Wn);
    for (int r = 0; r < 4; ++r)
        for (int h = 0; h < 8; ++h) {
            CHECK(unrotate(rotate(half_at(h), Rotation(r)), Rotation(r)) == half_at(h));
            CHECK(edge_of(rotate(half_at(h), Rotation(r))) ==
                  rotate(edge_of(half_at(h)), Rotation(r)));
        }
}

TEST_CASE("halves face the matching half across an edge", "[geometry]") {
    CHECK(facing(Half::Nw) == Half::Sw);
    CHECK(facing(Half::Ne) == Half::Se);
    CHECK(facing(Half::En) == Half::Wn);
    CHECK(facing(Half::Es) == Half::Ws);
    CHECK(facing(Half::Sw) == Half::Nw);
    for (int h = 0; h < 8; ++h) {
        CHECK(facing(facing(half_at(h))) == half_at(h));
        CHECK(edge_of(facing(half_at(h))) == opposite(edge_of(half_at(h))));
    }
}

TEST_CASE("neighbours: y grows north, and nothing lies beyond the 32-bit board", "[geometry]") {
    CHECK(neighbour({0, 0}, Edge::N) == Pos{0, 1});
    CHECK(neighbour({0, 0}, Edge::E) == Pos{1, 0});
    CHECK(neighbour({0, 0}, Edge::S) == Pos{0, -1});
    CHECK(neighbour({0, 0}, Edge::W) == Pos{-1, 0});
    CHECK_FALSE(neighbour({INT32_MAX, 0}, Edge::E).has_value());
    CHECK_FALSE(neighbour({0, INT32_MIN}, Edge::S).has_value());
    CHECK(neighbour({INT32_MAX, 0}, Edge::W) == Pos{INT32_MAX - 1, 0});
    std::array<Pos, 8> around;
    CHECK(surrounding({0, 0}, around) == 8);
    CHECK(surrounding({INT32_MAX, INT32_MAX}, around) == 3);  // a corner of the board
    CHECK(key({-1, 0}) != key({0, -1}));
}
