// `fits` and `--then` judge a move by the same rules: on every log of the
// corpus, at several move numbers, every placement `fits` lists is accepted as
// one more move (--then), with each follower it lists; every other square and
// rotation near the board, and every follower it does not list, is refused.
// And `--then` on a prefix of an illegal log gives the full log's violation.
#include <fmt/format.h>
#include <unistd.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <tuple>

#include "carcassonne/io/document_io.hpp"
#include "carcassonne/model/area_kind.hpp"
#include "carcassonne/model/marks.hpp"
#include "carcassonne/model/rule_ids.hpp"
#include "carcassonne/query/fits.hpp"
#include "carcassonne/report/render.hpp"
#include "scenario_support.hpp"

using namespace carcassonne;
namespace fs = std::filesystem;

namespace {

// Every log of the corpus that can be read, with the --tiles files it needs.
std::vector<std::pair<std::string, Document>> corpus_logs() {
    std::vector<std::pair<std::string, Document>> out;
    for (const std::string& path : test::scenario_files())
        if (auto doc = test::read_scenario(path); doc && doc->kind == DocumentKind::Log)
            out.emplace_back(path, std::move(*doc));
    return out;
}

// The moves a log plays before its first illegal move (all of them if none).
std::size_t legal_moves(const Document& log) {
    Report full = adjudicate(log);
    if (full.violations.empty() || !full.violations[0].move) return log.moves.size();
    return static_cast<std::size_t>(*full.violations[0].move - 1);
}

// Every way a move may name a feature of the tile turned by rot, with the
// segment it names (several names for one segment: `road E` and `road W`).
std::vector<std::pair<FeatureRef, int>> every_name(const TileDef& def, Rotation rot) {
    std::vector<std::pair<FeatureRef, int>> out;
    auto add = [&](SegmentKind kind, int where) {
        FeatureRef ref{kind, static_cast<std::uint8_t>(where)};
        int s = def.segment_for(ref, rot);
        if (s >= 0) out.emplace_back(ref, s);
    };
    for (int e = 0; e < 4; ++e) add(SegmentKind::Road, e);
    for (int e = 0; e < 4; ++e) add(SegmentKind::City, e);
    for (int h = 0; h < 8; ++h) add(SegmentKind::Field, h);
    add(SegmentKind::Monastery, 0);
    return out;
}

// The move as --then takes it, read by the library's own move reader.
std::string then_text(const TileDef& def, Pos at, Rotation rot, const FeatureRef* on) {
    std::string text =
        fmt::format("{{tile: {}, at: [{}, {}], rot: {}", def.id, at.x, at.y, 90 * rot);
    if (on) text += ", meeple: " + describe(*on);
    return text + "}";
}

Report play_then(const Document& doc, std::size_t moves, const std::string& text) {
    AdjudicationOptions options;
    options.moves = moves;
    options.final_scoring = false;
    options.then = read_move(text, doc);
    return adjudicate(doc, options);
}

// A rule that may refuse a tile where fits does not list it: base.tile.placement,
// or a rule of an expansion the document lists.
bool tile_rule(const Document& doc, std::string_view id) {
    if (id == rule::kTilePlacement) return true;
    for (const ExpansionDef* e : expansions())
        if (doc.rules.has(*e))
            for (std::string_view r : e->rule_ids)
                if (r == id) return true;
    return false;
}

}  // namespace

