// Loads the PNG module (carcassonne-png.so, linked with librsvg) the first
// time a PNG is asked for. Loading librsvg with its fifty libraries takes
// longer than scoring a small game, which every other run is spared.
#include "png.hpp"

#include <dlfcn.h>
#include <unistd.h>

#include <climits>
#include <string_view>
#include <vector>

#include "png/svg_to_png.h"

namespace carcassonne::app {
#ifdef CARCASSONNE_PNG_MODULE
namespace {

// The folder of the running program.
std::string program_folder() {
    std::vector<char> path(PATH_MAX + 1);
    ssize_t n = readlink("/proc/self/exe", path.data(), path.size() - 1);
    if (n <= 0) return "";
    std::string_view p(path.data(), static_cast<std::size_t>(n));
    auto slash = p.rfind('/');
    return slash == std::string_view::npos ? "" : std::string(p.substr(0, slash));
}

int append(void* context, const unsigned char* data, std::size_t size) {
    static_cast<std::string*>(context)->append(reinterpret_cast<const char*>(data), size);
    return 1;
}

}  // namespace
#endif

bool svg_to_png(const std::string& svg, std::string& png, std::string& error) {
#ifdef CARCASSONNE_PNG_MODULE
    // Beside the program in the build tree; installed, under the library folder.
    const std::string folder = program_folder();
    std::string tried;
    void* module = nullptr;
    for (const char* where : {"carcassonne-png.so", CARCASSONNE_PNG_MODULE}) {
        std::string path = folder + "/" + where;
        if (access(path.c_str(), R_OK) != 0) {
            tried += (tried.empty() ? "" : ", ") + path;
            continue;
        }
        module = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
        if (!module) {
            const char* why = dlerror();
            error = "cannot load the PNG module " + path + ": " + (why ? why : "unknown");
            return false;
        }
        break;
    }
    if (!module) {
        error = "the PNG module is not installed (looked for " + tried + ")";
        return false;
    }
    // The module stays loaded: glib and fontconfig keep state that outlives a call.
    auto render =
        reinterpret_cast<decltype(&carcassonne_svg_to_png)>(dlsym(module, CARCASSONNE_SVG_TO_PNG));
    if (!render) {
        error = "the PNG module has no " CARCASSONNE_SVG_TO_PNG;
        return false;
    }
    char message[512] = "";
    if (render(svg.data(), svg.size(), kMaxPngPixels, append, &png, message, sizeof message))
        return true;
    error = message;
    return false;
#else
    (void)svg;
    (void)png;
    error = "this build has no PNG output (it was configured with -DCARCASSONNE_PNG=OFF)";
    return false;
#endif
}

}  // namespace carcassonne::app
