// `carcassonne explain` and `carcassonne position` beyond the pinned texts of
// scenarios/explain/: the explanation is the same source of truth as scoring
// (every event of every scenario is found again under its feature), bad
// requests exit 2 and say what there is instead, and the JSON forms.
#include "carcassonne/query/explain.hpp"

#include <yaml-cpp/yaml.h>

#include <catch2/catch.hpp>
#include <map>
#include <set>
#include <string>

#include "carcassonne/report/render.hpp"
#include "scenario_support.hpp"

using namespace carcassonne;
using carcassonne::test::run_binary;

namespace {

// One event as a line, with what the explanation must keep of it.
std::string line(const ScoreEvent& e) {
    std::string out = std::to_string(e.player) + " " + std::string(name(e.phase)) + " " +
                      std::to_string(e.points) + " " + std::string(e.rule) + " " + e.formula;
    if (e.turn) out += " turn " + std::to_string(*e.turn);
    return out;
}

}  // namespace

TEST_CASE("explaining every tile finds every event of the adjudication under its feature",
          "[explain][property]") {
    int documents = 0;
    for (const std::string& path : test::scenario_files()) {
        std::optional<Document> read = test::read_scenario(path);
        if (!read) continue;  // the corpus's unreadable documents
        Document& doc = *read;
        Report report = adjudicate(doc);
        if (doc.kind == DocumentKind::Position && !report.violations.empty()) continue;
        INFO("scenario " << path);
        // Every square the board holds (a refused move's tile is not on the explained board).
        std::vector<Pos> squares;
        if (doc.kind == DocumentKind::Position)
            for (const Placement& p : doc.board) squares.push_back(p.at);
        else {
            squares.push_back(doc.start.at);
            std::size_t legal = report.moves_played;
            for (std::size_t m = 0; m < legal; ++m)
                if (!doc.moves[m].discard) squares.push_back(doc.moves[m].placement.at);
        }
        std::multiset<std::string> explained;
        std::set<std::string> seen;  // a feature spans several tiles: count it once
        for (Pos at : squares) {
            ExplainRequest request;
            request.at = at;
            Explanation x = explain(doc, request);
            CHECK(x.report.totals() == report.totals());
            for (const FeatureExplanation& f : x.features) {
                std::string key = to_string(f.feature.at) + describe(f.feature.on);
                if (!seen.insert(key).second) continue;
                for (const ScoreEvent& e : f.play) explained.insert(line(e));
                if (!f.final_if_ended)
                    for (const ScoreEvent& e : f.final) explained.insert(line(e));
            }
        }
        std::multiset<std::string> scored;
        // An event of no feature (an expansion's majority of tokens at the end)
        // is explained per player, not under a feature.
        for (const ScoreEvent& e : report.events)
            if (e.evidence.feature) scored.insert(line(e));
        CHECK(explained == scored);
        ++documents;
    }
    CHECK(documents >= 100);
}

TEST_CASE("explain refuses what names nothing, and says what there is", "[explain][commands]") {
    struct Case {
        const char* args;
        const char* error;
    };
    const Case cases[] = {
        {"explain --at 5,5 scenarios/explain/contested-city.yaml",
         "carcassonne: error: --at [5, 5]: no tile there in scenarios/explain/contested-city.yaml; "
         "its 4 tiles lie at x -1 to 2, y 0 to 0\n"},
        {"explain --at 0,0 --on 'road N' scenarios/explain/contested-city.yaml",
         "carcassonne: error: --on road N: tile F at [0, 0] (rot 0) has no road at N; it has: "
         "city E W; field Nw Ne; field Se Sw\n"},
        {"explain --player green scenarios/explain/contested-city.yaml",
         "carcassonne: error: --player green: no such player in "
         "scenarios/explain/contested-city.yaml (players: red, blue)\n"},
        {"explain --player red --move 9 scenarios/explain/player.yaml",
         "carcassonne: error: --move 9: scenarios/explain/player.yaml has 8 moves (--move 0 to "
         "8)\n"},
        {"explain --player red --move 1 scenarios/explain/contested-city.yaml",
         "carcassonne: error: --move 1: scenarios/explain/contested-city.yaml is a position; "
         "--move counts the moves of a game log\n"},
        {"explain scenarios/explain/contested-city.yaml",
         "carcassonne: error: explain needs --at X,Y (a tile, or one feature with --on) or "
         "--player NAME\n"},
        {"explain --at 0 scenarios/explain/contested-city.yaml",
         "carcassonne: error: --at '0': a square reads X,Y, such as 3,-1\n"},
        {"explain --at 0,0 --on 'city' scenarios/explain/contested-city.yaml",
         "carcassonne: error: --on 'city': a feature reads 'road E', 'city N', 'field Nw' or "
         "'monastery' (did you mean 'city N', 'city E', 'city S' or 'city W'?)\n"},
        {"position scenarios/explain/contested-city.yaml",
         "carcassonne: error: scenarios/explain/contested-city.yaml is a position already; "
         "`carcassonne position` reads a game log\n"},
        {"position --move 9 scenarios/explain/player.yaml",
         "carcassonne: error: --move 9: scenarios/explain/player.yaml has 8 moves (--move 0 to "
         "8)\n"},
    };
    for (const Case& c : cases) {
        auto run = run_binary(c.args);
        INFO("carcassonne " << c.args);
        CHECK(run.exit == 2);
        CHECK(run.out.empty());
        CHECK(run.err == c.error);
    }
    // --on without --at, and --at with --player, are refused by the command line.
    CHECK(run_binary("explain --on 'city E' scenarios/explain/contested-city.yaml").exit == 2);
    CHECK(run_binary("explain --at 0,0 --player red scenarios/explain/contested-city.yaml").exit ==
          2);
}

