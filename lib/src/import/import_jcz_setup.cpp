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
enum class Setting { Refused, TinyCity2, NoFarmers };

// A JCZ rule of the base game that matters to scoring. Its `standard` value
// changes nothing here; its `other` value becomes a setting (options:); any
// other value, or any non-standard value of a Refused rule, is refused
// (IMPORT.md's refusal rule: a non-default rule that changes scoring). An
// expansion's rules are its JczSchemaImport::rules.
struct RuleRow {
    std::string_view key;
    Setting setting;
    std::string_view standard;
    std::string_view other;  // empty for a Refused rule
};

// 5.x rules (string values; JCZ's defaults), from JCZ's own list of rules.
constexpr RuleRow kRules5[] = {
    {"tiny-city-scoring", Setting::TinyCity2, "4", "2"},
    {"little-buildings-scoring", Setting::Refused, "1/1/1", ""},
    {"king-and-robber-scoring", Setting::Refused, "default", ""},
    {"king-and-robber-baron-scoring", Setting::Refused, "default", ""},
    {"gq11-pig-herd", Setting::Refused, "pig", ""},
    {"hill-tiebreaker", Setting::Refused, "at-least-one-follower", ""},
};
// 4.x rules (true or false; absent is the standard value).
constexpr RuleRow kRules4[] = {
    {"FARMERS", Setting::NoFarmers, "true", "false"},
    {"TINY_CITY_2_POINTS", Setting::TinyCity2, "false", "true"},
    {"USE_PIG_HERDS_INDEPENDENTLY", Setting::Refused, "false", ""},
    {"PIG_HERD_ON_GQ_FARM", Setting::Refused, "true", ""},
    {"ON_HILL_NUMBER_TIEBREAKER", Setting::Refused, "false", ""},
    {"BULDINGS_DIFFERENT_VALUE", Setting::Refused, "false", ""},
};

// Our set for the base game's key in the save, or "".
std::string basic_5(const std::string& key) {
    return key == "basic" || key.rfind("basic:", 0) == 0 ? "basic" : "";
}
std::string basic_4(const std::string& key) {
    return key == "BASIC" ? "basic" : "";
}

// What differs between the two schemas (IMPORT.md "The two save schemas").
struct Schema {
    bool v5;
    std::string_view sets_key;  // under setup
    std::string_view set_word;  // in messages
    std::string_view basic;     // the base game's set, in messages
    std::string (*basic_set)(const std::string& key);
    const RuleRow* rules;
    std::size_t rule_count;
    bool farmers;  // when the save says nothing
    const JczSchemaImport& of(const JczImport& e) const { return v5 ? e.v5 : e.v4; }
};

constexpr Schema kSchema5{true,                // v5
                          "sets",              // sets_key
                          "tile set",          // set_word
                          "basic",             // basic
                          basic_5,             // basic_set
                          kRules5,             // rules
                          std::size(kRules5),  // rule_count
                          false};              // farmers: 5.x lists what is on
constexpr Schema kSchema4{false,               // v5
                          "expansions",        // sets_key
                          "expansion",         // set_word
                          "BASIC",             // basic
                          basic_4,             // basic_set
                          kRules4,             // rules
                          std::size(kRules4),  // rule_count
                          true};               // farmers: on unless FARMERS is false

template <typename List, typename T>
bool contains(const List& list, const T& item) {
    return std::find(std::begin(list), std::end(list), item) != std::end(list);
}

// One expansion's import hooks and what this save sets of it.
struct ExpansionSettings {
    std::string_view name;
    const JczImport* hooks;
    std::string_view start;
    JczSettings settings;
};

class SetupReader {
  public:
    SetupReader(const json::Value& root, ImportedLog& log, const Schema& schema)
        : tree_(root.tree()), root_(root), log_(log), schema_(schema) {}

