#include "carcassonne/query/box.hpp"

#include <fmt/format.h>

#include "carcassonne/model/ruleset.hpp"

namespace carcassonne {
namespace {

std::string how_often(int n) {
    if (n == 1) return "once";
    if (n == 2) return "twice";
    return fmt::format("{} times", n);
}

}  // namespace

std::vector<BoxTile> box_use(const Document& doc, std::optional<std::uint64_t> moves) {
    // The built-in tiles come first in a document's catalogue, custom ones after.
    const std::size_t builtin = std::min(Catalogue::builtin().size(), doc.catalogue.size());
    std::vector<int> row(doc.catalogue.size(), -1);  // a tile type's entry in `out`
    std::vector<BoxTile> out;
    for (std::size_t t = 0; t < builtin; ++t) {
        TileTypeId id(static_cast<std::uint32_t>(t));
        const TileDef& def = doc.catalogue[id];
        if (def.count <= 0 || missing_expansion(doc.rules, def)) continue;
        row[t] = static_cast<int>(out.size());
        out.push_back({id, def.count, 0, 0, {}});
    }
    auto take = [&](const Placement& p, bool discard) {
        int r = row[p.tile.value()];
        if (r < 0) return;
        BoxTile& b = out[static_cast<std::size_t>(r)];
        (discard ? b.discarded : b.placed) += 1;
        if (b.placed + b.discarded == b.in_box + 1) b.over = p.loc;
    };
    if (doc.kind == DocumentKind::Position) {
        for (const Placement& p : doc.board) take(p, false);
        return out;
    }
    take(doc.start, false);
    std::size_t n = static_cast<std::size_t>(
        std::min<std::uint64_t>(doc.moves.size(), moves.value_or(doc.moves.size())));
    for (std::size_t i = 0; i < n; ++i) take(doc.moves[i].placement, doc.moves[i].discard);
    return out;
}

std::vector<MarkedCopies> marked_copies_use(const Document& doc,
                                            std::optional<std::uint64_t> moves) {
    std::vector<MarkedCopies> out;
    const AreaSet played = areas_played(doc.rules);
    for (const AreaKindDef* area : area_kinds()) {
        if (!(played & area_bit(area->kind)) || !area->mark_bit) continue;
        for (const auto& [id, copies] : area->copies) {
            auto tile = doc.catalogue.find(id);
            if (!tile || missing_expansion(doc.rules, doc.catalogue[*tile])) continue;
            out.push_back({*tile, area, copies, 0, {}});
        }
    }
    auto take = [&](const Placement& p) {
        if (!p.marks) return;
        for (MarkedCopies& m : out)
            if (m.tile == p.tile && (*p.marks & m.area->mark_bit) && ++m.taken == m.in_box + 1)
                m.over = p.loc;
    };
    if (doc.kind == DocumentKind::Position) {
        for (const Placement& p : doc.board) take(p);
        return out;
    }
    take(doc.start);
    std::size_t n = static_cast<std::size_t>(
        std::min<std::uint64_t>(doc.moves.size(), moves.value_or(doc.moves.size())));
    for (std::size_t i = 0; i < n; ++i)
        if (!doc.moves[i].discard) take(doc.moves[i].placement);
    return out;
}

std::optional<std::string> over_box(const Document& doc, const MarkedCopies& use) {
    if (use.taken <= use.in_box) return std::nullopt;
    return fmt::format("tile {} with marks: [{}] is placed {}; the box holds {}",
                       doc.catalogue[use.tile].id, use.area->mark, how_often(use.taken),
                       use.in_box);
}

std::optional<std::string> over_box(const Document& doc, const BoxTile& use) {
    if (use.left() >= 0) return std::nullopt;
    std::string taken;
    if (use.placed) taken = "placed " + how_often(use.placed);
    if (use.placed && use.discarded) taken += " and ";
    if (use.discarded) taken += "discarded " + how_often(use.discarded);
    return fmt::format("tile {} is {}; the box holds {}", doc.catalogue[use.tile].id, taken,
                       use.in_box);
}

}  // namespace carcassonne
