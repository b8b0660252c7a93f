// Reads the `surveyors:` key of a document (FORMAT.md).
#pragma once

#include <string>
#include <vector>

#include "carcassonne/surveyors.hpp"
#include "decode.hpp"

namespace carcassonne {

// A log's stacks, top first (surveyors.setup): each holds exactly its own
// tiles, each once; the road stack's fourth may be wealth instead of poverty.
SurveyorStacks read_surveyor_stacks(const Decoder& d, const YNode& n);
// A position's `active: {city, road, monastery}`: one tile of each stack.
SurveyorStacks read_surveyors_active(const Decoder& d, const YNode& n);

}  // namespace carcassonne
