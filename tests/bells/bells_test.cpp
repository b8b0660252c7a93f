// The second test-only expansion at work, through the whole program: the
// scenarios of this folder scored, refused, explained and written back as a
// position by a build of the command line that has it compiled in. Expected
// values are worked out in each scenario's comment.
#include <yaml-cpp/yaml.h>

#include <catch2/catch.hpp>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>

#include "corpus_law.hpp"
#include "run_in_folder.hpp"

namespace {

using Run = carcassonne::test::FolderRun;

Run run(const std::string& args, const std::string& input = "") {
    return carcassonne::test::run_in_folder(BELLS_DIR, BELLS_BINARY, args, input);
}

YAML::Node json(const std::string& args, int exit = 0) {
    Run r = run("score --format json " + args);
    INFO(r.out);
    REQUIRE(r.exit == exit);
    return YAML::Load(r.out);
}

int total(const YAML::Node& report, const char* player) {
    return report["totals"][player].as<int>();
}

// The events of a report that cite `rule`.
std::vector<YAML::Node> citing(const YAML::Node& report, const std::string& rule) {
    std::vector<YAML::Node> out;
    for (const YAML::Node& e : report["events"])
        if (e["rule"].as<std::string>() == rule) out.push_back(e);
    return out;
}

}  // namespace

TEST_CASE("whoever completes a city takes a token, occupied or not (the state and the mover)") {
    YAML::Node report = json("token.yaml");
    auto tokens = citing(report, "bells.token");
    REQUIRE(tokens.size() == 1);
    CHECK(tokens[0]["player"].as<std::string>() == "red");  // red placed E, closing D + E
    CHECK(tokens[0]["points"].as<int>() == 0);
    CHECK(tokens[0]["turn"].as<int>() == 1);
    CHECK(tokens[0]["tokens"]["bell"].as<int>() == 1);
    CHECK(tokens[0]["feature"]["on"].as<std::string>() == "city N");
    // Nobody stood on the city: it gave no city points.
    CHECK(citing(report, "base.city.completed").empty());
    // The end: red holds the most tokens, 1 to 0: 5.
    auto majority = citing(report, "bells.final");
    REQUIRE(majority.size() == 1);
    CHECK(majority[0]["player"].as<std::string>() == "red");
    CHECK(majority[0]["phase"].as<std::string>() == "final");
    CHECK(total(report, "red") == 5);
    CHECK(total(report, "blue") == 0);
    CHECK(report["breakdown"]["red"]["bell"].as<int>() == 5);
    CHECK(report["bells"]["red"].as<int>() == 1);  // the tokens held at the end
    CHECK(report["bells"]["blue"].as<int>() == 0);
}

TEST_CASE("tokens held at the start add to the moves' and a tie pays every player tied") {
    YAML::Node report = json("tally.yaml");
    CHECK(citing(report, "bells.final").size() == 2);  // 1 token each
    CHECK(total(report, "red") == 5);
    CHECK(total(report, "blue") == 5);
}

TEST_CASE("ringing the bell gives the mover a bonus move, marked in every report") {
    YAML::Node report = json("ring.yaml");
    auto tokens = citing(report, "bells.token");
    REQUIRE(tokens.size() == 1);
    CHECK(tokens[0]["player"].as<std::string>() == "red");  // move 2 was red's bonus move
    CHECK(tokens[0]["turn"].as<int>() == 2);
    CHECK(tokens[0]["bonus"].as<std::string>() == "bell");
    CHECK(total(report, "red") == 5);
    CHECK(total(report, "blue") == 0);
    CHECK(!report["notes"]);  // nothing declined
    Run text = run("score ring.yaml");
    CHECK(text.exit == 0);
    // Move 2's row names its tile in the tile column and ends with the mark.
    std::size_t row = text.out.find("   2     E at [0, 1]     play   red");
    REQUIRE(row != std::string::npos);
    std::string line = text.out.substr(row, text.out.find('\n', row) - row);
    const std::string mark = " (bonus tile, bells.ring)";
    CHECK(line.size() > mark.size());
    CHECK(line.compare(line.size() - mark.size(), mark.size(), mark) == 0);
    // Move 3 is blue's, and after it red's again: fits says whose turn it is.
    Run fits = run("fits ring.yaml V --format json");
    CHECK(YAML::Load(fits.out)["player"].as<std::string>() == "red");
    Run after_ring = run("fits ring.yaml V --move 1 --format json");
    YAML::Node pending = YAML::Load(after_ring.out);
    CHECK(pending["player"].as<std::string>() == "red");
    CHECK(pending["bonus"].as<std::string>() == "bells.ring");
}

