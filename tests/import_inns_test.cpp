// Inns & Cathedrals from JCloisterZone saves (EXPANSIONS-2.md section 7): the
// sets and elements that give it, the large follower, the garden copies, the
// end of the game, and what is refused. The recorded engine tests are import
// scenarios (scenarios/import/engine-*inns*, engine-*cathedrals*).
#include <fmt/format.h>

#include <catch2/catch.hpp>

#include "import_support.hpp"

using namespace carcassonne;
using namespace carcassonne::test;
using Catch::Matchers::Contains;

namespace {

std::string sets(const std::string& ic, const std::string& elements) {
    return fmt::format(R"({{"sets": {{"basic:2": 1{}}}, "elements": {{{}}}}})", ic, elements);
}
const std::string kIc1 = R"(, "inns-and-cathedrals:1": 1)";
const std::string kIc2 = R"(, "inns-and-cathedrals:2": 1)";
const std::string kBoth = R"("small-follower": 7, "farmers": true, "inn": true, "cathedral": true)";

// The log as import writes it, read back as every other command reads it
// (a large follower and `large-followers` included).
std::string imported(const std::string& text) {
    return import_text(text);
}

std::string header(const std::string& setup) {
    std::string log = imported(jcz5_save({}, setup));
    return log.substr(log.find("players:"), log.find("moves:") - log.find("players:"));
}

}  // namespace

TEST_CASE("JCZ I&C: the sets with both elements give inns; big-follower gives its count",
          "[import][jcz][inns]") {
    // big-follower 1 is our default: no option.
    CHECK(header(sets(kIc1, kBoth + R"(, "big-follower": 1)")) ==
          "players: [Alice, Bob]\nexpansions: [inns]\n");
    CHECK(header(sets(kIc2, kBoth + R"(, "big-follower": true)")) ==
          "players: [Alice, Bob]\nexpansions: [inns]\n");
    // Absent or 0 with inns: none; 2: two each.
    CHECK(header(sets(kIc1, kBoth)) ==
          "players: [Alice, Bob]\nexpansions: [inns]\noptions: {large-followers: 0}\n");
    CHECK(header(sets(kIc1, kBoth + R"(, "big-follower": 0)")) ==
          "players: [Alice, Bob]\nexpansions: [inns]\noptions: {large-followers: 0}\n");
    CHECK(header(sets(kIc1, kBoth + R"(, "big-follower": 2, "small-follower": 5)")) ==
          "players: [Alice, Bob]\nexpansions: [inns]\noptions: {followers: 5, "
          "large-followers: 2}\n");
    // With the maze, in registry order (maze, then inns), and the house rules last.
    CHECK(header(R"({"sets": {"basic:1": 1, "labyrinth": 1, "inns-and-cathedrals:1": 1},
                     "elements": {"inn": true, "cathedral": true, "big-follower": 3},
                     "rules": {"tiny-city-scoring": "2"}})") ==
          "players: [Alice, Bob]\nexpansions: [maze, inns]\noptions: {maze: advanced, "
          "large-followers: 3, farms: none, tiny-city: 2}\n");
}

TEST_CASE("JCZ I&C: one element without the other, a large follower without the sets",
          "[import][jcz][inns]") {
    CHECK_THAT(import_error(jcz5_save({}, sets(kIc1, R"("inn": true, "big-follower": 1)"))),
               Contains("error: the tile set inns-and-cathedrals:1 or inns-and-cathedrals:2 "
                        "without the element \"cathedral\" is not supported (our inns has both "
                        "the inn and the cathedral)"));
    CHECK_THAT(import_error(jcz5_save({}, sets(kIc2, R"("cathedral": 1, "inn": false)"))),
               Contains("without the element \"inn\" is not supported"));
    CHECK_THAT(import_error(jcz5_save({}, sets(kIc1, R"("farmers": true)"))),
               Contains("without the elements \"inn\" and \"cathedral\" is not supported"));
    CHECK_THAT(import_error(jcz5_save({}, sets("", R"("big-follower": 1)"))),
               Contains("error: element \"big-follower\" needs the tile set "
                        "inns-and-cathedrals:1 or inns-and-cathedrals:2"));
    // big-follower 0 without the sets is nothing to refuse.
    CHECK(header(sets("", R"("big-follower": 0, "farmers": true)")) == "players: [Alice, Bob]\n");
    // Only the keys JCZ 5 writes.
    CHECK_THAT(import_error(jcz5_save({}, R"({"sets": {"inns-and-cathedrals": 1}})")),
               Contains("tile set \"inns-and-cathedrals\" is not supported (only basic, "
                        "watchtowers, labyrinth, inns-and-cathedrals:1, inns-and-cathedrals:2"));
}

