// The Land Surveyors: the difference the active scoring tile makes to a road,
// city or monastery scored during play (surveyors.*). The base categories keep
// what the base rules give; the `surveyor` category holds the difference.
#include "carcassonne/surveyors.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "carcassonne/rule_ids.hpp"
#include "scoring_support.hpp"

namespace carcassonne {

namespace {
constexpr std::string_view kNames[] = {"citizens-jury",   "bad-neighbourhood", "siege",
                                       "wealth",          "poverty",           "street-fair",
                                       "long-road",       "peasant-uprising",  "hermit-monastery",
                                       "pilgrimage-route"};
constexpr std::string_view kRuleIds[] = {"surveyors.tile.citizens-jury",
                                         "surveyors.tile.bad-neighbourhood",
                                         "surveyors.tile.siege",
                                         "surveyors.tile.wealth",
                                         "surveyors.tile.poverty",
                                         "surveyors.tile.street-fair",
                                         "surveyors.tile.long-road",
                                         "surveyors.tile.peasant-uprising",
                                         "surveyors.tile.hermit-monastery",
                                         "surveyors.tile.pilgrimage-route"};
}  // namespace

std::string_view name(SurveyorTile t) {
    return kNames[static_cast<int>(t)];
}

std::optional<SurveyorTile> parse_surveyor_tile(std::string_view s) {
    for (int i = 0; i < 10; ++i)
        if (kNames[i] == s) return static_cast<SurveyorTile>(i);
    return std::nullopt;
}

bool fits_stack(SurveyorTile t, SegmentKind stack) {
    switch (t) {
        case SurveyorTile::Wealth:
        case SurveyorTile::Poverty:
            return true;
        case SurveyorTile::CitizensJury:
        case SurveyorTile::BadNeighbourhood:
        case SurveyorTile::Siege:
            return stack == SegmentKind::City;
        case SurveyorTile::StreetFair:
        case SurveyorTile::LongRoad:
        case SurveyorTile::PeasantUprising:
            return stack == SegmentKind::Road;
        case SurveyorTile::HermitMonastery:
        case SurveyorTile::PilgrimageRoute:
            return stack == SegmentKind::Monastery;
    }
    return false;
}

namespace {

struct Scoring {
    std::vector<PlayerId> winners;
    std::int64_t points = 0;  // for each winner
};

// surveyors.tile.bad-neighbourhood: tiles whose only part of this city is one
// or more caps (city segments reaching exactly one edge), and the arms on them.
std::pair<std::int64_t, std::int64_t> caps_left_out(const Board& board, SegmentId city) {
    std::map<std::uint32_t, std::pair<bool, std::int64_t>> tiles;  // tile -> (only caps, arms)
    board.graph().for_each_member(city, [&](SegmentId m) {
        const SegmentNode& n = board.graph().node(m);
        const SegmentDef& def = board.def_of(n.tile).segments[n.local];
        auto& [only_caps, arms] = tiles.try_emplace(n.tile, true, 0).first->second;
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
    const SegmentNode& r = graph.root(feature);
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
            s.points -= 2 * tiles + 2 * arms;
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
            s.points += 5 - static_cast<std::int64_t>(r.tile_count);
            detail = fmt::format("counts as 5 tiles instead of {}", r.tile_count);
            break;
        case SurveyorTile::PeasantUprising: {
            std::int64_t farms = 0;
            for (auto t : tiles_of(graph, feature))
                farms += (board.tile(t).marks & kFarmhouse) ? 1 : 0;
            s.points -= farms;
            detail = fmt::format("{} with a farmhouse x -1", plural(farms, "tile", "tiles"));
            break;
        }
        case SurveyorTile::HermitMonastery:
        case SurveyorTile::PilgrimageRoute: {
            bool hermit = tile == SurveyorTile::HermitMonastery;
            std::int64_t shown = 0;
            for (auto t : area_of(board, graph.node(feature).tile))
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

}  // namespace

void score_surveyor_difference(const ScoringContext& ctx, SegmentId feature,
                               std::int64_t base_points, std::vector<ScoreEvent>& out) {
    const FeatureGraph& graph = ctx.board.graph();
    SegmentKind kind = graph.root(feature).kind;
    SurveyorTile tile = ctx.surveyors->of(kind);
    Scoring base{majority(graph, feature, ctx.players), base_points};
    if (base.winners.empty()) return;  // surveyors.rotate: no follower, nothing awarded
    std::string detail;
    Scoring changed = with_tile(ctx, feature, tile, base, detail);
    auto tiles = positions(ctx.board, tiles_of(graph, feature));
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
        out.push_back({ctx.turn, Phase::Play, static_cast<PlayerId>(p), Category::Surveyor,
                       after - before, kRuleIds[static_cast<int>(tile)], also,
                       fmt::format("{}: {} ({} {} -> {})", name(tile), detail,
                                   carcassonne::name(kind), before, after),
                       tiles});
    }
}

}  // namespace carcassonne
