#include "carcassonne/report.hpp"

#include <fmt/format.h>

namespace carcassonne {

std::string violation_place(const Violation& v) {
    if (v.move && v.line) return fmt::format("move {} (line {}): ", *v.move, *v.line);
    if (v.move) return fmt::format("move {}: ", *v.move);  // --then's move
    if (v.line) return fmt::format("line {}: ", *v.line);
    return "";
}

std::vector<Breakdown> Report::breakdown() const {
    std::vector<Breakdown> out(players.size(), Breakdown{});
    for (const ScoreEvent& e : events) out[e.player][static_cast<int>(e.category)] += e.points;
    for (std::size_t p = 0; p < players.size() && p < carried.size(); ++p)
        out[p][static_cast<int>(Category::Carried)] += carried[p];
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

}  // namespace carcassonne
