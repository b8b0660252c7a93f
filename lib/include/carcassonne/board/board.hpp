// The board: placed tiles on a sparse grid, the feature graph they form and
// the followers standing on it. Placing a tile costs time proportional to that
// tile, never to the board. The queries at the end answer questions about one
// feature (its segments, tiles, open edges, followers, bordering cities) for
// scoring and for the commands that explain, draw or check a board.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "carcassonne/board/graph.hpp"
#include "carcassonne/model/catalogue.hpp"
#include "carcassonne/model/score_event.hpp"

namespace carcassonne {

struct PlacedTile {
    Pos at;
    TileTypeId type;
    Rotation rot = 0;
    AreaSet areas = 0;  // area features its marks show beyond its type's (a garden copy)
    MarkSet marks = 0;
    SegmentId first_segment{};
};

// Why a tile may not go where it was put (base.tile.placement).
struct PlacementCheck {
    enum class Problem : std::uint8_t { None, Occupied, Isolated, Mismatch };
    Problem problem = Problem::None;
    Edge edge = Edge::N;  // Mismatch: the first edge that does not match
    TileIndex other;      // Occupied or Mismatch: the tile in the way
    bool ok() const { return problem == Problem::None; }
};

// A square and a rotation for a tile.
struct TilePlace {
    Pos at;
    Rotation rot = 0;
};

// An edge shared by two tiles that show different things (positions only).
struct EdgeMismatch {
    TileIndex tile;
    Edge edge;
    TileIndex other;
};

// A follower on the board: whose, on which segment, and where that stands.
struct FollowerPlace {
    PlayerId player = 0;
    FollowerKind kind = kNormalFollower;
    TileIndex tile;
    SegmentId segment = kNoSegment;
    SegmentPlace place;
};

// Where a road or city is still open: a tile of it and the edge that faces no tile.
struct OpenEdge {
    Pos at;
    Edge edge = Edge::N;
};

// A city that a field borders (what farmers score), named by its root segment.
struct BorderingCity {
    SegmentId feature = kNoSegment;
    bool completed = false;
    std::uint32_t tiles = 0;
};

class Frontier;

class Board {
  public:
    explicit Board(const Catalogue& catalogue);
    Board(const Board& other);
    Board& operator=(const Board&) = delete;
    ~Board();

    // Room for this many tiles and segments in all, so that placing them moves nothing.
    void reserve(std::size_t tiles, std::size_t segments);

    std::optional<TileIndex> tile_at(Pos p) const;
    const PlacedTile& tile(TileIndex i) const { return tiles_[i.value()]; }
    // The tile as placed: its type, with the area features its marks show.
    const TileDef& def_of(TileIndex i) const {
        const PlacedTile& t = tiles_[i.value()];
        return t.areas ? catalogue_.with_areas(t.type, t.areas) : catalogue_[t.type];
    }
    // The area kinds a tile's marks show once placed (areas_shown): those of the
    // expansions played. None until it is told.
    void play_areas(AreaSet played);
    std::size_t tile_count() const { return tiles_.size(); }
    const FeatureGraph& graph() const { return graph_; }
    const Catalogue& catalogue() const { return catalogue_; }

    // base.tile.placement: whether a tile of this type may go on this square.
    PlacementCheck check_placement(TileTypeId type, Rotation rot, Pos at) const;
    // How many times check_placement() ran: the work of the placement and
    // discard rules, which the tests bound (a count of steps, not a time).
    std::uint64_t placement_checks() const { return placement_checks_; }
    // Puts a tile on an empty square and joins its features across every
    // matching edge. Features this completes (their roots) go to `completed`;
    // edges that do not match are left unjoined and go to `mismatches`.
    TileIndex place(TileTypeId type, Rotation rot, Pos at, MarkSet marks,
                    std::vector<SegmentId>* completed = nullptr,
                    std::vector<EdgeMismatch>* mismatches = nullptr);
    // base.tile.discard: whether the tile type fits on some empty square in some rotation.
    bool fits_anywhere(TileTypeId type);
    // A placement where the tile's edges fit that `accept` takes, or nothing,
    // in no particular order. The squares are searched class by class (those
    // whose neighbours demand the same edges): `skip(rot, touching)` passes
    // over a whole class in one rotation (`touching`: a bit per Edge index that
    // faces a placed tile), so that a rule decided by the tile's shape alone
    // costs nothing per square.
    using SkipClass = std::function<bool(Rotation rot, unsigned touching)>;
    using AcceptPlace = std::function<bool(const TilePlace& place)>;
    std::optional<TilePlace> find_fitting(TileTypeId type, const SkipClass& skip,
                                          const AcceptPlace& accept);
    // The rotations (bit r for rotation r) in which a tile of this type matches
    // every placed tile around the square `at`, whatever stands on `at` itself.
    std::uint8_t fitting_rotations(TileTypeId type, Pos at) const;
    // Every square and rotation where check_placement() lets a tile of this type
    // go: open_squares() order, then by rotation. One pass over the placed tiles
    // finds the open squares; then each costs four edge checks per rotation.
    std::vector<TilePlace> legal_placements(TileTypeId type) const;

    // The self-check of the discard frontier (check_consistency): when it is
    // built, its counts are those of a frontier built from scratch now.
    bool frontier_consistent() const;

    // A trial: place tiles and followers, ask about them, then rollback() takes
    // all of it back, in time proportional to what changed (the graph's trial).
    void begin_trial();
    void rollback();

    // Followers: put on a segment, and sent home with their whole feature.
    void place_follower(SegmentId s, PlayerId player, FollowerKind kind = kNormalFollower) {
        graph_.place_follower(s, player, kind);
    }
    void return_followers(SegmentId feature) { graph_.return_followers(feature); }

