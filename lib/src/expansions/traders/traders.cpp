// Traders & Builders, the goods. A city segment may show wine, grain or cloth
// (trade.tiles); whoever places the tile that completes a city takes one token
// per symbol in it, whoever owns it (trade.award, a 0-point event); at the end
// the players holding the most of a good score 10 each (trade.final); `goods:`
// gives the tokens held when a document starts (trade.tally). The builder and
// the pig are in figures.cpp.
#include "expansions/traders/traders.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "expansions/traders/figures.hpp"
#include "query/explain_hooks.hpp"
#include "report/report_hooks.hpp"
#include "scoring/scoring_hooks.hpp"

namespace carcassonne {
namespace {

using traders::goods_slot;
using traders::GoodsCounts;
using traders::kGoods;
using traders::kGoodsKinds;

constexpr std::int64_t kMajorityPoints = 10;

void start(const Ruleset& rules, const Catalogue&, int, ExpansionState& state) {
    state.assign(traders::kStateSize, 0);
    const traders::GoodsSetup& s = traders::setup(rules);
    for (std::size_t p = 0; p < kMaxPlayers; ++p)
        for (std::size_t g = 0; g < kGoodsKinds; ++g) state[goods_slot(p, g)] = s.held[p][g];
}

// trade.tiles: a city's goods, the symbols on all its segments with repetition.
GoodsCounts goods_of(const Board& board, SegmentId city) {
    GoodsCounts out{};
    board.graph().for_each_member(city, [&](SegmentId m) {
        MarkSet marks = board.def_of(m).marks;
        for (std::size_t g = 0; g < kGoodsKinds; ++g)
            if (marks & kGoods[g]->set()) ++out[g];
    });
    return out;
}

// "1 wine, 2 grain"
std::string goods_words(const GoodsCounts& goods) {
    std::string out;
    for (std::size_t g = 0; g < kGoodsKinds; ++g)
        if (goods[g])
            out += fmt::format("{}{} {}", out.empty() ? "" : ", ", goods[g], kGoods[g]->key);
    return out;
}

// trade.award: the mover takes the goods of every city the turn completed,
// occupied or not.
void award_goods(const ScoringContext& ctx, const std::vector<SegmentId>& completed,
                 ExpansionState& state, Events& out) {
    if (!ctx.mover) return;  // a position's turn: the board does not say who completed it
    for (SegmentId city : completed) {
        const Feature& f = ctx.board.graph().feature(city);
        if (f.kind != SegmentKind::City || !f.has(traders::kGoodsMarks)) continue;
        GoodsCounts goods = goods_of(ctx.board, city);
        ScoreEvent e;
        e.turn = ctx.turn;
        e.player = *ctx.mover;
        e.category = *traders::expansion().category;
        e.rule = rule::kTradeAward;
        SegmentPlace at = ctx.board.place_of(f.first_segment);
        e.detail =
            fmt::format("takes {} (city at {} completed)", goods_words(goods), to_string(at.at));
        e.tiles = ctx.board.positions(ctx.board.tiles_of(city));
        e.also = {rule::kTradeTiles};
        e.formula = "0";
        e.evidence.feature = at;
        e.handed.key = "goods";
        for (std::size_t g = 0; g < kGoodsKinds; ++g) {
            state[goods_slot(*ctx.mover, g)] += goods[g];
            if (goods[g]) e.handed.counts.push_back({kGoods[g]->key, goods[g]});
        }
        out.push_back(std::move(e));
    }
}

std::string tokens(std::int64_t n) {
    return fmt::format("{} {}", n, n == 1 ? "token" : "tokens");
}

// trade.final: 10 for each player holding the most of a good (at least one);
// players tied for the most each score.
void goods_majorities(const ScoringContext& ctx, const ExpansionState& state, Events& out) {
    bool tallied = ctx.rules.settings<traders::GoodsSetup>(traders::expansion()) != nullptr;
    for (std::size_t g = 0; g < kGoodsKinds; ++g) {
        std::int64_t most = 0;
        for (int p = 0; p < ctx.players; ++p) most = std::max(most, state[goods_slot(p, g)]);
        if (most == 0) continue;
        int tied = 0;
        for (int p = 0; p < ctx.players; ++p) tied += state[goods_slot(p, g)] == most ? 1 : 0;
        for (int p = 0; p < ctx.players; ++p) {
            if (state[goods_slot(p, g)] != most) continue;
            std::string others;
            for (int q = 0; q < ctx.players; ++q)
                if (q != p)
                    others += fmt::format("; {} {}", ctx.name_of(static_cast<PlayerId>(q)),
                                          state[goods_slot(q, g)]);
            ScoreEvent e;
            e.phase = Phase::Final;
            e.player = static_cast<PlayerId>(p);
            e.category = *traders::expansion().category;
            e.points = kMajorityPoints;
            e.rule = rule::kTradeFinal;
            e.detail = fmt::format("{}: {} ({}{})", kGoods[g]->key, tokens(most),
                                   tied > 1 ? "tied for most" : "most", others);
            e.formula = std::to_string(kMajorityPoints);
            // Tokens held when the document started count too.
            if (tallied) e.also = {rule::kTradeTally};
            out.push_back(std::move(e));
        }
    }
}

void final_game(const ScoringContext& ctx, const ExpansionState& state, Events& out) {
    traders::score_pigs(ctx, out);
    goods_majorities(ctx, state, out);
}

void to_position(Ruleset& rules, const ExpansionState& state, std::size_t) {
    traders::GoodsSetup s;
    for (std::size_t p = 0; p < kMaxPlayers; ++p)
        for (std::size_t g = 0; g < kGoodsKinds; ++g) s.held[p][g] = state[goods_slot(p, g)];
    rules.set_settings(traders::expansion(), s);
}

// {"wine": 2, "grain": 0, "cloth": 1}
std::string goods_json(const ExpansionState& state, std::size_t p) {
    std::string out;
    for (std::size_t g = 0; g < kGoodsKinds; ++g)
        out += fmt::format("{}\"{}\": {}", g ? ", " : "", kGoods[g]->key, state[goods_slot(p, g)]);
    return "{" + out + "}";
}

// "2 wine, 0 grain, 1 cloth"
std::string goods_held(const ExpansionState& state, std::size_t p) {
    std::string out;
    for (std::size_t g = 0; g < kGoodsKinds; ++g)
        out += fmt::format("{}{} {}", g ? ", " : "", state[goods_slot(p, g)], kGoods[g]->key);
    return out;
}

std::string report_json(const Report& r, const ExpansionState& state) {
    std::string out;
    for (std::size_t p = 0; p < r.players.size(); ++p)
        // A player's name needs no escaping: letters, digits, '_' and '-' (FORMAT.md).
        out += fmt::format("{}\"{}\": {}", p ? ", " : "", r.players[p], goods_json(state, p));
    return "\"goods\": {" + out + "}";
}

std::string report_text(const Report& r, const ExpansionState& state) {
    std::string out;
    for (std::size_t p = 0; p < r.players.size(); ++p)
        out += fmt::format("{}{} {}", p ? "; " : "", r.players[p], goods_held(state, p));
    return fmt::format("Goods: {} ({})\n", out, rule::kTradeFinal);
}

// explain --player: the tokens held and where the player stands in each majority.
void explain_player(const Report& r, const ExpansionState& state, PlayerId player,
                    std::vector<std::string>& notes) {
    notes.push_back(fmt::format("holds {} ({})", goods_held(state, player), rule::kTradeAward));
    for (std::size_t g = 0; g < kGoodsKinds; ++g) {
        std::int64_t mine = state[goods_slot(player, g)], most = 0;
        std::string all;
        for (std::size_t p = 0; p < r.players.size(); ++p) {
            most = std::max(most, state[goods_slot(p, g)]);
            all += fmt::format("{}{} {}", p ? ", " : "", r.players[p], state[goods_slot(p, g)]);
        }
        std::string verdict = mine == 0      ? "no token, nothing"
                              : mine == most ? fmt::format("the most, {}", kMajorityPoints)
                                             : "not the most, nothing";
        notes.push_back(
            fmt::format("{}: {} ({}; {})", kGoods[g]->key, verdict, all, rule::kTradeFinal));
    }
}

// explain of a city: its goods and who takes them.
void explain_feature(const ScoringContext& ctx, SegmentId feature,
                     std::vector<std::string>& notes) {
    traders::explain_figures(ctx, feature, notes);
    const Feature& f = ctx.board.graph().feature(feature);
    if (f.kind != SegmentKind::City || !f.has(traders::kGoodsMarks)) return;
    notes.push_back(fmt::format(
        "it shows {} ({}): whoever places the tile that completes it takes them, whoever owns "
        "it ({}); an incomplete city gives none",
        goods_words(goods_of(ctx.board, feature)), rule::kTradeTiles, rule::kTradeAward));
}

const ScoringHooks kScoring = [] {
    ScoringHooks h;
    h.start = start;
    h.after_turn_scored = award_goods;
    h.final_game = final_game;
    h.to_position = to_position;
    traders::add_figure_hooks(h);
    return h;
}();
const ExplainHooks kExplain = [] {
    ExplainHooks h;
    h.explain_feature = explain_feature;
    h.explain_player = explain_player;
    return h;
}();
constexpr ReportHooks kReport{report_json, report_text};

}  // namespace

const traders::GoodsSetup& traders::setup(const Ruleset& rules) {
    static const GoodsSetup kNone;
    const GoodsSetup* s = rules.settings<GoodsSetup>(expansion());
    return s ? *s : kNone;
}

namespace traders {

ExpansionDef& expansion() {
    static ExpansionDef def = [] {
        ExpansionDef d;
        d.name = "traders";
        d.marks = {kWine, kGrain, kCloth};
        d.column = ColumnDef{"goods", 90};
        d.followers = figure_kinds();
        d.rule_ids = {rule::kTradeTiles,        rule::kTradeAward,    rule::kTradeFinal,
                      rule::kTradeTally,        rule::kBuilderSupply, rule::kBuilderPlacement,
                      rule::kBuilderDoubleTurn, rule::kBuilderReturn, rule::kPigSupply,
                      rule::kPigPlacement,      rule::kPigFinal};
        d.syntax = &syntax();
        d.scoring = &kScoring;
        d.explain = &kExplain;
        d.report = &kReport;
        d.draw = &draw();
        d.import = &import_hooks();
        return d;
    }();
    return def;
}

}  // namespace traders
}  // namespace carcassonne
