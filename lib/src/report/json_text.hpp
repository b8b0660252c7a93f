// Pieces of JSON text that every JSON renderer writes the same way.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "carcassonne/model/error.hpp"

namespace carcassonne {

// A JSON string, escaped.
std::string json_quote(std::string_view s);
// [[x, y], ...]
std::string json_squares(const std::vector<Pos>& ps);
// ["a", "b"]: a list of rule ids
std::string json_rules(const std::vector<std::string_view>& rules);
// One violation as an object of the adjudication report.
std::string json_violation(const Violation& v);
// The last member of a report object, `"violations": [...]`, and the object's
// closing brace: every JSON report ends with its violations.
std::string json_violations_and_end(const std::vector<Violation>& violations);

}  // namespace carcassonne
