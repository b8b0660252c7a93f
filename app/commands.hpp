// The subcommands. Each cmd_*.cpp registers its own subcommand and options on
// the CLI11 app (add_*_command) and, once the command line names it, leaves in
// `run` what it does; the result is the process exit status (0 fine, 1 a rule
// violation, 2 unreadable input or a usage error).
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "carcassonne/io/document_io.hpp"
#include "carcassonne/model/document.hpp"
#include "carcassonne/report/render.hpp"
#include "carcassonne/scoring/adjudicate.hpp"
#include "carcassonne/scoring/report.hpp"
#include "process.hpp"

namespace CLI {
class App;
class Option;
class Validator;
}  // namespace CLI

namespace carcassonne::app {

using Run = std::function<int()>;

void add_score_command(CLI::App& app, Run& run);
void add_check_command(CLI::App& app, Run& run);
void add_rules_command(CLI::App& app, Run& run);
void add_tiles_command(CLI::App& app, Run& run);
void add_draw_command(CLI::App& app, Run& run);
void add_import_command(CLI::App& app, Run& run);
void add_position_command(CLI::App& app, Run& run);
void add_explain_command(CLI::App& app, Run& run);
void add_fits_command(CLI::App& app, Run& run);
void add_expansions_command(CLI::App& app, Run& run);

// The document a command reads, with the options every such command takes.
struct InputOptions {
    std::string file = "-";                      // "-" is standard input
    std::vector<std::string> tile_files;         // --tiles FILE, repeatable
    std::uint64_t max_bytes = kDefaultMaxBytes;  // --max-bytes
};
// Each option defined once, for every command that takes it: FILE (the
// document), --tiles FILE (repeatable) and --max-bytes N. FILE is returned for
// a command that requires it or reads something other than a document.
CLI::Option* add_file_option(CLI::App& command, InputOptions& in);
void add_tiles_option(CLI::App& command, std::vector<std::string>& files);
void add_max_bytes_option(CLI::App& command, InputOptions& in);
// A whole decimal number, for a number a command line gives (--move, --game,
// --max-bytes): no 0x10, no 010, no 1e3.
const CLI::Validator& whole_decimal();
// --move N: a game log's board after its first N moves.
void add_move_option(CLI::App& command, std::optional<std::uint64_t>& moves);
// --format with the given choices (the first is the default).
void add_format_option(CLI::App& command, std::string& format,
                       const std::vector<std::string>& choices);

// A usage error that the command line could not catch, on standard error as
// `carcassonne: error: MESSAGE`; returns the exit status, 2.
int command_error(const std::string& message);
// A rule violation in the shape of an input error, so that editors and
// `grep -n` users find the line: FILE:LINE:1: violation: RULE: [move N: ]MESSAGE
// (a violation of the whole board, with no line at fault: FILE: violation: ...).
std::string violation_line(const std::string& file, const Violation& v);
// A square as a command line gives it: "3,-1" (a space after the comma is allowed).
std::optional<Pos> parse_square(std::string_view text);
// 0, or command_error() when --move N cannot apply to the document.
int check_move_option(const Document& doc, const std::optional<std::uint64_t>& moves);

// --then MOVE: one more move, in log syntax; read_then reads it for the
// document (InputError located in "--then").
void add_then_option(CLI::App& command, std::optional<std::string>& then);
std::optional<Move> read_then(const std::optional<std::string>& then, const Document& doc);

// Reads the document and the --tiles files; throws InputError.
Document load(const InputOptions& in);
// Reads one document ("-": standard input) with custom tiles already read; throws InputError.
Document load_document(const std::string& file, const std::vector<TileFile>& tiles,
                       std::uint64_t max_bytes);
// Reads the --tiles files into a catalogue of built-in and custom tiles; throws InputError.
std::vector<TileFile> load_tile_files(const std::vector<std::string>& files,
                                      std::uint64_t max_bytes);
// Reads a whole file ("-": standard input) up to max_bytes; throws InputError.
std::string read_input(const std::string& file, std::uint64_t max_bytes);
// A file as messages and reports name it: "<stdin>" for "-", and printable
// (invalid UTF-8 and control characters as U+FFFD).
std::string display_name(const std::string& file);
// Whether text for standard output may carry terminal colours: a terminal, no
// NO_COLOR, no TERM=dumb (`score` and `draw` alike).
bool colour_wanted();
// --color auto|always|never, for the commands that colour their text; `auto`
// (the default) is colour_wanted()'s test, the others overrule it.
void add_colour_option(CLI::App& command);
void report_error(const InputError& e);
// `check`'s warnings (also `tiles --left`'s), on standard error: each tile the
// document (up to move N) takes out of the box more often than it holds,
// located at the entry that takes the first copy too many.
void warn_over_box(const Document& doc, std::optional<std::uint64_t> moves);

// FILE... of `score` and `check`: the documents, adjudicated in turn.
void add_files_option(CLI::App& command, std::vector<std::string>& files);

// One reason a file could not be adjudicated, as scripts get it: a place in
// the file (line 0: none, as for a file that cannot be opened) and the message.
struct FileError {
    SourceLoc where;
    std::string message;
};

// What one of several files gave: its document and report, or neither when it
// could not be read (its located error is then already on standard error).
struct FileResult {
    std::string name;  // as in messages: "<stdin>" for standard input
    const Document* doc = nullptr;
    const Report* report = nullptr;
    int status = 2;  // the exit status of this file alone
    // Read, but --move N cannot apply to it (a position, or a log with fewer
    // moves); the message is already on standard error.
    bool refused = false;
    std::vector<FileError> errors;  // when not adjudicated: why, in document order
};
// Writes what one file gave; returns false on a write error.
using FileWriter = std::function<bool(const FileResult&)>;

// The loop of `score` and `check` over several files: the --tiles files are
// read once, then each document is read and adjudicated in turn and handed to
// `write`. A directory among `files` stands for its *.yaml and *.yml files,
// sorted by name (not those of its subdirectories, nor hidden ones); one that
// holds none is a file that cannot be read. An unreadable file, or one that options.moves (--move
// N) cannot apply to, is reported and the others still adjudicated. `then` (--then MOVE) is read
// for each document in turn (its player names are that document's). Returns the highest of the
// files' exit statuses (2 at once on a write error). Unless `keep_moves`, a
// log's moves are let go once adjudicated, before `write` (which then must not
// read them): a long log's report is rendered in the memory its moves took.
int adjudicate_files(const std::vector<std::string>& files, const InputOptions& in,
                     const AdjudicationOptions& options, const std::optional<std::string>& then,
                     const FileWriter& write, bool keep_moves = true);

}  // namespace carcassonne::app
