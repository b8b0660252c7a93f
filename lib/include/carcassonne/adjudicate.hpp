// The engine's front doors: a position is checked and scored; a log is
// replayed move by move. Both go through the same Board and scoring calls.
#pragma once

#include "carcassonne/document.hpp"
#include "carcassonne/report.hpp"

namespace carcassonne {

struct AdjudicationOptions {
    bool final_scoring = true;  // false with --no-final
    // Rebuild the feature graph from scratch after every move and compare
    // (check_consistency); a difference throws std::logic_error. Tests and the fuzzer.
    bool self_check = false;
};

Report adjudicate(const Document& doc, const AdjudicationOptions& options = {});

Report adjudicate_position(const Document& doc, const AdjudicationOptions& options);
Report replay_log(const Document& doc, const AdjudicationOptions& options);

// The board a log ends with (or stops at), written as a position: every tile in
// placement order, with the followers still standing on it.
Document final_position(const Document& log);

}  // namespace carcassonne
