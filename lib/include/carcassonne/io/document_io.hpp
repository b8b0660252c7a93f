// Documents as text: a position or a game log read from YAML, one more move
// (--then), a position written back, a --tiles file, and the names of features.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "carcassonne/model/document.hpp"

namespace carcassonne {

// Tile definitions read from a `--tiles FILE`.
struct TileFile {
    std::string file;
    std::vector<std::pair<TileDef, SourceLoc>> tiles;
};

// The largest document (and --tiles file) read unless --max-bytes says more.
// Byte counts and limits given on the command line are 64-bit everywhere: size_t
// is 32 bits in WebAssembly (wasm32), where the same program runs in a browser.
constexpr std::uint64_t kDefaultMaxBytes = std::uint64_t{64} << 20;

// A reader reports at most this many errors of one document, then a note.
constexpr std::size_t kMaxInputErrors = 20;

struct ReadLimits {
    std::uint64_t max_bytes = kDefaultMaxBytes;  // the whole document
    std::size_t max_moves = 10'000'000;          // tiles of a board, moves of a log
    std::size_t max_errors = kMaxInputErrors;    // independent input errors reported
};

// Reads a position or a game log. Throws InputError (exit 2), located; where
// the reader could go on past an error, the others found follow in its `more`.
Document read_document(std::string_view text, const std::string& file,
                       const std::vector<TileFile>& tile_files = {}, const ReadLimits& limits = {});

// Reads one more move for `doc` (--then MOVE): a log move in YAML flow style,
// read and checked like an entry of `moves:` and resolved against doc's header;
// on a position `player:` is required. Errors are located in `source`
// ("--then:1:8: error: unknown tile 'Q'"); the move returned has no line.
Move read_move(std::string_view text, const Document& doc, const std::string& source = "--then");

// A position as a YAML document that read_document reads back to the same
// position: `comment` (each line after "# "), the header, the definitions of
// the custom tiles it places, the expansions' keys, `scores:` and `board:`.
std::string write_position(const Document& position, std::string_view comment = "");

// Reads a `--tiles FILE`: a map with one key, `tiles:`. Throws InputError.
TileFile read_tile_file(std::string_view text, const std::string& file);
// Reads the built-in tile set `name` (tile_sets.hpp); nothing when there is
// none, or when this build cannot read it (a set of an expansion the build is
// made without: tests/leave_out/).
std::optional<TileFile> read_builtin_tile_set(std::string_view name);

// How a document names a feature of a placed tile, in board directions (a
// follower's `on:`, the `--on` of a command).
constexpr std::string_view kFeatureForms = "'road E', 'city N', 'field Nw' or 'monastery'";
// Reads one such name ("city S"); nothing when it is none of those forms. The
// inverse of describe(FeatureRef).
std::optional<FeatureRef> parse_feature_ref(std::string_view text);
// Every name parse_feature_ref reads ("monastery", "road N", ..., "field Wn",
// "field inner"), for suggestions.
std::vector<std::string> feature_names();
// " (did you mean 'city S'?)" for a feature name that is none of those: a
// typo, the words the other way round (`S city`), another word (`cloister`);
// "" when nothing is close.
std::string feature_did_you_mean(std::string_view text);

}  // namespace carcassonne
