#include <cstdio>

#include "carcassonne/catalogue.hpp"
#include "carcassonne/draw.hpp"
#include "commands.hpp"

namespace carcassonne::app {

int run_tiles(const std::optional<std::string>& id, const std::vector<std::string>& tile_files) {
    CustomTiles custom;
    for (const std::string& f : tile_files)
        for (auto& [def, loc] : read_tile_file(read_input(f, 64u << 20), display_name(f)).tiles)
            custom.add(def, display_name(f), loc);
    const Catalogue& catalogue = custom.catalogue();
    std::string out;
    for (const TileDef& def : catalogue.tiles())
        if (!id || def.id == *id) out += draw_tile(def) + "\n";
    if (out.empty()) {
        std::fprintf(stderr, "carcassonne: error: no tile '%s' (`carcassonne tiles` lists them)\n",
                     id->c_str());
        return 2;
    }
    return emit(out) ? 0 : 2;
}

}  // namespace carcassonne::app
