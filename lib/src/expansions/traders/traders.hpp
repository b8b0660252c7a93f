// Traders & Builders (trade.*, builder.*, pig.*): what the expansion's files share.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

#include "carcassonne/model/expansion.hpp"

namespace carcassonne {

namespace rule {
constexpr std::string_view kTradeTiles = "trade.tiles";
constexpr std::string_view kTradeAward = "trade.award";
constexpr std::string_view kTradeFinal = "trade.final";
constexpr std::string_view kTradeTally = "trade.tally";
constexpr std::string_view kBuilderSupply = "builder.supply";
constexpr std::string_view kBuilderPlacement = "builder.placement";
constexpr std::string_view kBuilderDoubleTurn = "builder.double-turn";
constexpr std::string_view kBuilderReturn = "builder.return";
constexpr std::string_view kPigSupply = "pig.supply";
constexpr std::string_view kPigPlacement = "pig.placement";
constexpr std::string_view kPigFinal = "pig.final";
}  // namespace rule

struct ExpansionSyntax;
struct DrawHooks;
struct ImportHooks;

namespace traders {

// The goods a city segment may show (trade.tiles): segment marks, read and
// written as `goods: wine` on a custom tile's city segment.
constexpr MarkDef kWine{"wine", MarkOn::Segment, 3, SegmentKind::City};
constexpr MarkDef kGrain{"grain", MarkOn::Segment, 4, SegmentKind::City};
constexpr MarkDef kCloth{"cloth", MarkOn::Segment, 5, SegmentKind::City};
constexpr std::size_t kGoodsKinds = 3;
constexpr std::array<const MarkDef*, kGoodsKinds> kGoods{&kWine, &kGrain, &kCloth};
constexpr MarkSet kGoodsMarks = kWine.set() | kGrain.set() | kCloth.set();

// The state the game holds: each player's tokens of each good, then the
// number of the move that earned a bonus move.
using GoodsCounts = std::array<std::int64_t, kGoodsKinds>;
constexpr std::size_t goods_slot(std::size_t player, std::size_t good) {
    return player * kGoodsKinds + good;
}
constexpr std::size_t kBonusEarnedAt = kMaxPlayers * kGoodsKinds;
constexpr std::size_t kStateSize = kBonusEarnedAt + 1;

// What `goods:` gives: the tokens held when the document starts (trade.tally).
struct GoodsSetup {
    std::array<GoodsCounts, kMaxPlayers> held{};
};
const GoodsSetup& setup(const Ruleset& rules);

ExpansionDef& expansion();
const ExpansionSyntax& syntax();
const DrawHooks& draw();
const ImportHooks& import_hooks();

}  // namespace traders
}  // namespace carcassonne
