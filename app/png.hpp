// `draw --format png`: the SVG drawing rendered as PNG by librsvg, in the PNG
// module (app/png/), which is loaded only for this.
#pragma once

#include <string>

namespace carcassonne::app {

// The largest picture written at its own size; a larger one is scaled down
// to this many pixels (a 600 x 600-tile board of 100-pixel tiles fills it).
constexpr double kMaxPngPixels = 64.0 * 1024 * 1024;

// `png` gets the PNG of the SVG document `svg`, or `error` says why not.
bool svg_to_png(const std::string& svg, std::string& png, std::string& error);

}  // namespace carcassonne::app
