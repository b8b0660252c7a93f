// `carcassonne tiles`: draw catalogue tiles (and custom ones) as text, north
// up, at rot 0 or turned as a placed tile with `--rot`; or find the tiles and
// rotations whose edges show a pattern (--edges); or one tile as SVG (--format svg).
#include <fmt/format.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <cctype>
#include <cstdio>
#include <memory>
#include <optional>

#include "carcassonne/io/document_io.hpp"
#include "carcassonne/model/catalogue.hpp"
#include "carcassonne/model/suggest.hpp"
#include "carcassonne/model/wording.hpp"
#include "carcassonne/query/box.hpp"
#include "carcassonne/query/picture.hpp"
#include "carcassonne/report/draw.hpp"
#include "commands.hpp"

namespace carcassonne::app {
namespace {

struct TilesOptions {
    std::optional<std::string> id;
    int rot_degrees = 0;  // --rot: 0, 90, 180 or 270
    std::optional<std::string> edges;
    std::string format;  // text or svg
    std::vector<std::string> tile_files;
    std::optional<std::string> left;     // --left FILE
    std::optional<std::uint64_t> moves;  // --move N, with --left
    std::size_t max_bytes = kDefaultMaxBytes;
};

// --left FILE: the tiles still in the box, by id, and how many of each.
int tiles_left(const TilesOptions& o) {
    if (o.edges || o.rot_degrees || o.format != "text")
        return command_error(
            "--left lists the tiles left as text; it takes no --edges, --rot "
            "or --format");
    const Document doc =
        load_document(*o.left, load_tile_files(o.tile_files, o.max_bytes), o.max_bytes);
    if (int status = check_move_option(doc, o.moves)) return status;
    const Catalogue& catalogue = doc.catalogue;
    if (o.id && !catalogue.find(*o.id))
        return command_error(
            fmt::format("no tile '{}' in {} (`carcassonne tiles` lists them)", *o.id, doc.file));
    std::vector<BoxTile> uses = box_use(doc, o.moves);
    std::vector<MarkedCopies> marked = marked_copies_use(doc, o.moves);
    warn_over_box(doc, o.moves);
    int in_box = 0, left = 0;
    std::size_t width = 2;
    for (const BoxTile& u : uses) {
        in_box += u.in_box;
        left += std::max(u.left(), 0);
        width = std::max(width, catalogue[u.tile].id.size());
    }
    // A marked copy's line names the tile and its mark ("E garden"): the
    // copies left that show it, never more than the tile's own copies left.
    auto marked_label = [&](const MarkedCopies& m) {
        return fmt::format("{} {}", catalogue[m.tile].id, m.area->mark);
    };
    for (const MarkedCopies& m : marked) width = std::max(width, marked_label(m).size());
    std::string lines;
    for (const BoxTile& u : uses) {
        if (!(o.id ? catalogue[u.tile].id == *o.id : u.left() > 0)) continue;
        lines +=
            fmt::format("  {:<{}}  {:>2}\n", catalogue[u.tile].id, width, std::max(u.left(), 0));
        for (const MarkedCopies& m : marked) {
            if (m.tile != u.tile) continue;
            int copies_left = std::max(std::min(m.in_box - m.taken, u.left()), 0);
            if (o.id || copies_left > 0)
                lines += fmt::format("  {:<{}}  {:>2}\n", marked_label(m), width, copies_left);
        }
    }
    std::string when = o.moves ? fmt::format(" after move {}", *o.moves) : "";
    return emit(fmt::format("{}{}: {} of the box's {} tiles are left\n{}", doc.file, when, left,
                            in_box, lines))
               ? 0
               : 2;
}

// One tile as `draw --format svg` draws it on a board of its own (docs/tiles.md).
std::string tile_svg(const TileDef& def, Rotation rot) {
    Picture picture;
    picture.title = def.id + (rot ? fmt::format(", rot {}", rot * 90) : "");
    picture.totals_note = "";
    picture.tiles.push_back({&def, Pos{0, 0}, rot, def.marks});
    return draw_svg(picture);
}

std::string lower(std::string s) {
    for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

constexpr EdgeKind kEdgeKinds[] = {EdgeKind::City, EdgeKind::Road, EdgeKind::Field};

// "N=city,E=road,S=field,W=?": an edge left out, or `?`, shows anything.
// Edges and kinds are read in any case. A mistake is a RequestError (exit 2).
EdgePattern parse_edges(const std::string& text) {
    EdgePattern pattern;
    std::array<bool, 4> given{};
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t comma = std::min(text.find(',', start), text.size());
        std::string item = text.substr(start, comma - start);
        start = comma + 1;
        auto eq = item.find('=');
        if (eq == std::string::npos)
            throw RequestError(fmt::format(
                "--edges: '{}' is not EDGE=KIND, as in N=city,E=road,S=field,W=?", item));
        std::string edge = item.substr(0, eq), kind = lower(item.substr(eq + 1));
        auto e =
            parse_edge(edge.size() == 1 ? std::string(1, static_cast<char>(std::toupper(
                                                             static_cast<unsigned char>(edge[0]))))
                                        : edge);
        if (!e)
            throw RequestError(fmt::format("--edges: unknown edge '{}' (edges: N, E, S, W)", edge));
        if (given[index(*e)])
            throw RequestError(fmt::format("--edges: edge {} is given twice", name(*e)));
        given[index(*e)] = true;
        if (kind == "?") continue;
        bool known = false;
        for (EdgeKind k : kEdgeKinds)
            if (kind == name(k)) pattern[index(*e)] = k, known = true;
        if (!known)
            throw RequestError(fmt::format(
                "--edges: unknown kind '{}' for edge {} (kinds: city, road, field, or ? for any)",
                item.substr(eq + 1), name(*e)));
    }
    return pattern;
}

std::string describe_pattern(const EdgePattern& pattern) {
    std::string out;
    for (Edge e : kAllEdges) {
        const auto& k = pattern[index(e)];
        out += fmt::format("{}{} {}", out.empty() ? "" : ", ", name(e), k ? name(*k) : "any");
    }
    return out;
}

std::string find_by_edges(const Catalogue& catalogue, const std::optional<std::string>& id,
                          const EdgePattern& pattern) {
    std::string lines;
    for (const TileRotation& m : tiles_with_edges(catalogue, pattern)) {
        const TileDef& def = catalogue[m.tile];
        if (id && def.id != *id) continue;
        std::vector<std::string> others;
        for (Rotation r = m.rot + 1; r < 4; ++r)
            if (def.first_same_rotation(r) == m.rot) others.push_back(std::to_string(90 * r));
        std::string same = others.empty() ? "" : " (the same as rot " + and_list(others) + ")";
        lines += fmt::format("  {} rot {}{}: {}\n", def.id, 90 * m.rot, same, def.describe(m.rot));
    }
    std::string what = describe_pattern(pattern);
    if (lines.empty()) return fmt::format("No tile{} shows {}.\n", id ? " " + *id : "", what);
    return fmt::format(
        "Tiles and rotations whose edges show {}:\n{}`carcassonne tiles ID --rot R` draws one.\n",
        what, lines);
}

int run_tiles(const TilesOptions& o) {
    if (o.left) return tiles_left(o);
    if (o.moves) return command_error("--move needs --left FILE (the tiles left after move N)");
    CustomTiles custom;
    for (const TileFile& f : load_tile_files(o.tile_files, kDefaultMaxBytes))
        for (const auto& [def, loc] : f.tiles) custom.add(def, f.file, loc);
    const Catalogue& catalogue = custom.catalogue();
    if (o.id && !catalogue.find(*o.id)) {
        std::vector<std::string_view> ids;
        for (const TileDef& def : catalogue.tiles()) ids.push_back(def.id);
        std::string guess = did_you_mean_sentence(nearest(*o.id, ids));
        return command_error(fmt::format("no tile '{}' ({}`carcassonne tiles` lists them)", *o.id,
                                         guess.empty() ? "" : guess + " "));
    }
    if (o.edges && o.format == "svg")
        return command_error("--edges lists tiles as text; --format svg draws one tile");
    if (o.edges) return emit(find_by_edges(catalogue, o.id, parse_edges(*o.edges))) ? 0 : 2;
    auto rot = static_cast<Rotation>(o.rot_degrees / 90);
    if (o.format == "svg") {
        if (!o.id) return command_error("tiles --format svg draws one tile: give its ID");
        return emit(tile_svg(catalogue[*catalogue.find(*o.id)], rot)) ? 0 : 2;
    }
    // Without an id, the legend of the drawings' characters comes first.
    std::string out = o.id ? "" : tile_legend() + "\n";
    for (const TileDef& def : catalogue.tiles())
        if (!o.id || def.id == *o.id) out += draw_tile(def, rot) + "\n";
    return emit(out) ? 0 : 2;
}

}  // namespace

void add_tiles_command(CLI::App& app, Run& run) {
    auto o = std::make_shared<TilesOptions>();
    CLI::App* tiles = app.add_subcommand("tiles", "Show catalogue tiles drawn as text");
    tiles->add_option("ID", o->id, "One tile id");
    CLI::Option* rot =
        tiles
            ->add_option("--rot", o->rot_degrees,
                         "Draw the tiles turned clockwise by 0, 90, 180 or 270 degrees")
            ->check(CLI::IsMember({0, 90, 180, 270}));
    tiles
        ->add_option("--edges", o->edges,
                     "Find the tiles and rotations whose edges show N=KIND,E=KIND,S=KIND,W=KIND "
                     "(KIND: city, road, field, ? for any)")
        ->excludes(rot);
    add_format_option(*tiles, o->format, {"text", "svg"});
    tiles
        ->add_option("--left", o->left,
                     "List the tiles still in the box (id, count; a marked copy: id, mark, "
                     "count) once the document FILE is on the table")
        ->type_name("FILE");
    add_move_option(*tiles, o->moves);
    add_tiles_option(*tiles, o->tile_files);
    tiles->callback([&run, o] { run = [o] { return run_tiles(*o); }; });
}

}  // namespace carcassonne::app
