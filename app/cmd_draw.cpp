// `carcassonne draw`: the board of a document as text or as an SVG image, for
// checking a transcription (a board that breaks a rule is drawn all the same).
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
    std::string format = "text";       // text | svg | png
    std::optional<std::int64_t> move;  // --move N
    std::optional<std::string> at;     // --at X,Y
    std::optional<std::string> on;     // --on FEATURE
};

// The terminal's width, or 100 when standard output is not a terminal.
int text_columns() {
    winsize size{};
    if (isatty(STDOUT_FILENO) == 1 && ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) == 0 &&
        size.ws_col > 0)
        return size.ws_col;
    return 100;
}

// FILE:LINE: note: [move N: ]RULE: MESSAGE
std::string note(const std::string& file, const Violation& v) {
    return fmt::format("{}{}: note: {}{}: {}", file, v.line ? fmt::format(":{}", *v.line) : "",
                       v.move ? fmt::format("move {}: ", *v.move) : "", v.rule, v.message);
}

int run_draw(const DrawOptions& o) {
    PictureRequest request;
    request.move = o.move;
    request.on = o.on;
    if (o.at) {
        request.at = parse_square(*o.at);
        if (!request.at)
            return command_error(fmt::format("--at '{}': a square reads X,Y, such as 3,-1", *o.at));
    }
    const Document doc = load(o.in);
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
    for (const Violation& v : drawn.notes) std::fprintf(stderr, "%s\n", note(doc.file, v).c_str());
    if (text) return emit(draw_text(drawn.picture, {colour_wanted(), text_columns()})) ? 0 : 2;
    std::string svg = draw_svg(drawn.picture);
    if (o.format == "svg") return emit(svg) ? 0 : 2;
    std::string png, error;
    if (!svg_to_png(svg, png, error)) return command_error(error);
    return emit(png) ? 0 : 2;
}

}  // namespace

void add_draw_command(CLI::App& app, Run& run) {
    auto o = std::make_shared<DrawOptions>();
    CLI::App* draw = app.add_subcommand("draw", "Draw the board as text or as an SVG or PNG image");
    add_file_option(*draw, o->in);
    draw->add_option("--format", o->format,
                     "Output format: text, svg, or png (the SVG picture as PNG)")
        ->transform(CLI::IsMember({"text", "svg", "png"}, CLI::ignore_case));
    draw->add_option("--move", o->move, "A game log's board after its first N moves")
        ->check(CLI::NonNegativeNumber);
    draw->add_option("--at", o->at, "X,Y: the square of the feature to highlight (with --on)");
    draw->add_option("--on", o->on, fmt::format("The feature to highlight: {}", kFeatureForms));
    add_colour_option(*draw);
    add_tiles_option(*draw, o->in.tile_files);
    add_max_bytes_option(*draw, o->in);
    draw->callback([&run, o] { run = [o] { return run_draw(*o); }; });
}

}  // namespace carcassonne::app
