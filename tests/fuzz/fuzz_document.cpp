// libFuzzer target: arbitrary bytes through the whole path. YAML parsing,
// document model, custom tiles, board, feature graph (with the from-scratch
// self-check after every move), scoring, both renderers, a log's final board
// re-read as a position, and written as a position document and read back
// (`carcassonne position`), the board drawn as `carcassonne draw` draws it
// (text and SVG), explain on the first tile and the first player, in both
// formats, and `fits` (every candidate laid and taken back, with the
// self-check). The same bytes are also read as a `--tiles` file and as the
// move of `--then` after a small log, and every custom tile of either is drawn
// as `carcassonne tiles` draws it, in every rotation. Any crash, sanitizer
// report or logic_error is a finding.
// Build: cmake -DCARCASSONNE_FUZZ=ON with clang (see README).
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "carcassonne/io/document_io.hpp"
#include "carcassonne/query/explain.hpp"
#include "carcassonne/query/fits.hpp"
#include "carcassonne/query/picture_of.hpp"
#include "carcassonne/report/draw.hpp"
#include "carcassonne/report/render.hpp"
#include "carcassonne/scoring/adjudicate.hpp"

namespace {

void fuzz_document(std::string_view text) {
    using namespace carcassonne;
    try {
        Document doc = read_document(text, "fuzz.yaml");
        const auto& tiles = doc.catalogue.tiles();
        for (std::size_t i = Catalogue::builtin().size(); i < tiles.size(); ++i)
            (void)draw_tile(tiles[i]);
        AdjudicationOptions options;
        options.self_check = true;
        Report report = adjudicate(doc, options);
        (void)render_text(report, true);
        (void)render_json(report);
        if (doc.kind == DocumentKind::Log) {
            (void)adjudicate(final_position(doc), options);
            std::string position = write_position(position_after(doc).position, "fuzz");
            (void)adjudicate(read_document(position, "position.yaml"), options);
        }
        DrawnBoard drawn = picture_of(doc, {});
        if (!text_too_large(drawn.picture)) (void)draw_text(drawn.picture, {true, 100});
        (void)draw_svg(drawn.picture);
        ExplainRequest request;
        request.at = doc.kind == DocumentKind::Log ? doc.start.at
                     : doc.board.empty()           ? Pos{}
                                                   : doc.board.front().at;
        request.player = doc.players.front();
        try {
            Explanation e = explain(doc, request);
            (void)render_explanation_text(e);
            (void)render_explanation_json(e);
        } catch (const RequestError&) {
            // A position whose first square is taken twice may hold another tile there.
        }
        // The last tile type (a custom one when there is one) and the start tile's.
        for (std::string_view id :
             {std::string_view(doc.catalogue.tiles().back().id), std::string_view("D")}) {
            std::string why;
            if (auto tile = placeable_tile(doc, id, why))
                (void)render_fits_json(fits(doc, *tile, options));
        }
    } catch (const InputError&) {
        // An unreadable document is an expected outcome.
    }
}

// The bytes as the move of `--then`, after a small log with every expansion.
void fuzz_then(std::string_view text) {
    using namespace carcassonne;
    static const Document log = read_document(
        "players: [a, b]\nexpansions: [watchtowers, maze]\noptions: {maze: advanced}\n"
        "moves:\n  - {tile: MAZE, at: [1, 0], meeple: road W}\n",
        "fuzz-log.yaml");
    try {
        AdjudicationOptions options;
        options.self_check = true;
        options.then = read_move(text, log);
        (void)render_text(adjudicate(log, options), false);
    } catch (const InputError&) {
    }
}

void fuzz_tile_file(std::string_view text) {
    using namespace carcassonne;
    try {
        TileFile file = read_tile_file(text, "fuzz-tiles.yaml");
        for (const auto& [def, loc] : file.tiles)
            for (Rotation rot = 0; rot < 4; ++rot) (void)draw_tile(def, rot);
        // The tiles as a document's --tiles file, as `carcassonne score --tiles` reads them.
        (void)read_document("players: [a, b]\nboard: [{tile: D, at: [0, 0]}]\n", "fuzz.yaml",
                            {file});
    } catch (const InputError&) {
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view text(reinterpret_cast<const char*>(data), size);
    fuzz_document(text);
    fuzz_tile_file(text);
    fuzz_then(text);
    return 0;
}
