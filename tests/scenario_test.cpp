// Runs the scenarios of scenarios/ and compares the result with
// NAME.expect.yaml (and NAME.txt when present). See scenarios/README.md.
// The program runs in this process (run_in_process), so one process checks a
// whole folder. CTest runs each folder as one test (`scenario:maze`); the
// environment variable CARCASSONNE_SCENARIO picks the documents whose path
// starts with it (`scenarios/maze/`, or one document,
// `scenarios/maze/advanced-tie.yaml`); without it the two hidden [scenario]
// test cases run the whole corpus. A failure names its document.
#define CATCH_CONFIG_EXTERNAL_INTERFACES
#include <unistd.h>
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <set>
#include <sstream>

#include "carcassonne/model/rulebook.hpp"
#include "scenario_support.hpp"

namespace fs = std::filesystem;
using carcassonne::test::command_line;
using carcassonne::test::expected_error_lines;
using carcassonne::test::flow_yaml;
using carcassonne::test::lines_of;
using carcassonne::test::run_binary;
using carcassonne::test::run_in_process;
using carcassonne::test::scenario_files;
using carcassonne::test::slurp;

namespace {

std::string extra_args(const fs::path& doc) {
    return carcassonne::test::directives_of(doc.string()).args;
}

// Every key written in `expected` has the same value in `actual` (scalars compared as text).
void compare_items(const std::string& what, const YAML::Node& expected, const YAML::Node& actual) {
    std::size_t want = expected ? expected.size() : 0;
    std::size_t got = actual ? actual.size() : 0;
    INFO(what << ": expected " << want << ", got " << got << "\nactual: " << flow_yaml(actual));
    REQUIRE(want == got);
    for (std::size_t i = 0; i < want; ++i)
        for (const auto& kv : expected[i]) {
            const std::string key = kv.first.as<std::string>();
            INFO(what << " #" << (i + 1) << " key '" << key << "'\nexpected item: "
                      << flow_yaml(expected[i]) << "\nactual item:   " << flow_yaml(actual[i]));
            CHECK(flow_yaml(kv.second) == flow_yaml(actual[i][key]));
        }
}

// The documents a run checks, by test case: printed at the end of the run, so
// that the count can be compared when the corpus or the runner changes.
std::set<std::string> checked_results, checked_inputs;

// The scenarios whose path starts with CARCASSONNE_SCENARIO (relative to the
// source tree: `scenarios/maze/`), or every scenario. A prefix that picks
// nothing fails, so that a misspelt folder cannot pass.
std::vector<std::string> selected_scenarios() {
    const fs::path root = CARCASSONNE_SOURCE_DIR;
    auto files = scenario_files();
    if (const char* prefix = std::getenv("CARCASSONNE_SCENARIO")) {
        const std::string want = prefix;
        files.erase(std::remove_if(files.begin(), files.end(),
                                   [&](const std::string& f) {
                                       return fs::relative(f, root).generic_string().rfind(want,
                                                                                           0) != 0;
                                   }),
                    files.end());
        INFO("CARCASSONNE_SCENARIO=" << want << " picks no document");
        REQUIRE(!files.empty());
    } else {
        REQUIRE(files.size() >= 25);
    }
    return files;
}

// Prints how many documents each test case checked, after the run.
struct CountDocuments : Catch::TestEventListenerBase {
    using TestEventListenerBase::TestEventListenerBase;
    void testRunEnded(const Catch::TestRunStats&) override {
        if (checked_results.empty() && checked_inputs.empty()) return;
        const char* prefix = std::getenv("CARCASSONNE_SCENARIO");
        std::cout << "scenario documents checked" << (prefix ? std::string(" in ") + prefix : "")
                  << ": " << checked_results.size() << " for their expected result, "
                  << checked_inputs.size() << " from standard input and a file\n";
    }
};

// The first line where two texts differ, both versions, for a failure message.
std::string first_difference(const std::string& want, const std::string& got) {
    std::istringstream a(want), b(got);
    std::string x, y;
    for (int line = 1;; ++line) {
        bool more_a = static_cast<bool>(std::getline(a, x));
        bool more_b = static_cast<bool>(std::getline(b, y));
        if (!more_a && !more_b) return "no difference";
        if (!more_a || !more_b || x != y)
            return "first difference at line " + std::to_string(line) +
                   ":\nexpected: " + (more_a ? x : "(end of text)") +
                   "\nactual:   " + (more_b ? y : "(end of text)");
    }
}

}  // namespace

CATCH_REGISTER_LISTENER(CountDocuments)

