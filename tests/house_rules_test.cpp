// Laws of the house rules (options: farms, tiny-city, tie-break) over the whole
// corpus: written out at their defaults they change nothing, and under
// `farms: none` no field ever scores.
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <catch2/catch.hpp>

#include "carcassonne/model/rule_ids.hpp"
#include "carcassonne/report/render.hpp"
#include "carcassonne/scoring/adjudicate.hpp"
#include "scenario_support.hpp"

using namespace carcassonne;

namespace {

// The scenario's text through yaml-cpp, with `edit` applied to its root first;
// nothing when yaml-cpp cannot read it as one map.
std::optional<std::string> rewritten(const std::string& path, void (*edit)(YAML::Node& root)) {
    YAML::Node root;
    try {
        root = YAML::Load(test::slurp(path));
    } catch (const YAML::Exception&) {
        return std::nullopt;
    }
    if (!root.IsMap()) return std::nullopt;
    edit(root);
    YAML::Emitter out;
    out << root;
    return std::string(out.c_str());
}

void unchanged(YAML::Node&) {}

// Each house rule the document does not choose, written at its default.
void house_defaults(YAML::Node& root) {
    YAML::Node options = root["options"];
    if (!options["farms"]) options["farms"] = "each-field";
    if (!options["tiny-city"]) options["tiny-city"] = 4;
    if (!options["tie-break"]) options["tie-break"] = "shared";
}

}  // namespace

TEST_CASE("with the default house rules written in options:, every document scores as without",
          "[house][property]") {
    int compared = 0;
    for (const std::string& path : test::scenario_files()) {
        if (!test::read_scenario(path)) continue;  // the corpus's unreadable documents
        INFO("scenario " << path);
        // Both texts through the same writer, so that they differ only in options:.
        auto without = rewritten(path, unchanged);
        auto with = rewritten(path, house_defaults);
        REQUIRE(without);
        REQUIRE(with);
        INFO(*with);
        const auto tiles = test::tile_files_of(path);
        Document a = read_document(*without, path, tiles);
        Document b = read_document(*with, path, tiles);
        CHECK(b.rules.farms == a.rules.farms);
        CHECK(b.rules.tiny_city == a.rules.tiny_city);
        CHECK(b.rules.tie_break == a.rules.tie_break);
        for (bool final_scoring : {true, false}) {
            AdjudicationOptions options;
            options.final_scoring = final_scoring;
            Report x = adjudicate(a, options);
            Report y = adjudicate(b, options);
            CHECK(render_json(x, RenderOptions{false, true}) ==
                  render_json(y, RenderOptions{false, true}));
            CHECK(render_text(x, RenderOptions{false, true}) ==
                  render_text(y, RenderOptions{false, true}));
        }
        ++compared;
    }
    CHECK(compared >= 150);
}

TEST_CASE("under farms: none no field scores anywhere in the corpus, and every farmer is refused",
          "[house][property]") {
    int documents = 0, farmed = 0;
    for (const std::string& path : test::scenario_files()) {
        std::optional<Document> read = test::read_scenario(path);
        if (!read) continue;
        INFO("scenario " << path);
        Document& doc = *read;
        Report usual = adjudicate(doc);
        doc.rules.farms = FarmReading::None;
        Report none = adjudicate(doc);
        for (const ScoreEvent& e : none.events) {
            CHECK(e.category != Category::Field);
            CHECK(e.rule != rule::kFinalField);
        }
        // Where fields scored before, a farmer stood: now it breaks house.farms.none
        // (unless an earlier rule stopped the game first).
        bool fields =
            std::any_of(usual.events.begin(), usual.events.end(),
                        [](const ScoreEvent& e) { return e.category == Category::Field; });
        if (fields && usual.violations.empty()) {
            REQUIRE(!none.violations.empty());
            CHECK(std::any_of(none.violations.begin(), none.violations.end(),
                              [](const Violation& v) { return v.rule == rule::kFarmsNone; }));
            CHECK(none.winners.empty());
            ++farmed;
        }
        ++documents;
    }
    CHECK(documents >= 150);
    CHECK(farmed >= 30);
}

