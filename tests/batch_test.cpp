// Several files in one call (FORMAT.md "Several files"): `score --format jsonl`
// and `score --summary` over the whole corpus agree with the scenarios scored
// one by one (each checked by hand against its NAME.expect.yaml), and the exit
// status is the highest of the files'.
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include "scenario_support.hpp"

namespace fs = std::filesystem;
using carcassonne::test::flow_yaml;
using carcassonne::test::lines_of;
using carcassonne::test::Run;
using carcassonne::test::run_binary;
using carcassonne::test::run_in_process;
using carcassonne::test::scenario_files;

namespace {

std::string first_line(const std::string& path) {
    std::ifstream in(path);
    std::string line;
    std::getline(in, line);
    return line;
}

// The scenarios by their `# args:` line: one batch call per set of options.
std::map<std::string, std::vector<std::string>> scenarios_by_args() {
    std::map<std::string, std::vector<std::string>> out;
    const std::string tag = "# args:";
    for (const std::string& doc : scenario_files()) {
        std::string line = first_line(doc);
        std::string args = line.rfind(tag, 0) == 0 ? line.substr(tag.size()) : "";
        out[args].push_back(fs::relative(doc, CARCASSONNE_SOURCE_DIR).generic_string());
    }
    return out;
}

std::string joined(const std::vector<std::string>& files) {
    std::string out;
    for (const std::string& f : files) out += " " + f;
    return out;
}

struct Single {
    std::string file;
    Run run;
};

std::vector<Single> one_by_one(const std::string& args, const std::vector<std::string>& files) {
    std::vector<Single> out;
    for (const std::string& f : files)
        out.push_back({f, run_in_process("score --format json" + args + " " + f)});
    return out;
}

}  // namespace

TEST_CASE("score --format jsonl of the corpus equals each scenario scored alone",
          "[batch][scenarios]") {
    int compared = 0;
    for (const auto& [args, files] : scenarios_by_args()) {
        INFO("options:" << args);
        const auto singles = one_by_one(args, files);
        const Run batch = run_binary("score --format jsonl" + args + joined(files));
        int highest = 0;
        std::string errors;
        std::vector<const Single*> read;
        for (const Single& s : singles) {
            highest = std::max(highest, s.run.exit);
            if (s.run.exit == 2)
                errors += s.run.err;
            else
                read.push_back(&s);
        }
        CHECK(batch.exit == highest);
        // Every unreadable file's located error, in order, and nothing else.
        CHECK(batch.err == errors);
        const auto lines = lines_of(batch.out);
        REQUIRE(lines.size() == read.size());
        for (std::size_t i = 0; i < lines.size(); ++i) {
            INFO(read[i]->file);
            YAML::Node line = YAML::Load(lines[i]);
            CHECK(line["file"].as<std::string>() == read[i]->file);
            line.remove("file");
            CHECK(flow_yaml(line) == flow_yaml(YAML::Load(read[i]->run.out)));
            ++compared;
        }
    }
    CHECK(compared >= 100);
}

TEST_CASE("score --summary of the corpus counts what the scenarios give alone",
          "[batch][scenarios]") {
    for (const auto& [args, files] : scenarios_by_args()) {
        INFO("options:" << args);
        const auto singles = one_by_one(args, files);
        const Run batch = run_binary("score --summary" + args + joined(files));
        const auto lines = lines_of(batch.out);
        REQUIRE(lines.size() == files.size() + 1);
        int highest = 0;
        std::size_t games = 0, broken = 0, unreadable = 0;
        for (std::size_t i = 0; i < singles.size(); ++i) {
            const Single& s = singles[i];
            INFO(s.file);
            highest = std::max(highest, s.run.exit);
            std::string want = s.file + ": exit " + std::to_string(s.run.exit) + ": ";
            if (s.run.exit == 2) {
                ++unreadable;
                want += "unreadable";
            } else {
                ++games;
                broken += s.run.exit == 1;
                YAML::Node json = YAML::Load(s.run.out);
                std::string totals;
                for (const auto& player : json["players"]) {
                    std::string name = player.as<std::string>();
                    totals += (totals.empty() ? "" : ", ") + name + " " +
                              json["totals"][name].as<std::string>();
                }
                std::string winners;
                for (const auto& w : json["winners"])
                    winners += (winners.empty() ? "" : ", ") + w.as<std::string>();
                winners = json["winners"].size() == 0   ? "no winner"
                          : json["winners"].size() == 1 ? "winner " + winners
                                                        : "winners " + winners;
                std::size_t n = json["violations"].size();
                want += totals + "; " + winners + "; " + std::to_string(n) +
                        (n == 1 ? " violation" : " violations");
            }
            CHECK(lines[i] == want);
        }
        // One file or game is named in the singular (a --then scenario stands alone).
        auto counted = [](std::size_t n, const char* one, const char* many) {
            return std::to_string(n) + " " + (n == 1 ? one : many);
        };
        CHECK(lines.back() == counted(files.size(), "file", "files") + ": " +
                                  counted(games, "game", "games") + ", " + std::to_string(broken) +
                                  " with violations, " + std::to_string(unreadable) +
                                  " unreadable");
        CHECK(batch.exit == highest);
    }
}

