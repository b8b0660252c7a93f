// One function per subcommand; each returns the process exit status
// (0 fine, 1 rule violation, 2 unreadable input or usage error).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "carcassonne/document.hpp"

namespace carcassonne::app {

struct InputOptions {
    std::string file = "-";                // "-" is standard input
    std::vector<std::string> tile_files;   // --tiles FILE, repeatable
    std::size_t max_bytes = 64u << 20;     // --max-bytes
};

int run_score(const InputOptions& in, bool json, bool final_scoring);
int run_check(const InputOptions& in);
int run_rules(const std::optional<std::string>& id);
int run_tiles(const std::optional<std::string>& id, const std::vector<std::string>& tile_files);
// `from`: "jcz" or "bga" (absent: told from the file); `game`: --game N.
int run_import(const InputOptions& in, const std::optional<std::string>& from, std::optional<std::size_t> game);

// Reads the document and the --tiles files; throws InputError.
Document load(const InputOptions& in);
// Reads a whole file ("-": standard input) up to max_bytes; throws InputError.
std::string read_input(const std::string& file, std::size_t max_bytes);
std::string display_name(const std::string& file);
// Writes to standard output and checks that it arrived; false on a write error.
bool emit(const std::string& text);
void report_error(const InputError& e);

}  // namespace carcassonne::app
