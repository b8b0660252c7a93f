// The self-check of the incremental feature graph: every feature is rebuilt
// from scratch by walking the board, independently of the union-find, and
// compared with what the graph keeps. Quadratic when run after every move, so
// only tests and the fuzzer ask for it.
#include "carcassonne/board/consistency.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <set>

namespace carcassonne {
namespace {

// The segments joined to s across matching edges, as the rules define them.
std::vector<SegmentId> neighbours_of(const Board& board, SegmentId s) {
    const Segment& n = board.graph().segment(s);
    const PlacedTile& t = board.tile(n.tile);
    const SegmentDef& def = board.def_of(s);
    std::vector<SegmentId> out;
    for (Edge e : kAllEdges) {
        auto other = board.across(n.tile, e);
        if (!other || board.edge_kind(n.tile, e) != board.edge_kind(*other, opposite(e))) continue;
        if ((n.kind == SegmentKind::Road || n.kind == SegmentKind::City) &&
            (board.board_edges(s) & (1u << index(e))))
            out.push_back(board.edge_segment(*other, opposite(e)));
        if (n.kind == SegmentKind::Field)
            for (Half h : halves_of(e))
                if (def.halves & (1u << index(unrotate(h, t.rot))))
                    out.push_back(board.half_segment(*other, facing(h)));
    }
    return out;
}

}  // namespace

std::optional<std::string> check_consistency(const Board& board) {
    const FeatureGraph& graph = board.graph();
    if (auto problem = graph.check_records()) return problem;
    if (!board.frontier_consistent())
        return std::string("the discard frontier's counts differ from a rebuilt frontier's");
    std::vector<bool> seen(graph.size(), false);
    std::set<SegmentId> roots;
    for (SegmentId start{}; start.value() < graph.size(); start = start + 1) {
        if (seen[start.value()]) continue;
        std::vector<SegmentId> feature{start}, stack{start};
        seen[start.value()] = true;
        while (!stack.empty()) {
            SegmentId s = stack.back();
            stack.pop_back();
            for (SegmentId t : neighbours_of(board, s))
                if (!seen[t.value()])
                    seen[t.value()] = true, feature.push_back(t), stack.push_back(t);
        }
        SegmentId root = graph.find(start);
        for (SegmentId s : feature)
            if (graph.find(s) != root)
                return fmt::format("segment {} is not in the feature of segment {}", s.value(),
                                   start.value());
        if (!roots.insert(root).second)
            return fmt::format("root {} holds two separate features", root.value());
        const Feature& r = graph.feature(root);
        std::set<TileIndex> tiles;
        std::int64_t open = 0, arms = 0;
        MarkSet marks = 0;
        int followers = 0;
        for (SegmentId s : feature) {
            const Segment& n = graph.segment(s);
            tiles.insert(n.tile);
            const SegmentDef& def = board.def_of(s);
            arms += def.arms;
            marks |= def.marks;
            followers += graph.followers_on(s);
            if (n.kind == SegmentKind::Road || n.kind == SegmentKind::City)
                for (Edge e : kAllEdges) {
                    if (!(board.board_edges(s) & (1u << index(e)))) continue;
                    auto other = board.across(n.tile, e);
                    if (!other ||
                        board.edge_kind(n.tile, e) != board.edge_kind(*other, opposite(e)))
                        ++open;
                }
            if (is_area(n.kind)) {
                std::array<Pos, 8> around;
                int squares = surrounding(board.tile(n.tile).at, around);
                open = 8;
                for (int k = 0; k < squares; ++k) open -= board.tile_at(around[k]) ? 1 : 0;
            }
        }
        int chained = 0;
        graph.for_each_follower(root, [&](PlayerId, SegmentId) { ++chained; });
        std::string where = fmt::format("the {} of segment {}", name(r.kind), start.value());
        if (r.members != feature.size())
            return fmt::format("{}: {} members, graph says {}", where, feature.size(), r.members);
        if (r.tile_count != tiles.size())
            return fmt::format("{}: {} tiles, graph says {}", where, tiles.size(), r.tile_count);
        if (r.kind != SegmentKind::Field && r.open != open)
            return fmt::format("{}: {} open, graph says {}", where, open, r.open);
        if (r.arms != arms)
            return fmt::format("{}: {} coats of arms, graph says {}", where, arms, r.arms);
        if (r.marks != marks)
            return fmt::format("{}: marks {}, graph says {}", where, marks, r.marks);
        if (r.first_segment != *std::min_element(feature.begin(), feature.end()))
            return fmt::format("{}: earliest segment differs", where);
        if (chained != followers)
            return fmt::format("{}: {} followers, graph chains {}", where, followers, chained);
    }
    return std::nullopt;
}

}  // namespace carcassonne
