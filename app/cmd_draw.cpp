// `carcassonne draw`: the board of a document as text or as an SVG or PNG image, for
// checking a transcription (a board that breaks a rule is drawn all the same,
// its violations on standard error and exit status 1).
#include <fmt/format.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <cstdio>
#include <memory>
#include <optional>

#include "carcassonne/query/picture_of.hpp"
#include "carcassonne/report/draw.hpp"
#include "commands.hpp"
#include "png.hpp"

namespace carcassonne::app {
namespace {

// The largest board drawn as PNG: the renderer holds the whole picture in
// memory (a game has 72 to about 200 tiles).
constexpr std::size_t kMaxPngTiles = 20'000;

struct DrawOptions {
    InputOptions in;
    std::string format = "text";         // text | svg | png
    std::optional<std::uint64_t> moves;  // --move N
    std::optional<std::string> at;       // --at X,Y
    std::optional<std::string> on;       // --on FEATURE
};

// The terminal's width, or 100 when standard output is not a terminal.
int text_columns() {
    winsize size{};
    if (isatty(STDOUT_FILENO) == 1 && ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) == 0 &&
        size.ws_col > 0)
        return size.ws_col;
    return 100;
}

int run_draw(const DrawOptions& o) {
    PictureRequest request;
    if (o.moves) request.move = static_cast<std::int64_t>(*o.moves);
    request.on = o.on;
    if (o.at) {
        request.at = parse_square(*o.at);
        if (!request.at)
            return command_error(fmt::format("--at '{}': a square reads X,Y, such as 3,-1", *o.at));
    }
    const Document doc = load(o.in);
    if (int status = check_move_option(doc, o.moves)) return status;
    DrawnBoard drawn;
    try {
        drawn = picture_of(doc, request);
    } catch (const RequestError& e) {
        return command_error(e.what());
    }
    bool text = o.format == "text";
    if (text)
        if (auto why = text_too_large(drawn.picture)) return command_error(*why);
    if (o.format == "png") {
        if (drawn.picture.tiles.size() > kMaxPngTiles)
            return command_error(fmt::format(
                "--format png draws at most {} tiles, and this board has {}; use --format svg",
                kMaxPngTiles, drawn.picture.tiles.size()));
        if (isatty(STDOUT_FILENO) == 1)
            return command_error(
                "--format png writes an image: send it to a file "
                "(carcassonne draw --format png FILE > board.png)");
    }
    // As `check` says them; the board is drawn all the same, for checking a transcription.
    for (const Violation& v : drawn.notes) std::fputs(violation_line(doc.file, v).c_str(), stderr);
    const int status = drawn.notes.empty() ? 0 : 1;
    if (text) return emit(draw_text(drawn.picture, {colour_wanted(), text_columns()})) ? status : 2;
    std::string svg = draw_svg(drawn.picture);
    if (o.format == "svg") return emit(svg) ? status : 2;
    std::string png, error;
    if (!svg_to_png(svg, png, error)) return command_error(error);
    return emit(png) ? status : 2;
}

}  // namespace

void add_draw_command(CLI::App& app, Run& run) {
    auto o = std::make_shared<DrawOptions>();
    CLI::App* draw = app.add_subcommand("draw", "Draw the board as text or as an SVG or PNG image");
    add_file_option(*draw, o->in);
    draw->add_option("--format", o->format,
                     "Output format: text, svg, or png (the SVG picture as PNG)")
        ->transform(CLI::IsMember({"text", "svg", "png"}, CLI::ignore_case));
    add_move_option(*draw, o->moves);
    draw->add_option("--at", o->at, "X,Y: the square of the feature to highlight (with --on)");
    draw->add_option("--on", o->on, fmt::format("The feature to highlight: {}", kFeatureForms));
    add_colour_option(*draw);
    add_tiles_option(*draw, o->in.tile_files);
    add_max_bytes_option(*draw, o->in);
    draw->callback([&run, o] { run = [o] { return run_draw(*o); }; });
}

}  // namespace carcassonne::app
