// JCloisterZone saves (.jcz), both schemas (IMPORT.md "JCloisterZone"): the
// tile ids, their rotation turns and the follower locations are data tables;
// the reader walks the replay turn by turn.
#include <fmt/format.h>

#include <algorithm>

#include "import_common.hpp"

namespace carcassonne::importer {
namespace {

// IMPORT.md "Tiles": our rot = (JCZ rotation + turn) mod 360. `set` is the
// tile set that must be in the setup for the tile to appear.
struct JczTile {
    std::string_view jcz;
    std::string_view ours;
    int turn;
    std::string_view set;
};
constexpr JczTile kTiles[] = {
    {"BA/LR", "A", 0, "basic"},
    {"BA/L", "B", 0, "basic"},
    {"BA/Cccc+", "C", 0, "basic"},
    {"BA/RCr", "D", 0, "basic"},
    {"BA/C", "E", 0, "basic"},
    {"BA/CG", "E", 0, "basic"},
    {"BA/CFc+", "F", 0, "basic"},
    {"BA/CFc.1", "G", 0, "basic"},
    {"BA/CFC.2", "H", 270, "basic"},
    {"BA/CFCG", "H", 270, "basic"},
    {"BA/CC.2", "I", 270, "basic"},
    {"BA/CCG", "I", 270, "basic"},
    {"BA/CRr", "J", 0, "basic"},
    {"BA/RrC", "K", 0, "basic"},
    {"BA/CRRR", "L", 0, "basic"},
    {"BA/Cc+", "M", 270, "basic"},
    {"BA/Cc+G", "M", 270, "basic"},
    {"BA/Cc.1", "N", 270, "basic"},
    {"BA/CcG", "N", 270, "basic"},
    {"BA/CcRr+", "O", 0, "basic"},
    {"BA/CcRr", "P", 0, "basic"},
    {"BA/Ccc+", "Q", 0, "basic"},
    {"BA/Ccc", "R", 0, "basic"},
    {"BA/CccG", "R", 0, "basic"},
    {"BA/CccR+", "S", 0, "basic"},
    {"BA/CccR", "T", 0, "basic"},
    {"BA/RFr", "U", 270, "basic"},
    {"BA/RFrG", "U", 270, "basic"},
    {"BA/Rr", "V", 0, "basic"},
    {"BA/RrG", "V", 0, "basic"},
    {"BA/RRR", "W", 0, "basic"},
    {"BA/RRRR", "X", 0, "basic"},
    {"LA/Rrrr", "MAZE", 0, "labyrinth"},
    {"WT/CCRF_2T", "WT-A", 0, "watchtowers"},
    {"WT/CFff_3C", "WT-B", 0, "watchtowers"},
    {"WT/CFRF_1C", "WT-C", 0, "watchtowers"},
    {"WT/CFRF_2M", "WT-D", 0, "watchtowers"},
    {"WT/CRFR_1R", "WT-E", 0, "watchtowers"},
    {"WT/CRRC_2M", "WT-F", 0, "watchtowers"},
    {"WT/FCFC_1C", "WT-G", 0, "watchtowers"},
    {"WT/FCRC_2T", "WT-H", 0, "watchtowers"},
    {"WT/FfRC_1R", "WT-I", 0, "watchtowers"},
    {"WT/FRFC_1C", "WT-J", 0, "watchtowers"},
    {"WT/FRFR_3C", "WT-K", 0, "watchtowers"},
    {"WT/FRRF_1R", "WT-L", 0, "watchtowers"},
};

// IMPORT.md "Followers": a pointer's location, in board directions.
constexpr std::uint8_t N_ = 1, E_ = 2, S_ = 4, W_ = 8;
struct JczLocation {
    std::string_view name;
    std::uint8_t edges;  // 0 for the monastery
};
constexpr JczLocation kEdgeLocations[] = {
    {"N", N_},
    {"E", E_},
    {"S", S_},
    {"W", W_},
    {"NE", N_ | E_},
    {"SE", S_ | E_},
    {"SW", S_ | W_},
    {"NW", N_ | W_},
    {"NS", N_ | S_},
    {"WE", W_ | E_},
    {"NWSE", N_ | W_ | S_ | E_},
    {"_N", E_ | S_ | W_},
    {"_E", N_ | S_ | W_},
    {"_S", N_ | E_ | W_},
    {"_W", N_ | E_ | S_},
    {"I", 0},
    {"CLOISTER", 0},
};
// Half-edges, joined by '.': NL NR EL ER SL SR WL WR are Nw Ne En Es Se Sw Ws Wn.
constexpr std::string_view kHalfLocations[8] = {"NL", "NR", "EL", "ER", "SL", "SR", "WL", "WR"};

// 5.x `feature` words.
constexpr std::pair<std::string_view, SegmentKind> kFeatures[] = {
    {"Road", SegmentKind::Road},
    {"City", SegmentKind::City},
    {"Field", SegmentKind::Field},
    {"Monastery", SegmentKind::Monastery},
};

// Tiles of one copy of each set, the start tile included (IMPORT.md "End of game").
constexpr std::pair<std::string_view, int> kSetSizes[] = {
    {"basic", 72}, {"watchtowers", 12}, {"labyrinth", 1}};

struct Pointer {
    SegmentKind kind;
    std::uint8_t edges = 0;
    std::uint8_t halves = 0;
};

std::string kind_word(SegmentKind k) {
    return std::string(name(k));
}

Edge first_edge(std::uint8_t edges) {
    for (Edge e : kAllEdges)
        if (edges & (1u << index(e))) return e;
    return Edge::N;
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
        if (v5_)
            read_setup_v5();
        else
            read_setup_v4();
        read_replay();
        decide_end();
        add_dummy_player();
        return std::move(log_);
    }

