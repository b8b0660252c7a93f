// The Abbot and gardens in other programs' records (EXPANSIONS-3.md section 6).
// JCloisterZone 5.x: the element `abbot: N` gives abbot (option abbots when N
// is not 1); it comes with no tile set. The element `garden` turns JCZ's garden
// copies (the ids ending in G) into gardens, written `marks: [garden]`; without
// it they stay plain tiles, and `garden` without `abbot` is noted. A meepleId
// PLAYER.abbot.N is the abbot, a pointer's feature `Garden` at `I` the garden.
// RETURN_MEEPLE with source ABBOT_RETURN, inside a move, is its `return: abbot`;
// any other source is refused. 4.x: no abbot save has been seen; Board Game
// Arena shows no abbot: both stay refused.
#include <fmt/format.h>

#include "expansions/abbot/abbot.hpp"
#include "import/import_hooks.hpp"

namespace carcassonne::abbot {
namespace {

std::int64_t element_count(const JczSettings& s, std::string_view key) {
    auto v = s.element(key);
    return v ? s.count(*v, fmt::format("setup.elements.{}", key)) : 0;
}

void read_settings(JczSettings& s) {
    if (!s.v5) return;
    std::int64_t abbots = element_count(s, "abbot");
    bool gardens = element_count(s, "garden") > 0;
    s.played = abbots > 0;
    if (!s.played) {
        if (gardens)
            s.notes.emplace_back(
                "element \"garden\" is on without \"abbot\": nobody can stand on a garden, so the "
                "garden copies are written as plain tiles");
        return;
    }
    if (abbots != 1) s.set_option("abbots", std::to_string(abbots));
    s.mark_tiles = gardens;
}

// RETURN_MEEPLE: JCZ takes a figure back for several reasons; only the abbot's
// return (abbot.return) is a move of ours.
std::optional<std::string> read_return(const json::Value& message, std::string& refusal) {
    auto payload = message.find("payload");
    auto source = payload && payload->is_object() ? payload->find("source") : std::nullopt;
    if (source && source->is_string() && source->text() == "ABBOT_RETURN")
        return std::string("return: abbot");
    refusal = fmt::format(
        "RETURN_MEEPLE with source {} is not supported (only ABBOT_RETURN, the "
        "abbot taken back)",
        source ? json::describe(*source) : std::string("missing"));
    return std::nullopt;
}

}  // namespace

const ImportHooks& import_hooks() {
    static const ImportHooks hooks = [] {
        JczImport jcz;
        jcz.elements = {"abbot", "garden"};
        jcz.figures = {{"abbot", "abbot"}};
        jcz.features = {{"Garden", "garden"}};
        // EXPANSIONS-3 section 5: the garden copies, one of each.
        jcz.marked_tiles = {
            {"BA/CG", "garden"},      {"BA/CFCG", "garden"},  {"BA/CCG", "garden"},
            {"BA/Cc+G", "garden"},    {"BA/CcG", "garden"},   {"BA/CccG", "garden"},
            {"BA/RFrG", "garden"},    {"BA/RrG", "garden"},   {"RI.1/IIG", "garden"},
            {"IC/RFr.iG", "garden"},  {"IC/CCCCG", "garden"}, {"TB/CcR.cG", "garden"},
            {"TB/CcRR.wG", "garden"},
        };
        jcz.messages = {{"RETURN_MEEPLE", read_return}};
        jcz.read_settings = read_settings;
        BgaImport bga;
        // Its tiles are the base game's (no tile type of its own to call unverified).
        bga.ptypes = {{"abbot", "the abbot of The Abbot"}};
        ImportHooks h;
        h.jcz = jcz;
        h.bga = bga;
        return h;
    }();
    return hooks;
}

}  // namespace carcassonne::abbot
