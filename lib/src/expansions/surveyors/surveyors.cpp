// The Land Surveyors: the difference the active scoring tile makes to a road,
// city or monastery scored during play (surveyors.*). The base categories keep
// what the base rules give; the `surveyor` category holds the difference.
#include "expansions/surveyors/surveyors.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "query/explain_hooks.hpp"
#include "scoring/scoring_hooks.hpp"

namespace carcassonne {

ActiveSurveyors SurveyorSetup::active(std::size_t scoring_turns) const {
    if (active_tiles) return *active_tiles;  // a position: one turn, nothing rotates
    if (!stacks || stacks->city.empty() || stacks->road.empty() || stacks->monastery.empty())
        return {};
    const SurveyorStacks& s = *stacks;
    return {s.city[scoring_turns % s.city.size()], s.road[scoring_turns % s.road.size()],
            s.monastery[scoring_turns % s.monastery.size()]};
}

namespace {

// surveyors.tile.NAME: the rule of each scoring tile.
std::string_view tile_rule(SurveyorTile t) {
    switch (t) {
        case SurveyorTile::CitizensJury:
            return rule::kSurveyorsCitizensJury;
        case SurveyorTile::BadNeighbourhood:
            return rule::kSurveyorsBadNeighbourhood;
        case SurveyorTile::Siege:
            return rule::kSurveyorsSiege;
        case SurveyorTile::Wealth:
            return rule::kSurveyorsWealth;
        case SurveyorTile::Poverty:
            return rule::kSurveyorsPoverty;
        case SurveyorTile::StreetFair:
            return rule::kSurveyorsStreetFair;
        case SurveyorTile::LongRoad:
            return rule::kSurveyorsLongRoad;
        case SurveyorTile::PeasantUprising:
            return rule::kSurveyorsPeasantUprising;
        case SurveyorTile::HermitMonastery:
            return rule::kSurveyorsHermitMonastery;
        case SurveyorTile::PilgrimageRoute:
            return rule::kSurveyorsPilgrimageRoute;
    }
    return rule::kSurveyorsApply;
}

struct Scoring {
    std::vector<PlayerId> winners;
    std::int64_t points = 0;  // for each winner
};

// surveyors.tile.bad-neighbourhood: tiles whose only part of this city is one
// or more caps (city segments reaching exactly one edge), and the arms on them.
std::pair<std::int64_t, std::int64_t> caps_left_out(const Board& board, SegmentId city) {
    std::map<TileIndex, std::pair<bool, std::int64_t>> tiles;  // tile -> (only caps, arms)
    board.graph().for_each_member(city, [&](SegmentId m) {
        const SegmentDef& def = board.def_of(m);
        auto& [only_caps, arms] =
            tiles.try_emplace(board.graph().segment(m).tile, true, 0).first->second;
        only_caps = only_caps && def.edge_count() == 1;
        arms += def.arms;
    });
    std::int64_t count = 0, arms = 0;
    for (const auto& [tile, v] : tiles)
        if (v.first) ++count, arms += v.second;
    return {count, arms};
}

// How the feature scores with the active tile, and the words for it.
Scoring with_tile(const ScoringContext& ctx, SegmentId feature, SurveyorTile tile,
                  const Scoring& base, std::string& detail) {
    const Board& board = ctx.board;
    const FeatureGraph& graph = board.graph();
    const Feature& r = graph.feature(feature);
    Scoring s = base;
    switch (tile) {
        case SurveyorTile::CitizensJury: {
            auto counts = graph.follower_counts(feature);
            s.winners.clear();
            for (int p = 0; p < ctx.players; ++p)
                if (counts[p] > 0) s.winners.push_back(static_cast<PlayerId>(p));
            detail = "every player with a follower in the city scores it";
            break;
        }
        case SurveyorTile::BadNeighbourhood: {
            auto [tiles, arms] = caps_left_out(board, feature);
            // What those tiles and arms were worth: 2 each, 1 in a tiny city
            // (house.tiny-city), 3 in a cathedral city: whatever the city's values are.
            UnitValues worth = completed_values(r, ctx.rules);
            s.points -= worth.per_tile * tiles + worth.per_arm * arms;
            detail = fmt::format("{} and {} on {} left out", plural(tiles, "cap tile", "cap tiles"),
                                 plural(arms, "coat of arms", "coats of arms"),
                                 tiles == 1 ? "it" : "them");
            break;
        }
        case SurveyorTile::Siege:
            s.points += r.arms;
            detail = fmt::format("{} x +1", plural(r.arms, "coat of arms", "coats of arms"));
            break;
        case SurveyorTile::StreetFair:
            s.points += r.tile_count;
            detail = fmt::format("{} x 2 instead of x 1", plural(r.tile_count, "tile", "tiles"));
            break;
        case SurveyorTile::LongRoad:
            // The count is what the road's value per tile (an inn's too) multiplies.
            s.points += (5 - static_cast<std::int64_t>(r.tile_count)) *
                        completed_values(r, ctx.rules).per_tile;
            detail = fmt::format("counts as 5 tiles instead of {}", r.tile_count);
            break;
        case SurveyorTile::PeasantUprising: {
            std::int64_t farms = 0;
            for (TileIndex t : board.tiles_of(feature))
                farms += (board.tile(t).marks & mark::kFarmhouse.set()) ? 1 : 0;
            s.points -= farms;
            detail = fmt::format("{} with a farmhouse x -1", plural(farms, "tile", "tiles"));
            break;
        }
        case SurveyorTile::HermitMonastery:
        case SurveyorTile::PilgrimageRoute: {
            bool hermit = tile == SurveyorTile::HermitMonastery;
            std::int64_t shown = 0;
            for (TileIndex t : board.area_of(graph.segment(feature).tile))
                shown += hermit ? board.def_of(t).city_count > 0 : board.def_of(t).road_count > 0;
            s.points += hermit ? -shown : shown;
            detail = fmt::format("{} with {} x {}", plural(shown, "tile", "tiles"),
                                 hermit ? "city" : "a road", hermit ? "-1" : "+1");
            break;
        }
        case SurveyorTile::Wealth:
            s.points += 3;
            detail = "+3 for each player who scores";
            break;
        case SurveyorTile::Poverty:
            s.points -= 3;
            detail = "-3 for each player who scores";
            break;
    }
    return s;
}

// surveyors.apply: the difference the active scoring tile makes to a feature
// scored during play whose base points (for each majority holder) are given.
void score_difference(const ScoringContext& ctx, SegmentId feature, std::int64_t base_points,
                      Events& out) {
    const Board& board = ctx.board;
    const FeatureGraph& graph = board.graph();
    SegmentKind kind = graph.feature(feature).kind;
    // Reading 2 of EXPANSIONS-3: another expansion's area kind (a garden) is
    // outside the scoring tiles.
    if (kind > SegmentKind::Monastery) return;
    SurveyorTile tile = surveyors::setup(ctx.rules).active(ctx.scoring_turns).of(kind);
    Scoring base{majority(graph, feature, ctx.players), base_points};
    if (base.winners.empty()) return;  // surveyors.rotate: no follower, nothing awarded
    std::string detail;
    Scoring changed = with_tile(ctx, feature, tile, base, detail);
    auto tiles = board.positions(board.tiles_of(feature));
    std::vector<std::string_view> also{rule::kSurveyorsSetup, rule::kSurveyorsApply,
                                       rule::kSurveyorsOrder};
    if (ctx.turn)
        also.push_back(rule::kSurveyorsRotate);  // in a log, this turn moves the stacks on
    for (int p = 0; p < ctx.players; ++p) {
        auto had = std::find(base.winners.begin(), base.winners.end(), p) != base.winners.end();
        auto has =
            std::find(changed.winners.begin(), changed.winners.end(), p) != changed.winners.end();
        if (!had && !has) continue;
        std::int64_t before = had ? base.points : 0, after = has ? changed.points : 0;
        out.push_back(
            {ctx.turn,
             Phase::Play,
             static_cast<PlayerId>(p),
             *surveyors::expansion().category,
             after - before,
             tile_rule(tile),
             also,
             fmt::format("{}: {} ({} {} -> {})", name(tile), detail, name(kind), before, after),
             tiles,
             fmt::format("{} ({}): {} {} with it - {} without", name(tile), detail, name(kind),
                         after, before),
             {},
             {},
             {}});
    }
}

// explain: the active tile of an incomplete feature's stack (a completed
// feature's events name the tile it scored with).
void explain_active(const ScoringContext& ctx, SegmentId feature, std::vector<std::string>& notes) {
    const Feature& f = ctx.board.graph().feature(feature);
    if (f.kind == SegmentKind::Field || f.kind > SegmentKind::Monastery || f.completed()) return;
    SurveyorTile tile = surveyors::setup(ctx.rules).active(ctx.scoring_turns).of(f.kind);
    notes.push_back(fmt::format(
        "the active {} tile is now {}: it would change how the {} scores if it were completed now "
        "({}, {}); it plays no part at the end ({})",
        name(f.kind), name(tile), name(f.kind), rule::kSurveyorsApply, tile_rule(tile),
        rule::kSurveyorsFinal));
}

// explain: under Citizens' Jury every player with a follower in the city
// scored it, not the majority holders alone (the tile it scored with is the
// one its events cite, whichever tile is active now).
bool jury_scorers(const std::vector<ScoreEvent>& play, ScorersOverrule& out) {
    for (const ScoreEvent& e : play) {
        if (e.rule != rule::kSurveyorsCitizensJury) continue;
        for (const FollowerAt& f : e.evidence.followers)
            if (std::find(out.players.begin(), out.players.end(), f.player) == out.players.end())
                out.players.push_back(f.player);
        std::sort(out.players.begin(), out.players.end());
        out.rule = rule::kSurveyorsCitizensJury;
        out.reason = fmt::format("under {} every player with a follower in the city scores it",
                                 name(SurveyorTile::CitizensJury));
        return true;
    }
    return false;
}

// surveyors.final: scoring tiles play no part in the final scoring.
void cite_final(const ScoringContext&, SegmentId, Category category, Citations& also) {
    if (category == Category::Road || category == Category::City || category == Category::Monastery)
        also.push_back(rule::kSurveyorsFinal);
}

// A position is one turn: the tiles active after the log's scoring turns.
void to_position(Ruleset& rules, const ExpansionState&, std::size_t scoring_turns) {
    SurveyorSetup position;
    position.active_tiles = surveyors::setup(rules).active(scoring_turns);
    rules.set_settings(surveyors::expansion(), std::move(position));
}

constexpr ScoringHooks kScoring = [] {
    ScoringHooks h;
    h.change_award = score_difference;
    h.cite_final = cite_final;
    h.to_position = to_position;
    return h;
}();
constexpr ExplainHooks kExplain{explain_active, jury_scorers};

}  // namespace

const SurveyorSetup& surveyors::setup(const Ruleset& rules) {
    static const SurveyorSetup none;
    const SurveyorSetup* s = rules.settings<SurveyorSetup>(expansion());
    return s ? *s : none;
}

ExpansionDef& surveyors::expansion() {
    static ExpansionDef def = [] {
        ExpansionDef d;
        d.name = "surveyors";
        d.column = ColumnDef{"surveyor", 80};
        d.shown_when_not_played = true;  // its column in every report, as before
        d.rule_ids = {rule::kSurveyorsSetup,
                      rule::kSurveyorsApply,
                      rule::kSurveyorsRotate,
                      rule::kSurveyorsOrder,
                      rule::kSurveyorsFinal,
                      rule::kSurveyorsCitizensJury,
                      rule::kSurveyorsBadNeighbourhood,
                      rule::kSurveyorsSiege,
                      rule::kSurveyorsWealth,
                      rule::kSurveyorsPoverty,
                      rule::kSurveyorsStreetFair,
                      rule::kSurveyorsLongRoad,
                      rule::kSurveyorsPeasantUprising,
                      rule::kSurveyorsHermitMonastery,
                      rule::kSurveyorsPilgrimageRoute};
        d.syntax = &syntax();
        d.scoring = &kScoring;
        d.explain = &kExplain;
        return d;
    }();
    return def;
}

}  // namespace carcassonne
