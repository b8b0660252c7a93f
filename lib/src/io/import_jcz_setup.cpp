// The setup of a JCloisterZone save: tile sets, figures and mechanics, rules,
// the start tile, the end annotations and a test save's assertions
// (IMPORT.md "Settings" and "End of game"). One reader for both schemas; what
// differs between them (keys, names, defaults, the rules it knows) is a Schema.
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

// What a JCZ rule's other value becomes here.
enum class Setting { Refused, MazeSimple, MazeAdvanced, TinyCity2, NoFarmers };

// A JCZ rule that matters to scoring. Its `standard` value changes nothing
// here; its `other` value becomes a setting (options:); any other value, or
// any non-standard value of a Refused rule, is refused (IMPORT.md's refusal
// rule: a non-default rule that changes scoring).
struct RuleRow {
    std::string_view key;
    Setting setting;
    std::string_view standard;
    std::string_view other;  // empty for a Refused rule
};

// 5.x rules (string values; JCZ's defaults), from JCZ's own list of rules.
constexpr RuleRow kRules5[] = {
    {"labyrinth-variant", Setting::MazeSimple, "advanced", "basic"},
    {"tiny-city-scoring", Setting::TinyCity2, "4", "2"},
    {"little-buildings-scoring", Setting::Refused, "1/1/1", ""},
    {"king-and-robber-scoring", Setting::Refused, "default", ""},
    {"king-and-robber-baron-scoring", Setting::Refused, "default", ""},
    {"gq11-pig-herd", Setting::Refused, "pig", ""},
    {"hill-tiebreaker", Setting::Refused, "at-least-one-follower", ""},
};
// 4.x rules (true or false; absent is the standard value).
constexpr RuleRow kRules4[] = {
    {"ADVANCED_LABYRINTH", Setting::MazeAdvanced, "false", "true"},
    {"FARMERS", Setting::NoFarmers, "true", "false"},
    {"TINY_CITY_2_POINTS", Setting::TinyCity2, "false", "true"},
    {"USE_PIG_HERDS_INDEPENDENTLY", Setting::Refused, "false", ""},
    {"PIG_HERD_ON_GQ_FARM", Setting::Refused, "true", ""},
    {"ON_HILL_NUMBER_TIEBREAKER", Setting::Refused, "false", ""},
    {"BULDINGS_DIFFERENT_VALUE", Setting::Refused, "false", ""},
};

// Our set for a tile set's key in the save, or "" when it is not supported.
std::string set_5(const std::string& key) {
    if (key == "basic" || key.rfind("basic:", 0) == 0) return "basic";
    return key == "watchtowers" || key == "labyrinth" ? key : "";
}
std::string set_4(const std::string& key) {
    return key == "BASIC" ? "basic" : key == "LABYRINTH" ? "labyrinth" : "";
}

// What differs between the two schemas (IMPORT.md "The two save schemas").
struct Schema {
    bool v5;
    std::string_view sets_key;  // under setup
    std::string_view set_word;  // in messages
    std::string_view supported_sets;
    std::string (*our_set)(const std::string& key);
    const RuleRow* rules;
    std::size_t rule_count;
    bool farmers;           // when the save says nothing
    std::string_view maze;  // the maze variant when the save says nothing
};

constexpr Schema kSchema5{true,                                // v5
                          "sets",                              // sets_key
                          "tile set",                          // set_word
                          "basic, watchtowers and labyrinth",  // supported_sets
                          set_5,                               // our_set
                          kRules5,                             // rules
                          std::size(kRules5),                  // rule_count
                          false,                               // farmers: 5.x lists what is on
                          "advanced"};                         // maze: JCZ 5's default
constexpr Schema kSchema4{false,                               // v5
                          "expansions",                        // sets_key
                          "expansion",                         // set_word
                          "BASIC and LABYRINTH",               // supported_sets
                          set_4,                               // our_set
                          kRules4,                             // rules
                          std::size(kRules4),                  // rule_count
                          true,       // farmers: on unless FARMERS is false
                          "simple"};  // maze: unless ADVANCED_LABYRINTH

