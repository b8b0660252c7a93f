// The JSON report of FORMAT.md, one event or violation per line.
#include <fmt/format.h>

#include "carcassonne/model/expansion.hpp"
#include "carcassonne/report/render.hpp"
#include "carcassonne/scoring/report.hpp"
#include "report/evidence.hpp"
#include "report/notices.hpp"
#include "report/report_hooks.hpp"

namespace carcassonne {
namespace {

template <class T>
std::string optional_number(const std::optional<T>& v) {
    return v ? fmt::format("{}", *v) : "null";
}

// {"red": 10, "blue": 3}
std::string per_player(const std::vector<std::string>& players,
                       const std::vector<std::int64_t>& values) {
    std::string out = "{";
    for (std::size_t p = 0; p < players.size(); ++p)
        out += fmt::format("{}{}: {}", p ? ", " : "", json_quote(players[p]), values[p]);
    return out + "}";
}

// Every option as it applies, defaults included (FORMAT.md 1.2): the
// followers, the options of each expansion the game lists (Ruleset::lists:
// those it plays, and those the format listed from the start, played or
// not), the house rules.
std::string json_options(const Ruleset& rules) {
    std::string out = fmt::format("{{\"followers\": {}", rules.followers);
    for (const ExpansionDef* e : expansions()) {
        if (!rules.lists(*e)) continue;
        for (std::size_t i = 0; i < e->options.size(); ++i)
            out += fmt::format(", {}: {}", json_quote(e->options[i].key),
                               json_quote(e->options[i].values[rules.option(*e, i)]));
        // A kind of follower's supply: 0 when its expansion is not played.
        for (const FollowerKindDef& k : e->followers)
            out += fmt::format(", {}: {}", json_quote(k.supply_key), rules.supply(k.id));
    }
    return out + fmt::format(", \"farms\": \"{}\", \"tiny-city\": {}, \"tie-break\": \"{}\"}}",
                             name(rules.farms), rules.tiny_city, name(rules.tie_break));
}

// The report's members before its events: the players, options, totals,
// track, winners, breakdown, and what an expansion keeps of its own.
std::string json_header(const Report& r) {
    std::string out;
    out += "{\n  \"format\": \"carcassonne-adjudication/1\",\n  \"players\": [";
    for (std::size_t p = 0; p < r.players.size(); ++p)
        out += (p ? ", " : "") + json_quote(r.players[p]);
    out += "],\n  \"options\": " + json_options(r.rules);
    out += ",\n  \"totals\": " + per_player(r.players, r.totals());
    out += ",\n  \"track\": " + per_player(r.players, r.track());
    out += ",\n  \"winners\": [";
    for (std::size_t i = 0; i < r.winners.size(); ++i)
        out += (i ? ", " : "") + json_quote(r.players[r.winners[i]]);
    out += "]";
    out += ",\n  \"breakdown\": {\n";
    auto breakdown = r.breakdown();
    for (std::size_t p = 0; p < r.players.size(); ++p) {
        out += fmt::format("    {}: {{", json_quote(r.players[p]));
        bool first = true;
        for (Category c : report_categories(r.rules)) {
            out += fmt::format("{}\"{}\": {}", first ? "" : ", ", name(c), breakdown[p][c.index()]);
            first = false;
        }
        out += p + 1 < r.players.size() ? "},\n" : "}\n";
    }
    out += "  }";
    // What an expansion keeps of its own (the tokens each player holds).
    for_each_report(r, [&](const ExpansionDef&, const ReportHooks& h, const ExpansionState& s) {
        if (!h.json) return;
        std::string member = h.json(r, s);
        if (!member.empty()) out += ",\n  " + member;
    });
    return out;
}

}  // namespace

std::string render_json(const Report& r) {
    return render_json(r, RenderOptions{});
}

std::string render_json(const Report& r, const RenderOptions& options) {
    std::string out;
    write_json(r, options, [&](std::string_view piece) {
        out += piece;
        return true;
    });
    return out;
}

bool write_json(const Report& r, const RenderOptions& options, const TextSink& sink) {
    // Pieces go out in chunks, so that a long report (--running over a million
    // moves) is never held whole.
    std::string out;
    bool going = true;
    auto flush = [&](std::size_t at_least) {
        if (going && out.size() >= at_least) {
            going = sink(out);
            out.clear();
        }
        return going;
    };
    constexpr std::size_t kChunk = 1 << 16;
    out = json_header(r);
    out += ",\n  \"events\": [";
    for (std::size_t i = 0; i < r.events.size(); ++i) {
        out += (i ? ",\n    " : "\n    ") + json_event(r.events[i], r.players);
        if (!flush(kChunk)) return false;
    }
    out += r.events.empty() ? "],\n" : "\n  ],\n";
    if (options.running) {
        // --running: each player's total after every turn played, one at a time.
        out += "  \"running\": [";
        bool first = true;
        r.for_each_running([&](const RunningTotal& t) {
            std::string leaders;
            for (PlayerId p : t.leaders)
                leaders += (leaders.empty() ? "" : ", ") + json_quote(r.players[p]);
            out += fmt::format("{}\n    {{\"turn\": {}, \"totals\": {}, \"leaders\": [{}]}}",
                               first ? "" : ",", optional_number(t.turn),
                               per_player(r.players, t.totals), leaders);
            first = false;
            return flush(kChunk);
        });
        if (!going) return false;
        out += first ? "],\n" : "\n  ],\n";
    }
    if (!r.notices.empty()) out += json_notices(r.notices);  // only then: older outputs stay
    out += json_violations_and_end(r.violations);
    return flush(1);
}

}  // namespace carcassonne