TEST_CASE("every scenario gives its expected result", "[.][scenario]") {
    auto doc = GENERATE_COPY(from_range(selected_scenarios()));
    const fs::path root = CARCASSONNE_SOURCE_DIR;
    const std::string rel = fs::relative(doc, root).generic_string();
    fs::path expect_path = doc;
    expect_path.replace_extension(".expect.yaml");
    INFO("scenario " << rel);
    checked_results.insert(rel);
    REQUIRE(fs::exists(expect_path));
    YAML::Node expect = YAML::LoadFile(expect_path.string());

    auto run = run_in_process("score --format json" + extra_args(doc) + " " + rel);
    REQUIRE(run.exit == expect["exit"].as<int>());
    if (run.exit == 2) {
        // The whole of standard error: `error:` its one line, or `errors:` its
        // lines when the document has several independent errors.
        CHECK(lines_of(run.err) == expected_error_lines(expect));
        CHECK(run.out.empty());
        return;
    }
    // Nothing on standard error for an adjudicated document.
    CHECK(run.err.empty());
    YAML::Node actual = YAML::Load(run.out);
    if (expect["totals"])
        for (const auto& kv : expect["totals"]) {
            INFO("total of " << kv.first.as<std::string>());
            CHECK(kv.second.as<long long>() ==
                  actual["totals"][kv.first.as<std::string>()].as<long long>());
        }
    // track: the score track (format 1.2), compared like the totals.
    if (expect["track"])
        for (const auto& kv : expect["track"]) {
            INFO("track of " << kv.first.as<std::string>());
            CHECK(kv.second.as<long long>() ==
                  actual["track"][kv.first.as<std::string>()].as<long long>());
        }
    if (expect["breakdown"])
        for (const auto& player : expect["breakdown"])
            for (const auto& cat : player.second) {
                INFO("breakdown " << player.first.as<std::string>() << " "
                                  << cat.first.as<std::string>());
                CHECK(
                    cat.second.as<long long>() ==
                    actual["breakdown"][player.first.as<std::string>()][cat.first.as<std::string>()]
                        .as<long long>());
            }
    // winners: the whole list; options: each key written.
    if (expect["winners"]) {
        INFO("winners");
        CHECK(flow_yaml(expect["winners"]) == flow_yaml(actual["winners"]));
    }
    if (expect["options"])
        for (const auto& kv : expect["options"]) {
            INFO("option " << kv.first.as<std::string>());
            CHECK(flow_yaml(kv.second) == flow_yaml(actual["options"][kv.first.as<std::string>()]));
        }
    compare_items("events", expect["events"], actual["events"]);
    compare_items("violations", expect["violations"], actual["violations"]);

    // NAME.txt: the text of `score`, or of the `# command:` directive's command.
    fs::path text = doc;
    text.replace_extension(".txt");
    const std::string command = carcassonne::test::directives_of(doc).command;
    // command_error: the first line of the command's standard error (a usage
    // error, exit 2 unless command_exit says otherwise); nothing on standard output.
    if (expect["command_error"]) {
        REQUIRE(!command.empty());
        auto failed = run_in_process(command_line(command, rel));
        INFO("carcassonne " << command_line(command, rel));
        CHECK(failed.exit == (expect["command_exit"] ? expect["command_exit"].as<int>() : 2));
        CHECK(failed.err.substr(0, failed.err.find('\n')) ==
              expect["command_error"].as<std::string>());
        CHECK(failed.out.empty());
        return;
    }
    if (!command.empty()) REQUIRE(fs::exists(text));
    if (fs::exists(text)) {
        auto plain = run_in_process(command.empty() ? "score" + extra_args(doc) + " " + rel
                                                    : command_line(command, rel));
        int want_exit = expect["command_exit"] ? expect["command_exit"].as<int>() : run.exit;
        INFO("carcassonne " << (command.empty() ? "score" : command_line(command, rel))
                            << "\nstderr: " << plain.err);
        CHECK(plain.exit == want_exit);
        // command_stderr: the whole standard error of the command (a warning);
        // without it, nothing.
        if (expect["command_stderr"])
            CHECK(lines_of(plain.err) == expect["command_stderr"].as<std::vector<std::string>>());
        else
            CHECK(plain.err.empty());
        const std::string want = slurp(text.string());
        INFO(text.filename().string() << ": " << first_difference(want, plain.out));
        CHECK(plain.out == want);
    }
    // `placements:` (fits): the command's JSON placements, compared like events.
    if (expect["placements"]) {
        REQUIRE(!command.empty());
        auto json = run_in_process(command_line(command, rel, " --format json"));
        compare_items("placements", expect["placements"], YAML::Load(json.out)["placements"]);
    }
}

