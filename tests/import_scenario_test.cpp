// `carcassonne import` over scenarios/import/: each source (NAME.json, NAME.jcz)
// must print NAME.yaml byte for byte, or, where there is no NAME.yaml, fail as
// NAME.expect.yaml says (exit 2 and the first line of standard error). The
// printed logs are themselves scenarios, scored by scenario_test.cpp against
// their NAME.expect.yaml. See scenarios/import/README.md.
#include <sys/wait.h>
#include <unistd.h>
#include <yaml-cpp/yaml.h>

#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "scenario_support.hpp"

namespace fs = std::filesystem;
using carcassonne::test::expected_error_lines;
using carcassonne::test::lines_of;
using carcassonne::test::run_binary;
using carcassonne::test::slurp;

namespace {

std::vector<std::string> import_sources() {
    std::vector<std::string> out;
    for (const auto& e :
         fs::directory_iterator(fs::path(CARCASSONNE_SOURCE_DIR) / "scenarios/import")) {
        auto ext = e.path().extension();
        if (e.is_regular_file() && (ext == ".json" || ext == ".jcz"))
            out.push_back(e.path().string());
    }
    std::sort(out.begin(), out.end());
    return out;
}

std::string rel(const std::string& path) {
    return fs::relative(path, fs::path(CARCASSONNE_SOURCE_DIR)).generic_string();
}

// Runs a shell pipeline in the source tree; `carcassonne` stands for the binary.
carcassonne::test::Run run_shell(const std::string& script) {
    std::string base =
        (fs::temp_directory_path() / ("carcassonne-import-" + std::to_string(getpid()))).string();
    std::string cmd = "cd '" + std::string(CARCASSONNE_SOURCE_DIR) + "' && carcassonne() { '" +
                      CARCASSONNE_BINARY + "' \"$@\"; } && { " + script + " ; } >'" + base +
                      ".out' 2>'" + base + ".err'";
    int status = std::system(cmd.c_str());
    carcassonne::test::Run r;
    r.exit = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    r.out = slurp(base + ".out");
    r.err = slurp(base + ".err");
    fs::remove(base + ".out");
    fs::remove(base + ".err");
    return r;
}

}  // namespace

TEST_CASE("every import scenario prints its log or fails as expected", "[import][scenarios]") {
    auto sources = import_sources();
    REQUIRE(sources.size() >= 5);
    auto source = GENERATE_COPY(from_range(sources));
    fs::path log = source;
    log.replace_extension(".yaml");
    fs::path expect = source;
    expect.replace_extension(".expect.yaml");
    INFO("import scenario " << rel(source));
    auto run = run_binary("import " + rel(source));
    if (fs::exists(log)) {
        REQUIRE(run.exit == 0);
        CHECK(run.err.empty());
        CHECK(run.out == slurp(log.string()));
        // Byte-deterministic: a second run prints the same.
        CHECK(run_binary("import " + rel(source)).out == run.out);
    } else {
        REQUIRE(fs::exists(expect));
        YAML::Node e = YAML::LoadFile(expect.string());
        REQUIRE(e["exit"].as<int>() == 2);
        CHECK(run.exit == 2);
        CHECK(run.out.empty());
        CHECK(lines_of(run.err) == expected_error_lines(e));
    }
}

TEST_CASE("an imported game scores in one pipe", "[import]") {
    auto r = run_shell(
        "carcassonne import scenarios/import/366166200.json | carcassonne score - --format json");
    REQUIRE(r.exit == 0);
    YAML::Node json = YAML::Load(r.out);
    // BGA's own final scores of table 366166200 (game state 99).
    CHECK(json["totals"]["KokiYamaguchi"].as<int>() == 96);
    CHECK(json["totals"]["Kithara"].as<int>() == 70);
    // Standard input in, the same log out, but for the name in the header.
    auto from_stdin = run_shell("carcassonne import - < scenarios/import/engine-scoring.jcz");
    REQUIRE(from_stdin.exit == 0);
    std::string file_log =
        slurp(std::string(CARCASSONNE_SOURCE_DIR) + "/scenarios/import/engine-scoring.yaml");
    CHECK(from_stdin.out.substr(from_stdin.out.find('\n')) == file_log.substr(file_log.find('\n')));
    CHECK(from_stdin.out.rfind("# Imported from <stdin>: a JCloisterZone save", 0) == 0);
}

