// The Abbot's syntax: taking the abbot back, a key of the move that places the
// tile (abbot.return): `return: abbot`, or `return: {abbot: [x, y]}` naming
// the square when the player has more than one abbot on the board.
#include <fmt/format.h>

#include <cstdint>

#include "carcassonne/model/marks.hpp"
#include "carcassonne/model/suggest.hpp"
#include "expansions/abbot/abbot.hpp"
#include "io/expansion_syntax.hpp"

namespace carcassonne::abbot {
namespace {

constexpr std::string_view kUsage = "return: takes abbot, or {abbot: [x, y]}";

void read_return(const Decoder& d, const YNode& value, Action& action) {
    if (value.is_scalar()) {
        const std::string& word = d.as_string(value, "return");
        if (word != "abbot")
            d.fail(value, fmt::format("{}, not {}{}", kUsage, describe(value),
                                      did_you_mean(word, std::vector<std::string_view>{"abbot"})));
        return;
    }
    if (!value.is_map() || value.map_size() != 1 || value.key(0).text != "abbot")
        d.fail(value, std::string(kUsage));
    const YNode& at = value.value(0);
    if (!at.is_sequence() || at.children.size() != 2)
        d.fail(at, fmt::format("return: {{abbot: [x, y]}} names a square, not {}", describe(at)));
    action.at = Pos{static_cast<std::int32_t>(d.as_int(at.children[0], "x", INT32_MIN, INT32_MAX)),
                    static_cast<std::int32_t>(d.as_int(at.children[1], "y", INT32_MIN, INT32_MAX))};
}

// `garden: true` on a custom tile (garden.tiles): the base game's garden mark,
// which the writer gives back in the tile's `marks:` list.
void read_garden(const Decoder& d, const YNode& value, TileDef& def) {
    if (d.as_bool(value, fmt::format("'garden' of tile '{}'", def.id)))
        def.marks |= mark::kGarden.set();
}

std::string write_garden(const TileDef&) {
    return "";
}

}  // namespace

const ExpansionSyntax& syntax() {
    static const ExpansionSyntax s = [] {
        ExpansionSyntax x;
        x.move_keys = {{"return", read_return}};
        x.tile_keys = {{"garden", read_garden, write_garden}};
        return x;
    }();
    return s;
}

}  // namespace carcassonne::abbot
