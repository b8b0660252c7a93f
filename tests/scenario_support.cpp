#include "scenario_support.hpp"

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "carcassonne/model/expansion.hpp"
#include "carcassonne/model/follower_kind.hpp"

extern char** environ;

#include "carcassonne/io/document_io.hpp"

namespace fs = std::filesystem;

namespace carcassonne::test {

std::string slurp(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

Run run_binary(const std::string& args, const std::string& stdin_file) {
    static int counter = 0;
    const std::string base =
        (fs::temp_directory_path() /
         ("carcassonne-test-" + std::to_string(getpid()) + "-" + std::to_string(counter++)))
            .string();
    std::vector<std::string> words = shell_words(args);
    words.insert(words.begin(), CARCASSONNE_BINARY);
    std::vector<char*> argv;
    for (std::string& w : words) argv.push_back(w.data());
    argv.push_back(nullptr);
    // Started directly, not through sh: one process a call, not two.
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addchdir_np(&actions, CARCASSONNE_SOURCE_DIR);
    const std::string in = stdin_file.empty() ? "/dev/null" : stdin_file;
    const std::string out = base + ".out", err = base + ".err";
    posix_spawn_file_actions_addopen(&actions, 0, in.c_str(), O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&actions, 1, out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    posix_spawn_file_actions_addopen(&actions, 2, err.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    pid_t pid = 0;
    const int failed = posix_spawn(&pid, argv[0], &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    if (failed) throw std::runtime_error("cannot start " + words[0]);
    int status = 0;
    while (waitpid(pid, &status, 0) < 0)
        if (errno != EINTR) throw std::runtime_error("cannot wait for " + words[0]);
    Run r;
    r.exit = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    r.out = slurp(out);
    r.err = slurp(err);
    fs::remove(out);
    fs::remove(err);
    return r;
}

std::vector<std::string> scenario_files() {
    std::vector<std::string> out;
    for (const auto& e :
         fs::recursive_directory_iterator(fs::path(CARCASSONNE_SOURCE_DIR) / "scenarios")) {
        const std::string p = e.path().generic_string();
        if (!e.is_regular_file() || e.path().extension() != ".yaml") continue;
        if (p.size() > 12 && p.compare(p.size() - 12, 12, ".expect.yaml") == 0) continue;
        if (p.find("/scenarios/tilesets/") != std::string::npos) continue;
        out.push_back(p);
    }
    std::sort(out.begin(), out.end());
    return out;
}

Directives directives_of(const std::string& path) {
    Directives out;
    std::ifstream in(path);
    std::string line;
    const std::string args = "# args:", command = "# command:";
    while (std::getline(in, line)) {
        if (line.rfind(args, 0) == 0)
            out.args = line.substr(args.size());
        else if (line.rfind(command, 0) == 0)
            out.command = line.substr(command.size());
        else
            break;
    }
    return out;
}

std::string command_line(const std::string& command, const std::string& doc,
                         const std::string& extra) {
    std::size_t start = command.find_first_not_of(' ');
    if (start == std::string::npos) return doc + extra;
    // A word FILE says where the document goes (`tiles --left FILE`).
    const std::string line = command.substr(start) + " ";
    if (auto at = (" " + line).find(" FILE "); at != std::string::npos)
        return line.substr(0, at) + doc + line.substr(at + 4, line.size() - at - 5) + extra;
    std::size_t end = std::min(command.find(' ', start), command.size());
    return command.substr(start, end - start) + " " + doc + command.substr(end) + extra;
}

std::vector<std::string> tile_args_of(const std::string& path) {
    Directives d = directives_of(path);
    const std::string lines = d.args + " " + d.command;
    std::vector<std::string> out;
    const std::string flag = "--tiles ";
    for (auto at = lines.find(flag); at != std::string::npos; at = lines.find(flag, at + 1)) {
        std::string file = lines.substr(at + flag.size());
        out.push_back(file.substr(0, file.find(' ')));
    }
    return out;
}

std::vector<TileFile> tile_files_of(const std::string& path) {
    std::vector<TileFile> out;
    for (const std::string& file : tile_args_of(path))
        out.push_back(
            read_tile_file(slurp(std::string(CARCASSONNE_SOURCE_DIR) + "/" + file), file));
    return out;
}

std::optional<Document> read_scenario(const std::string& path) {
    try {
        return read_document(slurp(path), path, tile_files_of(path));
    } catch (const InputError&) {
        return std::nullopt;
    }
}

std::string flow_yaml(const YAML::Node& n) {
    YAML::Emitter e;
    e.SetSeqFormat(YAML::Flow);
    e.SetMapFormat(YAML::Flow);
    e << n;
    return e.c_str();
}

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
}

std::vector<std::string> expected_error_lines(const YAML::Node& expect) {
    std::vector<std::string> lines =
        expect["errors"] ? expect["errors"].as<std::vector<std::string>>()
                         : std::vector<std::string>{expect["error"].as<std::string>()};
    // The list of known expansions is the registry's, whatever it holds
    // (scenarios/README.md): a new expansion changes no expectation.
    const std::string known = "{known-expansions}";
    for (std::string& line : lines)
        if (auto at = line.find(known); at != std::string::npos)
            line.replace(at, known.size(), known_expansions());
    return lines;
}

std::vector<const ScoreEvent*> final_events(const Report& r) {
    std::vector<const ScoreEvent*> out;
    for (const ScoreEvent& e : r.events)
        if (e.phase == Phase::Final) out.push_back(&e);
    return out;
}

std::string event_line(const ScoreEvent& e, const std::vector<std::string>& players) {
    std::string out = players[e.player] + " " + std::to_string(e.points) + " " +
                      std::string(e.rule) + " " + e.detail + " = " + e.formula + " tiles";
    for (Pos p : e.tiles) out += " " + to_string(p);
    if (e.evidence.feature)
        out += " feature " + describe(e.evidence.feature->on) + " " +
               to_string(e.evidence.feature->at);
    for (const FollowerAt& f : e.evidence.followers) {
        out += " follower " + players[f.player] + " " + describe(f.place.on) + " " +
               to_string(f.place.at);
        if (f.kind != kNormalFollower) out += " " + std::string(follower_kind(f.kind).name);
    }
    for (std::size_t p = 0; p < e.evidence.farmers.size(); ++p)
        if (e.evidence.farmers[p] > 0)
            out += " farmers " + players[p] + " " + std::to_string(e.evidence.farmers[p]);
    for (const CityAt& c : e.evidence.cities)
        out += " city " + describe(c.place.on) + " " + to_string(c.place.at) + " " +
               std::to_string(c.tiles);
    return out;
}

}  // namespace carcassonne::test
