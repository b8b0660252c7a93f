// Laws over the logs of the corpus. A log's final board, written as a position
// with the followers still standing, gives the same final-scoring events as the
// log's own final scoring; so does `carcassonne position LOG --move N` for every
// N, through its YAML text, with the totals too (the position law).
#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>

#include "carcassonne/io/document_io.hpp"
#include "carcassonne/scoring/adjudicate.hpp"
#include "position_law.hpp"
#include "scenario_support.hpp"

using namespace carcassonne;

TEST_CASE("a log's final board scores like the log's final scoring", "[logs][property]") {
    int compared = 0;
    for (const std::string& path : test::scenario_files()) {
        if (path.find("/scenarios/logs/") == std::string::npos) continue;
        std::optional<Document> read = test::read_scenario(path);
        if (!read) continue;  // the corpus's unreadable logs
        Document& log = *read;
        if (log.kind != DocumentKind::Log) continue;
        Report played = adjudicate(log);
        if (!played.violations.empty() || !log.end) continue;
        INFO("log " << path);
        Report position = adjudicate(final_position(log));
        REQUIRE(position.violations.empty());
        auto a = test::final_events(played), b = test::final_events(position);
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

TEST_CASE("position LOG --move N scores as the log with --move N, for every log and every N",
          "[logs][property][position]") {
    int logs = 0, positions = 0;
    for (const std::string& path : test::scenario_files()) {
        std::optional<Document> read = test::read_scenario(path);
        if (!read) continue;  // the corpus's unreadable documents
        Document& log = *read;
        if (log.kind != DocumentKind::Log) continue;
        ++logs;
        for (std::size_t n = 0; n <= log.moves.size(); ++n) {
            INFO("log " << path << " --move " << n);
            LogPosition written = position_after(log, n);
            if (!written.played.violations.empty()) break;  // an illegal move up to n
            // Through the text `carcassonne position` prints, read back alone.
            const std::string text = write_position(written.position, "law");
            INFO(text);
            Document position = read_document(text, "position.yaml");
            AdjudicationOptions cut;
            cut.moves = n;
            Report played = adjudicate(log, cut);
            // A log's `end: false` is written as the position's (FORMAT.md "Positions").
            Report scored = adjudicate(position);
            test::check_same_final_scoring(played, scored, log.players);
            ++positions;
        }
    }
    CHECK(logs >= 40);
    CHECK(positions >= 200);
}

TEST_CASE("the incremental feature graph matches one rebuilt from scratch after every move",
          "[graph][self-check]") {
    int checked = 0;
    for (const std::string& path : test::scenario_files()) {
        std::optional<Document> read = test::read_scenario(path);
        if (!read) continue;  // the corpus's unreadable documents
        Document& doc = *read;
        INFO("scenario " << path);
        AdjudicationOptions options;
        options.self_check = true;
        CHECK_NOTHROW(adjudicate(doc, options));
        ++checked;
    }
    CHECK(checked >= 30);
}
