// `carcassonne tiles`: draw catalogue tiles (and custom ones) as text, north
// up, at rot 0 or turned as a placed tile with `--rot`.
#include <fmt/format.h>

#include <CLI/CLI.hpp>
#include <cstdio>
#include <memory>
#include <optional>

#include "carcassonne/catalogue.hpp"
#include "carcassonne/draw.hpp"
#include "carcassonne/picture.hpp"
#include "commands.hpp"

namespace carcassonne::app {
namespace {

struct TilesOptions {
    std::optional<std::string> id;
    int rot_degrees = 0;  // --rot: 0, 90, 180 or 270
    std::string format;   // text or svg
    std::vector<std::string> tile_files;
};

// One tile as `draw --format svg` draws it on a board of its own (docs/tiles.md).
std::string tile_svg(const TileDef& def, Rotation rot) {
    Picture picture;
    picture.title = def.id + (rot ? fmt::format(", rot {}", rot * 90) : "");
    picture.totals_note = "";
    picture.tiles.push_back({&def, Pos{0, 0}, rot, def.marks});
    return draw_svg(picture);
}

int run_tiles(const TilesOptions& o) {
    CustomTiles custom;
    for (const TileFile& f : load_tile_files(o.tile_files, kDefaultMaxBytes))
        for (const auto& [def, loc] : f.tiles) custom.add(def, f.file, loc);
    auto rot = static_cast<Rotation>(o.rot_degrees / 90);
    if (o.format == "svg") {
        if (!o.id) return command_error("tiles --format svg draws one tile: give its ID");
        std::optional<TileTypeId> type = custom.catalogue().find(*o.id);
        if (!type) return command_error("no tile '" + *o.id + "' (`carcassonne tiles` lists them)");
        return emit(tile_svg(custom.catalogue()[*type], rot)) ? 0 : 2;
    }
    // Without an id, the legend of the drawings' characters comes first.
    std::string out = o.id ? "" : tile_legend() + "\n";
    bool found = false;
    for (const TileDef& def : custom.catalogue().tiles())
        if (!o.id || def.id == *o.id) {
            out += draw_tile(def, rot) + "\n";
            found = true;
        }
    if (!found) {
        std::fprintf(stderr, "carcassonne: error: no tile '%s' (`carcassonne tiles` lists them)\n",
                     o.id->c_str());
        return 2;
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
    add_format_option(*tiles, o->format, {"text", "svg"});
    add_tiles_option(*tiles, o->tile_files);
    tiles->callback([&run, o] { run = [o] { return run_tiles(*o); }; });
}

}  // namespace carcassonne::app
