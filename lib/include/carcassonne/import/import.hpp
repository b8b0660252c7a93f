// Games recorded elsewhere (JCloisterZone saves, Board Game Arena logs) written
// as our game-log document, which every other command then reads.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "carcassonne/io/document_io.hpp"
#include "carcassonne/model/document.hpp"
#include "carcassonne/model/error.hpp"

namespace carcassonne {

enum class ImportSource : std::uint8_t { Jcz, Bga };

// "jcz" or "bga"; nothing for any other word.
std::optional<ImportSource> parse_import_source(std::string_view s);

struct ImportOptions {
    std::optional<ImportSource> from;  // --from; absent: told from the file's keys
    std::optional<std::size_t> game;   // --game N (from 1): one game of a file that holds several
    std::uint64_t max_bytes = kDefaultMaxBytes;  // the whole file (--max-bytes)
    std::size_t max_depth = 64;                  // nested JSON arrays and objects
};

// The final scores the source itself records (BGA does), in our turn order.
struct SourceScores {
    std::vector<std::int64_t> totals;
    SourceLoc where;  // the notification that gives them
};

struct ImportedGame {
    std::string log;  // the game-log document (YAML text), byte for byte deterministic
    std::optional<SourceScores> final_scores;
};

// Reads a JCloisterZone save or a Board Game Arena log and writes the same game
// as a game log. `file` names the input in messages and in the log's header.
// Throws InputError, located FILE:LINE:COLUMN, when the file cannot be read or
// holds something the game-log format cannot express.
ImportedGame import_game(std::string_view text, const std::string& file,
                         const ImportOptions& options = {});

}  // namespace carcassonne
