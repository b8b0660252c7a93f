// What moves did besides scoring and breaking rules (Report::notices, a bonus
// move declined), as the text and JSON reports write it.
#pragma once

#include <string>
#include <vector>

#include "carcassonne/model/error.hpp"

namespace carcassonne {

// Where a notice stands: "move 7 (line 12): ", "move 7: " or "".
std::string notice_place(const Notice& n);
// `  "notes": [...],\n`: the JSON report's member, one notice a line.
std::string json_notices(const std::vector<Notice>& notices);

}  // namespace carcassonne
