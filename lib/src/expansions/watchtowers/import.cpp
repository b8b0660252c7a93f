// Watchtowers in JCloisterZone saves (5.x only: the set `watchtowers`, its 12
// tiles, each at turn 0; the element `watchtower` comes with the set).
#include "import/import_hooks.hpp"
#include "watchtowers.hpp"

namespace carcassonne::watchtowers {

const ImportHooks& import_hooks() {
    static const ImportHooks hooks = [] {
        JczImport jcz;
        jcz.set = "watchtowers";
        jcz.tiles = "watchtowers";
        jcz.v5.sets = {"watchtowers"};
        jcz.tile_ids = {
            {"WT/CCRF_2T", "WT-A", 0}, {"WT/CFff_3C", "WT-B", 0}, {"WT/CFRF_1C", "WT-C", 0},
            {"WT/CFRF_2M", "WT-D", 0}, {"WT/CRFR_1R", "WT-E", 0}, {"WT/CRRC_2M", "WT-F", 0},
            {"WT/FCFC_1C", "WT-G", 0}, {"WT/FCRC_2T", "WT-H", 0}, {"WT/FfRC_1R", "WT-I", 0},
            {"WT/FRFC_1C", "WT-J", 0}, {"WT/FRFR_3C", "WT-K", 0}, {"WT/FRRF_1R", "WT-L", 0},
        };
        jcz.elements = {"watchtower"};
        ImportHooks h;
        h.jcz = jcz;
        return h;
    }();
    return hooks;
}

}  // namespace carcassonne::watchtowers
