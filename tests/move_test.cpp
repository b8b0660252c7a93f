// `score --move N` and `--running` against the whole game: for every N of one
// full game, the board after N moves scores (without the final scoring) exactly
// the events of the whole log up to move N, and the running totals say the same.
#include <yaml-cpp/yaml.h>

#include <catch2/catch.hpp>
#include <map>
#include <string>

#include "scenario_support.hpp"

using carcassonne::test::run_binary;

namespace {

const char* const kGame = "scenarios/logs/full-game-72.yaml";

YAML::Node score_json(const std::string& args) {
    auto run = run_binary("score --format json " + args);
    INFO("carcassonne score --format json " << args << "\nstderr: " << run.err);
    REQUIRE(run.exit == 0);
    return YAML::Load(run.out);
}

// Each player's points from the play-phase events up to move n.
std::map<std::string, long long> sums_up_to(const YAML::Node& events, long long n) {
    std::map<std::string, long long> sum;
    for (const auto& e : events)
        if (e["phase"].as<std::string>() == "play" && e["turn"].as<long long>() <= n)
            sum[e["player"].as<std::string>()] += e["points"].as<long long>();
    return sum;
}

}  // namespace

TEST_CASE("score --move N for every N equals the whole log's events up to move N",
          "[commands][move]") {
    const YAML::Node whole = score_json(std::string("--running ") + kGame);
    const YAML::Node events = whole["events"];
    const YAML::Node running = whole["running"];
    REQUIRE(running.size() == 71);  // one entry per move
    long long scored = 0;           // play events of the whole log seen so far
    for (long long n = 0; n <= 71; ++n) {
        INFO("--move " << n);
        YAML::Node cut =
            score_json("--no-final --move " + std::to_string(n) + " " + std::string(kGame));
        auto want = sums_up_to(events, n);
        for (const char* player : {"red", "blue"}) {
            INFO(player);
            CHECK(cut["totals"][player].as<long long>() == want[player]);
            if (n > 0) {
                CHECK(running[n - 1]["turn"].as<long long>() == n);
                CHECK(running[n - 1]["totals"][player].as<long long>() == want[player]);
            }
        }
        // The same events, in the same order, with the same evidence.
        while (scored < static_cast<long long>(events.size()) &&
               events[scored]["phase"].as<std::string>() == "play" &&
               events[scored]["turn"].as<long long>() <= n)
            ++scored;
        REQUIRE(cut["events"].size() == static_cast<std::size_t>(scored));
        for (long long i = 0; i < scored; ++i)
            CHECK(YAML::Dump(cut["events"][i]) == YAML::Dump(events[i]));
    }
    // The game scores something in play, so the comparison above is not empty.
    CHECK(scored >= 3);
}

TEST_CASE("score --move keeps the final scoring unless --no-final", "[commands][move]") {
    // After move 2 of complete-two-features: red's thief on W-D (2 tiles, open),
    // blue's knight on the city D + N (2 tiles, 0 arms, open at N's east edge).
    YAML::Node cut = score_json("--move 2 scenarios/logs/complete-two-features.yaml");
    CHECK(cut["totals"]["red"].as<int>() == 2);   // base.final.road: 2 tiles x 1
    CHECK(cut["totals"]["blue"].as<int>() == 2);  // base.final.city: 2 tiles x 1 + 0 arms
    YAML::Node none = score_json("--no-final --move 2 scenarios/logs/complete-two-features.yaml");
    CHECK(none["events"].size() == 0);
}

TEST_CASE("score --move refuses a position and a move beyond the log", "[commands][move]") {
    auto position = run_binary("score --move 1 scenarios/base/quickstart.yaml");
    CHECK(position.exit == 2);
    CHECK(position.out.empty());
    CHECK(position.err ==
          "carcassonne: error: --move 1: scenarios/base/quickstart.yaml is a position; --move "
          "counts the moves of a game log\n");
    auto beyond = run_binary("score --move 5 scenarios/logs/complete-two-features.yaml");
    CHECK(beyond.exit == 2);
    CHECK(beyond.err ==
          "carcassonne: error: --move 5: scenarios/logs/complete-two-features.yaml has 4 moves "
          "(--move 0 to 4)\n");
    auto negative = run_binary("score --move -1 scenarios/logs/complete-two-features.yaml");
    CHECK(negative.exit == 2);
}

TEST_CASE("score --running: one JSON entry per move, text rows for scoring turns and the end",
          "[commands][running]") {
    // complete-two-features: only move 4 scores (red road 4, blue city 6); nothing at the end.
    YAML::Node r = score_json("--running scenarios/logs/complete-two-features.yaml");
    REQUIRE(r["running"].size() == 4);
    for (int n = 0; n < 3; ++n) {
        CHECK(r["running"][n]["turn"].as<int>() == n + 1);
        CHECK(r["running"][n]["totals"]["red"].as<int>() == 0);
        CHECK(r["running"][n]["totals"]["blue"].as<int>() == 0);
    }
    CHECK(r["running"][3]["totals"]["red"].as<int>() == 4);
    CHECK(r["running"][3]["totals"]["blue"].as<int>() == 6);
    // A position is one turn (turn null): quickstart's play turn gives blue the
    // road (3) and red the city (4); the final scoring adds red 2 + 5, blue 3.
    auto text = run_binary("score --running scenarios/base/quickstart.yaml");
    // Red leads after the turn of play (4 to 3, from 0 to 0: a change) and still at the end.
    CHECK(text.out.find("Running totals\n"
                        "   turn     red   blue  leader\n"
                        "   -          4      3  red  <- lead changes\n"
                        "   final     11      6  red\n") != std::string::npos);
    // Without --running there is no such key nor table.
    CHECK(run_binary("score --format json scenarios/base/quickstart.yaml").out.find("running") ==
          std::string::npos);
}

TEST_CASE("score --running: the leaders of each entry, a discard's entry included",
          "[commands][running]") {
    // messages/running-lead-changes (its comments work the scores out): red 4
    // at move 1, the discard is move 2, blue 4 at 5 (tied), 2 at 7 (blue
    // leads), 2 at 9; red 4 at the end.
    YAML::Node r = score_json("--running scenarios/messages/running-lead-changes.yaml");
    const YAML::Node running = r["running"];
    REQUIRE(running.size() == 9);  // moves 1 to 9, the discard (move 2) too
    const std::vector<std::pair<int, int>> totals{{4, 0}, {4, 0}, {4, 0}, {4, 0}, {4, 4},
                                                  {4, 4}, {4, 6}, {4, 6}, {4, 8}};
    const std::vector<std::vector<std::string>> leaders{{"red"},  {"red"},         {"red"},
                                                        {"red"},  {"red", "blue"}, {"red", "blue"},
                                                        {"blue"}, {"blue"},        {"blue"}};
    for (std::size_t i = 0; i < running.size(); ++i) {
        INFO("move " << i + 1);
        CHECK(running[i]["turn"].as<std::size_t>() == i + 1);
        CHECK(running[i]["totals"]["red"].as<int>() == totals[i].first);
        CHECK(running[i]["totals"]["blue"].as<int>() == totals[i].second);
        CHECK(running[i]["leaders"].as<std::vector<std::string>>() == leaders[i]);
    }
}
