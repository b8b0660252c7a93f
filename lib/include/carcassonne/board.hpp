// The board: placed tiles on a sparse grid, and the feature graph they form.
// Placing a tile costs time proportional to that tile, never to the board.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "carcassonne/catalogue.hpp"
#include "carcassonne/graph.hpp"

namespace carcassonne {

struct PlacedTile {
    Pos at;
    std::uint32_t def = 0;  // catalogue index
    Rotation rot = 0;
    Marks marks = 0;
    SegmentId first_segment = 0;
};

// Why a tile may not go where it was put (base.tile.placement).
struct PlacementCheck {
    enum class Problem : std::uint8_t { None, Occupied, Isolated, Mismatch };
    Problem problem = Problem::None;
    Edge edge = Edge::N;          // Mismatch: the first edge that does not match
    std::uint32_t other = kNone;  // Occupied or Mismatch: the tile in the way
    bool ok() const { return problem == Problem::None; }
};

// An edge shared by two tiles that show different things (positions only).
struct EdgeMismatch {
    std::uint32_t tile;
    Edge edge;
    std::uint32_t other;
};

class Frontier;

class Board {
  public:
    explicit Board(const Catalogue& catalogue);
    ~Board();

    const Catalogue& catalogue() const { return catalogue_; }
    std::optional<std::uint32_t> tile_at(Pos p) const;
    const PlacedTile& tile(std::uint32_t i) const { return tiles_[i]; }
    const TileDef& def_of(std::uint32_t i) const { return catalogue_[tiles_[i].def]; }
    std::size_t tile_count() const { return tiles_.size(); }
    const FeatureGraph& graph() const { return graph_; }
    FeatureGraph& graph() { return graph_; }

    PlacementCheck check(std::uint32_t def, Rotation rot, Pos at) const;
    // Puts a tile on an empty square and joins its features across every
    // matching edge. Features this completes (their roots) go to `completed`;
    // edges that do not match are left unjoined and go to `mismatches`.
    std::uint32_t place(std::uint32_t def, Rotation rot, Pos at, Marks marks,
                        std::vector<SegmentId>* completed = nullptr,
                        std::vector<EdgeMismatch>* mismatches = nullptr);
    // The segment a follower reference names on a placed tile, or kNone.
    SegmentId segment(std::uint32_t tile, FeatureRef ref) const;
    // How a follower names segment `local` of a placed tile, in board directions.
    FeatureRef feature_ref(std::uint32_t tile, std::uint8_t local) const;
    // What edge e of a placed tile shows.
    EdgeKind edge_kind(std::uint32_t tile, Edge e) const {
        return def_of(tile).edge_kind_on_board(e, tiles_[tile].rot);
    }
    // base.tile.discard: whether the tile type fits on some empty square in some rotation.
    bool fits_anywhere(std::uint32_t def);

    // The road or city segment of a placed tile at board edge e (its edge must show one).
    SegmentId edge_segment(std::uint32_t tile, Edge e) const;
    SegmentId half_segment(std::uint32_t tile, Half h) const;
    // The board edges a road or city segment reaches, as bits (bit e for edge e).
    std::uint8_t board_edges(SegmentId s) const;
    // The tile across edge e of a placed tile, if any.
    std::optional<std::uint32_t> across(std::uint32_t tile, Edge e) const;

  private:
    void add_segments(std::uint32_t index, const TileDef& def);

    const Catalogue& catalogue_;
    std::vector<PlacedTile> tiles_;
    std::unordered_map<std::uint64_t, std::uint32_t> index_;
    FeatureGraph graph_;
    std::unique_ptr<Frontier> frontier_;  // built at the first discard
};

// base.tile.placement's complaint about one shared edge: tile a's edge `edge`
// against tile b's opposite edge, with what each shows.
std::string describe_mismatch(std::string_view a, Pos a_at, Edge edge, EdgeKind a_shows,
                              std::string_view b, Pos b_at, EdgeKind b_shows);

// Rebuilds every feature from the board alone and compares it with the
// incremental graph; says what differs. O(board): for tests and the fuzzer.
std::optional<std::string> check_consistency(const Board& board);

}  // namespace carcassonne
