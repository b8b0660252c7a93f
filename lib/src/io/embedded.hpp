// The data files compiled into the library (lib/data/).
#pragma once

#include <string_view>

namespace carcassonne {
extern const std::string_view kTilesYaml;  // lib/data/tiles.yaml
extern const std::string_view kRulesYaml;  // lib/data/rules.yaml
// scenarios/tilesets/signposts-example.yaml, selectable as `--tiles signposts-example`
extern const std::string_view kSignpostsExampleYaml;
}  // namespace carcassonne
