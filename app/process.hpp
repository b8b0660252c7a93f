// What one run of the command line keeps while it runs, and resets when the
// next begins (run_command_line may be called again in one process): the
// state of standard output, and the file the command is working on.
#pragma once

#include <string>
#include <string_view>

namespace carcassonne::app {

// A new run: standard output open, no file read yet, and a new-handler that
// notes when memory runs out: the first time it gives back a reserve of 64 KiB
// (the allocation is tried again), then it throws std::bad_alloc.
void begin_run();
// The end of the run whose status is `status`: the new-handler it replaced is
// back, and if memory ran out anywhere (also where a library swallowed the
// std::bad_alloc, as an iostream does) the status is 2 and the message said.
int end_run(int status);

// Writes to standard output and checks that it arrived. A write error is
// reported once (`carcassonne: error: cannot write the report: ...`) and
// false returned, now and for every later write. When the reader has gone
// (a closed pipe: `carcassonne score LOG | head`) nothing more is written,
// nothing is said and true is returned, so the command ends with the status
// its adjudication had, as if its output had been read.
bool emit(std::string_view text);

// The file the command reads or works on now, as messages name it; an
// allocation that fails is reported against it (`FILE: error: out of memory`).
void working_on(const std::string& shown);
// The message of memory running out, on standard error; returns the exit status, 2.
int out_of_memory();

// What a failed system call's `errno` means, in the same words in every build:
// the C library of the WebAssembly build (musl) words some errors differently
// from the native one's (glibc: "Too many levels of symbolic links" where musl
// says "Symbolic link loop"), and both command lines must print the same.
std::string system_message(int error);

}  // namespace carcassonne::app