  private:
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

    // A set of tiles or a figure: how many copies (true is 1).
    std::int64_t quantity(const json::Value& v, const std::string& what) {
        if (v.is_bool()) return v.boolean() ? 1 : 0;
        return integer_of(v, what, 0, 1000);
    }

    void add_set(std::string_view set, std::int64_t q) {
        for (auto& [name, size] : kSetSizes)
            if (name == set) pack_size_ += size * q;
        if (q > 0 && std::find(sets_.begin(), sets_.end(), set) == sets_.end())
            sets_.emplace_back(set);
    }

    void read_setup_v5() {
        json::Value setup = member(root_, "setup", "the save");
        expect_object(setup, "setup");
        if (auto sets = optional_member(setup, "sets")) {
            expect_object(*sets, "setup.sets");
            for (std::size_t i = 0; i < sets->size(); ++i) {
                const std::string& k = sets->key(i);
                std::int64_t q = quantity((*sets)[i], "setup.sets." + k);
                std::string set = k == "basic" || k.rfind("basic:", 0) == 0 ? "basic" : k;
                if (q > 0 && set != "basic" && set != "watchtowers" && set != "labyrinth")
                    tree_.fail((*sets)[i],
                               fmt::format("tile set {} is not supported (only basic, watchtowers "
                                           "and labyrinth)",
                                           quoted_name(k)));
                add_set(set, q);
            }
        }
        read_addons(setup);
        farmers_ = false;  // 5.x lists what is on
        if (auto elements = optional_member(setup, "elements")) {
            expect_object(*elements, "setup.elements");
            std::vector<std::string> ignored;
            for (std::size_t i = 0; i < elements->size(); ++i) {
                const std::string& k = elements->key(i);
                json::Value v = (*elements)[i];
                std::string what = "setup.elements." + k;
                if (k == "small-follower") {
                    log_.followers = static_cast<int>(integer_of(v, what, 0, 1000));
                } else if (k == "farmers") {
                    farmers_ = enabled(v, what);
                } else if (k == "watchtower" || k == "labyrinth") {
                    // They come with their tile sets.
                } else if (enabled(v, what)) {
                    if (k == "king" || k == "robber")
                        tree_.fail(v,
                                   fmt::format("element {} is not supported (it scores at the end "
                                               "without any move)",
                                               quoted_name(k)));
                    ignored.push_back(quoted_name(k));
                }
            }
            if (!ignored.empty())
                log_.notes.push_back(
                    fmt::format("elements on in the source and ignored here (each acts only "
                                "through a figure, token, tile or message, none of which "
                                "this save uses): {}",
                                join(ignored)));
        }
        std::string variant = "advanced";  // JCZ 5's default
        if (auto rules = optional_member(setup, "rules")) {
            expect_object(*rules, "setup.rules");
            std::vector<std::string> ignored;
            for (std::size_t i = 0; i < rules->size(); ++i) {
                const std::string& k = rules->key(i);
                json::Value v = (*rules)[i];
                if (k == "tiny-city-scoring") {
                    if (id_of(v, "setup.rules.tiny-city-scoring") != "4")
                        tree_.fail(
                            v,
                            fmt::format("rule tiny-city-scoring {} is not supported: a 2-tile city "
                                        "scores 4 in our (2nd edition) rules",
                                        json::describe(v)));
                } else if (k == "labyrinth-variant") {
                    const std::string& s = string_of(v, "setup.rules.labyrinth-variant");
                    if (s != "basic" && s != "advanced")
                        tree_.fail(
                            v, fmt::format(
                                   "labyrinth-variant must be \"basic\" or \"advanced\", not {}",
                                   json::describe(v)));
                    variant = s;
                } else {
                    ignored.push_back(quoted_name(k) + ": " + compact_json(v, 40));
                }
            }
            if (!ignored.empty())
                log_.notes.push_back(
                    fmt::format("rules of the source ignored here (they govern expansions "
                                "we do not have): {}",
                                join(ignored)));
        }
        set_expansions(variant == "basic" ? "simple" : "advanced");
        if (auto start = optional_member(setup, "start")) {
            expect_array(*start, "setup.start");
            if (start->size() != 1)
                tree_.fail(*start, fmt::format("setup.start must hold one start tile, not {}",
                                               start->size()));
            json::Value s = (*start)[0];
            expect_object(s, "setup.start[0]");
            ImportedMove m = placement(member(s, "tile", "setup.start[0]"),
                                       member(s, "rotation", "setup.start[0]"), "setup.start[0]");
            m.at = board_pos(member(s, "x", "setup.start[0]"), member(s, "y", "setup.start[0]"),
                             "setup.start[0]");
            if (m.tile != "D" || m.at != Pos{0, 0} || m.rot != 0) log_.start = m;
        }
        if (auto annotations = optional_member(root_, "gameAnnotations")) {
            expect_object(*annotations, "gameAnnotations");
            if (auto end = optional_member(*annotations, "endTurn"))
                end_turn_ = integer_of(*end, "gameAnnotations.endTurn", 0, INT64_MAX);
        }
        read_assertions();
    }

