// Small games for the import tests, written as JSON text, and reading the
// imported log back.
#pragma once

#include <string>
#include <vector>

#include "carcassonne/import/import.hpp"

namespace carcassonne::test {

// A BGA notification: {"uid": ..., "type": TYPE, "args": ARGS} (ARGS is JSON text).
std::string bga_note(const std::string& type, const std::string& args);
std::string bga_play_tile(int player, const std::string& name, int tile, int type, int x, int y,
                          int ori);
std::string bga_partisan(int player, int tile, int pos, const std::string& kind = "",
                         const std::string& extra = "");
// A BGA log: one packet of table `table` holding every notification.
std::string bga_log(const std::vector<std::string>& notes, const std::string& table = "1");

// A JCZ 4.x save of players Alice and Bob (slots listed Bob first, serials in
// turn order) with these replay messages; `extra` adds top-level members.
extern const std::string kJcz4Setup;
std::string jcz4_save(const std::vector<std::string>& replay, const std::string& extra = "",
                      const std::string& setup = kJcz4Setup);
// A JCZ 5.x save of players Alice and Bob; `setup` replaces the whole setup object.
std::string jcz5_save(const std::vector<std::string>& replay, const std::string& setup,
                      const std::string& extra = "");
std::string jcz_place(const std::string& tile, const std::string& rotation, int x, int y,
                      const std::string& player = "");
std::string jcz_deploy(const std::string& meeple, int x, int y, const std::string& location,
                       const std::string& feature = "");
extern const std::string kJczCommit;
extern const std::string kJczPass;

// Imports `text` (throws InputError) and checks that the log reads back.
std::string import_text(const std::string& text, const ImportOptions& options = {});
// The message of the InputError that importing `text` throws, rendered; "" if none.
std::string import_error(const std::string& text, const ImportOptions& options = {});
// The lines of the log's `moves:` entries, without "  - " and the trailing comment.
std::vector<std::string> move_lines(const std::string& log);
// The header comment lines (those starting with '#').
std::vector<std::string> comment_lines(const std::string& log);

}  // namespace carcassonne::test
