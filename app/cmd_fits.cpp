// `carcassonne fits`: every square and rotation where a tile may go, and the
// features a follower could take on it.
#include <fmt/format.h>

#include <CLI/CLI.hpp>
#include <memory>

#include "carcassonne/model/marks.hpp"
#include "carcassonne/query/fits.hpp"
#include "carcassonne/report/render.hpp"
#include "commands.hpp"

namespace carcassonne::app {
namespace {

struct FitsOptions {
    InputOptions in;
    std::string tile;
    std::optional<std::string> at;     // --at X,Y
    std::optional<std::string> marks;  // --marks A,B: the copy's illustrations (a garden copy)
    std::optional<std::uint64_t> moves;
    std::string format = "text";
};

int run_fits(const FitsOptions& o) {
    if (o.tile.empty() && !o.at)
        return command_error("fits needs a TILE, or --at X,Y for every tile that fits that square");
    std::optional<Pos> at;
    if (o.at) {
        at = parse_square(*o.at);
        if (!at)
            return command_error(fmt::format("--at '{}': a square reads X,Y, such as 3,-1", *o.at));
    }
    const Document doc = load(o.in);
    if (int status = check_move_option(doc, o.moves)) return status;
    AdjudicationOptions options;
    options.moves = o.moves;
    // The copy's marks, as a move's `marks:` would give them (they replace the type's);
    // without TILE, the box's copies that show them.
    std::optional<MarkSet> marks;
    if (o.marks) {
        marks = 0;
        for (std::size_t from = 0; from <= o.marks->size();) {
            std::size_t comma = std::min(o.marks->find(',', from), o.marks->size());
            std::string key = o.marks->substr(from, comma - from);
            const MarkDef* mark = find_mark(key);
            if (!mark || mark->on != MarkOn::Tile || !mark->illustration)
                return command_error(fmt::format(
                    "--marks '{}': '{}' is not a mark a tile's copy shows (as in marks: [...])",
                    *o.marks, key));
            *marks |= mark->set();
            from = comma + 1;
        }
    }
    if (o.tile.empty()) {
        SquareFitsAnswer answer = fits_at(doc, *at, options, marks);
        std::string out =
            o.format == "json" ? render_square_fits_json(answer) : render_square_fits_text(answer);
        if (!emit(out)) return 2;
        return answer.board.violations.empty() ? 0 : 1;
    }
    std::string why;
    auto tile = placeable_tile(doc, o.tile, why);
    if (!tile) return command_error(why);
    FitsAnswer answer = fits(doc, *tile, options, at, marks);
    std::string out = o.format == "json" ? render_fits_json(answer) : render_fits_text(answer);
    if (!emit(out)) return 2;
    return answer.violations.empty() ? 0 : 1;
}

}  // namespace

void add_fits_command(CLI::App& app, Run& run) {
    auto o = std::make_shared<FitsOptions>();
    CLI::App* fits =
        app.add_subcommand("fits", "List every square and rotation where a tile may be placed");
    fits->add_option("FILE", o->in.file, "The document ('-': standard input)")->required();
    fits->add_option("TILE", o->tile,
                     "The tile's id (`carcassonne tiles` lists them); without it, --at lists every "
                     "tile that fits the square");
    fits->add_option("--at", o->at,
                     "X,Y: only this square (without TILE: every tile that fits it)");
    fits->add_option("--marks", o->marks,
                     "A,B: the copy of TILE that shows these marks (--marks garden: its garden "
                     "copy); with --at and no TILE, every copy of the box that shows them");
    add_move_option(*fits, o->moves);
    add_format_option(*fits, o->format, {"text", "json"});
    add_tiles_option(*fits, o->in.tile_files);
    add_max_bytes_option(*fits, o->in);
    fits->callback([&run, o] { run = [o] { return run_fits(*o); }; });
}

}  // namespace carcassonne::app