TEST_CASE("an imported large follower is written back by position and weighs 2 there",
          "[import][inns][position]") {
    // jcz-inns-large.jcz after move 2: Alice's large follower (0.big.1) on the
    // city of D [0, 0] and N [0, 1]; Bob's follower on the city of D [1, 0].
    auto r = run_shell(
        "carcassonne import scenarios/import/jcz-inns-large.jcz | carcassonne position - --move 2");
    REQUIRE(r.exit == 0);
    CHECK(r.out.find("\n  - {tile: N, at: [0, 1], rot: 90, meeple: {player: Alice, on: city E, "
                     "follower: large}}\n") != std::string::npos);
    CHECK(r.out.find("\n  - {tile: D, at: [1, 0], meeple: {player: Bob, on: city N}}\n") !=
          std::string::npos);
    // The position read back, ended: Alice's open city, 2 tiles x 1 = 2 (the
    // large follower adds no points); Bob's, 1 tile x 1 = 1.
    auto scored = run_shell(
        "carcassonne import scenarios/import/jcz-inns-large.jcz | carcassonne position - --move 2 "
        "| carcassonne score - --format json");
    REQUIRE(scored.exit == 0);
    YAML::Node json = YAML::Load(scored.out);
    CHECK(json["totals"]["Alice"].as<int>() == 2);
    CHECK(json["totals"]["Bob"].as<int>() == 1);
    CHECK(json["options"]["large-followers"].as<int>() == 1);
    CHECK(json["events"][0]["followers"][0]["follower"].as<std::string>() == "large");
}

TEST_CASE("import warns when its scores differ from the source's, and still writes the log",
          "[import]") {
    // bga-names.json with J_rgen_M's final score raised from 4 to 5.
    std::string src =
        slurp(std::string(CARCASSONNE_SOURCE_DIR) + "/scenarios/import/bga-names.json");
    const std::string from = R"("name": "J\u00fcrgen M.", "score": "4")";
    REQUIRE(src.find(from) != std::string::npos);
    src.replace(src.find(from), from.size(), R"("name": "J\u00fcrgen M.", "score": "5")");
    std::string path =
        (fs::temp_directory_path() / ("carcassonne-warn-" + std::to_string(getpid()) + ".json"))
            .string();
    {
        std::ofstream out(path, std::ios::binary);
        out << src;
    }
    auto r = run_binary("import " + path);
    CHECK(r.exit == 0);
    CHECK(r.out.find("# Final scores in the source: J_rgen_M 5 (road 0, city 4") !=
          std::string::npos);
    // 4 + 3 + 3 + 1 scored (scenarios/import/bga-names.expect.yaml) against 5 + 3 + 3 + 1 recorded;
    // located at the final-state notification, which starts at column 51 of line 6.
    CHECK(r.err == path +
                       ":6:51: warning: scoring the imported game gives J_rgen_M 4, 123 3, true 3, "
                       "J_rgen_M_2 1; the "
                       "source's final scores are J_rgen_M 5, 123 3, true 3, J_rgen_M_2 1\n");
    fs::remove(path);
}

