// Reads a whole document: the header, then the board or the moves (streamed
// item by item), then resolves tile and player names against the header.
#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <optional>

#include "carcassonne/document.hpp"
#include "carcassonne/memory.hpp"
#include "expansions/expansion.hpp"
#include "io/placement_reader.hpp"
#include "io/tile_reader.hpp"

namespace carcassonne {
namespace {

class DocumentReader : private YItemSink {
  public:
    DocumentReader(const std::string& file, const std::vector<TileFile>& tile_files,
                   const ReadLimits& limits)
        : d_(file),
          tile_files_(tile_files),
          limits_(limits),
          placements_(d_, tile_names_, player_names_) {}

    Document read(std::string_view text) {
        doc_.file = d_.file();
        if (text.size() > limits_.max_bytes)
            d_.fail(SourceLoc{1, 1},
                    fmt::format("the document is {} bytes, more than the limit of {} "
                                "(raise it with --max-bytes)",
                                text.size(), limits_.max_bytes));
        YamlLimits yl;
        yl.max_items = limits_.max_moves;
        // About one entry a line in the usual layout, and none shorter than 20 bytes:
        // enough room for the entries at once, but never much more than the text.
        expected_items_ =
            std::min({static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n') + 1),
                      text.size() / 20 + 1, limits_.max_moves});
        // Tiles and moves are read as they stream past, before the header that may
        // follow them is checked; of all the errors, the one earliest in the file is shown.
        YNode root;
        try {
            root = parse_yaml(text, d_.file(), yl, {"board", "moves"}, this);
            read_header(root);
        } catch (const InputError& e) {
            throw earliest(e, item_error_);
        }
        if (item_error_) throw *item_error_;
        NameResolver names(d_, tile_names_, player_names_, doc_);
        if (doc_.kind == DocumentKind::Position) {
            for (std::size_t i = 0; i < doc_.board.size(); ++i)
                names.resolve(doc_.board[i], board_names_[i]);
        } else {
            names.resolve(doc_.start, start_names_);
            for (std::size_t i = 0; i < doc_.moves.size(); ++i)
                names.resolve(doc_.moves[i], move_names_[i]);
        }
        return std::move(doc_);
    }

  private:
    // One tile of board: or one move of moves:, as it streams past.
    void item(std::string_view key, std::size_t index, const YItem& item) override {
        if (item_error_) return;
        try {
            if (index == 0) reserve(key);
            if (key == "board") {
                board_names_.emplace_back();
                doc_.board.push_back(placements_.board_entry(item.tree(), board_names_.back()));
            } else {
                move_names_.emplace_back();
                doc_.moves.push_back(placements_.move(item, move_names_.back()));
            }
        } catch (const InputError& e) {
            item_error_ = e;
        }
    }

    void reserve(std::string_view key) {
        if (key == "board") {
            reserve_large(doc_.board, expected_items_);
            reserve_large(board_names_, expected_items_);
        } else {
            reserve_large(doc_.moves, expected_items_);
            reserve_large(move_names_, expected_items_);
        }
    }

    static InputError earliest(const InputError& a, const std::optional<InputError>& b) {
        if (!b) return a;
        bool b_first = b->where.line < a.where.line ||
                       (b->where.line == a.where.line && b->where.column < a.where.column);
        return b_first ? *b : a;
    }

    // Everything but the board and the moves.
    void read_header(const YNode& root) {
        d_.expect_map(root, "a document");
        std::vector<std::string_view> keys{"players", "expansions", "options", "tiles", "board",
                                           "moves",   "start",      "end",     "scores"};
        for (const ExpansionHooks* h : expansion_hooks())
            if (!h->document_key.empty()) keys.push_back(h->document_key);
        d_.check_keys(root, keys, "the document");
        const YNode* board = root.find("board");
        const YNode* moves = root.find("moves");
        if (board && moves) d_.fail(root, "a document has either board: or moves:, not both");
        if (!board && !moves)
            d_.fail(root, "a document needs board: (a position) or moves: (a game log)");
        if (board) d_.expect_sequence(*board, "board");
        if (moves) d_.expect_sequence(*moves, "moves");
        doc_.kind = board ? DocumentKind::Position : DocumentKind::Log;

        read_players(root);
        if (auto* n = root.find("expansions")) read_expansions(*n);
        if (auto* n = root.find("options")) read_options(*n);
        read_catalogue(root.find("tiles"));
        read_scores(root.find("scores"));
        for (const ExpansionHooks* h : expansion_hooks())
            if (!h->document_key.empty()) read_expansion_key(root, *h);
        if (doc_.kind == DocumentKind::Position) {
            for (const char* k : {"start", "end"})
                if (auto* n = root.find_key(k))
                    d_.fail(*n, fmt::format("{}: belongs to a game log, not a position", k));
        } else {
            if (auto* n = root.find("start"))
                doc_.start = placements_.start(*n, start_names_);
            else
                start_names_.tile = tile_names_.intern("D");
            if (auto* n = root.find("end")) doc_.end = d_.as_bool(*n, "end");
        }
    }

