// The data of the Board Game Arena reader (IMPORT.md "Board Game Arena").
#include "carcassonne/model/expansion.hpp"
#include "import_bga.hpp"
#include "import_hooks.hpp"

namespace carcassonne::importer::bga {
namespace {

// IMPORT.md "Tiles": type (1..24) -> our tile, the turn (our rot = (turn +
// 90 x (ori - 1)) mod 360) and the first of BGA's fixed tile numbers (a type's
// numbers run up to the next type's first).
struct BgaType {
    std::string_view ours;
    int turn;
    int first_tile;
};
constexpr BgaType kTypes[24] = {
    {"T", 0, 1},  {"S", 0, 2},  {"N", 270, 4},  {"M", 270, 7}, {"P", 0, 9},  {"O", 0, 12},
    {"G", 0, 14}, {"F", 0, 15}, {"I", 270, 17}, {"H", 90, 19}, {"E", 0, 22}, {"K", 0, 27},
    {"J", 0, 30}, {"L", 0, 33}, {"D", 0, 36},   {"U", 0, 40},  {"V", 0, 48}, {"W", 0, 57},
    {"X", 0, 61}, {"B", 0, 62}, {"A", 0, 66},   {"C", 0, 68},  {"R", 0, 69}, {"Q", 0, 72},
};

// IMPORT.md "Followers": per type, `pos` 1..8 -> a feature of our tile in its
// catalogue orientation (rot 0), as "KIND EDGES" or "field HALVES"; "" = none.
constexpr std::string_view kPositions[24][8] = {
    /* 1 T */ {"road S", "city N E W", "field Sw", "field Se"},
    /* 2 S */ {"road S", "city N E W", "field Sw", "field Se"},
    /* 3 N */ {"city N E", "field Se Sw Ws Wn"},
    /* 4 M */ {"city N E", "field Se Sw Ws Wn"},
    /* 5 P */ {"road E S", "city N W", "field En Sw", "field Es Se"},
    /* 6 O */ {"road E S", "city N W", "field En Sw", "field Es Se"},
    /* 7 G */ {"city E W", "field Nw Ne", "field Se Sw"},
    /* 8 F */ {"city E W", "field Nw Ne", "field Se Sw"},
    /* 9 I */ {"city E", "city N", "field Se Sw Ws Wn"},
    /* 10 H */ {"city W", "city E", "field Nw Ne Se Sw"},
    /* 11 E */ {"city N", "field En Es Se Sw Ws Wn"},
    /* 12 K */ {"road S W", "city N", "field En Es Se Wn", "field Sw Ws"},
    /* 13 J */ {"road E S", "city N", "field En Sw Ws Wn", "field Es Se"},
    /* 14 L */
    {"road W", "road E", "road S", "city N", "field En Wn", "field Sw Ws", "field Es Se"},
    /* 15 D */ {"road E W", "city N", "field En Wn", "field Es Se Sw Ws"},
    /* 16 U */ {"road N S", "", "field Nw Sw Ws Wn", "field Ne En Es Se"},
    /* 17 V */ {"road S W", "field Nw Ne En Es Se Wn", "field Sw Ws"},
    /* 18 W */ {"road W", "road E", "road S", "field Nw Ne En Wn", "field Sw Ws", "field Es Se"},
    /* 19 X */
    {"road W", "road E", "road S", "road N", "field Nw Wn", "field Ne En", "field Es Se",
     "field Sw Ws"},
    /* 20 B */ {"monastery", "field Nw Ne En Es Se Sw Ws Wn"},
    /* 21 A */ {"monastery", "road S", "field Nw Ne En Es Se Sw Ws Wn"},
    /* 22 C */ {"city N E S W"},
    /* 23 R */ {"city N E W", "field Se Sw"},
    /* 24 Q */ {"city N E W", "field Se Sw"},
};

// BGA's kind words (when not translated) and ours.
constexpr std::pair<std::string_view, SegmentKind> kKindWords[] = {
    {"road", SegmentKind::Road},
    {"city", SegmentKind::City},
    {"field", SegmentKind::Field},
    {"abbey", SegmentKind::Monastery},
};

// One entry of kPositions, read; nothing for an empty one.
std::optional<Position> table_feature(std::string_view text) {
    if (text.empty()) return std::nullopt;
    Position f;
    std::size_t space = text.find(' ');
    std::string_view kind = text.substr(0, space);
    f.kind = kind == "road"    ? SegmentKind::Road
             : kind == "city"  ? SegmentKind::City
             : kind == "field" ? SegmentKind::Field
                               : SegmentKind::Monastery;
    while (space != std::string_view::npos) {
        std::size_t next = text.find(' ', space + 1);
        std::string_view word =
            text.substr(space + 1, next == std::string_view::npos ? next : next - space - 1);
        if (auto e = parse_edge(word))
            f.edges |= static_cast<std::uint8_t>(1u << index(*e));
        else if (auto h = parse_half(word))
            f.halves |= static_cast<std::uint8_t>(1u << index(*h));
        space = next;
    }
    return f;
}

}  // namespace

std::optional<TileType> tile_type(std::int64_t type) {
    if (type < 1 || type > 24) return std::nullopt;
    const BgaType& t = kTypes[type - 1];
    return TileType{t.ours, t.turn, t.first_tile,
                    type == 24 ? kLastTile : kTypes[type].first_tile - 1};
}

int type_of_tile(std::int64_t number) {
    int type = 0;
    for (int k = 1; k <= 24; ++k)
        if (number >= kTypes[k - 1].first_tile) type = k;
    return type;
}

std::optional<Position> position(int type, std::int64_t pos) {
    if (type < 1 || type > 24 || pos < 1 || pos > 8) return std::nullopt;
    return table_feature(kPositions[type - 1][pos - 1]);
}

std::string unverified() {
    std::string out;
    for (const ExpansionDef* e : expansions())
        if (e->import && e->import->bga && !e->import->bga->unverified.empty())
            out += (out.empty() ? "" : "; ") + std::string(e->import->bga->unverified);
    return out;
}

std::optional<std::string_view> unverified_ptype(std::string_view ptype) {
    for (const ExpansionDef* e : expansions())
        if (e->import && e->import->bga)
            for (const auto& [word, what] : e->import->bga->ptypes)
                if (word == ptype) return what;
    return std::nullopt;
}

std::optional<SegmentKind> kind_word(std::string_view word) {
    for (const auto& [w, kind] : kKindWords)
        if (w == word) return kind;
    return std::nullopt;
}

}  // namespace carcassonne::importer::bga