    Setup read() {
        json::Value setup = member(root_, "setup", "the save");
        expect_object(setup, "setup");
        setup_value_ = setup;
        farmers_ = schema_.farmers;
        for (const JczExpansion& e : expansions()) {
            ExpansionSettings x{e.name, e.hooks, e.start, {}};
            x.settings.v5 = schema_.v5;
            x.settings.setup = &*setup_value_;
            for (const auto& [option, value] : schema_.of(*e.hooks).defaults)
                x.settings.set_option(option, std::string(value));
            expansions_.push_back(std::move(x));
        }
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

    // Our set for a key of the save, or "" when it is not supported.
    std::string our_set(const std::string& key, const json::Value& at, std::int64_t q) {
        std::string set = schema_.basic_set(key);
        std::vector<std::string> known = {std::string(schema_.basic)};
        for (const ExpansionSettings& e : expansions_) {
            const JczSchemaImport& of = schema_.of(*e.hooks);
            if (set.empty() && contains(of.sets, key)) set = std::string(e.hooks->set);
            for (const JczRefusedSet& r : of.refused_sets)
                if (q > 0 && key.rfind(r.prefix, 0) == 0)
                    tree_.fail(at, fmt::format("{} {} is not supported ({})", schema_.set_word,
                                               quoted_name(key), r.why));
            known.insert(known.end(), of.sets.begin(), of.sets.end());
        }
        if (q > 0 && set.empty())
            tree_.fail(at, fmt::format("{} {} is not supported (only {})", schema_.set_word,
                                       quoted_name(key), and_list(known)));
        return set;
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
            std::string set = our_set(k, (*sets)[i], q);
            if (!set.empty()) add_set(set, q);
            // Two copies of an expansion's set: its rules here know one
            // copy's tiles (the box), so the second copy's may break them.
            if (q > 1 && !set.empty() && set != "basic")
                log_.notes.push_back(fmt::format(
                    "{}.{} is {}: {} copies of the set, where the rules here count one copy's "
                    "tiles (the box), so a tile of another copy may be refused",
                    where, k, q, q));
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
            } else if (std::any_of(expansions_.begin(), expansions_.end(),
                                   [&](const auto& e) { return contains(e.hooks->elements, k); })) {
                // An expansion's: it reads them, or they come with its tile sets.
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
        std::vector<std::string> known = {"StandardGame"};
        for (const ExpansionSettings& e : expansions_)
            known.insert(known.end(), e.hooks->v4.capabilities.begin(),
                         e.hooks->v4.capabilities.end());
        for (std::size_t i = 0; i < caps->size(); ++i) {
            const std::string& c = string_of((*caps)[i], "a capability");
            if (!contains(known, c))
                tree_.fail((*caps)[i], fmt::format("capability {} is not supported (only {})",
                                                   quoted_name(c), and_list(known)));
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
            if (row != schema_.rules + schema_.rule_count)
                apply_rule(*row, v);
            else if (!apply_expansion_rule(k, v))
                ignored.push_back(quoted_name(k) + ": " + compact_json(v, 40));
        }
        if (!ignored.empty())
            log_.notes.push_back(
                fmt::format("rules of the source ignored here (they govern "
                            "expansions we do not have): {}",
                            join(ignored)));
    }

    // 5.x writes a rule's value as a string (a number may stand for one),
    // 4.x as true or false.
    std::string rule_value(std::string_view key, const json::Value& v) {
        std::string what = "setup.rules." + std::string(key);
        return schema_.v5 ? id_of(v, what) : std::string(enabled(v, what) ? "true" : "false");
    }

    void check_other(std::string_view key, std::string_view standard, std::string_view other,
                     const std::string& value, const json::Value& v) {
        if (value != other)
            tree_.fail(v, fmt::format("rule {} must be \"{}\" or \"{}\", not {}", key, standard,
                                      other, json::describe(v)));
    }

    // An expansion's rule (JczSchemaImport::rules) sets its option; false when no
    // expansion has the rule.
    bool apply_expansion_rule(const std::string& key, const json::Value& v) {
        for (ExpansionSettings& e : expansions_)
            for (const JczRuleOption& rule : schema_.of(*e.hooks).rules) {
                if (rule.key != key) continue;
                std::string value = rule_value(key, v);
                if (value == rule.standard) return true;
                check_other(rule.key, rule.standard, rule.other, value, v);
                e.settings.set_option(rule.option, std::string(rule.value));
                return true;
            }
        return false;
    }

    void apply_rule(const RuleRow& row, const json::Value& v) {
        std::string value = rule_value(row.key, v);
        if (value == row.standard) return;
        if (row.setting == Setting::Refused)
            tree_.fail(v, fmt::format("rule {} {} changes scoring and is not supported (only its "
                                      "default \"{}\")",
                                      row.key, json::describe(v), row.standard));
        check_other(row.key, row.standard, row.other, value, v);
        switch (row.setting) {
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
        // Every expansion is asked, played or not: an element may need its sets.
        for (ExpansionSettings& e : expansions_) {
            e.settings.played = contains(setup_.sets, e.hooks->set);
            if (e.hooks->read_settings) e.hooks->read_settings(e.settings);
            log_.notes.insert(log_.notes.end(), e.settings.notes.begin(), e.settings.notes.end());
            if (!e.settings.played) continue;
            setup_.features.insert(setup_.features.end(), e.hooks->features.begin(),
                                   e.hooks->features.end());
            if (e.settings.mark_tiles)
                setup_.marked_tiles.insert(setup_.marked_tiles.end(), e.hooks->marked_tiles.begin(),
                                           e.hooks->marked_tiles.end());
            log_.expansions.emplace_back(e.name);
            log_.options.insert(log_.options.end(), e.settings.options.begin(),
                                e.settings.options.end());
            for (const auto& figure : e.hooks->figures)
                if (!contains(schema_.of(*e.hooks).refused_figures, figure.first))
                    setup_.figures.push_back(figure);
            setup_.messages.insert(setup_.messages.end(), e.hooks->messages.begin(),
                                   e.hooks->messages.end());
            if (!e.start.empty()) start_ = e.start;  // its ExpansionDef::start
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
        if (m.tile != start_ || m.at != Pos{0, 0} || m.rot != 0) log_.start = m;
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
    std::optional<json::Value> setup_value_;
    std::vector<ExpansionSettings> expansions_;
    bool farmers_ = true;
    std::string_view start_ = "D";  // the default start tile
};

}  // namespace

Setup read_setup(const json::Value& root, bool v5, ImportedLog& log) {
    return SetupReader(root, log, v5 ? kSchema5 : kSchema4).read();
}

}  // namespace carcassonne::importer::jcz
