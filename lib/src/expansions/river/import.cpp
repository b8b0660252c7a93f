// The River in JCloisterZone saves (EXPANSIONS-2.md section 7): 5.x sets
// river/1:1 and river/1:2 (the second holds a garden copy of one RV-09) with
// the element `river`; the spring RI/s is then the start tile, our default
// (the river's ExpansionDef::start).
// River II (river/2:*) and every 4.x River save are refused: the first has
// tiles ours lacks, the second has not been seen.
#include "import/import_hooks.hpp"
#include "river.hpp"

namespace carcassonne::river {
namespace {

void read_settings(JczSettings& s) {
    if (!s.v5 || !s.played) return;
    auto river = s.element("river");
    if (!river || s.count(*river, "setup.elements.river") == 0) {
        auto elements = s.setup->find("elements");
        s.fail(river      ? *river
               : elements ? *elements
                          : *s.setup,
               "the tile set river/1:1 or river/1:2 without the element \"river\" is not "
               "supported (its tiles need the river's rules)");
    }
}

}  // namespace

const ImportHooks& import_hooks() {
    static const ImportHooks hooks = [] {
        JczImport jcz;
        jcz.set = "river/1";
        jcz.tiles = "the River";
        jcz.v5.sets = {"river/1:1", "river/1:2"};
        jcz.v5.refused_sets = {
            {"river/2",
             "River II: its fork, volcano lake and bridge with an inn are not tiles "
             "of The River read here"}};
        jcz.v4.refused_sets = {{"RIVER",
                                "no 4.x save with the River has been checked; save the game with "
                                "JCloisterZone 5"}};
        jcz.tile_ids = {
            {"RI/s", "RV-01", 0},      {"RI.1/CICI", "RV-02", 0}, {"RI.1/CIRI", "RV-03", 0},
            {"RI.1/LIRI", "RV-04", 0}, {"RI.1/RIrI", "RV-05", 0}, {"RI.1/IFI", "RV-06", 0},
            {"RI.1/CcII", "RV-07", 0}, {"RI.1/RrII", "RV-08", 0}, {"RI.1/II", "RV-09", 0},
            {"RI.1/IIG", "RV-09", 0},  {"RI.1/I.e", "RV-10", 0},
        };
        jcz.elements = {"river"};
        jcz.read_settings = read_settings;
        BgaImport bga;
        bga.unverified = "the tile types, tile numbers and follower positions of the River";
        ImportHooks h;
        h.jcz = jcz;
        h.bga = bga;
        return h;
    }();
    return hooks;
}

}  // namespace carcassonne::river
