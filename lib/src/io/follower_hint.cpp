#include "io/follower_hint.hpp"

#include <fmt/format.h>

#include <array>

#include "carcassonne/model/wording.hpp"

namespace carcassonne {

std::string follower_rotation_hint(const Document& doc, const Placement& p,
                                   const std::vector<const Placement*>& placed) {
    std::array<const Placement*, 4> beside{};
    for (const Placement* q : placed)
        for (Edge e : kAllEdges)
            if (auto square = neighbour(p.at, e); square && *square == q->at && !beside[index(e)])
                beside[index(e)] = q;
    const TileDef& def = doc.catalogue[p.tile];
    std::uint8_t fits = 0, carries = 0;
    for (Rotation r = 0; r < 4; ++r) {
        bool match = true;
        for (Edge e : kAllEdges)
            if (const Placement* q = beside[index(e)])
                match = match && def.edge_kind_on_board(e, r) ==
                                     doc.catalogue[q->tile].edge_kind_on_board(opposite(e), q->rot);
        if (match) fits = static_cast<std::uint8_t>(fits | (1u << r));
        if (def.segment_for(p.follower->on, r) >= 0)
            carries = static_cast<std::uint8_t>(carries | (1u << r));
    }
    if (fits & (1u << p.rot)) return "";  // the tile lies right: the feature is the slip
    const std::string feature = describe(p.follower->on);
    if (const std::uint8_t both = fits & carries) {
        bool one = (both & (both - 1)) == 0;
        return fmt::format("; {} has {} with rot: {}, which {} here", def.id, feature,
                           rotations_or(both), one ? "fits" : "fit");
    }
    if (fits)
        return fmt::format("; {} fits here with rot: {}, but then has no {}", def.id,
                           rotations_or(fits), feature);
    return fmt::format("; no rotation of {} fits here", def.id);
}

}  // namespace carcassonne
