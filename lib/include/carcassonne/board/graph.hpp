// The feature graph: union-find over the segments of placed tiles. A Segment is
// one piece of one placed tile; a Feature is what the segments joined across
// matching edges form (a road, a city, a field, a monastery), kept on its root
// segment and merged incrementally: tiles (each counted once), open edges,
// coats of arms, marks, the earliest segment, members and followers. Only
// roots have a Feature, and it is reached through find(), so a feature's
// record cannot be read from a segment that is not its root.
//
// find() halves paths inside const calls: a const graph must not be shared
// between threads.
//
// A trial (begin_trial, rollback) takes back every change made since it began,
// in time proportional to those changes: a candidate move is played and taken
// back without copying the graph (`fits`).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "carcassonne/model/follower_kind.hpp"
#include "carcassonne/model/tile.hpp"
#include "carcassonne/model/types.hpp"

namespace carcassonne {

// One piece of a placed tile.
struct Segment {
    TileIndex tile;  // the placed tile it lies on
    SegmentKind kind = SegmentKind::Field;
    std::uint8_t local = 0;       // its index in the tile type's segment list
    std::uint8_t group_size = 1;  // segments of this kind on its tile
    // Followers on this segment itself, kept by the graph (in what would be
    // padding: the graph keeps one Segment per segment of a long game).
    std::uint8_t followers = 0;
    SegmentId group_first{};  // the first of them
};

// What joined segments form. Read it through FeatureGraph::feature(s).
struct Feature {
    SegmentKind kind = SegmentKind::Field;
    MarkSet marks = 0;             // the union of its segments' marks
    std::uint32_t members = 1;     // segments
    std::uint32_t tile_count = 1;  // distinct tiles
    std::int32_t open = 0;      // road/city: unmatched edge ends; monastery: empty squares around
    std::uint32_t arms = 0;     // coats of arms
    SegmentId first_segment{};  // the earliest member (tiles are numbered as placed)
    bool completed() const { return kind != SegmentKind::Field && open == 0; }
    bool has(MarkSet m) const { return (marks & m) != 0; }

  private:
    friend class FeatureGraph;
    SegmentId member_tail{};
    std::uint32_t follower_head = UINT32_MAX;  // index into the graph's followers
    std::uint32_t follower_tail = UINT32_MAX;
};

class FeatureGraph {
  public:
    // A new feature of one segment of a placed tile. `segment` says where it
    // lies; `open`, `arms` and `marks` start the feature's record.
    SegmentId add(const Segment& segment, std::int32_t open, std::uint32_t arms, MarkSet marks);
    // Room for this many segments in all, so that adding them moves nothing.
    void reserve(std::size_t segments);

    // The root of the feature of s.
    SegmentId find(SegmentId s) const;
    bool is_root(SegmentId s) const { return find(s) == s; }
    // Joins the features of a and b across `closed` matched edge ends (2 for a road
    // or city edge, 0 for fields); a and b may already be one feature (a loop).
    void join(SegmentId a, SegmentId b, int closed);
    // One more square around a monastery holds a tile.
    void fill_around(SegmentId monastery) { feature_mut(monastery).open -= 1; }

    const Segment& segment(SegmentId s) const { return node(s).segment; }
    // The record of the feature of s (of its root).
    const Feature& feature(SegmentId s) const { return features_[node(find(s)).slot]; }
    std::size_t size() const { return nodes_.size(); }

    // Followers stand on segments; a feature chains all of its followers.
    void place_follower(SegmentId s, PlayerId player, FollowerKind kind = kNormalFollower);
    // Sends every follower of the feature of s back to its owner's supply.
    void return_followers(SegmentId s);
    bool occupied(SegmentId s) const { return feature(s).follower_head != kNoFollower; }
    // Followers of a kind standing on the board, per player.
    int standing(PlayerId p, FollowerKind kind) const { return standing_[p][kind]; }
    // What each player weighs in the majority of the feature of s: each
    // follower counts its kind's weight (follower_kind.hpp).
    std::array<int, kMaxPlayers> follower_counts(SegmentId s) const;
    // Followers standing on segment s itself (not its whole feature): figures that
    // are not followers (follower_kind.hpp) are not counted.
    int followers_on(SegmentId s) const { return node(s).segment.followers; }