class SetupReader {
  public:
    SetupReader(const json::Value& root, ImportedLog& log, const Schema& schema)
        : tree_(root.tree()), root_(root), log_(log), schema_(schema) {}

    Setup read() {
        json::Value setup = member(root_, "setup", "the save");
        expect_object(setup, "setup");
        farmers_ = schema_.farmers;
        maze_ = std::string(schema_.maze);
        read_sets(setup);
        read_addons(setup);
        if (schema_.v5)
            read_elements(setup);
        else
            read_capabilities(setup);
        read_rules(setup);
        set_options();
        if (schema_.v5) read_start(setup);
        if (schema_.v5)
            read_end_turn();
        else
            read_draw_order();
        read_assertions();
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

    // 5.x setup.sets, 4.x setup.expansions: a map of set to quantity.
    void read_sets(const json::Value& setup) {
        auto sets = optional_member(setup, schema_.sets_key);
        if (!sets) return;
        std::string where = "setup." + std::string(schema_.sets_key);
        expect_object(*sets, where);
        for (std::size_t i = 0; i < sets->size(); ++i) {
            const std::string& k = sets->key(i);
            std::int64_t q = quantity((*sets)[i], where + "." + k);
            std::string set = schema_.our_set(k);
            if (q > 0 && set.empty())
                tree_.fail((*sets)[i],
                           fmt::format("{} {} is not supported (only {})", schema_.set_word,
                                       quoted_name(k), schema_.supported_sets));
            if (!set.empty()) add_set(set, q);
        }
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

    // 5.x setup.elements: figures and mechanics that are on.
    void read_elements(const json::Value& setup) {
        auto elements = optional_member(setup, "elements");
        if (!elements) return;
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
                    tree_.fail(v, fmt::format("element {} is not supported (it scores at the end "
                                              "without any move)",
                                              quoted_name(k)));
                ignored.push_back(quoted_name(k));
            }
        }
        if (!ignored.empty())
            log_.notes.push_back(
                fmt::format("elements on in the source and ignored here (each "
                            "acts only through a figure, token, tile or "
                            "message, none of which this save uses): {}",
                            join(ignored)));
    }

    // 4.x setup.capabilities: a list of mechanics.
    void read_capabilities(const json::Value& setup) {
        auto caps = optional_member(setup, "capabilities");
        if (!caps) return;
        expect_array(*caps, "setup.capabilities");
        for (std::size_t i = 0; i < caps->size(); ++i) {
            const std::string& c = string_of((*caps)[i], "a capability");
            if (c != "StandardGame" && c != "Labyrinth")
                tree_.fail((*caps)[i], fmt::format("capability {} is not supported (only "
                                                   "StandardGame and Labyrinth)",
                                                   quoted_name(c)));
        }
    }

    // setup.rules: the schema's rules that matter become options, or are refused;
    // the others govern expansions we do not have (a note).
    void read_rules(const json::Value& setup) {
        auto rules = optional_member(setup, "rules");
        if (!rules) return;
        expect_object(*rules, "setup.rules");
        std::vector<std::string> ignored;
        for (std::size_t i = 0; i < rules->size(); ++i) {
            const std::string& k = rules->key(i);
            json::Value v = (*rules)[i];
            const RuleRow* row = std::find_if(schema_.rules, schema_.rules + schema_.rule_count,
                                              [&](const RuleRow& r) { return r.key == k; });
            if (row == schema_.rules + schema_.rule_count)
                ignored.push_back(quoted_name(k) + ": " + compact_json(v, 40));
            else
                apply_rule(*row, v);
        }
        if (!ignored.empty())
            log_.notes.push_back(
                fmt::format("rules of the source ignored here (they govern "
                            "expansions we do not have): {}",
                            join(ignored)));
    }

