// Replaces the global operator new and delete of the test binary (every
// C++ allocation of the program under test: the engine, yaml-cpp, fmt,
// CLI11, the standard library). Unarmed, it is malloc and free.
#include "fault_allocator.hpp"

#include <cstdlib>
#include <new>

namespace carcassonne::test {
namespace {

bool armed = false;
long long counted = 0;
long long failing = -1;
bool persistent = false;
// Memory runs out at allocation `failing` (and stays out, when persistent),
// except for what the program gives back: a new-handler that returns has
// freed some (the command line's reserve, 64 KiB), which later allocations use.
constexpr std::size_t kGivenBack = 64 * 1024;
std::size_t headroom = 0;

bool take(std::size_t size) {
    if (headroom < size) return false;
    headroom -= size;
    return true;
}

// As the standard operator new does when memory runs out: the new-handler
// until it has freed enough (it returns) or gives up (it throws), and
// std::bad_alloc when there is none. Counts the allocation.
void run_out_at(std::size_t size) {
    if (!armed) return;
    long long n = counted++;
    if (failing < 0 || (n != failing && !(persistent && n > failing)) || take(size)) return;
    for (;;) {
        std::new_handler handler = std::get_new_handler();
        if (!handler) throw std::bad_alloc();
        handler();
        headroom += kGivenBack;
        if (take(size)) return;
    }
}

void* allocate(std::size_t size) {
    run_out_at(size);
    if (void* p = std::malloc(size ? size : 1)) return p;
    throw std::bad_alloc();
}

void* allocate_aligned(std::size_t size, std::align_val_t align) {
    run_out_at(size);
    auto a = static_cast<std::size_t>(align);
    std::size_t rounded = (size + a - 1) / a * a;
    if (void* p = std::aligned_alloc(a, rounded ? rounded : a)) return p;
    throw std::bad_alloc();
}

}  // namespace

void Allocations::arm(long long fail_at, bool from_then_on) {
    counted = 0;
    headroom = 0;
    failing = fail_at;
    persistent = from_then_on;
    armed = true;
}

long long Allocations::disarm() {
    armed = false;
    return counted;
}

}  // namespace carcassonne::test

using carcassonne::test::allocate;
using carcassonne::test::allocate_aligned;

void* operator new(std::size_t size) {
    return allocate(size);
}
void* operator new[](std::size_t size) {
    return allocate(size);
}
void* operator new(std::size_t size, const std::nothrow_t&) noexcept {
    try {
        return allocate(size);
    } catch (const std::bad_alloc&) {
        return nullptr;
    }
}
void* operator new[](std::size_t size, const std::nothrow_t&) noexcept {
    try {
        return allocate(size);
    } catch (const std::bad_alloc&) {
        return nullptr;
    }
}
void* operator new(std::size_t size, std::align_val_t align) {
    return allocate_aligned(size, align);
}
void* operator new[](std::size_t size, std::align_val_t align) {
    return allocate_aligned(size, align);
}
void operator delete(void* p) noexcept {
    std::free(p);
}
void operator delete[](void* p) noexcept {
    std::free(p);
}
void operator delete(void* p, std::size_t) noexcept {
    std::free(p);
}
void operator delete[](void* p, std::size_t) noexcept {
    std::free(p);
}
void operator delete(void* p, std::align_val_t) noexcept {
    std::free(p);
}
void operator delete[](void* p, std::align_val_t) noexcept {
    std::free(p);
}
void operator delete(void* p, std::size_t, std::align_val_t) noexcept {
    std::free(p);
}
void operator delete[](void* p, std::size_t, std::align_val_t) noexcept {
    std::free(p);
}
