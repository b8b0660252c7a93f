// What a report computes from its events: the breakdown, the totals, the score
// track, the running totals. Scoring values, so they live with scoring.
#include "carcassonne/scoring/report.hpp"

#include <algorithm>

namespace carcassonne {

std::vector<Breakdown> Report::breakdown() const {
    std::vector<Breakdown> out(players.size(), Breakdown{});
    for (const ScoreEvent& e : events) out[e.player][e.category.index()] += e.points;
    for (std::size_t p = 0; p < players.size() && p < carried.size(); ++p)
        out[p][Category::Carried.index()] += carried[p];
    return out;
}

std::vector<std::int64_t> Report::totals() const {
    std::vector<std::int64_t> out;
    for (const Breakdown& b : breakdown()) {
        std::int64_t sum = 0;
        for (auto v : b) sum += v;
        out.push_back(sum);
    }
    return out;
}

std::vector<PlayerId> leaders_of(const std::vector<std::int64_t>& totals) {
    std::vector<PlayerId> out;
    if (totals.empty()) return out;
    const std::int64_t best = *std::max_element(totals.begin(), totals.end());
    for (std::size_t p = 0; p < totals.size(); ++p)
        if (totals[p] == best) out.push_back(static_cast<PlayerId>(p));
    return out;
}

std::vector<std::int64_t> Report::track() const {
    std::vector<std::int64_t> out(players.size(), 0);
    for (std::size_t p = 0; p < players.size() && p < carried.size(); ++p) out[p] = carried[p];
    for (const ScoreEvent& e : events)
        if (e.phase == Phase::Play) out[e.player] += e.points;
    return out;
}

std::vector<RunningTotal> Report::running() const {
    std::vector<RunningTotal> out;
    for_each_running([&](const RunningTotal& t) {
        out.push_back(t);
        return true;
    });
    return out;
}

void Report::for_each_running(const std::function<bool(const RunningTotal&)>& f) const {
    RunningTotal t;
    t.totals.assign(players.size(), 0);
    for (std::size_t p = 0; p < players.size() && p < carried.size(); ++p) t.totals[p] = carried[p];
    std::size_t next = 0;  // play events come in turn order, before the final ones
    auto add = [&](std::optional<std::int64_t> turn) {
        for (;
             next < events.size() && events[next].phase == Phase::Play && events[next].turn == turn;
             ++next)
            t.totals[events[next].player] += events[next].points;
        t.turn = turn;
        t.leaders = leaders_of(t.totals);
        return f(t);
    };
    if (turn_of_play && !add(std::nullopt)) return;
    for (std::size_t m = 1; m <= moves_played; ++m)
        if (!add(static_cast<std::int64_t>(m))) return;
}

}  // namespace carcassonne
