#include <cstdio>

#include "carcassonne/catalogue.hpp"
#include "carcassonne/draw.hpp"
#include "commands.hpp"

namespace carcassonne::app {

int run_tiles(const std::optional<std::string>& id, int rot_degrees,
              const std::vector<std::string>& tile_files) {
    CustomTiles custom;
    try {
        for (const std::string& f : tile_files)
            for (auto& [def, loc] : read_tile_file(read_input(f, 64u << 20), display_name(f)).tiles)
                custom.add(def, display_name(f), loc);
    } catch (const InputError& e) {
        report_error(e);
        return 2;
    }
    auto rot = static_cast<Rotation>(rot_degrees / 90);
    const Catalogue& catalogue = custom.catalogue();
    std::string out = id ? "" : tile_legend() + "\n";
    bool found = false;
    for (const TileDef& def : catalogue.tiles())
        if (!id || def.id == *id) out += draw_tile(def, rot) + "\n", found = true;
    if (!found) {
        std::fprintf(stderr, "carcassonne: error: no tile '%s' (`carcassonne tiles` lists them)\n",
                     id->c_str());
        return 2;
    }
    return emit(out) ? 0 : 2;
}

}  // namespace carcassonne::app
