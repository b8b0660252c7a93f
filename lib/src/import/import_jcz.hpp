// JCloisterZone saves (IMPORT.md "JCloisterZone"), in three files: the data
// tables of tile ids and follower locations (import_jcz_tables.cpp), the setup
// (import_jcz_setup.cpp) and the replay, turn by turn (import_jcz.cpp).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "import_common.hpp"
#include "import_hooks.hpp"

namespace carcassonne::importer::jcz {

// What the setup says that the replay needs.
struct Setup {
    std::vector<std::string> sets;         // basic, an expansion's JczImport::set: each with a copy
    std::int64_t pack_size = 0;            // the pack's tiles, the start tile included
    std::optional<std::int64_t> end_turn;  // the game is over after this many moves
    // The figures of the expansions played (JCZ's word, ours), besides "small".
    std::vector<std::pair<std::string_view, std::string_view>> figures;
    // The replay message types of the expansions played, besides the base game's.
    std::vector<JczMessage> messages;
    // The expansions' features (JCZ's word, our area kind) and marked tile ids
    // (JCZ's id, our mark), of the expansions played.
    std::vector<std::pair<std::string_view, std::string_view>> features;
    std::vector<std::pair<std::string_view, std::string_view>> marked_tiles;
};

// Reads the setup, the annotations and the test part of a save into `log`
// (expansions, options, start tile, notes). Throws InputError.
Setup read_setup(const json::Value& root, bool v5, ImportedLog& log);

// A tile id (4.x writes BA.CFC.2 for BA/CFC.2) and a rotation, as our tile and
// rot; refused when the id is not in the table or its set is not in `sets`.
ImportedMove placement(const json::Value& tile_id, const json::Value& rotation,
                       const std::string& what, bool v5, const std::vector<std::string>& sets);

// A follower's spot on a tile: its kind and board edges or halves.
struct Pointer {
    SegmentKind kind = SegmentKind::Road;
    std::uint8_t edges = 0;
    std::uint8_t halves = 0;
    bool inner = false;  // 5.x Field at I: a field that reaches no edge (`field inner`)
};

// A pointer's `location` (board directions) and 5.x `feature` on `tile` at
// `rot`; refused when our format has no such spot. 4.x names no kind: an edge
// location is then the city or road of our tile there.
// `features` are the expansions' (Setup::features), at location "I" only.
Pointer pointer_of(const json::Value& location, const std::optional<json::Value>& feature,
                   const TileDef& tile, Rotation rot, const std::string& what,
                   const std::vector<std::pair<std::string_view, std::string_view>>& features = {});

// An expansion JCZ saves may give: its name and its import hooks.
struct JczExpansion {
    std::string_view name;
    const JczImport* hooks;
    std::string_view start;  // its start tile (ExpansionDef::start), or empty
};
// Those expansions, in registry order.
std::vector<JczExpansion> expansions();

// Tiles in one copy of a set (72 basic), 0 for others: the catalogue's box
// counts of the tiles its ids name (an expansion's JczImport::tile_ids).
int set_size(std::string_view set);

}  // namespace carcassonne::importer::jcz
