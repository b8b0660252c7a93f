// Helpers for tests that run the built binary on the scenario corpus.
#pragma once

#include <string>
#include <vector>

#include "carcassonne/document.hpp"

namespace carcassonne::test {

struct Run {
    int exit = -1;
    std::string out;
    std::string err;
};

// Runs `carcassonne ARGS` in the source tree (so paths read scenarios/...).
Run run_binary(const std::string& args, const std::string& stdin_file = "");
// Every scenario document (*.yaml but not *.expect.yaml, not under tilesets/), sorted.
std::vector<std::string> scenario_files();
std::string slurp(const std::string& path);
// The files a scenario names with `--tiles FILE` on its first line (`# args:` or
// `# command:`), relative to the source tree, and those files read.
std::vector<std::string> tile_args_of(const std::string& path);
std::vector<TileFile> tile_files_of(const std::string& path);

}  // namespace carcassonne::test
