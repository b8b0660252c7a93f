// What both importers share: the game they read (ImportedLog), reading numbers
// and names out of the JSON tree, turning a feature on a tile into our
// `meeple:` words, player names, and writing the game-log document.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "carcassonne/import/import.hpp"
#include "carcassonne/model/catalogue.hpp"
#include "carcassonne/model/wording.hpp"
#include "json_tree.hpp"

namespace carcassonne::importer {

// One move of the game as our format writes it.
struct ImportedMove {
    bool discard = false;
    std::size_t player = 0;             // index into ImportedLog::players
    std::string tile;                   // our catalogue id
    Pos at;                             // our coordinates (y to the north)
    int rot = 0;                        // degrees
    std::vector<std::string> marks;     // the copy's marks (a garden copy): `marks: [garden]`
    std::optional<std::string> meeple;  // as `meeple:` writes it: "city N", "large road E"
    std::vector<std::string> keys;      // an expansion's move keys, as written: "KEY: VALUE"
    std::string source;                 // the source's own values, for the comment after the move
};

// A player's final score as the source records it.
struct SourceScore {
    std::int64_t total = 0;
    std::optional<std::array<std::int64_t, 4>> categories;  // road, city, monastery, field
};

struct ImportedLog {
    std::string what;                     // "a JCloisterZone save, schema 4.x, appVersion 4.4.0"
    std::vector<std::string> players;     // our names, in turn order
    std::vector<std::string> expansions;  // our names, in FORMAT.md's order
    int followers = 7;
    // The expansions' options, in the order written (`options: {KEY: VALUE}`).
    std::vector<std::pair<std::string, std::string>> options;
    std::optional<std::string> farms;   // a house rule other than the default: none
    std::optional<int> tiny_city;       // a house rule other than the default: 2
    std::optional<ImportedMove> start;  // only when not the default start at [0, 0], rot 0
    std::vector<ImportedMove> moves;
    bool end = true;
    std::vector<SourceScore> final_scores;  // per player, when the source records them
    SourceLoc final_scores_at;
    std::vector<std::string> notes;  // one `# Note:` line each
};

// Writes the game-log document (IMPORT.md "Output" and "Header comment").
std::string write_log(const ImportedLog& log, const std::string& file);

// Our names for the source's players (IMPORT.md "Player names"); a note for
// every name that changed.
std::vector<std::string> our_player_names(const std::vector<std::string>& source,
                                          std::vector<std::string>& notes);
// A player name as YAML reads it back as that string: quoted when needed.
std::string yaml_name(const std::string& name);
// Text safe inside a one-line YAML comment: control characters, invalid UTF-8
// and Unicode line breaks become U+FFFD, as in every file name the program
// writes (printable.hpp); cut after `max` bytes.
std::string comment_text(std::string_view s, std::size_t max = 200);
// A name from the source for a note: in double quotes, escaped, ASCII only.
std::string quoted_name(std::string_view s);
// A value written back as compact JSON (strings as quoted_name), cut after about `max` bytes.
std::string compact_json(const json::Value& v, std::size_t max = 300);

// Reading values out of the tree; each throws a located InputError naming `what`.
json::Value member(const json::Value& object, std::string_view key, std::string_view what);
std::optional<json::Value> optional_member(const json::Value& object, std::string_view key);
void expect_object(const json::Value& v, std::string_view what);
void expect_array(const json::Value& v, std::string_view what);
const std::string& string_of(const json::Value& v, std::string_view what);
// A JSON whole number or a decimal string ("-1", "93033745"), within [min, max].
std::int64_t integer_of(const json::Value& v, std::string_view what, std::int64_t min,
                        std::int64_t max);
// A string, or a number written as its decimal text (ids and uids).
std::string id_of(const json::Value& v, std::string_view what);
// true, false, or a number (JSON or decimal string): above 0 is on.
bool enabled(const json::Value& v, std::string_view what);
// Source coordinates (y to the south) as ours; refused when -y leaves 32 bits.
Pos board_pos(const json::Value& x, const json::Value& y, std::string_view what);

// The feature of `tile` turned by `rot` (quarter turns) that holds every board
// edge in `edges` (road, city) or board half in `halves` (field), of kind
// `kind`, named by its first board edge (N E S W) or half (Nw ... Wn); nothing
// when they do not lie on one such feature.
std::optional<FeatureRef> feature_on(const TileDef& tile, Rotation rot, SegmentKind kind,
                                     std::uint8_t edges, std::uint8_t halves);
// Drawn edges and halves of the catalogue orientation turned by `rot`.
std::uint8_t turn_edges(std::uint8_t edges, Rotation rot);
std::uint8_t turn_halves(std::uint8_t halves, Rotation rot);

const TileDef& catalogue_tile(std::string_view id);

// The two readers.
ImportedLog read_jcz(const json::Tree& tree, std::optional<std::size_t> game);
ImportedLog read_bga(const json::Tree& tree, std::optional<std::size_t> game);
// The keys either reader looks at (everything else is dropped while parsing).
json::KeepFilter import_filter();

}  // namespace carcassonne::importer
