// The whole command line as one call, so that a process (main.cpp), a fuzz
// target and the WebAssembly entry run exactly the same program: same
// arguments, same output on standard output and standard error, same status.
#pragma once

namespace carcassonne::app {

// Runs `carcassonne ARGS...` (argv[0] is the program's name) and returns its
// exit status, 0, 1 or 2. The one error boundary: whatever a command throws
// ends here as a message on standard error and status 2, never as a signal.
// May be called again in the same process: it keeps no state between calls.
int run_command_line(int argc, char** argv);

}  // namespace carcassonne::app
