// A position: the board as it lies on the table. It is checked for
// consistency, then its completed features with followers are scored as one
// turn of play (then adjudicate() plays --then's move and, unless --no-final,
// scores everything else).
#include <fmt/format.h>

#include <algorithm>
#include <iterator>
#include <map>
#include <queue>
#include <stdexcept>

#include "carcassonne/board/consistency.hpp"
#include "carcassonne/model/rule_ids.hpp"
#include "scoring/placement_messages.hpp"
#include "scoring/play.hpp"
#include "scoring/scoring_hooks.hpp"

namespace carcassonne {
namespace {

std::string list(const std::vector<Pos>& tiles) {
    std::string out;
    for (Pos p : tiles) out += (out.empty() ? "" : ", ") + to_string(p);
    return out;
}

Violation violation(std::string_view rule, std::optional<std::uint32_t> line, std::string message,
                    std::vector<Pos> tiles) {
    Violation v;
    v.rule = rule;
    v.line = line;
    v.message = std::move(message);
    v.tiles = std::move(tiles);
    return v;
}

// Tiles not in the largest connected group (ties: the group of the earliest tile).
std::vector<TileIndex> disconnected_tiles(const Board& board) {
    constexpr std::uint32_t kNoGroup = UINT32_MAX;
    std::vector<std::uint32_t> group(board.tile_count(), kNoGroup);
    std::vector<std::uint32_t> sizes;
    for (std::uint32_t start = 0; start < board.tile_count(); ++start) {
        if (group[start] != kNoGroup) continue;
        auto g = static_cast<std::uint32_t>(sizes.size());
        sizes.push_back(0);
        std::vector<TileIndex> stack{TileIndex(start)};
        group[start] = g;
        while (!stack.empty()) {
            TileIndex t = stack.back();
            stack.pop_back();
            ++sizes[g];
            for (Edge e : kAllEdges) {
                auto n = board.across(t, e);
                if (n && group[n->value()] == kNoGroup) group[n->value()] = g, stack.push_back(*n);
            }
        }
    }
    std::vector<TileIndex> out;
    if (sizes.size() < 2) return out;
    auto main =
        static_cast<std::uint32_t>(std::max_element(sizes.begin(), sizes.end()) - sizes.begin());
    for (std::uint32_t t = 0; t < board.tile_count(); ++t)
        if (group[t] != main) out.push_back(TileIndex(t));
    return out;
}

std::string rotation_hint_for(const Board& board, TileIndex t) {
    return rotation_hint(board.def_of(t).id,
                         board.fitting_rotations(board.tile(t).type, board.tile(t).at));
}

// A tile that disagrees with two or more neighbours: one violation naming it
// once, each edge against its neighbour's.
Violation disagrees(const Board& board, const std::vector<std::uint32_t>& lines, TileIndex t,
                    std::vector<EdgeMismatch> edges) {
    std::sort(edges.begin(), edges.end(), [](const EdgeMismatch& a, const EdgeMismatch& b) {
        return index(a.edge) < index(b.edge);
    });
    const PlacedTile& placed = board.tile(t);
    std::string each;
    std::vector<Pos> tiles{placed.at};
    for (const EdgeMismatch& e : edges) {
        const PlacedTile& other = board.tile(e.other);
        each +=
            fmt::format("{}its {} edge ({}) against the {} edge of {} at {} ({})",
                        each.empty() ? "" : ", ", name(e.edge), name(board.edge_kind(t, e.edge)),
                        name(opposite(e.edge)), board.def_of(e.other).id, to_string(other.at),
                        name(board.edge_kind(e.other, opposite(e.edge))));
        tiles.push_back(other.at);
    }
    Violation v = violation(rule::kTilePlacement, lines[t.value()],
                            fmt::format("{} at {} (rot {}) disagrees with {} neighbours: {}; {}",
                                        board.def_of(t).id, to_string(placed.at), 90 * placed.rot,
                                        edges.size(), each, rotation_hint_for(board, t)),
                            tiles);
    for (const EdgeMismatch& e : edges)
        if (v.rule == rule::kTilePlacement)
            cite_mismatch(v, board.edge_kind(t, e.edge),
                          board.edge_kind(e.other, opposite(e.edge)));
    return v;
}

// The edge mismatches of a position as violations. A tile on two or more of
// them is the one to turn, not each of its neighbours: the tile on the most
// (the later placed on a tie) takes all of its own, then the next; a mismatch
// left alone blames its later tile. In the order of each one's first mismatch.
std::vector<Violation> mismatch_violations(const Board& board,
                                           const std::vector<std::uint32_t>& lines,
                                           const std::vector<EdgeMismatch>& mismatches) {
    // Each tile's mismatches, from its side (its edge facing the other tile).
    std::map<std::uint32_t, std::vector<std::size_t>> of_tile;
    for (std::size_t i = 0; i < mismatches.size(); ++i) {
        of_tile[mismatches[i].tile.value()].push_back(i);
        of_tile[mismatches[i].other.value()].push_back(i);
    }
    std::vector<bool> taken(mismatches.size(), false);
    auto open = [&](std::uint32_t t) {
        std::size_t n = 0;
        for (std::size_t i : of_tile[t]) n += !taken[i];
        return n;
    };
    // Most mismatches first; an entry whose count went down is pushed again.
    std::priority_queue<std::pair<std::size_t, std::uint32_t>> queue;
    for (const auto& [t, list] : of_tile)
        if (list.size() >= 2) queue.push({list.size(), t});
    std::vector<std::pair<std::size_t, Violation>> out;  // by first mismatch
    while (!queue.empty()) {
        auto [count, t] = queue.top();
        queue.pop();
        if (open(t) != count) {
            if (open(t) >= 2) queue.push({open(t), t});
            continue;
        }
        std::vector<EdgeMismatch> edges;
        for (std::size_t i : of_tile[t]) {
            if (taken[i]) continue;
            taken[i] = true;
            const EdgeMismatch& m = mismatches[i];
            edges.push_back(m.tile.value() == t ? m
                                                : EdgeMismatch{m.other, opposite(m.edge), m.tile});
        }
        out.emplace_back(of_tile[t].front(), disagrees(board, lines, TileIndex(t), edges));
    }
    for (std::size_t i = 0; i < mismatches.size(); ++i) {
        if (taken[i]) continue;
        const EdgeMismatch& m = mismatches[i];
        const PlacedTile& a = board.tile(m.other);
        const PlacedTile& b = board.tile(m.tile);
        Violation v = violation(
            rule::kTilePlacement, lines[m.tile.value()],
            mismatch_message(board.def_of(m.other).id, a.at, opposite(m.edge),
                             board.edge_kind(m.other, opposite(m.edge)), board.def_of(m.tile).id,
                             b.at, board.edge_kind(m.tile, m.edge)) +
                "; " + rotation_hint_for(board, m.tile),
            {a.at, b.at});
        cite_mismatch(v, board.edge_kind(m.other, opposite(m.edge)),
                      board.edge_kind(m.tile, m.edge));
        out.emplace_back(i, std::move(v));
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<Violation> violations;
    for (auto& [first, v] : out) violations.push_back(std::move(v));
    return violations;
}

// `lines[t]`: the document line of placed tile t.
void check_position(const Document& doc, const Board& board,
                    const std::vector<std::uint32_t>& lines,
                    const std::vector<EdgeMismatch>& mismatches, Report& report) {
    for (Violation& v : mismatch_violations(board, lines, mismatches))
        report.violations.push_back(std::move(v));
    // Where a figure's kind may stand, and an expansion's own placement rule,
    // figure by figure in the order of their tiles.
    struct Standing {
        SegmentId segment;
        NewFigure figure;
    };
    std::vector<Standing> figures;
    board.graph().for_each_standing([&](PlayerId player, SegmentId s, FollowerKind kind) {
        figures.push_back({s, {player, kind, true}});
    });
    std::sort(figures.begin(), figures.end(),
              [](const Standing& a, const Standing& b) { return a.segment < b.segment; });
    for (const Standing& f : figures) {
        TileIndex t = board.graph().segment(f.segment).tile;
        Pos at = board.tile(t).at;
        const FollowerKindDef& kind = follower_kind(f.figure.kind);
        FeatureRef on = board.place_of(f.segment).on;
        if (!(kind.stands_on & bit_of(on.kind)))
            report.violations.push_back(violation(
                kind.stand_rule, lines[t.value()],
                fmt::format("{}'s {} may not stand on the {} of {}", doc.players[f.figure.player],
                            kind.name, describe_at(on), to_string(at)),
                {at}));
        else if (auto refusal = follower_refusal(board, doc.rules, f.segment, f.figure))
            report.violations.push_back(
                violation(refusal->rule, lines[t.value()], refusal->reason, {at}));
    }
    auto stray = disconnected_tiles(board);
    if (!stray.empty()) {
        std::vector<Pos> tiles = board.positions(stray);
        report.violations.push_back(violation(
            rule::kTilePlacement, std::nullopt,
            fmt::format("{} not connected to the rest of the board: {}",
                        tiles.size() == 1 ? "this tile is" : "these tiles are", list(tiles)),
            tiles));
    }
    for (std::size_t p = 0; p < doc.players.size(); ++p)
        for (const FollowerKindDef* k : follower_kinds()) {
            int standing = board.graph().standing(static_cast<PlayerId>(p), k->id);
            int supply = doc.rules.supply(k->id);
            if (standing <= supply) continue;
            std::vector<Pos> tiles;
            for (const Placement& pl : doc.board)
                if (pl.follower && *pl.follower->player == p && pl.follower->kind == k->id)
                    tiles.push_back(pl.at);
            std::string what =
                k->id == kNormalFollower ? "followers" : fmt::format("{} followers", k->name);
            report.violations.push_back(
                violation(k->supply_rule, std::nullopt,
                          fmt::format("{} has {} {} on the board, more than the {} in supply",
                                      doc.players[p], standing, what, supply),
                          tiles));
        }
    // house.farms.none, weighed after the supply: each farmer is one violation.
    if (doc.rules.farms == FarmReading::None)
        for (const Placement& pl : doc.board)
            if (pl.follower && pl.follower->on.kind == SegmentKind::Field)
                report.violations.push_back(violation(
                    rule::kFarmsNone, pl.loc.line,
                    fmt::format("{}'s farmer: fields take no follower under farms: none (the {} "
                                "of {})",
                                doc.players[*pl.follower->player], describe_at(pl.follower->on),
                                to_string(pl.at)),
                    {pl.at}));
}

}  // namespace

Report lay_position(Game& game, const Document& doc, const AdjudicationOptions& options) {
    Report report = empty_report(doc);
    std::vector<EdgeMismatch> mismatches;
    std::vector<std::uint32_t> lines;
    for (const Placement& p : doc.board) {
        if (auto other = game.board().tile_at(p.at)) {
            report.violations.push_back(
                violation(rule::kTilePlacement, p.loc.line,
                          fmt::format("two tiles on the square {}: {} and {}", to_string(p.at),
                                      game.board().def_of(*other).id, doc.catalogue[p.tile].id),
                          {p.at}));
            continue;
        }
        game.lay(p, mismatches);
        lines.push_back(p.loc.line);
    }
    if (options.self_check)
        if (auto problem = check_consistency(game.board())) throw std::logic_error(*problem);
    check_position(doc, game.board(), lines, mismatches, report);
    if (!report.violations.empty()) return report;
    // The position's one turn of play.
    report.events = game.score_completed_features();
    report.turn_of_play = true;
    return report;
}

}  // namespace carcassonne
