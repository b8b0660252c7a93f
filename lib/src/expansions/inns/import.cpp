// Inns & Cathedrals in other programs' records (EXPANSIONS-2.md section 7).
// JCloisterZone 5.x: the sets inns-and-cathedrals:1 and :2 (the second holds
// garden copies of IC-B and IC-H, the same tiles here), with both elements
// `inn` and `cathedral`, since our `inns` has both; `big-follower: N` is the
// large followers' count, and a meepleId PLAYER.big.N a large follower. 4.x:
// the expansion INNS_AND_CATHEDRALS (capabilities Inn, Cathedral). Board Game
// Arena: no log with the expansion has been checked, so it stays refused.
#include <fmt/format.h>

#include "import/import_hooks.hpp"
#include "inns.hpp"

namespace carcassonne::inns {
namespace {

constexpr std::string_view kSets = "the tile set inns-and-cathedrals:1 or inns-and-cathedrals:2";

bool on(const JczSettings& s, std::string_view key) {
    auto v = s.element(key);
    return v && s.count(*v, fmt::format("setup.elements.{}", key)) > 0;
}

void read_settings(JczSettings& s) {
    if (!s.v5) return;  // 4.x: the capabilities Inn and Cathedral come with the expansion
    auto big = s.element("big-follower");
    std::int64_t large = big ? s.count(*big, "setup.elements.big-follower") : 0;
    if (!s.played) {
        if (large > 0)
            s.fail(*big, fmt::format("element \"big-follower\" needs {} (the large follower of "
                                     "Inns & Cathedrals)",
                                     kSets));
        return;
    }
    bool inn = on(s, "inn"), cathedral = on(s, "cathedral");
    if (!inn || !cathedral) {
        auto elements = s.setup->find("elements");
        std::string_view missing = !inn && !cathedral ? "the elements \"inn\" and \"cathedral\""
                                   : !inn             ? "the element \"inn\""
                                                      : "the element \"cathedral\"";
        s.fail(elements ? *elements : *s.setup,
               fmt::format("{} without {} is not supported (our inns has both the inn and the "
                           "cathedral)",
                           kSets, missing));
    }
    if (large != 1) s.set_option("large-followers", std::to_string(large));
}

}  // namespace

const ImportHooks& import_hooks() {
    static const ImportHooks hooks = [] {
        JczImport jcz;
        jcz.set = "inns-and-cathedrals";
        jcz.tiles = "Inns & Cathedrals";
        jcz.v5.sets = {"inns-and-cathedrals:1", "inns-and-cathedrals:2"};
        jcz.v4.sets = {"INNS_AND_CATHEDRALS"};
        jcz.v4.capabilities = {"Inn", "Cathedral"};
        jcz.tile_ids = {
            {"IC/Rr.i", "IC-A", 0},   {"IC/RFr.i", "IC-B", 0},   {"IC/RFr.iG", "IC-B", 0},
            {"IC/RRR.i", "IC-C", 0},  {"IC/LRFR", "IC-D", 0},    {"IC/RrRr", "IC-E", 0},
            {"IC/CcR", "IC-F", 0},    {"IC/C!", "IC-G", 0},      {"IC/CCCC", "IC-H", 0},
            {"IC/CCCCG", "IC-H", 0},  {"IC/CRCR", "IC-I", 0},    {"IC/CFR", "IC-J", 0},
            {"IC/Cccc.c", "IC-K", 0}, {"IC/CcRr+.i", "IC-L", 0}, {"IC/RrC.i", "IC-M", 0},
            {"IC/RCc.i", "IC-N", 0},  {"IC/CCC", "IC-O", 0},     {"IC/CCc+", "IC-P", 0},
            {"IC/CRcR+", "IC-Q", 0},
        };
        jcz.elements = {"inn", "cathedral", "big-follower"};
        jcz.figures = {{"big", "large"}};
        jcz.read_settings = read_settings;
        BgaImport bga;
        bga.unverified = "the tile types, tile numbers and follower positions of Inns & Cathedrals";
        bga.ptypes = {{"big", "the large follower of Inns & Cathedrals"}};
        ImportHooks h;
        h.jcz = jcz;
        h.bga = bga;
        return h;
    }();
    return hooks;
}

}  // namespace carcassonne::inns
