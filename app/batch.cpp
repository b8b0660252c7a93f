// The loop that `score` and `check` share over several files (FORMAT.md
// "Several files"): one file's fault stops only that file.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <new>
#include <optional>

#include "carcassonne/io/document_io.hpp"
#include "commands.hpp"

namespace carcassonne::app {

void add_files_option(CLI::App& command, std::vector<std::string>& files) {
    command.add_option("FILE", files,
                       "The documents, adjudicated in turn ('-' or nothing: standard input)");
}

int adjudicate_files(const std::vector<std::string>& files, const InputOptions& in,
                     const AdjudicationOptions& options, const std::optional<std::string>& then,
                     const FileWriter& write) {
    // A faulty --tiles file spoils every document: it ends the command (exit 2).
    const std::vector<TileFile> tiles = load_tile_files(in.tile_files, in.max_bytes);
    int highest = 0;
    for (const std::string& file : files.empty() ? std::vector<std::string>{"-"} : files) {
        FileResult result;
        result.name = display_name(file);
        std::optional<Document> doc;
        try {
            doc = load_document(file, tiles, in.max_bytes);
        } catch (const InputError& e) {
            report_error(e);
        } catch (const std::bad_alloc&) {
            out_of_memory();
        }
        AdjudicationOptions these = options;
        if (doc) {
            try {
                these.then = read_then(then, *doc);
            } catch (const InputError& e) {
                report_error(e);
                doc.reset();
            }
        }
        if (doc && options.moves) {
            if (auto problem = move_option_problem(*doc, *options.moves)) {
                command_error(*problem);
                result.refused = true;
                doc.reset();
            }
        }
        std::optional<Report> report;
        if (doc) {
            try {
                report = adjudicate(*doc, these);
            } catch (const std::bad_alloc&) {
                out_of_memory();  // this file is too large for the memory there is
                doc.reset();
            }
        }
        if (!doc) {
            highest = 2;
            if (!write(result)) return 2;
            continue;
        }
        result.doc = &*doc;
        result.report = &*report;
        result.status = report->violations.empty() ? 0 : 1;
        highest = std::max(highest, result.status);
        if (!write(result)) return 2;
    }
    return highest;
}

}  // namespace carcassonne::app
