#include "import_support.hpp"

#include <fmt/format.h>

#include <stdexcept>

#include "carcassonne/io/document_io.hpp"
#include "carcassonne/model/document.hpp"

namespace carcassonne::test {

namespace {
int next_uid = 0;
}

std::string bga_note(const std::string& type, const std::string& args) {
    return fmt::format(R"({{"uid": "n{}", "type": "{}", "log": "", "args": {}}})", ++next_uid, type,
                       args);
}

std::string bga_play_tile(int player, const std::string& name, int tile, int type, int x, int y,
                          int ori) {
    return bga_note("playTile",
                    fmt::format(R"({{"player_name": "{}", "player_id": "{}", "id": "{}", "x": "{}",
        "y": "{}", "type": "{}", "ori": "{}"}})",
                                name, player, tile, x, y, type, ori));
}

std::string bga_partisan(int player, int tile, int pos, const std::string& kind,
                         const std::string& extra) {
    std::string words =
        kind.empty() ? "" : fmt::format(R"(, "type": "{0}", "target": "{0}")", kind);
    return bga_note("playPartisan",
                    fmt::format(R"({{"player_id": "{}", "id": "{}", "pos": "{}", "ptype":
        "normal", "portal": 0{}{}}})",
                                player, tile, pos, words, extra));
}

std::string bga_log(const std::vector<std::string>& notes, const std::string& table) {
    std::string list;
    for (const auto& n : notes) list += (list.empty() ? "" : ",\n  ") + n;
    return fmt::format(
        R"({{"status": 1, "data": {{"valid": 1, "data": [{{"table_id": "{}", "packet_id": "1",
        "data": [
  {}]}}]}}}})",
        table, list);
}

std::string jcz_place(const std::string& tile, const std::string& rotation, int x, int y,
                      const std::string& player) {
    std::string who = player.empty() ? "" : fmt::format(R"(, "player": {})", player);
    return fmt::format(
        R"({{"type": "PLACE_TILE", "payload": {{"tileId": "{}", "rotation": "{}", "position":
        [{}, {}]}}{}}})",
        tile, rotation, x, y, who);
}

std::string jcz_deploy(const std::string& meeple, int x, int y, const std::string& location,
                       const std::string& feature) {
    std::string f = feature.empty() ? "" : fmt::format(R"(, "feature": "{}")", feature);
    return fmt::format(
        R"({{"type": "DEPLOY_MEEPLE", "payload": {{"meepleId": "{}", "pointer": {{"position":
        [{}, {}], "location": "{}"{}}}}}}})",
        meeple, x, y, location, f);
}

const std::string kJczCommit = R"({"type": "COMMIT", "payload": {"salt": 0}})";
const std::string kJczPass = R"({"type": "PASS", "payload": {}})";

namespace {
std::string replay_text(const std::vector<std::string>& replay) {
    std::string list;
    for (const auto& m : replay) list += (list.empty() ? "" : ",\n    ") + m;
    return list;
}
}  // namespace

const std::string kJcz4Setup =
    R"({"expansions": {"BASIC": 1}, "rules": {}, "capabilities": ["StandardGame"]})";

std::string jcz4_save(const std::vector<std::string>& replay, const std::string& extra,
                      const std::string& setup) {
    return fmt::format(R"({{"appVersion": "4.4.0",
  "slots": [{{"serial": 2, "nickname": "Bob"}}, {{"serial": 1, "nickname": "Alice"}}],
  "setup": {}{},
  "replay": [
    {}]}}
)",
                       setup, extra, replay_text(replay));
}

std::string jcz5_save(const std::vector<std::string>& replay, const std::string& setup,
                      const std::string& extra) {
    return fmt::format(R"({{"appVersion": "5.7.0",
  "players": [{{"name": "Alice"}}, {{"name": "Bob"}}],
  "setup": {}{},
  "replay": [
    {}]}}
)",
                       setup, extra, replay_text(replay));
}

std::string import_text(const std::string& text, const ImportOptions& options) {
    ImportedGame g = import_game(text, "t.json", options);
    // Whatever import writes, every other command reads.
    (void)read_document(g.log, "t.yaml");
    return g.log;
}

std::string import_error(const std::string& text, const ImportOptions& options) {
    try {
        (void)import_game(text, "t.json", options);
    } catch (const InputError& e) {
        return e.render();
    }
    return "";
}

std::vector<std::string> move_lines(const std::string& log) {
    std::vector<std::string> out;
    std::size_t at = 0;
    while (at < log.size()) {
        std::size_t end = log.find('\n', at);
        if (end == std::string::npos) end = log.size();
        std::string line = log.substr(at, end - at);
        if (line.rfind("  - ", 0) == 0) {
            line = line.substr(4);
            std::size_t comment = line.find("  #");
            out.push_back(comment == std::string::npos ? line : line.substr(0, comment));
        }
        at = end + 1;
    }
    return out;
}

std::vector<std::string> comment_lines(const std::string& log) {
    std::vector<std::string> out;
    std::size_t at = 0;
    while (at < log.size() && log[at] == '#') {
        std::size_t end = log.find('\n', at);
        out.push_back(log.substr(at, end - at));
        at = end + 1;
    }
    return out;
}

}  // namespace carcassonne::test