TEST_CASE("naming the next player declines the bonus move, with a note and no violation") {
    YAML::Node report = json("ring-declined.yaml");
    auto tokens = citing(report, "bells.token");
    REQUIRE(tokens.size() == 1);
    CHECK(tokens[0]["player"].as<std::string>() == "blue");
    CHECK(!tokens[0]["bonus"]);
    REQUIRE(report["notes"].size() == 1);
    CHECK(report["notes"][0]["rule"].as<std::string>() == "bells.ring");
    CHECK(report["notes"][0]["move"].as<int>() == 2);
    CHECK(report["violations"].size() == 0);
    CHECK(total(report, "blue") == 5);
    Run text = run("score ring-declined.yaml");
    CHECK(text.out.find("move 2 (line 9): bells.ring: red declines the bonus move: blue moves") !=
          std::string::npos);
}

TEST_CASE("an action refused by its expansion is a violation of its rule, at its line") {
    YAML::Node report = json("ring-with-figure.yaml", 1);
    REQUIRE(report["violations"].size() == 1);
    CHECK(report["violations"][0]["rule"].as<std::string>() == "bells.ring");
    CHECK(report["violations"][0]["move"].as<int>() == 1);
    CHECK(report["violations"][0]["line"].as<int>() == 6);
}

TEST_CASE("a figure that is not a follower weighs nothing and stands where its rule says") {
    YAML::Node report = json("sexton.yaml");
    auto city = citing(report, "base.city.completed");
    REQUIRE(city.size() == 1);
    CHECK(city[0]["player"].as<std::string>() == "red");
    CHECK(city[0]["points"].as<int>() == 10);  // 4 tiles x 2 + 1 coat of arms x 2
    CHECK(city[0]["followers"].size() == 2);   // the knight and the sexton
    CHECK(city[0]["followers"][1]["follower"].as<std::string>() == "sexton");
    CHECK(city[0]["also"].size() == 1);  // base.follower.return only: no majority contest
    CHECK(total(report, "red") == 10);
    CHECK(total(report, "blue") == 5);  // blue completed it: the token, then the majority
    CHECK(report["options"]["sextons"].as<int>() == 1);
    // Where a sexton may stand, as fits lists it for move 3: the city of F, beside the knight.
    YAML::Node fits = YAML::Load(run("fits sexton.yaml F --move 2 --format json").out);
    bool offered = false;
    for (const YAML::Node& p : fits["placements"])
        if (p["at"][0].as<int>() == 0 && p["at"][1].as<int>() == 2 && p["rot"].as<int>() == 90) {
            REQUIRE(p["figures"]["sexton"].size() == 1);
            CHECK(p["figures"]["sexton"][0].as<std::string>() == "city N");  // F's N-S city
            offered = true;
        }
    CHECK(offered);
    CHECK(fits["sexton_supply"].as<int>() == 1);

    YAML::Node alone = json("sexton-alone.yaml", 1);
    CHECK(alone["violations"][0]["rule"].as<std::string>() == "bells.sexton");
    CHECK(alone["violations"][0]["move"].as<int>() == 2);
    YAML::Node road = json("sexton-road.yaml", 1);
    CHECK(road["violations"][0]["rule"].as<std::string>() == "bells.sexton");
    CHECK(road["violations"][0]["move"].as<int>() == 3);
}

