// Explaining a feature or a player: the facts of the board the adjudication
// leaves, and the events it wrote about them. The points, their arithmetic and
// who won the majority all come from the scoring code (the events' formula and
// evidence, majority()); the expansions add their words through the hook table.
#include "carcassonne/query/explain.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <set>

#include "carcassonne/model/rule_ids.hpp"
#include "carcassonne/model/suggest.hpp"
#include "carcassonne/scoring/scoring.hpp"
#include "query/explain_hooks.hpp"

namespace carcassonne {
namespace {

std::string list_of_players(const std::vector<std::string>& players) {
    std::string out;
    for (const std::string& p : players) out += (out.empty() ? "" : ", ") + p;
    return out;
}

PlayerId find_player(const Document& doc, const std::string& name) {
    for (std::size_t p = 0; p < doc.players.size(); ++p)
        if (doc.players[p] == name) return static_cast<PlayerId>(p);
    std::string guess = did_you_mean_sentence(nearest(name, doc.players));
    throw RequestError(fmt::format("--player {}: no such player in {} ({}{}players: {})", name,
                                   doc.file, guess, guess.empty() ? "" : " ",
                                   list_of_players(doc.players)));
}

// Where the board lies, for a square that holds no tile.
std::string board_extent(const Board& board) {
    if (board.tile_count() == 0) return "the board is empty";
    Pos lo = board.tile(TileIndex(0)).at, hi = lo;
    for (std::uint32_t t = 1; t < board.tile_count(); ++t) {
        Pos p = board.tile(TileIndex(t)).at;
        lo = {std::min(lo.x, p.x), std::min(lo.y, p.y)};
        hi = {std::max(hi.x, p.x), std::max(hi.y, p.y)};
    }
    return fmt::format("its {} {} at x {} to {}, y {} to {}", board.tile_count(),
                       board.tile_count() == 1 ? "tile lies" : "tiles lie", lo.x, hi.x, lo.y, hi.y);
}

// The feature roots a request names: one feature, or every feature of a tile.
std::vector<SegmentId> requested_features(const Document& doc, const Board& board,
                                          const ExplainRequest& request,
                                          const std::string& moment) {
    auto tile = board.tile_at(*request.at);
    if (!tile)
        throw RequestError(fmt::format("--at {}: no tile there in {}{}; {}", to_string(*request.at),
                                       doc.file, moment, board_extent(board)));
    if (!request.on) return board.features_on(*tile);
    SegmentId s = board.segment(*tile, *request.on);
    if (s == kNoSegment) {
        const PlacedTile& t = board.tile(*tile);
        const TileDef& def = board.def_of(*tile);
        throw RequestError(fmt::format("--on {}: tile {} at {} (rot {}) has no {}; it has: {}",
                                       describe(*request.on), def.id, to_string(t.at), 90 * t.rot,
                                       describe_at(*request.on), def.describe(t.rot)));
    }
    return {board.graph().find(s)};
}

// Whether an event is about the feature whose root is `root`.
bool about(const Board& board, const ScoreEvent& e, SegmentId root) {
    if (!e.evidence.feature) return false;
    SegmentId s = board.segment_at(e.evidence.feature->at, e.evidence.feature->on);
    return s != kNoSegment && board.graph().find(s) == root;
}

// Followers per player, the most first (ties in turn order), and the majority
// holders by the scoring code's own rule.
void decide(const std::vector<FollowerAt>& followers, int players, FeatureExplanation& out) {
    std::array<int, kMaxPlayers> counts{};
    for (const FollowerAt& f : followers) counts[f.player] += follower_weight(f.kind);
    for (int p = 0; p < players; ++p)
        if (counts[p] > 0) {
            FollowerCount c{static_cast<PlayerId>(p), {}, {}, counts[p]};
            for (const FollowerAt& f : followers)
                if (f.player == p) {
                    c.places.push_back(f.place);
                    c.kinds.push_back(f.kind);
                }
            out.followers.push_back(std::move(c));
        }
    std::stable_sort(
        out.followers.begin(), out.followers.end(),
        [](const FollowerCount& a, const FollowerCount& b) { return a.weight > b.weight; });
    out.winners = majority(counts, players);
}

// What a house rule (options:) changes about a feature, one sentence.
std::optional<std::string> house_note(const Ruleset& rules, const Feature& f) {
    if (f.kind != SegmentKind::Field) return std::nullopt;
    switch (rules.farms) {
        case FarmReading::EachField:
            return std::nullopt;
        case FarmReading::CityOnce:
            return fmt::format(
                "farms: city-once: a player scores each completed city once, through the first "
                "field around it (in event order) that the player wins ({})",
                rule::kFarmsCityOnce);
        case FarmReading::CityMajority:
            return fmt::format(
                "farms: city-majority: each completed city goes to the players with the most "
                "farmers in all the fields around it, 4 points each ({})",
                rule::kFarmsCityMajority);
        case FarmReading::None:
            return fmt::format("farms: none: fields take no follower and are never scored ({})",
                               rule::kFarmsNone);
    }
    return std::nullopt;
}

struct Context {
    const Document& doc;
    const Game& game;
    const Report& report;
    bool final_ran;                                   // the report holds the final scoring
    std::optional<std::vector<ScoreEvent>> if_ended;  // the final scoring, had the game ended now
};

// The events about the feature: those the report holds and, when the final
// scoring did not run, those it would give if the game ended now.
void add_events(Context& c, SegmentId root, FeatureExplanation& out) {
    const Board& board = c.game.board();
    for (const ScoreEvent& e : c.report.events)
        if (about(board, e, root)) (e.phase == Phase::Play ? out.play : out.final).push_back(e);
    if (!c.final_ran && (c.doc.kind == DocumentKind::Log || c.report.violations.empty())) {
        if (!c.if_ended) c.if_ended = c.game.final_scoring();
        for (const ScoreEvent& e : *c.if_ended)
            if (about(board, e, root)) out.final.push_back(e);
        out.final_if_ended = true;
    }
}

// Who holds the feature and who scores it: the followers as they stood when
// it scored (else as they stand), the majority, and an expansion's overrule.
void add_scorers(Context& c, SegmentId root, FeatureExplanation& out) {
    std::vector<FollowerAt> followers;
    if (!out.play.empty()) {
        followers = out.play.front().evidence.followers;  // as they stood when it scored
        out.followers_when_scored = true;
    } else {
        for (const FollowerPlace& p : c.game.board().followers_of(root))
            followers.push_back({p.player, p.place, p.kind});
    }
    decide(followers, c.game.players(), out);
    if (out.majority_by_city) out.winners.clear();  // no field majority decides anything
    ScorersOverrule overrule;
    for (const ExpansionDef* e : expansions()) {
        if (!e->explain || !e->explain->explain_scorers || !c.doc.rules.has(*e)) continue;
        if (!e->explain->explain_scorers(out.play, overrule)) continue;
        out.winners = std::move(overrule.players);
        out.winners_rule = std::string(overrule.rule);
        out.winners_reason = std::move(overrule.reason);
        break;
    }
}

// The cities a field borders. Under farms: city-majority each completed city
// has its own majority, read off that city's events (which name the first
// field around the city as their feature, maybe not this one).
void add_bordering_cities(Context& c, SegmentId root, FeatureExplanation& out) {
    const Board& board = c.game.board();
    const FeatureGraph& graph = board.graph();
    const std::vector<ScoreEvent>& finals = out.final_if_ended ? *c.if_ended : c.report.events;
    auto city_of = [&](const ScoreEvent& e) {
        if (e.rule != rule::kFarmsCityMajority || e.evidence.cities.empty()) return kNoSegment;
        const SegmentPlace& p = e.evidence.cities[0].place;
        SegmentId s = board.segment_at(p.at, p.on);
        return s == kNoSegment ? s : graph.find(s);
    };
    // Each completed city's events, found once (a field borders any number).
    std::map<SegmentId, std::vector<const ScoreEvent*>> by_city;
    if (out.majority_by_city)
        for (const ScoreEvent& e : finals)
            if (SegmentId city = city_of(e); city != kNoSegment) by_city[city].push_back(&e);
    for (const BorderingCity& city : board.bordering_cities(root)) {
        CityFacts facts{board.place_of(graph.feature(city.feature).first_segment),
                        city.completed,
                        city.tiles,
                        board.open_edges(city.feature),
                        {},
                        {}};
        if (out.majority_by_city && city.completed)
            if (auto events = by_city.find(city.feature); events != by_city.end())
                for (const ScoreEvent* e : events->second) {
                    facts.farmers = e->evidence.farmers;
                    facts.winners.push_back(e->player);
                }
        out.cities.push_back(std::move(facts));
    }
}

// What a house rule and the expansions played say of the feature.
void add_notes(Context& c, SegmentId root, const Feature& f, FeatureExplanation& out) {
    if (auto note = house_note(c.doc.rules, f)) out.notes.push_back({"house rule", *note});
    ScoringContext ctx(c.game.board(), c.doc.rules, c.game.players());
    ctx.scoring_turns = c.game.scoring_turns();
    ctx.names = &c.doc.players;
    for (const ExpansionDef* e : expansions()) {
        if (!e->explain || !e->explain->explain_feature || !c.doc.rules.has(*e)) continue;
        std::vector<std::string> notes;
        e->explain->explain_feature(ctx, root, notes);
        for (std::string& n : notes) out.notes.push_back({std::string(e->name), std::move(n)});
    }
}

FeatureExplanation explain_feature(Context& c, SegmentId root) {
    const Board& board = c.game.board();
    const Feature& f = board.graph().feature(root);
    FeatureExplanation out;
    out.feature = board.place_of(f.first_segment);
    out.kind = f.kind;
    out.completed = f.completed();
    out.tiles = board.positions(board.tiles_of(root));
    if (f.kind == SegmentKind::Road || f.kind == SegmentKind::City)
        out.open = board.open_edges(root);
    out.arms = f.arms;
    out.majority_by_city =
        f.kind == SegmentKind::Field && c.doc.rules.farms == FarmReading::CityMajority;
    add_events(c, root, out);
    add_scorers(c, root, out);
    if (f.kind == SegmentKind::Field) add_bordering_cities(c, root, out);
    if (is_area(f.kind)) {
        std::array<Pos, 8> around;
        int n = surrounding(out.feature.at, around);
        for (int k = 0; k < n; ++k)
            out.neighbours.push_back({around[k], board.tile_at(around[k]).has_value()});
    }
    add_notes(c, root, f, out);
    return out;
}

// The key of one feature's scoring: where, when.
std::string scoring_key(const ScoreEvent& e) {
    return fmt::format("{} {} {} {}", to_string(e.evidence.feature->at),
                       describe(e.evidence.feature->on), name(e.phase),
                       e.turn ? std::to_string(*e.turn) : "-");
}

PlayerExplanation explain_player(const Report& report, PlayerId player) {
    PlayerExplanation out;
    out.player = player;
    out.breakdown = report.breakdown()[player];
    out.total = report.totals()[player];
    std::set<std::string> scored, outvoted;
    for (std::size_t i = 0; i < report.events.size(); ++i)
        if (report.events[i].player == player) {
            out.events.push_back(i);
            if (report.events[i].evidence.feature) scored.insert(scoring_key(report.events[i]));
        }
    for (std::size_t i = 0; i < report.events.size(); ++i) {
        const ScoreEvent& e = report.events[i];
        if (!e.evidence.feature) continue;
        bool stood = std::any_of(e.evidence.followers.begin(), e.evidence.followers.end(),
                                 [&](const FollowerAt& f) { return f.player == player; }) ||
                     (static_cast<std::size_t>(player) < e.evidence.farmers.size() &&
                      e.evidence.farmers[player] > 0);
        std::string key = scoring_key(e);
        if (stood && !scored.count(key) && outvoted.insert(key).second) out.outvoted.push_back(i);
    }
    for (const ExpansionDef* e : expansions())
        if (e->explain && e->explain->explain_player && report.rules.has(*e) &&
            e->id < report.states.size())
            e->explain->explain_player(report, report.states[e->id], player, out.notes);
    return out;
}

}  // namespace

Explanation explain(const Document& doc, const ExplainRequest& request) {
    if (request.moves)
        if (auto problem = move_option_problem(doc, *request.moves)) throw RequestError(*problem);
    std::optional<PlayerId> player;
    if (request.player) player = find_player(doc, *request.player);
    AdjudicationOptions options;
    options.moves = request.moves;
    Adjudicated run = adjudicate_game(doc, options);
    Explanation out;
    out.report = std::move(run.report);
    out.moves = request.moves;
    out.log_moves = doc.moves.size();
    std::unique_ptr<Game> game = std::move(run.game);
    const Report& report = out.report;
    if (doc.kind == DocumentKind::Log && !report.violations.empty() &&
        report.violations.back().move) {
        // A refused move may have left its tile: explain the board before it.
        AdjudicationOptions before;
        before.final_scoring = false;
        before.moves = static_cast<std::uint64_t>(*report.violations.back().move - 1);
        game = adjudicate_game(doc, before).game;
    }
    if (request.at) {
        std::string moment =
            request.moves ? fmt::format(" after move {}", *request.moves) : std::string();
        bool final_ran = report.violations.empty() && doc.end;
        Context c{doc, *game, report, final_ran, std::nullopt};
        for (SegmentId root : requested_features(doc, game->board(), request, moment))
            out.features.push_back(explain_feature(c, root));
    }
    if (player) out.player = explain_player(report, *player);
    return out;
}

}  // namespace carcassonne
