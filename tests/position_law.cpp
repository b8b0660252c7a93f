#include "position_law.hpp"

#include <catch2/catch.hpp>

#include "scenario_support.hpp"

namespace carcassonne::test {

void check_same_final_scoring(const Report& played, const Report& scored,
                              const std::vector<std::string>& players) {
    REQUIRE(scored.violations.empty());
    CHECK(scored.totals() == played.totals());
    auto a = final_events(played), b = final_events(scored);
    REQUIRE(a.size() == b.size());
    for (std::size_t i = 0; i < a.size(); ++i)
        CHECK(event_line(*a[i], players) == event_line(*b[i], players));
    CHECK(scored.events.size() == b.size());
}

}  // namespace carcassonne::test
