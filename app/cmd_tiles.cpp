// `carcassonne tiles`: draw catalogue tiles (and custom ones) as text, north
// up, at rot 0 or turned as a placed tile with `--rot`.
#include <fmt/format.h>

#include <CLI/CLI.hpp>
#include <cstdio>
#include <memory>
#include <optional>

#include "carcassonne/catalogue.hpp"
#include "carcassonne/draw.hpp"
#include "carcassonne/suggest.hpp"
#include "commands.hpp"

namespace carcassonne::app {
namespace {

struct TilesOptions {
    std::optional<std::string> id;
    int rot_degrees = 0;  // --rot: 0, 90, 180 or 270
    std::vector<std::string> tile_files;
};

int run_tiles(const TilesOptions& o) {
    CustomTiles custom;
    for (const TileFile& f : load_tile_files(o.tile_files, kDefaultMaxBytes))
        for (const auto& [def, loc] : f.tiles) custom.add(def, f.file, loc);
    auto rot = static_cast<Rotation>(o.rot_degrees / 90);
    // Without an id, the legend of the drawings' characters comes first.
    std::string out = o.id ? "" : tile_legend() + "\n";
    bool found = false;
    for (const TileDef& def : custom.catalogue().tiles())
        if (!o.id || def.id == *o.id) {
            out += draw_tile(def, rot) + "\n";
            found = true;
        }
    if (!found) {
        std::vector<std::string_view> ids;
        for (const TileDef& def : custom.catalogue().tiles()) ids.push_back(def.id);
        std::string guess = did_you_mean_sentence(nearest(*o.id, ids));
        return command_error(fmt::format("no tile '{}' ({}`carcassonne tiles` lists them)", *o.id,
                                         guess.empty() ? "" : guess + " "));
    }
    return emit(out) ? 0 : 2;
}

}  // namespace

void add_tiles_command(CLI::App& app, Run& run) {
    auto o = std::make_shared<TilesOptions>();
    CLI::App* tiles = app.add_subcommand("tiles", "Show catalogue tiles drawn as text");
    tiles->add_option("ID", o->id, "One tile id");
    tiles
        ->add_option("--rot", o->rot_degrees,
                     "Draw the tiles turned clockwise by 0, 90, 180 or 270 degrees")
        ->check(CLI::IsMember({0, 90, 180, 270}));
    add_tiles_option(*tiles, o->tile_files);
    tiles->callback([&run, o] { run = [o] { return run_tiles(*o); }; });
}

}  // namespace carcassonne::app
