// The maze in JCloisterZone saves: the set `labyrinth` (5.x) or `LABYRINTH`
// (4.x, capability `Labyrinth`), its one tile; JCZ's variant rule becomes
// `options: {maze: ...}`, whose default differs between the schemas (5.x
// plays the advanced maze unless `labyrinth-variant` is "basic", 4.x the
// simple one unless ADVANCED_LABYRINTH is true).
#include "import/import_hooks.hpp"
#include "maze.hpp"

namespace carcassonne::maze {

const ImportHooks& import_hooks() {
    static const ImportHooks hooks = [] {
        JczImport jcz;
        jcz.set = "labyrinth";
        jcz.tiles = "the labyrinth";
        jcz.v5.sets = {"labyrinth"};
        jcz.v5.rules = {{"labyrinth-variant", "advanced", "basic", "maze", "simple"}};
        jcz.v5.defaults = {{"maze", "advanced"}};
        jcz.v4.sets = {"LABYRINTH"};
        jcz.v4.capabilities = {"Labyrinth"};
        jcz.v4.rules = {{"ADVANCED_LABYRINTH", "false", "true", "maze", "advanced"}};
        jcz.v4.defaults = {{"maze", "simple"}};
        jcz.tile_ids = {{"LA/Rrrr", "MAZE", 0}};
        jcz.elements = {"labyrinth"};
        ImportHooks h;
        h.jcz = jcz;
        return h;
    }();
    return hooks;
}

}  // namespace carcassonne::maze
