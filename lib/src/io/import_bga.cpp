// Board Game Arena game logs (IMPORT.md "Board Game Arena"): BGA's tile types,
// their rotation turns, tile numbers and follower positions are data tables;
// the reader walks the notifications in order.
#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "import_common.hpp"

namespace carcassonne::importer {
namespace {

// IMPORT.md "Tiles": type (1..24) -> our tile, the turn (our rot = (turn +
// 90 x (ori - 1)) mod 360) and the first of BGA's fixed tile numbers (a type's
// numbers run up to the next type's first).
struct BgaType {
    std::string_view ours;
    int turn;
    int first_tile;
};
constexpr BgaType kTypes[24] = {
    {"T", 0, 1},  {"S", 0, 2},  {"N", 270, 4},  {"M", 270, 7}, {"P", 0, 9},  {"O", 0, 12},
    {"G", 0, 14}, {"F", 0, 15}, {"I", 270, 17}, {"H", 90, 19}, {"E", 0, 22}, {"K", 0, 27},
    {"J", 0, 30}, {"L", 0, 33}, {"D", 0, 36},   {"U", 0, 40},  {"V", 0, 48}, {"W", 0, 57},
    {"X", 0, 61}, {"B", 0, 62}, {"A", 0, 66},   {"C", 0, 68},  {"R", 0, 69}, {"Q", 0, 72},
};
constexpr int kLastTile = 72;
constexpr int kStartTile = 36;

int last_tile_of(int type) {
    return type == 24 ? kLastTile : kTypes[type].first_tile - 1;
}

// IMPORT.md "Followers": per type, `pos` 1..8 -> a feature of our tile in its
// catalogue orientation (rot 0), as "KIND EDGES" or "field HALVES"; "" = none.
constexpr std::string_view kPositions[24][8] = {
    /* 1 T */ {"road S", "city N E W", "field Sw", "field Se"},
    /* 2 S */ {"road S", "city N E W", "field Sw", "field Se"},
    /* 3 N */ {"city N E", "field Se Sw Ws Wn"},
    /* 4 M */ {"city N E", "field Se Sw Ws Wn"},
    /* 5 P */ {"road E S", "city N W", "field En Sw", "field Es Se"},
    /* 6 O */ {"road E S", "city N W", "field En Sw", "field Es Se"},
    /* 7 G */ {"city E W", "field Nw Ne", "field Se Sw"},
    /* 8 F */ {"city E W", "field Nw Ne", "field Se Sw"},
    /* 9 I */ {"city E", "city N", "field Se Sw Ws Wn"},
    /* 10 H */ {"city W", "city E", "field Nw Ne Se Sw"},
    /* 11 E */ {"city N", "field En Es Se Sw Ws Wn"},
    /* 12 K */ {"road S W", "city N", "field En Es Se Wn", "field Sw Ws"},
    /* 13 J */ {"road E S", "city N", "field En Sw Ws Wn", "field Es Se"},
    /* 14 L */
    {"road W", "road E", "road S", "city N", "field En Wn", "field Sw Ws", "field Es Se"},
    /* 15 D */ {"road E W", "city N", "field En Wn", "field Es Se Sw Ws"},
    /* 16 U */ {"road N S", "", "field Nw Sw Ws Wn", "field Ne En Es Se"},
    /* 17 V */ {"road S W", "field Nw Ne En Es Se Wn", "field Sw Ws"},
    /* 18 W */ {"road W", "road E", "road S", "field Nw Ne En Wn", "field Sw Ws", "field Es Se"},
    /* 19 X */
    {"road W", "road E", "road S", "road N", "field Nw Wn", "field Ne En", "field Es Se",
     "field Sw Ws"},
    /* 20 B */ {"monastery", "field Nw Ne En Es Se Sw Ws Wn"},
    /* 21 A */ {"monastery", "road S", "field Nw Ne En Es Se Sw Ws Wn"},
    /* 22 C */ {"city N E S W"},
    /* 23 R */ {"city N E W", "field Se Sw"},
    /* 24 Q */ {"city N E W", "field Se Sw"},
};

// BGA's kind words (when not translated) and ours.
constexpr std::pair<std::string_view, SegmentKind> kKindWords[] = {
    {"road", SegmentKind::Road},
    {"city", SegmentKind::City},
    {"field", SegmentKind::Field},
    {"abbey", SegmentKind::Monastery},
};

struct TableFeature {
    SegmentKind kind = SegmentKind::Road;
    std::uint8_t edges = 0;   // drawn (rot 0)
    std::uint8_t halves = 0;  // drawn (rot 0)
};

// One entry of kPositions, read; nothing for an empty one.
std::optional<TableFeature> table_feature(std::string_view text) {
    if (text.empty()) return std::nullopt;
    TableFeature f;
    std::size_t space = text.find(' ');
    std::string_view kind = text.substr(0, space);
    f.kind = kind == "road"    ? SegmentKind::Road
             : kind == "city"  ? SegmentKind::City
             : kind == "field" ? SegmentKind::Field
                               : SegmentKind::Monastery;
    while (space != std::string_view::npos) {
        std::size_t next = text.find(' ', space + 1);
        std::string_view word =
            text.substr(space + 1, next == std::string_view::npos ? next : next - space - 1);
        if (auto e = parse_edge(word))
            f.edges |= static_cast<std::uint8_t>(1u << index(*e));
        else if (auto h = parse_half(word))
            f.halves |= static_cast<std::uint8_t>(1u << index(*h));
        space = next;
    }
    return f;
}

// The notifications of one game, after grouping packets by table.
struct Game {
    std::string table;
    std::vector<json::Value> packets;
};

struct PendingMove {
    ImportedMove move;
    std::string player_id;          // resolved to our index once every player is known
    std::optional<json::Value> at;  // the notification, for messages
    int tile_number = 0;            // BGA's tile number; 0 for a discard
    int type = 0;                   // 1..24
};

class BgaReader {
  public:
    BgaReader(const json::Tree& tree, Game game, std::string what)
        : tree_(tree), game_(std::move(game)) {
        log_.what = std::move(what);
    }

