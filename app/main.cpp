// carcassonne: a scoring adjudicator for recorded Carcassonne games.
#include "cli.hpp"
#include "memory.hpp"

int main(int argc, char** argv) {
    carcassonne::app::tune_memory();
    return carcassonne::app::run_command_line(argc, argv);
}