TEST_CASE("fits lists exactly the placements and followers that --then accepts",
          "[fits][then][property][slow]") {
    int logs = 0, accepted = 0, refused = 0;
    for (const auto& [path, doc] : corpus_logs()) {
        Report full = adjudicate(doc);
        if (!full.violations.empty() && !full.violations[0].move)
            continue;  // a refused start tile: no board to place a tile on
        std::size_t legal = legal_moves(doc);
        std::set<std::size_t> numbers{0, 1, legal / 2, legal};
        ++logs;
        for (std::size_t n : numbers) {
            if (n > legal) continue;
            // The squares near the board: every placed tile's square and 2 beyond.
            Document board = final_position(doc, n);
            std::int64_t x0 = INT32_MAX, x1 = INT32_MIN, y0 = INT32_MAX, y1 = INT32_MIN;
            for (const Placement& p : board.board) {
                x0 = std::min<std::int64_t>(x0, p.at.x), x1 = std::max<std::int64_t>(x1, p.at.x);
                y0 = std::min<std::int64_t>(y0, p.at.y), y1 = std::max<std::int64_t>(y1, p.at.y);
            }
            for (const TileDef& def : doc.catalogue.tiles()) {
                std::string why;
                auto tile = placeable_tile(doc, def.id, why);
                if (!tile) continue;
                AdjudicationOptions options;
                options.moves = n;
                options.self_check = true;
                FitsAnswer answer = fits(doc, *tile, options);
                INFO(path << " after move " << n << ", tile " << def.id);
                REQUIRE(answer.violations.empty());
                // Each listed placement stands for every rotation that lays the same tile.
                std::map<std::tuple<std::int32_t, std::int32_t, int>, std::vector<FeatureRef>>
                    listed;
                for (const Fit& f : answer.placements)
                    for (Rotation r = 0; r < 4; ++r)
                        if (def.first_same_rotation(r) == f.rot)
                            listed[{f.at.x, f.at.y, r}] = f.followers;
                for (std::int64_t y = y1 + 2; y >= y0 - 2; --y)
                    for (std::int64_t x = x0 - 2; x <= x1 + 2; ++x)
                        for (Rotation rot = 0; rot < 4; ++rot) {
                            Pos at{static_cast<std::int32_t>(x), static_cast<std::int32_t>(y)};
                            auto it = listed.find({at.x, at.y, rot});
                            std::string text = then_text(def, at, rot, nullptr);
                            INFO("--then '" << text << "'");
                            Report r = play_then(doc, n, text);
                            if (it == listed.end()) {
                                REQUIRE(r.violations.size() == 1);
                                // base.tile.placement, or a tile rule of an
                                // expansion the log lists (its line, its order)
                                CHECK(tile_rule(doc, r.violations[0].rule));
                                CHECK(r.violations[0].move == static_cast<std::int64_t>(n + 1));
                                ++refused;
                                continue;
                            }
                            CHECK(r.violations.empty());
                            ++accepted;
                            // Every name of every feature: accepted when fits lists its segment.
                            for (const auto& [ref, segment] : every_name(def, rot)) {
                                bool free = false;
                                for (const FeatureRef& f : it->second)
                                    free = free || def.segment_for(f, rot) == segment;
                                std::string with = then_text(def, at, rot, &ref);
                                INFO("--then '" << with << "'");
                                Report rf = play_then(doc, n, with);
                                if (free) {
                                    CHECK(rf.violations.empty());
                                    ++accepted;
                                } else {
                                    REQUIRE(rf.violations.size() == 1);
                                    // A follower-placement rule (house.farms.none is one).
                                    CHECK((rf.violations[0].rule == rule::kFollowerPlacement ||
                                           rf.violations[0].rule == rule::kFollowerSupply ||
                                           rf.violations[0].rule == rule::kFarmsNone));
                                    ++refused;
                                }
                            }
                        }
            }
        }
    }
    CHECK(logs >= 30);
    // Both sides were exercised.
    CHECK(accepted > 1000);
    CHECK(refused > 10000);
}

namespace {

// A log's move as written on its own line, `- {...}  # note`: the flow map
// alone (an imported log notes the recorded move after it).
std::string move_text(const std::string& line) {
    std::string t = line.substr(line.find_first_not_of(' '));
    if (t.rfind("- ", 0) == 0) t = t.substr(2);
    std::size_t close = t.rfind('}');
    if (close != std::string::npos && t.find('#', close) != std::string::npos)
        t = t.substr(0, close + 1);
    return t;
}

}  // namespace

