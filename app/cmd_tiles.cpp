// `carcassonne tiles`: draw catalogue tiles (and custom ones) as text at rot 0.
#include <CLI/CLI.hpp>
#include <cstdio>
#include <memory>
#include <optional>

#include "carcassonne/catalogue.hpp"
#include "carcassonne/draw.hpp"
#include "commands.hpp"

namespace carcassonne::app {
namespace {

struct TilesOptions {
    std::optional<std::string> id;
    std::vector<std::string> tile_files;
};

int run_tiles(const TilesOptions& o) {
    CustomTiles custom;
    for (const TileFile& f : load_tile_files(o.tile_files, kDefaultMaxBytes))
        for (const auto& [def, loc] : f.tiles) custom.add(def, f.file, loc);
    std::string out;
    for (const TileDef& def : custom.catalogue().tiles())
        if (!o.id || def.id == *o.id) out += draw_tile(def) + "\n";
    if (out.empty()) {
        std::fprintf(stderr, "carcassonne: error: no tile '%s' (`carcassonne tiles` lists them)\n",
                     o.id->c_str());
        return 2;
    }
    return emit(out) ? 0 : 2;
}

}  // namespace

void add_tiles_command(CLI::App& app, Run& run) {
    auto o = std::make_shared<TilesOptions>();
    CLI::App* tiles = app.add_subcommand("tiles", "Show catalogue tiles drawn as text at rot 0");
    tiles->add_option("ID", o->id, "One tile id");
    add_tiles_option(*tiles, o->tile_files);
    tiles->callback([&run, o] { run = [o] { return run_tiles(*o); }; });
}

}  // namespace carcassonne::app