    // Remembers the graph as it is; rollback() returns to it. Trials do not
    // nest. During a trial find() does not halve paths (that would be more to undo).
    void begin_trial();
    void rollback();
    bool in_trial() const { return trial_.has_value(); }

    // The self-check of the bookkeeping behind the records (check_consistency):
    // every root owns its own record, every other record is free, once.
    std::optional<std::string> check_records() const;

    // f(segment) for each member of the feature of s, root first, then in join order.
    template <class F>
    void for_each_member(SegmentId s, F&& f) const {
        for (SegmentId m = find(s); m != kNoSegment; m = node(m).next_member) f(m);
    }
    // f(player, segment) for each follower on the feature of s, in placement order
    // within each joined part: the figures that are followers (follower_kind.hpp).
    template <class F>
    void for_each_follower(SegmentId s, F&& f) const {
        for_each_figure(s, [&](PlayerId p, SegmentId at, FollowerKind k) {
            if (is_follower(k)) f(p, at);
        });
    }
    // f(player, segment, kind) for each figure on the feature of s, followers or not.
    template <class F>
    void for_each_figure(SegmentId s, F&& f) const {
        for (std::uint32_t t = feature(s).follower_head; t != kNoFollower; t = followers_[t].next)
            f(followers_[t].player, followers_[t].segment, followers_[t].kind);
    }
    // f(player, segment, kind) for every figure standing anywhere, feature by feature.
    template <class F>
    void for_each_standing(F&& f) const {
        for (std::uint32_t i = 0; i < size(); ++i)
            if (is_root(SegmentId(i))) for_each_figure(SegmentId(i), f);
    }

  private:
    static constexpr std::uint32_t kNoFollower = UINT32_MAX;
    using Standing = std::array<std::array<int, kMaxFollowerKinds>, kMaxPlayers>;
    struct FollowerToken {
        PlayerId player;
        FollowerKind kind;
        SegmentId segment;
        std::uint32_t next;
    };
    // One change to undo at rollback: the old value of one field of a node or record.
    struct Undo {
        enum class What : std::uint8_t {
            Parent,
            NextMember,
            Record,
            FollowerNext,
            OnSegment,
            FreeSlotPushed,
            FreeSlotPopped
        };
        What what;
        std::uint32_t index;
        std::uint32_t value;
        Feature record;
    };
    // The graph at begin_trial(): arrays only grow during a trial, so their sizes
    // undo every addition; `undo` the changes to what existed. (No member
    // initializers: clang cannot default-construct a nested class with them
    // inside its enclosing class.)
    struct Trial {
        std::size_t segments, records, followers;
        Standing standing;
        std::vector<Undo> undo;
    };
    Feature& feature_mut(SegmentId s) { return record_mut(node(find(s)).slot); }
    // A feature record about to change (remembered during a trial).
    Feature& record_mut(std::uint32_t slot);
    void remember(Undo::What what, std::uint32_t index, std::uint32_t value);
    std::uint32_t shared_tiles(SegmentId small, SegmentId large) const;

    // Everything the graph keeps per segment, in one record (one array to grow
    // and to page in, however long the game).
    struct Node {
        Segment segment;
        SegmentId parent;       // find() halves paths
        SegmentId next_member;  // the feature's member list
        std::uint32_t slot;     // a root's record in features_
    };
    mutable std::vector<Node> nodes_;
    Node& node(SegmentId s) const { return nodes_[s.value()]; }
    std::vector<Feature> features_;          // records of live features, and free slots
    std::vector<std::uint32_t> free_slots_;  // records of features absorbed by a join
    std::vector<FollowerToken> followers_;
    Standing standing_{};
    std::optional<Trial> trial_;
};

}  // namespace carcassonne
