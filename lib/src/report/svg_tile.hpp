// One tile as SVG, drawn from its segments in a 100 x 100 box (north up, the
// board's orientation): fields, roads, cities, coats of arms, monastery, the
// expansions' glyphs and the illustrations; and where followers stand on it.
#pragma once

#include <string>
#include <vector>

#include "carcassonne/model/tile.hpp"

namespace carcassonne::svg {

constexpr int kTile = 100;

// The shapes of def turned by rot; segments with highlighted[s] are outlined
// (cities, roads, monastery) or hatched (fields). Uses the classes of style().
std::string tile_body(const TileDef& def, Rotation rot, MarkSet marks,
                      const std::vector<bool>& highlighted);

// Where a follower on segment s of def turned by rot stands; farmers lie down.
struct Spot {
    double x = 50;
    double y = 50;
    bool lying = false;
};
Spot follower_spot(const TileDef& def, Rotation rot, int segment);

// The CSS rules of the classes tile_body uses.
std::string style();

// "12", "62.5": numbers as SVG attributes hold them.
std::string num(double v);

}  // namespace carcassonne::svg