    void read_setup_v4() {
        json::Value setup = member(root_, "setup", "the save");
        expect_object(setup, "setup");
        if (auto expansions = optional_member(setup, "expansions")) {
            expect_object(*expansions, "setup.expansions");
            for (std::size_t i = 0; i < expansions->size(); ++i) {
                const std::string& k = expansions->key(i);
                std::int64_t q = quantity((*expansions)[i], "setup.expansions." + k);
                if (q > 0 && k != "BASIC" && k != "LABYRINTH")
                    tree_.fail((*expansions)[i],
                               fmt::format("expansion {} is not supported (only BASIC and "
                                           "LABYRINTH)",
                                           quoted_name(k)));
                add_set(k == "BASIC" ? "basic" : "labyrinth", q);
            }
        }
        if (auto caps = optional_member(setup, "capabilities")) {
            expect_array(*caps, "setup.capabilities");
            for (std::size_t i = 0; i < caps->size(); ++i) {
                const std::string& c = string_of((*caps)[i], "a capability");
                if (c != "StandardGame" && c != "Labyrinth")
                    tree_.fail((*caps)[i],
                               fmt::format("capability {} is not supported (only StandardGame and "
                                           "Labyrinth)",
                                           quoted_name(c)));
            }
        }
        read_addons(setup);
        bool advanced = false;
        if (auto rules = optional_member(setup, "rules")) {
            expect_object(*rules, "setup.rules");
            std::vector<std::string> ignored;
            for (std::size_t i = 0; i < rules->size(); ++i) {
                const std::string& k = rules->key(i);
                json::Value v = (*rules)[i];
                if (k == "ADVANCED_LABYRINTH")
                    advanced = enabled(v, "setup.rules.ADVANCED_LABYRINTH");
                else if (k == "FARMERS")
                    farmers_ = enabled(v, "setup.rules.FARMERS");
                else
                    ignored.push_back(quoted_name(k) + ": " + compact_json(v, 40));
            }
            if (!ignored.empty())
                log_.notes.push_back(
                    fmt::format("rules of the source ignored here (they govern expansions "
                                "we do not have): {}",
                                join(ignored)));
        }
        set_expansions(advanced ? "advanced" : "simple");
        if (auto annotations = optional_member(root_, "annotations")) {
            expect_object(*annotations, "annotations");
            auto pack = optional_member(*annotations, "tilePack");
            auto params =
                pack && pack->is_object() ? optional_member(*pack, "params") : std::nullopt;
            auto order = params && params->is_object() ? optional_member(*params, "drawOrder")
                                                       : std::nullopt;
            if (order) {
                expect_array(*order, "annotations.tilePack.params.drawOrder");
                for (std::size_t i = 0; i < order->size(); ++i)
                    if (string_of((*order)[i], "a drawOrder entry") == "#END") {
                        end_turn_ = static_cast<std::int64_t>(i);
                        break;
                    }
            }
        }
        read_assertions();
    }