TEST_CASE("a file of several BGA tables imports one game at a time", "[import]") {
    // Two whole logs in one top-level array: tables 366166200 and 367163108.
    std::string both =
        (fs::temp_directory_path() / ("carcassonne-two-" + std::to_string(getpid()) + ".json"))
            .string();
    {
        std::ofstream out(both, std::ios::binary);
        out << "["
            << slurp(std::string(CARCASSONNE_SOURCE_DIR) + "/scenarios/import/366166200.json")
            << ",\n"
            << slurp(std::string(CARCASSONNE_SOURCE_DIR) + "/scenarios/import/367163108.json")
            << "]";
    }
    auto refused = run_binary("import " + both);
    CHECK(refused.exit == 2);
    CHECK(refused.out.empty());
    CHECK(refused.err ==
          both +
              ":1:1: error: the file holds 2 games (tables): choose one with --game N "
              "(1 = table 366166200, 2 = table 367163108)\n");
    auto second = run_binary("import --game 2 " + both);
    REQUIRE(second.exit == 0);
    std::string alone =
        slurp(std::string(CARCASSONNE_SOURCE_DIR) + "/scenarios/import/367163108.yaml");
    // The same game as imported alone; only the header names the file and the game.
    CHECK(second.out.substr(second.out.find('\n')) == alone.substr(alone.find('\n')));
    CHECK(second.out.substr(0, second.out.find('\n')) ==
          "# Imported from " + both + ": a Board Game Arena log, table 367163108 (game 2 of 2).");
    auto missing = run_binary("import --game 3 " + both);
    CHECK(missing.exit == 2);
    CHECK(missing.err == both + ":1:1: error: --game 3: the file holds 2 games\n");
    auto jcz = run_binary("import --game 2 scenarios/import/engine-scoring.jcz");
    CHECK(jcz.exit == 2);
    CHECK(jcz.err ==
          "scenarios/import/engine-scoring.jcz:1:1: error: a JCloisterZone save holds one game; "
          "--game 2 does "
          "not exist\n");
    fs::remove(both);
}

TEST_CASE("import refuses what it cannot read, with exit 2 and a located message",
          "[import][hostile]") {
    std::string dir =
        (fs::temp_directory_path() / ("carcassonne-bad-" + std::to_string(getpid()))).string();
    fs::create_directories(dir);
    SECTION("10 MB of garbage") {
        std::string path = dir + "/garbage.json";
        {
            std::ofstream out(path, std::ios::binary);
            std::uint32_t x = 12345;
            for (int i = 0; i < 10 * 1024 * 1024; ++i) {
                x = x * 1103515245u + 12345u;  // any bytes, NUL and invalid UTF-8 included
                out.put(static_cast<char>(x >> 24));
            }
        }
        auto r = run_binary("import " + path);
        CHECK(r.exit == 2);
        CHECK(r.out.empty());
        CHECK(r.err.rfind(path + ":1:1: error: JSON syntax error", 0) == 0);
    }
    SECTION("10 MB of one valid JSON string") {
        std::string path = dir + "/string.json";
        {
            std::ofstream out(path, std::ios::binary);
            out << '"' << std::string(10 * 1024 * 1024, 'x') << '"';
        }
        auto r = run_binary("import " + path);
        CHECK(r.exit == 2);
        CHECK(r.err.find(path + ":1:1: error: this is neither a JCloisterZone save") == 0);
    }
    SECTION("a file above --max-bytes") {
        auto r = run_binary("import --max-bytes 100 scenarios/import/engine-scoring.jcz");
        CHECK(r.exit == 2);
        CHECK(r.err ==
              "scenarios/import/engine-scoring.jcz:1:1: error: the document is larger than the "
              "limit of 100 bytes "
              "(raise it with --max-bytes)\n");
    }
    SECTION("no such file, a directory, and an unknown --from") {
        CHECK(run_binary("import " + dir + "/missing.json").exit == 2);
        CHECK(run_binary("import " + dir).exit == 2);
        auto r = run_binary("import --from xml scenarios/import/engine-scoring.jcz");
        CHECK(r.exit == 2);
        CHECK(r.out.empty());
    }
    SECTION("--from forces the reader") {
        auto r = run_binary("import --from bga scenarios/import/engine-scoring.jcz");
        CHECK(r.exit == 2);
        CHECK(r.err ==
              "scenarios/import/engine-scoring.jcz:1:1: error: a Board Game Arena log needs its "
              "packets in "
              "data.data or data.logs\n");
        auto ok = run_binary("import --from JCZ scenarios/import/engine-scoring.jcz");
        CHECK(ok.exit == 0);
    }
    fs::remove_all(dir);
}
