// Inns & Cathedrals (inns.*): what the expansion's files share.
#pragma once

#include <string_view>

#include "carcassonne/model/expansion.hpp"

namespace carcassonne {

namespace rule {
constexpr std::string_view kInnsTiles = "inns.tiles";
constexpr std::string_view kInnsInnCompleted = "inns.inn.completed";
constexpr std::string_view kInnsInnFinal = "inns.inn.final";
constexpr std::string_view kInnsCathedralCompleted = "inns.cathedral.completed";
constexpr std::string_view kInnsCathedralFinal = "inns.cathedral.final";
constexpr std::string_view kInnsLargeFollower = "inns.large-follower";
constexpr std::string_view kInnsLargeFollowerSupply = "inns.large-follower.supply";
constexpr std::string_view kInnsFieldInner = "inns.field.inner";
}  // namespace rule

struct ExpansionSyntax;
struct DrawHooks;
struct ImportHooks;

namespace inns {

// An inn beside one road segment, a cathedral in one city segment (inns.tiles):
// segment marks, read as `inn: true` / `cathedral: true` on a custom tile's segment.
constexpr MarkDef kInn{"inn", MarkOn::Segment, 1, SegmentKind::Road};
constexpr MarkDef kCathedral{"cathedral", MarkOn::Segment, 2, SegmentKind::City};

ExpansionDef& expansion();
const ExpansionSyntax& syntax();
const DrawHooks& draw();
const ImportHooks& import_hooks();

}  // namespace inns
}  // namespace carcassonne