TEST_CASE("explain --at alone explains every feature of the tile", "[explain][commands]") {
    // F at [0, 0] of contested-city: its city (the whole city, named by E[-1,0]'s
    // segment), its north field and its south field.
    auto run = run_binary("explain --at 0,0 scenarios/explain/contested-city.yaml");
    REQUIRE(run.exit == 0);
    CHECK(run.out.find("city E at [-1, 0]: a completed city of 4 tiles\n") == 0);
    CHECK(run.out.find("\n\nfield Nw at [0, 0]: a field of 1 tile\n") != std::string::npos);
    CHECK(run.out.find("\n\nfield Se at [0, 0]: a field of 1 tile\n") != std::string::npos);
}

TEST_CASE("explain --move N explains the board after N moves", "[explain][commands]") {
    // player.yaml after move 5: D + G90 + R180 + N180 + E[1,1] are one city
    // (N180 joined blue's cap to red's city), still open at R180's W edge;
    // E[-1,1]'s cap joins only at move 6. Red 1 (G90) and blue 1 (E[1,1]) tie:
    // at the end each would score 5 tiles x 1 + 0 coats of arms x 1 = 5.
    auto run = run_binary("explain --at 0,0 --on 'city N' --move 5 scenarios/explain/player.yaml");
    REQUIRE(run.exit == 0);
    CHECK(run.out ==
          "After move 5 of 8, as if the game ended there.\n"
          "\n"
          "city N at [0, 0]: an incomplete city of 5 tiles\n"
          "  tiles: [0, 0], [0, 1], [1, 1], [0, 2], [1, 2]\n"
          "  open at: [0, 2] W\n"
          "  coats of arms: 0\n"
          "  followers: red 1 (city N at [0, 1]), blue 1 (city N at [1, 1])\n"
          "  majority: red and blue, tied with 1 follower each: each of them scores it in full "
          "(base.majority)\n"
          "  at the end:\n"
          "    red city: 5 tiles x 1 + 0 coats of arms x 1 = 5, base.final.city\n"
          "    blue city: 5 tiles x 1 + 0 coats of arms x 1 = 5, base.final.city\n");
}

TEST_CASE("explain on a log stopped by an illegal move explains the board before it",
          "[explain][commands]") {
    // illegal-follower-occupied: move 1 red's thief on U90's road (D + U, open),
    // move 2 blue's W at [-1, 0] with a thief on the same road: refused.
    auto run =
        run_binary("explain --at 1,0 --on 'road W' scenarios/logs/illegal-follower-occupied.yaml");
    CHECK(run.exit == 1);
    CHECK(run.out.find("road E at [0, 0]: an incomplete road of 2 tiles\n") == 0);
    CHECK(run.out.find(
              "  if the game ended now:\n    red road: 2 tiles x 1 = 2, base.final.road\n") !=
          std::string::npos);
    CHECK(run.out.find("\nViolations\n  move 2 (line 17): base.follower.placement: ") !=
          std::string::npos);
}

