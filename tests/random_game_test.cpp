// Laws over random legal games with Inns & Cathedrals and the River (issue 27),
// played by bench/random_game.cpp from a fixed seed. Every game must be legal
// as its log says it (so a generator that writes nonsense fails here), and:
// (a) its board written as a position (`carcassonne position`) and read back
//     scores the same final events and the same totals as the log;
// (b) `fits` after every prefix of the log lists the move played next, with
//     its follower (and a discarded tile nowhere);
// (c) `explain --player P` lists events that sum to P's score;
// and with the river, its tiles are the first moves, the lake last; with the
// abbot, every abbot taken back is offered by `fits` and scored at once.
#include "random_game.hpp"

#include <algorithm>
#include <bitset>
#include <catch2/catch.hpp>
#include <numeric>
#include <string>
#include <vector>

#include "carcassonne/io/document_io.hpp"
#include "carcassonne/model/area_kind.hpp"
#include "carcassonne/model/follower_kind.hpp"
#include "carcassonne/query/explain.hpp"
#include "carcassonne/query/fits.hpp"
#include "carcassonne/scoring/game.hpp"
#include "position_law.hpp"
#include "scenario_support.hpp"

using namespace carcassonne;

namespace {

// (a) The position `carcassonne position LOG` prints, read back alone.
void check_position(const Document& log, const Report& played) {
    const std::string text = write_position(position_after(log).position, "random game");
    INFO(text);
    Report scored = adjudicate(read_document(text, "position.yaml"));
    test::check_same_final_scoring(played, scored, log.players);
}

// (b) fits on the board before move n + 1 lists that move; returns whether it
// placed a follower of another kind than the normal one.
bool check_fits(const Document& log, std::size_t n) {
    const Move& next = log.moves[n];
    const Placement& p = next.placement;
    const TileDef& def = log.catalogue[p.tile];
    AdjudicationOptions options;
    options.moves = n;
    FitsAnswer answer = fits(log, p.tile, options, std::nullopt, p.marks);
    INFO("fits " << def.id << " after move " << n);
    REQUIRE(answer.violations.empty());
    REQUIRE(!answer.not_now);
    if (next.discard) {
        CHECK(answer.placements.empty());  // discarded: it fitted nowhere
        return false;
    }
    // Only the first of the rotations that lay the same tile is listed.
    auto fit = std::find_if(answer.placements.begin(), answer.placements.end(), [&](const Fit& f) {
        return f.at == p.at && f.rot == def.first_same_rotation(p.rot);
    });
    REQUIRE(fit != answer.placements.end());
    // A figure taken back (return: abbot): fits listed its square, on the
    // board and for this placement.
    for (const Action& a : next.actions) {
        auto offered = [&](const std::vector<FigureReturn>& returns) {
            return std::any_of(returns.begin(), returns.end(), [&](const FigureReturn& r) {
                return a.at ? std::count(r.from.begin(), r.from.end(), *a.at) == 1
                            : r.from.size() == 1;
            });
        };
        CHECK(offered(answer.returns));
        CHECK(offered(fit->returns));
    }
    if (!p.follower) return false;
    // The tile as its copy shows it (a garden copy has its garden).
    const TileDef& shown = log.catalogue.with_areas(
        p.tile, areas_shown(p.marks.value_or(def.marks), areas_played(log.rules)));
    int segment = shown.segment_for(p.follower->on, p.rot);
    REQUIRE(segment >= 0);
    auto on_segment = [&](const FeatureRef& f) { return shown.segment_for(f, p.rot) == segment; };
    // A kind with places of its own (a builder, a pig) is listed among the figures.
    auto own = std::find_if(fit->figures.begin(), fit->figures.end(),
                            [&](const auto& k) { return k.first == p.follower->kind; });
    if (own != fit->figures.end())
        CHECK(std::any_of(own->second.begin(), own->second.end(), on_segment));
    else
        CHECK(std::any_of(fit->followers.begin(), fit->followers.end(), on_segment));
    if (p.follower->kind == kNormalFollower) return false;
    auto kind = std::find_if(answer.kind_supplies.begin(), answer.kind_supplies.end(),
                             [&](const auto& k) { return k.first == p.follower->kind; });
    REQUIRE(kind != answer.kind_supplies.end());
    CHECK(kind->second.value_or(0) > 0);
    return true;
}

// (c) Each player's events, as explain lists them, sum to the player's total.
void check_explain(const Document& log, const Report& played) {
    for (std::size_t p = 0; p < log.players.size(); ++p) {
        ExplainRequest request;
        request.player = log.players[p];
        Explanation x = explain(log, request);
        REQUIRE(x.player);
        std::int64_t sum = 0;
        for (std::size_t i : x.player->events) {
            CHECK(x.report.events[i].player == p);
            sum += x.report.events[i].points;
        }
        INFO("explain --player " << log.players[p]);
        CHECK(sum == played.totals()[p]);
        CHECK(x.player->total == played.totals()[p]);
    }
}

bool listed(const std::vector<std::string>& expansions, const char* name) {
    return std::find(expansions.begin(), expansions.end(), name) != expansions.end();
}

// The games of one set of expansions a test plays.
struct Mix {
    std::vector<std::string> expansions;
    int games;
};

// One random game, legal, and the laws every mix keeps: (a), (b) after every
// prefix (`prefixes` counts them, `figures` the moves whose follower was not
// a normal one) and (c).
struct CheckedGame {
    bench::RandomGame game;
    Document log;
    Report played;
};
CheckedGame play_checked(bench::Random& random, const std::vector<std::string>& expansions,
                         int number, int& prefixes, int& figures) {
    bench::RandomGame game = bench::play_random_game(random, expansions);
    INFO("random game " << number << ":\n" << game.log);
    Document log = read_document(game.log, "random-game.yaml");
    Report played = adjudicate(log);
    REQUIRE(played.violations.empty());
    check_position(log, played);
    for (std::size_t n = 0; n < log.moves.size(); ++n, ++prefixes) figures += check_fits(log, n);
    check_explain(log, played);
    return {std::move(game), std::move(log), std::move(played)};
}

// With the river, the first moves play its 11 tiles besides the spring, each
// placed or discarded: the middle ones, then the lake (river.order). Returns
// how many were placed.
int check_river(const Document& log, bench::RandomGame& game) {
    CHECK(game.placed["river"] + game.discarded["river"] == 11);
    REQUIRE(log.moves.size() > 11);
    int placed = 0;
    for (std::size_t i = 0; i < 11; ++i) {
        const TileDef& def = log.catalogue[log.moves[i].placement.tile];
        INFO("move " << i + 1 << ": " << def.id);
        CHECK(def.expansion == "river");
        // The lake, whose river reaches one edge, last.
        CHECK((std::bitset<4>(def.line_edges).count() == 1) == (i == 10));
        placed += !log.moves[i].discard;
    }
    return placed;
}

}  // namespace

