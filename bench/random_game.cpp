// Random legal games (random_game.hpp). Every move is judged by the Game's own
// checks before it is written, so the logs are legal by construction; the
// property test checks that once more from the text.
#include "random_game.hpp"

#include <algorithm>
#include <bitset>
#include <memory>
#include <optional>
#include <stdexcept>

#include "carcassonne/io/document_io.hpp"
#include "carcassonne/model/expansion.hpp"
#include "carcassonne/model/follower_kind.hpp"
#include "carcassonne/model/ruleset.hpp"
#include "carcassonne/scoring/game.hpp"

namespace carcassonne::bench {
namespace {

const char* const kNames[] = {"red", "blue", "green", "yellow", "black"};

struct Candidate {
    Pos at;
    Rotation rot;
};

bool listed(const std::vector<std::string>& expansions, const std::string& name) {
    return std::find(expansions.begin(), expansions.end(), name) != expansions.end();
}

void shuffle(std::vector<TileTypeId>& tiles, Random& random) {
    for (std::size_t i = tiles.size(); i > 1; --i) std::swap(tiles[i - 1], tiles[random.below(i)]);
}

// The expansion whose tiles come before all others: one with a start tile of
// its own and a line across its tiles (the river), or none.
const ExpansionDef* first_drawn(const std::vector<std::string>& expansions) {
    for (const std::string& name : expansions)
        if (const ExpansionDef* e = find_expansion(name); e && e->start && e->line) return e;
    return nullptr;
}

// The tiles in the order they are drawn: the box less the start tile; with
// the river, its tiles whose line reaches two edges first, then those whose
// line ends on the tile (the lake), then the rest, each group shuffled.
std::vector<TileTypeId> draw_order(const Document& setup,
                                   const std::vector<std::string>& expansions, Random& random) {
    const Catalogue& catalogue = setup.catalogue;
    const ExpansionDef* first = first_drawn(expansions);
    std::vector<TileTypeId> middle, last, box;
    for (const TileDef& def : catalogue.tiles()) {
        bool base = def.expansion.empty() && !missing_expansion(Ruleset{}, def);
        if (!base && !listed(expansions, def.expansion)) continue;
        TileTypeId type = *catalogue.find(def.id);
        int copies = def.count - (type == setup.start.tile);
        std::vector<TileTypeId>* group = &box;
        if (first && def.expansion == first->name)
            group = std::bitset<4>(def.line_edges).count() == 2 ? &middle : &last;
        for (int i = 0; i < copies; ++i) group->push_back(type);
    }
    shuffle(middle, random);
    shuffle(box, random);
    middle.insert(middle.end(), last.begin(), last.end());
    middle.insert(middle.end(), box.begin(), box.end());
    return middle;
}

// The kinds of follower the game's expansions bring (the normal one aside).
std::vector<FollowerKind> expansion_kinds(const std::vector<std::string>& expansions) {
    std::vector<FollowerKind> out;
    for (const FollowerKindDef* k : follower_kinds())
        if (k->owner && listed(expansions, std::string(k->owner->name))) out.push_back(k->id);
    return out;
}

std::string header(std::size_t players, const std::vector<std::string>& expansions) {
    std::string out = "players: [";
    for (std::size_t p = 0; p < players; ++p) out += (p ? ", " : "") + std::string(kNames[p]);
    out += "]\n";
    if (!expansions.empty()) {
        out += "expansions: [";
        for (std::size_t i = 0; i < expansions.size(); ++i) out += (i ? ", " : "") + expansions[i];
        out += "]\n";
    }
    return out;
}

// The move with the first figure of `kinds` the rules let stand on the tile,
// kinds in order, features in segment order; none when no figure may.
struct PlacedFigure {
    std::unique_ptr<Game> game;
    FollowerKind kind;
    std::string words;  // "builder road W"
};
std::optional<PlacedFigure> first_figure(const Game& game, const Move& move, std::int64_t number,
                                         const std::vector<FollowerKind>& kinds) {
    const TileDef& def = game.board().catalogue()[move.placement.tile];
    Board placed(game.board());
    TileIndex next(static_cast<std::uint32_t>(game.board().tile_count()));
    placed.place(move.placement.tile, move.placement.rot, move.placement.at, 0);
    for (FollowerKind k : kinds)
        for (std::size_t i = 0; i < def.segments.size(); ++i) {
            FollowerSpec f;
            f.kind = k;
            f.on = placed.feature_ref(next, static_cast<std::uint8_t>(i));
            Move with = move;
            with.placement.follower = f;
            auto trial = std::make_unique<Game>(game);
            if (trial->play(with, number).legal())
                return PlacedFigure{std::move(trial), k,
                                    std::string(follower_kind(k).name) + " " + describe(f.on)};
        }
    return std::nullopt;
}

}  // namespace

RandomGame play_random_game(Random& random, const std::vector<std::string>& expansions) {
    std::size_t players = 2 + random.below(4);  // 2 to 5
    RandomGame result;
    result.log = header(players, expansions);
    // The setup as the reader makes it from the header: the rules, the
    // catalogue, the default start tile (the spring with the river).
    const Document setup = read_document(result.log + "moves: []\n", "random-game.yaml");
    const Catalogue& catalogue = setup.catalogue;
    const std::vector<TileTypeId> order = draw_order(setup, expansions, random);
    const std::vector<FollowerKind> kinds = expansion_kinds(expansions);
    std::vector<FollowerKind> figures;
    for (FollowerKind k : kinds)
        if (!is_follower(k)) figures.push_back(k);

    auto game = std::make_unique<Game>(setup);
    if (game->place_start(setup.start)) throw std::logic_error("a refused start tile");
    result.log += "moves:\n";
    std::int64_t number = 0;
    for (TileTypeId type : order) {
        ++number;
        const TileDef& def = catalogue[type];
        if (auto v = game->check_draw(type))
            throw std::logic_error("drawn out of order: " + def.id);
        std::vector<Candidate> candidates;
        for (Pos at : game->board().open_squares())
            for (Rotation rot = 0; rot < 4; ++rot)
                if (game->board().check_placement(type, rot, at).ok() &&
                    !game->check_play_rules(type, rot, at))
                    candidates.push_back({at, rot});
        Move move;
        move.placement.tile = type;
        if (candidates.empty()) {
            move.discard = true;
            if (!game->play(move, number).legal()) throw std::logic_error("a refused discard");
            result.log += "  - {discard: " + def.id + "}\n";
            ++result.discarded[def.expansion];
            continue;
        }
        ++result.placed[def.expansion];
        Candidate c = candidates[random.below(candidates.size())];
        move.placement.at = c.at;
        move.placement.rot = c.rot;
        std::string line = "  - {tile: " + def.id + ", at: [" + std::to_string(c.at.x) + ", " +
                           std::to_string(c.at.y) + "]";
        if (c.rot) line += ", rot: " + std::to_string(90 * c.rot);
        // A follower on two moves in five, on a random feature of the tile, where allowed.
        if (random.below(5) < 2) {
            auto local = static_cast<std::uint8_t>(random.below(def.segments.size()));
            // feature_ref needs the tile on the board: name it from a copy that holds it.
            Board placed(game->board());
            TileIndex next(static_cast<std::uint32_t>(game->board().tile_count()));
            placed.place(type, c.rot, c.at, 0);
            FollowerSpec f;
            f.on = placed.feature_ref(next, local);
            // Of the expansions' kinds, each one time in (kinds + 2).
            if (!kinds.empty())
                if (std::size_t k = random.below(kinds.size() + 2); k < kinds.size())
                    f.kind = kinds[k];
            Move with = move;
            with.placement.follower = f;
            auto trial = std::make_unique<Game>(*game);
            if (trial->play(with, number).legal()) {
                game = std::move(trial);
                std::string kind(f.kind == kNormalFollower ? "" : follower_kind(f.kind).name);
                result.log +=
                    line + ", meeple: " + (kind.empty() ? "" : kind + " ") + describe(f.on) + "}\n";
                ++result.followers[kind.empty() ? "normal" : kind];
                continue;
            }
        }
        // A figure that is not a follower (a builder, a pig) stands only beside its
        // owner's follower, which a random feature seldom holds: one move in three
        // of a game with such kinds tries each of them on each feature of the tile.
        if (!figures.empty() && random.below(3) == 0)
            if (auto placed = first_figure(*game, move, number, figures)) {
                game = std::move(placed->game);
                result.log += line + ", meeple: " + placed->words + "}\n";
                ++result.followers[std::string(follower_kind(placed->kind).name)];
                continue;
            }
        if (!game->play(move, number).legal()) throw std::logic_error("a refused placement");
        result.log += line + "}\n";
    }
    return result;
}

}  // namespace carcassonne::bench
