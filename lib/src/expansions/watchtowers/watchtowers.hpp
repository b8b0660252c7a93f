// Watchtowers (watchtowers.*): what the Watchtowers' files share.
#pragma once

#include <optional>
#include <string_view>

#include "carcassonne/model/expansion.hpp"

namespace carcassonne {

namespace rule {
constexpr std::string_view kWatchtowersTiles = "watchtowers.tiles";
constexpr std::string_view kWatchtowersFields = "watchtowers.fields";
constexpr std::string_view kWatchtowersFinal = "watchtowers.final";
constexpr std::string_view kWatchtowersArea = "watchtowers.area";
constexpr std::string_view kWatchtowersTrigger = "watchtowers.trigger";
constexpr std::string_view kWatchtowersCountTime = "watchtowers.count-time";
}  // namespace rule

struct ExpansionSyntax;
struct DrawHooks;

namespace watchtowers {

// What a watchtower counts: a tile mark each (`watchtower: road-tiles`).
enum class Kind : std::uint8_t { Followers, Arms, RoadTiles, Monasteries, CityTiles };
struct KindMark {
    Kind kind;
    std::string_view name;  // in `watchtower:` and in messages
    MarkDef mark;
    char letter;  // beside the tower in the text drawing
};
constexpr KindMark kKinds[] = {
    {Kind::Followers, "followers", {"watchtower-followers", MarkOn::Tile, 8}, 'f'},
    {Kind::Arms, "arms", {"watchtower-arms", MarkOn::Tile, 9}, 'a'},
    {Kind::RoadTiles, "road-tiles", {"watchtower-road-tiles", MarkOn::Tile, 10}, 'r'},
    {Kind::Monasteries, "monasteries", {"watchtower-monasteries", MarkOn::Tile, 11}, 'k'},
    {Kind::CityTiles, "city-tiles", {"watchtower-city-tiles", MarkOn::Tile, 12}, 'c'},
};

// The watchtower a tile shows, if any.
const KindMark* tower_of(MarkSet tile_marks);

ExpansionDef& expansion();
const ExpansionSyntax& syntax();
const DrawHooks& draw();
const ImportHooks& import_hooks();

}  // namespace watchtowers
}  // namespace carcassonne
