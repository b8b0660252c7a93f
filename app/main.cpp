// carcassonne: a scoring adjudicator for recorded Carcassonne games.
#include <csignal>

#include "cli.hpp"
#include "memory.hpp"

int main(int argc, char** argv) {
    // A reader that goes away (`carcassonne score LOG | head`) is seen as a
    // failed write, which ends the output quietly (process.hpp), not the
    // process by a signal.
    std::signal(SIGPIPE, SIG_IGN);
    carcassonne::app::tune_memory();
    return carcassonne::app::run_command_line(argc, argv);
}
