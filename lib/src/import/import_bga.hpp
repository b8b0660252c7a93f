// Board Game Arena game logs (IMPORT.md "Board Game Arena"): the data tables
// of tile types, tile numbers and follower positions (import_bga_tables.cpp)
// and the reader of the notifications (import_bga.cpp).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "import_common.hpp"

namespace carcassonne::importer::bga {

constexpr int kLastTile = 72;
constexpr int kStartTile = 36;

// A tile type (1..24): our tile, its turn (our rot = (turn + 90 x (ori - 1))
// mod 360) and BGA's fixed tile numbers of that type.
struct TileType {
    std::string_view ours;
    int turn;
    int first_tile;
    int last_tile;
};
// Nothing for a type outside 1..24.
std::optional<TileType> tile_type(std::int64_t type);
// The type (1..24) of a tile number (1..72).
int type_of_tile(std::int64_t number);

// A follower position of the table, on our tile in its drawn orientation.
struct Position {
    SegmentKind kind = SegmentKind::Road;
    std::uint8_t edges = 0;   // drawn (rot 0)
    std::uint8_t halves = 0;  // drawn (rot 0)
};
// The feature at `pos` (1..8) of tile type `type`; nothing where the table has none.
std::optional<Position> position(int type, std::int64_t pos);
// What of other expansions' BGA logs is unverified (their ImportHooks::bga),
// "; "-separated; empty when no expansion says.
std::string unverified();
// What a follower type of an expansion would be ("the large follower of ..."),
// or nothing.
std::optional<std::string_view> unverified_ptype(std::string_view ptype);

// BGA's own word for a kind (road, city, field, abbey); nothing for another
// word (BGA may translate it).
std::optional<SegmentKind> kind_word(std::string_view word);

}  // namespace carcassonne::importer::bga
