// JSON lines for scripts (FORMAT.md 1.2, "Several files, for scripts"): for any
// list of FILE arguments, readable or not, directories among them, `score
// --format jsonl` prints exactly one line per file, in order, each with the
// file's name and the exit status it has alone; `--summary --format jsonl`
// prints the same files in the same order and a last line of counts.
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <map>
#include <random>

#include "scenario_support.hpp"

namespace fs = std::filesystem;
using carcassonne::test::lines_of;
using carcassonne::test::Run;
using carcassonne::test::run_binary;

namespace {

void copy_in(const std::string& from, const fs::path& to) {
    fs::copy_file(fs::path(CARCASSONNE_SOURCE_DIR) / from, to,
                  fs::copy_options::overwrite_existing);
}

// A folder of games as a player keeps one: documents in .yaml and .yml, one
// unreadable, a note, a hidden copy and a subfolder, which are not read.
struct Folders {
    fs::path root =
        fs::temp_directory_path() / ("carcassonne-jsonl-" + std::to_string(std::random_device{}()));
    fs::path games = root / "games";
    fs::path empty = root / "empty";
    Folders() {
        fs::create_directories(games / "sub");
        fs::create_directories(empty);
        copy_in("scenarios/base/quickstart.yaml", games / "b.yaml");
        copy_in("scenarios/logs/illegal-discard.yaml", games / "a.yml");
        copy_in("scenarios/bad/alias-bomb.yaml", games / "c.yaml");
        copy_in("scenarios/base/quickstart.yaml", games / ".hidden.yaml");
        copy_in("scenarios/base/quickstart.yaml", games / "sub" / "d.yaml");
        std::ofstream(games / "notes.txt") << "not a document\n";
    }
    ~Folders() { fs::remove_all(root); }
};

// The files one FILE argument stands for, worked out apart from the program:
// a directory's *.yaml and *.yml files by name (no hidden ones, no
// subdirectories), the directory itself when it holds none.
std::vector<std::string> expand(const std::string& arg) {
    const fs::path path = fs::path(CARCASSONNE_SOURCE_DIR) / arg;
    if (!fs::is_directory(fs::path(arg).is_absolute() ? fs::path(arg) : path)) return {arg};
    std::vector<std::string> names;
    for (const auto& e :
         fs::directory_iterator(fs::path(arg).is_absolute() ? fs::path(arg) : path)) {
        const std::string name = e.path().filename().string();
        const std::string ext = e.path().extension().string();
        if (name[0] != '.' && (ext == ".yaml" || ext == ".yml") && !e.is_directory())
            names.push_back(name);
    }
    std::sort(names.begin(), names.end());
    std::vector<std::string> out;
    for (const std::string& n : names) out.push_back((fs::path(arg) / n).string());
    if (out.empty()) out.push_back(arg);
    return out;
}

}  // namespace

TEST_CASE("score --format jsonl: one line per file, in order, for any list of files",
          "[batch][jsonl]") {
    const Folders folders;
    const std::vector<std::string> pool{
        "scenarios/base/quickstart.yaml",       // exit 0
        "scenarios/logs/illegal-discard.yaml",  // exit 1
        "scenarios/logs/discard-legal.yaml",    // exit 0
        "scenarios/bad/alias-bomb.yaml",        // exit 2: YAML refused
        "scenarios/bad/empty-file.yaml",        // exit 2: nothing in it
        "scenarios/bad/several-syntax.yaml",    // exit 2: two errors
        "scenarios/no-such-game.yaml",          // exit 2: no file
        "scenarios/cli",                        // a directory of the corpus
        folders.games.string(),                 // the folder above
        folders.empty.string(),                 // a directory without documents
    };
    std::map<std::string, int> alone;  // each file's exit status alone
    auto status_alone = [&](const std::string& file) {
        auto it = alone.find(file);
        if (it != alone.end()) return it->second;
        int exit =
            fs::is_directory(fs::path(file).is_absolute() ? fs::path(file)
                                                          : fs::path(CARCASSONNE_SOURCE_DIR) / file)
                ? 2  // a directory without documents cannot be read
                : run_binary("score --format json " + file).exit;
        return alone[file] = exit;
    };

    std::mt19937 random(20240611);  // the same lists on every run
    for (int round = 0; round < 24; ++round) {
        std::vector<std::string> args, files;
        std::string line;
        const std::size_t n = 1 + random() % 5;
        for (std::size_t i = 0; i < n; ++i) {
            args.push_back(pool[random() % pool.size()]);
            line += " '" + args.back() + "'";
            for (const std::string& f : expand(args.back())) files.push_back(f);
        }
        INFO("score --format jsonl" << line);
        const Run run = run_binary("score --format jsonl" + line);
        const Run summary = run_binary("score --summary --format jsonl" + line);
        const auto lines = lines_of(run.out);
        const auto summary_lines = lines_of(summary.out);
        REQUIRE(lines.size() == files.size());
        REQUIRE(summary_lines.size() == files.size() + 1);
        int highest = 0;
        std::size_t games = 0, broken = 0, unreadable = 0;
        for (std::size_t i = 0; i < files.size(); ++i) {
            INFO(files[i]);
            const int exit = status_alone(files[i]);
            highest = std::max(highest, exit);
            for (const YAML::Node& l : {YAML::Load(lines[i]), YAML::Load(summary_lines[i])}) {
                CHECK(l["file"].as<std::string>() == files[i]);
                CHECK(l["exit"].as<int>() == exit);
                CHECK(bool(l["errors"]) == (exit == 2));
                if (exit == 2) CHECK(l["errors"].size() >= 1);
            }
            CHECK(bool(YAML::Load(lines[i])["format"]) == (exit != 2));
            if (exit == 2) {
                ++unreadable;
            } else {
                ++games;
                broken += exit == 1;
                CHECK((YAML::Load(summary_lines[i])["violations"].as<int>() > 0) == (exit == 1));
            }
        }
        const YAML::Node counts = YAML::Load(summary_lines.back())["summary"];
        CHECK(counts["games"].as<std::size_t>() == games);
        CHECK(counts["with_violations"].as<std::size_t>() == broken);
        CHECK(counts["unreadable"].as<std::size_t>() == unreadable);
        CHECK(run.exit == highest);
        CHECK(summary.exit == highest);
    }
}
