// The loop that `score` and `check` share over several files (FORMAT.md
// "Several files"): one file's fault stops only that file.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <new>
#include <optional>

#include "carcassonne/io/document_io.hpp"
#include "commands.hpp"

namespace carcassonne::app {

void add_files_option(CLI::App& command, std::vector<std::string>& files) {
    command.add_option("FILE", files,
                       "The documents, adjudicated in turn ('-' or nothing: standard input)");
}

namespace {

std::string_view kind_of(std::filesystem::file_type type) {
    switch (type) {
        case std::filesystem::file_type::fifo:
            return "a FIFO";
        case std::filesystem::file_type::socket:
            return "a socket";
        case std::filesystem::file_type::block:
            return "a block device";
        case std::filesystem::file_type::character:
            return "a character device";
        default:
            return "a file of another kind";
    }
}

// One FILE argument as the documents it names: itself, or a directory's
// *.yaml and *.yml files by name. `empty` is set for a directory without any.
// Inside a directory, what is not a regular file (a FIFO would block the
// reading for ever) is skipped with a note, as `grep -r` skips it; a name
// that leads nowhere (a dangling link) is kept, to be reported where it stands.
std::vector<std::string> documents_of(const std::string& file, bool& empty) {
    namespace fs = std::filesystem;
    empty = false;
    std::error_code error;
    if (file == "-" || !fs::is_directory(file, error)) return {file};
    std::vector<std::string> names;
    for (fs::directory_iterator it(file, error), end; !error && it != end; it.increment(error)) {
        const std::string name = it->path().filename().string();
        const std::string ext = it->path().extension().string();
        if (name.front() == '.' || (ext != ".yaml" && ext != ".yml")) continue;
        std::error_code unknown;
        const fs::file_type type = it->status(unknown).type();  // through a symbolic link
        if (type == fs::file_type::directory) continue;
        if (!unknown && type != fs::file_type::regular && type != fs::file_type::not_found) {
            std::fprintf(stderr, "%s: note: skipped: %s, not a document\n",
                         display_name(it->path().string()).c_str(),
                         std::string(kind_of(type)).c_str());
            continue;
        }
        names.push_back(name);
    }
    // A directory that cannot be listed is read as a file, which says why.
    if (error) return {file};
    std::sort(names.begin(), names.end());
    std::vector<std::string> out;
    for (const std::string& name : names) out.push_back((fs::path(file) / name).string());
    empty = out.empty();
    return out;
}

std::vector<FileError> errors_of(const InputError& e) {
    std::vector<FileError> out{{e.where, e.what()}};
    for (const InputError& m : e.more) out.push_back({m.where, m.what()});
    return out;
}

// A document to read: a file, or a directory named on the command line that
// holds none (reported as such, in its turn).
struct DocumentPath {
    std::string file;
    bool empty_directory = false;
};

std::vector<DocumentPath> document_paths(const std::vector<std::string>& files) {
    std::vector<DocumentPath> out;
    for (const std::string& file : files.empty() ? std::vector<std::string>{"-"} : files) {
        bool empty = false;
        for (std::string& d : documents_of(file, empty)) out.push_back({std::move(d), false});
        if (empty) out.push_back({file, true});
    }
    return out;
}

// One document read, with --then and --move checked against it (`these`: the
// options with its --then move); none, and `result` saying why, when it
// cannot be adjudicated.
std::optional<Document> read_for_adjudication(const DocumentPath& path,
                                              const std::vector<TileFile>& tiles,
                                              const InputOptions& in,
                                              const std::optional<std::string>& then,
                                              AdjudicationOptions& these, FileResult& result) {
    std::optional<Document> doc;
    try {
        if (path.empty_directory)
            throw InputError(result.name, {}, "a directory without any *.yaml or *.yml file");
        doc = load_document(path.file, tiles, in.max_bytes);
    } catch (const InputError& e) {
        report_error(e);
        result.errors = errors_of(e);
    } catch (const std::bad_alloc&) {
        out_of_memory();
    }
    if (doc) {
        try {
            these.then = read_then(then, *doc);
        } catch (const InputError& e) {
            report_error(e);
            result.errors = errors_of(e);
            doc.reset();
        }
    }
    if (doc && these.moves) {
        if (auto problem = move_option_problem(*doc, *these.moves)) {
            command_error(*problem);
            result.refused = true;
            result.errors = {{SourceLoc{}, *problem}};
            doc.reset();
        }
    }
    return doc;
}

}  // namespace

int adjudicate_files(const std::vector<std::string>& files, const InputOptions& in,
                     const AdjudicationOptions& options, const std::optional<std::string>& then,
                     const FileWriter& write, bool keep_moves) {
    // A faulty --tiles file spoils every document: it ends the command (exit 2).
    const std::vector<TileFile> tiles = load_tile_files(in.tile_files, in.max_bytes);
    int highest = 0;
    for (const DocumentPath& path : document_paths(files)) {
        FileResult result;
        result.name = display_name(path.file);
        AdjudicationOptions these = options;
        std::optional<Document> doc = read_for_adjudication(path, tiles, in, then, these, result);
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
        if (!keep_moves) std::vector<Move>().swap(doc->moves);
        result.doc = &*doc;
        result.report = &*report;
        result.status = report->violations.empty() ? 0 : 1;
        highest = std::max(highest, result.status);
        if (!write(result)) return 2;
    }
    return highest;
}

}  // namespace carcassonne::app
