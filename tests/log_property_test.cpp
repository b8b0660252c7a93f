// A log's final board, written as a position with the followers still
// standing, gives the same final-scoring events as the log's own final scoring.
#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>

#include "carcassonne/adjudicate.hpp"
#include "scenario_support.hpp"

using namespace carcassonne;

namespace {
std::vector<const ScoreEvent*> finals(const Report& r) {
    std::vector<const ScoreEvent*> out;
    for (const ScoreEvent& e : r.events)
        if (e.phase == Phase::Final) out.push_back(&e);
    return out;
}
}  // namespace

TEST_CASE("a log's final board scores like the log's final scoring", "[logs][property]") {
    int compared = 0;
    for (const std::string& path : test::scenario_files()) {
        if (path.find("/scenarios/logs/") == std::string::npos) continue;
        Document log;
        try {
            log = read_document(test::slurp(path), path);
        } catch (const InputError&) {
            continue;  // the corpus's unreadable logs
        }
        if (log.kind != DocumentKind::Log) continue;
        Report played = adjudicate(log);
        if (!played.violations.empty() || !log.end) continue;
        INFO("log " << path);
        Report position = adjudicate(final_position(log));
        REQUIRE(position.violations.empty());
        auto a = finals(played), b = finals(position);
        REQUIRE(a.size() == b.size());
        for (std::size_t i = 0; i < a.size(); ++i) {
            INFO("final event " << i + 1 << ": " << a[i]->detail << " / " << b[i]->detail);
            CHECK(a[i]->player == b[i]->player);
            CHECK(a[i]->points == b[i]->points);
            CHECK(a[i]->rule == b[i]->rule);
            CHECK(a[i]->tiles == b[i]->tiles);
        }
        // No play-phase event in the position: everything completed was scored in play.
        CHECK(position.events.size() == b.size());
        ++compared;
    }
    CHECK(compared >= 5);
}

TEST_CASE("the incremental feature graph matches one rebuilt from scratch after every move",
          "[graph][self-check]") {
    int checked = 0;
    for (const std::string& path : test::scenario_files()) {
        Document doc;
        try {
            doc = read_document(test::slurp(path), path, test::tile_files_of(path));
        } catch (const InputError&) {
            continue;
        }
        INFO("scenario " << path);
        AdjudicationOptions options;
        options.self_check = true;
        CHECK_NOTHROW(adjudicate(doc, options));
        ++checked;
    }
    CHECK(checked >= 30);
}
