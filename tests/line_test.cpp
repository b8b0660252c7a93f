// The line an expansion may declare (LineDef): a fourth edge kind, read as the
// tile key it names, that matches only itself, divides fields as a road edge
// does and is no segment of the feature graph. Whatever expansion declares
// the line, these hold; the test reads its key from the registry.
#include <fmt/format.h>

#include <catch2/catch.hpp>

#include "carcassonne/board/board.hpp"
#include "carcassonne/io/document_io.hpp"
#include "carcassonne/model/expansion.hpp"

using namespace carcassonne;

TEST_CASE("a line is a fourth edge kind that matches only itself", "[line][board]") {
    const ExpansionDef* owner = line_owner();
    REQUIRE(owner);  // a built-in expansion declares one
    const std::string key(owner->line->key);
    // STRAIGHT: the line W-E between a north and a south field; PLAIN: one
    // field all round.
    TileFile file = read_tile_file(
        fmt::format("tiles:\n"
                    "  STRAIGHT:\n"
                    "    {}: [{{edges: [W, E]}}]\n"
                    "    field: [{{halves: [Nw, Ne, En, Wn]}}, {{halves: [Es, Se, Sw, Ws]}}]\n"
                    "  PLAIN:\n"
                    "    field: [{{halves: [Nw, Ne, En, Es, Se, Sw, Ws, Wn]}}]\n",
                    key),
        "line.yaml");
    REQUIRE(file.tiles.size() == 2);
    Catalogue catalogue;
    for (auto& [def, loc] : file.tiles) catalogue.add(def);
    TileTypeId straight = *catalogue.find("STRAIGHT"), plain = *catalogue.find("PLAIN");
    const TileDef& s = catalogue[straight];
    CHECK(s.line_edges == ((1u << index(Edge::E)) | (1u << index(Edge::W))));
    CHECK(s.edge_kind[index(Edge::W)] == EdgeKind::Line);
    CHECK(s.edge_kind[index(Edge::N)] == EdgeKind::Field);
    CHECK(s.segments.size() == 2);  // two fields; the line is no segment
    CHECK(s.describe(0).find(fmt::format("{} E W", key)) != std::string::npos);
    CHECK(s.describe(1).find(fmt::format("{} N S", key)) != std::string::npos);
    // Symmetric under a half turn, not a quarter turn.
    CHECK(s.first_same_rotation(2) == 0);
    CHECK(s.first_same_rotation(1) == 1);

    Board board(catalogue);
    board.place(straight, 0, {0, 0}, 0);
    // Line against line: it fits, and only the fields join across.
    CHECK(board.check_placement(straight, 0, {1, 0}).problem == PlacementCheck::Problem::None);
    // Field against line, either way round: a mismatch.
    CHECK(board.check_placement(straight, 1, {1, 0}).problem == PlacementCheck::Problem::Mismatch);
    CHECK(board.check_placement(plain, 0, {1, 0}).problem == PlacementCheck::Problem::Mismatch);
    CHECK(board.check_placement(plain, 0, {0, 1}).problem == PlacementCheck::Problem::None);
    // The discard frontier (3 bits an edge) sees PLAIN fit north of the line.
    CHECK(board.fits_anywhere(plain));
    board.place(straight, 0, {1, 0}, 0);
    // The fields of both tiles north of the line are one field, south another.
    SegmentId north = board.segment_at({0, 0}, {SegmentKind::Field, std::uint8_t(index(Half::Nw))});
    SegmentId north_east =
        board.segment_at({1, 0}, {SegmentKind::Field, std::uint8_t(index(Half::Ne))});
    SegmentId south = board.segment_at({0, 0}, {SegmentKind::Field, std::uint8_t(index(Half::Sw))});
    CHECK(board.graph().find(north) == board.graph().find(north_east));
    CHECK(board.graph().find(north) != board.graph().find(south));
}