    void read_players(const YNode& root) {
        const YNode* n = root.find("players");
        if (!n) d_.fail(root, "a document needs players: [name, name, ...]");
        d_.expect_sequence(*n, "players");
        if (n->children.size() < 2 || n->children.size() > kMaxPlayers)
            d_.fail(*n, fmt::format("players must list 2 to {} names, not {}", kMaxPlayers,
                                    n->children.size()));
        for (const YNode& p : n->children) {
            const std::string& name = d_.as_string(p, "a player");
            if (!valid_name(name))
                d_.fail(
                    p, fmt::format("a player's name is 1 to 32 letters, digits, '_' or '-', not {}",
                                   describe(p)));
            if (std::find(doc_.players.begin(), doc_.players.end(), name) != doc_.players.end())
                d_.fail(p, fmt::format("player '{}' is listed twice", name));
            doc_.players.push_back(name);
        }
        doc_.carried.assign(doc_.players.size(), 0);
    }

    void read_expansions(const YNode& n) {
        d_.expect_sequence(n, "expansions");
        for (const YNode& e : n.children) {
            auto x = parse_expansion(d_.as_string(e, "an expansion"));
            if (!x)
                d_.fail(e, fmt::format("unknown expansion {} (known: {})", describe(e),
                                       known_expansions()));
            if (doc_.rules.has(*x))
                d_.fail(e, fmt::format("expansion '{}' is listed twice", e.text));
            doc_.rules.add(*x);
            listed_at_[*x] = e.loc;
        }
    }

    // An expansion's own key (surveyors:): with the expansion it is required,
    // without it refused (FORMAT.md).
    void read_expansion_key(const YNode& root, const ExpansionHooks& h) {
        const YNode* n = root.find(h.document_key);
        bool listed = doc_.rules.has(h.expansion);
        if (!n && listed)
            d_.fail(listed_at_[h.expansion],
                    fmt::format("the {} expansion needs a {}: key: {}", h.name, h.document_key,
                                h.usage(doc_.kind)));
        if (!n) return;
        if (!listed)
            d_.fail(*root.find_key(h.document_key),
                    fmt::format("{}: needs the {} expansion (add it to expansions:)",
                                h.document_key, h.name));
        h.read_key(d_, *n, doc_.kind, doc_.rules);
    }

    void read_options(const YNode& n) {
        d_.expect_map(n, "options");
        d_.check_keys(n, {"followers", "maze"}, "options");
        if (auto* f = n.find("followers"))
            doc_.rules.followers = static_cast<int>(d_.as_int(*f, "followers", 0, 1000));
        if (auto* m = n.find("maze")) {
            const std::string& v = d_.as_string(*m, "maze");
            auto variant = parse_in(kMazeVariantNames, v);
            if (!variant)
                d_.fail(*m, fmt::format("maze must be {}, not {}", list_of(kMazeVariantNames),
                                        describe(*m)));
            doc_.rules.maze = *variant;
            if (!doc_.rules.has(Expansion::Maze))
                d_.fail(*m, fmt::format("maze: {} needs the maze expansion (add it to expansions:)",
                                        v));
        }
    }

    // The built-in tiles, then --tiles files, then the document's own tiles:.
    void read_catalogue(const YNode* tiles) {
        CustomTiles custom;
        for (const TileFile& f : tile_files_)
            for (const auto& [def, loc] : f.tiles) custom.add(def, f.file, loc);
        if (tiles)
            for (auto& t : read_tile_map(*tiles, d_))
                custom.add(std::move(t.def), d_.file(), t.loc);
        doc_.catalogue = custom.catalogue();
    }

    void read_scores(const YNode* n) {
        if (!n) return;
        d_.expect_map(*n, "scores");
        for (std::size_t i = 0; i < n->map_size(); ++i) {
            int p = player_index(doc_, n->key(i).text);
            if (p < 0) d_.fail(n->key(i), unknown_player(doc_, n->key(i).text));
            doc_.carried[p] =
                static_cast<int>(d_.as_int(n->value(i), "a score", -1'000'000'000, 1'000'000'000));
        }
    }

    Decoder d_;
    const std::vector<TileFile>& tile_files_;
    ReadLimits limits_;
    NameTable tile_names_;
    NameTable player_names_;
    PlacementReader placements_;
    // The names each entry gave, resolved once the header is read.
    std::vector<EntryNames> board_names_, move_names_;
    std::vector<std::optional<TileTypeId>> tile_types_;  // per tile name, once resolved
    EntryNames start_names_;
    Document doc_;
    std::map<Expansion, SourceLoc> listed_at_;  // each expansion's entry in expansions:
    std::optional<InputError> item_error_;      // the first error in a streamed item
    std::size_t expected_items_ = 0;            // room for board: or moves: entries
};

}  // namespace

Document read_document(std::string_view text, const std::string& file,
                       const std::vector<TileFile>& tile_files, const ReadLimits& limits) {
    return DocumentReader(file, tile_files, limits).read(text);
}

}  // namespace carcassonne