TEST_CASE("position writes the tokens back, and the position scores the same end") {
    Run position = run("position token.yaml");
    REQUIRE(position.exit == 0);
    CHECK(position.out.find("bells: {red: 1, blue: 0}") != std::string::npos);
    Run scored = run("score --format json -", position.out);
    INFO(scored.out);
    REQUIRE(scored.exit == 0);
    YAML::Node report = YAML::Load(scored.out);
    CHECK(total(report, "red") == 5);              // the token, held in the position's tally
    CHECK(citing(report, "bells.token").empty());  // a position's turn hands out nothing
}

TEST_CASE("explain --player says what the expansion keeps of the player") {
    Run text = run("explain token.yaml --player red");
    INFO(text.out);
    REQUIRE(text.exit == 0);
    CHECK(text.out.find("holds 1 bell token (all: red 1, blue 0; bells.final)") !=
          std::string::npos);
    CHECK(text.out.find("bell 5") != std::string::npos);
}

TEST_CASE("without the expansion, its keys are refused") {
    Run plain =
        run("score --format json -",
            "players: [red, blue]\nmoves:\n  - {tile: U, at: [1, 0], rot: 90, ring: bell}\n");
    CHECK(plain.exit == 2);
    CHECK(plain.out.find("ring: needs the bells expansion") != std::string::npos);
}

TEST_CASE("the registry listing shows what the expansion declares") {
    Run r = run("expansions --format json");
    REQUIRE(r.exit == 0);
    bool found = false;
    for (const YAML::Node& e : YAML::Load(r.out)["expansions"])
        if (e["name"].as<std::string>() == "bells") {
            found = true;
            CHECK(e["column"].as<std::string>() == "bell");
            CHECK(e["column_always"].as<bool>() == false);  // only when bells is played
            CHECK(e["actions"][0].as<std::string>() == "ring");
            CHECK(e["bonus_moves"].as<bool>());  // ringing the bell gives one
            CHECK(e["document_key"].as<std::string>() == "bells");
            CHECK(e["figures"][0]["name"].as<std::string>() == "sexton");
            CHECK(e["figures"][0]["follower"].as<bool>() == false);
            CHECK(e["figures"][0]["weight"].as<int>() == 0);
            REQUIRE(e["figures"][0]["stands_on"].size() == 1);
            CHECK(e["figures"][0]["stands_on"][0].as<std::string>() == "city");
        }
    CHECK(found);
}

TEST_CASE("the belfry, an area kind of the expansion's own, scores by the 3x3 around it") {
    // belfry-final.yaml: 1 + 2 surrounding tiles (D [0, 0], U [1, 0]) = 3 at the end.
    YAML::Node final_report = json("belfry-final.yaml");
    auto belfry = citing(final_report, "bells.belfry.final");
    REQUIRE(belfry.size() == 1);
    CHECK(belfry[0]["player"].as<std::string>() == "red");
    CHECK(belfry[0]["points"].as<int>() == 3);
    CHECK(belfry[0]["category"].as<std::string>() == "bell");  // its expansion's column
    CHECK(belfry[0]["feature"]["on"].as<std::string>() == "belfry");
    CHECK(belfry[0]["tiles"].size() == 3);  // itself and the 2 around it
    // red: belfry 3 + token majority 5 = 8, all in the bell column; monastery 0.
    CHECK(total(final_report, "red") == 8);
    CHECK(final_report["breakdown"]["red"]["bell"].as<int>() == 8);
    CHECK(final_report["breakdown"]["red"]["monastery"].as<int>() == 0);

    // belfry-completed.yaml: 8 squares around hold tiles: 1 + 8 x 1 = 9 in play.
    YAML::Node completed = json("belfry-completed.yaml");
    auto done = citing(completed, "bells.belfry");
    REQUIRE(done.size() == 1);
    CHECK(done[0]["points"].as<int>() == 9);
    CHECK(done[0]["phase"].as<std::string>() == "play");
    CHECK(citing(completed, "bells.belfry.final").empty());
    CHECK(total(completed, "red") == 9);
}

