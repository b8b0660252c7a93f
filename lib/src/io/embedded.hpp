// The tile sets compiled into the library as text (lib/CMakeLists.txt); the
// built-in catalogue and rule book are tables instead (builtin_tables.hpp).
#pragma once

#include <string_view>

namespace carcassonne {
// scenarios/tilesets/signposts-example.yaml, selectable as `--tiles signposts-example`
extern const std::string_view kSignpostsExampleYaml;
}  // namespace carcassonne
