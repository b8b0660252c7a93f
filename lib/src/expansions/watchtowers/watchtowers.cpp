// Watchtowers: scored, before the feature, for every follower standing on a
// watchtower tile's segment of a completed road or city (watchtowers.*).
#include "expansions/watchtowers/watchtowers.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "query/explain_hooks.hpp"
#include "scoring/scoring_hooks.hpp"

namespace carcassonne {
namespace {

using watchtowers::Kind;
using watchtowers::tower_of;

struct Count {
    std::int64_t points;
    std::string detail;
    std::string formula;
};

// watchtowers.tiles and watchtowers.area: what the tower sees on its own tile and
// the 8 around it, as the board is now (followers not yet returned).
Count count_area(const Board& board, TileIndex tower, const std::vector<TileIndex>& area) {
    const FeatureGraph& graph = board.graph();
    std::int64_t followers = 0, arms = 0, road_tiles = 0, monasteries = 0, city_tiles = 0;
    for (TileIndex t : area) {
        const TileDef& def = board.def_of(t);
        SegmentId first = board.tile(t).first_segment;
        for (std::size_t i = 0; i < def.segments.size(); ++i) {
            followers += graph.followers_on(first + static_cast<std::uint32_t>(i));
            arms += def.segments[i].arms;
        }
        road_tiles += def.road_count > 0;
        city_tiles += def.city_count > 0;
        monasteries += def.has_area(SegmentKind::Monastery);
    }
    std::string tiles = plural(static_cast<std::int64_t>(area.size()), "tile", "tiles");
    const watchtowers::KindMark& tower_kind = *tower_of(board.def_of(tower).marks);
    std::string kind(tower_kind.name);
    auto count = [&](std::int64_t n, std::string_view one, std::string_view many, int each,
                     std::string_view words) {
        std::string formula = times(n, one, many, each);
        return Count{
            each * n, fmt::format("{} watchtower: {}{}", kind, formula, words),
            fmt::format("{} watchtower at {}: {}", kind, to_string(board.tile(tower).at), formula)};
    };
    std::string on_tiles = " on " + tiles;
    switch (tower_kind.kind) {
        case Kind::Followers:
            return count(followers, "follower", "followers", 2, on_tiles);
        case Kind::Arms:
            return count(arms, "coat of arms", "coats of arms", 2, on_tiles);
        case Kind::RoadTiles:
            return count(road_tiles, "tile with a road", "tiles with a road", 1, "");
        case Kind::Monasteries:
            return count(monasteries, "monastery", "monasteries", 3, on_tiles);
        case Kind::CityTiles:
            return count(city_tiles, "tile with city", "tiles with city", 1, "");
    }
    return {0, "", "0"};
}

// watchtowers.trigger: every follower on a watchtower tile's segment of a
// completed road or city scores that tower for its owner, before the feature.
void score_towers(const ScoringContext& ctx, SegmentId feature, Events& out) {
    const Board& board = ctx.board;
    const FeatureGraph& graph = board.graph();
    SegmentKind kind = graph.feature(feature).kind;
    if (kind != SegmentKind::Road && kind != SegmentKind::City) return;  // watchtowers.fields
    // Followers on watchtower tiles, by tile in placement order.
    std::vector<std::pair<TileIndex, PlayerId>> towers;
    graph.for_each_follower(feature, [&](PlayerId player, SegmentId segment) {
        TileIndex tile = graph.segment(segment).tile;
        if (tower_of(board.def_of(tile).marks)) towers.emplace_back(tile, player);
    });
    std::sort(towers.begin(), towers.end());
    for (auto [tower, player] : towers) {
        std::vector<TileIndex> area = board.area_of(tower);
        Count c = count_area(board, tower, area);
        // Every follower there scores the tower for its owner: no majority (watchtowers.trigger).
        out.push_back(
            {ctx.turn,
             Phase::Play,
             player,
             *watchtowers::expansion().category,
             c.points,
             rule::kWatchtowersTrigger,
             {rule::kWatchtowersTiles, rule::kWatchtowersArea, rule::kWatchtowersCountTime},
             fmt::format("{} at {}", c.detail, to_string(board.tile(tower).at)),
             board.positions(area),
             c.formula,
             {},
             {},
             {}});
    }
}

// explain: the watchtowers on a feature's tiles, what each counts now, and
// when it scores (watchtowers.trigger; never for fields, never at the end).
void explain_towers(const ScoringContext& ctx, SegmentId feature, std::vector<std::string>& notes) {
    const Board& board = ctx.board;
    const Feature& f = board.graph().feature(feature);
    for (TileIndex tower : board.tiles_of(feature)) {
        const watchtowers::KindMark* kind = tower_of(board.def_of(tower).marks);
        if (!kind) continue;
        std::string what =
            fmt::format("{} watchtower at {}", kind->name, to_string(board.tile(tower).at));
        if (f.kind == SegmentKind::Field || f.kind == SegmentKind::Monastery) {
            notes.push_back(fmt::format("the {} does not score for this {} ({})", what,
                                        name(f.kind), rule::kWatchtowersFields));
            continue;
        }
        if (f.completed()) {
            notes.push_back(fmt::format(
                "the {} stands on it: a follower on that tile's part of the {} scored the tower "
                "for its owner when the {} was completed ({})",
                what, name(f.kind), name(f.kind), rule::kWatchtowersTrigger));
            continue;
        }
        Count c = count_area(board, tower, board.area_of(tower));
        notes.push_back(fmt::format(
            "the {} stands on it: when the {} is completed, a follower on that tile's part of "
            "it scores the tower for its owner ({}); it counts now {} = {}; it scores nothing "
            "at the end ({})",
            what, name(f.kind), rule::kWatchtowersTrigger,
            c.formula.substr(c.formula.find(": ") + 2), c.points, rule::kWatchtowersFinal));
    }
}

// watchtowers.final, watchtowers.fields: towers play no part in the final scoring.
void cite_final(const ScoringContext&, SegmentId, Category category, Citations& also) {
    if (category == Category::Road || category == Category::City)
        also.push_back(rule::kWatchtowersFinal);
    if (category == Category::Field) also.push_back(rule::kWatchtowersFields);
}

constexpr ScoringHooks kScoring = [] {
    ScoringHooks h;
    h.before_feature = score_towers;
    h.cite_final = cite_final;
    return h;
}();
constexpr ExplainHooks kExplain{explain_towers};

}  // namespace

const watchtowers::KindMark* watchtowers::tower_of(MarkSet tile_marks) {
    for (const KindMark& k : kKinds)
        if (tile_marks & k.mark.set()) return &k;
    return nullptr;
}

ExpansionDef& watchtowers::expansion() {
    static ExpansionDef def = [] {
        ExpansionDef d;
        d.name = "watchtowers";
        for (const KindMark& k : kKinds) d.marks.push_back(k.mark);
        d.column = ColumnDef{"watchtower", 60};
        d.shown_when_not_played = true;  // its column in every report, as before
        d.rule_ids = {rule::kWatchtowersTiles,   rule::kWatchtowersFields,
                      rule::kWatchtowersFinal,   rule::kWatchtowersArea,
                      rule::kWatchtowersTrigger, rule::kWatchtowersCountTime};
        d.syntax = &syntax();
        d.scoring = &kScoring;
        d.explain = &kExplain;
        d.draw = &draw();
        d.import = &import_hooks();
        return d;
    }();
    return def;
}

}  // namespace carcassonne
