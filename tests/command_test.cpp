// Commands other than `score` on hostile or extreme input: every run ends with
// exit status 0, 1 or 2 (FORMAT.md "Values and limits"), never with a signal.
#include <catch2/catch.hpp>
#include <filesystem>
#include <string>

#include "scenario_support.hpp"

namespace fs = std::filesystem;
using carcassonne::test::run_binary;

TEST_CASE("tiles draws the largest legal custom tile", "[commands][tiles]") {
    auto run = run_binary("tiles --tiles tests/data/largest-tile.yaml LARGEST");
    CHECK(run.err.empty());
    REQUIRE(run.exit == 0);
    // Four caps: each edge's band plus its 3-square bulge, so every square but
    // the three middle ones of the middle row is city. 36 coats of arms, but
    // the second row has room for 4 stars (columns 3 to 6). M the monastery in
    // the middle, T the watchtower below and right of it.
    CHECK(run.out ==
          "LARGEST (1000 in the box)\n"
          "  +-------+\n"
          "  |CCCCCCC|\n"
          "  |CCC****|\n"
          "  |CC.M.CC|\n"
          "  |CCCCTCC|\n"
          "  |CCCCCCC|\n"
          "  +-------+\n"
          "  edges: N city, E city, S city, W city\n"
          "  city N; city E; city S; city W; monastery\n"
          "  watchtower: followers\n"
          "\n");
}

TEST_CASE("no command ends with a signal on a hostile document", "[commands][hostile]") {
    int files = 0;
    for (const auto& e :
         fs::directory_iterator(fs::path(CARCASSONNE_SOURCE_DIR) / "scenarios/bad")) {
        const std::string name = e.path().filename().string();
        if (e.path().extension() != ".yaml" || name.find(".expect.") != std::string::npos) continue;
        const std::string rel = "scenarios/bad/" + name;
        // The document as a document, as a --tiles file, and read from standard input.
        for (const std::string& args :
             {"score " + rel, "score --format json --no-final " + rel, "check " + rel,
              "tiles --tiles " + rel, "score --tiles " + rel + " scenarios/base/quickstart.yaml"}) {
            auto run = run_binary(args);
            INFO("carcassonne " << args << "\nstderr: " << run.err);
            CHECK((run.exit == 0 || run.exit == 1 || run.exit == 2));
        }
        auto piped = run_binary("check -", e.path().string());
        INFO("carcassonne check - < " << rel);
        CHECK((piped.exit == 0 || piped.exit == 1 || piped.exit == 2));
        ++files;
    }
    CHECK(files >= 60);
}
