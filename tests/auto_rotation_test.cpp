// `rot: auto` over the corpus: every position of scenarios/ and the tutorial's
// table, written again (as `position` writes a board) with `rot: auto` on every
// tile whose rotation the neighbours decide, reads back with the same
// rotations and scores the same totals.
//
// "The neighbours decide" as a player writes a table down, one tile after the
// other: the tiles already written leave the tile one rotation (two tiles that
// decide only each other, each written `rot: auto`, would leave both open). A
// position's tiles may be written in any order, so the test takes two: the
// document's, and the reverse.
#include <algorithm>
#include <catch2/catch.hpp>
#include <unordered_map>

#include "carcassonne/scoring/adjudicate.hpp"
#include "scenario_support.hpp"

using namespace carcassonne;

namespace {

// The rotations (one of each set that lays the same tile) whose edges meet
// every neighbour of board[i] as the document has it, of those `counted`;
// worked out here from the tiles' edges, apart from the reader's own search.
template <class Counted>
std::vector<Rotation> fitting(const Document& doc, std::size_t i,
                              const std::unordered_map<std::uint64_t, std::size_t>& square,
                              Counted counted) {
    const Placement& p = doc.board[i];
    const TileDef& def = doc.catalogue[p.tile];
    std::vector<Rotation> out;
    for (Rotation r = 0; r < 4; ++r) {
        if (def.first_same_rotation(r) != r) continue;
        bool fits = true;
        for (Edge e : kAllEdges) {
            auto at = neighbour(p.at, e);
            auto it = at ? square.find(key(*at)) : square.end();
            if (it == square.end() || it->second == i || !counted(it->second)) continue;
            const Placement& n = doc.board[it->second];
            fits = fits && def.edge_kind_on_board(e, r) ==
                               doc.catalogue[n.tile].edge_kind_on_board(opposite(e), n.rot);
        }
        if (fits) out.push_back(r);
    }
    return out;
}

// The position's text with `rot: auto` in place of the rotation of each tile
// whose index is in `chosen` (write_position writes one tile a line, in order).
std::string with_auto(const Document& doc, const std::vector<bool>& chosen) {
    std::string out;
    std::size_t tile = 0;
    bool board = false;
    for (const std::string& line : test::lines_of(write_position(doc))) {
        std::string l = line;
        if (board && tile < chosen.size() && chosen[tile++]) {
            auto rot = l.find(", rot: ");
            if (rot != std::string::npos) {
                auto end = l.find_first_of(",}", rot + 7);
                l.replace(rot, end - rot, ", rot: auto");
            } else {
                l.insert(l.find(']') + 1, ", rot: auto");
            }
        }
        board = board || l == "board:";
        out += l + "\n";
    }
    return out;
}

}  // namespace

TEST_CASE("every position re-entered with rot: auto where the neighbours decide scores the same",
          "[auto][property]") {
    std::vector<std::string> files = test::scenario_files();
    files.push_back(std::string(CARCASSONNE_SOURCE_DIR) + "/docs/tutorial/table.yaml");
    int documents = 0, tiles = 0;
    for (const std::string& path : files) {
        std::optional<Document> read = test::read_scenario(path);
        if (!read || read->kind != DocumentKind::Position) continue;
        const Document& doc = *read;
        std::unordered_map<std::uint64_t, std::size_t> square;
        for (std::size_t i = 0; i < doc.board.size(); ++i) square.emplace(key(doc.board[i].at), i);
        for (bool reverse : {false, true}) {
            // order[i]: when tile i is written down.
            const std::size_t n = doc.board.size();
            std::vector<std::size_t> order(n);
            for (std::size_t i = 0; i < n; ++i) order[i] = reverse ? n - 1 - i : i;
            std::vector<bool> chosen(n, false);
            int autos = 0;
            for (std::size_t i = 0; i < n; ++i) {
                const Placement& p = doc.board[i];
                const Rotation own = doc.catalogue[p.tile].first_same_rotation(p.rot);
                auto before =
                    fitting(doc, i, square, [&](std::size_t j) { return order[j] < order[i]; });
                auto all = fitting(doc, i, square, [](std::size_t) { return true; });
                // Decided by the tiles written before it, as the document has it,
                // and meeting every neighbour (a tile that breaks the placement
                // rule is left as written).
                if (before.size() == 1 && before[0] == own &&
                    std::find(all.begin(), all.end(), own) != all.end())
                    chosen[i] = true, ++autos;
            }
            if (autos == 0) continue;
            const std::string text = with_auto(doc, chosen);
            INFO(path << (reverse ? " written backwards" : "") << ", re-entered:\n" << text);
            Document again = read_document(text, path + " (rot: auto)");
            REQUIRE(again.board.size() == doc.board.size());
            for (std::size_t i = 0; i < doc.board.size(); ++i) {
                const TileDef& def = doc.catalogue[doc.board[i].tile];
                CHECK(again.board[i].rot_auto == chosen[i]);
                CHECK(def.first_same_rotation(again.board[i].rot) ==
                      def.first_same_rotation(doc.board[i].rot));
            }
            Report before = adjudicate(doc), after = adjudicate(again);
            CHECK(after.totals() == before.totals());
            CHECK(after.track() == before.track());
            CHECK(after.violations.size() == before.violations.size());
            ++documents;
            tiles += autos;
        }
    }
    // The corpus has positions of every expansion; most of their tiles have
    // two or more neighbours.
    INFO(documents << " positions (twice), " << tiles << " tiles written rot: auto");
    CHECK(documents >= 150);
    CHECK(tiles >= 400);
}
