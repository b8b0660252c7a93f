// The Labyrinth, advanced variant: the follower placement exception
// (maze.advanced.placement) and the scoring of a completed network
// (maze.advanced.completed). Under the simple rules the maze is a plain road.
#include "maze.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "carcassonne/rule_ids.hpp"
#include "scoring_support.hpp"

namespace carcassonne {

namespace {
bool is_maze(const Board& board, SegmentId s) {
    const SegmentNode& n = board.graph().node(s);
    return board.def_of(n.tile).segments[n.local].maze;
}
}  // namespace

MazePlacement maze_placement(const Board& board, SegmentId segment) {
    const FeatureGraph& graph = board.graph();
    const SegmentNode& n = graph.node(segment);
    MazePlacement out;
    if (n.kind != SegmentKind::Road || !graph.root(segment).maze) return out;
    out.weighed = true;
    if (is_maze(board, segment)) return out;  // a just-placed maze tile
    // The branch: the road reachable from this segment without entering a maze tile.
    std::vector<SegmentId> stack{segment}, seen{segment};
    while (!stack.empty()) {
        SegmentId s = stack.back();
        stack.pop_back();
        if (graph.followers_on(s) > 0) {
            out.blocker = s;
            return out;
        }
        std::uint32_t tile = graph.node(s).tile;
        std::uint8_t edges = board.board_edges(s);
        for (Edge e : kAllEdges) {
            if (!(edges & (1u << index(e)))) continue;
            auto next = board.across(tile, e);
            if (!next) continue;
            SegmentId t = board.edge_segment(*next, opposite(e));
            if (is_maze(board, t) || std::find(seen.begin(), seen.end(), t) != seen.end()) continue;
            seen.push_back(t);
            stack.push_back(t);
        }
    }
    return out;
}

void score_maze_network(const ScoringContext& ctx, SegmentId road, std::vector<ScoreEvent>& out) {
    const FeatureGraph& graph = ctx.board.graph();
    const SegmentNode& r = graph.root(road);
    auto tiles = positions(ctx.board, tiles_of(graph, road));
    // 1 per tile, as a road; then 2 per follower on the network, every player's, once per network.
    std::int64_t followers = 0;
    graph.for_each_follower(road, [&](PlayerId, SegmentId) { ++followers; });
    award(ctx, road, Phase::Play, Category::Road, r.tile_count, rule::kMazeAdvancedCompleted,
          plural(r.tile_count, "tile", "tiles"), tiles, out);
    award(ctx, road, Phase::Play, Category::Maze, 2 * followers, rule::kMazeAdvancedCompleted,
          fmt::format("{} on the network x 2", plural(followers, "follower", "followers")), tiles,
          out);
}

}  // namespace carcassonne
