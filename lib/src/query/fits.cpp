// Where a tile fits: the open squares next to the board, each rotation checked
// by Board::check_placement (the check Game::play makes), and each follower by
// Game::free_features (play()'s follower checks, on the tile laid and taken back).
#include "carcassonne/query/fits.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <stdexcept>

#include "carcassonne/board/consistency.hpp"
#include "carcassonne/query/box.hpp"
#include "carcassonne/scoring/game.hpp"

namespace carcassonne {
namespace {

// Roads, cities, fields, then the area kinds (the monastery first: the order
// `on:` forms are listed in messages), keeping segment order within a kind.
int listing_order(SegmentKind k) {
    switch (k) {
        case SegmentKind::Road:
            return 0;
        case SegmentKind::City:
            return 1;
        case SegmentKind::Field:
            return 2;
        default:
            return 3 + static_cast<int>(k) - static_cast<int>(SegmentKind::Monastery);
    }
}

void in_listing_order(std::vector<FeatureRef>& refs) {
    std::stable_sort(refs.begin(), refs.end(), [](const FeatureRef& a, const FeatureRef& b) {
        return listing_order(a.kind) < listing_order(b.kind);
    });
}

std::vector<std::vector<Rotation>> rotation_classes(const TileDef& def) {
    std::vector<std::vector<Rotation>> classes;
    for (Rotation r = 0; r < 4; ++r) {
        Rotation first = def.first_same_rotation(r);
        if (first == r) {
            classes.push_back({r});
            continue;
        }
        for (auto& c : classes)
            if (c.front() == first) c.push_back(r);
    }
    return classes;
}

}  // namespace

std::optional<TileTypeId> placeable_tile(const Document& doc, std::string_view id,
                                         std::string& why) {
    auto type = doc.catalogue.find(id);
    if (!type) {
        why = fmt::format("unknown tile '{}' (`carcassonne tiles` lists them)", id);
        return std::nullopt;
    }
    if (const ExpansionDef* missing = missing_expansion(doc.rules, doc.catalogue[*type])) {
        why = fmt::format("tile '{}' needs the {} expansion, which {} does not list", id,
                          missing->name, doc.file);
        return std::nullopt;
    }
    return type;
}

namespace {

// The board's part of an answer: the document played up to there, whose move
// it is and what the mover has left; false when the board breaks a rule.
bool play_board(Game& game, const Document& doc, const AdjudicationOptions& options,
                FitsAnswer& answer) {
    answer.kind = doc.kind;
    answer.file = doc.file;
    AdjudicationOptions up_to = options;
    up_to.then.reset();
    Report so_far = play_document(game, doc, up_to);
    if (!so_far.violations.empty()) {
        answer.violations = std::move(so_far.violations);
        return false;
    }
    if (doc.kind == DocumentKind::Log) {
        answer.moves_played = static_cast<std::size_t>(
            std::min<std::uint64_t>(doc.moves.size(), options.moves.value_or(UINT64_MAX)));
        answer.mover = doc.players[game.mover()];
        answer.supply =
            doc.rules.followers - game.board().graph().standing(game.mover(), kNormalFollower);
        answer.bonus = game.bonus_pending();
        answer.returns = game.returnable();
    }
    for (const FollowerKindDef* k : follower_kinds()) {
        if (k->id == kNormalFollower || !k->owner || !doc.rules.has(*k->owner)) continue;
        std::optional<int> left;
        if (doc.kind == DocumentKind::Log)
            left = doc.rules.supply(k->id) - game.board().graph().standing(game.mover(), k->id);
        answer.kind_supplies.emplace_back(k->id, left);
    }
    return true;
}

// The tile's placements on the board `game` holds (on `only`, when given).
void place_tile(Game& game, const Document& doc, TileTypeId tile,
                const AdjudicationOptions& options, std::optional<Pos> only, FitsAnswer& answer,
                std::optional<MarkSet> marks = std::nullopt) {
    const TileDef& def = doc.catalogue[tile];
    answer.tile = def.id;
    answer.same_rotations = rotation_classes(def);
    // In a log, an expansion's order of the tiles may refuse the tile wherever it fits.
    std::vector<TilePlace> places;
    answer.not_now = game.check_draw(tile);
    if (!answer.not_now) places = game.allowed_placements(tile);
    // The self-check compares the whole graph with a rebuilt one: after every
    // trial it would make fits quadratic in the board, so it runs after the
    // first trials and the last (a trial not taken back whole still shows
    // there, since the graph keeps what a rollback missed).
    constexpr std::size_t kCheckedTrials = 8;
    std::size_t trials = 0;
    auto self_check = [&](const TilePlace& p) {
        if (auto problem = check_consistency(game.board()))
            throw std::logic_error(
                fmt::format("after trying {} at {}: {}", def.id, to_string(p.at), *problem));
    };
    for (const TilePlace& p : places) {
        if (def.first_same_rotation(p.rot) != p.rot) continue;
        if (only && p.at != *only) continue;
        Fit fit{p.at, p.rot, {}, {}, {}};
        auto by_kind = game.free_features(
            tile, p.rot, p.at, doc.kind == DocumentKind::Log ? &fit.returns : nullptr, marks);
        if (options.self_check && ++trials <= kCheckedTrials) self_check(p);
        // Followers that stand anywhere share one list (the union of their
        // places, each once: a segment is always named the same); every other
        // kind has its own.
        for (const FollowerKindDef* k : follower_kinds()) {
            auto& spots = by_kind[k->id];
            in_listing_order(spots);
            if (k->follower && k->stands_on == kAnySegmentKind) {
                for (const FeatureRef& r : spots)
                    if (std::none_of(fit.followers.begin(), fit.followers.end(),
                                     [&](const FeatureRef& o) {
                                         return o.kind == r.kind && o.where == r.where;
                                     }))
                        fit.followers.push_back(r);
            } else if (!spots.empty()) {
                fit.figures.emplace_back(k->id, std::move(spots));
            }
        }
        in_listing_order(fit.followers);
        answer.placements.push_back(std::move(fit));
    }
    if (options.self_check && trials > kCheckedTrials) self_check(places.back());
}

}  // namespace

FitsAnswer fits(const Document& doc, TileTypeId tile, const AdjudicationOptions& options,
                std::optional<Pos> only, std::optional<MarkSet> marks) {
    FitsAnswer answer;
    answer.tile = doc.catalogue[tile].id;
    answer.same_rotations = rotation_classes(doc.catalogue[tile]);
    Game game(doc);
    if (play_board(game, doc, options, answer))
        place_tile(game, doc, tile, options, only, answer, marks);
    return answer;
}

SquareFitsAnswer fits_at(const Document& doc, Pos at, const AdjudicationOptions& options,
                         std::optional<MarkSet> marks) {
    SquareFitsAnswer answer;
    answer.at = at;
    answer.marks = marks;
    Game game(doc);
    if (!play_board(game, doc, options, answer.board)) return answer;
    std::vector<std::optional<int>> left(doc.catalogue.size());
    for (const BoxTile& b : box_use(doc, options.moves)) left[b.tile.value()] = b.left();
    if (marks) {
        // The box's copies that show exactly these marks, in catalogue order.
        std::vector<MarkedCopies> copies;
        for (const MarkedCopies& m : marked_copies_use(doc, options.moves))
            if (m.area->mark_bit == *marks) copies.push_back(m);
        std::stable_sort(copies.begin(), copies.end(),
                         [](const MarkedCopies& a, const MarkedCopies& b) {
                             return a.tile.value() < b.tile.value();
                         });
        for (const MarkedCopies& m : copies) {
            FitsAnswer tile = answer.board;
            place_tile(game, doc, m.tile, options, at, tile, marks);
            if (tile.not_now || tile.placements.empty()) continue;
            int own = left[m.tile.value()].value_or(m.in_box - m.taken);
            answer.tiles.emplace_back(std::move(tile), std::min(m.in_box - m.taken, own));
        }
        return answer;
    }
    const std::size_t builtin = std::min(Catalogue::builtin().size(), doc.catalogue.size());
    for (std::size_t t = 0; t < doc.catalogue.size(); ++t) {
        TileTypeId id(static_cast<std::uint32_t>(t));
        const TileDef& def = doc.catalogue[id];
        // The box's tiles (a built-in tile the boxes hold) and the document's own.
        if ((t < builtin && def.count <= 0) || missing_expansion(doc.rules, def)) continue;
        FitsAnswer tile = answer.board;
        place_tile(game, doc, id, options, at, tile);
        if (tile.not_now || tile.placements.empty()) continue;
        answer.tiles.emplace_back(std::move(tile), left[t]);
    }
    return answer;
}

}  // namespace carcassonne