TEST_CASE("a belfry is drawn, explained, written back, and stood on only where a copy shows it") {
    Run drawn = run("draw belfry-completed.yaml");
    REQUIRE(drawn.exit == 0);
    CHECK(drawn.out.find("bR") != std::string::npos);  // the belfry's letter, red beside it
    Run explained = run("explain --at 0,0 --on belfry belfry-completed.yaml");
    INFO(explained.out);
    REQUIRE(explained.exit == 0);
    CHECK(explained.out.find("around it: 8 of 8 squares hold a tile") != std::string::npos);
    CHECK(explained.out.find("1 + 8 surrounding tiles x 1 = 9, bells.belfry") != std::string::npos);
    Run position = run("position belfry-final.yaml");
    REQUIRE(position.exit == 0);
    CHECK(position.out.find("meeple: {player: red, on: belfry}, marks: [belfry]") !=
          std::string::npos);
    // The same E without the belfry mark has no belfry to stand on.
    Run plain = run("score -",
                    "players: [red, blue]\nexpansions: [bells]\nmoves:\n"
                    "  - {tile: E, at: [0, 1], rot: 180, meeple: belfry}\n");
    CHECK(plain.exit == 2);
    CHECK(plain.out.find("has no belfry") != std::string::npos);
    // Without bells the mark is an illustration and shows no feature.
    Run unplayed = run("score -",
                       "players: [red, blue]\nmoves:\n  - {tile: E, at: [0, 1], "
                       "rot: 180, marks: [belfry], meeple: belfry}\n");
    CHECK(unplayed.exit == 2);
    CHECK(unplayed.out.find("has no belfry") != std::string::npos);
    // The listing names the row, its mark and its column.
    Run listing = run("expansions");
    CHECK(listing.out.find("areas: belfry (mark belfry, bell column)") != std::string::npos);
    CHECK(listing.out.find("areas: monastery (monastery column)") != std::string::npos);
}

TEST_CASE("a segment key with a value sets the expansion's marks and is written back") {
    YAML::Node report = json("bell-tile.yaml");
    CHECK(total(report, "red") == 5);  // the token for D + BELLTOWER, the most at the end
    Run position = run("position bell-tile.yaml");
    REQUIRE(position.exit == 0);
    INFO(position.out);
    // Written as the key reads it, never as the marks' own `MARK: true`.
    CHECK(position.out.find("city: [{edges: [S], arms: 0, bell: big}]") != std::string::npos);
    CHECK(position.out.find("big-bell") == std::string::npos);
    Run again = run("score --format json -", position.out);
    CHECK(again.exit == 0);
    // The marks are read only through the key: `big-bell: true` is unknown, a
    // value the key does not take is an input error.
    std::string belfry =
        "players: [red, blue]\nexpansions: [bells]\ntiles:\n  BELLTOWER:\n"
        "    city: [{edges: [S], CITY}]\n"
        "    field: [{halves: [Nw, Ne, En, Es, Wn, Ws], cities: [0]}]\n"
        "moves:\n  - {tile: BELLTOWER, at: [0, 1]}\n";
    auto with = [&](const std::string& city) {
        std::string doc = belfry;
        doc.replace(doc.find("CITY"), 4, city);
        return run("score -", doc);
    };
    Run mark = with("big-bell: true");
    CHECK(mark.exit == 2);
    CHECK(mark.out.find("unknown key 'big-bell'") != std::string::npos);
    Run huge = with("bell: huge");
    CHECK(huge.exit == 2);
    CHECK(huge.out.find("'bell' of a city must be big or small, not 'huge'") != std::string::npos);
}

