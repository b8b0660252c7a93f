#include "carcassonne/catalogue.hpp"

#include <fmt/format.h>

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

}  // namespace carcassonne
