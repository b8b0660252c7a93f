// The Abbot and gardens. A garden is an area kind of its own (garden.tiles,
// garden.completed, garden.final: the board, graph and scoring read its row,
// as they read the monastery's); the abbot is a follower kind that stands only
// on a monastery or a garden (abbot.supply, abbot.placement). The expansion's
// own rules are garden.placement (a refusal of any other figure on a garden)
// and abbot.return (an action of the move: the abbot taken back, scored at once).
#include "expansions/abbot/abbot.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <vector>

#include "carcassonne/model/area_kind.hpp"
#include "scoring/award.hpp"
#include "scoring/scoring_hooks.hpp"

namespace carcassonne::abbot {
namespace {

const AreaKindDef& garden() {
    return expansion().areas.front();
}
const FollowerKindDef& abbot_kind() {
    return expansion().followers.front();
}

// garden.placement: only an abbot stands on a garden.
std::optional<FollowerRefusal> refuse_follower(const Board& board, const Ruleset&,
                                               SegmentId segment, const NewFigure& figure) {
    if (board.graph().segment(segment).kind != garden().kind || figure.kind == abbot_kind().id)
        return std::nullopt;
    Pos at = board.place_of(segment).at;
    return FollowerRefusal{
        rule::kGardenPlacement,
        fmt::format("only an abbot may stand on the garden of {}, not a {} follower", to_string(at),
                    follower_kind(figure.kind).name)};
}

// The mover's abbots standing on the board (their segments).
std::vector<SegmentId> abbots_of(const Board& board, PlayerId player) {
    std::vector<SegmentId> out;
    board.graph().for_each_standing([&](PlayerId p, SegmentId at, FollowerKind k) {
        if (p == player && k == abbot_kind().id) out.push_back(at);
    });
    return out;
}

// abbot.return: only from a monastery or garden that is not completed (a
// completed one scores as usual and its abbot goes home with the turn).
bool may_take_back(const Board& board, SegmentId abbot) {
    return !board.graph().feature(abbot).completed();
}

// What `fits` offers: the squares of the mover's abbots that may be taken back.
void returnable(const Board& board, PlayerId mover, std::vector<FigureReturn>& out) {
    FigureReturn r{abbot_kind().id, {}};
    for (SegmentId s : abbots_of(board, mover))
        if (may_take_back(board, s)) r.from.push_back(board.place_of(s).at);
    out.push_back(std::move(r));
}

TileRefusal refusal(const Move& m, std::string reason) {
    return TileRefusal{rule::kAbbotReturn, std::move(reason), {m.placement.at}};
}

// abbot.return: instead of a figure, the mover takes their abbot back from a
// monastery or garden that is not completed, and scores 1 + 1 per tile
// around it at once (the tile just placed counted).
ActionResult take_back(const ScoringContext& ctx, const Move& m, const Action& action,
                       ExpansionState&, Events& out) {
    ActionResult r;
    const Board& board = ctx.board;
    if (m.placement.follower) {
        r.refusal = refusal(m, "a move that takes the abbot back places no figure");
        return r;
    }
    std::string who = ctx.name_of(*ctx.mover);
    std::vector<SegmentId> abbots = abbots_of(board, *ctx.mover);
    if (abbots.empty()) {
        r.refusal = refusal(m, fmt::format("{} has no abbot on the board", who));
        return r;
    }
    SegmentId from = abbots.front();
    if (action.at) {
        auto on = std::find_if(abbots.begin(), abbots.end(),
                               [&](SegmentId s) { return board.place_of(s).at == *action.at; });
        if (on == abbots.end()) {
            r.refusal =
                refusal(m, fmt::format("{} has no abbot at {}", who, to_string(*action.at)));
            return r;
        }
        from = *on;
    } else if (abbots.size() > 1) {
        r.refusal = refusal(m, fmt::format("{} has {} abbots on the board: write return: "
                                           "{{abbot: [x, y]}} to name the square",
                                           who, abbots.size()));
        return r;
    }
    const Feature& f = board.graph().feature(from);
    SegmentPlace place = board.place_of(from);
    if (!may_take_back(board, from)) {
        r.refusal = refusal(m, fmt::format("the {} at {} is completed: it scores as usual and its "
                                           "abbot cannot be taken back",
                                           name(f.kind), to_string(place.at)));
        return r;
    }
    auto area = board.area_of(board.graph().segment(from).tile);
    auto around = static_cast<std::int64_t>(area.size()) - 1;
    ScoreEvent e;
    e.turn = ctx.turn;
    e.player = *ctx.mover;
    e.category = area_column(area_kind(f.kind));
    e.points = 1 + around;
    e.rule = rule::kAbbotReturn;
    e.detail = fmt::format("1 + {} {} around = {} (abbot taken back)", around,
                           around == 1 ? "tile" : "tiles", e.points);
    e.formula = "1 + " + times(around, "surrounding tile", "surrounding tiles", 1);
    e.tiles = board.positions(area);
    e.evidence.feature = place;
    e.evidence.followers = {FollowerAt{*ctx.mover, place, abbot_kind().id}};
    out.push_back(std::move(e));
    r.returns = {from};
    return r;
}

// garden.tiles on a garden's own events: the mark is a feature because abbot is played.
void cite_garden(const ScoringContext& ctx, SegmentId feature, Category, Citations& also) {
    if (ctx.board.graph().feature(feature).kind == garden().kind)
        also.push_back(rule::kGardenTiles);
}

constexpr ScoringHooks kScoring = [] {
    ScoringHooks h;
    h.act = take_back;
    h.returnable = returnable;
    h.cite_feature = cite_garden;
    h.refuse_follower = refuse_follower;
    return h;
}();

}  // namespace

ExpansionDef& expansion() {
    static ExpansionDef def = [] {
        ExpansionDef d;
        d.name = "abbot";
        FollowerKindDef abbot;
        abbot.name = "abbot";
        abbot.stands_on = bit_of(SegmentKind::Monastery);
        abbot.stands_on_own_areas = true;  // and the garden
        abbot.stand_rule = rule::kAbbotPlacement;
        abbot.supply_key = "abbots";
        abbot.supply = 1;
        abbot.supply_rule = rule::kAbbotSupply;
        abbot.text_mark = 'a';
        abbot.named_alone = true;  // "1 abbot in supply"
        d.followers = {abbot};
        AreaKindDef garden;
        garden.name = "garden";
        garden.mark = mark::kGarden.key;  // the base game's illustration, a feature with abbot
        garden.letter = 'g';
        garden.own_figures_only = true;  // garden.placement: the abbot alone (refuse_follower)
        garden.completed_rule = rule::kGardenCompleted;
        garden.final_rule = rule::kGardenFinal;
        // One garden copy of each (EXPANSIONS-3 section 5): the base set's
        // eight, River I's RV-09, Inns & Cathedrals' and Traders & Builders' two.
        garden.copies = {{"E", 1},    {"H", 1},    {"I", 1},   {"M", 1},     {"N", 1},
                         {"R", 1},    {"U", 1},    {"V", 1},   {"RV-09", 1}, {"IC-B", 1},
                         {"IC-H", 1}, {"TB-K", 1}, {"TB-U", 1}};
        d.areas = {garden};  // no column of its own: the monastery's
        d.rule_ids = {rule::kGardenTiles, rule::kGardenPlacement, rule::kGardenCompleted,
                      rule::kGardenFinal, rule::kAbbotSupply,     rule::kAbbotPlacement,
                      rule::kAbbotReturn};
        d.syntax = &syntax();
        d.scoring = &kScoring;
        d.import = &import_hooks();
        d.draw = &draw();
        return d;
    }();
    return def;
}

}  // namespace carcassonne::abbot