    ImportedLog read() {
        std::vector<std::string> seen;  // uids read, sorted
        for (const json::Value& packet : game_.packets) {
            json::Value list = member(packet, "data", "a packet");
            expect_array(list, "a packet's data");
            for (std::size_t i = 0; i < list.size(); ++i) {
                json::Value n = list[i];
                expect_object(n, "a notification");
                if (auto uid = optional_member(n, "uid")) {
                    std::string id = id_of(*uid, "a notification's uid");
                    auto at = std::lower_bound(seen.begin(), seen.end(), id);
                    if (at != seen.end() && *at == id) continue;  // a resent packet
                    seen.insert(at, id);
                }
                notification(n);
            }
        }
        finish();
        return std::move(log_);
    }

  private:
    void notification(const json::Value& n) {
        const std::string& type =
            string_of(member(n, "type", "a notification"), "a notification's type");
        if (type != "gameStateChange" && type != "playTile" && type != "playPartisan" &&
            type != "cantPlay")
            return;
        json::Value args = member(n, "args", "a " + type + " notification");
        expect_object(args, type + " args");
        if (type == "gameStateChange") return state_change(n, args);
        if (over_)
            tree_.fail(n, fmt::format("a {} after the end of the game (game state 99)", type));
        if (type == "playTile") return play_tile(n, args);
        if (type == "playPartisan") return play_partisan(args);
        discard(n, args);
    }

    void state_change(const json::Value& n, const json::Value& args) {
        auto id = optional_member(args, "id");
        if (!id) return;
        std::int64_t state = integer_of(*id, "gameStateChange id", INT64_MIN, INT64_MAX);
        auto inner = optional_member(args, "args");
        if (state == 2) {
            if (auto p = optional_member(args, "active_player"))
                active_player_ = id_of(*p, "active_player");
            if (inner && inner->is_object()) {
                if (auto t = optional_member(*inner, "tile_type"))
                    active_type_ = integer_of(*t, "tile_type", INT64_MIN, INT64_MAX);
            }
        } else if (state == 99) {
            if (!inner) tree_.fail(args, "the final game state (99) has no args");
            expect_object(*inner, "the final game state's args");
            result_ = member(*inner, "result", "the final game state's args");
            expect_array(*result_, "the final result");
            result_at_ = n;
            if (auto table = optional_member(*inner, "table"); table && table->is_object())
                if (auto c = optional_member(*table, "concede"))
                    abandoned_ = abandoned_ || enabled(*c, "concede");
            over_ = true;
        }
    }

