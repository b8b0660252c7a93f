// Helpers for tests that run the built binary on the scenario corpus.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "carcassonne/io/document_io.hpp"
#include "carcassonne/model/document.hpp"
#include "carcassonne/model/score_event.hpp"
#include "carcassonne/scoring/report.hpp"

namespace YAML {
class Node;
}

namespace carcassonne::test {

struct Run {
    int exit = -1;
    std::string out;
    std::string err;
};

// Runs `carcassonne ARGS` in the source tree (so paths read scenarios/...):
// the built binary, started directly (posix_spawn, no shell), standard input
// read from stdin_file (relative to the source tree) or /dev/null.
Run run_binary(const std::string& args, const std::string& stdin_file = "");
// The same in this process, through app::run_command_line as the binary's
// main() runs it: the same output and status, without starting a process a
// call (the scenario corpus makes thousands of calls).
Run run_in_process(const std::string& args, const std::string& stdin_file = "");
// ARGS of both split into words as sh splits them (quotes, backslashes); what
// only a shell does (pipes, redirections, variables) is refused with
// std::invalid_argument. No globbing.
std::vector<std::string> shell_words(const std::string& line);
// Every scenario document (*.yaml but not *.expect.yaml, not under tilesets/), sorted.
std::vector<std::string> scenario_files();
std::string slurp(const std::string& path);
// The directives on a scenario's leading comment lines (scenarios/README.md):
// `# args: ARGS` (more arguments for `score`) and `# command: CMD ARGS`
// (another command, whose text output NAME.txt pins); "" when absent.
struct Directives {
    std::string args;  // with its leading space: " --no-final"
    std::string command;
};
Directives directives_of(const std::string& path);
// `# command:` as run on the scenario `doc`: the command's name, the document,
// then the rest of the line and `extra` ("fits K --move 2" runs
// "fits DOC K --move 2", as `carcassonne fits FILE TILE` reads it); or, when
// the line has the word FILE, the line with the document there
// ("tiles --left FILE --move 2" runs "tiles --left DOC --move 2").
std::string command_line(const std::string& command, const std::string& doc,
                         const std::string& extra = "");
// The files a scenario names with `--tiles FILE` in its directives, relative to
// the source tree, and those files read.
std::vector<std::string> tile_args_of(const std::string& path);
std::vector<TileFile> tile_files_of(const std::string& path);
// The scenario document read with the --tiles files its directives name, or
// nothing for the corpus's unreadable documents (its input-error scenarios).
std::optional<Document> read_scenario(const std::string& path);
// A YAML node on one line, in flow style, for comparisons and messages.
std::string flow_yaml(const YAML::Node& n);
// A text's lines, without their line ends.
std::vector<std::string> lines_of(const std::string& text);
// The standard error an `exit: 2` expectation gives: its `error:` line, or its
// `errors:` lines (scenarios/README.md).
std::vector<std::string> expected_error_lines(const YAML::Node& expect);
// An event as one line, with everything the position laws compare: player,
// points, rule, arithmetic, tiles, feature, followers (and their kinds), cities.
std::string event_line(const ScoreEvent& e, const std::vector<std::string>& players);
// The events of the final scoring, in order.
std::vector<const ScoreEvent*> final_events(const Report& r);

}  // namespace carcassonne::test
