// Reads a whole document: the header, then the board or the moves (streamed
// item by item), then resolves tile and player names against the header.
#include <fmt/format.h>

#include <algorithm>
#include <climits>
#include <iterator>
#include <map>
#include <optional>

#include "carcassonne/io/document_io.hpp"
#include "carcassonne/io/tile_sets.hpp"
#include "carcassonne/model/document.hpp"
#include "carcassonne/model/memory.hpp"
#include "carcassonne/model/suggest.hpp"
#include "carcassonne/model/wording.hpp"
#include "io/auto_rotation.hpp"
#include "io/expansion_syntax.hpp"
#include "io/follower_hint.hpp"
#include "io/placement_reader.hpp"
#include "io/tile_reader.hpp"

namespace carcassonne {
namespace {

// "did you mean 'NAME'? " for a mistyped expansion, or "".
std::string expansion_guess(std::string_view name) {
    std::vector<std::string_view> names;
    for (const ExpansionDef* e : expansions()) names.push_back(e->name);
    std::string guess = did_you_mean_sentence(nearest(name, names));
    return guess.empty() ? "" : guess + " ";
}

// The keys of a document's top-level map.
std::vector<std::string_view> document_keys() {
    std::vector<std::string_view> keys{"players", "expansions", "options", "tiles", "tilesets",
                                       "board",   "moves",      "start",   "end",   "scores"};
    for (const ExpansionDef* e : expansions())
        if (e->syntax && !e->syntax->document_key.empty()) keys.push_back(e->syntax->document_key);
    return keys;
}

// Thrown by the parse when the list of errors is full.
struct ErrorsFull {};

class DocumentReader : private YItemSink {
  public:
    DocumentReader(const std::string& file, const std::vector<TileFile>& tile_files,
                   const ReadLimits& limits)
        : d_(file),
          tile_files_(tile_files),
          limits_(limits),
          placements_(d_, tile_names_, player_names_, doc_.rules),
          errors_(limits.max_errors) {}

    Document read(std::string_view text) {
        doc_.file = d_.file();
        if (text.size() > limits_.max_bytes)
            d_.fail(SourceLoc{1, 1},
                    fmt::format("the document is {} bytes, more than the limit of {} "
                                "(raise it with --max-bytes)",
                                text.size(), limits_.max_bytes));
        YamlLimits yl;
        yl.max_items = limits_.max_moves;
        yl.max_word_keys = kMaxWordKeys;
        yl.maps_of_names = {"tiles"};
        yl.max_nodes = kMaxTreeNodes;
        yl.empty_hint =
            "a document needs players: [name, name, ...] and board: (a position) or moves: (a "
            "game log)";
        refuse_too_many_items(text, yl);
        // About one entry a line in the usual layout, and none shorter than 20 bytes:
        // enough room for the entries at once, but never much more than the text.
        expected_items_ =
            std::min({static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n') + 1),
                      text.size() / 20 + 1, limits_.max_moves});
        // Tiles and moves are read as they stream past, before the header that may
        // follow them is checked. Each entry and each part of the header is read
        // on its own, so one run reports the errors of all of them; names are
        // resolved once the parts that define them (players, expansions, tiles)
        // have read without error.
        bool names_defined = false;
        try {
            YNode root = parse_yaml(text, d_.file(), yl, {"board", "moves"}, this);
            add_unknown_keys();
            names_defined = read_header(root);
        } catch (YamlSyntaxError& e) {
            // The parser may have ended the entry before the error early, at
            // the line it could not read (a key indented one space too little):
            // what that entry then lacks is no error of its own.
            if (e.parser_stop.line <= last_entry_.last_line + 1)
                errors_.keep_first(last_entry_.errors);
            errors_.add(std::move(e));
        } catch (InputError& e) {
            // Syntax or shape: nothing further can be read (and the unknown
            // keys, whose map is not whole, are not reported).
            errors_.add(std::move(e));
        } catch (const ErrorsFull&) {
            add_unknown_keys();  // they filled the list: the rest is left unread
        }
        if (names_defined) resolve_names();
        errors_.throw_if_any();
        return std::move(doc_);
    }

  private:
    // Counts, and builds nothing of, what board: and moves: hold.
    struct ItemCounter : YItemSink {
        void item(std::string_view, std::size_t, const YItem&) override {}
    };

