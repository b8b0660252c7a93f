// `carcassonne draw` over the scenario corpus and the golden drawings of tests/drawings/.
#include <yaml-cpp/yaml.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "carcassonne/io/document_io.hpp"
#include "carcassonne/scoring/adjudicate.hpp"
#include "scenario_support.hpp"

namespace fs = std::filesystem;
using namespace carcassonne;
using carcassonne::test::expected_error_lines;
using carcassonne::test::lines_of;
using carcassonne::test::run_binary;
using carcassonne::test::run_in_process;
using carcassonne::test::scenario_files;
using carcassonne::test::slurp;

namespace {

// The scenario's `--tiles FILE` arguments (its other arguments are for `score`).
std::string tile_args(const fs::path& doc) {
    std::string out;
    for (const std::string& file : carcassonne::test::tile_args_of(doc.string()))
        out += " --tiles " + file;
    return out;
}

// Whether the scenario's `# args:` give `score` one more move (--then): its
// expected error or violation is then that move's, not the document's.
bool has_then(const fs::path& doc) {
    return carcassonne::test::directives_of(doc.string()).args.find("--then") != std::string::npos;
}

std::size_t count(const std::string& text, const std::string& what) {
    std::size_t n = 0;
    for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
    return n;
}

struct Expected {
    std::size_t tiles = 0;
    std::size_t followers = 0;
};

// What the drawing must show, counted from the document: a position's tiles
// (the first on each square) and their followers; a log's board after its last
// legal move (the position the engine writes for it).
Expected expected_board(const fs::path& doc, const std::string& tiles_arg) {
    std::vector<TileFile> tile_files;
    if (!tiles_arg.empty()) {
        std::string file = tiles_arg.substr(tiles_arg.rfind(' ') + 1);
        tile_files.push_back(
            read_tile_file(slurp(std::string(CARCASSONNE_SOURCE_DIR) + "/" + file), file));
    }
    Document d = read_document(slurp(doc.string()), doc.string(), tile_files);
    if (d.kind == DocumentKind::Log) {
        Report report = adjudicate(d);
        for (const Violation& v : report.violations)
            if (v.move) {
                d.moves.resize(static_cast<std::size_t>(*v.move - 1));
                break;
            }
        d = final_position(d);
    }
    Expected e;
    std::vector<Pos> squares;
    for (const Placement& p : d.board) {
        if (std::find(squares.begin(), squares.end(), p.at) != squares.end()) continue;
        squares.push_back(p.at);
        ++e.tiles;
        if (p.follower) ++e.followers;
    }
    return e;
}

}  // namespace

TEST_CASE("draw shows every scenario: one element per tile and per follower",
          "[draw][scenarios][slow]") {
    auto doc = GENERATE_COPY(from_range(scenario_files()));
    const std::string rel = fs::relative(doc, fs::path(CARCASSONNE_SOURCE_DIR)).generic_string();
    INFO("scenario " << rel);
    fs::path expect_path = doc;
    expect_path.replace_extension(".expect.yaml");
    YAML::Node expect = YAML::LoadFile(expect_path.string());
    const std::string args = tile_args(doc) + " " + rel;

    auto svg = run_in_process("draw --format svg" + args);
    if (expect["exit"].as<int>() == 2 && !has_then(doc)) {
        // What score cannot read, draw cannot either, and says so alike.
        CHECK(svg.exit == 2);
        CHECK(lines_of(svg.err) == expected_error_lines(expect));
        CHECK(svg.out.empty());
        return;
    }
    // A board that breaks a rule is drawn, its violations on standard error as
    // `check` writes them, and the exit status is 1 (FORMAT.md "Settled readings").
    const bool broken = expect["violations"] && expect["violations"].size() > 0 && !has_then(doc);
    REQUIRE(svg.exit == (broken ? 1 : 0));
    Expected e = expected_board(doc, tile_args(doc));
    CHECK(count(svg.out, " data-tile=\"") == e.tiles);
    CHECK(count(svg.out, " data-player=\"") == e.followers);
    if (broken)
        CHECK(count(svg.err, ": violation: ") == expect["violations"].size());
    else if (!expect["warning"])
        CHECK(svg.err.empty());

    auto text = run_in_process("draw" + args);
    CHECK(text.exit == (broken ? 1 : 0));
    CHECK(text.out.find("followers: ") != std::string::npos);
    auto again = run_in_process("draw --format svg" + args);
    CHECK(again.out == svg.out);
}

// Each tests/drawings/NAME.args holds the arguments of one drawing, NAME.svg or
// NAME.txt its output. The goldens were checked by eye (text as printed, SVG
// rendered to PNG); tests/drawings/bless.sh rewrites them after a reviewed change.
TEST_CASE("golden drawings are reproduced byte for byte", "[draw][golden]") {
    std::vector<std::string> cases;
    for (const auto& e :
         fs::directory_iterator(fs::path(CARCASSONNE_SOURCE_DIR) / "tests/drawings"))
        if (e.path().extension() == ".args") cases.push_back(e.path().string());
    std::sort(cases.begin(), cases.end());
    REQUIRE(cases.size() >= 4);
    auto args_file = GENERATE_COPY(from_range(cases));
    INFO(args_file);
    std::string args = slurp(args_file);
    args = args.substr(0, args.find('\n'));
    fs::path golden = args_file;
    golden.replace_extension(args.find("--format svg") != std::string::npos ? ".svg" : ".txt");
    REQUIRE(fs::exists(golden));
    auto run = run_binary("draw " + args);
    // violation-*: a board that breaks a rule, drawn all the same (exit 1).
    const bool broken = fs::path(args_file).filename().string().rfind("violation-", 0) == 0;
    CHECK(run.exit == (broken ? 1 : 0));
    CHECK(run.out == slurp(golden.string()));
}
