// The evidence of an event (its feature, followers and cities) as words and as
// JSON, one writer for the score report and for explain.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "carcassonne/model/score_event.hpp"
#include "report/json_text.hpp"

namespace carcassonne {

// "city S at [0, 1]".
std::string place_text(const SegmentPlace& p);
// Followers per player, the most first (ties in turn order): "red 2, blue 1".
std::string follower_counts(const std::vector<FollowerAt>& followers,
                            const std::vector<std::string>& players);
// The same from counts by player (by weight, as the majority counts them).
std::string follower_counts(const std::vector<int>& weights,
                            const std::vector<std::string>& players);
// An event's followers per player: those listed, or its counted farmers.
std::string follower_counts(const Evidence& evidence, const std::vector<std::string>& players);
// "city S at [0, 1], city W at [2, 0]".
std::string cities_text(const std::vector<CityAt>& cities);

// {"at": [x, y], "on": "city S"}, or with more keys after `on`.
std::string json_place(const SegmentPlace& p, std::string_view more = "");
// [{"player": "red", "at": [x, y], "on": "city S"}, ...]
std::string json_followers(const std::vector<FollowerAt>& followers,
                           const std::vector<std::string>& players);
// [{"at": [x, y], "on": "city N", "tiles": 4}, ...]
std::string json_cities(const std::vector<CityAt>& cities);
// One event as a JSON object on one line: the keys of format 1 and the evidence
// of 1.1; with `formula`, the arithmetic too (the explanation's events).
std::string json_event(const ScoreEvent& e, const std::vector<std::string>& players,
                       bool formula = false);

}  // namespace carcassonne
