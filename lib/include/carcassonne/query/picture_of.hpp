// The picture of a document for `carcassonne draw`: the board a position
// shows, or a log's board after its first N moves, with the followers, the
// totals and one highlighted feature. The only drawing code that reads the
// engine (Board, feature graph, adjudication).
#pragma once

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "carcassonne/model/document.hpp"
#include "carcassonne/model/error.hpp"
#include "carcassonne/query/picture.hpp"

namespace carcassonne {

struct PictureRequest {
    std::optional<std::int64_t> move;  // --move N: a log's board after its first N moves
    std::optional<Pos> at;             // --at X,Y and --on FEATURE: the feature to highlight
    std::optional<std::string> on;
};

struct DrawnBoard {
    Picture picture;  // refers to doc's catalogue
    // The rules the board breaks. It is drawn all the same: a position as far as
    // it can be laid (a second tile on a square is left out), a log up to the
    // move before its first illegal one.
    std::vector<Violation> notes;
};

DrawnBoard picture_of(const Document& doc, const PictureRequest& request);

}  // namespace carcassonne