TEST_CASE("several files: a worked summary, text separators, check", "[batch]") {
    const std::string ok = "scenarios/base/quickstart.yaml";
    const std::string broken = "scenarios/logs/illegal-discard.yaml";
    const std::string bad = "scenarios/bad/alias-bomb.yaml";

    // quickstart: red 11, blue 6 (its expect file), red wins; illegal-discard:
    // red 4 (city D + E, 2 x 2), blue 0, one violation, so no final scoring and
    // no winner; alias-bomb is unreadable (exit 2).
    auto summary = run_binary("score --summary " + ok + " " + bad + " " + broken);
    CHECK(summary.out == ok + ": exit 0: red 11, blue 6; winner red; 0 violations\n" + bad +
                             ": exit 2: unreadable\n" + broken +
                             ": exit 1: red 4, blue 0; no winner; 1 violation\n"
                             "3 files: 2 games, 1 with violations, 1 unreadable\n");
    CHECK(summary.err == bad + ":10:14: error: YAML aliases (*name) are not supported\n");
    CHECK(summary.exit == 2);
    CHECK(run_binary("score --summary " + ok + " " + broken).exit == 1);
    CHECK(run_binary("score --summary " + ok).out ==
          ok + ": exit 0: red 11, blue 6; winner red; 0 violations\n1 file: 1 game, 0 with "
               "violations, 0 unreadable\n");

    // Text: each report as it prints alone, under a `==> FILE <==` line, a blank line between.
    auto text = run_binary("score " + ok + " " + bad + " " + broken);
    CHECK(text.out == "==> " + ok + " <==\n" + run_binary("score " + ok).out + "\n==> " + broken +
                          " <==\n" + run_binary("score " + broken).out);
    CHECK(text.exit == 2);
    // JSON: each object as it prints alone, with a "file" key first.
    auto json = run_binary("score --format json " + ok + " " + broken);
    std::string alone = run_binary("score --format json " + ok).out;
    CHECK(json.out.rfind("{\n  \"file\": \"" + ok + "\",\n" + alone.substr(2), 0) == 0);
    CHECK(json.exit == 1);

    // check: each line names its file; the outputs alone, one after the other.
    auto check = run_binary("check " + ok + " " + bad + " " + broken);
    CHECK(check.out == run_binary("check " + ok).out + run_binary("check " + broken).out);
    CHECK(check.err == run_binary("check " + bad).err);
    CHECK(check.exit == 2);
    CHECK(run_binary("check " + ok + " " + broken).exit == 1);
    CHECK(run_binary("check " + ok + " " + ok).exit == 0);
}

TEST_CASE("several files with --move N and --running", "[batch]") {
    const std::string position = "scenarios/base/quickstart.yaml";
    const std::string log = "scenarios/logs/illegal-discard.yaml";

    // --move 1 stops illegal-discard before its illegal discard: red closed the
    // city of D and E at move 1, 2 tiles x 2 = 4, and the final scoring finds no
    // follower left (red's knight went home): red 4, blue 0, no violation, red
    // wins (the final scoring ran, --move N ends the game there). The
    // position cannot take --move: its error, exit 2, and the log still scored.
    auto summary = run_binary("score --summary --move 1 " + position + " " + log);
    CHECK(summary.out == position + ": exit 2: not adjudicated (--move)\n" + log +
                             ": exit 0: red 4, blue 0; winner red; 0 violations\n"
                             "2 files: 1 game, 0 with violations, 1 unreadable\n");
    CHECK(summary.err == "carcassonne: error: --move 1: " + position +
                             " is a position; --move counts the moves of a game log\n");
    CHECK(summary.exit == 2);

    // Each report is the one the file gives alone with the same options.
    auto text = run_binary("score --move 1 --running " + log + " " + log);
    std::string alone = run_binary("score --move 1 --running " + log).out;
    CHECK(alone.find("Running totals") != std::string::npos);
    CHECK(text.out == "==> " + log + " <==\n" + alone + "\n==> " + log + " <==\n" + alone);
    CHECK(text.exit == 0);
    // jsonl: a line for the log alone (--move 2 is all of it, its violation
    // too); the position has none, and the exit status is its 2.
    auto jsonl = run_binary("score --format jsonl --move 2 " + position + " " + log);
    CHECK(jsonl.out.rfind("{\"file\":\"" + log + "\",\"format\":", 0) == 0);
    CHECK(std::count(jsonl.out.begin(), jsonl.out.end(), '\n') == 1);
    CHECK(jsonl.exit == 2);
    // --summary prints no running totals: the two are refused together.
    CHECK(run_binary("score --summary --running " + log).exit == 2);
}
