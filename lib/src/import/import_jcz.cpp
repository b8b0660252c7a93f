// JCloisterZone saves (.jcz), both schemas (IMPORT.md "JCloisterZone"): the
// players and the replay, turn by turn; the tables and the setup have files
// of their own.
#include "import_jcz.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "carcassonne/model/area_kind.hpp"
#include "carcassonne/model/marks.hpp"

namespace carcassonne::importer {
namespace {

std::string kind_word(SegmentKind k) {
    return std::string(name(k));
}

class JczReader {
  public:
    explicit JczReader(const json::Tree& tree) : tree_(tree), root_(tree.root()) {}

    ImportedLog read() {
        expect_object(root_, "a JCloisterZone save");
        v5_ = root_.find("players").has_value();
        if (!v5_ && !root_.find("slots"))
            tree_.fail(root_,
                       "a JCloisterZone save needs \"players\" (schema 5.x) or \"slots\" (4.x)");
        std::string version;
        if (auto v = optional_member(root_, "appVersion"))
            version = ", appVersion " + id_of(*v, "appVersion");
        log_.what = fmt::format("a JCloisterZone save, schema {}{}", v5_ ? "5.x" : "4.x", version);
        read_players();
        log_.players = our_player_names(source_names_, log_.notes);
        setup_ = jcz::read_setup(root_, v5_, log_);
        read_replay();
        decide_end();
        add_dummy_player();
        return std::move(log_);
    }

  private:
    // The tile as the move's copy shows it: with the area kinds its marks show
    // (a garden copy's garden), every expansion's counted.
    static const TileDef& shown_tile(const ImportedMove& m) {
        const TileDef& plain = catalogue_tile(m.tile);
        MarkSet marks = plain.marks;
        for (const std::string& key : m.marks)
            if (const MarkDef* mark = find_mark(key)) marks |= mark->set();
        AreaSet all = 0;
        for (const AreaKindDef* a : area_kinds()) all |= area_bit(a->kind);
        AreaSet shown = areas_shown(marks, all);
        const Catalogue& c = Catalogue::builtin();
        return shown ? c.with_areas(*c.find(m.tile), shown) : plain;
    }

    void read_players() {
        json::Value list = member(root_, v5_ ? "players" : "slots", "the save");
        expect_array(list, v5_ ? "players" : "slots");
        std::vector<std::pair<std::int64_t, std::string>> players;
        for (std::size_t i = 0; i < list.size(); ++i) {
            json::Value p = list[i];
            std::string what = fmt::format("{}[{}]", v5_ ? "players" : "slots", i);
            expect_object(p, what);
            std::int64_t order = v5_ ? static_cast<std::int64_t>(i)
                                     : integer_of(member(p, "serial", what), what + ": serial",
                                                  INT64_MIN, INT64_MAX);
            players.emplace_back(
                order, string_of(member(p, v5_ ? "name" : "nickname", what), what + ": name"));
        }
        // 4.x: turn order is by serial.
        std::stable_sort(players.begin(), players.end(),
                         [](const auto& a, const auto& b) { return a.first < b.first; });
        if (players.empty() || players.size() > 6)
            tree_.fail(
                list,
                fmt::format("the save has {} players; our format needs 2 to 6 (or 1, with a dummy)",
                            players.size()));
        for (auto& p : players) source_names_.push_back(p.second);
    }

    // The square a `position` [x, y] names, as the source writes it.
    std::pair<std::int64_t, std::int64_t> source_xy(const json::Value& pos,
                                                    const std::string& what) {
        expect_array(pos, what);
        if (pos.size() != 2)
            tree_.fail(pos, fmt::format("{} must be [x, y], not {} numbers", what, pos.size()));
        Pos p = board_pos(pos[0], pos[1], what);
        return {p.x, -static_cast<std::int64_t>(p.y)};
    }