TEST_CASE("random legal games with inns and river keep the position, fits and explain laws",
          "[random][property][inns][river]") {
    const Mix mixes[] = {{{"inns", "river"}, 24}, {{"inns"}, 8}, {{"river"}, 8}};
    bench::Random random(27);
    int games = 0, prefixes = 0, large_moves = 0, large_final = 0, river_games = 0,
        river_placed = 0, discards = 0;
    for (const Mix& mix : mixes)
        for (int g = 0; g < mix.games; ++g) {
            auto [game, log, played] =
                play_checked(random, mix.expansions, games + 1, prefixes, large_moves);
            INFO("random game " << games + 1 << ":\n" << game.log);
            const bool inns = listed(mix.expansions, "inns"),
                       river = listed(mix.expansions, "river");
            // The whole box less the start tile: the base game's 72, the 18 of
            // inns; with the river its 12 and all 4 D, the spring starting.
            CHECK(log.moves.size() == 71u + (inns ? 18u : 0u) + (river ? 12u : 0u));
            if (inns) CHECK(game.placed["inns"] + game.discarded["inns"] == 18);
            if (river) river_placed += check_river(log, game), ++river_games;
            for (const Move& m : log.moves) discards += m.discard;
            for (const ScoreEvent* e : test::final_events(played))
                for (const FollowerAt& f : e->evidence.followers)
                    large_final += f.kind != kNormalFollower;
            ++games;
        }
    CHECK(games == 40);
    CHECK(river_games == 32);
    // 24 x (71 + 18 + 12) + 8 x (71 + 18) + 8 x (71 + 12)
    CHECK(prefixes == 24 * 101 + 8 * 89 + 8 * 83);
    // Not a vacuous law (this seed: 119 large followers placed, 108 followers
    // of final events large, 350 of the 352 river tiles placed, 3 discards).
    CHECK(large_moves >= 80);
    CHECK(large_final >= 60);
    CHECK(river_placed >= 300);
    CHECK(discards >= 1);
}

namespace {

// The moves of a log that were bonus moves (builder.double-turn), replayed.
int bonus_moves(const Document& log) {
    Game game(log);
    REQUIRE(!game.place_start(log.start));
    int out = 0;
    for (std::size_t n = 0; n < log.moves.size(); ++n) {
        MoveResult r = game.play(log.moves[n], static_cast<std::int64_t>(n) + 1);
        REQUIRE(r.legal());
        out += !r.bonus.empty();
    }
    return out;
}

}  // namespace