TEST_CASE("the JCloisterZone reader asks the expansion about a message type it does not know") {
    Run imported = run("import ring.jcz");
    INFO(imported.out);
    REQUIRE(imported.exit == 0);
    // RING_BELL inside red's first move is that move's `ring: bell`; red's next
    // PLACE_TILE is the bonus move (the same player again).
    CHECK(imported.out.find("{player: red, tile: U, at: [1, 0], rot: 90, ring: bell}") !=
          std::string::npos);
    CHECK(imported.out.find("{player: red, tile: E, at: [0, 1], rot: 180}") != std::string::npos);
    YAML::Node report = YAML::Load(run("score --format json -", imported.out).out);
    auto tokens = citing(report, "bells.token");
    REQUIRE(tokens.size() == 1);  // red's bonus E closes D + E: a token, marked as a bonus
    CHECK(tokens[0]["bonus"].as<std::string>() == "bell");
    CHECK(tokens[0]["turn"].as<int>() == 2);

    // A save without the expansion's set does not know the message.
    Run plain = run("import -", [] {
        std::ifstream in(std::string(BELLS_DIR) + "/ring.jcz");
        std::string save((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        return save.replace(save.find("\"bells:1\": 1"), 12, "\"basic:1\": 0");
    }());
    CHECK(plain.exit == 2);
    CHECK(plain.out.find("message type \"RING_BELL\" is not supported") != std::string::npos);
}

TEST_CASE("the seams of values, start tile, tile order and discards, through the expansion") {
    // change_values: D + BELLTOWER = 2 tiles x 3 + 0 coats of arms x 3 = 6, not 2 x 2.
    YAML::Node peal = json("peal.yaml");
    auto city = citing(peal, "bells.peal");
    REQUIRE(city.size() == 1);
    CHECK(city[0]["points"].as<int>() == 6);
    CHECK(city[0]["category"].as<std::string>() == "city");
    CHECK(city[0]["detail"].as<std::string>() ==
          "2 tiles x 3 + 0 coats of arms x 3 (big bell) = 6");
    CHECK(total(peal, "red") == 11);  // 6 + the token majority 5

    // The start tile: bells starts from D; E breaks bells.start, at the start's line.
    YAML::Node start = json("start-other.yaml", 1);
    REQUIRE(start["violations"].size() == 1);
    CHECK(start["violations"][0]["rule"].as<std::string>() == "bells.start");
    CHECK(start["violations"][0]["line"].as<int>() == 5);

    // The order of the tiles: a small bell may not come first.
    YAML::Node order = json("order.yaml", 1);
    REQUIRE(order["violations"].size() == 1);
    CHECK(order["violations"][0]["rule"].as<std::string>() == "bells.order");
    CHECK(order["violations"][0]["move"].as<int>() == 1);

    // A discard of a tile that fits: base.tile.discard, with the expansion's rule beside it.
    YAML::Node discard = json("order-discard.yaml", 1);
    REQUIRE(discard["violations"].size() == 1);
    CHECK(discard["violations"][0]["rule"].as<std::string>() == "base.tile.discard");
    REQUIRE(discard["violations"][0]["also"].size() == 1);
    CHECK(discard["violations"][0]["also"][0].as<std::string>() == "bells.order");
    CHECK(discard["violations"][0]["move"].as<int>() == 2);
}

TEST_CASE(
    "a game without the expansion reads, scores and checks byte for byte as without it built in") {
    int count = 0;
    const std::string corpus = carcassonne::test::corpus_arguments(PROJECT_DIR, "", count);
    REQUIRE(count > 500);  // some 530 documents
    for (const char* command :
         {"score --format jsonl", "score --running --format jsonl", "score", "check"}) {
        std::string args = std::string(command) + corpus;
        Run plain = carcassonne::test::run_in_folder(PROJECT_DIR, CARCASSONNE_BINARY, args);
        Run with = carcassonne::test::run_in_folder(PROJECT_DIR, BELLS_BINARY, args);
        INFO(command);
        CHECK(with.exit == plain.exit);
        carcassonne::test::check_same_lines(
            plain.out, carcassonne::test::without_in_known_list(with.out, "bells"));
    }
}