    void place(std::size_t index, const json::Value& msg, const json::Value& payload,
               std::size_t turn) {
        std::string what = fmt::format("replay[{}] (PLACE_TILE, move {})", index, turn);
        expect_object(payload, what + ": payload");
        json::Value rotation = member(payload, "rotation", what);
        // 5.x writes "R90": a bare number is read as degrees, and said once.
        if (v5_ && rotation.is_number() && !noted_rotation_) {
            noted_rotation_ = true;
            log_.notes.push_back(fmt::format(
                "{}: rotation is {}, where a 5.x save writes \"R0\" to \"R270\"; read as "
                "degrees",
                what, json::describe(rotation)));
        }
        ImportedMove m =
            jcz::placement(member(payload, "tileId", what), rotation, what, v5_, setup_.sets);
        auto [x, y] = source_xy(member(payload, "position", what), what + ": position");
        m.at = Pos{static_cast<std::int32_t>(x), static_cast<std::int32_t>(-y)};
        m.source += fmt::format(" ({},{})", x, y);
        m.player = turn_player(msg, turn, what);
        // A copy that shows an expansion's mark (a garden copy), when it is on.
        const std::string& id = member(payload, "tileId", what).text();
        for (const auto& [jcz, mark] : setup_.marked_tiles)
            if (jcz == id) m.marks.emplace_back(mark);
        log_.moves.push_back(m);
        placed_at_ = {x, y};
    }

    void deploy(std::size_t index, const json::Value& msg, const json::Value& payload,
                std::size_t turn) {
        std::string what = fmt::format("replay[{}] (DEPLOY_MEEPLE, move {})", index, turn);
        expect_object(payload, what + ": payload");
        ImportedMove& m = log_.moves.back();
        check_player(msg, m.player, what);
        json::Value id = member(payload, "meepleId", what);
        const std::string& meeple = string_of(id, what + ": meepleId");
        std::size_t dot = meeple.find('.');
        std::string figure = dot == std::string::npos
                                 ? ""
                                 : meeple.substr(dot + 1, meeple.find('.', dot + 1) - dot - 1);
        std::string owner = meeple.substr(0, std::min(dot, meeple.size()));
        bool digits =
            !owner.empty() && owner.size() < 4 &&
            std::all_of(owner.begin(), owner.end(), [](char c) { return c >= '0' && c <= '9'; });
        if (!digits || dot == std::string::npos)
            tree_.fail(id, fmt::format("{}: meepleId must read PLAYER.FIGURE.N, not {}", what,
                                       json::describe(id)));
        // "small" is a normal follower; an expansion's figure is our follower word.
        std::vector<std::string> figures = {"small"};
        std::string follower;
        for (const auto& [jcz_figure, ours] : setup_.figures) {
            figures.emplace_back(jcz_figure);
            if (jcz_figure == figure) follower = std::string(ours) + " ";
        }
        if (figure != "small" && follower.empty())
            tree_.fail(id, fmt::format("{}: figure {} is not supported (only {} followers)", what,
                                       quoted_name(figure), and_list(figures)));
        if (static_cast<std::size_t>(std::stoi(owner)) != m.player)
            tree_.fail(id, fmt::format("{}: the follower {} is not the mover's (player {} moves)",
                                       what, quoted_name(meeple), m.player));
        json::Value pointer = member(payload, "pointer", what);
        expect_object(pointer, what + ": pointer");
        json::Value position = member(pointer, "position", what + ": pointer");
        if (source_xy(position, what + ": pointer position") != placed_at_)
            tree_.fail(
                position,
                fmt::format("{}: the follower must stand on the tile placed this turn, at ({},{})",
                            what, placed_at_.first, placed_at_.second));
        const TileDef& tile = shown_tile(m);
        auto rot = static_cast<Rotation>(m.rot / 90);
        json::Value location = member(pointer, "location", what + ": pointer");
        jcz::Pointer p = jcz::pointer_of(location, optional_member(pointer, "feature"), tile, rot,
                                         what, setup_.features);
        if (p.inner) {
            bool has = std::any_of(tile.segments.begin(), tile.segments.end(), [](const auto& s) {
                return s.kind == SegmentKind::Field && s.halves == 0;
            });
            if (!has)
                tree_.fail(location, fmt::format("{}: {} is our {}, which has no inner field "
                                                 "(location \"I\" of a Field)",
                                                 what, m.source, m.tile));
            m.meeple = follower + "field inner";
            m.source += " " + location.text();
            return;
        }
        std::optional<FeatureRef> on = feature_on(tile, rot, p.kind, p.edges, p.halves);
        if (!on)
            tree_.fail(location,
                       fmt::format("{}: {} is our {} at rot {}, which has no {} at location {} "
                                   "(it shows {})",
                                   what, m.source, m.tile, m.rot, kind_word(p.kind),
                                   quoted_name(location.text()), tile.describe(rot)));
        m.meeple = follower + describe(*on);
        m.source += " " + location.text();
    }