    // A list longer than the limit is refused before any of it is built (10
    // million moves would take a gigabyte first). An item of a list starts
    // after a '-' (block) or a ',' (flow), or is a flow list's first: only a
    // document with that many of them can hold too many, and only such a
    // one is parsed once first, by the parser alone, for the count.
    void refuse_too_many_items(std::string_view text, const YamlLimits& yl) {
        if (text.size() <= yl.max_items) return;
        auto separators = static_cast<std::size_t>(
            std::count_if(text.begin(), text.end(), [](char c) { return c == ',' || c == '-'; }));
        if (separators + 1 <= yl.max_items) return;
        ItemCounter counter;
        const std::string too_many =
            fmt::format("more than {} items in one list or map", yl.max_items);
        try {
            parse_yaml(text, d_.file(), yl, {"board", "moves"}, &counter);
        } catch (InputError& e) {
            // Any other error is found, with the rest, by the reading itself.
            if (e.what() != too_many) return;
            errors_.add(std::move(e));
            errors_.throw_if_any();
        }
    }

    // The names of every entry, then the feature of every follower, which is
    // checked against the tile as turned: when the tile is turned wrong, the
    // neighbours of its square (entries around it, resolved) tell which way.
    // Once every name is known, the rotations of `rot: auto`, then the
    // followers on those tiles.
    void resolve_names() {
        NameResolver names(d_, tile_names_, player_names_, doc_, false);
        std::vector<bool> resolved;  // per entry of board: or moves:
        bool start = false;
        auto resolve = [&](auto& entry, const EntryNames& n) {
            bool ok = false;
            errors_.attempt([&] { ok = names.resolve(entry, n); });
            resolved.push_back(ok);
        };
        const bool position = doc_.kind == DocumentKind::Position;
        if (position) {
            for (std::size_t i = 0; i < doc_.board.size() && errors_.room(); ++i)
                resolve(doc_.board[i], board_names_[i]);
        } else {
            if (start_names_.tile != EntryNames::kNone)
                errors_.attempt([&] { start = names.resolve(doc_.start, start_names_); });
            for (std::size_t i = 0; i < doc_.moves.size() && errors_.room(); ++i)
                resolve(doc_.moves[i], move_names_[i]);
        }
        auto placement = [&](std::size_t i) -> const Placement& {
            return position ? doc_.board[i] : doc_.moves[i].placement;
        };
        for (std::size_t i = 0; i < resolved.size() && errors_.room(); ++i) {
            const Placement& p = placement(i);
            if (!resolved[i] || p.rot_auto || follower_on_tile(doc_, p)) continue;
            // Around a position's tile stands any other tile; around a move, the
            // start tile and the moves before it. A `rot: auto` tile has no
            // rotation yet, so it tells nothing.
            std::vector<const Placement*> placed;
            if (!position && start) placed.push_back(&doc_.start);
            for (std::size_t j = 0; j < (position ? resolved.size() : i); ++j) {
                const Placement& q = placement(j);
                if (resolved[j] && j != i && !q.rot_auto && (position || !doc_.moves[j].discard))
                    placed.push_back(&q);
            }
            errors_.attempt([&] {
                d_.fail(p.follower->loc,
                        follower_not_on_tile(doc_, p) + follower_rotation_hint(doc_, p, placed));
            });
        }
        const bool all_resolved =
            (position || start_names_.tile == EntryNames::kNone || start) &&
            std::find(resolved.begin(), resolved.end(), false) == resolved.end() &&
            resolved.size() == (position ? doc_.board.size() : doc_.moves.size());
        if (!all_resolved || !entries_read_) return;
        if (!resolve_auto_rotations(doc_, d_, errors_)) return;
        auto check = [&](const Placement& p) {
            if (p.rot_auto && errors_.room()) errors_.attempt([&] { names.check_follower(p); });
        };
        for (const Placement& p : doc_.board) check(p);
        for (const Move& m : doc_.moves) check(m.placement);
    }

