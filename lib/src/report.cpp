#include "carcassonne/report.hpp"

#include "carcassonne/adjudicate.hpp"

namespace carcassonne {

std::string_view name(Category c) {
    constexpr std::string_view names[kCategoryCount] = {"road",  "city",     "monastery",
                                                        "field", "signpost", "watchtower",
                                                        "maze",  "surveyor", "carried"};
    return names[static_cast<int>(c)];
}

std::string_view name(Phase p) {
    return p == Phase::Play ? "play" : "final";
}

Report empty_report(const Document& doc) {
    Report r;
    r.kind = doc.kind;
    r.players = doc.players;
    r.carried.assign(doc.carried.begin(), doc.carried.end());
    return r;
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

Report adjudicate(const Document& doc, const AdjudicationOptions& options) {
    return doc.kind == DocumentKind::Position ? adjudicate_position(doc, options)
                                              : replay_log(doc, options);
}

}  // namespace carcassonne
