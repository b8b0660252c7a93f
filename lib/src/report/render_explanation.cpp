// An explanation as text for people and as JSON ("carcassonne-explanation/1").
#include <fmt/format.h>

#include <algorithm>

#include "carcassonne/model/rule_ids.hpp"
#include "carcassonne/model/wording.hpp"
#include "carcassonne/query/explain.hpp"
#include "carcassonne/report/render.hpp"
#include "report/evidence.hpp"

namespace carcassonne {
namespace {

// "a, b, c" (or "a + b + c" with that separator).
std::string join(const std::vector<std::string>& items, std::string_view separator = ", ") {
    std::string out;
    for (std::size_t i = 0; i < items.size(); ++i)
        out += (i ? std::string(separator) : "") + items[i];
    return out;
}

std::string squares(const std::vector<Pos>& ps) {
    std::vector<std::string> items;
    for (Pos p : ps) items.push_back(to_string(p));
    return join(items);
}

std::string open_text(const std::vector<OpenEdge>& open) {
    std::vector<std::string> items;
    for (const OpenEdge& o : open)
        items.push_back(fmt::format("{} {}", to_string(o.at), name(o.edge)));
    return join(items, ", ");
}

std::string adjective(const FeatureExplanation& f) {
    if (f.kind == SegmentKind::Field) return "a field";
    return fmt::format("{} {}", f.completed ? "a completed" : "an incomplete", name(f.kind));
}

// "red 2 (city S at [0, 1], city W at [1, 2]), blue 1 (city W at [2, 1])"
std::string followers_text(const std::vector<FollowerCount>& counts,
                           const std::vector<std::string>& players) {
    std::vector<std::string> items;
    for (const FollowerCount& c : counts) {
        std::vector<std::string> places;
        for (std::size_t i = 0; i < c.places.size(); ++i) {
            // Another kind than the normal follower says what it is ("large
            // follower", "pig": not every figure is a follower) and weighs.
            const FollowerKindDef& kind = follower_kind(c.kinds[i]);
            places.push_back(kind.id == kNormalFollower
                                 ? place_text(c.places[i])
                                 : fmt::format("{} on {}, counting {}", figure_noun(kind.id),
                                               place_text(c.places[i]), kind.weight));
        }
        items.push_back(fmt::format("{} {} ({})", players[c.player], c.weight, join(places, ", ")));
    }
    return join(items, ", ");
}

// Who holds the majority and why (base.majority), from the counts and the
// winners the scoring code chose.
std::string majority_text(const FeatureExplanation& f, const std::vector<std::string>& players) {
    if (!f.winners_rule.empty()) {
        // An expansion's rule, not the majority, decided who scores it.
        std::vector<std::string> names;
        for (PlayerId p : f.winners) names.push_back(players[p]);
        return fmt::format("{} {} it in full: {}, whatever the majority ({})", and_list(names),
                           names.size() == 1 ? "scores" : "each score", f.winners_reason,
                           f.winners_rule);
    }
    if (f.followers.empty())
        return fmt::format("nobody: no follower stands on it, so nobody scores it ({})",
                           rule::kMajority);
    if (f.followers.size() == 1)
        return fmt::format("{}, the only player with followers on it ({})",
                           players[f.followers[0].player], rule::kMajority);
    std::vector<std::string> winners, losers, against;
    for (const FollowerCount& c : f.followers) {
        bool wins = std::find(f.winners.begin(), f.winners.end(), c.player) != f.winners.end();
        (wins ? winners : losers).push_back(players[c.player]);
        if (!wins) against.push_back(fmt::format("{} {}", players[c.player], c.weight));
    }
    int most = f.followers.front().weight;
    std::string count = most == 1 ? "1 follower" : fmt::format("{} followers", most);
    std::string out = winners.size() == 1
                          ? fmt::format("{}, with {}", winners[0], count)
                          : fmt::format("{}, tied with {} each", and_list(winners), count);
    if (!against.empty()) out += " against " + join(against);
    out += winners.size() == 1 ? fmt::format(": {} scores it", winners[0])
                               : std::string(": each of them scores it in full");
    if (!losers.empty())
        out += fmt::format("; {} {} not", and_list(losers), losers.size() == 1 ? "does" : "do");
    out += fmt::format(" ({}", rule::kMajority);
    // The rules of the kinds that weigh more than one (a large follower counts 2).
    std::vector<std::string_view> weighed;
    for (const FollowerCount& c : f.followers)
        for (FollowerKind k : c.kinds) {
            std::string_view rule = follower_kind(k).weight_rule;
            if (!rule.empty() && std::find(weighed.begin(), weighed.end(), rule) == weighed.end())
                weighed.push_back(rule);
        }
    for (std::string_view rule : weighed) out += fmt::format(", {}", rule);
    return out + ")";
}

// Under farms: city-majority, who scores a completed city a field borders:
// "; farmers around it red 2, blue 1: red scores it".
std::string city_majority_text(const CityFacts& c, const std::vector<std::string>& players) {
    if (std::all_of(c.farmers.begin(), c.farmers.end(), [](int n) { return n == 0; }))
        return "; no farmer around it";
    std::vector<std::string> winners;
    for (PlayerId p : c.winners) winners.push_back(players[p]);
    return fmt::format("; farmers around it {}: {} {}", follower_counts(c.farmers, players),
                       and_list(winners), winners.size() == 1 ? "scores it" : "each score it");
}

// "red city: 5 tiles x 2 + 1 coat of arms x 2 = 12, base.city.completed"
std::string event_line(const ScoreEvent& e, const std::vector<std::string>& players) {
    return fmt::format("{} {}: {} = {}, {}", players[e.player], name(e.category),
                       e.formula.empty() ? e.detail : e.formula, e.points, e.rule);
}

// When an event scored: "at move 4 (L at [1, 1])", "in the position's turn of
// play", "at the end".
std::string when(const Report& r, const ScoreEvent& e) {
    if (e.phase == Phase::Final) return "at the end";
    if (!e.turn) return "in the position's turn of play";
    auto placed = r.placed.find(*e.turn);
    return placed == r.placed.end() ? fmt::format("at move {}", *e.turn)
                                    : fmt::format("at move {} ({})", *e.turn, placed->second);
}

// An area's 3x3: which of the 8 squares around it hold a tile.
std::string around_text(const FeatureExplanation& f) {
    std::vector<Pos> placed, empty;
    for (const Neighbour& n : f.neighbours) (n.placed ? placed : empty).push_back(n.at);
    std::string out = fmt::format("  around it: {} of 8 squares hold a tile\n", placed.size());
    if (!placed.empty()) out += fmt::format("    placed: {}\n", squares(placed));
    if (!empty.empty()) out += fmt::format("    empty: {}\n", squares(empty));
    return out;
}

// A field's bordering cities, completed or not, with each city's majority
// under farms: city-majority.
std::string cities_text(const FeatureExplanation& f, const std::vector<std::string>& players) {
    std::size_t completed = 0;
    for (const CityFacts& c : f.cities) completed += c.completed;
    std::string out =
        fmt::format("  bordering cities: {} completed of {}\n", completed, f.cities.size());
    for (const CityFacts& c : f.cities) {
        out += fmt::format("    {}: {}, {}", place_text(c.place),
                           c.completed ? "completed" : "incomplete",
                           c.tiles == 1 ? std::string("1 tile") : fmt::format("{} tiles", c.tiles));
        if (!c.open.empty()) out += fmt::format(", open at {}", open_text(c.open));
        out += c.completed ? ": it counts" : ": it does not count";
        if (f.majority_by_city && c.completed) out += city_majority_text(c, players);
        out += "\n";
    }
    return out;
}

// What the feature scored in play, or why a completed one scored nothing.
std::string play_text(const Explanation& x, const FeatureExplanation& f) {
    const auto& players = x.report.players;
    if (!f.play.empty()) {
        std::string out = fmt::format("  scored {}:\n", when(x.report, f.play.front()));
        for (const ScoreEvent& e : f.play) out += "    " + event_line(e, players) + "\n";
        return out;
    }
    if (!f.completed) return "";
    bool unscored = x.report.kind == DocumentKind::Position && !x.report.violations.empty();
    return unscored ? "  scored: not yet, the position breaks a rule\n"
                    : fmt::format(
                          "  scored: nothing; no follower stood on it when it was "
                          "completed ({})\n",
                          rule::kMajority);
}

// What an incomplete feature scores at the end (or would, if the game ended now).
std::string final_text(const Explanation& x, const FeatureExplanation& f) {
    if (f.completed) return "";
    std::string moment = f.final_if_ended ? "if the game ended now" : "at the end";
    bool position_broken = x.report.kind == DocumentKind::Position && !x.report.violations.empty();
    if (position_broken) return "  at the end: not scored, the position breaks a rule\n";
    if (f.final.empty() && f.majority_by_city && !f.followers.empty())
        return fmt::format(
            "  {}: its farmers count for the cities above, each scored under the first "
            "field around it ({})\n",
            moment, rule::kFarmsCityMajority);
    if (f.final.empty())
        return fmt::format("  {}: nothing; no follower stands on it ({})\n", moment,
                           rule::kMajority);
    std::string out = fmt::format("  {}:\n", moment);
    for (const ScoreEvent& e : f.final) out += "    " + event_line(e, x.report.players) + "\n";
    return out;
}

std::string feature_text(const Explanation& x, const FeatureExplanation& f) {
    const auto& players = x.report.players;
    std::string out = fmt::format("{}: {}", place_text(f.feature), adjective(f));
    if (!is_area(f.kind)) {
        out += f.tiles.size() == 1 ? " of 1 tile" : fmt::format(" of {} tiles", f.tiles.size());
        out += fmt::format("\n  tiles: {}", squares(f.tiles));
    }
    out += "\n";
    if (f.kind == SegmentKind::Road || f.kind == SegmentKind::City)
        out += f.open.empty() ? "  open at: nowhere, it is completed\n"
                              : fmt::format("  open at: {}\n", open_text(f.open));
    if (f.kind == SegmentKind::City) out += fmt::format("  coats of arms: {}\n", f.arms);
    if (is_area(f.kind)) out += around_text(f);
    if (f.kind == SegmentKind::Field) out += cities_text(f, players);
    out += fmt::format("  followers{}: {}\n", f.followers_when_scored ? " when it scored" : "",
                       f.followers.empty() ? "none" : followers_text(f.followers, players));
    out += fmt::format("  majority: {}\n",
                       f.majority_by_city
                           ? fmt::format("city by city, each completed city above by the farmers "
                                         "in all the fields around it ({})",
                                         rule::kFarmsCityMajority)
                           : majority_text(f, players));
    for (const Note& n : f.notes) out += fmt::format("  {}: {}\n", n.expansion, n.text);
    return out + play_text(x, f) + final_text(x, f);
}

std::string player_text(const Explanation& x, const PlayerExplanation& p) {
    const Report& r = x.report;
    const auto& players = r.players;
    std::string out =
        fmt::format("{}: {} {}\n", players[p.player], p.total, p.total == 1 ? "point" : "points");
    std::vector<std::string> sum;
    for (Category category : report_categories()) {
        std::int64_t points = p.breakdown[category.index()];
        std::vector<const ScoreEvent*> events;
        for (std::size_t i : p.events)
            if (r.events[i].category == category) events.push_back(&r.events[i]);
        if (events.empty() && points == 0) continue;
        sum.push_back(fmt::format("{} {}", name(category), points));
        if (category == Category::Carried) {
            out += fmt::format("  carried {}: on the score track before (scores:)\n", points);
            continue;
        }
        out += fmt::format("  {} {}\n", name(category), points);
        for (const ScoreEvent* e : events)
            if (e->evidence.feature)
                out += fmt::format("    {}, {}: {} = {}, {}\n", when(r, *e),
                                   place_text(*e->evidence.feature),
                                   e->formula.empty() ? e->detail : e->formula, e->points, e->rule);
            else  // points of no feature (an expansion's majority): its detail says what for
                out += fmt::format("    {}: {} = {}, {}\n", when(r, *e), e->detail, e->points,
                                   e->rule);
    }
    out += fmt::format("  total: {}\n",
                       sum.empty() ? "0" : fmt::format("{} = {}", join(sum, " + "), p.total));
    for (const std::string& note : p.notes) out += "  " + note + "\n";
    if (!p.outvoted.empty()) {
        out += "  followers that scored nothing (outvoted):\n";
        for (std::size_t i : p.outvoted) {
            const ScoreEvent& e = r.events[i];
            out += fmt::format("    {}, {}: followers {} ({})\n", when(r, e),
                               place_text(*e.evidence.feature),
                               follower_counts(e.evidence, players), rule::kMajority);
        }
    }
    return out;
}

std::string json_open(const std::vector<OpenEdge>& open) {
    std::string out = "[";
    for (std::size_t i = 0; i < open.size(); ++i)
        out += fmt::format("{}{{\"at\": {}, \"edge\": \"{}\"}}", i ? ", " : "",
                           to_string(open[i].at), name(open[i].edge));
    return out + "]";
}

std::string json_events(const std::vector<ScoreEvent>& events,
                        const std::vector<std::string>& players, std::string_view indent) {
    if (events.empty()) return "[]";
    std::string out = "[";
    for (std::size_t i = 0; i < events.size(); ++i)
        out +=
            fmt::format("{}\n{}  {}", i ? "," : "", indent, json_event(events[i], players, true));
    return out + fmt::format("\n{}]", indent);
}

std::string feature_json(const Explanation& x, const FeatureExplanation& f) {
    const auto& players = x.report.players;
    std::string out = fmt::format(
        "    {{\n      \"feature\": {},\n      \"kind\": \"{}\",\n      \"completed\": {},\n"
        "      \"tiles\": {},\n      \"open\": {},\n      \"arms\": {},\n",
        json_place(f.feature), name(f.kind), f.completed ? "true" : "false", json_squares(f.tiles),
        json_open(f.open), f.arms);
    std::vector<FollowerAt> followers;
    std::string counts = "{";
    for (const FollowerCount& c : f.followers) {
        for (std::size_t i = 0; i < c.places.size(); ++i)
            followers.push_back({c.player, c.places[i], c.kinds[i]});
        counts += fmt::format("{}{}: {}", counts.size() > 1 ? ", " : "",
                              json_quote(players[c.player]), c.weight);
    }
    counts += "}";
    std::string winners = "[";
    for (std::size_t i = 0; i < f.winners.size(); ++i)
        winners += (i ? ", " : "") + json_quote(players[f.winners[i]]);
    winners += "]";
    out += fmt::format(
        "      \"followers\": {},\n      \"followers_when_scored\": {},\n"
        "      \"majority\": {{\"counts\": {}, \"winners\": {}, \"rule\": {}}},\n",
        json_followers(followers, players), f.followers_when_scored ? "true" : "false", counts,
        winners,
        json_quote(f.winners_rule.empty() ? std::string(rule::kMajority) : f.winners_rule));
    if (f.kind == SegmentKind::Field) {
        out += "      \"cities\": [";
        for (std::size_t i = 0; i < f.cities.size(); ++i) {
            const CityFacts& c = f.cities[i];
            out +=
                (i ? ", " : "") +
                json_place(c.place,
                           fmt::format(", \"completed\": {}, \"tiles\": {}, \"open\": {}",
                                       c.completed ? "true" : "false", c.tiles, json_open(c.open)));
        }
        out += "],\n";
    }
    if (is_area(f.kind)) {
        out += "      \"neighbours\": [";
        for (std::size_t i = 0; i < f.neighbours.size(); ++i)
            out += fmt::format("{}{{\"at\": {}, \"placed\": {}}}", i ? ", " : "",
                               to_string(f.neighbours[i].at),
                               f.neighbours[i].placed ? "true" : "false");
        out += "],\n";
    }
    out += "      \"notes\": [";
    for (std::size_t i = 0; i < f.notes.size(); ++i)
        out += fmt::format("{}{{\"expansion\": {}, \"text\": {}}}", i ? ", " : "",
                           json_quote(f.notes[i].expansion), json_quote(f.notes[i].text));
    out += "],\n";
    out += fmt::format("      \"play\": {},\n", json_events(f.play, players, "      "));
    out +=
        fmt::format("      \"final\": {},\n      \"final_if_ended\": {}\n    }}",
                    json_events(f.final, players, "      "), f.final_if_ended ? "true" : "false");
    return out;
}

std::string player_json(const Explanation& x, const PlayerExplanation& p) {
    const Report& r = x.report;
    std::string out =
        fmt::format("{{\n    \"player\": {},\n    \"total\": {},\n    \"categories\": [",
                    json_quote(r.players[p.player]), p.total);
    bool first = true;
    for (Category category : report_categories()) {
        const int c = category.index();
        std::vector<ScoreEvent> events;
        for (std::size_t i : p.events)
            if (r.events[i].category == category) events.push_back(r.events[i]);
        if (events.empty() && p.breakdown[c] == 0) continue;
        out += fmt::format("{}\n      {{\"category\": \"{}\", \"points\": {}, \"events\": {}}}",
                           first ? "" : ",", name(category), p.breakdown[c],
                           json_events(events, r.players, "      "));
        first = false;
    }
    out += first ? "],\n" : "\n    ],\n";
    std::vector<ScoreEvent> outvoted;
    for (std::size_t i : p.outvoted) outvoted.push_back(r.events[i]);
    out += fmt::format("    \"outvoted\": {}", json_events(outvoted, r.players, "    "));
    // The expansions' words about the player, only when they say something: older outputs stay.
    if (!p.notes.empty()) {
        std::string notes;
        for (const std::string& n : p.notes) notes += (notes.empty() ? "" : ", ") + json_quote(n);
        out += fmt::format(",\n    \"notes\": [{}]", notes);
    }
    out += "\n  }";
    return out;
}

}  // namespace

std::string render_explanation_text(const Explanation& x) {
    std::string out;
    if (x.moves)
        out += fmt::format("After move {} of {}, as if the game ended there.\n\n", *x.moves,
                           x.log_moves);
    for (std::size_t i = 0; i < x.features.size(); ++i)
        out += (i ? "\n" : "") + feature_text(x, x.features[i]);
    if (x.player) out += (x.features.empty() ? "" : "\n") + player_text(x, *x.player);
    if (!x.report.violations.empty()) {
        out += "\nViolations\n";
        for (const Violation& v : x.report.violations)
            out += fmt::format("  {}{}: {}\n", violation_place(v), v.rule, v.message);
        if (x.report.kind == DocumentKind::Log)
            out += "  (the board explained is the board before that move)\n";
    }
    return out;
}

std::string render_explanation_json(const Explanation& x) {
    const Report& r = x.report;
    std::string out = "{\n  \"format\": \"carcassonne-explanation/1\",\n  \"players\": [";
    for (std::size_t p = 0; p < r.players.size(); ++p)
        out += (p ? ", " : "") + json_quote(r.players[p]);
    out += fmt::format("],\n  \"move\": {},\n  \"features\": [",
                       x.moves ? std::to_string(*x.moves) : "null");
    for (std::size_t i = 0; i < x.features.size(); ++i)
        out += (i ? ",\n" : "\n") + feature_json(x, x.features[i]);
    out += x.features.empty() ? "],\n" : "\n  ],\n";
    out += "  \"player\": " + (x.player ? player_json(x, *x.player) : "null") + ",\n";
    return out + json_violations_and_end(r.violations);
}

}  // namespace carcassonne