namespace {

// An event as one line, with what the house rules may change.
std::string line(const ScoreEvent& e) {
    std::string out = std::to_string(e.player) + " " + std::string(name(e.phase)) + " " +
                      std::string(name(e.category)) + " " + std::to_string(e.points) + " " +
                      std::string(e.rule) + " " + e.detail + " = " + e.formula;
    if (e.turn) out += " turn " + std::to_string(*e.turn);
    for (Pos p : e.tiles) out += " " + to_string(p);
    return out;
}

// The lines of the events `keep` accepts.
template <class Keep>
std::vector<std::string> lines(const Report& r, Keep keep) {
    std::vector<std::string> out;
    for (const ScoreEvent& e : r.events)
        if (keep(e)) out.push_back(line(e));
    return out;
}

// A completed two-tile city's own event, or the Surveyors' difference to it:
// what tiny-city: 2 may change.
bool tiny_city_event(const ScoreEvent& e) {
    return e.phase == Phase::Play && e.tiles.size() == 2 &&
           (e.category == Category::City || name(e.category) == "surveyor");
}

}  // namespace

TEST_CASE("each house rule changes only what it governs, with every expansion of the corpus",
          "[house][property]") {
    int documents = 0, tiny = 0;
    for (const std::string& path : test::scenario_files()) {
        std::optional<Document> read = test::read_scenario(path);
        if (!read) continue;
        Document doc = *read;
        doc.rules.farms = FarmReading::EachField;
        doc.rules.tiny_city = 4;
        doc.rules.tie_break = TieBreak::Shared;
        INFO("scenario " << path);
        const Report usual = adjudicate(doc);
        auto not_field = [](const ScoreEvent& e) { return e.category != Category::Field; };
        // The other farm readings: every event but the fields' is the same.
        for (FarmReading f : {FarmReading::CityOnce, FarmReading::CityMajority}) {
            Document other = doc;
            other.rules.farms = f;
            const Report r = adjudicate(other);
            CHECK(r.violations.size() == usual.violations.size());
            CHECK(lines(r, not_field) == lines(usual, not_field));
            // A field's events cite the reading; an expansion's own event
            // after one (a pig's point per city) cites its own rule.
            for (const ScoreEvent& e : r.events)
                if (e.category == Category::Field &&
                    (e.rule.rfind("base.", 0) == 0 || e.rule.rfind("house.", 0) == 0))
                    CHECK(e.rule == (f == FarmReading::CityOnce ? rule::kFarmsCityOnce
                                                                : rule::kFarmsCityMajority));
        }
        // tiny-city: 2: only a completed two-tile city and its Surveyors difference change.
        Document small = doc;
        small.rules.tiny_city = 2;
        const Report r = adjudicate(small);
        auto other_events = [](const ScoreEvent& e) { return !tiny_city_event(e); };
        CHECK(lines(r, other_events) == lines(usual, other_events));
        for (const ScoreEvent& e : r.events)
            if (e.rule == rule::kTinyCity) {
                CHECK(tiny_city_event(e));
                ++tiny;
            }
        // tie-break: later-player: the same events; one winner at most.
        Document later = doc;
        later.rules.tie_break = TieBreak::LaterPlayer;
        const Report t = adjudicate(later);
        CHECK(lines(t, [](const ScoreEvent&) { return true; }) ==
              lines(usual, [](const ScoreEvent&) { return true; }));
        CHECK(t.winners.size() == std::min<std::size_t>(usual.winners.size(), 1));
        if (!t.winners.empty()) CHECK(t.winners[0] == usual.winners.back());
        ++documents;
    }
    CHECK(documents >= 150);
    CHECK(tiny >= 20);
}
