// The text report is for diff(1): a change to one event changes its own line
// and its player's Scores row, not the alignment of every other line; and the
// Scores table shows only the expansion columns the document lists.
#include <catch2/catch.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "carcassonne/model/expansion.hpp"
#include "carcassonne/model/rule_ids.hpp"
#include "carcassonne/model/wording.hpp"
#include "carcassonne/report/render.hpp"
#include "carcassonne/scoring/report.hpp"

using namespace carcassonne;

namespace {

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) out.push_back(line);
    return out;
}

ScoreEvent event(PlayerId player, Category category, std::int64_t points, std::string_view rule) {
    ScoreEvent e;
    e.player = player;
    e.category = category;
    e.points = points;
    e.rule = rule;
    e.detail = "3 tiles";
    return e;
}

Report two_events(std::int64_t red_points) {
    Report r;
    r.players = {"red", "blue"};
    r.carried = {0, 0};
    r.events = {event(0, Category::Road, red_points, rule::kRoadCompleted),
                event(1, Category::City, 4, rule::kCityCompleted)};
    return r;
}

}  // namespace

TEST_CASE("one event's wider value changes only its own line and its player's row",
          "[report][text]") {
    // red's road: 3 points, then 12345 (five digits, wider than any other value).
    auto before = lines_of(render_text(two_events(3), false));
    auto after = lines_of(render_text(two_events(12345), false));
    REQUIRE(before.size() == after.size());
    std::vector<std::size_t> changed;
    for (std::size_t i = 0; i < before.size(); ++i)
        if (before[i] != after[i]) changed.push_back(i);
    // The event line (line 2, after "Scoring" and the heading) and red's Scores row.
    REQUIRE(changed.size() == 2);
    CHECK(changed[0] == 2);
    CHECK(after[changed[1]].find("red") != std::string::npos);
    CHECK(after[changed[1]].find("12345") != std::string::npos);
}

TEST_CASE("the Scores table shows an expansion's column only when it is listed", "[report][text]") {
    Report base = two_events(3);
    std::string text = render_text(base, false);
    CHECK(text.find("   player   road   city  monastery  field  carried  total\n") !=
          std::string::npos);
    Report with = base;
    with.rules.add(find_expansion("watchtowers")->id);
    CHECK(render_text(with, false)
              .find("   player   road   city  monastery  field  watchtower  carried  total\n") !=
          std::string::npos);
}

TEST_CASE("several things are named as a sentence lists them", "[report][text]") {
    CHECK(and_list({}).empty());
    CHECK(and_list({"red"}) == "red");
    CHECK(and_list({"red", "blue"}) == "red and blue");
    CHECK(and_list({"red", "blue", "green"}) == "red, blue and green");
    CHECK(or_list(std::vector<std::string_view>{"normal", "large", "abbot"}) ==
          "normal, large or abbot");
    // bits 0, 1 and 3 are rot 0, 90 and 270
    CHECK(rotations_or(0b1011) == "0, 90 or 270");
    CHECK(rotations_or(0b0100) == "180");
    CHECK(rotations_or(0).empty());
}
