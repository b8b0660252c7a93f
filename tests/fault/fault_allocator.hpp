// The test binary's own operator new (fault_allocator.cpp): it counts the
// allocations made while armed, and makes memory run out at allocation number
// N (for that one, or from then on), as the system would: the new-handler is
// called, and what it gives back (a returning handler freed 64 KiB) is used.
#pragma once

namespace carcassonne::test {

struct Allocations {
    // From now on count allocations from 0, and fail number `fail_at` (none
    // when negative) and, with `from_then_on`, every one after it.
    static void arm(long long fail_at, bool from_then_on);
    // Stops counting and failing; returns how many allocations were asked for.
    static long long disarm();
};

}  // namespace carcassonne::test
