// Traders & Builders, the builder and the pig: figures that are not followers
// (follower_kind.hpp: weight 0, never counted for a majority), each with a
// supply of 1 (builder.supply, pig.supply).
//
// builder.placement: on a road or city of the tile just placed that holds one
// of its owner's followers and that this placement does not complete; one
// builder of a player per feature. builder.double-turn: a tile that adds one
// of its road or city segments to a feature holding the mover's builder on
// another tile earns the mover a bonus move. builder.return: it goes home with
// its feature's followers (the base game returns every figure of a scored
// feature).
//
// pig.placement: on a field of the tile just placed that holds one of its
// owner's farmers. pig.final: each field event's winner with a pig in that
// field scores 1 more per city the event scored (an event of its own, right
// after the field's, in the field column).
#include "expansions/traders/figures.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "carcassonne/model/rule_ids.hpp"
#include "expansions/traders/traders.hpp"
#include "scoring/award.hpp"

namespace carcassonne::traders {
namespace {

const FollowerKindDef& builder_kind() {
    return expansion().followers[0];
}
const FollowerKindDef& pig_kind() {
    return expansion().followers[1];
}

// How many followers of `player`, and figures of `kind` of that player, stand
// on the feature of `segment`.
struct Held {
    int followers = 0;
    int of_kind = 0;
};
Held held_by(const Board& board, SegmentId segment, PlayerId player, FollowerKind kind) {
    Held h;
    board.graph().for_each_figure(segment, [&](PlayerId p, SegmentId, FollowerKind k) {
        if (p != player) return;
        if (is_follower(k)) ++h.followers;
        if (k == kind) ++h.of_kind;
    });
    return h;
}

std::string where(const Board& board, SegmentId segment) {
    SegmentPlace at = board.place_of(segment);
    return fmt::format("the {} of {}", describe_at(at.on), to_string(at.at));
}

std::optional<FollowerRefusal> refuse_figure(const Board& board, const Ruleset&, SegmentId segment,
                                             const NewFigure& figure) {
    bool builder = figure.kind == builder_kind().id;
    if (!builder && figure.kind != pig_kind().id) return std::nullopt;
    Held h = held_by(board, segment, figure.player, figure.kind);
    if (h.followers == 0)
        return FollowerRefusal{
            builder ? rule::kBuilderPlacement : rule::kPigPlacement,
            fmt::format("{} holds no {} of the {}'s owner", where(board, segment),
                        builder ? "follower" : "farmer", builder ? "builder" : "pig")};
    if (!builder) return std::nullopt;
    // A position's builder is on the board already: it is one of them.
    if (h.of_kind > (figure.standing ? 1 : 0))
        return FollowerRefusal{
            rule::kBuilderPlacement,
            fmt::format("{} holds a builder of its owner already", where(board, segment))};
    if (!figure.standing && board.graph().feature(segment).completed())
        return FollowerRefusal{
            rule::kBuilderPlacement,
            fmt::format("this placement completes {}: the builder would go home at once",
                        where(board, segment))};
    return std::nullopt;
}

// builder.double-turn: one of the placed tile's road or city segments joined a
// feature that holds the mover's builder on another tile.
void note_builder(const ScoringContext& ctx, const Move& move, ExpansionState& state) {
    if (move.discard || !ctx.mover || !ctx.turn) return;
    std::optional<TileIndex> tile = ctx.board.tile_at(move.placement.at);
    if (!tile) return;
    const TileDef& def = ctx.board.def_of(*tile);
    const FeatureGraph& graph = ctx.board.graph();
    for (std::size_t i = 0; i < def.segments.size(); ++i) {
        SegmentKind kind = def.segments[i].kind;
        if (kind != SegmentKind::Road && kind != SegmentKind::City) continue;
        SegmentId s =
            ctx.board.segment(*tile, ctx.board.feature_ref(*tile, static_cast<std::uint8_t>(i)));
        bool earned = false;
        graph.for_each_figure(s, [&](PlayerId p, SegmentId at, FollowerKind k) {
            earned = earned ||
                     (p == *ctx.mover && k == builder_kind().id && graph.segment(at).tile != *tile);
        });
        if (earned) {
            state[kBonusEarnedAt] = *ctx.turn;
            return;
        }
    }
}

std::optional<BonusMove> bonus_move(const ScoringContext& ctx, const ExpansionState& state) {
    if (ctx.turn && state[kBonusEarnedAt] == *ctx.turn)
        return BonusMove{"builder", rule::kBuilderDoubleTurn};
    return std::nullopt;
}

// builder.return: a completed feature's builder goes home with its followers.
void cite_builder(const ScoringContext& ctx, SegmentId feature, Category, Citations& also) {
    const FeatureGraph& graph = ctx.board.graph();
    if (!graph.feature(feature).completed()) return;
    bool builder = false;
    graph.for_each_figure(feature, [&](PlayerId, SegmentId, FollowerKind k) {
        builder = builder || k == builder_kind().id;
    });
    if (builder) also.push_back(rule::kBuilderReturn);
}

bool has_pig(const Board& board, SegmentId field, PlayerId player) {
    return held_by(board, field, player, pig_kind().id).of_kind > 0;
}

// The completed cities a field event scored for its player, when a pig of
// theirs stands where it counts; 0 otherwise.
std::int64_t pig_cities(const ScoringContext& ctx, const ScoreEvent& e) {
    if (e.category != Category::Field || e.points <= 0 || !e.evidence.feature) return 0;
    const Board& board = ctx.board;
    if (e.rule == rule::kFarmsCityMajority) {
        // One city per event: a pig of the player in any field bordering it.
        if (e.evidence.cities.empty()) return 0;
        SegmentId city = board.graph().find(
            board.segment_at(e.evidence.cities[0].place.at, e.evidence.cities[0].place.on));
        bool pig = false;
        board.graph().for_each_standing([&](PlayerId p, SegmentId s, FollowerKind k) {
            if (pig || p != e.player || k != pig_kind().id) return;
            for (const BorderingCity& c : board.bordering_cities(board.graph().find(s)))
                pig = pig || (c.completed && board.graph().find(c.feature) == city);
        });
        return pig ? 1 : 0;
    }
    SegmentId field = board.segment_at(e.evidence.feature->at, e.evidence.feature->on);
    if (!has_pig(board, field, e.player)) return 0;
    // base.final.field and house.farms.city-once pay 3 per city they count.
    return e.points / 3;
}

}  // namespace

std::vector<FollowerKindDef> figure_kinds() {
    FollowerKindDef builder;
    builder.name = "builder";
    builder.weight = 0;
    builder.follower = false;
    builder.stands_on = bit_of(SegmentKind::Road) | bit_of(SegmentKind::City);
    builder.stand_rule = rule::kBuilderPlacement;
    builder.supply_key = "builders";
    builder.supply = 1;
    builder.supply_rule = rule::kBuilderSupply;
    builder.text_mark = 'B';
    FollowerKindDef pig;
    pig.name = "pig";
    pig.weight = 0;
    pig.follower = false;
    pig.stands_on = bit_of(SegmentKind::Field);
    pig.stand_rule = rule::kPigPlacement;
    pig.supply_key = "pigs";
    pig.supply = 1;
    pig.supply_rule = rule::kPigSupply;
    pig.text_mark = 'P';
    return {builder, pig};
}

void add_figure_hooks(ScoringHooks& h) {
    h.after_move = note_builder;
    h.bonus_move = bonus_move;
    h.refuse_follower = refuse_figure;
    h.cite_feature = cite_builder;
}

void explain_figures(const ScoringContext& ctx, SegmentId feature,
                     std::vector<std::string>& notes) {
    const Board& board = ctx.board;
    board.graph().for_each_figure(feature, [&](PlayerId p, SegmentId at, FollowerKind k) {
        std::string whose = ctx.name_of(p);
        std::string where = to_string(board.place_of(at).at);
        if (k == builder_kind().id)
            notes.push_back(fmt::format(
                "{}'s builder at {} counts for no majority and scores nothing ({}); a tile of "
                "{}'s that extends this feature earns {} a bonus tile ({})",
                whose, where, rule::kBuilderReturn, whose, whose, rule::kBuilderDoubleTurn));
        else if (k == pig_kind().id)
            notes.push_back(fmt::format(
                "{}'s pig at {} counts for no majority; if {} scores this field at the end, 1 "
                "more per completed city ({})",
                whose, where, whose, rule::kPigFinal));
    });
}

void score_pigs(const ScoringContext& ctx, Events& out) {
    for (std::size_t i = 0; i < out.size(); ++i) {
        std::int64_t cities = pig_cities(ctx, out[i]);
        if (cities == 0) continue;
        ScoreEvent e;
        e.phase = Phase::Final;
        e.player = out[i].player;
        e.category = Category::Field;
        e.points = cities;
        e.rule = rule::kPigFinal;
        e.detail =
            fmt::format("{} x 1 (pig)", plural(cities, "completed city", "completed cities"));
        e.formula = fmt::format("{} x 1", plural(cities, "completed city", "completed cities"));
        e.tiles = out[i].tiles;
        e.evidence = out[i].evidence;
        out.insert(out.begin() + static_cast<std::ptrdiff_t>(i) + 1, std::move(e));
        ++i;
    }
}

}  // namespace carcassonne::traders
