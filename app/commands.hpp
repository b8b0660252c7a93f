// One function per subcommand; each returns the process exit status
// (0 fine, 1 rule violation, 2 unreadable input or usage error).
#pragma once

#include <cstddef>
#include <cstdint>
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

struct DrawOptions {
    std::string format = "text";           // text | svg
    std::optional<std::int64_t> move;      // --move N
    std::optional<std::string> at;         // --at X,Y
    std::optional<std::string> on;         // --on FEATURE
};

int run_score(const InputOptions& in, bool json, bool final_scoring);
int run_check(const InputOptions& in);
int run_draw(const InputOptions& in, const DrawOptions& options);
int run_rules(const std::optional<std::string>& id);
// rot_degrees: 0, 90, 180 or 270.
int run_tiles(const std::optional<std::string>& id, int rot_degrees, const std::vector<std::string>& tile_files);

// Reads the document and the --tiles files; throws InputError.
Document load(const InputOptions& in);
// Reads a whole file ("-": standard input) up to max_bytes; throws InputError.
std::string read_input(const std::string& file, std::size_t max_bytes);
std::string display_name(const std::string& file);
// Writes to standard output and checks that it arrived; false on a write error.
bool emit(const std::string& text);
void report_error(const InputError& e);

}  // namespace carcassonne::app
