// Work and output that must stay linear in the document (issue 33): a count of
// steps or of bytes against the document's size, never a time.
#include <catch2/catch.hpp>
#include <string>

#include "carcassonne/io/document_io.hpp"
#include "carcassonne/model/document.hpp"
#include "carcassonne/query/explain.hpp"
#include "carcassonne/report/render.hpp"
#include "carcassonne/scoring/adjudicate.hpp"
#include "carcassonne/scoring/game.hpp"

using namespace carcassonne;

namespace {

// Two rows of n tiles: E (city N) at y=0 under E turned 180 at y=1, so n
// completed two-tile cities; each row's fields join into one field that
// borders every city of its row. `farmers` farmers of six players, in turn,
// stand in the row-0 field.
std::string farm_cities(int n, int farmers, const std::string& farms) {
    const char* players[] = {"a", "b", "c", "d", "e", "f"};
    std::string out =
        "players: [a, b, c, d, e, f]\noptions: {followers: 1000, farms: " + farms + "}\nboard:\n";
    for (int x = 0; x < n; ++x) {
        out += "  - {tile: E, at: [" + std::to_string(x) + ", 0]";
        if (x < farmers) out += std::string(", meeple: ") + players[x % 6] + " field Es";
        out += "}\n  - {tile: E, at: [" + std::to_string(x) + ", 1], rot: 180}\n";
    }
    return out;
}

}  // namespace

TEST_CASE("farms: city-majority counts a city's farmers once: the report is linear",
          "[bounded][house]") {
    // 300 cities, 300 farmers on the one field around all of them: a and b
    // hold 50 each, c to f 50 each too (300 = 6 x 50): all six tie on every
    // city, so each of the 300 cities gives six events of 4 points.
    const std::string text = farm_cities(300, 300, "city-majority");
    const Document doc = read_document(text, "fc.yaml");
    const Report report = adjudicate(doc);
    // Every player: 300 cities x 4 = 1200 (no knight in any city).
    CHECK(report.totals() == std::vector<std::int64_t>{1200, 1200, 1200, 1200, 1200, 1200});
    REQUIRE(report.events.size() == 300u * 6u);
    const ScoreEvent& e = report.events.front();
    CHECK(e.evidence.followers.empty());
    CHECK(e.evidence.farmers == std::vector<int>{50, 50, 50, 50, 50, 50});
    // Each event once listed all 300 farmers: 1,800 events x 300 farmers x
    // about 50 bytes = 27 MB of JSON from 17 KB. Now each counts six players.
    const std::string json = render_json(report);
    const std::string words = render_text(report, false);
    INFO("document " << text.size() << " bytes, JSON " << json.size() << ", text " << words.size());
    CHECK(json.size() < 30 * text.size());
    CHECK(words.size() < 30 * text.size());
    CHECK(json.find("\"farmers\": {\"a\": 50, \"b\": 50, \"c\": 50, \"d\": 50, \"e\": 50, "
                    "\"f\": 50}") != std::string::npos);
    // explain on the field: one line per city, each with its counts.
    ExplainRequest request;
    request.at = Pos{0, 0};
    request.on = FeatureRef{SegmentKind::Field, 2};  // field Es
    const std::string explained = render_explanation_text(explain(doc, request));
    CHECK(explained.size() < 30 * text.size());
    CHECK(explained.find("; farmers around it a 50, b 50, c 50, d 50, e 50, f 50: a, b, c, d, e "
                         "and f each score it") != std::string::npos);
}

TEST_CASE("every reading of the fields writes a report linear in the document",
          "[bounded][house]") {
    for (const char* farms : {"each-field", "city-once", "city-majority", "none"}) {
        const std::string text = farm_cities(300, 300, farms);
        const Report report = adjudicate(read_document(text, "fc.yaml"));
        INFO("farms: " << farms);
        CHECK(render_json(report).size() < 30 * text.size());
        CHECK(render_text(report, false).size() < 30 * text.size());
    }
}

namespace {

// The River (RV-01 to RV-10), then n monasteries (B) in a row east of the
// lake, then d discards of an extra RV-06: it fits by its edges north of the
// row but continues no river there, so every discard is legal.
std::string river_discards(int n, int d) {
    std::string out =
        "players: [red, blue]\nexpansions: [river]\nmoves:\n"
        "  - {tile: RV-06, at: [1, 0]}\n  - {tile: RV-09, at: [2, 0]}\n"
        "  - {tile: RV-02, at: [2, -1], rot: 90}\n  - {tile: RV-08, at: [2, -2], rot: 180}\n"
        "  - {tile: RV-03, at: [3, -2]}\n  - {tile: RV-09, at: [4, -2], rot: 90}\n"
        "  - {tile: RV-04, at: [4, -1], rot: 90}\n  - {tile: RV-07, at: [4, 0]}\n"
        "  - {tile: RV-05, at: [5, 0], rot: 90}\n  - {tile: RV-06, at: [6, 0]}\n"
        "  - {tile: RV-10, at: [7, 0]}\n";
    for (int i = 0; i < n; ++i) out += "  - {tile: B, at: [" + std::to_string(8 + i) + ", 0]}\n";
    for (int i = 0; i < d; ++i) out += "  - {discard: RV-06}\n";
    return out;
}

}  // namespace

TEST_CASE("a discard after the River costs what a placement costs", "[bounded][river]") {
    const int tiles = 300, discards = 300;
    const Document doc = read_document(river_discards(tiles, discards), "rd.yaml");
    Game game(doc);
    REQUIRE(!game.place_start(doc.start));
    std::int64_t number = 0;
    for (const Move& m : doc.moves) REQUIRE(game.play(m, ++number).legal());
    // 11 river tiles + 300 monasteries, each placement one check; each discard
    // looks only at the squares a river edge touches (the lake's, none open):
    // a handful each. Before, each discard checked every open square in four
    // rotations: over 300 x 600 x 4 = 720,000 checks.
    INFO("placement checks: " << game.board().placement_checks());
    CHECK(game.board().placement_checks() < 20u * (11 + tiles + discards));
}
