#include <fmt/format.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include <charconv>
#include <cstdlib>

#include "carcassonne/picture_of.hpp"
#include "commands.hpp"

namespace carcassonne::app {
namespace {

// The same test as `score`'s text report: a terminal, no NO_COLOR, no TERM=dumb.
bool colour_wanted() {
    const char* no_colour = std::getenv("NO_COLOR");
    const char* term = std::getenv("TERM");
    if (no_colour && *no_colour) return false;
    if (term && std::string_view(term) == "dumb") return false;
    return isatty(STDOUT_FILENO) == 1;
}

// The terminal's width, or 100 when standard output is not a terminal.
int text_columns() {
    winsize size{};
    if (isatty(STDOUT_FILENO) == 1 && ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) == 0 &&
        size.ws_col > 0)
        return size.ws_col;
    return 100;
}

// "3,-1" (a space after the comma is allowed).
std::optional<Pos> parse_square(std::string_view text) {
    auto comma = text.find(',');
    if (comma == std::string_view::npos) return std::nullopt;
    std::string_view xs = text.substr(0, comma), ys = text.substr(comma + 1);
    while (!ys.empty() && ys.front() == ' ') ys.remove_prefix(1);
    std::int32_t x = 0, y = 0;
    auto rx = std::from_chars(xs.data(), xs.data() + xs.size(), x);
    auto ry = std::from_chars(ys.data(), ys.data() + ys.size(), y);
    if (rx.ec != std::errc() || rx.ptr != xs.data() + xs.size() || xs.empty()) return std::nullopt;
    if (ry.ec != std::errc() || ry.ptr != ys.data() + ys.size() || ys.empty()) return std::nullopt;
    return Pos{x, y};
}

void usage_error(const std::string& message) {
    std::fprintf(stderr, "carcassonne: error: %s\n", message.c_str());
}

// FILE:LINE: note: [move N: ]RULE: MESSAGE
std::string note(const std::string& file, const Violation& v) {
    return fmt::format("{}{}: note: {}{}: {}", file, v.line ? fmt::format(":{}", *v.line) : "",
                       v.move ? fmt::format("move {}: ", *v.move) : "", v.rule, v.message);
}

}  // namespace

int run_draw(const InputOptions& in, const DrawOptions& options) {
    PictureRequest request;
    request.move = options.move;
    request.on = options.on;
    if (options.at) {
        request.at = parse_square(*options.at);
        if (!request.at) {
            usage_error(fmt::format("--at '{}': a square reads X,Y, such as 3,-1", *options.at));
            return 2;
        }
    }
    std::optional<Document> doc;
    try {
        doc = load(in);
    } catch (const InputError& e) {
        report_error(e);
        return 2;
    }
    DrawnBoard drawn;
    try {
        drawn = picture_of(*doc, request);
    } catch (const RequestError& e) {
        usage_error(e.what());
        return 2;
    }
    bool svg = options.format == "svg";
    if (!svg)
        if (auto why = text_too_large(drawn.picture)) {
            usage_error(*why);
            return 2;
        }
    // draw is for checking a transcription: a board that breaks a rule is drawn all the same.
    for (const Violation& v : drawn.notes) std::fprintf(stderr, "%s\n", note(doc->file, v).c_str());
    std::string out =
        svg ? draw_svg(drawn.picture) : draw_text(drawn.picture, {colour_wanted(), text_columns()});
    return emit(out) ? 0 : 2;
}

}  // namespace carcassonne::app