    int tile_type(const json::Value& args, const std::string& what) {
        json::Value type = member(args, "type", what);
        json::Value id = member(args, "id", what);
        std::int64_t t = integer_of(type, what + ": type", INT64_MIN, INT64_MAX);
        std::int64_t number = integer_of(id, what + ": id", INT64_MIN, INT64_MAX);
        if (t < 1 || t > 24)
            tree_.fail(type,
                       fmt::format(
                           "{}: tile type {} (tile {}) is not a base-game tile (another expansion: "
                           "river, Inns & Cathedrals, ...): not supported",
                           what, t, number));
        int first = kTypes[t - 1].first_tile;
        int last = last_tile_of(static_cast<int>(t));
        if (number < first || number > last)
            tree_.fail(id, fmt::format("{}: tile {} is not of type {} (type {} is tile{} {}{})",
                                       what, number, t, t, first == last ? "" : "s", first,
                                       first == last ? "" : fmt::format("-{}", last)));
        return static_cast<int>(t);
    }

    void play_tile(const json::Value& n, const json::Value& args) {
        std::string what = fmt::format("move {} (playTile)", pending_.size() + 1);
        int type = tile_type(args, what);
        json::Value id = member(args, "id", what);
        int number = static_cast<int>(integer_of(id, what + ": id", 1, kLastTile));
        if (number == kStartTile)
            tree_.fail(
                id,
                fmt::format("{}: tile 36 is the start tile, which lies at (0, 0) before the game",
                            what));
        for (const PendingMove& p : pending_)
            if (p.tile_number == number)
                tree_.fail(id, fmt::format("{}: tile {} was played already", what, number));
        json::Value ori = member(args, "ori", what);
        int o = static_cast<int>(integer_of(ori, what + ": ori", 1, 4));
        json::Value x = member(args, "x", what);
        json::Value y = member(args, "y", what);
        Pos at = board_pos(x, y, what + ":");
        if (at == Pos{0, 0})
            tree_.fail(x, fmt::format("{}: a tile at (0, 0), where the start tile lies", what));
        PendingMove m{};
        m.at = n;
        m.move.tile = std::string(kTypes[type - 1].ours);
        m.move.at = at;
        m.move.rot = (kTypes[type - 1].turn + 90 * (o - 1)) % 360;
        m.move.source = fmt::format("tile {}, type {}, ori {}, at ({},{})", number, type, o, at.x,
                                    -static_cast<std::int64_t>(at.y));
        m.tile_number = number;
        m.type = type;
        m.player_id = id_of(member(args, "player_id", what), what + ": player_id");
        if (std::find(player_ids_.begin(), player_ids_.end(), m.player_id) == player_ids_.end()) {
            player_ids_.push_back(m.player_id);
            source_names_.push_back(
                string_of(member(args, "player_name", what), what + ": player_name"));
        }
        pending_.push_back(std::move(m));
    }

    void play_partisan(const json::Value& args) {
        std::string what = fmt::format("move {} (playPartisan)", pending_.size());
        json::Value id = member(args, "id", what);
        auto number = integer_of(id, what + ": id", INT64_MIN, INT64_MAX);
        if (pending_.empty() || pending_.back().tile_number != number)
            tree_.fail(id,
                       fmt::format("{}: a follower on tile {}, which is not the tile just played",
                                   what, number));
        PendingMove& m = pending_.back();
        if (m.move.meeple)
            tree_.fail(id, fmt::format("{}: a second follower on tile {}", what, number));
        if (auto p = optional_member(args, "player_id");
            p && id_of(*p, what + ": player_id") != m.player_id)
            tree_.fail(*p, fmt::format("{}: the follower is not the mover's", what));
        if (auto ptype = optional_member(args, "ptype")) {
            const std::string& pt = string_of(*ptype, what + ": ptype");
            if (pt != "normal")
                tree_.fail(
                    *ptype,
                    fmt::format("{}: follower type {} is not supported (only normal followers)",
                                what, quoted_name(pt)));
        }
        if (auto portal = optional_member(args, "portal");
            portal && integer_of(*portal, what + ": portal", INT64_MIN, INT64_MAX) != 0)
            tree_.fail(*portal,
                       fmt::format("{}: a follower through a magic portal is not supported", what));
        json::Value pos = member(args, "pos", what);
        auto p = integer_of(pos, what + ": pos", INT64_MIN, INT64_MAX);
        std::optional<TableFeature> f;
        if (p >= 1 && p <= 8) f = table_feature(kPositions[m.type - 1][p - 1]);
        if (!f)
            tree_.fail(pos,
                       fmt::format("{}: pos {} is no follower position of tile type {} (our {})",
                                   what, p, m.type, m.move.tile));
        // BGA's own kind word, when it is not translated, must agree.
        for (const char* key : {"type", "target"}) {
            auto word = optional_member(args, key);
            if (!word || !word->is_string()) continue;
            for (const auto& [w, kind] : kKindWords)
                if (w == word->text() && kind != f->kind)
                    tree_.fail(*word, fmt::format(
                                          "{}: pos {} of tile type {} is a {}, but the log says {}",
                                          what, p, m.type, name(f->kind), json::describe(*word)));
        }
        auto rot = static_cast<Rotation>(m.move.rot / 90);
        const TileDef& tile = catalogue_tile(m.move.tile);
        m.move.meeple =
            feature_on(tile, rot, f->kind, turn_edges(f->edges, rot), turn_halves(f->halves, rot));
        if (!m.move.meeple)  // the tables disagree with the catalogue: a defect of ours
            throw std::logic_error(fmt::format("BGA position table: type {} pos {}", m.type, p));
        m.move.source += fmt::format(", pos {}", p);
    }

