#include "io/auto_rotation.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <deque>
#include <unordered_map>
#include <unordered_set>

#include "carcassonne/model/wording.hpp"

namespace carcassonne {
namespace {

using RotationSet = std::uint8_t;  // bit r: rotation r

// One rotation of each set of rotations that lay the very same tile (the smallest).
RotationSet distinct_rotations(const TileDef& def) {
    RotationSet out = 0;
    for (Rotation r = 0; r < 4; ++r)
        if (def.first_same_rotation(r) == r) out = static_cast<RotationSet>(out | (1u << r));
    return out;
}

bool edges_meet(const TileDef& a, Rotation a_rot, Edge e, const TileDef& b, Rotation b_rot) {
    return a.edge_kind_on_board(e, a_rot) == b.edge_kind_on_board(opposite(e), b_rot);
}

// Where no rotation fits: one that shows the follower's feature, so that the
// game reports the mismatch (a rule violation) rather than a missing feature.
Rotation fallback_rotation(const TileDef& def, const Placement& p) {
    if (p.follower)
        for (Rotation r = 0; r < 4; ++r)
            if (def.segment_for(p.follower->on, r) >= 0) return r;
    return 0;
}

// The squares next to every `rot: auto` placement of `entries` (and, with
// `own`, their own squares).
template <class Entries, class PlacementOf>
std::unordered_set<std::uint64_t> around_auto(const Entries& entries, PlacementOf placement_of,
                                              bool own) {
    std::unordered_set<std::uint64_t> out;
    for (const auto& entry : entries) {
        const Placement& p = *placement_of(entry);
        if (!p.rot_auto) continue;
        if (own) out.insert(key(p.at));
        for (Edge e : kAllEdges)
            if (auto q = neighbour(p.at, e)) out.insert(key(*q));
    }
    return out;
}

// Sets p.rot from the rotations left; an error (and false) when more than one is.
bool choose(const Document& doc, Placement& p, RotationSet left, const Decoder& d,
            ErrorList& errors) {
    const TileDef& def = doc.catalogue[p.tile];
    int count = __builtin_popcount(left);
    if (count == 0) {
        p.rot = fallback_rotation(def, p);
        return true;
    }
    if (count > 1)
        return errors.attempt([&] {
            d.fail(p.rot_loc, fmt::format("rot: auto fits {} here; write one", rotations_or(left)));
        });
    for (Rotation r = 0; r < 4; ++r)
        if (left & (1u << r)) p.rot = r;
    return true;
}

// A position: every tile is on the table, so a `rot: auto` tile is narrowed by
// all its neighbours; those that are `rot: auto` too by the rotations still
// open to them. Each set only shrinks, at most four times, and each shrink
// asks again only the four neighbours: linear in the board.
bool resolve_position(Document& doc, const Decoder& d, ErrorList& errors) {
    std::vector<Placement>& board = doc.board;
    // The first tile on each square that is looked up: a `rot: auto` tile's
    // own and its neighbours' (a large board with a few such tiles keeps a few).
    const auto needed = around_auto(
        board, [](const Placement& p) { return &p; }, true);
    std::unordered_map<std::uint64_t, std::size_t> square;
    for (std::size_t i = 0; i < board.size(); ++i)
        if (needed.count(key(board[i].at))) square.emplace(key(board[i].at), i);
    std::vector<RotationSet> open(board.size());
    for (std::size_t i = 0; i < board.size(); ++i)
        open[i] = board[i].rot_auto ? distinct_rotations(doc.catalogue[board[i].tile])
                                    : static_cast<RotationSet>(1u << board[i].rot);
    auto across = [&](std::size_t i, Edge e) -> std::optional<std::size_t> {
        auto p = neighbour(board[i].at, e);
        if (!p) return std::nullopt;
        auto it = square.find(key(*p));
        if (it == square.end() || it->second == i) return std::nullopt;
        return it->second;
    };
    // Rotation r of tile i meets some rotation still open to each neighbour (a
    // neighbour that fits nowhere constrains nothing: its mismatch is its own).
    auto supported = [&](std::size_t i, Rotation r) {
        const TileDef& def = doc.catalogue[board[i].tile];
        for (Edge e : kAllEdges) {
            auto j = across(i, e);
            if (!j || open[*j] == 0) continue;
            bool met = false;
            for (Rotation s = 0; s < 4 && !met; ++s)
                met = (open[*j] & (1u << s)) &&
                      edges_meet(def, r, e, doc.catalogue[board[*j].tile], s);
            if (!met) return false;
        }
        return true;
    };
    std::deque<std::size_t> queue;
    std::vector<bool> queued(board.size(), false);
    for (std::size_t i = 0; i < board.size(); ++i)
        if (board[i].rot_auto) queue.push_back(i), queued[i] = true;
    while (!queue.empty()) {
        std::size_t i = queue.front();
        queue.pop_front();
        queued[i] = false;
        RotationSet kept = 0;
        for (Rotation r = 0; r < 4; ++r)
            if ((open[i] & (1u << r)) && supported(i, r))
                kept = static_cast<RotationSet>(kept | (1u << r));
        if (kept == open[i]) continue;
        open[i] = kept;
        for (Edge e : kAllEdges)
            if (auto j = across(i, e); j && board[*j].rot_auto && !queued[*j])
                queue.push_back(*j), queued[*j] = true;
    }
    bool chosen = true;
    for (std::size_t i = 0; i < board.size() && errors.room(); ++i)
        if (board[i].rot_auto) chosen &= choose(doc, board[i], open[i], d, errors);
    return chosen;
}

// A log: a move's neighbours are the tiles placed before it.
bool resolve_log(Document& doc, const Decoder& d, ErrorList& errors) {
    struct Laid {
        TileTypeId tile;
        Rotation rot;
    };
    // Only the tiles next to a `rot: auto` move are kept.
    const auto needed = around_auto(
        doc.moves, [](const Move& m) { return &m.placement; }, false);
    std::unordered_map<std::uint64_t, Laid> placed;
    bool chosen = true;
    auto lay = [&](Placement& p) {
        if (p.rot_auto) {
            const TileDef& def = doc.catalogue[p.tile];
            RotationSet left = 0;
            for (Rotation r = 0; r < 4; ++r) {
                if (!(distinct_rotations(def) & (1u << r))) continue;
                bool fits = true;
                for (Edge e : kAllEdges) {
                    auto at = neighbour(p.at, e);
                    auto it = at ? placed.find(key(*at)) : placed.end();
                    if (it != placed.end())
                        fits = fits && edges_meet(def, r, e, doc.catalogue[it->second.tile],
                                                  it->second.rot);
                }
                if (fits) left = static_cast<RotationSet>(left | (1u << r));
            }
            chosen &= choose(doc, p, left, d, errors);
        }
        // A second tile on a square is refused (the game says so): the first stays.
        if (needed.count(key(p.at))) placed.emplace(key(p.at), Laid{p.tile, p.rot});
    };
    // The board is kept only up to the last move that needs it.
    std::size_t last = doc.moves.size();
    while (last > 0 && !doc.moves[last - 1].placement.rot_auto) --last;
    lay(doc.start);
    for (std::size_t i = 0; i < last && errors.room(); ++i)
        if (!doc.moves[i].discard) lay(doc.moves[i].placement);
    return chosen;
}

}  // namespace

bool resolve_auto_rotations(Document& doc, const Decoder& d, ErrorList& errors) {
    if (doc.kind == DocumentKind::Position)
        return std::none_of(doc.board.begin(), doc.board.end(),
                            [](const Placement& p) { return p.rot_auto; }) ||
               resolve_position(doc, d, errors);
    return !(doc.start.rot_auto ||
             std::any_of(doc.moves.begin(), doc.moves.end(),
                         [](const Move& m) { return m.placement.rot_auto; })) ||
           resolve_log(doc, d, errors);
}

}  // namespace carcassonne