    // A top-level key as it is parsed: an unknown one is reported here and
    // left out of the tree, and once the list of errors is full the parse ends.
    bool top_key(std::string_view key, SourceLoc loc) override {
        if (std::find(keys_.begin(), keys_.end(), key) != keys_.end()) return true;
        unknown_keys_.push_back(d_.unknown_key(key, loc, keys_, "the document"));
        if (errors_.size() + unknown_keys_.size() > limits_.max_errors) throw ErrorsFull{};
        return false;
    }

    void add_unknown_keys() {
        for (InputError& e : unknown_keys_) errors_.add(std::move(e));
        unknown_keys_.clear();
    }

    // One tile of board: or one move of moves:, as it streams past.
    void item(std::string_view key, std::size_t index, const YItem& item) override {
        if (index == 0) reserve(key);
        // Past the limit of errors the rest of the entries are left unread (the
        // header, a few parts, is always read, so its errors still sort first).
        if (!errors_.room()) return;
        last_entry_.errors = errors_.size();
        last_entry_.last_line = 0;
        for (std::uint32_t i = 0; i < item.size(); ++i)
            last_entry_.last_line = std::max(last_entry_.last_line, item.node(i).loc.line);
        // An entry with an error is left out; the others are still read.
        entries_read_ &= errors_.attempt([&] {
            EntryNames names;
            if (key == "board") {
                Placement p = placements_.board_entry(item.tree(), names);
                doc_.board.push_back(std::move(p));
                board_names_.push_back(names);
            } else {
                Move m = placements_.move(item, names);
                doc_.moves.push_back(std::move(m));
                move_names_.push_back(names);
            }
        });
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

    // Everything but the board and the moves; true when the parts that define
    // the names entries use (players, expansions, tiles) read without error.
    bool read_header(const YNode& root) {
        d_.expect_map(root, "a document");
        const YNode* board = root.find("board");
        const YNode* moves = root.find("moves");
        if (board && moves) d_.fail(root, "a document has either board: or moves:, not both");
        if (!board && !moves)
            d_.fail(root, "a document needs board: (a position) or moves: (a game log)");
        if (board) d_.expect_sequence(*board, "board");
        if (moves) d_.expect_sequence(*moves, "moves");
        doc_.kind = board ? DocumentKind::Position : DocumentKind::Log;

        // Each part on its own; a part that needs another (scores: names players)
        // is read only when that one read without error, so no error merely repeats another.
        bool players = errors_.attempt([&] { read_players(root); });
        bool listed = errors_.attempt([&] {
            if (auto* n = root.find("expansions")) read_expansions(*n);
        });
        if (listed) {
            errors_.attempt([&] {
                if (auto* n = root.find("options")) read_options(*n);
            });
            for (const ExpansionDef* e : expansions())
                if (e->syntax && !e->syntax->document_key.empty())
                    errors_.attempt([&] { read_expansion_key(root, *e); });
        }
        bool tiles = read_catalogue(root.find("tiles"), root.find("tilesets"));
        if (players) errors_.attempt([&] { read_scores(root.find("scores")); });
        // `end: false` in a position is --no-final (`position` writes it for such a log).
        if (auto* n = root.find("end")) errors_.attempt([&] { doc_.end = d_.as_bool(*n, "end"); });
        if (doc_.kind == DocumentKind::Position) {
            if (auto* n = root.find_key("start"))
                errors_.attempt(
                    [&] { d_.fail(*n, "start: belongs to a game log, not a position"); });
        } else {
            if (auto* n = root.find("start")) {
                // A start tile with an error has no names to resolve.
                if (!errors_.attempt([&] { doc_.start = placements_.start(*n, start_names_); }))
                    start_names_ = EntryNames{};
            } else if (const ExpansionDef* e = start_setter(doc_.rules)) {
                // An expansion's start tile (StartDef); an unknown one is
                // reported at the list that chose it.
                start_names_.tile = tile_names_.intern(e->start->tile);
                if (auto* list = root.find("expansions"))
                    doc_.start.tile_loc = doc_.start.loc = list->loc;
            } else {
                start_names_.tile = tile_names_.intern(kBaseStartTile);
            }
        }
        return players && listed && tiles;
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
            const ExpansionDef* x = find_expansion(d_.as_string(e, "an expansion"));
            if (!x)
                d_.fail(e, fmt::format("unknown expansion {} ({}known: {})", describe(e),
                                       expansion_guess(e.text), known_expansions()));
            if (doc_.rules.has(*x))
                d_.fail(e, fmt::format("expansion '{}' is listed twice", e.text));
            doc_.rules.add(x->id);
            listed_at_[x->id] = e.loc;
        }
    }

