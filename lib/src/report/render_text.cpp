// The text report: events, violations, then a table of players by category.
// Stable and colourless unless asked, so two runs can be compared with diff.
#include <fmt/format.h>

#include <algorithm>
#include <set>

#include "carcassonne/model/expansion.hpp"
#include "carcassonne/model/rule_ids.hpp"
#include "carcassonne/model/wording.hpp"
#include "carcassonne/report/render.hpp"
#include "carcassonne/scoring/report.hpp"
#include "report/evidence.hpp"
#include "report/notices.hpp"
#include "report/report_hooks.hpp"

namespace carcassonne {
namespace {

struct Style {
    bool on;
    std::string bold(std::string_view s) const {
        return on ? fmt::format("\033[1m{}\033[0m", s) : std::string(s);
    }
    std::string red(std::string_view s) const {
        return on ? fmt::format("\033[31m{}\033[0m", s) : std::string(s);
    }
};

// Lays out rows in columns of fixed widths (a cell wider than its column
// moves only the rest of its own row), so that a changed value changes only
// its own line in a diff: left-aligned text, right-aligned numbers.
std::string table(const std::vector<std::vector<std::string>>& rows,
                  const std::vector<bool>& numeric, const std::vector<std::size_t>& width,
                  const Style& style) {
    std::string out;
    for (std::size_t r = 0; r < rows.size(); ++r) {
        std::string line = " ";
        for (std::size_t c = 0; c < rows[r].size(); ++c) {
            bool last = c + 1 == rows[r].size();
            std::string cell = numeric[c]
                                   ? fmt::format("  {:>{}}", rows[r][c], width[c])
                                   : fmt::format("  {:<{}}", rows[r][c], last ? 0 : width[c]);
            line += cell;
        }
        while (!line.empty() && line.back() == ' ') line.pop_back();
        out += (r == 0 ? style.bold(line) : line) + "\n";
    }
    return out;
}

// " (bonus tile, builder.double-turn)" after what a bonus move did, else "".
std::string bonus_mark(const Report& r, std::optional<std::int64_t> turn) {
    auto bonus = turn ? r.bonus_moves.find(*turn) : r.bonus_moves.end();
    return bonus == r.bonus_moves.end() ? "" : fmt::format(" (bonus tile, {})", bonus->second);
}

// What --then's move scored, and the totals right after it (before any final scoring).
std::string then_section(const Report& r, const Style& style) {
    std::vector<std::int64_t> move(r.players.size(), 0), after(r.carried.begin(), r.carried.end());
    after.resize(r.players.size(), 0);
    for (const ScoreEvent& e : r.events) {
        if (e.phase != Phase::Play) continue;
        after[e.player] += e.points;
        if (e.turn == r.then->number) move[e.player] += e.points;
    }
    std::string scored, totals;
    for (std::size_t p = 0; p < r.players.size(); ++p) {
        scored += fmt::format("{}{} {:+}", p ? ", " : "", r.players[p], move[p]);
        totals += fmt::format("{}{} {}", p ? ", " : "", r.players[p], after[p]);
    }
    return fmt::format("{}\n  move {}, {}: {}{}: {}\n  totals after it: {}\n",
                       style.bold("Then (the move given with --then)"), r.then->number,
                       r.players[r.then->player], r.then->what, bonus_mark(r, r.then->number),
                       scored, totals);
}

// Fixed widths: a turn up to 9999, a log's tile up to 14 characters ("WT-A at
// [10, -10]"), points up to 999999, the longest category, a rule id of 24
// characters (all but a few); a player's column is as wide as the longest name
// in players:, which no event changes.
constexpr std::size_t kTurnWidth = 4, kTileWidth = 14, kPhaseWidth = 5, kPointsWidth = 6,
                      kCategoryWidth = 10, kRuleWidth = 24, kNumberWidth = 5;

std::size_t name_width(const std::vector<std::string>& players) {
    std::size_t w = 6;  // "player"
    for (const std::string& p : players) w = std::max(w, p.size());
    return w;
}

// The Scores table shows an expansion's column only when the document lists
// that expansion (or, for safety, when some player scored in it); JSON keeps all nine.
bool category_shown(Category c, const Report& r) {
    for (const ExpansionDef* e : expansions())
        if (e->category == c && !r.rules.has(*e))
            return std::any_of(r.events.begin(), r.events.end(), [c](const ScoreEvent& ev) {
                return ev.category == c && ev.points != 0;
            });
    return true;
}

// What an event counted, in short: its detail (for a field, the cities it
// counted), its first tile, the followers on its feature (winners and losers),
// and the rules that decided who scores.
std::string counted(const ScoreEvent& e, const std::vector<std::string>& players) {
    std::string out = e.detail;
    if (!e.evidence.cities.empty()) out += " (" + cities_text(e.evidence.cities) + ")";
    if (!e.tiles.empty()) out += " from " + to_string(e.tiles[0]);
    if (!e.evidence.followers.empty() || !e.evidence.farmers.empty())
        out += "; followers " + follower_counts(e.evidence, players);
    for (auto a : e.also)
        if (a == rule::kMajority || a == rule::kScoringTiming) out += fmt::format(" ({})", a);
    return out;
}

// Who leads: "red", or "red, blue (tied)"; " <- lead changes" when that is
// not who led before.
std::string leader_cell(const Report& r, const std::vector<PlayerId>& leaders,
                        const std::vector<PlayerId>& before) {
    std::string out;
    for (PlayerId p : leaders) out += (out.empty() ? "" : ", ") + r.players[p];
    if (leaders.size() > 1) out += " (tied)";
    if (leaders != before) out += "  <- lead changes";
    return out;
}

// What the totals are: a game's end, or the end it would have there.
std::string scores_heading(const Report& r) {
    if (!r.final_hypothetical) return "Scores";
    if (r.kind == DocumentKind::Log)
        return fmt::format("Scores if the game ended after move {}", r.moves_played);
    return r.then ? "Scores if the game ended after the move of --then"
                  : "Scores if the game ended now";
}

// --running: each player's total after every turn that scored, then after the
// final scoring, and who leads after each (the start: `scores:`).
std::string running_table(const Report& r, const Style& style) {
    bool log = r.kind == DocumentKind::Log || !r.placed.empty();
    std::vector<std::vector<std::string>> rows{{"turn"}};
    if (log) rows[0].push_back("tile");
    for (const std::string& p : r.players) rows[0].push_back(p);
    rows[0].push_back("leader");
    std::vector<std::int64_t> start(r.players.size(), 0);
    for (std::size_t p = 0; p < start.size() && p < r.carried.size(); ++p) start[p] = r.carried[p];
    std::vector<PlayerId> led = leaders_of(start);
    auto add = [&](std::string turn, std::string tile, const std::vector<std::int64_t>& totals) {
        std::vector<std::string> row{std::move(turn)};
        if (log) row.push_back(std::move(tile));
        for (auto t : totals) row.push_back(std::to_string(t));
        std::vector<PlayerId> leaders = leaders_of(totals);
        row.push_back(leader_cell(r, leaders, led));
        led = std::move(leaders);
        rows.push_back(std::move(row));
    };
    std::set<std::optional<std::int64_t>> scored;
    for (const ScoreEvent& e : r.events)
        if (e.phase == Phase::Play) scored.insert(e.turn);
    for (const RunningTotal& t : r.running()) {
        if (!scored.count(t.turn)) continue;
        auto placed = t.turn ? r.placed.find(*t.turn) : r.placed.end();
        add(t.turn ? std::to_string(*t.turn) : "-", placed == r.placed.end() ? "-" : placed->second,
            t.totals);
    }
    bool final_events = std::any_of(r.events.begin(), r.events.end(),
                                    [](const ScoreEvent& e) { return e.phase == Phase::Final; });
    if (final_events) add("final", "-", r.totals());
    if (rows.size() == 1) return "";
    std::vector<bool> numeric(rows[0].size(), true);
    std::vector<std::size_t> width(rows[0].size(), 0);
    numeric[0] = false;
    width[0] = 5;  // "final"
    if (log) numeric[1] = false, width[1] = kTileWidth;
    for (std::size_t c = log ? 2 : 1; c + 1 < width.size(); ++c)
        width[c] = std::max(kNumberWidth, rows[0][c].size());
    numeric.back() = false;  // the leader
    return style.bold("Running totals") + "\n" + table(rows, numeric, width, style) + "\n";
}

// The last line: who won (base.winner, house.tie-break.later-player), after a
// blank line; nothing when no final scoring ran.
std::string winner_line(const Report& r) {
    if (r.winners.empty()) return "";
    auto names = [&](const std::vector<PlayerId>& ps) {
        std::string out;
        for (PlayerId p : ps) out += (out.empty() ? "" : ", ") + r.players[p];
        return out;
    };
    if (r.winners.size() > 1)
        return fmt::format("\nWinners: {} ({}: tied players share the victory)\n", names(r.winners),
                           r.winner_rule);
    // The tie-break decided: name the players the winner tied with.
    auto totals = r.totals();
    std::vector<std::string> others;
    for (std::size_t p = 0; p < totals.size(); ++p)
        if (totals[p] == totals[r.winners[0]] && p != r.winners[0]) others.push_back(r.players[p]);
    if (r.winner_rule != rule::kTieBreakLaterPlayer || others.empty())
        return fmt::format("\nWinner: {} ({})\n", names(r.winners), r.winner_rule);
    std::string with = and_list(others);
    const std::string& winner = r.players[r.winners[0]];
    return fmt::format("\nWinner: {} ({}: tied with {}, {} plays {})\n", winner, r.winner_rule,
                       with, winner, others.size() == 1 ? "later" : "last");
}

// The Scoring table: an event a row, with the tile of its move in a log (and
// in --then's move on a position).
std::string scoring_section(const Report& r, const Style& style) {
    bool log = r.kind == DocumentKind::Log || !r.placed.empty();
    std::vector<std::vector<std::string>> rows{
        {"turn", "phase", "player", "points", "category", "rule", "counted"}};
    if (log) rows[0].insert(rows[0].begin() + 1, "tile");
    for (const ScoreEvent& e : r.events) {
        std::vector<std::string> row{e.turn ? std::to_string(*e.turn) : "-",
                                     std::string(name(e.phase)),
                                     r.players[e.player],
                                     std::to_string(e.points),
                                     std::string(name(e.category)),
                                     std::string(e.rule),
                                     counted(e, r.players)};
        // A bonus move's mark goes last, where the row has room for it.
        row.back() += bonus_mark(r, e.turn);
        if (log) {
            auto placed = e.turn ? r.placed.find(*e.turn) : r.placed.end();
            row.insert(row.begin() + 1, placed == r.placed.end() ? "-" : placed->second);
        }
        rows.push_back(row);
    }
    std::vector<bool> numeric{false, false, false, true, false, false, false};
    std::vector<std::size_t> width{
        kTurnWidth, kPhaseWidth, name_width(r.players), kPointsWidth, kCategoryWidth, kRuleWidth,
        0};
    if (log) numeric.insert(numeric.begin() + 1, false);
    if (log) width.insert(width.begin() + 1, kTileWidth);
    return style.bold("Scoring") + "\n" + table(rows, numeric, width, style) + "\n";
}

// The Scores table (a column per category shown, then the total) and what
// the expansions add below it.
std::string scores_section(const Report& r, const Style& style) {
    std::string out = style.bold(scores_heading(r)) + "\n";
    std::vector<std::vector<std::string>> rows{{"player"}};
    std::vector<int> shown;
    for (Category c : report_categories(r.rules))
        if (category_shown(c, r)) {
            shown.push_back(c.index());
            rows[0].push_back(std::string(name(c)));
        }
    rows[0].push_back("total");
    auto breakdown = r.breakdown();
    auto totals = r.totals();
    for (std::size_t p = 0; p < r.players.size(); ++p) {
        std::vector<std::string> row{r.players[p]};
        for (int c : shown) row.push_back(std::to_string(breakdown[p][c]));
        row.push_back(std::to_string(totals[p]));
        rows.push_back(row);
    }
    std::vector<bool> numeric(rows[0].size(), true);
    std::vector<std::size_t> width(rows[0].size(), 0);
    numeric[0] = false;
    width[0] = name_width(r.players);
    for (std::size_t c = 1; c < width.size(); ++c)
        width[c] = std::max(kNumberWidth, rows[0][c].size());
    out += table(rows, numeric, width, style);
    for_each_report(r, [&](const ExpansionDef&, const ReportHooks& h, const ExpansionState& s) {
        if (h.text) out += h.text(r, s);
    });
    return out;
}

}  // namespace

std::string render_text(const Report& r, bool colour) {
    RenderOptions options;
    options.colour = colour;
    return render_text(r, options);
}

std::string render_text(const Report& r, const RenderOptions& options) {
    Style style{options.colour};
    std::string out;
    if (!r.events.empty()) out += scoring_section(r, style);
    if (options.running) out += running_table(r, style);
    if (!r.violations.empty()) {
        out += style.bold("Violations") + "\n";
        for (const Violation& v : r.violations) {
            out += "  " +
                   style.red(fmt::format("{}{}: {}", violation_place(v), v.rule, v.message)) + "\n";
        }
        out += "\n";
    }
    if (!r.notices.empty()) {
        out += style.bold("Notes") + "\n";
        for (const Notice& n : r.notices)
            out += fmt::format("  {}{}: {}\n", notice_place(n), n.rule, n.message);
        out += "\n";
    }
    if (r.then) out += then_section(r, style) + "\n";
    out += scores_section(r, style);
    if (r.final_hypothetical) {
        std::string track;
        const auto points = r.track();
        for (std::size_t p = 0; p < r.players.size(); ++p)
            track += fmt::format("{}{} {}", p ? ", " : "", r.players[p], points[p]);
        out += "Score track before the final scoring: " + track + "\n";
    }
    return out + winner_line(r);
}

std::string violation_place(const Violation& v) {
    if (v.move && v.line) return fmt::format("move {} (line {}): ", *v.move, *v.line);
    if (v.move) return fmt::format("move {}: ", *v.move);  // --then's move
    if (v.line) return fmt::format("line {}: ", *v.line);
    return "";
}

}  // namespace carcassonne
