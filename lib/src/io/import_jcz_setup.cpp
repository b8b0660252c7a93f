// The setup of a JCloisterZone save: tile sets, figures and mechanics, rules,
// the start tile, the end annotations and a test save's assertions
// (IMPORT.md "Settings" and "End of game").
#include <fmt/format.h>

#include <algorithm>

#include "import_jcz.hpp"

namespace carcassonne::importer::jcz {
namespace {

// A list for a note, cut after 20 items.
std::string join(const std::vector<std::string>& items) {
    std::string s;
    for (std::size_t i = 0; i < items.size() && i < 20; ++i) s += (i ? ", " : "") + items[i];
    return items.size() > 20 ? s + ", ..." : s;
}

class SetupReader {
  public:
    SetupReader(const json::Value& root, ImportedLog& log)
        : tree_(root.tree()), root_(root), log_(log) {}

    Setup read(bool v5) {
        v5_ = v5;
        if (v5)
            read_setup_v5();
        else
            read_setup_v4();
        return setup_;
    }

  private:
    // A set of tiles or a figure: how many copies (true is 1).
    std::int64_t quantity(const json::Value& v, const std::string& what) {
        if (v.is_bool()) return v.boolean() ? 1 : 0;
        return integer_of(v, what, 0, 1000);
    }

    void add_set(std::string_view set, std::int64_t q) {
        setup_.pack_size += set_size(set) * q;
        if (q > 0 && std::find(setup_.sets.begin(), setup_.sets.end(), set) == setup_.sets.end())
            setup_.sets.emplace_back(set);
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
                                       member(s, "rotation", "setup.start[0]"), "setup.start[0]",
                                       true, setup_.sets);
            m.at = board_pos(member(s, "x", "setup.start[0]"), member(s, "y", "setup.start[0]"),
                             "setup.start[0]");
            if (m.tile != "D" || m.at != Pos{0, 0} || m.rot != 0) log_.start = m;
        }
        if (auto annotations = optional_member(root_, "gameAnnotations")) {
            expect_object(*annotations, "gameAnnotations");
            if (auto end = optional_member(*annotations, "endTurn"))
                setup_.end_turn = integer_of(*end, "gameAnnotations.endTurn", 0, INT64_MAX);
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
                        setup_.end_turn = static_cast<std::int64_t>(i);
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
        if (setup_.sets.empty()) {
            add_set("basic", 1);
            log_.notes.push_back("the setup lists no tile set: the base game alone is assumed");
        }
        if (std::find(setup_.sets.begin(), setup_.sets.end(), "watchtowers") != setup_.sets.end())
            log_.expansions.push_back("watchtowers");
        if (std::find(setup_.sets.begin(), setup_.sets.end(), "labyrinth") != setup_.sets.end()) {
            log_.expansions.push_back("maze");
            log_.maze = variant;
        }
        if (!farmers_)
            log_.notes.push_back(
                "farmers are off in the source: no farmer stands, and fields score only "
                "for farmers, so nothing changes here");
    }

    const json::Tree& tree_;
    json::Value root_;
    ImportedLog& log_;
    Setup setup_;
    bool v5_ = false;
    bool farmers_ = true;  // 4.x: on unless the rule FARMERS is false
};

}  // namespace

Setup read_setup(const json::Value& root, bool v5, ImportedLog& log) {
    return SetupReader(root, log).read(v5);
}

}  // namespace carcassonne::importer::jcz
