// The tile types a document may place: the built-in catalogue plus custom tiles.
#pragma once

#include <array>
#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "carcassonne/model/error.hpp"
#include "carcassonne/model/tile.hpp"

namespace carcassonne {

class Catalogue {
  public:
    // The built-in tiles of TILES.md, read from the embedded data file.
    static const Catalogue& builtin();

    // Adds a tile; returns false when the id is already taken.
    bool add(TileDef def);
    std::optional<TileTypeId> find(std::string_view id) const;
    const TileDef& operator[](TileTypeId i) const { return tiles_[i.value()]; }
    std::size_t size() const { return tiles_.size(); }
    const std::vector<TileDef>& tiles() const { return tiles_; }
    // The tile type as a copy shows it with more area features (a garden copy
    // of E): the type itself when it has them all, else a variant made at the
    // first asking and kept, at the same address, as long as the catalogue.
    const TileDef& with_areas(TileTypeId type, AreaSet areas) const;

  private:
    std::vector<TileDef> tiles_;
    std::unordered_map<std::string, TileTypeId> by_id_;
    mutable std::deque<TileDef> variants_;
    mutable std::unordered_map<std::uint64_t, std::size_t> variant_of_;  // type, areas -> variants_
};

// What each board edge (N, E, S, W) must show; nothing for "anything".
using EdgePattern = std::array<std::optional<EdgeKind>, 4>;

// A tile type turned by a rotation.
struct TileRotation {
    TileTypeId tile;
    Rotation rot = 0;
};

// Every tile and rotation whose edges show the pattern, in catalogue order, then
// by rotation; a rotation that lays the same tile as a smaller one is left out.
std::vector<TileRotation> tiles_with_edges(const Catalogue& catalogue, const EdgePattern& pattern);

// The built-in catalogue plus custom tiles from several files, refusing an id
// that is taken: InputError at the new definition, naming the first one.
class CustomTiles {
  public:
    CustomTiles();
    void add(TileDef def, const std::string& file, SourceLoc where);
    const Catalogue& catalogue() const { return catalogue_; }

  private:
    Catalogue catalogue_;
    std::vector<std::pair<std::string, SourceLoc>> origin_;  // per custom tile
};

}  // namespace carcassonne
