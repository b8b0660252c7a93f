// Each built-in expansion left out of a build of the program (its one line
// taken out of registry.cpp: CMakeLists.txt beside this file). A game that
// does not name the expansion must read, score and check there byte for byte
// as in the full build: the expansion changes nothing outside its own games.
// Of an expansion whose column or options the format shows in every game
// (signposts' column, the large followers' "large-followers": 0), the reports
// rightly differ there; for it the law holds for what names no column or
// option: check and position.
#include <catch2/catch.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "corpus_law.hpp"

namespace {

using carcassonne::test::check_same_lines;
using carcassonne::test::run_in_folder;
using carcassonne::test::without_in_known_list;

struct LeftOut {
    std::string name, binary;
};

std::vector<LeftOut> left_out_builds() {
    std::vector<LeftOut> out;
    std::istringstream in(LEAVE_OUT_BUILDS);
    for (std::string item; std::getline(in, item, '|');) {
        auto eq = item.find('=');
        out.push_back({item.substr(0, eq), item.substr(eq + 1)});
    }
    return out;
}

}  // namespace

TEST_CASE(
    "a build without one expansion's registration line gives every other game the same "
    "bytes") {
    const std::vector<LeftOut> builds = left_out_builds();
    REQUIRE(builds.size() >= 8);  // every built-in expansion
    int shown_everywhere = 0;
    for (const LeftOut& build : builds) {
        INFO("without " << build.name);
        // Nothing but its registration line pulls its definition into the
        // program: the build without the line has none of it.
        auto symbols = run_in_folder(PROJECT_DIR, "nm", "-C '" + build.binary + "'");
        REQUIRE(symbols.exit == 0);
        CHECK(symbols.out.find("carcassonne::" + build.name + "::expansion()") ==
              std::string::npos);
        // Its listing stands without it (a tile set of it is not offered).
        CHECK(run_in_folder(PROJECT_DIR, build.binary, "expansions").exit == 0);
        int count = 0;
        const std::string corpus =
            carcassonne::test::corpus_arguments(PROJECT_DIR, build.name, count);
        CHECK(count > 150);  // the documents of the base game at least
        // Does the format show the expansion in every game? Then a base
        // game's report differs, by its column or its options.
        const std::string base = " scenarios/base/quickstart.yaml";
        bool everywhere =
            run_in_folder(PROJECT_DIR, CARCASSONNE_BINARY, "score --format json" + base).out !=
            run_in_folder(PROJECT_DIR, build.binary, "score --format json" + base).out;
        shown_everywhere += everywhere;
        std::vector<std::string> commands{"check", "position --move 3"};
        if (!everywhere)
            for (const char* c :
                 {"score --format jsonl", "score --running --format jsonl", "score"})
                commands.push_back(c);
        for (const std::string& command : commands) {
            INFO(command);
            // position takes one document: the corpus through xargs.
            bool one_each = command.rfind("score", 0) != 0 && command != "check";
            std::string args = one_each ? "" : command + corpus;
            auto run = [&](const std::string& binary) {
                if (!one_each) return run_in_folder(PROJECT_DIR, binary, args);
                return run_in_folder(
                    PROJECT_DIR, "printf",
                    "'%s\\n'" + corpus + " | xargs -I{} '" + binary + "' " + command + " {}");
            };
            auto full = run(CARCASSONNE_BINARY), without = run(build.binary);
            CHECK(without.exit == full.exit);
            check_same_lines(without_in_known_list(full.out, build.name), without.out);
        }
    }
    // The five the format has always shown: signposts, watchtowers, surveyors,
    // maze (their columns) and inns (its option).
    CHECK(shown_everywhere == 5);
}
