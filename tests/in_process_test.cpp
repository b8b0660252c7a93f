// run_in_process, which the scenario corpus runs through, is the program: it
// splits a command line as sh does, and gives what the built binary gives.
#include <catch2/catch.hpp>
#include <stdexcept>
#include <string>
#include <vector>

#include "scenario_support.hpp"

using carcassonne::test::run_binary;
using carcassonne::test::run_in_process;
using carcassonne::test::shell_words;
using Words = std::vector<std::string>;

TEST_CASE("a command line is split into words as sh splits it", "[in-process]") {
    CHECK(shell_words("") == Words{});
    CHECK(shell_words("  score   a.yaml ") == Words{"score", "a.yaml"});
    CHECK(shell_words("explain --on 'city S' x") == Words{"explain", "--on", "city S", "x"});
    CHECK(shell_words("explain --on \"city S\"") == Words{"explain", "--on", "city S"});
    // Quotes join what stands beside them; an empty pair is an empty word.
    CHECK(shell_words("a'b c'd \"\"") == Words{"ab cd", ""});
    CHECK(shell_words("--then '{tile: U, at: [0, 2]}'") ==
          Words{"--then", "{tile: U, at: [0, 2]}"});
    // A backslash keeps the next character; inside "..." only before " \ $ `.
    CHECK(shell_words("a\\ b \"c\\\"d\\n\"") == Words{"a b", "c\"d\\n"});
    CHECK(shell_words("'a\\b'") == Words{"a\\b"});
    // No globbing: a pattern is a word as written.
    CHECK(shell_words("tiles --edges w=?") == Words{"tiles", "--edges", "w=?"});
    // What only a shell does is refused, quoted it is a word.
    CHECK_THROWS_AS(shell_words("score a.yaml > out"), std::invalid_argument);
    CHECK_THROWS_AS(shell_words("score a.yaml | head"), std::invalid_argument);
    CHECK_THROWS_AS(shell_words("score $HOME"), std::invalid_argument);
    CHECK_THROWS_AS(shell_words("score 'a.yaml"), std::invalid_argument);
    CHECK(shell_words("'a | b'") == Words{"a | b"});
}

TEST_CASE("a command run in this process gives what the binary gives", "[in-process]") {
    for (const char* args :
         {"score scenarios/base/quickstart.yaml",
          "score --format json scenarios/base/quickstart.yaml",
          "score scenarios/bad/empty-file.yaml",
          "score scenarios/logs/illegal-follower-occupied.yaml",
          "explain --at 0,0 --on 'city N' scenarios/explain/contested-city.yaml", "rules base.road",
          "tiles D", "help", "score --no-such-option", "score missing.yaml", "--version", ""}) {
        INFO("carcassonne " << args);
        auto here = run_in_process(args);
        auto there = run_binary(args);
        CHECK(here.exit == there.exit);
        CHECK(here.out == there.out);
        CHECK(here.err == there.err);
        // Called again, the same: nothing is kept between calls.
        auto again = run_in_process(args);
        CHECK(again.exit == here.exit);
        CHECK(again.out == here.out);
        CHECK(again.err == here.err);
    }
    // Standard input: a file's bytes, and nothing left over for the next call.
    auto piped = run_in_process("score -", "scenarios/base/quickstart.yaml");
    CHECK(piped.exit == 0);
    CHECK(piped.out == run_binary("score -", "scenarios/base/quickstart.yaml").out);
    auto nothing = run_in_process("score -");
    CHECK(nothing.exit == 2);
    CHECK(nothing.err == run_binary("score -").err);
}