TEST_CASE("an illegal move given with --then after a prefix of its log breaks the same rule",
          "[then][property]") {
    int compared = 0;
    for (const auto& [path, doc] : corpus_logs()) {
        Report full = adjudicate(doc);
        if (full.violations.empty()) continue;
        const Violation& want = full.violations[0];
        if (!want.move) continue;  // a refused start tile: no move to give with --then
        REQUIRE(want.line);
        INFO(path << ": " << violation_place(want) << want.message);
        auto k = static_cast<std::size_t>(*want.move);
        const std::vector<std::string> lines = test::lines_of(test::slurp(path));
        // The corpus writes each move of an illegal log on a line of its own.
        std::string text = move_text(lines[*want.line - 1]);
        REQUIRE(text.front() == '{');
        REQUIRE(text.back() == '}');

        // The library: the log cut after move k - 1, then the illegal move.
        AdjudicationOptions options;
        options.moves = k - 1;
        options.then = read_move(text, doc);
        Report cut = adjudicate(doc, options);
        REQUIRE(cut.violations.size() == 1);
        CHECK(cut.violations[0].rule == want.rule);
        CHECK(cut.violations[0].message == want.message);
        CHECK(cut.violations[0].move == want.move);
        CHECK(cut.violations[0].tiles == want.tiles);
        CHECK(!cut.violations[0].line.has_value());  // --then's move has no line

        // The command line: a copy of the log without moves k..n, then `check --then`.
        std::set<std::uint32_t> drop;
        for (std::size_t i = k - 1; i < doc.moves.size(); ++i) {
            const SourceLoc& loc = doc.moves[i].placement.loc;
            REQUIRE(loc.line > 0);
            drop.insert(loc.line);
        }
        std::string prefix;
        for (std::size_t i = 0; i < lines.size(); ++i) {
            if (drop.count(static_cast<std::uint32_t>(i + 1))) continue;
            // No move left: the list is empty, not missing.
            bool empty_list = k == 1 && lines[i] == "moves:";
            prefix += (empty_list ? std::string("moves: []") : lines[i]) + "\n";
        }
        fs::path file = fs::temp_directory_path() /
                        fmt::format("carcassonne-prefix-{}-{}", ::getpid(), compared);
        std::ofstream(file) << prefix;
        std::string tiles;
        for (const std::string& t : test::tile_args_of(path)) tiles += " --tiles " + t;
        auto run =
            test::run_binary(fmt::format("check '{}' --then '{}'{}", file.string(), text, tiles));
        fs::remove(file);
        INFO("stderr: " << run.err);
        CHECK(run.exit == 1);
        CHECK(run.out == fmt::format("{}: violation: {}: move {}: {}\n", file.string(), want.rule,
                                     k, want.message));
        ++compared;
    }
    CHECK(compared >= 15);
}

// `fits --at X,Y --marks garden` (a page's question on a tap) lists, on each
// square, the same garden copies and placements as `fits TILE --at X,Y
// --marks garden` asked tile by tile: on every log of the corpus that plays
// the Abbot, after its legal moves, on every square a garden copy fits.
TEST_CASE("fits --at --marks lists each copy with the marks as fits TILE --marks does",
          "[fits][marks]") {
    const MarkSet garden = find_mark("garden")->set();
    const AreaKindDef* area = nullptr;
    for (const AreaKindDef* a : area_kinds())
        if (a->mark_bit == garden) area = a;
    REQUIRE(area);
    int logs = 0, squares = 0, listed = 0;
    for (const auto& [path, doc] : corpus_logs()) {
        if (path.find("/abbot/") == std::string::npos || !adjudicate(doc).violations.empty())
            continue;
        ++logs;
        AdjudicationOptions options;
        options.moves = doc.moves.size();
        // Each garden copy's placements by square, asked tile by tile.
        std::map<std::pair<int, int>, std::map<std::string, std::string>> by_square;
        for (const auto& [id, copies] : area->copies) {
            auto tile = doc.catalogue.find(id);
            if (!tile || missing_expansion(doc.rules, doc.catalogue[*tile])) continue;
            FitsAnswer a = fits(doc, *tile, options, std::nullopt, garden);
            for (const Fit& f : a.placements) {
                FitsAnswer one = fits(doc, *tile, options, f.at, garden);
                by_square[{f.at.x, f.at.y}][one.tile] = render_fits_json(one);
            }
        }
        for (const auto& [xy, tiles] : by_square) {
            ++squares;
            Pos at{xy.first, xy.second};
            SquareFitsAnswer s = fits_at(doc, at, options, garden);
            std::map<std::string, std::string> seen;
            for (const auto& [tile, left] : s.tiles) {
                REQUIRE(left);
                CHECK(*left <= 1);  // one garden copy of each in the box
                FitsAnswer one = tile;
                seen[one.tile] = render_fits_json(one);
                ++listed;
            }
            INFO(path << " at " << to_string(at));
            CHECK(seen == tiles);
        }
    }
    CHECK(logs >= 5);
    CHECK(squares > logs);
    CHECK(listed >= squares);
}
