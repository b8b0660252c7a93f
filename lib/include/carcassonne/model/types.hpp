// The vocabulary of the engine: directions, positions, rotations, feature kinds.
// Small value types with constexpr helpers; no I/O here.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace carcassonne {

// Tile edges, clockwise from north.
enum class Edge : std::uint8_t { N = 0, E = 1, S = 2, W = 3 };
constexpr std::array<Edge, 4> kAllEdges{Edge::N, Edge::E, Edge::S, Edge::W};

// Field halves, clockwise from the western half of the north edge.
enum class Half : std::uint8_t { Nw = 0, Ne, En, Es, Se, Sw, Ws, Wn };

// Clockwise quarter turns (0..3); `rot: 90` in a document is one quarter turn.
using Rotation = std::uint8_t;

constexpr int index(Edge e) {
    return static_cast<int>(e);
}
constexpr int index(Half h) {
    return static_cast<int>(h);
}
constexpr Edge edge_at(int i) {
    return static_cast<Edge>(i & 3);
}
constexpr Half half_at(int i) {
    return static_cast<Half>(i & 7);
}

constexpr Edge opposite(Edge e) {
    return edge_at(index(e) + 2);
}
constexpr Edge edge_of(Half h) {
    return edge_at(index(h) / 2);
}

// The two halves of an edge, in clockwise order.
constexpr std::array<Half, 2> halves_of(Edge e) {
    return {half_at(index(e) * 2), half_at(index(e) * 2 + 1)};
}

// The half of the neighbouring tile that touches half h across h's edge:
// Nw touches the neighbour's Sw, Ne its Se, En its Wn, Es its Ws.
constexpr Half facing(Half h) {
    int opposite_edge = (index(h) / 2 + 2) % 4;
    return half_at(opposite_edge * 2 + (1 - index(h) % 2));
}

// A drawn edge or half turned by `rot` quarter turns clockwise, and back.
constexpr Edge rotate(Edge e, Rotation rot) {
    return edge_at(index(e) + rot);
}
constexpr Half rotate(Half h, Rotation rot) {
    return half_at(index(h) + 2 * rot);
}
constexpr Edge unrotate(Edge e, Rotation rot) {
    return edge_at(index(e) + 4 - rot);
}
constexpr Half unrotate(Half h, Rotation rot) {
    return half_at(index(h) + 8 - 2 * rot);
}

std::string_view name(Edge e);
std::string_view name(Half h);
std::optional<Edge> parse_edge(std::string_view s);
std::optional<Half> parse_half(std::string_view s);

// A square of the board: x grows east, y grows north. Any 32-bit values are legal.
struct Pos {
    std::int32_t x = 0;
    std::int32_t y = 0;
    friend constexpr bool operator==(Pos a, Pos b) { return a.x == b.x && a.y == b.y; }
    friend constexpr bool operator!=(Pos a, Pos b) { return !(a == b); }
};

// The square across edge e, or nothing when it lies outside the 32-bit board.
constexpr std::optional<Pos> neighbour(Pos p, Edge e) {
    constexpr std::int64_t dx[4] = {0, 1, 0, -1};
    constexpr std::int64_t dy[4] = {1, 0, -1, 0};
    std::int64_t x = p.x + dx[index(e)];
    std::int64_t y = p.y + dy[index(e)];
    if (x < INT32_MIN || x > INT32_MAX || y < INT32_MIN || y > INT32_MAX) return std::nullopt;
    return Pos{static_cast<std::int32_t>(x), static_cast<std::int32_t>(y)};
}

// "[x, y]", as positions read in documents and messages.
std::string to_string(Pos p);

// The up to eight squares around p (a monastery's neighbours).
int surrounding(Pos p, std::array<Pos, 8>& out);

// A key for hashing a position.
constexpr std::uint64_t key(Pos p) {
    return (static_cast<std::uint64_t>(static_cast<std::uint32_t>(p.x)) << 32) |
           static_cast<std::uint32_t>(p.y);
}

// City, road and field reach edges; from Monastery on, each kind is a row of the
// area kinds (area_kind.hpp): a feature on one tile scored by the 3x3 around it,
// the monastery first, then an expansion's (a garden). name() of an area kind
// is its row's name.
enum class SegmentKind : std::uint8_t { City, Road, Field, Monastery };
std::string_view name(SegmentKind k);
constexpr bool is_area(SegmentKind k) {
    return k >= SegmentKind::Monastery;
}
// Area kinds as bits (bit i for SegmentKind::Monastery + i): what a tile shows.
using AreaSet = std::uint8_t;
constexpr int kMaxAreaKinds = 5;  // SegmentKindSet holds every kind in 8 bits
constexpr AreaSet area_bit(SegmentKind k) {
    return static_cast<AreaSet>(1u << (static_cast<unsigned>(k) - 3));
}
constexpr SegmentKind area_at(int i) {
    return static_cast<SegmentKind>(3 + i);
}
// Segment kinds as bits (bit k for SegmentKind k): where a figure may stand, say.
using SegmentKindSet = std::uint8_t;
constexpr SegmentKindSet kAnySegmentKind = 0xff;
constexpr SegmentKindSet bit_of(SegmentKind k) {
    return static_cast<SegmentKindSet>(1u << static_cast<unsigned>(k));
}

// What an edge of a tile shows; two edges match when they show the same.
// Line: an expansion's line across the tile (LineDef, expansion.hpp).
enum class EdgeKind : std::uint8_t { Field, Road, City, Line };
std::string_view name(EdgeKind k);

// A position (board:) or a game log (moves:).
enum class DocumentKind : std::uint8_t { Position, Log };

// Index of a player in the document's `players` list (turn order).
using PlayerId = std::uint8_t;
constexpr int kMaxPlayers = 6;

// An index of one kind: two kinds of index cannot be mixed up.
template <class Tag>
class Index {
  public:
    constexpr Index() = default;
    constexpr explicit Index(std::uint32_t value) : value_(value) {}
    constexpr std::uint32_t value() const { return value_; }
    friend constexpr bool operator==(Index a, Index b) { return a.value_ == b.value_; }
    friend constexpr bool operator!=(Index a, Index b) { return a.value_ != b.value_; }
    friend constexpr bool operator<(Index a, Index b) { return a.value_ < b.value_; }
    friend constexpr bool operator>(Index a, Index b) { return a.value_ > b.value_; }
    friend constexpr bool operator<=(Index a, Index b) { return a.value_ <= b.value_; }
    // The index n places after a: the n-th of a run that starts at a.
    friend constexpr Index operator+(Index a, std::uint32_t n) { return Index(a.value_ + n); }

  private:
    std::uint32_t value_ = 0;
};

// A placed tile: its place in the board's placement order (0: the first placed).
using TileIndex = Index<struct TileIndexTag>;
// A tile type: its place in a catalogue.
using TileTypeId = Index<struct TileTypeIdTag>;

// A segment of a placed tile: its place in the feature graph. A feature is
// named by any of its segments (its root is the canonical one).
using SegmentId = Index<struct SegmentIdTag>;
constexpr SegmentId kNoSegment{UINT32_MAX};

}  // namespace carcassonne
