// A position: the board as it lies on the table. It is checked for
// consistency, then its completed features with followers are scored as one
// turn of play, then (unless --no-final) everything else.
#include <fmt/format.h>

#include <algorithm>
#include <stdexcept>

#include "carcassonne/adjudicate.hpp"
#include "carcassonne/rule_ids.hpp"
#include "carcassonne/scoring.hpp"

namespace carcassonne {
namespace {

std::string list(const std::vector<Pos>& tiles) {
    std::string out;
    for (Pos p : tiles) out += (out.empty() ? "" : ", ") + to_string(p);
    return out;
}

// Tiles not in the largest connected group (ties: the group of the earliest tile).
std::vector<std::uint32_t> disconnected_tiles(const Board& board) {
    std::vector<std::uint32_t> group(board.tile_count(), kNone);
    std::vector<std::uint32_t> sizes;
    for (std::uint32_t start = 0; start < board.tile_count(); ++start) {
        if (group[start] != kNone) continue;
        auto g = static_cast<std::uint32_t>(sizes.size());
        sizes.push_back(0);
        std::vector<std::uint32_t> stack{start};
        group[start] = g;
        while (!stack.empty()) {
            std::uint32_t t = stack.back();
            stack.pop_back();
            ++sizes[g];
            for (Edge e : kAllEdges) {
                auto p = neighbour(board.tile(t).at, e);
                if (!p) continue;
                auto n = board.tile_at(*p);
                if (n && group[*n] == kNone) group[*n] = g, stack.push_back(*n);
            }
        }
    }
    std::vector<std::uint32_t> out;
    if (sizes.size() < 2) return out;
    auto main =
        static_cast<std::uint32_t>(std::max_element(sizes.begin(), sizes.end()) - sizes.begin());
    for (std::uint32_t t = 0; t < board.tile_count(); ++t)
        if (group[t] != main) out.push_back(t);
    return out;
}

// `lines[t]`: the document line of placed tile t.
void check_position(const Document& doc, const Board& board,
                    const std::vector<std::uint32_t>& lines,
                    const std::vector<EdgeMismatch>& mismatches, Report& report) {
    for (const EdgeMismatch& m : mismatches) {
        const PlacedTile& a = board.tile(m.other);
        const PlacedTile& b = board.tile(m.tile);
        report.violations.push_back(
            {rule::kTilePlacement,
             std::nullopt,
             lines[m.tile],
             describe_mismatch(board.def_of(m.other).id, a.at, opposite(m.edge),
                               board.edge_kind(m.other, opposite(m.edge)), board.def_of(m.tile).id,
                               b.at, board.edge_kind(m.tile, m.edge)),
             {a.at, b.at},
             {}});
    }
    auto stray = disconnected_tiles(board);
    if (!stray.empty()) {
        std::vector<Pos> tiles;
        for (auto t : stray) tiles.push_back(board.tile(t).at);
        report.violations.push_back(
            {rule::kTilePlacement,
             std::nullopt,
             std::nullopt,
             fmt::format("{} not connected to the rest of the board: {}",
                         tiles.size() == 1 ? "this tile is" : "these tiles are", list(tiles)),
             tiles,
             {}});
    }
    for (std::size_t p = 0; p < doc.players.size(); ++p) {
        int standing = board.graph().standing(static_cast<PlayerId>(p));
        if (standing <= doc.rules.followers) continue;
        std::vector<Pos> tiles;
        for (const Placement& pl : doc.board)
            if (pl.meeple && *pl.meeple->player == p) tiles.push_back(pl.at);
        report.violations.push_back(
            {rule::kFollowerSupply,
             std::nullopt,
             std::nullopt,
             fmt::format("{} has {} followers on the board, more than the {} in supply",
                         doc.players[p], standing, doc.rules.followers),
             tiles,
             {}});
    }
}

}  // namespace

Report adjudicate_position(const Document& doc, const AdjudicationOptions& options) {
    Report report = empty_report(doc);
    Board board(doc.catalogue);
    std::vector<EdgeMismatch> mismatches;
    std::vector<std::uint32_t> lines;
    for (const Placement& p : doc.board) {
        if (auto other = board.tile_at(p.at)) {
            report.violations.push_back(
                {rule::kTilePlacement,
                 std::nullopt,
                 p.loc.line,
                 fmt::format("two tiles on the square {}: {} and {}", to_string(p.at),
                             board.def_of(*other).id, doc.catalogue[p.tile].id),
                 {p.at},
                 {}});
            continue;
        }
        auto marks = p.marks.value_or(doc.catalogue[p.tile].marks);
        std::uint32_t t = board.place(p.tile, p.rot, p.at, marks, nullptr, &mismatches);
        lines.push_back(p.loc.line);
        if (p.meeple)
            board.graph().place_follower(board.segment(t, p.meeple->on), *p.meeple->player);
    }
    if (options.self_check)
        if (auto problem = check_consistency(board)) throw std::logic_error(*problem);
    check_position(doc, board, lines, mismatches, report);
    if (!report.violations.empty()) return report;

    // base.scoring.timing: completed features still holding followers score as one turn of
    // play; base.follower.return: their followers go home after the whole turn is scored.
    FeatureGraph& graph = board.graph();
    std::vector<SegmentId> completed;
    for (SegmentId s = 0; s < graph.size(); ++s) {
        const SegmentNode& n = graph.node(s);
        if (graph.find(s) == s && n.kind != SegmentKind::Field && n.open == 0 && graph.occupied(s))
            completed.push_back(s);
    }
    sort_for_scoring(graph, completed);
    ActiveSurveyors active;
    bool surveyors = doc.rules.has(Expansion::Surveyors) && !doc.surveyors.city.empty();
    if (surveyors)
        active = {doc.surveyors.city[0], doc.surveyors.road[0], doc.surveyors.monastery[0]};
    ScoringContext play{board,        doc.rules, static_cast<int>(doc.players.size()),
                        std::nullopt, kNone,     surveyors ? &active : nullptr};
    for (SegmentId f : completed) score_completed(play, f, report.events);
    for (SegmentId f : completed) graph.return_followers(f);
    // surveyors.final: the scoring tiles do not touch the final scoring.
    ScoringContext end{board, doc.rules, static_cast<int>(doc.players.size()), std::nullopt};
    if (options.final_scoring) score_final(end, report.events);
    return report;
}

}  // namespace carcassonne
