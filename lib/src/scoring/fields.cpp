// The final scoring of fields: base.final.field, field by field, or one of the
// house readings of other printings (RULES.md "House rules"): city-once,
// city-majority, none.
#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <set>

#include "carcassonne/model/rule_ids.hpp"
#include "carcassonne/scoring/scoring.hpp"
#include "scoring/award.hpp"

namespace carcassonne {
namespace {

std::vector<SegmentId> completed_cities(const Board& board, SegmentId field) {
    std::vector<SegmentId> out;
    for (const BorderingCity& c : board.bordering_cities(field))
        if (c.completed) out.push_back(c.feature);
    return out;
}

// house.farms.city-once: each field scored as base.final.field, then each
// winner's event keeps only the cities that player has not scored through an
// earlier field (fields in event order; the totals do not depend on it).
void score_city_once(const ScoringContext& ctx, const std::vector<SegmentId>& fields,
                     std::vector<ScoreEvent>& out) {
    std::vector<std::set<SegmentId>> scored(static_cast<std::size_t>(ctx.players));
    for (SegmentId field : fields) {
        std::size_t from = out.size();
        score_final_feature(ctx, field, out);
        const std::vector<SegmentId> cities = completed_cities(ctx.board, field);
        for (std::size_t i = from; i < out.size(); ++i) {
            ScoreEvent& e = out[i];
            if (e.rule != rule::kFinalField) continue;
            std::int64_t fresh = 0;
            for (SegmentId c : cities) fresh += scored[e.player].insert(c).second ? 1 : 0;
            auto all = static_cast<std::int64_t>(cities.size());
            std::int64_t again = all - fresh;
            e.rule = rule::kFarmsCityOnce;
            e.points = 3 * fresh;
            if (again == 0) continue;  // the formula and the words of base.final.field
            e.detail = fmt::format("{}, {} already scored through another field",
                                   plural(all, "completed city", "completed cities"), again);
            e.formula = fmt::format("({} - {} already scored) x 3",
                                    plural(all, "completed city", "completed cities"), again);
        }
    }
}

// house.farms.city-majority: for each completed city, the farmers of every
// field around it counted together; its majority holders score 4 each. One
// event per city and winner, in the order of the cities' earliest segments.
// A field borders any number of cities, so what each field holds (its counts,
// its kinds of figure, its citations) is read once, and an event counts the
// farmers per player instead of listing them: the work and the report stay
// linear in the document.
void score_city_majority(const ScoringContext& ctx, const std::vector<SegmentId>& fields,
                         std::vector<ScoreEvent>& out) {
    const Board& board = ctx.board;
    const FeatureGraph& graph = board.graph();
    struct FieldFacts {
        SegmentId field;
        std::array<int, kMaxPlayers> counts;
        std::uint32_t kinds;
        std::vector<std::string_view> also;
    };
    std::vector<FieldFacts> facts;
    std::map<SegmentId, std::vector<std::size_t>> around;  // city root -> its fields in `facts`
    for (SegmentId field : fields) {
        std::vector<SegmentId> cities = completed_cities(board, field);
        if (cities.empty()) continue;
        for (SegmentId c : cities) around[c].push_back(facts.size());
        facts.push_back({field, graph.follower_counts(field), kinds_standing(graph, field),
                         feature_citations(ctx, field, Phase::Final, Category::Field)});
    }
    std::vector<std::pair<SegmentId, std::vector<std::size_t>>> cities(around.begin(),
                                                                       around.end());
    std::sort(cities.begin(), cities.end(), [&](const auto& a, const auto& b) {
        return graph.feature(a.first).first_segment < graph.feature(b.first).first_segment;
    });
    for (const auto& [city, its_fields] : cities) {
        std::array<int, kMaxPlayers> counts{};
        std::uint32_t kinds = 0;
        for (std::size_t i : its_fields) {
            for (int p = 0; p < ctx.players; ++p) counts[p] += facts[i].counts[p];
            kinds |= facts[i].kinds;
        }
        // The event names the first of the city's fields (event order) as its feature.
        const FieldFacts& first = facts[its_fields.front()];
        std::vector<std::string_view> also = first.also;
        cite_majority(counts, kinds, also);
        Evidence evidence;
        evidence.feature = board.place_of(graph.feature(first.field).first_segment);
        evidence.farmers.assign(counts.begin(), counts.begin() + ctx.players);
        evidence.cities.push_back(
            {board.place_of(graph.feature(city).first_segment), graph.feature(city).tile_count});
        for (PlayerId p : majority(counts, ctx.players)) {
            ScoreEvent e;
            e.phase = Phase::Final;
            e.player = p;
            e.category = Category::Field;
            e.points = 4;
            e.rule = rule::kFarmsCityMajority;
            e.also = also;
            e.detail = "1 completed city";
            e.tiles = board.positions(board.tiles_of(city));
            e.formula = times(1, "completed city", "completed cities", 4);
            e.evidence = evidence;
            out.push_back(std::move(e));
        }
    }
}

}  // namespace

void score_fields(const ScoringContext& ctx, const std::vector<SegmentId>& fields,
                  std::vector<ScoreEvent>& out) {
    switch (ctx.rules.farms) {
        case FarmReading::EachField:
            for (SegmentId field : fields) score_final_feature(ctx, field, out);
            return;
        case FarmReading::CityOnce:
            score_city_once(ctx, fields, out);
            return;
        case FarmReading::CityMajority:
            score_city_majority(ctx, fields, out);
            return;
        case FarmReading::None:
            return;  // house.farms.none: fields are never scored
    }
}

}  // namespace carcassonne
