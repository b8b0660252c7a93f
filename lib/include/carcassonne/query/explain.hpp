// Why a feature or a player scored what they did (`carcassonne explain`). An
// explanation is read off the same adjudication that `score` runs: the board
// it leaves and the events it wrote (each with its arithmetic and evidence);
// nothing here computes points a second time.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "carcassonne/board/board.hpp"
#include "carcassonne/scoring/adjudicate.hpp"
#include "carcassonne/scoring/report.hpp"

namespace carcassonne {

// What to explain: one feature (`at` and `on`), every feature of a tile (`at`
// alone), or one player's points (`player`).
struct ExplainRequest {
    std::optional<Pos> at;
    std::optional<FeatureRef> on;
    std::optional<std::string> player;
    std::optional<std::uint64_t> moves;  // --move N: a log's board after N moves
};

// The followers one player has on a feature.
struct FollowerCount {
    PlayerId player = 0;
    std::vector<SegmentPlace> places;
    std::vector<FollowerKind> kinds;  // parallel to places
    int weight = 0;                   // what they count in the majority (follower_kind.hpp)
};

// A city that a field borders, and whether it counts.
struct CityFacts {
    SegmentPlace place;
    bool completed = false;
    std::uint32_t tiles = 0;
    std::vector<OpenEdge> open;
    // Under `farms: city-majority`, a completed city's own majority: the farmers
    // of every field around it per player, by weight, and who scored it (read
    // off its events).
    std::vector<int> farmers;
    std::vector<PlayerId> winners;
};

// One of the 8 squares around a monastery.
struct Neighbour {
    Pos at;
    bool placed = false;
};

// An expansion's word about a feature.
struct Note {
    std::string expansion;
    std::string text;
};

struct FeatureExplanation {
    SegmentPlace feature;  // its earliest segment, as events name it
    SegmentKind kind = SegmentKind::Road;
    bool completed = false;
    std::vector<Pos> tiles;      // in placement order
    std::vector<OpenEdge> open;  // a road or city: where it is still open
    std::uint32_t arms = 0;      // a city: coats of arms
    // The followers that decide who scores it: those standing when it scored
    // during play, else those standing now; per player, the most first.
    std::vector<FollowerCount> followers;
    bool followers_when_scored = false;
    // Who scores it: the majority holders (base.majority), or whom an
    // expansion's rule made score it instead (`winners_rule`, `winners_reason`).
    std::vector<PlayerId> winners;
    std::string winners_rule;    // empty: base.majority
    std::string winners_reason;  // the expansion's words, when it decided
    // A field under `farms: city-majority`: no field majority decides; each
    // completed city in `cities` has its own.
    bool majority_by_city = false;
    std::vector<CityFacts> cities;      // a field: every city it borders
    std::vector<Neighbour> neighbours;  // a monastery: the 8 squares around it
    std::vector<ScoreEvent> play;       // its events during play (one turn)
    std::vector<ScoreEvent> final;      // its events in the final scoring
    // The final scoring did not run (`end: false`, or an illegal move): `final`
    // is what it would give if the game ended now.
    bool final_if_ended = false;
    std::vector<Note> notes;  // the expansions' and house rules' words about it
};

// One player's points, event by event.
struct PlayerExplanation {
    PlayerId player = 0;
    std::vector<std::size_t> events;  // the player's, as indexes into the report's events
    // Features where the player's followers stood when they scored, but the
    // player scored nothing there (outvoted): one event of each, for its evidence.
    std::vector<std::size_t> outvoted;
    Breakdown breakdown{};
    std::int64_t total = 0;
    // The expansions' words about the player (ExplainHooks::explain_player).
    std::vector<std::string> notes;
};

struct Explanation {
    Report report;                       // the adjudication explained
    std::optional<std::uint64_t> moves;  // --move N
    std::size_t log_moves = 0;           // a log's number of moves
    std::vector<FeatureExplanation> features;
    std::optional<PlayerExplanation> player;
};

// Throws RequestError (error.hpp) for a request that names nothing on the board.
Explanation explain(const Document& doc, const ExplainRequest& request);

}  // namespace carcassonne
