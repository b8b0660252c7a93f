// Base scoring: a completed feature during play and every feature at the end.
// The expansions take part through the hook table, in its documented order.
#include "carcassonne/scoring/scoring.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "carcassonne/model/area_kind.hpp"
#include "carcassonne/model/rule_ids.hpp"
#include "scoring/award.hpp"
#include "scoring/scoring_hooks.hpp"

namespace carcassonne {
namespace {

// Event order: roads, cities, the area kinds in their rows' order, fields.
int kind_rank(SegmentKind k) {
    switch (k) {
        case SegmentKind::Road:
            return 0;
        case SegmentKind::City:
            return 1;
        case SegmentKind::Field:
            return 2 + kMaxAreaKinds;
        default:
            return 2 + static_cast<int>(k) - static_cast<int>(SegmentKind::Monastery);
    }
}

// What one feature's event counts, in play and at the end alike: its category,
// the words for it and its tiles (a monastery's: it and the tiles around it).
Award counted(const Board& board, SegmentId feature, Phase phase) {
    const Feature& f = board.graph().feature(feature);
    Award a;
    a.phase = phase;
    switch (f.kind) {
        case SegmentKind::Road:
        case SegmentKind::City:
            a.category = f.kind == SegmentKind::Road ? Category::Road : Category::City;
            a.detail = plural(f.tile_count, "tile", "tiles");
            if (f.kind == SegmentKind::City)
                a.detail += ", " + plural(f.arms, "coat of arms", "coats of arms");
            a.tiles = board.positions(board.tiles_of(feature));
            break;
        default: {  // an area kind: it and the tiles around it
            auto area = board.area_of(board.graph().segment(feature).tile);
            auto around = static_cast<std::int64_t>(area.size()) - 1;
            a.category = area_column(area_kind(f.kind));
            a.detail = fmt::format("{} and {} surrounding {}", name(f.kind), around,
                                   around == 1 ? "tile" : "tiles");
            a.tiles = board.positions(area);
            break;
        }
        case SegmentKind::Field: {
            std::int64_t cities = 0;
            for (const BorderingCity& c : board.bordering_cities(feature)) cities += c.completed;
            a.category = Category::Field;
            a.points = 3 * cities;  // base.final.field: 3 per completed city it borders
            a.formula = times(cities, "completed city", "completed cities", 3);
            a.detail = plural(cities, "completed city", "completed cities");
            a.tiles = board.positions(board.tiles_of(feature));
            break;
        }
    }
    return a;
}

// base.road.completed, base.city.completed, base.monastery.completed: the feature's own events.
void award_completed(const ScoringContext& ctx, SegmentId feature, std::vector<ScoreEvent>& out) {
    const Feature& f = ctx.board.graph().feature(feature);
    Award a = counted(ctx.board, feature, Phase::Play);
    Worth worth = completed_worth(f, ctx.rules);
    a.points = worth.points;
    // An expansion's values say so: "4 tiles x 2 (WORD) = 8".
    if (!worth.word.empty())
        a.detail = fmt::format("{} ({}) = {}", worth.formula, worth.word, worth.points);
    a.formula = std::move(worth.formula);
    a.rule = worth.rule;
    a.also = feature_citations(ctx, feature, Phase::Play, a.category);
    award(ctx, feature, std::move(a), out);
}

// The evidence of every event written about one feature since `from` (format
// 1.1): the feature, its followers as they stand now (before any returns), and
// for a field the completed cities it borders.
void attach_evidence(const Board& board, SegmentId feature, std::vector<ScoreEvent>& out,
                     std::size_t from) {
    if (from == out.size()) return;
    const FeatureGraph& graph = board.graph();
    Evidence evidence;
    evidence.feature = board.place_of(graph.feature(feature).first_segment);
    for (const FollowerPlace& f : board.followers_of(feature))
        evidence.followers.push_back({f.player, f.place, f.kind});
    if (graph.feature(feature).kind == SegmentKind::Field)
        for (const BorderingCity& c : board.bordering_cities(feature))
            if (c.completed)
                evidence.cities.push_back(
                    {board.place_of(graph.feature(c.feature).first_segment), c.tiles});
    for (std::size_t i = from; i < out.size(); ++i) out[i].evidence = evidence;
}

}  // namespace

void sort_for_scoring(const FeatureGraph& graph, std::vector<SegmentId>& roots) {
    std::sort(roots.begin(), roots.end(), [&](SegmentId a, SegmentId b) {
        const Feature& x = graph.feature(a);
        const Feature& y = graph.feature(b);
        int rx = kind_rank(x.kind), ry = kind_rank(y.kind);
        return rx != ry ? rx < ry : x.first_segment < y.first_segment;
    });
}

void score_completed(const ScoringContext& ctx, SegmentId feature, std::vector<ScoreEvent>& out) {
    if (ctx.board.graph().feature(feature).kind == SegmentKind::Field) return;  // at the end only
    std::size_t from = out.size();
    // The expansions' scoring points, in registry order: before, the award (or
    // its replacement), the change to it, after.
    for_each_scoring(ctx.rules, [&](const ExpansionDef&, const ScoringHooks& h) {
        if (h.before_feature) h.before_feature(ctx, feature, out);
    });
    bool replaced = false;
    for_each_scoring(ctx.rules, [&](const ExpansionDef&, const ScoringHooks& h) {
        if (!replaced && h.replace_award) replaced = h.replace_award(ctx, feature, out);
    });
    if (!replaced) award_completed(ctx, feature, out);
    std::int64_t base_points = completed_points(ctx.board.graph().feature(feature), ctx.rules);
    for_each_scoring(ctx.rules, [&](const ExpansionDef&, const ScoringHooks& h) {
        if (h.change_award) h.change_award(ctx, feature, base_points, out);
    });
    for_each_scoring(ctx.rules, [&](const ExpansionDef&, const ScoringHooks& h) {
        if (h.after_feature) h.after_feature(ctx, feature, Phase::Play, out);
    });
    attach_evidence(ctx.board, feature, out, from);
}

void score_final_feature(const ScoringContext& ctx, SegmentId f, std::vector<ScoreEvent>& out) {
    // base.final.*: a road 1 per tile, a city 1 per tile and per coat of arms, a
    // monastery 1 and 1 per tile around it, a field 3 per completed city.
    const Feature& r = ctx.board.graph().feature(f);
    std::size_t from = out.size();
    Award a = counted(ctx.board, f, Phase::Final);
    switch (r.kind) {
        case SegmentKind::Road:
            a.rule = rule::kFinalRoad;
            a.points = r.tile_count;
            a.formula = times(r.tile_count, "tile", "tiles", 1);
            break;
        case SegmentKind::City:
            a.rule = rule::kFinalCity;
            a.points = std::int64_t(r.tile_count) + r.arms;
            a.formula = times(r.tile_count, "tile", "tiles", 1) + " + " +
                        times(r.arms, "coat of arms", "coats of arms", 1);
            break;
        default: {  // an area kind: base.final.monastery, or its row's final rule
            a.rule = area_kind(r.kind).final_rule;
            a.points = static_cast<std::int64_t>(a.tiles.size());  // itself and each tile around
            auto around = a.points - 1;
            a.formula = "1 + " + times(around, "surrounding tile", "surrounding tiles", 1);
            break;
        }
        case SegmentKind::Field:
            a.rule = rule::kFinalField;  // counted() gave 3 per completed city
            break;
    }
    for_each_scoring(ctx.rules, [&](const ExpansionDef&, const ScoringHooks& h) {
        if (h.change_final_award) h.change_final_award(ctx, f, a);
    });
    a.also = feature_citations(ctx, f, Phase::Final, a.category);
    award(ctx, f, std::move(a), out);
    for_each_scoring(ctx.rules, [&](const ExpansionDef&, const ScoringHooks& h) {
        if (h.after_feature) h.after_feature(ctx, f, Phase::Final, out);
    });
    attach_evidence(ctx.board, f, out, from);
}

void score_final(const ScoringContext& ctx, std::vector<ScoreEvent>& out) {
    const FeatureGraph& graph = ctx.board.graph();
    std::vector<SegmentId> roots;
    for (SegmentId s{}; s.value() < graph.size(); s = s + 1)
        if (graph.is_root(s) && graph.occupied(s)) roots.push_back(s);
    sort_for_scoring(graph, roots);
    // Fields come last in event order; how they score is the document's farms reading.
    std::vector<SegmentId> fields;
    for (SegmentId f : roots) {
        if (graph.feature(f).kind == SegmentKind::Field)
            fields.push_back(f);
        else
            score_final_feature(ctx, f, out);
    }
    score_fields(ctx, fields, out);
}

}  // namespace carcassonne