    void read_addons(const json::Value& setup) {
        auto addons = optional_member(setup, "addons");
        if (addons && addons->size() > 0) {
            json::Value first = (*addons)[0];
            std::string named =
                addons->is_object() ? quoted_name(addons->key(0)) : compact_json(first, 60);
            tree_.fail(first, fmt::format("add-ons are not supported (setup.addons: {})", named));
        }
    }

    void read_assertions() {
        auto test = optional_member(root_, "test");
        if (!test || !test->is_object()) return;
        if (auto assertions = optional_member(*test, "assertions"))
            log_.notes.push_back(
                "a JCloisterZone test scenario; its assertions, not checked here: " +
                compact_json(*assertions));
    }

    void set_expansions(const std::string& variant) {
        if (sets_.empty()) {
            add_set("basic", 1);
            log_.notes.push_back("the setup lists no tile set: the base game alone is assumed");
        }
        if (std::find(sets_.begin(), sets_.end(), "watchtowers") != sets_.end())
            log_.expansions.push_back("watchtowers");
        if (std::find(sets_.begin(), sets_.end(), "labyrinth") != sets_.end()) {
            log_.expansions.push_back("maze");
            log_.maze = variant;
        }
        if (!farmers_)
            log_.notes.push_back(
                "farmers are off in the source: no farmer stands, and fields score only "
                "for farmers, so nothing changes here");
    }

    static std::string join(const std::vector<std::string>& items) {
        std::string s;
        for (const auto& i : items) s += (s.empty() ? "" : ", ") + i;
        return s;
    }

