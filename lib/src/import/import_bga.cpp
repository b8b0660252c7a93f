// Board Game Arena game logs (IMPORT.md "Board Game Arena"): the games of a
// file, and the reader that walks one game's notifications in order (the
// tables have a file of their own).
#include "import_bga.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <unordered_map>
#include <unordered_set>

namespace carcassonne::importer {
namespace {

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
        std::unordered_set<std::string> seen;  // uids read
        for (const json::Value& packet : game_.packets) {
            json::Value list = member(packet, "data", "a packet");
            expect_array(list, "a packet's data");
            for (std::size_t i = 0; i < list.size(); ++i) {
                json::Value n = list[i];
                expect_object(n, "a notification");
                if (auto uid = optional_member(n, "uid")) {
                    std::string id = id_of(*uid, "a notification's uid");
                    if (!seen.insert(std::move(id)).second) continue;  // a resent packet
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

    int read_tile_type(const json::Value& args, const std::string& what) {
        json::Value type = member(args, "type", what);
        json::Value id = member(args, "id", what);
        std::int64_t t = integer_of(type, what + ": type", INT64_MIN, INT64_MAX);
        std::int64_t number = integer_of(id, what + ": id", INT64_MIN, INT64_MAX);
        std::optional<bga::TileType> row = bga::tile_type(t);
        if (!row) {
            // Another expansion's: what of them is unverified comes from their import hooks.
            std::string unknown = bga::unverified();
            tree_.fail(type, fmt::format("{}: tile type {} (tile {}) is not a base-game tile: "
                                         "not supported (another expansion{}{})",
                                         what, t, number,
                                         unknown.empty() ? "" : "; unverified without a real log: ",
                                         unknown));
        }
        int first = row->first_tile;
        int last = row->last_tile;
        if (number < first || number > last)
            tree_.fail(id, fmt::format("{}: tile {} is not of type {} (type {} is tile{} {}{})",
                                       what, number, t, t, first == last ? "" : "s", first,
                                       first == last ? "" : fmt::format("-{}", last)));
        return static_cast<int>(t);
    }

    void play_tile(const json::Value& n, const json::Value& args) {
        std::string what = fmt::format("move {} (playTile)", pending_.size() + 1);
        int type = read_tile_type(args, what);
        json::Value id = member(args, "id", what);
        int number = static_cast<int>(integer_of(id, what + ": id", 1, bga::kLastTile));
        if (number == bga::kStartTile)
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
        bga::TileType row = *bga::tile_type(type);
        m.move.tile = std::string(row.ours);
        m.move.at = at;
        m.move.rot = (row.turn + 90 * (o - 1)) % 360;
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
            if (pt != "normal") {
                auto would_be = bga::unverified_ptype(pt);
                tree_.fail(*ptype,
                           fmt::format("{}: follower type {} is not supported (only normal "
                                       "followers{})",
                                       what, quoted_name(pt),
                                       would_be ? fmt::format("; {} would be {}, unverified "
                                                              "without a real log",
                                                              quoted_name(pt), *would_be)
                                                : ""));
            }
        }
        if (auto portal = optional_member(args, "portal");
            portal && integer_of(*portal, what + ": portal", INT64_MIN, INT64_MAX) != 0)
            tree_.fail(*portal,
                       fmt::format("{}: a follower through a magic portal is not supported", what));
        json::Value pos = member(args, "pos", what);
        auto p = integer_of(pos, what + ": pos", INT64_MIN, INT64_MAX);
        std::optional<bga::Position> f = bga::position(m.type, p);
        if (!f)
            tree_.fail(pos,
                       fmt::format("{}: pos {} is no follower position of tile type {} (our {})",
                                   what, p, m.type, m.move.tile));
        // BGA's own kind word, when it is not translated, must agree.
        for (const char* key : {"type", "target"}) {
            auto word = optional_member(args, key);
            if (!word || !word->is_string()) continue;
            std::optional<SegmentKind> said = bga::kind_word(word->text());
            if (said && *said != f->kind)
                tree_.fail(*word,
                           fmt::format("{}: pos {} of tile type {} is a {}, but the log says {}",
                                       what, p, m.type, name(f->kind), json::describe(*word)));
        }
        auto rot = static_cast<Rotation>(m.move.rot / 90);
        const TileDef& tile = catalogue_tile(m.move.tile);
        std::optional<FeatureRef> on =
            feature_on(tile, rot, f->kind, turn_edges(f->edges, rot), turn_halves(f->halves, rot));
        if (!on)  // the tables disagree with the catalogue: a defect of ours
            throw std::logic_error(fmt::format("BGA position table: type {} pos {}", m.type, p));
        m.move.meeple = describe(*on);
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
            auto number = integer_of(*t, what + ": tile_id", 1, bga::kLastTile);
            type = bga::type_of_tile(number);
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
        m.move.tile = std::string(bga::tile_type(type)->ours);
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
    std::unordered_map<std::string, std::size_t> by_table;
    for (const json::Value& p : packets) {
        expect_object(p, "a packet");
        std::string table;
        if (auto t = optional_member(p, "table_id")) table = id_of(*t, "a packet's table_id");
        auto [at, added] = by_table.emplace(table, games.size());
        if (added) games.push_back(Game{table, {}});
        games[at->second].packets.push_back(p);
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
