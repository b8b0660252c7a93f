// The expansions a document may list (`expansions: [...]`), as a registry.
// An expansion is one folder, lib/src/expansions/NAME/, that fills one
// ExpansionDef: its marks (marks.hpp), the column of the report its points go
// to, and one small interface per layer of the engine, each declared beside
// the code that calls it. Base code asks the registry and never names an
// expansion. Registering one is a single line: the built-in ones in
// lib/src/expansions/registry.cpp, a test's own with RegisterExpansion.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "carcassonne/model/area_kind.hpp"
#include "carcassonne/model/follower_kind.hpp"
#include "carcassonne/model/marks.hpp"
#include "carcassonne/model/rulebook.hpp"
#include "carcassonne/model/score_event.hpp"

namespace carcassonne {

struct Ruleset;          // ruleset.hpp
struct ExpansionSyntax;  // io/expansion_syntax.hpp: its keys in documents and custom tiles
struct ScoringHooks;     // scoring/scoring_hooks.hpp: its move and scoring points
struct ExplainHooks;     // query/explain_hooks.hpp: its sentences in `explain`
struct DrawHooks;        // report/glyphs.hpp: a glyph for each of its marks
struct ReportHooks;      // report/report_hooks.hpp: what it adds to a report from its state
struct ImportHooks;      // import/import_hooks.hpp: its sets, settings and tiles in other programs

// An expansion's place in the registry (registration order).
using ExpansionId = std::uint8_t;
constexpr int kMaxExpansions = 32;
using ExpansionSet = std::uint32_t;  // bit i: the expansion of id i

// A report column an expansion's points go to: its name in JSON and text, and
// where it stands among the columns (road 10, city 20, monastery 30, field 40,
// carried last). Whether a game that does not play the expansion shows it:
// ExpansionDef::shown_when_not_played.
struct ColumnDef {
    std::string_view name;
    int rank = 0;
};

// An expansion's own state of one game, which the game holds for it, copies
// with itself and hands to its hooks (scoring/scoring_hooks.hpp): counts it
// keeps as the game goes (tokens per player, how many of its tiles the moves
// took). What each count means is the expansion's.
using ExpansionState = std::vector<std::int64_t>;

// An option of an expansion under `options:` (`KEY: VALUE | VALUE`): its
// key and its values, the first the default. Its value is read, checked,
// written back and reported by the base code; the expansion reads its index
// (Ruleset::option). The option needs its expansion in `expansions:`.
struct OptionDef {
    std::string_view key;
    std::vector<std::string_view> values;
};
constexpr std::size_t kMaxOptions = 4;  // per expansion

// A line an expansion draws across its tiles: a fourth edge kind beside field,
// road and city (EdgeKind::Line). A tile shows at most one, reaching 1 or 2 of
// its edges (`KEY: [{edges: [W, E]}]` in a custom tile, TileDef::line_edges). A
// line edge matches only a line edge; the two halves of a line edge belong to
// fields, as a road edge's do, and the line divides them as the tile draws its
// fields. It is not a feature: no follower stands on it (`on: KEY E` is an
// input error citing `rule`) and it scores nothing. One expansion at most
// declares a line.
struct LineDef {
    std::string_view key;     // the tile key, the word of messages and of `tiles`
    std::string_view rule;    // its edge and follower rule, cited when either is broken
    char text = '~';          // `draw`'s text: the line from the middle to its edges
    std::string_view colour;  // `draw`'s SVG stroke
};

// The start tile of a game log with the expansion, in place of the base game's
// D: the default `start:`, which may put it on another square or turn it; a
// `start:` that names another tile breaks `rule`.
struct StartDef {
    std::string_view tile;
    std::string_view rule;
};

struct ExpansionDef {
    std::string_view name;  // in `expansions:` and in messages
    std::vector<MarkDef> marks;
    std::vector<OptionDef> options;
    // Its kinds of follower (follower_kind.hpp), each with its supply option.
    std::vector<FollowerKindDef> followers;
    // Its area kinds (area_kind.hpp): features on one tile scored by the 3x3 around it.
    std::vector<AreaKindDef> areas;
    std::optional<LineDef> line;
    std::optional<StartDef> start;
    std::optional<ColumnDef> column;
    // A game that does not play it shows nothing of it: not its column, its
    // options or its kinds of figure (the JSON report's "options", the kinds
    // `follower:` may name), so that adding an expansion leaves every other
    // game's output byte-identical. Unless this is set: the format showed the
    // expansion's column and options in every game before that rule (0 and the
    // defaults when not played), and so it stays.
    bool shown_when_not_played = false;
    // Rule texts that the built-in rule book does not hold (a test's expansion).
    std::vector<RuleText> rules;
    // Its rule ids (every id it cites, for the checks that each is in the rule book).
    std::vector<std::string_view> rule_ids;
    const ExpansionSyntax* syntax = nullptr;
    const ScoringHooks* scoring = nullptr;
    const ExplainHooks* explain = nullptr;
    const DrawHooks* draw = nullptr;
    const ReportHooks* report = nullptr;
    const ImportHooks* import = nullptr;

    // Set when it is registered.
    ExpansionId id = 0;
    std::optional<Category> category;  // its column, once registered
};

// Every expansion, in registry order: the built-in ones in the order the
// format lists them, then those registered by a program of its own (a test).
const std::vector<const ExpansionDef*>& expansions();
const ExpansionDef* find_expansion(std::string_view name);
const ExpansionDef& expansion(ExpansionId id);
// Every expansion's name, "a, b, c", for messages.
std::string known_expansions();
// The first expansion the rules list (registry order) that sets the start tile, or null.
const ExpansionDef* start_setter(const Ruleset& rules);
// The expansion that declares a line (LineDef), or null.
const ExpansionDef* line_owner();
// The expansion a mark belongs to, or null for the base game's.
const ExpansionDef* owner_of(const MarkDef& mark);

// Adds an expansion after the built-in ones; throws std::logic_error when its
// name, a mark's bit, a follower kind's name or its column is taken. For a program's own
// expansions:
//   static const carcassonne::RegisterExpansion kMine{my_expansion()};
ExpansionId register_expansion(ExpansionDef& def);
struct RegisterExpansion {
    explicit RegisterExpansion(ExpansionDef& def) { register_expansion(def); }
};

// Defined in lib/src/expansions/registry.cpp: the built-in expansions, in order.
std::vector<ExpansionDef*> builtin_expansions();

}  // namespace carcassonne
