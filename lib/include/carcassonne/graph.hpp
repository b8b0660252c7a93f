// The feature graph: union-find over the segments of placed tiles. Each root
// keeps what scoring needs, merged incrementally: tiles (each counted once),
// open edges, coats of arms, the earliest tile, members and followers.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "carcassonne/types.hpp"

namespace carcassonne {

using SegmentId = std::uint32_t;
constexpr std::uint32_t kNone = UINT32_MAX;

struct SegmentNode {
    SegmentId parent = 0;
    std::uint32_t tile = 0;  // index of the placed tile it lies on
    SegmentKind kind = SegmentKind::Field;
    std::uint8_t local = 0;         // its index in the tile type's segment list
    std::uint8_t group_size = 1;    // segments of this kind on its tile
    bool maze = false;              // root: the feature holds a maze segment (The Labyrinth)
    SegmentId group_first = 0;      // the first of them
    SegmentId next_member = kNone;  // the feature's member list
    // Meaningful on roots only.
    std::uint32_t members = 1;
    SegmentId member_tail = 0;
    std::int32_t open = 0;  // road/city: unmatched edges; monastery: empty squares around
    std::uint32_t tile_count = 1;
    std::uint32_t arms = 0;
    SegmentId first_segment = 0;          // the earliest member (tiles are numbered as placed)
    std::uint32_t follower_head = kNone;  // index into the board's followers
    std::uint32_t follower_tail = kNone;
};

class FeatureGraph {
  public:
    // A new feature of one segment; `group_first`/`group_size` name the segments
    // of the same kind on its tile (so a tile is counted once per feature).
    SegmentId add(std::uint32_t tile, SegmentKind kind, std::uint8_t local, SegmentId group_first,
                  std::uint8_t group_size, std::int32_t open, std::uint32_t arms, bool maze);

    SegmentId find(SegmentId s) const;
    // Joins the features of a and b across `closed` matched edge ends (2 for a road
    // or city edge, 0 for fields); a and b may already be one feature (a loop).
    void join(SegmentId a, SegmentId b, int closed);
    // One more square around a monastery holds a tile.
    void fill_around(SegmentId monastery) { nodes_[find(monastery)].open -= 1; }

    const SegmentNode& node(SegmentId s) const { return nodes_[s]; }
    const SegmentNode& root(SegmentId s) const { return nodes_[find(s)]; }
    SegmentNode& root_mut(SegmentId s) { return nodes_[find(s)]; }
    std::size_t size() const { return nodes_.size(); }

    // Followers stand on segments; a feature chains all of its followers.
    void place_follower(SegmentId s, PlayerId player);
    bool occupied(SegmentId s) const { return root(s).follower_head != kNone; }
    // Sends every follower of the feature of s back to its owner's supply.
    void return_followers(SegmentId s);
    // Followers standing on the board, per player.
    int standing(PlayerId p) const { return standing_[p]; }
    std::array<int, kMaxPlayers> follower_counts(SegmentId s) const;
    // Followers standing on segment s itself (not its whole feature).
    int followers_on(SegmentId s) const { return on_segment_[s]; }

    template <class F>
    void for_each_member(SegmentId s, F&& f) const {
        for (SegmentId m = find(s); m != kNone; m = nodes_[m].next_member) f(m);
    }
    // f(player, segment) for each follower on the feature of s.
    template <class F>
    void for_each_follower(SegmentId s, F&& f) const {
        for (std::uint32_t t = root(s).follower_head; t != kNone; t = followers_[t].next)
            f(followers_[t].player, followers_[t].segment);
    }

    // f(player, segment) for every follower standing anywhere.
    template <class F>
    void for_each_standing(F&& f) const {
        for (SegmentId s = 0; s < nodes_.size(); ++s)
            if (nodes_[s].parent == s) for_each_follower(s, f);
    }

  private:
    struct FollowerToken {
        PlayerId player;
        SegmentId segment;
        std::uint32_t next;
    };
    std::uint32_t shared_tiles(SegmentId small, SegmentId large) const;
    mutable std::vector<SegmentNode> nodes_;  // find() compresses paths
    std::vector<std::uint8_t> on_segment_;    // followers per segment
    std::vector<FollowerToken> followers_;
    std::array<int, kMaxPlayers> standing_{};
};

}  // namespace carcassonne
