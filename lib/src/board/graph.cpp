#include "carcassonne/graph.hpp"

#include <algorithm>
#include <utility>

#include "carcassonne/memory.hpp"

namespace carcassonne {

SegmentId FeatureGraph::add(const Segment& segment, std::int32_t open, std::uint32_t arms,
                            SegmentFlags flags) {
    SegmentId id = static_cast<SegmentId>(nodes_.size());
    Feature f;
    f.kind = segment.kind;
    f.flags = flags;
    f.open = open;
    f.arms = arms;
    f.first_segment = id;
    f.member_tail = id;
    std::uint32_t slot;
    if (free_slots_.empty()) {
        slot = static_cast<std::uint32_t>(features_.size());
        features_.push_back(f);
    } else {
        slot = free_slots_.back();
        free_slots_.pop_back();
        features_[slot] = f;
    }
    nodes_.push_back({segment, id, kNoSegment, slot, 0});
    return id;
}

void FeatureGraph::reserve(std::size_t segments) {
    reserve_large(nodes_, segments);
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
    for (SegmentId m = small; m != kNoSegment; m = nodes_[m].next_member) {
        const Segment& n = nodes_[m].segment;
        if (n.group_size < 2) continue;
        for (SegmentId g = n.group_first; g < n.group_first + n.group_size; ++g)
            if (g != m && find(g) == large) {
                tiles.push_back(n.tile.value());
                break;
            }
    }
    std::sort(tiles.begin(), tiles.end());
    return static_cast<std::uint32_t>(std::unique(tiles.begin(), tiles.end()) - tiles.begin());
}

void FeatureGraph::join(SegmentId a, SegmentId b, int closed) {
    SegmentId ra = find(a), rb = find(b);
    if (ra == rb) {
        features_[nodes_[ra].slot].open -= closed;  // a loop closing on itself
        return;
    }
    if (features_[nodes_[ra].slot].members < features_[nodes_[rb].slot].members) std::swap(ra, rb);
    Feature& big = features_[nodes_[ra].slot];
    const Feature& small = features_[nodes_[rb].slot];
    big.tile_count = big.tile_count + small.tile_count - shared_tiles(rb, ra);
    big.open += small.open - closed;
    big.arms += small.arms;
    big.flags |= small.flags;
    big.first_segment = std::min(big.first_segment, small.first_segment);
    nodes_[big.member_tail].next_member = rb;
    big.member_tail = small.member_tail;
    big.members += small.members;
    if (small.follower_head != kNoFollower) {
        if (big.follower_head == kNoFollower)
            big.follower_head = small.follower_head;
        else
            followers_[big.follower_tail].next = small.follower_head;
        big.follower_tail = small.follower_tail;
    }
    free_slots_.push_back(nodes_[rb].slot);
    nodes_[rb].parent = ra;
}

void FeatureGraph::place_follower(SegmentId s, PlayerId player) {
    std::uint32_t token = static_cast<std::uint32_t>(followers_.size());
    followers_.push_back({player, s, kNoFollower});
    Feature& r = feature_mut(s);
    if (r.follower_head == kNoFollower)
        r.follower_head = token;
    else
        followers_[r.follower_tail].next = token;
    r.follower_tail = token;
    ++standing_[player];
    ++nodes_[s].followers;
}

void FeatureGraph::return_followers(SegmentId s) {
    Feature& r = feature_mut(s);
    for (std::uint32_t t = r.follower_head; t != kNoFollower; t = followers_[t].next) {
        --standing_[followers_[t].player];
        --nodes_[followers_[t].segment].followers;
    }
    r.follower_head = r.follower_tail = kNoFollower;
}

std::array<int, kMaxPlayers> FeatureGraph::follower_counts(SegmentId s) const {
    std::array<int, kMaxPlayers> counts{};
    for_each_follower(s, [&](PlayerId p, SegmentId) { ++counts[p]; });
    return counts;
}

}  // namespace carcassonne
