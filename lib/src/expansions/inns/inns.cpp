// Inns & Cathedrals. A road with an inn on any of its segments scores 2 per tile
// when completed (inns.inn.completed) and 0 when left open at the end
// (inns.inn.final); a city with a cathedral scores 3 per tile and per coat of
// arms when completed (inns.cathedral.completed) and 0 at the end
// (inns.cathedral.final). The end's 0 is an event of its own, so the report
// says why a follower earned nothing. The large follower is a kind of
// follower (follower_kind.hpp): 2 in every majority (inns.large-follower), 1
// per player by default (inns.large-follower.supply). IC-H's inner field is a
// generic field that reaches no edge; its events cite inns.field.inner.
#include "expansions/inns/inns.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "query/explain_hooks.hpp"
#include "scoring/scoring_hooks.hpp"

namespace carcassonne {
namespace {

constexpr MarkSet kInnMark = inns::kInn.set();
constexpr MarkSet kCathedralMark = inns::kCathedral.set();

// inns.tiles: the feature is an inn road or a cathedral city (several inns or
// both cathedrals count once).
bool inn_road(const Feature& f) {
    return f.kind == SegmentKind::Road && f.has(kInnMark);
}
bool cathedral_city(const Feature& f) {
    return f.kind == SegmentKind::City && f.has(kCathedralMark);
}

// inns.inn.completed, inns.cathedral.completed: an inn adds 1 to each road
// tile's value, a cathedral 1 to each city tile's and coat of arms' (1 + 1 = 2,
// 2 + 1 = 3); other expansions' changes add to it (the base award, the maze's
// network and the Surveyors' tiles all read these values).
void change_values(const Feature& f, const Ruleset&, UnitValues& v) {
    if (inn_road(f)) {
        v.per_tile += 1;
        v.rule = rule::kInnsInnCompleted;
        v.word = "inn";
    } else if (cathedral_city(f)) {
        v.per_tile += 1;
        v.per_arm += 1;
        v.rule = rule::kInnsCathedralCompleted;
        v.word = "cathedral";
    }
}

// inns.inn.final, inns.cathedral.final: an open inn road or cathedral city
// scores 0 at the end, one event per owner saying so.
void final_award(const ScoringContext& ctx, SegmentId feature, Award& a) {
    const Feature& f = ctx.board.graph().feature(feature);
    if (inn_road(f)) {
        a.rule = rule::kInnsInnFinal;
        a.detail = plural(f.tile_count, "tile", "tiles") + ", incomplete with an inn = 0";
        a.formula = times(f.tile_count, "tile", "tiles", 0);
    } else if (cathedral_city(f)) {
        a.rule = rule::kInnsCathedralFinal;
        a.detail = plural(f.tile_count, "tile", "tiles") + ", " +
                   plural(f.arms, "coat of arms", "coats of arms") +
                   ", incomplete with a cathedral = 0";
        a.formula = times(f.tile_count, "tile", "tiles", 0) + " + " +
                    times(f.arms, "coat of arms", "coats of arms", 0);
    } else {
        return;
    }
    a.points = 0;
}

// inns.field.inner: the field is IC-H's inner field (a segment that reaches no
// edge joins no other, so the field is that one segment).
bool inner_field_of_inns(const Board& board, SegmentId feature) {
    const Segment& s = board.graph().segment(feature);
    const TileDef& def = board.def_of(s.tile);
    return def.segments[s.local].inner_field() && def.expansion == inns::expansion().name;
}

void cite_feature(const ScoringContext& ctx, SegmentId feature, Category category,
                  Citations& also) {
    const Feature& f = ctx.board.graph().feature(feature);
    if ((category == Category::Road && inn_road(f)) ||
        (category == Category::City && cathedral_city(f)))
        also.push_back(rule::kInnsTiles);
    if (category == Category::Field && inner_field_of_inns(ctx.board, feature))
        also.push_back(rule::kInnsFieldInner);
}

// explain: the inns or cathedrals on a feature and what they make it worth.
void explain_feature(const ScoringContext& ctx, SegmentId feature,
                     std::vector<std::string>& notes) {
    const Board& board = ctx.board;
    const Feature& f = board.graph().feature(feature);
    if (f.kind == SegmentKind::Field && inner_field_of_inns(board, feature)) {
        const TileDef& def = board.def_of(board.graph().segment(feature).tile);
        notes.push_back(
            fmt::format("the inner field of {} ({}): it reaches no edge, so it lies "
                        "on this tile alone and borders the tile's {} cities",
                        def.id, rule::kInnsFieldInner, def.city_count));
    }
    if (!inn_road(f) && !cathedral_city(f)) return;
    MarkSet mark = inn_road(f) ? kInnMark : kCathedralMark;
    std::vector<Pos> at;
    board.graph().for_each_member(feature, [&](SegmentId m) {
        if (board.def_of(m).marks & mark)
            at.push_back(board.tile(board.graph().segment(m).tile).at);
    });
    std::sort(at.begin(), at.end(),
              [](Pos a, Pos b) { return a.y != b.y ? a.y > b.y : a.x < b.x; });
    std::string where;
    for (Pos p : at) where += (where.empty() ? "" : ", ") + to_string(p);
    Worth v = completed_worth(f, ctx.rules);
    if (inn_road(f))
        notes.push_back(fmt::format(
            "the inn at {} makes it an inn road ({}): completed, {} = {} ({}); open at the end, "
            "0 ({})",
            where, rule::kInnsTiles, v.formula, v.points, rule::kInnsInnCompleted,
            rule::kInnsInnFinal));
    else
        notes.push_back(fmt::format(
            "the cathedral at {} makes it a cathedral city ({}): completed, {} = {} ({}); open "
            "at the end, 0 ({})",
            where, rule::kInnsTiles, v.formula, v.points, rule::kInnsCathedralCompleted,
            rule::kInnsCathedralFinal));
}

constexpr ScoringHooks kScoring = [] {
    ScoringHooks h;
    h.change_values = change_values;
    h.change_final_award = final_award;
    h.cite_feature = cite_feature;
    return h;
}();
constexpr ExplainHooks kExplain{explain_feature};

}  // namespace

namespace inns {

ExpansionDef& expansion() {
    static ExpansionDef def = [] {
        ExpansionDef d;
        d.name = "inns";
        d.shown_when_not_played = true;  // `large-followers: 0` in every report since it came
        d.marks = {kInn, kCathedral};
        // The large follower (inns.large-follower): 2 in every majority, 1 each by default.
        FollowerKindDef large;
        large.name = "large";
        large.weight = 2;
        large.weight_rule = rule::kInnsLargeFollower;
        large.supply_key = "large-followers";
        large.supply = 1;
        large.supply_rule = rule::kInnsLargeFollowerSupply;
        large.other_name = "big";  // JCloisterZone's and Board Game Arena's word
        large.text_mark = '+';
        d.followers = {large};
        d.rule_ids = {rule::kInnsTiles,
                      rule::kInnsInnCompleted,
                      rule::kInnsInnFinal,
                      rule::kInnsCathedralCompleted,
                      rule::kInnsCathedralFinal,
                      rule::kInnsLargeFollower,
                      rule::kInnsLargeFollowerSupply,
                      rule::kInnsFieldInner};
        d.syntax = &syntax();
        d.scoring = &kScoring;
        d.explain = &kExplain;
        d.draw = &draw();
        d.import = &import_hooks();
        return d;
    }();
    return def;
}

}  // namespace inns
}  // namespace carcassonne
