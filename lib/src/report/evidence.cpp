// The evidence of an event as words (the text report, explain) and as JSON.
#include "report/evidence.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>

#include "carcassonne/report/render.hpp"

namespace carcassonne {

std::string place_text(const SegmentPlace& p) {
    return fmt::format("{} at {}", describe(p.on), to_string(p.at));
}

std::string follower_counts(const std::vector<int>& weights,
                            const std::vector<std::string>& players) {
    std::vector<int> order;
    for (int p = 0; p < static_cast<int>(players.size()); ++p)
        if (p < static_cast<int>(weights.size()) && weights[p] > 0) order.push_back(p);
    std::stable_sort(order.begin(), order.end(),
                     [&](int a, int b) { return weights[a] > weights[b]; });
    std::string out;
    for (int p : order)
        out += fmt::format("{}{} {}", out.empty() ? "" : ", ", players[p], weights[p]);
    return out;
}

std::string follower_counts(const std::vector<FollowerAt>& followers,
                            const std::vector<std::string>& players) {
    std::vector<int> weights(players.size());  // by weight, as the majority counts them
    for (const FollowerAt& f : followers) weights[f.player] += follower_weight(f.kind);
    return follower_counts(weights, players);
}

std::string follower_counts(const Evidence& evidence, const std::vector<std::string>& players) {
    return evidence.farmers.empty() ? follower_counts(evidence.followers, players)
                                    : follower_counts(evidence.farmers, players);
}

std::string cities_text(const std::vector<CityAt>& cities) {
    std::string out;
    for (const CityAt& c : cities) out += (out.empty() ? "" : ", ") + place_text(c.place);
    return out;
}

std::string json_place(const SegmentPlace& p, std::string_view more) {
    return fmt::format("{{\"at\": {}, \"on\": {}{}}}", to_string(p.at), json_quote(describe(p.on)),
                       more);
}

std::string json_followers(const std::vector<FollowerAt>& followers,
                           const std::vector<std::string>& players) {
    std::string out = "[";
    for (std::size_t i = 0; i < followers.size(); ++i) {
        // The kind only when it is not the normal follower: outputs without
        // another kind stay as they were.
        FollowerKind kind = followers[i].kind;
        std::string more =
            kind == kNormalFollower
                ? std::string()
                : fmt::format(", \"follower\": {}", json_quote(follower_kind(kind).name));
        out +=
            fmt::format("{}{{\"player\": {}, \"at\": {}, \"on\": {}{}}}", i ? ", " : "",
                        json_quote(players[followers[i].player]), to_string(followers[i].place.at),
                        json_quote(describe(followers[i].place.on)), more);
    }
    return out + "]";
}

std::string json_cities(const std::vector<CityAt>& cities) {
    std::string out = "[";
    for (std::size_t i = 0; i < cities.size(); ++i)
        out += (i ? ", " : "") +
               json_place(cities[i].place, fmt::format(", \"tiles\": {}", cities[i].tiles));
    return out + "]";
}

std::string json_event(const ScoreEvent& e, const std::vector<std::string>& players, bool formula) {
    std::string out = fmt::format(
        "{{\"turn\": {}, \"phase\": \"{}\", \"player\": {}, \"category\": \"{}\", "
        "\"points\": {}, \"rule\": \"{}\", \"also\": {}, \"detail\": {}, \"tiles\": {}",
        e.turn ? std::to_string(*e.turn) : "null", name(e.phase), json_quote(players[e.player]),
        name(e.category), e.points, e.rule, json_rules(e.also), json_quote(e.detail),
        json_squares(e.tiles));
    out += fmt::format(", \"feature\": {}, \"followers\": {}",
                       e.evidence.feature ? json_place(*e.evidence.feature) : "null",
                       json_followers(e.evidence.followers, players));
    // farms: city-majority: the farmers around the city, counted per player.
    if (!e.evidence.farmers.empty()) {
        out += ", \"farmers\": {";
        bool first = true;
        for (std::size_t p = 0; p < e.evidence.farmers.size(); ++p) {
            if (e.evidence.farmers[p] == 0) continue;
            out += fmt::format("{}{}: {}", first ? "" : ", ", json_quote(players[p]),
                               e.evidence.farmers[p]);
            first = false;
        }
        out += "}";
    }
    if (e.category == Category::Field) out += ", \"cities\": " + json_cities(e.evidence.cities);
    // An expansion's additions, only where they apply: older outputs stay as they were.
    if (!e.handed.key.empty()) {
        out += fmt::format(", {}: {{", json_quote(e.handed.key));
        for (std::size_t i = 0; i < e.handed.counts.size(); ++i)
            out += fmt::format("{}{}: {}", i ? ", " : "", json_quote(e.handed.counts[i].first),
                               e.handed.counts[i].second);
        out += "}";
    }
    if (!e.bonus.empty()) out += ", \"bonus\": " + json_quote(e.bonus);
    if (formula) out += ", \"formula\": " + json_quote(e.formula);
    return out + "}";
}

}  // namespace carcassonne