    // An expansion's own key (ExpansionSyntax::document_key): with the expansion it is required,
    // without it refused (FORMAT.md).
    void read_expansion_key(const YNode& root, const ExpansionDef& e) {
        const ExpansionSyntax& syntax = *e.syntax;
        const YNode* n = root.find(syntax.document_key);
        bool listed = doc_.rules.has(e);
        if (!n && listed && !syntax.optional_key)
            d_.fail(listed_at_[e.id], fmt::format("the {} expansion needs a {}: key: {}", e.name,
                                                  syntax.document_key, syntax.usage(doc_.kind)));
        if (!n) return;
        if (!listed)
            d_.fail(*root.find_key(syntax.document_key),
                    fmt::format("{}: needs the {} expansion (add it to expansions:)",
                                syntax.document_key, e.name));
        syntax.read_key(d_, *n, doc_.kind, doc_.players, doc_.rules);
    }

    void read_options(const YNode& n) {
        d_.expect_map(n, "options");
        // The base options and the house rules (RULES.md "House rules"), then
        // each expansion's (ExpansionDef::options).
        std::vector<std::string_view> keys{"followers", "farms", "tiny-city", "tie-break"};
        for (const ExpansionDef* e : expansions()) {
            for (const OptionDef& o : e->options) keys.push_back(o.key);
            for (const FollowerKindDef& k : e->followers) keys.push_back(k.supply_key);
        }
        d_.check_keys(n, keys, "options");
        Ruleset& rules = doc_.rules;
        if (auto* f = n.find("followers"))
            rules.followers = static_cast<int>(d_.as_int(*f, "followers", 0, 1000));
        if (auto* f = n.find("farms")) rules.farms = choice(*f, "farms", kFarmReadingNames);
        if (auto* t = n.find("tiny-city")) {
            // Any other whole number, however large, is told the two values.
            bool number = t->is_scalar() && !t->quoted && !t->text.empty() &&
                          t->text.find_first_not_of("-0123456789") == std::string::npos &&
                          t->text.find('-', 1) == std::string::npos &&
                          t->text.find_first_of("0123456789") != std::string::npos;
            if (number && t->text != "4" && t->text != "2")
                d_.fail(*t, fmt::format("tiny-city must be 4 or 2, not {}", describe(*t)));
            auto v = static_cast<int>(d_.as_int(*t, "tiny-city", INT32_MIN, INT32_MAX));
            if (std::find(std::begin(kTinyCityValues), std::end(kTinyCityValues), v) ==
                std::end(kTinyCityValues))
                d_.fail(*t, fmt::format("tiny-city must be 4 or 2, not {}", describe(*t)));
            rules.tiny_city = v;
        }
        if (auto* t = n.find("tie-break"))
            rules.tie_break = choice(*t, "tie-break", kTieBreakNames);
        for (const ExpansionDef* e : expansions()) {
            for (std::size_t i = 0; i < e->options.size(); ++i)
                if (auto* v = n.find(e->options[i].key)) read_option(*v, *e, i);
            for (const FollowerKindDef& k : e->followers)
                if (auto* v = n.find(k.supply_key)) read_supply(*v, *e, k);
        }
    }

    // A kind of follower's supply (follower_kind.hpp), with its expansion listed.
    void read_supply(const YNode& v, const ExpansionDef& e, const FollowerKindDef& k) {
        std::string key(k.supply_key);
        int n = static_cast<int>(d_.as_int(v, key, 0, 1000));
        if (!doc_.rules.has(e))
            d_.fail(v, fmt::format("{}: {} needs the {} expansion (add it to expansions:)", key, n,
                                   e.name));
        doc_.rules.set_supply(k.id, n);
    }

    // One of a table's names: anything else is an error that lists them all.
    template <class E, std::size_t N>
    E choice(const YNode& n, std::string_view key, const Named<E> (&table)[N]) const {
        const std::string& v = d_.as_string(n, key);
        if (auto value = parse_in(table, v)) return *value;
        std::vector<std::string_view> names;
        for (const Named<E>& e : table) names.push_back(e.name);
        d_.fail(n, fmt::format("{} must be {}, not {}{}", key, list_of(table), describe(n),
                               did_you_mean(v, names)));
    }

