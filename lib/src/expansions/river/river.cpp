// The River. Its tiles show a line of their own (river.tiles: a river edge
// matches only a river edge, no follower stands on the river, fields stop at
// it: river.fields), the spring starts a log (river.start), and a log plays
// the river first: its middle tiles in any order, then the lake, then the rest
// (river.order). Each river tile continues the river (river.placement) and no
// two curves in a row turn the same way (river.u-turn, the printed rule, not
// JCloisterZone's five-square look-ahead). A river tile that fits nowhere under
// these rules is discarded (river.discard). The river scores nothing.
#include "expansions/river/river.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <bitset>

#include "query/explain_hooks.hpp"
#include "scoring/scoring_hooks.hpp"

namespace carcassonne {
namespace {

int line_edge_count(const TileDef& def) {
    return static_cast<int>(std::bitset<4>(def.line_edges).count());
}

// The lake ends the river: a river tile of one edge that is not the spring.
bool is_lake(const TileDef& def) {
    return line_edge_count(def) == 1 && def.id != river::kSpring;
}
bool is_middle(const TileDef& def) {
    return line_edge_count(def) == 2;
}

// The river's state (ExpansionState), kept as the game goes: the river tiles
// of the box, read once from the catalogue (custom river tiles included), and
// those the moves so far placed or discarded, one tile a move.
enum RiverCount : std::size_t {
    kMiddleBox,
    kMiddlePlayed,
    kLakeBox,
    kLakePlayed,
    kLakeType,  // the first lake's tile type + 1 (0: none), for messages
    kRiverCounts
};

void start(const Ruleset&, const Catalogue& catalogue, int, ExpansionState& n) {
    n.assign(kRiverCounts, 0);
    for (std::uint32_t i = 0; i < catalogue.size(); ++i) {
        const TileDef& def = catalogue[TileTypeId(i)];
        if (is_middle(def)) n[kMiddleBox] += def.count;
        if (is_lake(def)) {
            n[kLakeBox] += def.count;
            if (n[kLakeType] == 0) n[kLakeType] = i + 1;
        }
    }
}

// A move placed or discarded a tile: the river's counts of the tiles taken.
void after_move(const ScoringContext& ctx, const Move& m, ExpansionState& n) {
    TileTypeId tile = m.placement.tile;
    const TileDef& def = ctx.board.catalogue()[tile];
    // Copies beyond the box's count are the box warning's business, not the order's.
    std::uint32_t copies = (*ctx.played)[tile.value()];
    if (is_middle(def) && copies <= static_cast<std::uint32_t>(std::max(def.count, 0)))
        ++n[kMiddlePlayed];
    if (is_lake(def)) ++n[kLakePlayed];
}

// river.order: the middle tiles first, then the lake, then every other tile.
// A tile placed or discarded counts alike. The middle tiles of the box are the
// catalogue's counts (a custom river tile without `count:` adds none).
std::optional<TileRefusal> refuse_tile(const PlayState& s, TileTypeId tile) {
    const TileDef& def = s.catalogue[tile];
    const ExpansionState& n = s.state;  // set by start for every game
    if (is_middle(def) || n.size() != kRiverCounts) return std::nullopt;
    std::int64_t middle_left = std::max<std::int64_t>(0, n[kMiddleBox] - n[kMiddlePlayed]);
    if (is_lake(def)) {
        if (middle_left == 0) return std::nullopt;
        return TileRefusal{
            rule::kRiverOrder,
            fmt::format("the lake {} comes after the {} other river tiles, and {} "
                        "of them {} still to come",
                        def.id, n[kMiddleBox], middle_left, middle_left == 1 ? "is" : "are"),
            {}};
    }
    if (def.line_edges) return std::nullopt;  // the spring again, a custom river end
    bool river_over = n[kLakePlayed] > 0 || (n[kLakeBox] == 0 && middle_left == 0);
    if (river_over) return std::nullopt;
    std::string_view lake;
    if (n[kLakeType] > 0)
        lake = s.catalogue[TileTypeId(static_cast<std::uint32_t>(n[kLakeType] - 1))].id;
    std::string left = middle_left > 0 ? fmt::format("{} river {} and the lake {}", middle_left,
                                                     middle_left == 1 ? "tile" : "tiles", lake)
                                       : fmt::format("the lake {}", lake);
    return TileRefusal{
        rule::kRiverOrder,
        fmt::format("{} is not a river tile and the river is not finished: {} still to come",
                    def.id, left),
        {}};
}

// Board edges of a placed or proposed tile's river.
unsigned river_edges(const TileDef& def, Rotation rot) {
    unsigned bits = 0;
    for (Edge e : kAllEdges)
        if (def.line_edges & (1u << index(e))) bits |= 1u << index(rotate(e, rot));
    return bits;
}
bool has(unsigned bits, Edge e) {
    return (bits >> index(e)) & 1u;
}

// How a curve entered through `upstream` turns: -1 left, +1 right, 0 not a curve.
int turn_of(unsigned edges, Edge upstream) {
    if (std::bitset<4>(edges).count() != 2) return 0;
    Edge travel = opposite(upstream);
    Edge left = edge_at(index(travel) + 3), right = edge_at(index(travel) + 1);
    if (has(edges, left)) return -1;
    if (has(edges, right)) return +1;
    return 0;  // straight on
}

std::string_view turn_word(int turn) {
    return turn < 0 ? "left" : "right";
}

// river.placement, river.u-turn: the tile continues the river, and a curve
// does not turn the way the curve just upstream turned.
std::optional<TileRefusal> refuse_placement(const PlayState& s, TileTypeId tile, Rotation rot,
                                            Pos at) {
    const TileDef& def = s.catalogue[tile];
    if (!def.line_edges) return std::nullopt;
    unsigned edges = river_edges(def, rot);
    std::optional<Edge> upstream;
    int touching = 0;
    for (Edge e : kAllEdges) {
        if (!has(edges, e)) continue;
        auto q = neighbour(at, e);
        if (q && s.board.tile_at(*q)) upstream = e, ++touching;
    }
    if (!upstream)
        return TileRefusal{rule::kRiverPlacement,
                           fmt::format("{} at {} does not continue the river: no river edge of "
                                       "it touches a placed tile",
                                       def.id, to_string(at)),
                           {at}};
    if (touching > 1) return std::nullopt;  // it closes the river: nothing runs downstream
    int turn = turn_of(edges, *upstream);
    if (turn == 0) return std::nullopt;
    // The tile upstream: its upstream edge is its other river edge.
    Pos up_at = *neighbour(at, *upstream);
    TileIndex up = *s.board.tile_at(up_at);
    const PlacedTile& placed = s.board.tile(up);
    unsigned up_edges = river_edges(s.board.def_of(up), placed.rot);
    Edge joined = opposite(*upstream);
    if (!has(up_edges, joined) || std::bitset<4>(up_edges).count() != 2) return std::nullopt;
    Edge up_upstream = joined;
    for (Edge e : kAllEdges)
        if (has(up_edges, e) && e != joined) up_upstream = e;
    if (turn_of(up_edges, up_upstream) != turn) return std::nullopt;
    return TileRefusal{
        rule::kRiverUTurn,
        fmt::format("{} at {} turns the river {}, as {} at {} just did: two curves in a row may "
                    "not turn the same way",
                    def.id, to_string(at), turn_word(turn), s.board.def_of(up).id,
                    to_string(up_at)),
        {at, up_at}};
}

// river.placement by the tile alone: a river tile none of whose river edges
// faces a placed tile continues no river, wherever it stands.
bool refuse_touching(const PlayState& s, TileTypeId tile, Rotation rot, unsigned touching) {
    const TileDef& def = s.catalogue[tile];
    return def.line_edges && (river_edges(def, rot) & touching) == 0;
}

// river.discard: a river tile may be discarded when no placement passes the
// edges, river.placement and river.u-turn; a refused discard says so.
std::string_view cite_discard(const PlayState& s, TileTypeId tile) {
    return s.catalogue[tile].line_edges ? rule::kRiverDiscard : std::string_view();
}

// The tiles of a field that show the river, top row first.
std::vector<Pos> river_tiles_of(const Board& board, SegmentId feature) {
    std::vector<Pos> at;
    board.graph().for_each_member(feature, [&](SegmentId m) {
        TileIndex t = board.graph().segment(m).tile;
        if (board.def_of(t).line_edges) at.push_back(board.tile(t).at);
    });
    std::sort(at.begin(), at.end(),
              [](Pos a, Pos b) { return a.y != b.y ? a.y > b.y : a.x < b.x; });
    at.erase(std::unique(at.begin(), at.end()), at.end());
    return at;
}

// river.fields: a field that reaches a river tile stops at the river there.
void cite_feature(const ScoringContext& ctx, SegmentId feature, Category category,
                  Citations& also) {
    if (category != Category::Field) return;
    if (!river_tiles_of(ctx.board, feature).empty()) also.push_back(rule::kRiverFields);
}

void explain_feature(const ScoringContext& ctx, SegmentId feature,
                     std::vector<std::string>& notes) {
    if (ctx.board.graph().feature(feature).kind != SegmentKind::Field) return;
    std::vector<Pos> at = river_tiles_of(ctx.board, feature);
    if (at.empty()) return;
    std::string where;
    for (Pos p : at) where += (where.empty() ? "" : ", ") + to_string(p);
    notes.push_back(fmt::format(
        "the river bounds it on {} {} ({}): the fields across the water are other fields",
        at.size() == 1 ? "the tile at" : "the tiles at", where, rule::kRiverFields));
}

constexpr ScoringHooks kScoring = [] {
    ScoringHooks h;
    h.start = start;
    h.after_move = after_move;
    h.refuse_tile = refuse_tile;
    h.refuse_placement = refuse_placement;
    h.refuse_touching = refuse_touching;
    h.cite_discard = cite_discard;
    h.cite_feature = cite_feature;
    return h;
}();
constexpr ExplainHooks kExplain{explain_feature};

}  // namespace

namespace river {

ExpansionDef& expansion() {
    static ExpansionDef def = [] {
        ExpansionDef d;
        d.name = "river";
        d.line = LineDef{"river", rule::kRiverTiles, '~', "#3d7fc4"};
        d.start = StartDef{kSpring, rule::kRiverStart};
        d.rule_ids = {rule::kRiverTiles,     rule::kRiverStart, rule::kRiverOrder,
                      rule::kRiverPlacement, rule::kRiverUTurn, rule::kRiverDiscard,
                      rule::kRiverFields};
        d.scoring = &kScoring;
        d.explain = &kExplain;
        d.import = &import_hooks();
        return d;
    }();
    return def;
}

}  // namespace river
}  // namespace carcassonne
