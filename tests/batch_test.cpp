// Several files in one call (FORMAT.md "Several files"): `score --format jsonl`
// and `score --summary` over the whole corpus agree with the scenarios scored
// one by one (each checked by hand against its NAME.expect.yaml), and the exit
// status is the highest of the files'.
#include <unistd.h>
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

// The "errors" of a jsonl line, from the lines `FILE:LINE:COLUMN: error:
// MESSAGE` (or `FILE: error: MESSAGE`) the file gives alone on standard error.
YAML::Node errors_as_json(const std::string& err) {
    YAML::Node out(YAML::NodeType::Sequence);
    for (const std::string& l : lines_of(err)) {
        const std::size_t at = l.find(": error: ");
        if (at == std::string::npos) continue;  // a note
        const std::string place = l.substr(0, at), message = l.substr(at + 9);
        YAML::Node e;
        const std::size_t column = place.rfind(':'), line = place.rfind(':', column - 1);
        const bool located = column != std::string::npos && line != std::string::npos &&
                             place.find_first_not_of("0123456789", line + 1) == column;
        e["line"] = located ? YAML::Node(std::stoi(place.substr(line + 1))) : YAML::Node();
        e["column"] = located ? YAML::Node(std::stoi(place.substr(column + 1))) : YAML::Node();
        e["message"] = message;
        out.push_back(e);
    }
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
        for (const Single& s : singles) {
            highest = std::max(highest, s.run.exit);
            if (s.run.exit == 2) errors += s.run.err;
        }
        CHECK(batch.exit == highest);
        // Every unreadable file's located error, in order, and nothing else.
        CHECK(batch.err == errors);
        // One line per file, in order: a readable one's object as it prints
        // alone, with its file and exit status first; an unreadable one's errors.
        const auto lines = lines_of(batch.out);
        REQUIRE(lines.size() == singles.size());
        for (std::size_t i = 0; i < lines.size(); ++i) {
            const Single& s = singles[i];
            INFO(s.file);
            YAML::Node line = YAML::Load(lines[i]);
            CHECK(line["file"].as<std::string>() == s.file);
            CHECK(line["exit"].as<int>() == s.run.exit);
            if (s.run.exit == 2) {
                CHECK(line.size() == 3);
                CHECK(flow_yaml(line["errors"]) == flow_yaml(errors_as_json(s.run.err)));
                continue;
            }
            line.remove("file");
            line.remove("exit");
            CHECK(flow_yaml(line) == flow_yaml(YAML::Load(s.run.out)));
            ++compared;
        }
    }
    CHECK(compared >= 100);
}