    // A tile id (4.x writes BA.CFC.2 for BA/CFC.2) and a rotation as our tile and rot.
    ImportedMove placement(const json::Value& tile_id, const json::Value& rotation,
                           const std::string& what) {
        std::string id = string_of(tile_id, what + ": tile id");
        std::string source = id;
        if (!v5_ && id.find('.') != std::string::npos) id[id.find('.')] = '/';
        auto t = std::find_if(std::begin(kTiles), std::end(kTiles),
                              [&](const JczTile& k) { return k.jcz == id; });
        if (t == std::end(kTiles))
            tree_.fail(
                tile_id,
                fmt::format("{}: tile id {} is not supported (only the base game, watchtowers and "
                            "the labyrinth)",
                            what, quoted_name(source)));
        if (std::find(sets_.begin(), sets_.end(), t->set) == sets_.end())
            tree_.fail(
                tile_id,
                fmt::format("{}: tile {} belongs to the tile set {}, which the setup does not list",
                            what, quoted_name(source), t->set));
        int degrees = 0;
        if (rotation.is_string() && !rotation.text().empty() && rotation.text()[0] == 'R') {
            const std::string& r = rotation.text();
            auto known = {"R0", "R90", "R180", "R270"};
            if (std::find(known.begin(), known.end(), r) == known.end())
                tree_.fail(rotation,
                           fmt::format("{}: rotation must be R0, R90, R180 or R270, not {}", what,
                                       json::describe(rotation)));
            degrees = std::stoi(r.substr(1));
        } else {
            degrees = static_cast<int>(integer_of(rotation, what + ": rotation", 0, 270));
            if (degrees % 90 != 0)
                tree_.fail(rotation, fmt::format("{}: rotation must be 0, 90, 180 or 270, not {}",
                                                 what, degrees));
        }
        ImportedMove m;
        m.tile = std::string(t->ours);
        m.rot = (degrees + t->turn) % 360;
        m.source = fmt::format("{} R{}", source, degrees);
        return m;
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

    Pointer pointer_of(const json::Value& location, std::optional<SegmentKind> kind,
                       const TileDef& tile, Rotation rot, const std::string& what) {
        const std::string& loc = string_of(location, what + ": location");
        Pointer p{SegmentKind::Road};
        auto edge = std::find_if(std::begin(kEdgeLocations), std::end(kEdgeLocations),
                                 [&](const JczLocation& l) { return l.name == loc; });
        if (edge != std::end(kEdgeLocations)) {
            p.edges = edge->edges;
            if (p.edges == 0) p.kind = SegmentKind::Monastery;
            // 4.x names no kind: an edge location is the city or road of our tile there.
            else
                p.kind = tile.edge_kind_on_board(first_edge(p.edges), rot) == EdgeKind::City
                             ? SegmentKind::City
                             : SegmentKind::Road;
        } else {
            p.kind = SegmentKind::Field;
            std::size_t from = 0;
            while (from <= loc.size()) {
                std::size_t dot = std::min(loc.find('.', from), loc.size());
                std::string_view part = std::string_view(loc).substr(from, dot - from);
                auto h = std::find(std::begin(kHalfLocations), std::end(kHalfLocations), part);
                if (h == std::end(kHalfLocations))
                    tree_.fail(location,
                               fmt::format("{}: follower location {} is not supported (only edges, "
                                           "half-edges and the cloister)",
                                           what, quoted_name(loc)));
                p.halves |= static_cast<std::uint8_t>(1u << (h - std::begin(kHalfLocations)));
                from = dot + 1;
            }
        }
        if (kind) {
            bool edge_kind = *kind == SegmentKind::Road || *kind == SegmentKind::City;
            bool fits = *kind == SegmentKind::Monastery ? (p.kind == SegmentKind::Monastery)
                        : *kind == SegmentKind::Field   ? p.halves != 0
                                                        : edge_kind && p.edges != 0;
            if (!fits)
                tree_.fail(location, fmt::format("{}: location {} does not name a {}", what,
                                                 quoted_name(loc), kind_word(*kind)));
            p.kind = *kind;
        }
        return p;
    }

    void place(std::size_t index, const json::Value& msg, const json::Value& payload,
               std::size_t turn) {
        std::string what = fmt::format("replay[{}] (PLACE_TILE, move {})", index, turn);
        expect_object(payload, what + ": payload");
        ImportedMove m =
            placement(member(payload, "tileId", what), member(payload, "rotation", what), what);
        auto [x, y] = source_xy(member(payload, "position", what), what + ": position");
        m.at = Pos{static_cast<std::int32_t>(x), static_cast<std::int32_t>(-y)};
        m.source += fmt::format(" ({},{})", x, y);
        m.player = (turn - 1) % source_names_.size();
        check_player(msg, m.player, what);
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
        if (figure != "small")
            tree_.fail(id, fmt::format("{}: figure {} is not supported (only small followers)",
                                       what, quoted_name(figure)));
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
        std::optional<SegmentKind> kind;
        if (auto feature = optional_member(pointer, "feature")) {
            const std::string& f = string_of(*feature, what + ": feature");
            auto k = std::find_if(std::begin(kFeatures), std::end(kFeatures),
                                  [&](const auto& p) { return p.first == f; });
            if (k == std::end(kFeatures))
                tree_.fail(
                    *feature,
                    fmt::format("{}: feature {} is not supported (only Road, City, Field and "
                                "Monastery)",
                                what, quoted_name(f)));
            kind = k->second;
        }
        const TileDef& tile = catalogue_tile(m.tile);
        auto rot = static_cast<Rotation>(m.rot / 90);
        json::Value location = member(pointer, "location", what + ": pointer");
        Pointer p = pointer_of(location, kind, tile, rot, what);
        m.meeple = feature_on(tile, rot, p.kind, p.edges, p.halves);
        if (!m.meeple)
            tree_.fail(location,
                       fmt::format("{}: {} is our {} at rot {}, which has no {} at location {} "
                                   "(it shows {})",
                                   what, m.source, m.tile, m.rot, kind_word(p.kind),
                                   quoted_name(location.text()), tile.describe(rot)));
        m.source += " " + location.text();
    }

    void check_player(const json::Value& msg, std::size_t player, const std::string& what) {
        auto p = optional_member(msg, "player");
        if (!p) return;
        auto n = integer_of(*p, what + ": player", 0, 1000);
        if (static_cast<std::size_t>(n) != player)
            tree_.fail(*p, fmt::format("{}: player {} sends this message in player {}'s turn", what,
                                       n, player));
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
            } else if (type == "COMMIT") {
                if (!open) refuse("a COMMIT outside a turn");
                if (!log_.moves.empty())
                    check_player(msg, log_.moves.back().player, fmt::format("replay[{}]", i));
                open = false;
            } else if (type == "GAME_OVER") {
                if (open) refuse(fmt::format("the game ends inside move {} (no COMMIT)", turn));
                over = true;
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
        bool forced_end = end_turn_ && turns >= *end_turn_;
        bool pack_done = turns + 1 >= pack_size_;  // at least one basic set: 72 tiles
        log_.end = game_over_ || forced_end || pack_done;
        if (!log_.end)
            log_.notes.push_back(
                fmt::format("{} of {} tiles placed: the save stops mid-game; JCZ records no "
                            "message for a discarded tile, so if the game was over, set end: true",
                            turns + 1, pack_size_));
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
    bool farmers_ = true;  // 4.x: on unless the rule FARMERS is false
    std::vector<std::string> source_names_;
    std::vector<std::string> sets_;
    std::int64_t pack_size_ = 0;
    std::optional<std::int64_t> end_turn_;
    bool game_over_ = false;
    std::pair<std::int64_t, std::int64_t> placed_at_;
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
