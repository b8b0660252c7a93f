// How an expansion is imported from another program's records: the interface
// the JCloisterZone and Board Game Arena readers (import/import_*) call, and each
// expansion fills (its ExpansionDef::import, in lib/src/expansions/NAME/import.cpp).
// The readers know the base game alone; what they read of an expansion (the
// sets that give it, its settings and how they become options, its tile ids,
// its figures, what is unverified of it) comes from here, asked in registry order.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "import/json_tree.hpp"

namespace carcassonne {

// A JCloisterZone tile id and our tile: our rot = (JCZ rotation + turn) mod 360.
struct JczTileId {
    std::string_view jcz;  // as 5.x writes it (4.x writes its first '/' as '.')
    std::string_view ours;
    int turn = 0;
};

// A JCZ rule (setup.rules) that sets an option of the expansion: its
// `standard` value changes nothing, its `other` value sets `option` to
// `value`, any other value is refused. 5.x writes a rule's value as a string,
// 4.x as true or false.
struct JczRuleOption {
    std::string_view key;
    std::string_view standard;
    std::string_view other;
    std::string_view option;
    std::string_view value;
};

// A set key of the save refused with its reason: every key that starts with `prefix`.
struct JczRefusedSet {
    std::string_view prefix;
    std::string_view why;
};

// What one schema of JCZ saves holds of the expansion.
struct JczSchemaImport {
    std::vector<std::string_view> sets;  // keys of setup.sets (5.x) or setup.expansions (4.x)
    std::vector<std::string_view> capabilities;  // 4.x setup.capabilities it brings
    std::vector<JczRuleOption> rules;
    // An option's value when the expansion is played and no rule sets it.
    std::vector<std::pair<std::string_view, std::string_view>> defaults;
    std::vector<JczRefusedSet> refused_sets;
    // Its figures (JczImport::figures) that this schema's saves may not hold:
    // a meepleId naming one is refused like a figure of no expansion played.
    std::vector<std::string_view> refused_figures;
};

// What the setup reader shows an expansion's read_settings of one save, and
// what it keeps of the answer.
struct JczSettings {
    bool v5 = true;
    // A set that gives the expansion is in the save; read_settings may turn it
    // on when an element alone gives the expansion (a figure without its tiles).
    bool played = false;
    const json::Value* setup = nullptr;
    // Our options, in the order written (`options: {KEY: VALUE}`).
    std::vector<std::pair<std::string, std::string>> options;
    // The tile ids of JczImport::marked_tiles are written with their marks
    // (an element of the save turns them on).
    bool mark_tiles = false;
    std::vector<std::string> notes;  // one `# Note:` line each

    // 5.x setup.elements.KEY; nothing when absent or null (or in a 4.x save).
    std::optional<json::Value> element(std::string_view key) const;
    // An element's count: true is 1, false 0, else a whole number from 0 to 1000.
    std::int64_t count(const json::Value& v, std::string_view what) const;
    void set_option(std::string_view key, std::string value);
    [[noreturn]] void fail(const json::Value& at, const std::string& message) const;
};

// A replay message type an expansion brings (`RETURN_MEEPLE`): read inside an
// open move, it gives the move key the move gains (`KEY: VALUE`), or it
// refuses the message with the reason in `refusal` (and returns nothing).
struct JczMessage {
    std::string_view type;
    std::optional<std::string> (*read)(const json::Value& message, std::string& refusal) = nullptr;
};

struct JczImport {
    std::string_view set;    // its tile set, as messages name it ("the tile set NAME")
    std::string_view tiles;  // its tiles in messages ("only the base game and NAME")
    JczSchemaImport v5;
    JczSchemaImport v4;  // no sets: a 4.x save of it is refused
    // Its tile ids; one copy of its set is the catalogue's box counts of the
    // tiles they name (the pack's size, and so the end of the game).
    std::vector<JczTileId> tile_ids;
    // 5.x elements it reads, or that come with its sets: left out of the note
    // of ignored elements.
    std::vector<std::string_view> elements;
    // A meepleId's FIGURE (PLAYER.FIGURE.N) and our follower word (`meeple: WORD KIND LOC`).
    std::vector<std::pair<std::string_view, std::string_view>> figures;
    // A pointer's 5.x `feature` at location "I" and the area kind it names
    // (`Garden` and `garden`), besides the base game's.
    std::vector<std::pair<std::string_view, std::string_view>> features;
    // Tile ids (of any set) whose copy shows a mark of the expansion
    // (`BA/CG` and `garden`), written `marks: [MARK]` when read_settings sets
    // JczSettings::mark_tiles.
    std::vector<std::pair<std::string_view, std::string_view>> marked_tiles;
    // The replay's message types it reads: the reader asks them of a type it does not know.
    std::vector<JczMessage> messages;
    // Checks its elements and sets options from them; called for every save,
    // `played` or not (an element may need the expansion's sets).
    void (*read_settings)(JczSettings& s) = nullptr;
};

// What of a Board Game Arena log would belong to the expansion, which the
// importer refuses until a real log shows it.
struct BgaImport {
    std::string_view unverified;  // what is not known ("the tile types of ...")
    // Follower types (`ptype`) it would bring, each with what it would be.
    std::vector<std::pair<std::string_view, std::string_view>> ptypes;
};

struct ImportHooks {
    std::optional<JczImport> jcz;
    std::optional<BgaImport> bga;
};

}  // namespace carcassonne
