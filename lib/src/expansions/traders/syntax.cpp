// Traders & Builders in documents: `goods: wine` on a custom tile's city
// segment (trade.tiles), and `goods: {red: {wine: 2}}`, the tokens held when the
// document starts (trade.tally).
#include <fmt/format.h>

#include <algorithm>

#include "expansions/traders/traders.hpp"
#include "io/expansion_syntax.hpp"

namespace carcassonne {
namespace {

using traders::kGoods;
using traders::kGoodsKinds;

std::string goods_names() {
    return fmt::format("{}, {} or {}", kGoods[0]->key, kGoods[1]->key, kGoods[2]->key);
}

void read_segment_goods(const Decoder& d, const YNode& value, SegmentDef& segment) {
    const std::string& text = d.as_string(value, "'goods' of a city");
    for (const MarkDef* g : kGoods)
        if (g->key == text) {
            segment.marks |= g->set();
            return;
        }
    d.fail(value,
           fmt::format("'goods' of a city must be {}, not {}", goods_names(), describe(value)));
}

std::string write_segment_goods(const SegmentDef& segment) {
    for (const MarkDef* g : kGoods)
        if (segment.marks & g->set()) return fmt::format(", goods: {}", g->key);
    return "";
}

// `goods: {red: {wine: 2, grain: 0, cloth: 1}, blue: {wine: 1}}`
void read_goods(const Decoder& d, const YNode& n, DocumentKind,
                const std::vector<std::string>& players, Ruleset& rules) {
    d.expect_map(n, "goods");
    traders::GoodsSetup s;
    for (std::size_t i = 0; i < n.map_size(); ++i) {
        auto p = std::find(players.begin(), players.end(), n.key(i).text);
        if (p == players.end())
            d.fail(n.key(i), fmt::format("goods: unknown player '{}'", n.key(i).text));
        const YNode& held = n.value(i);
        std::string what = fmt::format("goods of {}", n.key(i).text);
        d.expect_map(held, what);
        d.check_keys(held, {kGoods[0]->key, kGoods[1]->key, kGoods[2]->key}, what);
        for (std::size_t g = 0; g < kGoodsKinds; ++g)
            if (const YNode* v = held.find(kGoods[g]->key))
                s.held[p - players.begin()][g] = d.as_int(
                    *v, fmt::format("{}'s {} tokens", n.key(i).text, kGoods[g]->key), 0, 1000);
    }
    rules.set_settings(traders::expansion(), s);
}

std::string write_goods(const Ruleset& rules, DocumentKind,
                        const std::vector<std::string>& players) {
    const traders::GoodsSetup& s = traders::setup(rules);
    std::string out;
    for (std::size_t p = 0; p < players.size(); ++p) {
        const auto& held = s.held[p];
        if (std::all_of(held.begin(), held.end(), [](std::int64_t n) { return n == 0; })) continue;
        out += fmt::format("  {}: {{{}: {}, {}: {}, {}: {}}}\n", players[p], kGoods[0]->key,
                           held[0], kGoods[1]->key, held[1], kGoods[2]->key, held[2]);
    }
    return out.empty() ? "" : "goods:\n" + out;
}

std::string_view usage(DocumentKind) {
    return "goods: {PLAYER: {wine: N, grain: N, cloth: N}, ...}";
}

}  // namespace

const ExpansionSyntax& traders::syntax() {
    static const ExpansionSyntax s = [] {
        ExpansionSyntax x;
        x.segment_keys = {
            {"goods", SegmentKind::City, kGoodsMarks, read_segment_goods, write_segment_goods}};
        x.document_key = "goods";
        x.optional_key = true;
        x.usage = usage;
        x.read_key = read_goods;
        x.write_key = write_goods;
        return x;
    }();
    return s;
}

}  // namespace carcassonne
