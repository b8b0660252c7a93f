#include "carcassonne/model/catalogue.hpp"

#include <fmt/format.h>

#include "carcassonne/model/area_kind.hpp"
#include "carcassonne/model/document.hpp"

namespace carcassonne {

bool Catalogue::add(TileDef def) {
    auto [it, inserted] =
        by_id_.emplace(def.id, TileTypeId(static_cast<std::uint32_t>(tiles_.size())));
    if (!inserted) return false;
    tiles_.push_back(std::move(def));
    return true;
}

std::optional<TileTypeId> Catalogue::find(std::string_view id) const {
    auto it = by_id_.find(std::string(id));
    if (it == by_id_.end()) return std::nullopt;
    return it->second;
}

const TileDef& Catalogue::with_areas(TileTypeId type, AreaSet areas) const {
    const TileDef& def = tiles_[type.value()];
    if ((areas & ~def.areas) == 0) return def;
    std::uint64_t key = (std::uint64_t{type.value()} << 8) | areas;
    auto [it, made] = variant_of_.emplace(key, variants_.size());
    if (made) {
        variants_.push_back(def);
        set_areas(variants_.back(), static_cast<AreaSet>(def.areas | areas));
    }
    return variants_[it->second];
}

std::vector<TileRotation> tiles_with_edges(const Catalogue& catalogue, const EdgePattern& pattern) {
    std::vector<TileRotation> out;
    for (std::uint32_t t = 0; t < catalogue.size(); ++t) {
        const TileDef& def = catalogue[TileTypeId(t)];
        for (Rotation rot = 0; rot < 4; ++rot) {
            if (def.first_same_rotation(rot) != rot) continue;
            bool match = true;
            for (Edge e : kAllEdges) {
                const auto& want = pattern[index(e)];
                if (want && def.edge_kind_on_board(e, rot) != *want) match = false;
            }
            if (match) out.push_back({TileTypeId(t), rot});
        }
    }
    return out;
}

CustomTiles::CustomTiles() : catalogue_(Catalogue::builtin()) {}

void CustomTiles::add(TileDef def, const std::string& file, SourceLoc where) {
    if (auto prior = catalogue_.find(def.id)) {
        std::size_t builtin = Catalogue::builtin().size();
        if (prior->value() < builtin)
            throw InputError(
                file, where,
                fmt::format("tile '{}' is a catalogue tile; give a custom tile another id",
                            def.id));
        const auto& [pf, pl] = origin_[prior->value() - builtin];
        throw InputError(file, where,
                         fmt::format("tile '{}' is defined twice: here and at {}:{}:{}", def.id, pf,
                                     pl.line, pl.column));
    }
    catalogue_.add(std::move(def));
    origin_.emplace_back(file, where);
}

const TileDef& placed_def(const Document& doc, const Placement& p) {
    const TileDef& def = doc.catalogue[p.tile];
    return doc.catalogue.with_areas(
        p.tile, areas_shown(p.marks.value_or(def.marks), areas_played(doc.rules)));
}

}  // namespace carcassonne