    // An expansion's option: one of its values, with its expansion listed.
    void read_option(const YNode& v, const ExpansionDef& e, std::size_t i) {
        const OptionDef& option = e.options[i];
        const std::string& text = d_.as_string(v, std::string(option.key));
        auto value = std::find(option.values.begin(), option.values.end(), text);
        if (value == option.values.end()) {
            d_.fail(v, fmt::format("{} must be {}, not {}{}", option.key, or_list(option.values),
                                   describe(v), did_you_mean(text, option.values)));
        }
        doc_.rules.set_option(e, i, static_cast<std::uint8_t>(value - option.values.begin()));
        if (!doc_.rules.has(e))
            d_.fail(v, fmt::format("{}: {} needs the {} expansion (add it to expansions:)",
                                   option.key, text, e.name));
    }

    // The built-in tiles, then --tiles files, then the installed sets the
    // document names (tilesets:), then its own tiles:; false when one of those
    // has an error.
    bool read_catalogue(const YNode* tiles, const YNode* tilesets) {
        CustomTiles custom;
        bool read = true;
        for (const TileFile& f : tile_files_)
            for (const auto& [def, loc] : f.tiles) custom.add(def, f.file, loc);
        if (tilesets)
            read = errors_.attempt([&] {
                for (const TileFile& f : read_tile_sets(*tilesets))
                    for (const auto& [def, loc] : f.tiles) custom.add(def, f.file, loc);
            });
        if (tiles)
            read &= errors_.attempt([&] {
                for (auto& t : read_tile_map(*tiles, d_))
                    custom.add(std::move(t.def), d_.file(), t.loc);
            });
        doc_.catalogue = custom.catalogue();
        return read;
    }

    // tilesets: [NAME, ...]: installed tile sets, as `--tiles NAME` loads them; a
    // set also given with --tiles is loaded once.
    std::vector<TileFile> read_tile_sets(const YNode& n) {
        d_.expect_sequence(n, "tilesets");
        std::vector<TileFile> out;
        std::vector<std::string> names;
        for (const YNode& item : n.children) {
            const std::string& name = d_.as_string(item, "a tile set");
            auto text = builtin_tile_set(name);
            if (!text) {
                std::string list;
                for (std::string_view known : builtin_tile_set_names())
                    list += fmt::format("{}{}", list.empty() ? "" : ", ", known);
                std::string guess = did_you_mean_sentence(nearest(name, builtin_tile_set_names()));
                d_.fail(item, fmt::format("unknown tile set {} ({}{}installed: {}; a file of tiles "
                                          "is given with --tiles FILE)",
                                          describe(item), guess, guess.empty() ? "" : " ", list));
            }
            if (std::find(names.begin(), names.end(), name) != names.end())
                d_.fail(item, fmt::format("tile set '{}' is listed twice", name));
            names.push_back(name);
            bool given = std::any_of(tile_files_.begin(), tile_files_.end(),
                                     [&](const TileFile& f) { return f.file == name; });
            if (!given) out.push_back(read_tile_file(*text, name));
        }
        return out;
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
    std::map<ExpansionId, SourceLoc> listed_at_;  // each expansion's entry in expansions:
    ErrorList errors_;                            // of every entry and part, in any order
    std::size_t expected_items_ = 0;              // room for board: or moves: entries
    struct {
        std::size_t errors = 0;       // errors kept before it
        std::uint32_t last_line = 0;  // the last line of its nodes
    } last_entry_;                    // the latest entry of board: or moves:
    const std::vector<std::string_view> keys_ = document_keys();  // of the top-level map
    std::vector<InputError> unknown_keys_;  // found by the parse, reported once it ends
    bool entries_read_ = true;              // every entry read (none left out)
};

}  // namespace

Document read_document(std::string_view text, const std::string& file,
                       const std::vector<TileFile>& tile_files, const ReadLimits& limits) {
    return DocumentReader(file, tile_files, limits).read(text);
}

}  // namespace carcassonne
