// One run's standard output and the file it works on (process.hpp).
#include "process.hpp"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <new>

#if __has_include(<stdio_ext.h>)
#include <stdio_ext.h>
#define CARCASSONNE_HAS_FPURGE 1
#endif

namespace carcassonne::app {
namespace {

enum class Output { Open, Gone, Failed };

// Reset by begin_run(): a run leaves nothing to the next.
Output output = Output::Open;
std::string current_file;
bool memory_ran_out = false;
bool memory_reported = false;
std::new_handler handler_before = nullptr;
// Memory kept for the moment it runs out: given back then, it lets a library
// function that may not throw (CLI11's noexcept lookups allocate) finish, and
// the message be made, instead of std::terminate.
constexpr std::size_t kReserve = 64 * 1024;
void* reserve = nullptr;

void note_memory_ran_out() {
    memory_ran_out = true;
    if (reserve) {
        std::free(reserve);  // the allocation is tried again, with this room
        reserve = nullptr;
        return;
    }
    throw std::bad_alloc();
}

// What stdout still holds is never written: not by a later write, and not by
// exit(), which would otherwise try again (and fail again) with it.
void discard_buffered_output() {
#ifdef CARCASSONNE_HAS_FPURGE
    __fpurge(stdout);
#endif
}

}  // namespace

void begin_run() {
    output = Output::Open;
    current_file.clear();
    memory_ran_out = memory_reported = false;
    if (!reserve) reserve = std::malloc(kReserve);
    handler_before = std::set_new_handler(note_memory_ran_out);
    std::clearerr(stdout);
}

int end_run(int status) {
    std::set_new_handler(handler_before);
    std::free(reserve);
    reserve = nullptr;
    if (!memory_ran_out) return status;
    if (!memory_reported) out_of_memory();
    return 2;
}

bool emit(std::string_view text) {
    if (output == Output::Gone) return true;
    if (output == Output::Failed) return false;
    errno = 0;
    bool written = std::fwrite(text.data(), 1, text.size(), stdout) == text.size();
    int error = errno;
    // A full disk only shows when the buffer is written out.
    if (written && std::fflush(stdout) == 0 && !std::ferror(stdout)) return true;
    if (error == 0) error = errno;
    discard_buffered_output();
    if (error == EPIPE) {
        output = Output::Gone;
        return true;
    }
    output = Output::Failed;
    std::fprintf(stderr, "carcassonne: error: cannot write the report: %s\n",
                 system_message(error ? error : EIO).c_str());
    return false;
}

void working_on(const std::string& shown) {
    current_file = shown;
}

int out_of_memory() {
    memory_reported = true;
    // Nothing here allocates: the memory has run out.
    if (current_file.empty())
        std::fputs("carcassonne: error: out of memory\n", stderr);
    else
        std::fprintf(stderr, "%s: error: out of memory\n", current_file.c_str());
    return 2;
}

std::string system_message(int error) {
    // glibc's words for the errors whose musl words differ, of those reading
    // and writing files can meet; any other error in the C library's words.
    switch (error) {
        case ELOOP:
            return "Too many levels of symbolic links";
        case ENAMETOOLONG:
            return "File name too long";
        case EMFILE:
            return "Too many open files";
        case EIO:
            return "Input/output error";
        case ENOMEM:
            return "Cannot allocate memory";
        case EBUSY:
            return "Device or resource busy";
        case EOVERFLOW:
            return "Value too large for defined data type";
        case EDQUOT:
            return "Disk quota exceeded";
        default:
            return std::strerror(error);
    }
}

}  // namespace carcassonne::app
