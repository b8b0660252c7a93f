// Laws over random legal games with Inns & Cathedrals and the River (issue 27),
// played by bench/random_game.cpp from a fixed seed. Every game must be legal
// as its log says it (so a generator that writes nonsense fails here), and:
// (a) its board written as a position (`carcassonne position`) and read back
//     scores the same final events and the same totals as the log;
// (b) `fits` after every prefix of the log lists the move played next, with
//     its follower (and a discarded tile nowhere);
// (c) `explain --player P` lists events that sum to P's score.
#include "random_game.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <numeric>
#include <string>
#include <vector>

#include "carcassonne/io/document_io.hpp"
#include "carcassonne/model/follower_kind.hpp"
#include "carcassonne/query/explain.hpp"
#include "carcassonne/query/fits.hpp"
#include "scenario_support.hpp"

using namespace carcassonne;

namespace {

std::vector<const ScoreEvent*> finals(const Report& r) {
    std::vector<const ScoreEvent*> out;
    for (const ScoreEvent& e : r.events)
        if (e.phase == Phase::Final) out.push_back(&e);
    return out;
}

// (a) The position `carcassonne position LOG` prints, read back alone.
void check_position(const Document& log, const Report& played) {
    const std::string text = write_position(position_after(log).position, "random game");
    INFO(text);
    Report scored = adjudicate(read_document(text, "position.yaml"));
    REQUIRE(scored.violations.empty());
    CHECK(scored.totals() == played.totals());
    auto a = finals(played), b = finals(scored);
    REQUIRE(a.size() == b.size());
    for (std::size_t i = 0; i < a.size(); ++i)
        CHECK(test::event_line(*a[i], log.players) == test::event_line(*b[i], log.players));
    // Everything completed was scored in play: the position's turn scores nothing.
    CHECK(scored.events.size() == b.size());
}

// (b) fits on the board before move n + 1 lists that move; returns whether it
// placed a follower of another kind than the normal one.
bool check_fits(const Document& log, std::size_t n) {
    const Move& next = log.moves[n];
    const Placement& p = next.placement;
    const TileDef& def = log.catalogue[p.tile];
    AdjudicationOptions options;
    options.moves = n;
    FitsAnswer answer = fits(log, p.tile, options);
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
    if (!p.follower) return false;
    int segment = def.segment_for(p.follower->on, p.rot);
    CHECK(std::any_of(fit->followers.begin(), fit->followers.end(),
                      [&](const FeatureRef& f) { return def.segment_for(f, p.rot) == segment; }));
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

}  // namespace

TEST_CASE("random legal games with inns keep the position, fits and explain laws",
          "[random][property][inns]") {
    struct Mix {
        std::vector<std::string> expansions;
        int games;
    };
    const Mix mixes[] = {{{"inns"}, 40}};
    bench::Random random(27);
    int games = 0, prefixes = 0, large_moves = 0, large_final = 0;
    for (const Mix& mix : mixes)
        for (int g = 0; g < mix.games; ++g) {
            bench::RandomGame game = bench::play_random_game(random, mix.expansions);
            INFO("random game " << games + 1 << ":\n" << game.log);
            Document log = read_document(game.log, "random-game.yaml");
            Report played = adjudicate(log);
            REQUIRE(played.violations.empty());
            // The whole box of the base game and the expansion's 18 tiles, less the start.
            CHECK(log.moves.size() == 71 + 18);
            CHECK(game.placed["inns"] + game.discarded["inns"] == 18);
            check_position(log, played);
            for (std::size_t n = 0; n < log.moves.size(); ++n, ++prefixes)
                large_moves += check_fits(log, n);
            check_explain(log, played);
            for (const ScoreEvent* e : finals(played))
                for (const FollowerAt& f : e->evidence.followers)
                    large_final += f.kind != kNormalFollower;
            ++games;
        }
    CHECK(games == 40);
    CHECK(prefixes == 40 * 89);
    // Large followers were placed (144 with this seed), and some stood to the
    // end, in final events (126 followers of such events), not a vacuous law.
    CHECK(large_moves >= 80);
    CHECK(large_final >= 60);
}
