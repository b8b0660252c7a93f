// Writes COUNT legal, varied game logs of the whole base game (the start tile
// and the other 71 tiles of the box) for the batch benchmark, as
// random_game.hpp plays them. The same SEED gives the same files on every
// machine.
// Usage: gen_games DIR COUNT SEED   (run by bench/run.sh; never by the tests)
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <string>

#include "random_game.hpp"

int main(int argc, char** argv) {
    if (argc != 4) {
        std::fprintf(stderr, "usage: gen_games DIR COUNT SEED\n");
        return 2;
    }
    const std::string dir = argv[1];
    const long count = std::stol(argv[2]);
    carcassonne::bench::Random random(static_cast<std::uint32_t>(std::stoul(argv[3])));
    for (long i = 0; i < count; ++i) {
        char name[32];
        std::snprintf(name, sizeof name, "/game-%04ld.yaml", i + 1);
        std::ofstream(dir + name) << carcassonne::bench::play_random_game(random).log;
    }
    return 0;
}