    // The segment a follower reference names on a placed tile, or kNoSegment.
    SegmentId segment(TileIndex tile, FeatureRef ref) const;
    // How a follower names segment `local` of a placed tile, in board directions.
    FeatureRef feature_ref(TileIndex tile, std::uint8_t local) const;
    // What edge e of a placed tile shows.
    EdgeKind edge_kind(TileIndex t, Edge e) const {
        return def_of(t).edge_kind_on_board(e, tiles_[t.value()].rot);
    }
    // The road or city segment of a placed tile at board edge e (its edge must show one).
    SegmentId edge_segment(TileIndex tile, Edge e) const;
    SegmentId half_segment(TileIndex tile, Half h) const;
    // The board edges a road or city segment reaches, as bits (bit e for edge e).
    std::uint8_t board_edges(SegmentId s) const;
    // The segment's definition in its tile type.
    const SegmentDef& def_of(SegmentId s) const;
    // The tile across edge e of a placed tile, if any.
    std::optional<TileIndex> across(TileIndex tile, Edge e) const;

    // ---- Queries about one feature, named by any of its segments ----
    // The segment a document names: `--at X,Y --on "city S"`; kNoSegment if none.
    SegmentId segment_at(Pos at, FeatureRef on) const;
    // Where a segment lies, as a document names it.
    SegmentPlace place_of(SegmentId s) const;
    // The feature's segments, in placement order.
    std::vector<SegmentId> segments_of(SegmentId feature) const;
    // Its distinct tiles, in placement order.
    std::vector<TileIndex> tiles_of(SegmentId feature) const;
    // Where a road or city is still open (no tile across), by tile then edge.
    std::vector<OpenEdge> open_edges(SegmentId feature) const;
    // Every follower standing on it, in placement order of their tiles.
    std::vector<FollowerPlace> followers_of(SegmentId feature) const;
    // A field's bordering cities, each once, by their earliest segment.
    std::vector<BorderingCity> bordering_cities(SegmentId field) const;
    // A tile and the placed tiles around it (3x3), the tile first, then placement
    // order: what a monastery (and what an expansion) looks at around a tile.
    std::vector<TileIndex> area_of(TileIndex tile) const;
    // The squares of tiles, in the order given.
    std::vector<Pos> positions(const std::vector<TileIndex>& tiles) const;
    // Every feature (its root), in the order of its earliest segment.
    std::vector<SegmentId> features() const;
    // The features of a placed tile's segments (roots), each once, in segment order.
    std::vector<SegmentId> features_on(TileIndex tile) const;
    // The empty squares next to a placed tile, north rows first, west first in a row.
    std::vector<Pos> open_squares() const;

  private:
    // The placed tile on each square: an open-addressing table of tile indices
    // (a slot holds only the index; its square is the tile's own), one probe
    // sequence per lookup and no allocation per tile. Its hash is seeded per
    // process, so no document can choose squares that all collide.
    class SquareIndex {
      public:
        std::optional<TileIndex> find(Pos square, const std::vector<PlacedTile>& tiles) const;
        // Adds tiles[tile] unless its square already has a tile; false then.
        bool insert(TileIndex tile, const std::vector<PlacedTile>& tiles);
        // Removes tiles[tile] if it is the tile indexed on its square (a trial's rollback).
        void erase(TileIndex tile, const std::vector<PlacedTile>& tiles);
        bool empty() const { return size_ == 0; }
        void reserve(std::size_t tiles, const std::vector<PlacedTile>& placed);

      private:
        static constexpr std::uint32_t kEmpty = UINT32_MAX;
        std::size_t home(Pos square) const;
        void grow(std::size_t slots, const std::vector<PlacedTile>& tiles);
        std::vector<std::uint32_t> slots_;
        std::size_t size_ = 0;
    };

    void add_segments(TileIndex index, const TileDef& def);
    // The steps of place(), each adding to touched_ the features the new tile
    // may have completed: its edges joined to the tiles across them (a
    // mismatch noted, not joined); its own areas and those around it, whose
    // 3x3 it fills; then the features of touched_ now completed.
    void join_across_edges(TileIndex index, const TileDef& def,
                           const std::array<std::optional<TileIndex>, 4>& across,
                           std::vector<EdgeMismatch>* mismatches);
    void fill_areas_around(TileIndex index, const TileDef& def, Pos at);
    void add_completed(std::vector<SegmentId>& completed);
    // The first edge where a tile of this type at `at` turned by rot shows
    // something else than the placed tile across it, if any.
    std::optional<Edge> first_mismatch(const TileDef& def, Rotation rot, Pos at, TileIndex* other,
                                       bool* touches) const;

    // The tiles across the four edges of a square, as check_placement found them:
    // place() on that square, next, need not look them up again.
    struct Neighbours {
        Pos at;
        std::array<std::optional<TileIndex>, 4> tiles;
        bool valid = false;
    };

    const Catalogue& catalogue_;
    std::vector<PlacedTile> tiles_;
    SquareIndex index_;
    SquareIndex area_tiles_;  // the tiles with an area feature, first on their square
    AreaSet played_areas_ = 0;
    MarkSet area_marks_ = 0;  // the tile marks that show one of them: most tiles show none
    mutable Neighbours neighbours_;
    std::vector<SegmentId> touched_;  // scratch of place(): features a tile may complete
    FeatureGraph graph_;
    std::unique_ptr<Frontier> frontier_;  // built at the first discard
    mutable std::uint64_t placement_checks_ = 0;
    std::size_t trial_tiles_ = 0;  // tiles placed before the trial
};

}  // namespace carcassonne
