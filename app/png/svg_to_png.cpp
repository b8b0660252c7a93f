// The PNG module: an SVG document rendered by librsvg onto a cairo image
// surface, written as PNG by cairo. Loaded by app/png.cpp.
#include "png/svg_to_png.h"

#include <cairo.h>
#include <librsvg/rsvg.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace {

void say(char* error, std::size_t size, const char* what, const char* detail) {
    std::snprintf(error, size, "%s%s%s", what, detail ? ": " : "", detail ? detail : "");
}

struct Sink {
    carcassonne_png_sink write;
    void* context;
};

cairo_status_t write_png(void* closure, const unsigned char* data, unsigned int length) {
    auto* sink = static_cast<Sink*>(closure);
    return sink->write(sink->context, data, length) ? CAIRO_STATUS_SUCCESS
                                                    : CAIRO_STATUS_WRITE_ERROR;
}

}  // namespace

extern "C" int carcassonne_svg_to_png(const char* svg, std::size_t size, double max_pixels,
                                      carcassonne_png_sink sink, void* context, char* error,
                                      std::size_t error_size) {
    GError* failure = nullptr;
    RsvgHandle* handle = rsvg_handle_new_from_data(reinterpret_cast<const guint8*>(svg),
                                                   static_cast<gsize>(size), &failure);
    if (!handle) {
        say(error, error_size, "librsvg cannot read the drawing",
            failure ? failure->message : nullptr);
        if (failure) g_error_free(failure);
        return 0;
    }
    double width = 0, height = 0;
    if (!rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) || width < 1 ||
        height < 1) {
        say(error, error_size, "the drawing has no size in pixels", nullptr);
        g_object_unref(handle);
        return 0;
    }
    // cairo's images are at most 32767 pixels a side.
    double scale = std::min(
        {1.0, std::sqrt(max_pixels / (width * height)), 32767.0 / width, 32767.0 / height});
    int w = std::max(1, static_cast<int>(std::floor(width * scale)));
    int h = std::max(1, static_cast<int>(std::floor(height * scale)));
    cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h);
    cairo_t* cr = cairo_create(surface);
    RsvgRectangle viewport{0, 0, static_cast<double>(w), static_cast<double>(h)};
    bool ok = rsvg_handle_render_document(handle, cr, &viewport, &failure);
    if (!ok) {
        say(error, error_size, "librsvg cannot render the drawing",
            failure ? failure->message : nullptr);
        if (failure) g_error_free(failure);
    }
    cairo_destroy(cr);
    if (ok && cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) {
        say(error, error_size, "cairo cannot draw the picture",
            cairo_status_to_string(cairo_surface_status(surface)));
        ok = false;
    }
    if (ok) {
        Sink out{sink, context};
        cairo_status_t written = cairo_surface_write_to_png_stream(surface, write_png, &out);
        if (written != CAIRO_STATUS_SUCCESS) {
            say(error, error_size, "cannot write the PNG", cairo_status_to_string(written));
            ok = false;
        }
    }
    cairo_surface_destroy(surface);
    g_object_unref(handle);
    return ok ? 1 : 0;
}
