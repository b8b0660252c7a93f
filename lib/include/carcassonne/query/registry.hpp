// `carcassonne expansions`: what the engine knows, as plain values (the
// report's columns in order, the base game's options and figures, each
// expansion's column, options, figures, marks, move keys, start tile and
// tiles, the built-in tile sets), so that the page and the tests ask the
// engine rather than copy it.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "carcassonne/model/types.hpp"

namespace carcassonne {

// An option under `options:`: its values, the first the default, or a range of numbers.
struct OptionListing {
    std::string key;
    std::vector<std::string> values;  // empty for a number
    bool number = false;              // the values (or the range) are numbers
    int min = 0, max = 0;             // a number without fixed values: its range
    std::string default_value;
};

// A kind of figure (follower_kind.hpp).
struct FigureListing {
    std::string name;
    std::string supply_key;
    int supply = 0;
    int weight = 1;
    bool follower = true;
    std::vector<std::string> stands_on;  // kinds of feature, as `on:` names them
};

struct StartListing {
    std::string tile;
    Pos at;
    Rotation rot = 0;
};

// A kind of feature on one tile scored by the 3x3 around it (area_kind.hpp).
struct AreaListing {
    std::string name;                 // as `on:` names it
    std::optional<std::string> mark;  // the tile mark that shows it on a copy
    std::string column;               // where its points go
};

struct ExpansionListing {
    std::string name;
    std::string title;  // its section's title in the rule book, else its name
    std::optional<std::string> column;
    bool column_only_when_played = false;
    std::vector<OptionListing> options;
    std::vector<FigureListing> figures;
    std::vector<std::string> marks;      // the marks it brings, by key
    std::vector<std::string> move_keys;  // keys of a log's move (actions)
    // A move may earn its player the next one (ScoringHooks::bonus_move): in
    // its games the turn order is the moves', not the players' list.
    bool bonus_moves = false;
    std::optional<std::string> document_key;
    std::optional<StartListing> start;
    std::vector<std::string> tiles;  // the catalogue's tiles that come with it
    std::vector<AreaListing> areas;
};

struct TileSetListing {
    std::string name;
    std::size_t tiles = 0;
};

struct RegistryListing {
    std::vector<std::string> columns;          // every report column, in report order
    std::vector<OptionListing> options;        // the base game's and the house rules
    std::vector<FigureListing> figures;        // the base game's
    StartListing start;                        // a log's start tile without an expansion's
    std::vector<AreaListing> areas;            // the base game's: the monastery
    std::vector<ExpansionListing> expansions;  // in registry order
    std::vector<TileSetListing> tilesets;
};

RegistryListing list_registry();

}  // namespace carcassonne
