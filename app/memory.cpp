// The process's memory policy. Pages are faulted in one by one on first touch,
// and on a virtual machine that costs as much as parsing a few moves each
// (bench/run.sh: 20 us a 4 KiB page); a long log touches thousands of them.
#include "memory.hpp"

#include <cstdlib>

#include "carcassonne/model/memory.hpp"

#ifdef __GLIBC__
#include <malloc.h>
#endif

namespace carcassonne::app {

void tune_memory() {
#ifdef __GLIBC__
    // Memory one phase frees (a document's text, the parse) is reused by the
    // next (the board) instead of going back to the system and being faulted
    // in again; allocations up to 32 MiB come from the heap.
    mallopt(M_MMAP_THRESHOLD, kHeapAllocationLimit);
    mallopt(M_TRIM_THRESHOLD, 1 << 30);
#endif
}

void expect_document(std::size_t bytes) {
#ifdef __GLIBC__
    // A large document needs several times its size (its moves, the board):
    // grow the heap once by that much and ask for huge pages over it, so that
    // what is allocated there is faulted in 2 MiB at a time. Below the
    // threshold a huge page would cost more to clear than the small pages it saves.
    constexpr std::size_t kThreshold = std::size_t{1} << 20;
    if (bytes < kThreshold) return;
    std::size_t room = bytes < kHeapAllocationLimit / 8 ? 8 * bytes : kHeapAllocationLimit - 4096;
    void* block = std::malloc(room);
    if (!block) return;
    advise_huge_pages(block, room);
    std::free(block);  // back to the heap's top, never to the system (M_TRIM_THRESHOLD)
#else
    (void)bytes;
#endif
}

}  // namespace carcassonne::app
