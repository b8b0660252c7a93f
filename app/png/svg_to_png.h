/* The one entry point of the PNG module (carcassonne-png.so), which the
   program loads only when `draw --format png` asks for it: the module is linked
   with librsvg, cairo and glib, which would otherwise cost every run of the
   program their start-up (app/png.cpp). A C interface, so that the module and
   the program share no C++ runtime. */
#ifndef CARCASSONNE_SVG_TO_PNG_H
#define CARCASSONNE_SVG_TO_PNG_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Receives the PNG's bytes in pieces; returns 0 to stop with an error. */
typedef int (*carcassonne_png_sink)(void* context, const unsigned char* data, size_t size);

/* Renders the SVG document `svg` (of `size` bytes) to PNG at its own width and
   height in pixels, scaled down only past `max_pixels` pixels, and hands the
   bytes to `sink`. Returns 1; or 0 with a message in `error`. */
int carcassonne_svg_to_png(const char* svg, size_t size, double max_pixels,
                           carcassonne_png_sink sink, void* context, char* error,
                           size_t error_size);

#define CARCASSONNE_SVG_TO_PNG "carcassonne_svg_to_png"

#ifdef __cplusplus
}
#endif

#endif
