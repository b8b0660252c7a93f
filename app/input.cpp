// Reading the files a command names, writing its report, and the options that
// say which files to read.
#include <dirent.h>
#include <fmt/format.h>
#include <sys/stat.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <memory>

#include "carcassonne/io/document_io.hpp"
#include "carcassonne/io/tile_sets.hpp"
#include "carcassonne/model/memory.hpp"
#include "carcassonne/model/printable.hpp"
#include "carcassonne/model/suggest.hpp"
#include "carcassonne/model/wording.hpp"
#include "carcassonne/scoring/adjudicate.hpp"
#include "commands.hpp"
#include "memory.hpp"
#include "process.hpp"

namespace carcassonne::app {

void add_tiles_option(CLI::App& command, std::vector<std::string>& files) {
    // One FILE per --tiles, so that `--tiles T.yaml DOC.yaml` still reads DOC.yaml.
    command.add_option("--tiles", files, "Load more tile definitions from FILE (repeatable)")
        ->expected(1)
        ->allow_extra_args(false)
        ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
}

CLI::Option* add_file_option(CLI::App& command, InputOptions& in) {
    return command.add_option("FILE", in.file, "The document ('-' or nothing: standard input)");
}

const CLI::Validator& whole_decimal() {
    // As a document writes numbers (FORMAT.md "Values and limits"): CLI11 alone
    // would also take 0x10, 010 (as octal 8) and, for some types, 1e3 or inf.
    static const CLI::Validator check(
        [](std::string& text) -> std::string {
            bool digits = !text.empty() && std::all_of(text.begin(), text.end(),
                                                       [](char c) { return c >= '0' && c <= '9'; });
            if (digits && (text.size() == 1 || text[0] != '0')) return "";
            return fmt::format("'{}' is not a whole decimal number (write one such as 12)", text);
        },
        "", "DECIMAL");
    return check;
}

void add_max_bytes_option(CLI::App& command, InputOptions& in) {
    command
        .add_option("--max-bytes", in.max_bytes,
                    fmt::format("Largest document read (default {})", kDefaultMaxBytes))
        ->check(whole_decimal())
        ->check(CLI::Range(std::uint64_t{1}, std::uint64_t{1} << 40));
}

void add_move_option(CLI::App& command, std::optional<std::uint64_t>& moves) {
    command
        .add_option_function<std::int64_t>(
            "--move", [&moves](const std::int64_t& n) { moves = static_cast<std::uint64_t>(n); },
            "A game log's board after its first N moves (0: the start tile alone)")
        ->type_name("N")
        ->check(whole_decimal())
        ->check(CLI::Range(std::int64_t{0}, std::int64_t{1} << 40));
}

void add_format_option(CLI::App& command, std::string& format,
                       const std::vector<std::string>& choices) {
    format = choices.front();
    command.add_option("--format", format, "Output format: " + or_list(choices))
        ->transform(CLI::IsMember(choices, CLI::ignore_case));
}

int command_error(const std::string& message) {
    std::fprintf(stderr, "carcassonne: error: %s\n", printable_message(message).c_str());
    return 2;
}

std::string violation_line(const std::string& file, const Violation& v) {
    std::string where = v.line ? fmt::format("{}:{}:1", file, *v.line) : file;
    std::string move = v.move ? fmt::format("move {}: ", *v.move) : "";
    return fmt::format("{}: violation: {}: {}{}\n", where, v.rule, move, v.message);
}

std::optional<Pos> parse_square(std::string_view text) {
    auto comma = text.find(',');
    if (comma == std::string_view::npos) return std::nullopt;
    std::string_view xs = text.substr(0, comma), ys = text.substr(comma + 1);
    while (!ys.empty() && ys.front() == ' ') ys.remove_prefix(1);
    std::int32_t x = 0, y = 0;
    auto rx = std::from_chars(xs.data(), xs.data() + xs.size(), x);
    auto ry = std::from_chars(ys.data(), ys.data() + ys.size(), y);
    if (xs.empty() || rx.ec != std::errc() || rx.ptr != xs.data() + xs.size()) return std::nullopt;
    if (ys.empty() || ry.ec != std::errc() || ry.ptr != ys.data() + ys.size()) return std::nullopt;
    return Pos{x, y};
}

int check_move_option(const Document& doc, const std::optional<std::uint64_t>& moves) {
    if (!moves) return 0;
    if (auto problem = move_option_problem(doc, *moves)) return command_error(*problem);
    return 0;
}

void add_then_option(CLI::App& command, std::optional<std::string>& then) {
    command.add_option("--then", then,
                       "Play one more move, in log syntax: '{tile: K, at: [3, 1], rot: 90}' "
                       "(player: required on a position)");
}

std::optional<Move> read_then(const std::optional<std::string>& then, const Document& doc) {
    if (!then) return std::nullopt;
    return read_move(*then, doc, "--then");
}

std::string display_name(const std::string& file) {
    return file == "-" ? "<stdin>" : printable_name(file);
}

namespace {

// " (did you mean 'games/table-a.yaml'?)": the files of the same folder whose
// names are near that of a file that does not exist, or "".
std::string near_files(const std::string& file) {
    namespace fs = std::filesystem;
    const fs::path path(file);
    const fs::path folder = path.has_parent_path() ? path.parent_path() : fs::path(".");
    std::vector<std::string> names;
    // POSIX readdir, not std::filesystem::directory_iterator: libstdc++'s
    // iterator allocates inside noexcept code, so running out of memory there
    // would end the program instead of being reported (fault_injection test).
    std::unique_ptr<DIR, int (*)(DIR*)> dir(opendir(folder.c_str()), closedir);
    if (!dir) return "";  // an unreadable folder: no suggestion
    while (const dirent* entry = readdir(dir.get())) {
        std::string name = entry->d_name;
        if (name == "." || name == "..") continue;
        names.push_back(std::move(name));
        if (names.size() >= 10'000) break;  // a huge folder is not searched through
    }
    std::sort(names.begin(), names.end());
    // Names are compared without their extensions (every one of them is near
    // another in ".yaml"); the same name with another extension comes first.
    auto stem = [](const std::string& name) { return name.substr(0, name.rfind('.')); };
    const std::string wanted = stem(path.filename().string());
    // The very name that failed (a dangling symbolic link) is never suggested.
    names.erase(std::remove(names.begin(), names.end(), path.filename().string()), names.end());
    std::vector<std::string> stems, near;
    for (const std::string& n : names) {
        stems.push_back(stem(n));
        if (stems.back() == wanted) near.push_back(n);
    }
    if (near.empty())
        for (const std::string& close : nearest(wanted, stems))
            for (std::size_t i = 0; i < names.size(); ++i)
                if (stems[i] == close) near.push_back(names[i]);
    if (near.size() > 4) near.resize(4);
    for (std::string& n : near)
        if (path.has_parent_path()) n = (path.parent_path() / n).string();
    std::string sentence = did_you_mean_sentence(near);
    return sentence.empty() ? "" : " (" + sentence + ")";
}

// Why a name that is there cannot be opened: " (a symbolic link to a file that
// does not exist)", or "".
std::string dangling_link(const std::string& file) {
#ifdef __EMSCRIPTEN__
    // Under node, file names are text: a folder's name that is not UTF-8 is
    // listed with U+FFFD in place of its bytes, and that name leads nowhere.
    if (file.find("\xEF\xBF\xBD") != std::string::npos)
        return " (its name is not UTF-8, which the WebAssembly build cannot open; the native "
               "program can)";
#endif
    struct stat info {};
    if (lstat(file.c_str(), &info) != 0 || !S_ISLNK(info.st_mode)) return "";
    return " (a symbolic link to a file that does not exist)";
}

InputError too_large(const std::string& shown, std::uint64_t max_bytes) {
    return InputError(shown, {1, 1},
                      fmt::format("the document is larger than the limit of {} bytes "
                                  "(raise it with --max-bytes)",
                                  max_bytes));
}

}  // namespace

std::string read_input(const std::string& file, std::uint64_t max_bytes) {
    const std::string shown = display_name(file);
    working_on(shown);
    // A reader at a terminal who typed no file should not think the program hangs.
    if (file == "-" && isatty(STDIN_FILENO) == 1)
        std::fprintf(stderr,
                     "carcassonne: reading a document from standard input (end it with Ctrl-D)\n");
    FILE* f = file == "-" ? stdin : std::fopen(file.c_str(), "rb");
    if (!f) {
        const int error = errno;
        throw InputError(shown, {},
                         fmt::format("cannot open: {}{}", system_message(error),
                                     error != ENOENT               ? ""
                                     : dangling_link(file).empty() ? near_files(file)
                                                                   : dangling_link(file)));
    }
    std::string text;
    // A file's size is known: refuse it unread when it is too large, or read it
    // into room made once.
    struct stat info {};
    if (fstat(fileno(f), &info) == 0 && S_ISREG(info.st_mode) && info.st_size > 0) {
        if (static_cast<std::uint64_t>(info.st_size) > max_bytes) {
            if (f != stdin) std::fclose(f);
            throw too_large(shown, max_bytes);
        }
        const auto size = static_cast<std::uint64_t>(info.st_size);
        // Where size_t is 32 bits (wasm32) a larger file cannot be held: read
        // on, and let the allocation fail where it would.
        if (size < SIZE_MAX / 2) {
            expect_document(static_cast<std::size_t>(size));
            text.reserve(static_cast<std::size_t>(size) + 1);
            advise_huge_pages(text.data(), text.capacity());
        }
    }
    char buffer[1 << 16];
    bool failed = false;
    int error = 0;
    for (;;) {
        std::size_t n = std::fread(buffer, 1, sizeof buffer, f);
        text.append(buffer, n);
        if (text.size() > max_bytes) break;
        if (n < sizeof buffer) {
            failed = std::ferror(f) != 0;
            error = errno;
            break;
        }
    }
    if (f != stdin) std::fclose(f);
    if (failed && error == EISDIR)
        throw InputError(shown, {},
                         "is a directory, not a document (score and check read the *.yaml and "
                         "*.yml files of a directory)");
    if (failed) throw InputError(shown, {}, fmt::format("cannot read: {}", system_message(error)));
    if (text.size() > max_bytes) throw too_large(shown, max_bytes);
    return text;
}

std::vector<TileFile> load_tile_files(const std::vector<std::string>& files,
                                      std::uint64_t max_bytes) {
    std::vector<TileFile> tiles;
    // The same file named twice would define each of its tiles twice, and the
    // message would name one place twice: say what happened instead.
    std::vector<std::pair<dev_t, ino_t>> seen;
    for (std::size_t i = 0; i < files.size(); ++i) {
        const std::string& f = files[i];
        struct stat info {};
        bool same = std::find(files.begin(), files.begin() + static_cast<std::ptrdiff_t>(i), f) !=
                    files.begin() + static_cast<std::ptrdiff_t>(i);
        if (f != "-" && stat(f.c_str(), &info) == 0) {
            std::pair<dev_t, ino_t> id{info.st_dev, info.st_ino};
            same = same || std::find(seen.begin(), seen.end(), id) != seen.end();
            seen.push_back(id);
        }
        if (same)
            throw InputError(display_name(f), {},
                             "named twice by --tiles; name each tile file once");
    }
    for (const std::string& f : files) {
        // A name with no file of that name may be a tile set compiled in.
        std::optional<std::string_view> builtin;
        std::error_code missing;
        if (f != "-" && f.find('/') == std::string::npos && !std::filesystem::exists(f, missing))
            builtin = builtin_tile_set(f);
        tiles.push_back(builtin ? read_tile_file(*builtin, f)
                                : read_tile_file(read_input(f, max_bytes), display_name(f)));
    }
    return tiles;
}

Document load_document(const std::string& file, const std::vector<TileFile>& tiles,
                       std::uint64_t max_bytes) {
    ReadLimits limits;
    limits.max_bytes = max_bytes;
    return read_document(read_input(file, max_bytes), display_name(file), tiles, limits);
}

Document load(const InputOptions& in) {
    return load_document(in.file, load_tile_files(in.tile_files, in.max_bytes), in.max_bytes);
}

namespace {
std::string colour_choice = "auto";  // --color, of the run being parsed
}  // namespace

void add_colour_option(CLI::App& command) {
    // Every run starts from the default: the WebAssembly entry runs the command
    // line many times in one process.
    colour_choice = "auto";
    command
        .add_option("--color", colour_choice,
                    "Colour the text: auto (on a terminal, without NO_COLOR), always or never")
        ->transform(CLI::IsMember({"auto", "always", "never"}, CLI::ignore_case));
}

bool colour_wanted() {
    if (colour_choice == "always") return true;
    if (colour_choice == "never") return false;
    const char* no_colour = std::getenv("NO_COLOR");
    const char* term = std::getenv("TERM");
    if (no_colour && *no_colour) return false;
    if (term && std::string_view(term) == "dumb") return false;
    return isatty(STDOUT_FILENO) == 1;
}

void report_error(const InputError& e) {
    std::fprintf(stderr, "%s\n", e.render().c_str());
}

}  // namespace carcassonne::app