    // Whose move a PLACE_TILE group is: the next player in turn order after the
    // last group's (turn k is player (k - 1) mod n without bonus tiles), or the
    // same player again when the message says so: a second tile in one turn,
    // an expansion's bonus move (a builder's), which the adjudicator checks.
    std::size_t turn_player(const json::Value& msg, std::size_t turn, const std::string& what) {
        std::size_t next = log_.moves.empty()
                               ? (turn - 1) % source_names_.size()
                               : (log_.moves.back().player + 1) % source_names_.size();
        auto p = optional_member(msg, "player");
        if (p && !log_.moves.empty() && !bonus_taken_) {
            auto n = static_cast<std::size_t>(integer_of(*p, what + ": player", 0, 1000));
            if (n == log_.moves.back().player && n != next) {
                bonus_taken_ = true;
                return log_.moves.back().player;
            }
        }
        bonus_taken_ = false;
        check_player(msg, next, what);
        return next;
    }

    void check_player(const json::Value& msg, std::size_t player, const std::string& what) {
        auto p = optional_member(msg, "player");
        if (!p) return;
        auto n = integer_of(*p, what + ": player", 0, 1000);
        if (static_cast<std::size_t>(n) != player)
            tree_.fail(*p, fmt::format("{}: player {} sends this message in player {}'s turn", what,
                                       n, player));
    }

    // The message type of an expansion played, if one declares it (JczImport::messages).
    const JczMessage* expansion_message(const std::string& type) const {
        for (const JczMessage& m : setup_.messages)
            if (m.type == type && m.read) return &m;
        return nullptr;
    }

    void read_replay() {
        json::Value replay = member(root_, "replay", "the save");
        expect_array(replay, "replay");
        bool open = false;      // a turn has begun (PLACE_TILE) and not ended (COMMIT)
        bool deployed = false;  // its follower has been placed
        bool over = false;      // GAME_OVER seen
        std::size_t turn = 0;
        for (std::size_t i = 0; i < replay.size(); ++i) {
            json::Value msg = replay[i];
            expect_object(msg, fmt::format("replay[{}]", i));
            json::Value type_value = member(msg, "type", fmt::format("replay[{}]", i));
            const std::string& type = string_of(type_value, fmt::format("replay[{}] type", i));
            auto payload = optional_member(msg, "payload");
            auto refuse = [&](const std::string& why) {
                tree_.fail(msg, fmt::format("replay[{}] ({}): {}", i, comment_text(type, 40), why));
            };
            if (over) refuse("a message after GAME_OVER");
            if (type == "PLACE_TILE") {
                if (open)
                    refuse(fmt::format("a new tile while move {} is still open (no COMMIT)", turn));
                if (!payload) refuse("no payload");
                ++turn;
                place(i, msg, *payload, turn);
                open = true;
                deployed = false;
            } else if (type == "DEPLOY_MEEPLE") {
                if (!open) refuse("a follower outside a turn");
                if (deployed) refuse(fmt::format("a second follower in move {}", turn));
                if (!payload) refuse("no payload");
                deploy(i, msg, *payload, turn);
                deployed = true;
            } else if (type == "PASS") {
                if (!open) refuse("a PASS outside a turn");
                check_player(msg, log_.moves.back().player, fmt::format("replay[{}]", i));
            } else if (type == "COMMIT") {
                if (!open) refuse("a COMMIT outside a turn");
                if (!log_.moves.empty())
                    check_player(msg, log_.moves.back().player, fmt::format("replay[{}]", i));
                open = false;
            } else if (type == "GAME_OVER") {
                if (open) refuse(fmt::format("the game ends inside move {} (no COMMIT)", turn));
                over = true;
            } else if (const JczMessage* known = expansion_message(type)) {
                if (!open || log_.moves.empty()) refuse("an expansion's message outside a turn");
                std::string refusal;
                auto key = known->read(msg, refusal);
                if (!key) refuse(refusal);
                log_.moves.back().keys.push_back(std::move(*key));
            } else {
                tree_.fail(
                    type_value,
                    fmt::format("replay[{}]: message type {} is not supported (only PLACE_TILE, "
                                "DEPLOY_MEEPLE, PASS, COMMIT and GAME_OVER)",
                                i, quoted_name(type)));
            }
        }
        if (open)
            log_.notes.push_back(
                fmt::format("the replay ends inside move {} (no COMMIT): its tile is kept as "
                            "the last move",
                            turn));
        game_over_ = over;
        replay_ = replay;
    }

