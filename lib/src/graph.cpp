#include "carcassonne/graph.hpp"

#include <algorithm>
#include <utility>

namespace carcassonne {

SegmentId FeatureGraph::add(std::uint32_t tile, SegmentKind kind, std::uint8_t local,
                            SegmentId group_first, std::uint8_t group_size, std::int32_t open,
                            std::uint32_t arms, bool maze) {
    SegmentId id = static_cast<SegmentId>(nodes_.size());
    SegmentNode n;
    n.parent = id;
    n.tile = tile;
    n.kind = kind;
    n.local = local;
    n.group_first = group_first;
    n.group_size = group_size;
    n.member_tail = id;
    n.open = open;
    n.arms = arms;
    n.maze = maze;
    n.first_segment = id;
    nodes_.push_back(n);
    on_segment_.push_back(0);
    return id;
}

SegmentId FeatureGraph::find(SegmentId s) const {
    while (nodes_[s].parent != s) {
        nodes_[s].parent = nodes_[nodes_[s].parent].parent;  // path halving
        s = nodes_[s].parent;
    }
    return s;
}

// Tiles that have segments in both features: only a tile with several segments
// of one kind (two city caps, a junction's roads) can be one. Walks the smaller
// feature, so all joins together cost O(n log n).
std::uint32_t FeatureGraph::shared_tiles(SegmentId small, SegmentId large) const {
    std::vector<std::uint32_t> tiles;
    for (SegmentId m = small; m != kNone; m = nodes_[m].next_member) {
        const SegmentNode& n = nodes_[m];
        if (n.group_size < 2) continue;
        for (SegmentId g = n.group_first; g < n.group_first + n.group_size; ++g)
            if (g != m && find(g) == large) {
                tiles.push_back(n.tile);
                break;
            }
    }
    std::sort(tiles.begin(), tiles.end());
    return static_cast<std::uint32_t>(std::unique(tiles.begin(), tiles.end()) - tiles.begin());
}

void FeatureGraph::join(SegmentId a, SegmentId b, int closed) {
    SegmentId ra = find(a), rb = find(b);
    if (ra == rb) {
        nodes_[ra].open -= closed;  // a loop closing on itself
        return;
    }
    if (nodes_[ra].members < nodes_[rb].members) std::swap(ra, rb);
    SegmentNode& big = nodes_[ra];
    const SegmentNode& small = nodes_[rb];
    big.tile_count = big.tile_count + small.tile_count - shared_tiles(rb, ra);
    big.open += small.open - closed;
    big.arms += small.arms;
    big.maze = big.maze || small.maze;
    big.first_segment = std::min(big.first_segment, small.first_segment);
    nodes_[big.member_tail].next_member = rb;
    big.member_tail = small.member_tail;
    big.members += small.members;
    if (small.follower_head != kNone) {
        if (big.follower_head == kNone)
            big.follower_head = small.follower_head;
        else
            followers_[big.follower_tail].next = small.follower_head;
        big.follower_tail = small.follower_tail;
    }
    nodes_[rb].parent = ra;
}

void FeatureGraph::place_follower(SegmentId s, PlayerId player) {
    std::uint32_t token = static_cast<std::uint32_t>(followers_.size());
    followers_.push_back({player, s, kNone});
    SegmentNode& r = root_mut(s);
    if (r.follower_head == kNone)
        r.follower_head = token;
    else
        followers_[r.follower_tail].next = token;
    r.follower_tail = token;
    ++standing_[player];
    ++on_segment_[s];
}

void FeatureGraph::return_followers(SegmentId s) {
    SegmentNode& r = root_mut(s);
    for (std::uint32_t t = r.follower_head; t != kNone; t = followers_[t].next) {
        --standing_[followers_[t].player];
        --on_segment_[followers_[t].segment];
    }
    r.follower_head = r.follower_tail = kNone;
}

std::array<int, kMaxPlayers> FeatureGraph::follower_counts(SegmentId s) const {
    std::array<int, kMaxPlayers> counts{};
    for_each_follower(s, [&](PlayerId p, SegmentId) { ++counts[p]; });
    return counts;
}

}  // namespace carcassonne
