// `import`: tells the source from the file's keys (or --from), reads it with
// its reader and writes the game log.
#include "carcassonne/import/import.hpp"

#include <fmt/format.h>

#include "import_common.hpp"

namespace carcassonne {

std::optional<ImportSource> parse_import_source(std::string_view s) {
    if (s == "jcz") return ImportSource::Jcz;
    if (s == "bga") return ImportSource::Bga;
    return std::nullopt;
}

namespace importer {

json::KeepFilter import_filter() {
    json::KeepFilter f;
    f.keep = {
        // JCloisterZone
        "appVersion", "players", "name", "slots", "serial", "nickname", "setup", "capabilities",
        "start", "tile", "x", "y", "rotation", "replay", "type", "payload", "player", "tileId",
        "position", "meepleId", "pointer", "feature", "location", "gameAnnotations", "endTurn",
        "annotations", "tilePack", "params", "drawOrder", "test",
        "source",  // RETURN_MEEPLE: what takes the figure back (an expansion reads it)
        // Board Game Arena
        "data", "logs", "table_id", "uid", "args", "id", "active_player", "tile_type", "tile_id",
        "player_id", "player_name", "ori", "pos", "target", "ptype", "portal", "result", "score",
        "concede", "zombie", "table"};
    // Maps whose keys are data: keep everything under them.
    f.keep_all = {"sets", "expansions", "elements", "rules", "addons", "assertions", "stats"};
    return f;
}

namespace {

// IMPORT.md "--from": a `replay` key is a JCZ save; data.data, data.logs or a
// top-level array is a BGA log.
std::optional<ImportSource> detect(const json::Value& root) {
    if (root.is_array()) return ImportSource::Bga;
    if (!root.is_object()) return std::nullopt;
    if (root.find("replay")) return ImportSource::Jcz;
    auto data = root.find("data");
    if (data && data->is_object() && (data->find("data") || data->find("logs")))
        return ImportSource::Bga;
    return std::nullopt;
}

}  // namespace
}  // namespace importer

ImportedGame import_game(std::string_view text, const std::string& file,
                         const ImportOptions& options) {
    using namespace importer;
    if (text.size() > options.max_bytes)
        throw InputError(
            file, {1, 1},
            fmt::format(
                "the file is {} bytes, more than the limit of {} (raise it with --max-bytes)",
                text.size(), options.max_bytes));
    json::Limits limits;
    limits.max_depth = options.max_depth;
    json::Tree tree = json::Tree::parse(text, file, limits, import_filter());
    std::optional<ImportSource> from = options.from ? options.from : detect(tree.root());
    if (!from)
        tree.fail(tree.root(),
                  "this is neither a JCloisterZone save (no \"replay\") nor a Board Game Arena log "
                  "(no data.data, data.logs or top-level array); say which with --from jcz|bga");
    ImportedLog log =
        *from == ImportSource::Jcz ? read_jcz(tree, options.game) : read_bga(tree, options.game);
    ImportedGame out;
    out.log = write_log(log, file);
    if (!log.final_scores.empty()) {
        SourceScores s;
        for (const SourceScore& score : log.final_scores) s.totals.push_back(score.total);
        s.where = log.final_scores_at;
        out.final_scores = s;
    }
    return out;
}

}  // namespace carcassonne
