// The tile sets compiled into the library as text (lib/CMakeLists.txt embeds
// every file of scenarios/tilesets/); the built-in catalogue and rule book are
// tables instead (builtin_tables.hpp).
#pragma once

#include <string_view>
#include <vector>

namespace carcassonne {

struct EmbeddedTileSet {
    std::string_view name;  // its file name without .yaml: `--tiles NAME`
    std::string_view yaml;
};
extern const std::vector<EmbeddedTileSet> kEmbeddedTileSets;

}  // namespace carcassonne
