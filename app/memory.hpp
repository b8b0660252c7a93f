// The process's memory policy (memory.cpp): set once at start, and told the
// size of each document before it is read.
#pragma once

#include <cstddef>

namespace carcassonne::app {

// Allocations up to this size come from the heap, above it from their own mapping.
constexpr int kHeapAllocationLimit = 32 << 20;

void tune_memory();
// A document of this many bytes is about to be read.
void expect_document(std::size_t bytes);

}  // namespace carcassonne::app