    void apply_rule(const RuleRow& row, const json::Value& v) {
        std::string what = "setup.rules." + std::string(row.key);
        // 5.x writes a rule's value as a string (a number may stand for one),
        // 4.x as true or false.
        std::string value =
            schema_.v5 ? id_of(v, what) : std::string(enabled(v, what) ? "true" : "false");
        if (value == row.standard) return;
        if (row.setting == Setting::Refused)
            tree_.fail(v, fmt::format("rule {} {} changes scoring and is not supported (only its "
                                      "default \"{}\")",
                                      row.key, json::describe(v), row.standard));
        if (value != row.other)
            tree_.fail(v, fmt::format("rule {} must be \"{}\" or \"{}\", not {}", row.key,
                                      row.standard, row.other, json::describe(v)));
        switch (row.setting) {
            case Setting::MazeSimple:
                maze_ = "simple";
                break;
            case Setting::MazeAdvanced:
                maze_ = "advanced";
                break;
            case Setting::TinyCity2:
                log_.tiny_city = 2;  // house.tiny-city
                break;
            case Setting::NoFarmers:
                farmers_ = false;
                break;
            case Setting::Refused:
                break;
        }
    }

    void set_options() {
        if (setup_.sets.empty()) {
            add_set("basic", 1);
            log_.notes.push_back("the setup lists no tile set: the base game alone is assumed");
        }
        if (std::find(setup_.sets.begin(), setup_.sets.end(), "watchtowers") != setup_.sets.end())
            log_.expansions.push_back("watchtowers");
        if (std::find(setup_.sets.begin(), setup_.sets.end(), "labyrinth") != setup_.sets.end()) {
            log_.expansions.push_back("maze");
            log_.maze = maze_;
        }
        if (!farmers_) log_.farms = "none";  // house.farms.none
    }

    // 5.x setup.start: the one start tile.
    void read_start(const json::Value& setup) {
        auto start = optional_member(setup, "start");
        if (!start) return;
        expect_array(*start, "setup.start");
        if (start->size() != 1)
            tree_.fail(*start,
                       fmt::format("setup.start must hold one start tile, not {}", start->size()));
        json::Value s = (*start)[0];
        expect_object(s, "setup.start[0]");
        ImportedMove m =
            placement(member(s, "tile", "setup.start[0]"), member(s, "rotation", "setup.start[0]"),
                      "setup.start[0]", true, setup_.sets);
        m.at = board_pos(member(s, "x", "setup.start[0]"), member(s, "y", "setup.start[0]"),
                         "setup.start[0]");
        if (m.tile != "D" || m.at != Pos{0, 0} || m.rot != 0) log_.start = m;
    }

    // 5.x: the game is over after gameAnnotations.endTurn moves.
    void read_end_turn() {
        auto annotations = optional_member(root_, "gameAnnotations");
        if (!annotations) return;
        expect_object(*annotations, "gameAnnotations");
        if (auto end = optional_member(*annotations, "endTurn"))
            setup_.end_turn = integer_of(*end, "gameAnnotations.endTurn", 0, INT64_MAX);
    }

    // 4.x: a forced draw order that ends in "#END".
    void read_draw_order() {
        auto annotations = optional_member(root_, "annotations");
        if (!annotations) return;
        expect_object(*annotations, "annotations");
        auto pack = optional_member(*annotations, "tilePack");
        auto params = pack && pack->is_object() ? optional_member(*pack, "params") : std::nullopt;
        auto order =
            params && params->is_object() ? optional_member(*params, "drawOrder") : std::nullopt;
        if (!order) return;
        expect_array(*order, "annotations.tilePack.params.drawOrder");
        for (std::size_t i = 0; i < order->size(); ++i)
            if (string_of((*order)[i], "a drawOrder entry") == "#END") {
                setup_.end_turn = static_cast<std::int64_t>(i);
                break;
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

    const json::Tree& tree_;
    json::Value root_;
    ImportedLog& log_;
    const Schema& schema_;
    Setup setup_;
    bool farmers_ = true;
    std::string maze_;
};

}  // namespace

Setup read_setup(const json::Value& root, bool v5, ImportedLog& log) {
    return SetupReader(root, log, v5 ? kSchema5 : kSchema4).read();
}

}  // namespace carcassonne::importer::jcz
