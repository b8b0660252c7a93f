// Traders & Builders in other programs' records (EXPANSIONS-3.md section 6).
// JCloisterZone 5.x: the sets traders-and-builders:1 and :2 (the second holds
// garden copies of TB-K and TB-U, the same tiles here) give traders; the
// element `traders` must be on (our traders always awards goods); `builder: N`
// and `pig: N` are the figures' counts (absent: none), and either above 0
// without the sets gives traders for its figures alone (no goods tile can then
// be drawn, so no good is ever awarded); a meepleId PLAYER.builder.N or
// PLAYER.pig.N is that figure. Goods have no message: the adjudicator awards
// them again. A builder's bonus tile is one more PLACE_TILE group by the same
// player (the reader takes the message's player). 4.x: the expansion
// TRADERS_AND_BUILDERS with the capability TradeGoods; no 4.x save with the
// capability Builder or Pig has been seen, so both are refused (the reader
// knows no such capability) and a 4.x save has neither figure. Board Game
// Arena: no log with the expansion has been checked, so it stays refused.
#include <fmt/format.h>

#include "expansions/traders/traders.hpp"
#include "import/import_hooks.hpp"

namespace carcassonne::traders {
namespace {

constexpr std::string_view kSets = "the tile set traders-and-builders:1 or traders-and-builders:2";

std::int64_t figures(const JczSettings& s, std::string_view key) {
    auto v = s.element(key);
    return v ? s.count(*v, fmt::format("setup.elements.{}", key)) : 0;
}

void read_settings(JczSettings& s) {
    if (!s.v5) {
        // 4.x: TradeGoods comes with the expansion; the capabilities Builder and
        // Pig have not been seen (refused), so nobody has either figure.
        if (s.played) {
            s.set_option("builders", "0");
            s.set_option("pigs", "0");
        }
        return;
    }
    std::int64_t builders = figures(s, "builder"), pigs = figures(s, "pig");
    if (!s.played) {
        // The figures alone (JCZ's own test pig-scoring: basic:1 and pig: 1):
        // traders for its figures; no goods tile can be drawn, so none is awarded.
        if (builders == 0 && pigs == 0) return;
        s.played = true;
    } else if (auto goods = s.element("traders");
               !goods || s.count(*goods, "setup.elements.traders") == 0) {
        auto elements = s.setup->find("elements");
        s.fail(goods      ? *goods
               : elements ? *elements
                          : *s.setup,
               fmt::format("{} without the element \"traders\" is not supported (our traders "
                           "always awards goods)",
                           kSets));
    }
    if (builders != 1) s.set_option("builders", std::to_string(builders));
    if (pigs != 1) s.set_option("pigs", std::to_string(pigs));
    // A pig-herd is printed on tiles of sets we do not accept: the element is
    // said and changes nothing here.
    if (figures(s, "pig-herd") > 0)
        s.notes.emplace_back(
            "element \"pig-herd\" is ignored: no tile of the sets imported here has a pig-herd");
}

}  // namespace

const ImportHooks& import_hooks() {
    static const ImportHooks hooks = [] {
        JczImport jcz;
        jcz.set = "traders-and-builders";
        jcz.tiles = "Traders & Builders";
        jcz.v5.sets = {"traders-and-builders:1", "traders-and-builders:2"};
        jcz.v4.sets = {"TRADERS_AND_BUILDERS"};
        jcz.v4.capabilities = {"TradeGoods"};
        jcz.v4.refused_figures = {"builder", "pig"};
        jcz.tile_ids = {
            {"TB/CR", "TB-A", 0},      {"TB/RRrr", "TB-B", 0},    {"TB/RRC", "TB-C", 0},
            {"TB/CcRC.g", "TB-D", 0},  {"TB/CRc.g", "TB-E", 0},   {"TB/RCc.g", "TB-F", 0},
            {"TB/Cc.g", "TB-G", 0},    {"TB/Ccc.g", "TB-H", 0},   {"TB/RCc!.g", "TB-I", 0},
            {"TB/LRRR", "TB-J", 0},    {"TB/CcR.c", "TB-K", 0},   {"TB/CcR.cG", "TB-K", 0},
            {"TB/CcRC.c", "TB-L", 0},  {"TB/CcCC.c", "TB-M", 0},  {"TB/CCc.c", "TB-N", 0},
            {"TB/CcRR!.c", "TB-O", 0}, {"TB/CCc.w", "TB-P", 0},   {"TB/CFc.w", "TB-Q", 0},
            {"TB/CRcR.w", "TB-R", 0},  {"TB/CRc.w", "TB-S", 0},   {"TB/Cc.w", "TB-T", 0},
            {"TB/CcRR.w", "TB-U", 0},  {"TB/CcRR.wG", "TB-U", 0}, {"TB/CccR.w", "TB-V", 0},
            {"TB/CcR!.w", "TB-W", 0},  {"TB/CcCc.w", "TB-X", 0},
        };
        jcz.elements = {"traders", "builder", "pig", "pig-herd"};
        jcz.figures = {{"builder", "builder"}, {"pig", "pig"}};
        jcz.read_settings = read_settings;
        BgaImport bga;
        bga.unverified =
            "the tile types, goods notifications and bonus-tile turns of Traders & Builders";
        bga.ptypes = {{"builder", "the builder of Traders & Builders"},
                      {"pig", "the pig of Traders & Builders"}};
        ImportHooks h;
        h.jcz = jcz;
        h.bga = bga;
        return h;
    }();
    return hooks;
}

}  // namespace carcassonne::traders
