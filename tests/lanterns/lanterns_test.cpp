// The test-only expansion at work, through the whole program: the scenarios of
// this folder scored, refused, explained and drawn by a build of the command
// line that has it compiled in. Expected values are worked out in each
// scenario's comment.
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <string>

#include "run_in_folder.hpp"

namespace {

using Run = carcassonne::test::FolderRun;

// Runs `binary` (by default the lantern build of the program) with `args`, in this folder.
Run run(const std::string& args, const char* binary = LANTERNS_BINARY) {
    return carcassonne::test::run_in_folder(LANTERNS_DIR, binary, args);
}

YAML::Node json(const std::string& args) {
    Run r = run("score --format json " + args);
    INFO(r.out);
    REQUIRE(r.exit == 0);
    return YAML::Load(r.out);
}

int64_t points(const YAML::Node& report, const char* player, const char* column) {
    return report["breakdown"][player][column].as<int64_t>();
}

}  // namespace

TEST_CASE("a completed lit road scores its lanterns for every majority holder") {
    YAML::Node report = json("completed.yaml");
    // A tie of one thief each: both score in full.
    CHECK(points(report, "red", "road") == 4);     // 4 tiles x 1
    CHECK(points(report, "red", "lantern") == 2);  // 2 lanterns x 1
    CHECK(points(report, "blue", "road") == 4);
    CHECK(points(report, "blue", "lantern") == 2);
    CHECK(report["totals"]["red"].as<int>() == 6);  // 4 + 2
    CHECK(report["totals"]["blue"].as<int>() == 6);
    int lantern_events = 0;
    for (const YAML::Node& e : report["events"])
        if (e["rule"].as<std::string>() == "lanterns.completed") {
            ++lantern_events;
            CHECK(e["category"].as<std::string>() == "lantern");
            CHECK(e["points"].as<int>() == 2);
        }
    CHECK(lantern_events == 2);
}

TEST_CASE("a kind of follower an expansion declares weighs what it says in the majority") {
    YAML::Node report = json("lamplighter.yaml");
    // Red's lamplighter counts 3, blue's two thieves 2: red alone scores.
    CHECK(points(report, "red", "road") == 4);     // 4 tiles x 1
    CHECK(points(report, "red", "lantern") == 1);  // 1 lantern x 1
    CHECK(points(report, "blue", "road") == 0);
    CHECK(report["totals"]["red"].as<int>() == 5);  // 4 + 1
    CHECK(report["totals"]["blue"].as<int>() == 0);
    CHECK(report["options"]["lamplighters"].as<int>() == 1);  // its supply option, default 1
    const YAML::Node road = report["events"][0];
    CHECK(road["rule"].as<std::string>() == "base.road.completed");
    // Cited after base.majority: the kind's weight decided it.
    CHECK(road["also"][0].as<std::string>() == "base.majority");
    CHECK(road["also"][1].as<std::string>() == "lanterns.lamplighter");
    CHECK(road["followers"][0]["follower"].as<std::string>() == "lamplighter");
    CHECK(!road["followers"][1]["follower"]);  // a normal follower has no kind written
}

TEST_CASE("a lit road completed in a log scores in the turn that completes it") {
    YAML::Node report = json("log.yaml");
    CHECK(points(report, "red", "road") == 4);     // 4 tiles x 1
    CHECK(points(report, "red", "lantern") == 2);  // 2 lanterns x 1
    CHECK(report["totals"]["red"].as<int>() == 6);
    CHECK(report["totals"]["blue"].as<int>() == 0);
}

TEST_CASE("an unfinished lit road's lantern scores nothing at the end") {
    YAML::Node report = json("unfinished.yaml");
    CHECK(points(report, "red", "road") == 2);  // base.final.road: 2 tiles x 1
    CHECK(points(report, "red", "lantern") == 0);
    CHECK(report["totals"]["red"].as<int>() == 2);
}

TEST_CASE("a follower under a lantern is refused with the expansion's rule") {
    Run r = run("score refused.yaml");
    CHECK(r.exit == 1);
    CHECK(r.out.find("move 1") != std::string::npos);
    CHECK(r.out.find("lanterns.placement") != std::string::npos);
    CHECK(r.out.find("carries a lantern") != std::string::npos);
}

TEST_CASE("the lantern rules are in the rule book, explained and drawn") {
    Run rule = run("rules lanterns.completed");
    CHECK(rule.exit == 0);
    CHECK(rule.out.find("1 more point for each lantern") != std::string::npos);

    Run why = run("explain completed.yaml --at 0,0 --on 'road E'");
    INFO(why.out);
    CHECK(why.exit == 0);
    CHECK(why.out.find("2 lanterns light this road") != std::string::npos);

    Run text = run("draw completed.yaml");
    INFO(text.out);
    CHECK(text.exit == 0);
    CHECK(text.out.find('!') != std::string::npos);
    Run legend = run("tiles");
    // The tiles' legend, wrapped to the terminal's width: read as one line.
    std::replace(legend.out.begin(), legend.out.end(), '\n', ' ');
    CHECK(legend.out.find("! lantern") != std::string::npos);
    Run svg = run("draw --format svg completed.yaml");
    CHECK(svg.out.find("class=\"ln\"") != std::string::npos);
}

TEST_CASE("the program without the test build does not know the expansion") {
    Run r = run("score completed.yaml", PLAIN_BINARY);
    CHECK(r.exit == 2);
    CHECK(r.out.find("lanterns") != std::string::npos);
}
