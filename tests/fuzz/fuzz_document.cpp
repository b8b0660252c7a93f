// libFuzzer target: arbitrary bytes through the whole path. YAML parsing,
// document model, custom tiles, board, feature graph (with the from-scratch
// self-check after every move), scoring, both renderers, a log's final
// board re-read as a position, and its drawing as text and SVG. Any crash, sanitizer report or logic_error is a
// finding. Build: cmake -DCARCASSONNE_FUZZ=ON with clang (see README).
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "carcassonne/adjudicate.hpp"
#include "carcassonne/picture_of.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace carcassonne;
    std::string_view text(reinterpret_cast<const char*>(data), size);
    try {
        Document doc = read_document(text, "fuzz.yaml");
        AdjudicationOptions options;
        options.self_check = true;
        Report report = adjudicate(doc, options);
        (void)render_text(report, true);
        (void)render_json(report);
        if (doc.kind == DocumentKind::Log) (void)adjudicate(final_position(doc), options);
        DrawnBoard drawn = picture_of(doc, {});
        if (!text_too_large(drawn.picture)) (void)draw_text(drawn.picture, {true, 100});
        (void)draw_svg(drawn.picture);
    } catch (const InputError&) {
        // An unreadable document is an expected outcome.
    }
    return 0;
}
