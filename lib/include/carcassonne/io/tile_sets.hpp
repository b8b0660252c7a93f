// The tile sets compiled into the program (installed with it), which
// `--tiles NAME` selects by name when no file NAME exists, and a document's
// `tilesets: [NAME]` names (scenarios/tilesets/, embedded by lib/CMakeLists.txt).
#pragma once

#include <optional>
#include <string_view>
#include <vector>

namespace carcassonne {

// The YAML text of built-in tile set `name` (a `--tiles` file), or nothing.
std::optional<std::string_view> builtin_tile_set(std::string_view name);
// The names of those sets (the files of scenarios/tilesets/), which a document's
// `tilesets:` may name too.
std::vector<std::string_view> builtin_tile_set_names();

}  // namespace carcassonne
