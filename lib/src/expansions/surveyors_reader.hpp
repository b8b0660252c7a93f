// Reads the `surveyors:` key of a document (FORMAT.md): the Land Surveyors'
// row of the hook table reads its own key through this.
#pragma once

#include <string>

#include "carcassonne/document.hpp"
#include "io/decode.hpp"

namespace carcassonne {

// A log's stacks, top first (surveyors.setup): each holds exactly its own
// tiles, each once; the road stack's fourth may be wealth instead of poverty.
// A position's `active: {city, road, monastery}`: one tile of each stack.
void read_surveyors(const Decoder& d, const YNode& n, DocumentKind kind, Ruleset& rules);
// The same key written back: a log's stacks, or a position's active tiles.
std::string write_surveyors(const Ruleset& rules, DocumentKind kind);

}  // namespace carcassonne
