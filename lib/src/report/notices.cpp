// Notices as the reports write them.
#include "report/notices.hpp"

#include <fmt/format.h>

#include "report/json_text.hpp"

namespace carcassonne {

std::string notice_place(const Notice& n) {
    if (n.move && n.line) return fmt::format("move {} (line {}): ", *n.move, *n.line);
    if (n.move) return fmt::format("move {}: ", *n.move);
    return "";
}

std::string json_notices(const std::vector<Notice>& notices) {
    auto number = [](const auto& v) { return v ? fmt::format("{}", *v) : std::string("null"); };
    std::string out = "  \"notes\": [";
    for (std::size_t i = 0; i < notices.size(); ++i)
        out +=
            fmt::format("{}\n    {{\"rule\": \"{}\", \"move\": {}, \"line\": {}, \"message\": {}}}",
                        i ? "," : "", notices[i].rule, number(notices[i].move),
                        number(notices[i].line), json_quote(notices[i].message));
    return out + (notices.empty() ? "],\n" : "\n  ],\n");
}

}  // namespace carcassonne
