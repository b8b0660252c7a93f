#include <cstdio>

#include "carcassonne/catalogue.hpp"
#include "carcassonne/draw.hpp"
#include "commands.hpp"

namespace carcassonne::app {

int run_tiles(const std::optional<std::string>& id, const std::vector<std::string>& tile_files) {
    Catalogue catalogue = Catalogue::builtin();
    try {
        for (const std::string& f : tile_files)
            for (auto& [def, loc] : read_tile_file(read_input(f, 64u << 20), display_name(f)).tiles)
                if (!catalogue.add(def))
                    throw InputError(display_name(f), loc, "tile '" + def.id + "' is defined twice");
    } catch (const InputError& e) {
        report_error(e);
        return 2;
    }
    std::string out;
    for (const TileDef& def : catalogue.tiles())
        if (!id || def.id == *id) out += draw_tile(def) + "\n";
    if (out.empty()) {
        std::fprintf(stderr, "carcassonne: error: no tile '%s' (`carcassonne tiles` lists them)\n", id->c_str());
        return 2;
    }
    return emit(out) ? 0 : 2;
}

}  // namespace carcassonne::app