TEST_CASE("score --summary of the corpus counts what the scenarios give alone",
          "[batch][scenarios]") {
    for (const auto& [args, files] : scenarios_by_args()) {
        INFO("options:" << args);
        // --summary prints no running totals, and refuses --running.
        if (args.find("--running") != std::string::npos) continue;
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

    // --summary --format jsonl: the same, one JSON object a line. Winners: red
    // in quickstart (11 to 6 after the final scoring); none in illegal-discard,
    // whose illegal move ends the game before any final scoring.
    auto jsonl = run_binary("score --summary --format jsonl " + ok + " " + bad + " " + broken);
    CHECK(jsonl.out ==
          "{\"file\":\"" + ok +
              "\",\"exit\":0,\"totals\":{\"red\":11,\"blue\":6},\"winners\":[\"red\"],"
              "\"violations\":0}\n"
              "{\"file\":\"" +
              bad +
              "\",\"exit\":2,\"errors\":[{\"line\":10,\"column\":14,\"message\":\"YAML aliases "
              "(*name) are not supported\"}]}\n"
              "{\"file\":\"" +
              broken +
              "\",\"exit\":1,\"totals\":{\"red\":4,\"blue\":0},\"winners\":[],\"violations\":1}"
              "\n"
              "{\"summary\":{\"games\":2,\"with_violations\":1,\"unreadable\":1}}\n");
    CHECK(jsonl.err == summary.err);
    CHECK(jsonl.exit == 2);
    // The winners are the report's, by the document's tie-break: house/running
    // ends red 2, blue 2 (its comments), and under `tie-break: later-player`
    // blue, who plays later, wins alone; the --no-final track has no winner.
    const std::string house = "scenarios/house/running.yaml";
    CHECK(run_binary("score --summary --format jsonl " + house).out ==
          "{\"file\":\"" + house +
              "\",\"exit\":0,\"totals\":{\"red\":2,\"blue\":2},\"winners\":[\"blue\"],"
              "\"violations\":0}\n"
              "{\"summary\":{\"games\":1,\"with_violations\":0,\"unreadable\":0}}\n");
    CHECK(run_binary("score --summary " + house).out ==
          house +
              ": exit 0: red 2, blue 2; winner blue; 0 violations\n1 file: 1 game, 0 with "
              "violations, 0 unreadable\n");
    // --no-final: red 2 (the tiny city), blue 0, and no final scoring, no winner.
    CHECK(run_binary("score --summary --format jsonl --no-final " + house)
              .out.rfind("{\"file\":\"" + house +
                             "\",\"exit\":0,\"totals\":{\"red\":2,\"blue\":0},\"winners\":[],",
                         0) == 0);
    // --summary writes text or JSON lines, not one JSON object.
    auto json_summary = run_binary("score --summary --format json " + ok);
    CHECK(json_summary.exit == 2);
    CHECK(json_summary.out.empty());

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
    // jsonl: the position's line says why it was not adjudicated (no place in
    // it); the log's is its report (--move 2 is all of it, its violation too).
    auto jsonl = run_binary("score --format jsonl --move 2 " + position + " " + log);
    const auto lines = lines_of(jsonl.out);
    REQUIRE(lines.size() == 2);
    CHECK(lines[0] == "{\"file\":\"" + position +
                          "\",\"exit\":2,\"errors\":[{\"line\":null,\"column\":null,\"message\":"
                          "\"--move 2: " +
                          position + " is a position; --move counts the moves of a game log\"}]}");
    CHECK(lines[1].rfind("{\"file\":\"" + log + "\",\"exit\":1,\"format\":", 0) == 0);
    CHECK(jsonl.exit == 2);
    // --summary prints no running totals: the two are refused together.
    CHECK(run_binary("score --summary --running " + log).exit == 2);
}

TEST_CASE("a directory as FILE: its *.yaml and *.yml files, by name", "[batch]") {
    const fs::path dir =
        fs::temp_directory_path() / ("carcassonne-dir-" + std::to_string(getpid()));
    const fs::path empty = dir / "empty";
    fs::create_directories(dir / "sub");
    fs::create_directories(empty);
    auto copy = [&](const std::string& from, const fs::path& to) {
        fs::copy_file(fs::path(CARCASSONNE_SOURCE_DIR) / from, to,
                      fs::copy_options::overwrite_existing);
    };
    copy("scenarios/base/quickstart.yaml", dir / "b.yaml");
    copy("scenarios/logs/illegal-discard.yaml", dir / "a.yml");
    copy("scenarios/base/quickstart.yaml", dir / ".hidden.yaml");    // hidden: not read
    copy("scenarios/base/quickstart.yaml", dir / "sub" / "c.yaml");  // not recursive
    std::ofstream(dir / "notes.txt") << "not a document\n";          // not *.yaml
    const std::string d = dir.string();

    // a.yml before b.yaml (by name); the rest left out.
    auto summary = run_binary("score --summary " + d);
    CHECK(summary.out == d + "/a.yml: exit 1: red 4, blue 0; no winner; 1 violation\n" + d +
                             "/b.yaml: exit 0: red 11, blue 6; winner red; 0 violations\n"
                             "2 files: 2 games, 1 with violations, 0 unreadable\n");
    CHECK(summary.exit == 1);
    // A trailing '/' names the same files.
    CHECK(run_binary("score --summary " + d + "/").out == summary.out);
    // check names each file on its lines.
    auto check = run_binary("check " + d);
    CHECK(check.out ==
          run_binary("check " + d + "/a.yml").out + run_binary("check " + d + "/b.yaml").out);
    // Text reports are told apart as for several files, even for one file.
    fs::remove(dir / "a.yml");
    auto text = run_binary("score " + d);
    CHECK(text.out == "==> " + d + "/b.yaml <==\n" + run_binary("score " + d + "/b.yaml").out);
    // A directory without documents cannot be read: exit 2, no place in it.
    auto none = run_binary("score --format jsonl " + empty.string());
    CHECK(none.out == "{\"file\":\"" + empty.string() +
                          "\",\"exit\":2,\"errors\":[{\"line\":null,\"column\":null,"
                          "\"message\":\"a directory without any *.yaml or *.yml file\"}]}\n");
    CHECK(none.err == empty.string() + ": error: a directory without any *.yaml or *.yml file\n");
    CHECK(none.exit == 2);
    // Other commands read one document: a directory is refused, without a place.
    auto draw = run_binary("draw " + d);
    CHECK(draw.err == d + ": error: is a directory, not a document (score and check read the "
                          "*.yaml and *.yml files of a directory)\n");
    CHECK(draw.exit == 2);
    fs::remove_all(dir);
}