    void decide_end() {
        auto turns = static_cast<std::int64_t>(log_.moves.size());
        bool forced_end = setup_.end_turn && turns >= *setup_.end_turn;
        bool pack_done = turns + 1 >= setup_.pack_size;  // at least one basic set: 72 tiles
        log_.end = game_over_ || forced_end || pack_done;
        if (!log_.end)
            log_.notes.push_back(
                fmt::format("{} of {} tiles placed: the save stops mid-game; JCZ records no "
                            "message for a discarded tile, so if the game was over, set end: true",
                            turns + 1, setup_.pack_size));
    }

    // One player gets a dummy opponent (IMPORT.md "One-player games").
    void add_dummy_player() {
        std::vector<std::string> names = log_.players;
        if (names.size() == 1) {
            std::vector<std::size_t> odd, even;
            for (std::size_t i = 0; i < log_.moves.size(); ++i)
                if (log_.moves[i].meeple) ((i + 1) % 2 ? odd : even).push_back(i + 1);
            if (!odd.empty() && !even.empty()) {
                std::vector<std::size_t> all = odd;
                all.insert(all.end(), even.begin(), even.end());
                std::sort(all.begin(), all.end());
                std::string list;
                for (std::size_t j = 0; j < all.size() && j < 12; ++j)
                    list += (j ? ", " : "") + std::to_string(all[j]);
                if (all.size() > 12) list += ", ...";
                tree_.fail(replay_.value(),
                           fmt::format("one player, followers on moves {}; our format needs 2 "
                                       "to 6 players",
                                       list));
            }
            std::string dummy = names[0] == "dummy" ? "dummy_2" : "dummy";
            bool real_first = even.empty();
            names = real_first ? std::vector<std::string>{names[0], dummy}
                               : std::vector<std::string>{dummy, names[0]};
            for (std::size_t i = 0; i < log_.moves.size(); ++i) log_.moves[i].player = i % 2;
            log_.notes.push_back(
                fmt::format("the save has one player, {}; our format needs two, so {} takes every "
                            "{} move and places no follower (who places a tile changes no score)",
                            names[real_first ? 0 : 1], dummy, real_first ? "even" : "odd"));
        }
        log_.players = names;
    }

    const json::Tree& tree_;
    json::Value root_;
    bool v5_ = false;
    bool noted_rotation_ = false;  // a numeric rotation in a 5.x save, said once
    std::vector<std::string> source_names_;
    jcz::Setup setup_;
    bool game_over_ = false;
    std::pair<std::int64_t, std::int64_t> placed_at_;
    bool bonus_taken_ = false;  // the last group was a second tile of its turn
    std::optional<json::Value> replay_;
    ImportedLog log_;
};

}  // namespace

ImportedLog read_jcz(const json::Tree& tree, std::optional<std::size_t> game) {
    if (game && *game != 1)
        tree.fail(
            tree.root(),
            fmt::format("a JCloisterZone save holds one game; --game {} does not exist", *game));
    return JczReader(tree).read();
}

}  // namespace carcassonne::importer
