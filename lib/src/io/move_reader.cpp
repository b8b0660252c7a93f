// One more move given on the command line (--then MOVE): read by the same
// placement reader as a log's moves, and resolved against the document's header,
// so it is located and checked exactly like a move of `moves:`.
#include <fmt/format.h>

#include "carcassonne/io/document_io.hpp"
#include "carcassonne/model/document.hpp"
#include "io/placement_reader.hpp"

namespace carcassonne {

Move read_move(std::string_view text, const Document& doc, const std::string& source) {
    Decoder d(source);
    constexpr std::string_view kExample = "'{tile: K, at: [3, 1], rot: 90, meeple: field Ne}'";
    bool blank = text.find_first_not_of(" \t\r\n") == std::string_view::npos;
    if (blank) d.fail(SourceLoc{1, 1}, fmt::format("a move is a map like {}", kExample));
    YNode root = parse_yaml(text, source, YamlLimits{});
    NameTable tiles, players;
    EntryNames names;
    Move m = PlacementReader(d, tiles, players, doc.rules).move(root, names);
    // On a log the player whose turn it is moves; a position has no turn order.
    if (doc.kind == DocumentKind::Position && !m.player)
        d.fail(root, fmt::format("a move on a position needs player: (who plays it), like "
                                 "'{{player: {}, tile: K, at: [3, 1]}}'",
                                 doc.players.front()));
    // The board --then's move goes on is only known once the document is played.
    if (m.placement.rot_auto)
        d.fail(m.placement.rot_loc,
               "rot: auto is for the tiles of a document; a move given with --then needs its "
               "rotation (`carcassonne fits FILE TILE` lists those that fit)");
    NameResolver(d, tiles, players, doc).resolve(m, names);
    // Read and resolved: from here on the move stands in no line of the document.
    m.placement.loc = SourceLoc{};
    return m;
}

}  // namespace carcassonne