    void discard(const json::Value& n, const json::Value& args) {
        std::string what = fmt::format("move {} (cantPlay)", pending_.size() + 1);
        PendingMove m{};
        m.at = n;
        m.move.discard = true;
        if (auto p = optional_member(args, "player_id"))
            m.player_id = id_of(*p, what + ": player_id");
        else if (active_player_)
            m.player_id = *active_player_;
        else
            tree_.fail(
                n, fmt::format(
                       "{}: no player is known to discard (no player_id, no game state 2 before)",
                       what));
        int type = 0;
        if (auto t = optional_member(args, "tile_id")) {
            auto number = integer_of(*t, what + ": tile_id", 1, kLastTile);
            for (int k = 1; k <= 24; ++k)
                if (number >= kTypes[k - 1].first_tile && number <= last_tile_of(k)) type = k;
            m.move.source = fmt::format("tile {}, type {}", number, type);
        } else if (active_type_) {
            if (*active_type_ < 1 || *active_type_ > 24)
                tree_.fail(
                    n, fmt::format(
                           "{}: the tile to discard, of type {} (game state 2), is not a base-game "
                           "tile: not supported",
                           what, *active_type_));
            type = static_cast<int>(*active_type_);
            m.move.source = fmt::format("type {}", type);
        } else {
            tree_.fail(
                n,
                fmt::format("{}: no tile is known to discard (no tile_id, no game state 2 before)",
                            what));
        }
        m.move.tile = std::string(kTypes[type - 1].ours);
        m.type = type;
        pending_.push_back(std::move(m));
    }

    void finish() {
        const json::Value root = tree_.root();
        if (player_ids_.size() < 2 || player_ids_.size() > 6)
            tree_.fail(
                root,
                fmt::format("the log has {} player{} who played a tile; our format needs 2 to 6",
                            player_ids_.size(), player_ids_.size() == 1 ? "" : "s"));
        log_.players = our_player_names(source_names_, log_.notes);
        for (PendingMove& m : pending_) {
            auto it = std::find(player_ids_.begin(), player_ids_.end(), m.player_id);
            if (it == player_ids_.end())
                tree_.fail(*m.at, fmt::format("a discard by player {}, who never plays a tile",
                                              quoted_name(m.player_id)));
            m.move.player = static_cast<std::size_t>(it - player_ids_.begin());
            log_.moves.push_back(std::move(m.move));
        }
        log_.end = over_;
        if (!over_) {
            log_.notes.push_back(
                "the log has no final result (game state 99): the game stops mid-game or the log "
                "is cut, so end: false (no final scoring)");
            return;
        }
        read_result();
        if (abandoned_)
            log_.notes.push_back(
                "a player conceded or left: BGA's final scores come from an abandoned game");
    }

    void read_result() {
        std::vector<std::optional<SourceScore>> scores(player_ids_.size());
        for (std::size_t i = 0; i < result_->size(); ++i) {
            json::Value r = (*result_)[i];
            std::string what = fmt::format("the final result's entry {}", i + 1);
            expect_object(r, what);
            for (const char* flag : {"concede", "zombie"})
                if (auto f = optional_member(r, flag))
                    abandoned_ = abandoned_ || enabled(*f, what + ": " + flag);
            std::string id = id_of(member(r, "player", what), what + ": player");
            auto it = std::find(player_ids_.begin(), player_ids_.end(), id);
            if (it == player_ids_.end()) continue;
            SourceScore s;
            s.total = integer_of(member(r, "score", what), what + ": score", INT64_MIN / 2,
                                 INT64_MAX / 2);
            if (auto stats = optional_member(r, "stats"); stats && stats->is_object()) {
                std::array<std::int64_t, 4> c{};
                bool all = true;
                for (int k = 0; k < 4; ++k) {
                    auto v = optional_member(*stats, std::to_string(10 + k));
                    if (v) c[k] = integer_of(*v, what + ": stat", INT64_MIN / 2, INT64_MAX / 2);
                    all = all && v;
                }
                if (all) s.categories = c;
            }
            scores[it - player_ids_.begin()] = s;
        }
        bool complete =
            std::all_of(scores.begin(), scores.end(), [](const auto& s) { return s.has_value(); });
        if (!complete) {
            log_.notes.push_back(
                "the final result does not list every player: its scores are left out");
            return;
        }
        for (auto& s : scores) log_.final_scores.push_back(*s);
        log_.final_scores_at = tree_.locate(result_at_->offset());
    }

