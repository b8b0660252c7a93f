// The River from JCloisterZone saves (EXPANSIONS-2.md section 7): River I's
// sets with the element river, the spring as our default start, the garden
// copy, the end of the game, and River II and 4.x River saves refused.
#include <fmt/format.h>

#include <catch2/catch.hpp>

#include "import_support.hpp"

using namespace carcassonne;
using namespace carcassonne::test;
using Catch::Matchers::Contains;

namespace {

std::string river_setup(const std::string& set, const std::string& elements,
                        const std::string& start = "RI/s") {
    return fmt::format(R"({{"sets": {{"basic:2": 1, "{}": 1}}, "elements": {{{}}},
        "start": [{{"tile": "{}", "x": 0, "y": 0, "rotation": 0}}]}})",
                       set, elements, start);
}
const std::string kRiverOn = R"("small-follower": 7, "farmers": true, "river": true)";

}  // namespace

TEST_CASE("JCZ River: river/1 with the element river, the spring as the start",
          "[import][jcz][river]") {
    std::string log =
        import_text(jcz5_save({jcz_place("RI.1/IIG", "R90", 1, 0), kJczPass, kJczCommit,
                               jcz_place("RI.1/RIrI", "R0", 1, 1),
                               jcz_deploy("1.small.1", 1, 1, "E", "Road"), kJczCommit},
                              river_setup("river/1:2", kRiverOn)));
    // RI/s at (0, 0) R0 is our default start: no start: line.
    CHECK_THAT(log, Contains("expansions: [river]\n"));
    CHECK_THAT(log, !Contains("start:"));
    // The tiles are the catalogue's (each owned by river): no tile set is named.
    CHECK_THAT(log, !Contains("tilesets:"));
    auto moves = move_lines(log);
    REQUIRE(moves.size() == 2);
    CHECK(moves[0] == "{player: Alice, tile: RV-09, at: [1, 0], rot: 90}");
    CHECK(moves[1] == "{player: Bob, tile: RV-05, at: [1, -1], rot: 0, meeple: road E}");
    // The spring elsewhere is written.
    std::string moved = import_text(
        jcz5_save({}, R"({"sets": {"basic:1": 1, "river/1:1": 1}, "elements": {"river": true},
               "start": [{"tile": "RI/s", "x": 2, "y": 0, "rotation": "R90"}]})"));
    CHECK_THAT(moved, Contains("start: {tile: RV-01, at: [2, 0], rot: 90}"));
}

TEST_CASE("JCZ River: refused without its element, River II, 4.x", "[import][jcz][river]") {
    CHECK_THAT(import_error(jcz5_save({}, river_setup("river/1:1", R"("farmers": true)"))),
               Contains("without the element \"river\" is not supported"));
    CHECK_THAT(import_error(jcz5_save({}, river_setup("river/2:1", kRiverOn))),
               Contains("tile set \"river/2:1\" is not supported (River II"));
    CHECK_THAT(import_error(jcz4_save({}, "", R"({"expansions": {"BASIC": 1, "RIVER": 1}})")),
               Contains("expansion \"RIVER\" is not supported (no 4.x save with the River has "
                        "been checked"));
}

TEST_CASE("JCZ River: the end is 72 per basic set and 12 for River I", "[import][jcz][river]") {
    std::vector<std::string> replay;
    for (int i = 0; i < 83; ++i) {
        replay.push_back(jcz_place("BA/RRRR", "R0", i + 1, 0));
        replay.push_back(kJczPass);
        replay.push_back(kJczCommit);
    }
    // 83 moves + the spring = 84: over.
    CHECK_THAT(import_game(jcz5_save(replay, river_setup("river/1:1", kRiverOn)), "t.jcz", {}).log,
               Contains("\nend: true\n"));
}

TEST_CASE("JCZ River: two copies of the set and a numeric rotation are noted",
          "[import][jcz][river]") {
    const std::string two = fmt::format(
        R"({{"sets": {{"basic:2": 1, "river/1:2": 2}}, "elements": {{{}}},
        "start": [{{"tile": "RI/s", "x": 0, "y": 0, "rotation": 0}}]}})",
        kRiverOn);
    std::string log =
        import_text(jcz5_save({jcz_place("RI.1/IIG", "R90", 1, 0), kJczPass, kJczCommit}, two));
    CHECK_THAT(log, Contains("# Note: setup.sets.river/1:2 is 2: 2 copies of the set, where the "
                             "rules here count one copy's tiles (the box), so a tile of another "
                             "copy may be refused\n"));
    // 5.x writes "R90"; a bare 90 is read as degrees, and said once.
    std::string save = jcz5_save({jcz_place("RI.1/IIG", "R90", 1, 0), kJczPass, kJczCommit},
                                 river_setup("river/1:2", kRiverOn));
    const std::string r90 = R"("rotation": "R90")";
    REQUIRE(save.find(r90) != std::string::npos);
    save.replace(save.find(r90), r90.size(), R"("rotation": 90)");
    log = import_text(save);
    CHECK_THAT(log, Contains("# Note: replay[0] (PLACE_TILE, move 1): rotation is the number 90, "
                             "where a 5.x save writes \"R0\" to \"R270\"; read as degrees\n"));
    CHECK(move_lines(log).at(0) == "{player: Alice, tile: RV-09, at: [1, 0], rot: 90}");
}