TEST_CASE("JCZ I&C: tiles at turn 0, garden copies, large followers", "[import][jcz][inns]") {
    std::string setup = sets(kIc2, kBoth + R"(, "big-follower": 1)");
    std::string log = imported(
        jcz5_save({jcz_place("IC/RFr.iG", "R90", 0, -1), jcz_deploy("0.big.1", 0, -1, "NS", "Road"),
                   kJczCommit, jcz_place("IC/CCCCG", "R0", 1, 0), kJczPass, kJczCommit,
                   jcz_place("IC/CRcR+", "R270", -1, 0),
                   jcz_deploy("0.big.1", -1, 0, "EL", "Field"), kJczCommit},
                  setup));
    // IC-B's road E-W turned 90 is N-S, named by its first edge; IC-Q turned
    // 270 has its roads W and E, and JCZ's EL (board En) is the field there.
    auto moves = move_lines(log);
    REQUIRE(moves.size() == 3);
    CHECK(moves[0] == "{player: Alice, tile: IC-B, at: [0, 1], rot: 90, meeple: large road N}");
    CHECK(moves[1] == "{player: Bob, tile: IC-H, at: [1, 0], rot: 0}");
    CHECK(moves[2] == "{player: Alice, tile: IC-Q, at: [-1, 0], rot: 270, meeple: large field En}");
    // The tiles are the catalogue's (each owned by inns): no tile set is named.
    CHECK_THAT(log, Contains("expansions: [inns]\n") && !Contains("tilesets:"));
    // A big follower needs the sets.
    CHECK_THAT(import_error(jcz5_save({jcz_place("BA/RRR", "R0", 1, 0),
                                       jcz_deploy("0.big.1", 1, 0, "E", "Road"), kJczCommit},
                                      sets("", R"("farmers": true)"))),
               Contains("figure \"big\" is not supported (only small followers)"));
}

TEST_CASE("JCZ I&C: the end is every tile of 72 per basic set and 18 per I&C set",
          "[import][jcz][inns]") {
    std::vector<std::string> replay;
    for (int i = 0; i < 89; ++i) {
        replay.push_back(jcz_place("BA/RRRR", "R0", i + 1, 0));
        replay.push_back(kJczPass);
        replay.push_back(kJczCommit);
    }
    std::string setup = sets(kIc1, kBoth + R"(, "big-follower": 1)");
    // 89 moves + the start = 90 = 72 + 18: over.
    CHECK_THAT(imported(jcz5_save(replay, setup)), Contains("\nend: true\n"));
    replay.resize(88 * 3);
    CHECK_THAT(imported(jcz5_save(replay, setup)),
               Contains("# Note: 89 of 90 tiles placed: the save stops mid-game"));
}

TEST_CASE("JCZ I&C 4.x: INNS_AND_CATHEDRALS, its capabilities and its ids", "[import][jcz][inns]") {
    std::string log = import_text(jcz4_save(
        {jcz_place("IC.RRR.i", "R0", 1, 0), jcz_deploy("0.small.1", 1, 0, "E"), kJczCommit}, "",
        R"({"expansions": {"BASIC": 1, "INNS_AND_CATHEDRALS": 1},
               "capabilities": ["StandardGame", "Inn", "Cathedral"]})"));
    CHECK_THAT(log, Contains("expansions: [inns]\n"));
    CHECK(move_lines(log).at(0) ==
          "{player: Alice, tile: IC-C, at: [1, 0], rot: 0, meeple: road E}");
    CHECK_THAT(
        import_error(jcz4_save({}, "", R"({"expansions": {"BASIC": 1, "ABBEY_AND_MAYOR": 1}})")),
        Contains("expansion \"ABBEY_AND_MAYOR\" is not supported (only BASIC, LABYRINTH, "
                 "INNS_AND_CATHEDRALS and TRADERS_AND_BUILDERS)"));
}

TEST_CASE("JCZ: Field at I is the inner field of a tile that has one", "[import][jcz][inns]") {
    // A base tile has none: refused, naming the tile.
    CHECK_THAT(import_error(jcz5_save({jcz_place("BA/RRRR", "R0", 1, 0),
                                       jcz_deploy("0.small.1", 1, 0, "I", "Field"), kJczCommit},
                                      sets(kIc1, kBoth))),
               Contains("BA/RRRR R0 (1,0) is our X, which has no inner field (location \"I\" of "
                        "a Field)"));
    // IC-H has one: its farmer stands on `field inner`, and the log reads back.
    // IC-H at (0,-1), north of the start tile (JCloisterZone's y grows south):
    // our [0, 1], its south city on D's north city.
    CHECK(
        move_lines(import_text(jcz5_save({jcz_place("IC/CCCC", "R0", 0, -1),
                                          jcz_deploy("0.small.1", 0, -1, "I", "Field"), kJczCommit},
                                         sets(kIc1, kBoth))))
            .at(0) == "{player: Alice, tile: IC-H, at: [0, 1], rot: 0, meeple: field inner}");
    // Monastery at I stays the monastery.
    CHECK(move_lines(
              import_text(jcz5_save({jcz_place("BA/L", "R0", 1, 0),
                                     jcz_deploy("0.small.1", 1, 0, "I", "Monastery"), kJczCommit},
                                    R"({"sets": {"basic:1": 1}})")))
              .at(0) == "{player: Alice, tile: B, at: [1, 0], rot: 0, meeple: monastery}");
}
