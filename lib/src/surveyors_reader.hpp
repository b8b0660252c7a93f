// Reads the `surveyors:` key of a document (FORMAT.md).
#pragma once

#include <string>
#include <vector>

#include "carcassonne/surveyors.hpp"
#include "decode.hpp"

namespace carcassonne {

// A log's stacks, top first: known tiles of each stack's type, none twice. A
// stack that is not the printed set is used as given, with a warning.
SurveyorStacks read_surveyor_stacks(const Decoder& d, const YNode& n, std::vector<std::string>& warnings);
// A position's `active: {city, road, monastery}`: one tile per stack.
SurveyorStacks read_surveyors_active(const Decoder& d, const YNode& n);

}  // namespace carcassonne