    const json::Tree& tree_;
    Game game_;
    ImportedLog log_;
    std::vector<std::string> player_ids_;  // in the order of their first playTile
    std::vector<std::string> source_names_;
    std::vector<PendingMove> pending_;
    std::optional<std::string> active_player_;  // of the latest game state 2
    std::optional<std::int64_t> active_type_;   // checked when a discard uses it
    std::optional<json::Value> result_;
    std::optional<json::Value> result_at_;
    bool over_ = false;
    bool abandoned_ = false;
};

// The packet list of a log object ({"data": {"data": [...]}} or data.logs), or nothing.
std::optional<json::Value> packet_list(const json::Value& log) {
    auto data = log.find("data");
    if (!data || !data->is_object()) return std::nullopt;
    for (const char* key : {"data", "logs"})
        if (auto list = data->find(key); list && list->is_array()) return list;
    return std::nullopt;
}

// The games of the file: its packets grouped by table, in order of first appearance.
std::vector<Game> games_of(const json::Tree& tree) {
    const json::Value root = tree.root();
    std::vector<json::Value> packets;
    auto add_list = [&packets](const json::Value& list) {
        for (std::size_t i = 0; i < list.size(); ++i) packets.push_back(list[i]);
    };
    if (root.is_array()) {
        // A bare packet list; an item that is a whole log adds its packets.
        for (std::size_t i = 0; i < root.size(); ++i) {
            json::Value item = root[i];
            if (auto list = item.is_object() ? packet_list(item) : std::nullopt)
                add_list(*list);
            else
                packets.push_back(item);
        }
    } else {
        expect_object(root, "a Board Game Arena log");
        auto list = packet_list(root);
        if (!list)
            tree.fail(root, "a Board Game Arena log needs its packets in data.data or data.logs");
        add_list(*list);
    }
    std::vector<Game> games;
    for (const json::Value& p : packets) {
        expect_object(p, "a packet");
        std::string table;
        if (auto t = optional_member(p, "table_id")) table = id_of(*t, "a packet's table_id");
        auto g = std::find_if(games.begin(), games.end(),
                              [&](const Game& x) { return x.table == table; });
        if (g == games.end())
            games.push_back(Game{table, {p}});
        else
            g->packets.push_back(p);
    }
    return games;
}

}  // namespace

ImportedLog read_bga(const json::Tree& tree, std::optional<std::size_t> game) {
    std::vector<Game> games = games_of(tree);
    if (games.empty()) tree.fail(tree.root(), "the Board Game Arena log holds no packets");
    auto table_name = [](const Game& g) {
        return g.table.empty() ? std::string("without a table_id") : g.table;
    };
    if (games.size() > 1 && !game) {
        std::string list;
        for (std::size_t i = 0; i < games.size() && i < 20; ++i)
            list += fmt::format("{}{} = table {}", i ? ", " : "", i + 1,
                                comment_text(table_name(games[i]), 40));
        if (games.size() > 20) list += ", ...";
        tree.fail(tree.root(),
                  fmt::format("the file holds {} games (tables): choose one with --game N ({})",
                              games.size(), list));
    }
    std::size_t chosen = game.value_or(1);
    if (chosen < 1 || chosen > games.size())
        tree.fail(tree.root(), fmt::format("--game {}: the file holds {} game{}", chosen,
                                           games.size(), games.size() == 1 ? "" : "s"));
    const Game& g = games[chosen - 1];
    std::string what = "a Board Game Arena log";
    if (!g.table.empty()) what += ", table " + g.table;
    if (games.size() > 1) what += fmt::format(" (game {} of {})", chosen, games.size());
    return BgaReader(tree, g, what).read();
}

}  // namespace carcassonne::importer
