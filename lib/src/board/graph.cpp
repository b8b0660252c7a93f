#include "carcassonne/board/graph.hpp"

#include <algorithm>
#include <utility>

#include "carcassonne/model/memory.hpp"

namespace carcassonne {

SegmentId FeatureGraph::add(const Segment& segment, std::int32_t open, std::uint32_t arms,
                            MarkSet marks) {
    SegmentId id(static_cast<std::uint32_t>(nodes_.size()));
    Feature f;
    f.kind = segment.kind;
    f.marks = marks;
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
        remember(Undo::What::FreeSlotPopped, 0, slot);
        record_mut(slot) = f;
    }
    Segment fresh = segment;
    fresh.followers = 0;
    nodes_.push_back({fresh, id, kNoSegment, slot});
    return id;
}

void FeatureGraph::reserve(std::size_t segments) {
    reserve_large(nodes_, segments);
}

SegmentId FeatureGraph::find(SegmentId s) const {
    if (trial_) {
        while (node(s).parent != s) s = node(s).parent;
        return s;
    }
    while (node(s).parent != s) {
        node(s).parent = node(node(s).parent).parent;  // path halving
        s = node(s).parent;
    }
    return s;
}

// Tiles that have segments in both features: only a tile with several segments
// of one kind (two city caps, a junction's roads) can be one. Walks the smaller
// feature, so all joins together cost O(n log n).
std::uint32_t FeatureGraph::shared_tiles(SegmentId small, SegmentId large) const {
    std::vector<std::uint32_t> tiles;
    for (SegmentId m = small; m != kNoSegment; m = node(m).next_member) {
        const Segment& n = node(m).segment;
        if (n.group_size < 2) continue;
        for (std::uint32_t k = 0; k < n.group_size; ++k)
            if (SegmentId g = n.group_first + k; g != m && find(g) == large) {
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
        record_mut(node(ra).slot).open -= closed;  // a loop closing on itself
        return;
    }
    if (features_[node(ra).slot].members < features_[node(rb).slot].members) std::swap(ra, rb);
    Feature& big = record_mut(node(ra).slot);
    const Feature& small = features_[node(rb).slot];
    big.tile_count = big.tile_count + small.tile_count - shared_tiles(rb, ra);
    big.open += small.open - closed;
    big.arms += small.arms;
    big.marks |= small.marks;
    big.first_segment = std::min(big.first_segment, small.first_segment);
    remember(Undo::What::NextMember, big.member_tail.value(),
             node(big.member_tail).next_member.value());
    node(big.member_tail).next_member = rb;
    big.member_tail = small.member_tail;
    big.members += small.members;
    if (small.follower_head != kNoFollower) {
        if (big.follower_head == kNoFollower) {
            big.follower_head = small.follower_head;
        } else {
            remember(Undo::What::FollowerNext, big.follower_tail,
                     followers_[big.follower_tail].next);
            followers_[big.follower_tail].next = small.follower_head;
        }
        big.follower_tail = small.follower_tail;
    }
    free_slots_.push_back(node(rb).slot);
    remember(Undo::What::FreeSlotPushed, 0, 0);
    remember(Undo::What::Parent, rb.value(), node(rb).parent.value());
    node(rb).parent = ra;
}

void FeatureGraph::place_follower(SegmentId s, PlayerId player, FollowerKind kind) {
    std::uint32_t token = static_cast<std::uint32_t>(followers_.size());
    followers_.push_back({player, kind, s, kNoFollower});
    Feature& r = feature_mut(s);
    if (r.follower_head == kNoFollower) {
        r.follower_head = token;
    } else {
        remember(Undo::What::FollowerNext, r.follower_tail, followers_[r.follower_tail].next);
        followers_[r.follower_tail].next = token;
    }
    r.follower_tail = token;
    ++standing_[player][kind];
    if (!is_follower(kind)) return;  // a builder or a pig: no follower on the segment
    remember(Undo::What::OnSegment, s.value(), node(s).segment.followers);
    ++node(s).segment.followers;
}

void FeatureGraph::return_followers(SegmentId s) {
    Feature& r = feature_mut(s);
    for (std::uint32_t t = r.follower_head; t != kNoFollower; t = followers_[t].next) {
        --standing_[followers_[t].player][followers_[t].kind];
        if (!is_follower(followers_[t].kind)) continue;
        remember(Undo::What::OnSegment, followers_[t].segment.value(),
                 node(followers_[t].segment).segment.followers);
        --node(followers_[t].segment).segment.followers;
    }
    r.follower_head = r.follower_tail = kNoFollower;
}

Feature& FeatureGraph::record_mut(std::uint32_t slot) {
    if (trial_ && slot < trial_->records)
        trial_->undo.push_back({Undo::What::Record, slot, 0, features_[slot]});
    return features_[slot];
}

void FeatureGraph::remember(Undo::What what, std::uint32_t index, std::uint32_t value) {
    if (trial_) trial_->undo.push_back({what, index, value, Feature{}});
}

void FeatureGraph::begin_trial() {
    trial_ = Trial{nodes_.size(), features_.size(), followers_.size(), standing_, {}};
}

void FeatureGraph::rollback() {
    if (!trial_) return;
    for (auto u = trial_->undo.rbegin(); u != trial_->undo.rend(); ++u) {
        switch (u->what) {
            case Undo::What::Parent:
                nodes_[u->index].parent = SegmentId(u->value);
                break;
            case Undo::What::NextMember:
                nodes_[u->index].next_member = SegmentId(u->value);
                break;
            case Undo::What::Record:
                features_[u->index] = u->record;
                break;
            case Undo::What::FollowerNext:
                followers_[u->index].next = u->value;
                break;
            case Undo::What::OnSegment:
                nodes_[u->index].segment.followers = static_cast<std::uint8_t>(u->value);
                break;
            case Undo::What::FreeSlotPushed:
                free_slots_.pop_back();
                break;
            case Undo::What::FreeSlotPopped:
                free_slots_.push_back(u->value);
                break;
        }
    }
    std::size_t n = trial_->segments;
    nodes_.resize(n);
    features_.resize(trial_->records);
    followers_.resize(trial_->followers);
    standing_ = trial_->standing;
    trial_.reset();
}

std::optional<std::string> FeatureGraph::check_records() const {
    std::vector<int> owners(features_.size(), 0);
    for (std::uint32_t i = 0; i < nodes_.size(); ++i) {
        SegmentId s(i);
        if (node(s).parent != s) continue;
        if (node(s).slot >= features_.size()) return "a root's record lies past the records";
        ++owners[node(s).slot];
    }
    for (std::uint32_t slot : free_slots_) {
        if (slot >= features_.size()) return "a free record lies past the records";
        ++owners[slot];
    }
    for (std::size_t slot = 0; slot < owners.size(); ++slot)
        if (owners[slot] != 1)
            return "record " + std::to_string(slot) + " is held " + std::to_string(owners[slot]) +
                   " times (by roots and the free list)";
    return std::nullopt;
}

std::array<int, kMaxPlayers> FeatureGraph::follower_counts(SegmentId s) const {
    std::array<int, kMaxPlayers> counts{};
    for_each_figure(
        s, [&](PlayerId p, SegmentId, FollowerKind k) { counts[p] += follower_weight(k); });
    return counts;
}

}  // namespace carcassonne