TEST_CASE("standard input and a file give the same report, every time", "[.][scenario]") {
    auto doc = GENERATE_COPY(from_range(selected_scenarios()));
    const std::string rel = fs::relative(doc, fs::path(CARCASSONNE_SOURCE_DIR)).generic_string();
    INFO("scenario " << rel);
    checked_inputs.insert(rel);
    const std::string before = slurp(doc);
    for (const char* format : {" --format json", ""}) {
        const std::string args = std::string(format) + extra_args(doc);
        auto from_file = run_in_process("score" + args + " " + rel);
        auto again = run_in_process("score" + args + " " + rel);  // nothing kept between calls
        auto from_stdin = run_in_process("score -" + args, doc);
        CHECK(from_file.exit == again.exit);
        CHECK(from_file.out == again.out);
        CHECK(from_file.err == again.err);
        CHECK(from_stdin.exit == from_file.exit);
        CHECK(from_stdin.out == from_file.out);
        if (*format) {
            // And by the built binary, in a process of its own: the same bytes,
            // so the program run in process is the program.
            auto binary = run_binary("score" + args + " " + rel);
            CHECK(binary.exit == from_file.exit);
            CHECK(binary.out == from_file.out);
            CHECK(binary.err == from_file.err);
        }
    }
    CHECK(slurp(doc) == before);  // the tool never writes to its input
}

TEST_CASE("every rule id is cited by some scenario's expectation", "[scenarios][coverage]") {
    // The expectations and the pinned texts (the winner line cites base.winner
    // or house.tie-break.later-player, which no JSON key holds).
    std::string all;
    for (const auto& doc : scenario_files()) {
        fs::path e = doc;
        e.replace_extension(".expect.yaml");
        all += slurp(e.string());
        fs::path text = doc;
        text.replace_extension(".txt");
        if (fs::exists(text)) all += slurp(text.string());
    }
    const std::string rules = slurp(std::string(CARCASSONNE_SOURCE_DIR) + "/lib/data/rules.yaml");
    int ids = 0;
    for (std::size_t at = rules.find("- id: "); at != std::string::npos;
         at = rules.find("- id: ", at + 1)) {
        std::size_t end = rules.find('\n', at);
        std::string id = rules.substr(at + 6, end - at - 6);
        if (id.find('.') == std::string::npos) continue;  // a section, not a rule
        INFO("rule " << id);
        // Cited as a rule or in `also`, not merely mentioned in a comment.
        bool cited = false;
        for (std::size_t k = all.find(id); k != std::string::npos && !cited;
             k = all.find(id, k + 1)) {
            std::size_t line = all.rfind('\n', k) + 1;
            bool comment = all.find('#', line) < k;
            char after = k + id.size() < all.size() ? all[k + id.size()] : ' ';
            cited = !comment && (after == ',' || after == ']' || after == '}' || after == ' ' ||
                                 after == '\n' || after == ')' || after == ':');
        }
        CHECK(cited);
        ++ids;
    }
    // Every rule of the rule book was found in rules.yaml by this scan.
    CHECK(ids == static_cast<int>(carcassonne::RuleBook::builtin().rules().size()));
}

TEST_CASE("the tool writes no file: only standard output and standard error", "[scenarios][io]") {
    fs::path dir = fs::temp_directory_path() / ("carcassonne-io-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    fs::copy_file(fs::path(CARCASSONNE_SOURCE_DIR) / "scenarios/base/quickstart.yaml",
                  dir / "q.yaml");
    fs::copy_file(fs::path(CARCASSONNE_SOURCE_DIR) / "scenarios/import/366166200.json",
                  dir / "g.json");
    fs::copy_file(fs::path(CARCASSONNE_SOURCE_DIR) / "scenarios/explain/player.yaml",
                  dir / "l.yaml");
    for (const char* cmd :
         {"score q.yaml", "score --format json q.yaml", "check q.yaml", "score - < q.yaml", "rules",
          "tiles", "score missing.yaml", "import g.json", "import missing.json",
          "explain --at 0,0 q.yaml", "explain --player red --format json l.yaml",
          "position --move 3 l.yaml", "score --running --move 3 l.yaml", "fits q.yaml U",
          "fits q.yaml U --format json",
          "score q.yaml --then '{player: red, tile: U, at: [0, 2], rot: 90}'",
          "tiles --edges N=city"}) {
        std::string line =
            "cd '" + dir.string() + "' && '" + CARCASSONNE_BINARY + "' " + cmd + " >/dev/null 2>&1";
        INFO(cmd);
        CHECK(std::system(line.c_str()) != -1);
    }
    std::vector<std::string> left;
    for (const auto& e : fs::directory_iterator(dir)) left.push_back(e.path().filename().string());
    std::sort(left.begin(), left.end());
    CHECK(left == std::vector<std::string>{"g.json", "l.yaml", "q.yaml"});
    fs::remove_all(dir);
}
