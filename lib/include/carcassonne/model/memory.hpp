// Room for a long log's data, made once. On Linux a large room is also offered
// huge pages (transparent huge pages in "madvise" mode): the first touch of
// each 4 KiB page costs a page fault, and on a virtual machine a fault costs
// as much as parsing a few moves (bench/run.sh). Elsewhere it is a reserve.
#pragma once

#include <cstddef>
#include <vector>

namespace carcassonne {

// Asks for huge pages over the whole 2 MiB blocks of [data, data + bytes).
void advise_huge_pages(void* data, std::size_t bytes);

template <class T>
void reserve_large(std::vector<T>& v, std::size_t n) {
    v.reserve(n);
    advise_huge_pages(v.data(), v.capacity() * sizeof(T));
}

}  // namespace carcassonne
