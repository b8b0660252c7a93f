// Signposts (signposts.*): what the Signposts' files share.
#pragma once

#include <optional>
#include <string_view>

#include "carcassonne/model/expansion.hpp"
#include "carcassonne/model/names.hpp"

namespace carcassonne {

namespace rule {
constexpr std::string_view kSignpostsTiles = "signposts.tiles";
constexpr std::string_view kSignpostsCorrect = "signposts.correct";
constexpr std::string_view kSignpostsCompleted = "signposts.completed";
constexpr std::string_view kSignpostsFinal = "signposts.final";
constexpr std::string_view kSignpostsFeatureBonus = "signposts.feature-bonus";
}  // namespace rule

struct ExpansionSyntax;
struct DrawHooks;

namespace signposts {

// Where a signpost points, for a traveller leaving the tile through its edge.
enum class Points : std::uint8_t { Left, Straight, Right };
constexpr Named<Points> kPointsNames[] = {
    {Points::Left, "left"},
    {Points::Straight, "straight"},
    {Points::Right, "right"},
};

// A signpost is a road edge mark, one per way it points (bit = Points).
constexpr MarkDef kLeft{"signpost-left", MarkOn::RoadEdge, 0};
constexpr MarkDef kStraight{"signpost-straight", MarkOn::RoadEdge, 1};
constexpr MarkDef kRight{"signpost-right", MarkOn::RoadEdge, 2};
constexpr MarkSet kAny = kLeft.set() | kStraight.set() | kRight.set();

// The way the signpost among an edge's marks points, if one stands there.
std::optional<Points> points_of(MarkSet edge_marks);
constexpr MarkSet mark_of(Points p) {
    return MarkSet{1} << static_cast<int>(p);
}

ExpansionDef& expansion();
const ExpansionSyntax& syntax();
const DrawHooks& draw();

}  // namespace signposts
}  // namespace carcassonne
