// Pieces of JSON text that every JSON renderer writes the same way.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "carcassonne/error.hpp"

namespace carcassonne {

// A JSON string, escaped.
std::string json_quote(std::string_view s);
// [[x, y], ...]
std::string json_positions(const std::vector<Pos>& ps);
// "a", "b" (the inside of a list of rule ids)
std::string json_rule_list(const std::vector<std::string_view>& rules);
// One violation as an object of the adjudication report.
std::string json_violation(const Violation& v);

}  // namespace carcassonne
