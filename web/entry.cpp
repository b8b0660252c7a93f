// The page's entry into the engine: the command line itself, called once per
// command. The page writes the documents into the module's in-memory file
// system, calls carcassonne_run with the arguments a shell would pass, and
// reads standard output and standard error back as bytes (web/src/engine.ts):
// the same input gives the same bytes and the same exit status as the program.
#include <emscripten/emscripten.h>

#include <cstdio>

#include "cli.hpp"

extern "C" {

// `carcassonne ARGS...`: argv[0] is the program's name. Returns 0, 1 or 2;
// whatever the command throws is caught by run_command_line, the program's one
// error boundary, and reported as the program reports it.
EMSCRIPTEN_KEEPALIVE int carcassonne_run(int argc, char** argv) {
    int status = carcassonne::app::run_command_line(argc, argv);
    // The output goes to the page before the call returns, and the next call
    // starts with nothing pending.
    std::fflush(stdout);
    std::fflush(stderr);
    std::clearerr(stdin);
    return status;
}

}  // extern "C"