TEST_CASE("explain --format json", "[explain][commands]") {
    auto run = run_binary(
        "explain --format json --at 0,0 --on 'city E' scenarios/explain/contested-city.yaml");
    REQUIRE(run.exit == 0);
    YAML::Node x = YAML::Load(run.out);
    CHECK(x["format"].as<std::string>() == "carcassonne-explanation/1");
    REQUIRE(x["features"].size() == 1);
    YAML::Node f = x["features"][0];
    CHECK(f["feature"]["at"][0].as<int>() == -1);
    CHECK(f["feature"]["on"].as<std::string>() == "city E");
    CHECK(f["kind"].as<std::string>() == "city");
    CHECK(f["completed"].as<bool>());
    CHECK(f["tiles"].size() == 4);
    CHECK(f["arms"].as<int>() == 1);
    CHECK(f["followers"].size() == 3);
    CHECK(f["followers_when_scored"].as<bool>());
    CHECK(f["majority"]["counts"]["red"].as<int>() == 2);
    CHECK(f["majority"]["counts"]["blue"].as<int>() == 1);
    REQUIRE(f["majority"]["winners"].size() == 1);
    CHECK(f["majority"]["winners"][0].as<std::string>() == "red");
    REQUIRE(f["play"].size() == 1);
    // 4 tiles x 2 + 1 coat of arms x 2 = 10
    CHECK(f["play"][0]["points"].as<int>() == 10);
    CHECK(f["play"][0]["formula"].as<std::string>() == "4 tiles x 2 + 1 coat of arms x 2");
    CHECK(f["final"].size() == 0);
    CHECK(x["player"].IsNull());

    auto player = run_binary("explain --format json --player blue scenarios/explain/player.yaml");
    REQUIRE(player.exit == 0);
    YAML::Node p = YAML::Load(player.out)["player"];
    CHECK(p["player"].as<std::string>() == "blue");
    CHECK(p["total"].as<int>() == 3);
    REQUIRE(p["categories"].size() == 1);
    CHECK(p["categories"][0]["category"].as<std::string>() == "field");
    CHECK(p["categories"][0]["events"][0]["formula"].as<std::string>() == "1 completed city x 3");
    REQUIRE(p["outvoted"].size() == 1);
    CHECK(p["outvoted"][0]["turn"].as<int>() == 6);
    CHECK(p["outvoted"][0]["player"].as<std::string>() == "red");
}

TEST_CASE("position writes a document that reads back, and names an illegal move",
          "[position][commands]") {
    // player.yaml after move 6: the city scored (red 14), the knights went home.
    auto run = run_binary("position --move 6 scenarios/explain/player.yaml");
    REQUIRE(run.exit == 0);
    CHECK(run.err.empty());
    CHECK(run.out ==
          "# The board of scenarios/explain/player.yaml after move 6 of 8, as a position "
          "(carcassonne position).\n"
          "# scores: are the points scored in play up to there.\n"
          "players: [red, blue]\n"
          "scores: {red: 14, blue: 0}\n"
          "board:\n"
          "  - {tile: D, at: [0, 0]}\n"
          "  - {tile: G, at: [0, 1], rot: 90}\n"
          "  - {tile: E, at: [1, 1]}\n"
          "  - {tile: E, at: [-1, 1]}\n"
          "  - {tile: R, at: [0, 2], rot: 180}\n"
          "  - {tile: N, at: [1, 2], rot: 180}\n"
          "  - {tile: N, at: [-1, 2], rot: 90}\n");
    // A log refused at move 2: the board before it, the violation on standard error.
    auto broken = run_binary("position scenarios/logs/illegal-follower-occupied.yaml");
    CHECK(broken.exit == 1);
    CHECK(broken.out.find("# The board of scenarios/logs/illegal-follower-occupied.yaml after "
                          "move 1 of 2") == 0);
    CHECK(broken.err ==
          "scenarios/logs/illegal-follower-occupied.yaml: move 2 (line 17): "
          "base.follower.placement: the road at E of [-1, 0] already holds red's follower at "
          "[1, 0] (the position is the board before this move)\n");
}

TEST_CASE("explain under Citizens' Jury: every player with a follower scores the city",
          "[explain][commands]") {
    // scenarios/explain/surveyors-citizens-jury.yaml: red 2 knights, blue 1 in
    // a 6-tile city with 1 coat of arms; under the jury both score 14.
    auto run = run_binary(
        "explain --format json --at 1,0 --on 'city E' "
        "scenarios/explain/surveyors-citizens-jury.yaml");
    REQUIRE(run.exit == 0);
    YAML::Node f = YAML::Load(run.out)["features"][0];
    CHECK(f["majority"]["counts"]["red"].as<int>() == 2);
    CHECK(f["majority"]["counts"]["blue"].as<int>() == 1);
    REQUIRE(f["majority"]["winners"].size() == 2);
    CHECK(f["majority"]["winners"][0].as<std::string>() == "red");
    CHECK(f["majority"]["winners"][1].as<std::string>() == "blue");
    CHECK(f["majority"]["rule"].as<std::string>() == "surveyors.tile.citizens-jury");

    // Without the jury the majority decides, and says so.
    auto base = run_binary(
        "explain --format json --at 0,0 --on 'city E' scenarios/explain/contested-city.yaml");
    REQUIRE(base.exit == 0);
    CHECK(YAML::Load(base.out)["features"][0]["majority"]["rule"].as<std::string>() ==
          "base.majority");
}