TEST_CASE("random legal games with traders keep the position, fits and explain laws",
          "[random][property][traders]") {
    const Mix mixes[] = {{{"traders"}, 12}, {{"inns", "traders"}, 8}};
    bench::Random random(35);
    int games = 0, prefixes = 0, figures = 0, awards = 0, tied = 0, bonus = 0, pigs = 0,
        builders = 0;
    for (const Mix& mix : mixes)
        for (int g = 0; g < mix.games; ++g) {
            auto [game, log, played] =
                play_checked(random, mix.expansions, games + 1, prefixes, figures);
            INFO("random game " << games + 1 << ":\n" << game.log);
            const bool inns = listed(mix.expansions, "inns");
            // The whole box less the start tile: 71, the 24 of traders, the 18 of inns.
            CHECK(log.moves.size() == 71u + 24u + (inns ? 18u : 0u));
            CHECK(game.placed["traders"] + game.discarded["traders"] == 24);
            for (const ScoreEvent& e : played.events) {
                awards += e.rule == "trade.award";
                tied += e.rule == "trade.final" && e.detail.find("tied") != std::string::npos;
                pigs += e.rule == "pig.final";
            }
            bonus += bonus_moves(log);
            builders += static_cast<int>(game.followers["builder"]);
            ++games;
        }
    CHECK(games == 20);
    // 12 x (71 + 24) + 8 x (71 + 24 + 18)
    CHECK(prefixes == 12 * 95 + 8 * 113);
    // Not a vacuous law (this seed: 56 figures of the expansions' kinds placed,
    // 10 of them builders, 21 goods awards, 2 tied majorities, 2 bonus moves,
    // 4 pig events).
    INFO("figures " << figures << ", builders " << builders << ", goods awarded " << awards
                    << ", tied majorities " << tied << ", bonus moves " << bonus << ", pig events "
                    << pigs);
    CHECK(figures >= 50);
    CHECK(builders >= 8);
    CHECK(awards >= 18);
    CHECK(tied >= 1);
    CHECK(bonus >= 1);
    CHECK(pigs >= 3);
}

TEST_CASE("random legal games with the abbot keep the position, fits and explain laws",
          "[random][property][abbot]") {
    const Mix mixes[] = {{{"abbot"}, 12}, {{"river", "abbot"}, 8}};
    bench::Random random(36);
    int games = 0, prefixes = 0, figures = 0, completed = 0, final_gardens = 0, returned = 0,
        garden_abbots = 0;
    for (const Mix& mix : mixes)
        for (int g = 0; g < mix.games; ++g) {
            auto [game, log, played] =
                play_checked(random, mix.expansions, games + 1, prefixes, figures);
            INFO("random game " << games + 1 << ":\n" << game.log);
            const bool river = listed(mix.expansions, "river");
            // The whole box less the start tile: 71, with the river its 12
            // (garden copies are copies of these, not more tiles).
            CHECK(log.moves.size() == 71u + (river ? 12u : 0u));
            if (river) check_river(log, game);
            // The box's garden copies, each drawn once: E, H, I, M, N, R, U, V,
            // and RV-09 with the river.
            int copies = 0;
            for (const Move& m : log.moves) copies += m.placement.marks.has_value();
            CHECK(copies == 8 + (river ? 1 : 0));
            int returns = 0;
            for (const ScoreEvent& e : played.events) {
                completed += e.rule == "garden.completed";
                final_gardens += e.rule == "garden.final";
                returns += e.rule == "abbot.return";
                garden_abbots += e.evidence.feature &&
                                 e.evidence.feature->on.kind != SegmentKind::Monastery &&
                                 e.rule == "abbot.return";
            }
            // Each move that takes the abbot back scores it at once.
            CHECK(returns == static_cast<int>(game.returned));
            returned += returns;
            ++games;
        }
    CHECK(games == 20);
    // 12 x 71 + 8 x (71 + 12)
    CHECK(prefixes == 12 * 71 + 8 * 83);
    INFO("abbots placed " << figures << ", gardens completed " << completed
                          << ", gardens scored at the end " << final_gardens
                          << ", abbots taken back " << returned << " (from a garden "
                          << garden_abbots << ")");
    // Not a vacuous law, and the generator's counts held exactly (seed 36): 66
    // abbots placed, 1 garden completed, 20 gardens scored at the end, 35
    // abbots taken back, 25 of them from a garden.
    CHECK(figures == 66);
    CHECK(completed == 1);
    CHECK(final_gardens == 20);
    CHECK(returned == 35);
    CHECK(garden_abbots == 25);
}
