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
#include "carcassonne/model/area_kind.hpp"
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

// A tile drawn: its type, and the mark its copy shows (a garden copy), if any.
struct Drawn {
    TileTypeId type;
    MarkSet marks = 0;
    std::string_view mark;  // the mark's key, for the log
};

bool listed(const std::vector<std::string>& expansions, const std::string& name) {
    return std::find(expansions.begin(), expansions.end(), name) != expansions.end();
}

void shuffle(std::vector<Drawn>& tiles, Random& random) {
    for (std::size_t i = tiles.size(); i > 1; --i) std::swap(tiles[i - 1], tiles[random.below(i)]);
}

// The expansion whose tiles come before all others: one with a start tile of
// its own and a line across its tiles (the river), or none.
const ExpansionDef* first_drawn(const std::vector<std::string>& expansions) {
    for (const std::string& name : expansions)
        if (const ExpansionDef* e = find_expansion(name); e && e->start && e->line) return e;
    return nullptr;
}

// The copies of a tile that show an area kind's mark (a garden copy), for the
// area kinds of the expansions listed (AreaKindDef::copies).
std::vector<std::pair<const AreaKindDef*, int>> marked_copies(
    const TileDef& def, const std::vector<std::string>& expansions) {
    std::vector<std::pair<const AreaKindDef*, int>> out;
    for (const AreaKindDef* area : area_kinds())
        if (area->owner && listed(expansions, std::string(area->owner->name)))
            for (const auto& [id, copies] : area->copies)
                if (id == def.id) out.emplace_back(area, copies);
    return out;
}

// The tiles in the order they are drawn: the box less the start tile; with
// the river, its tiles whose line reaches two edges first, then those whose
// line ends on the tile (the lake), then the rest, each group shuffled. With
// an area kind shown by a mark (the abbot's gardens), the box's marked copies
// are among them.
std::vector<Drawn> draw_order(const Document& setup, const std::vector<std::string>& expansions,
                              Random& random) {
    const Catalogue& catalogue = setup.catalogue;
    const ExpansionDef* first = first_drawn(expansions);
    std::vector<Drawn> middle, last, box;
    for (const TileDef& def : catalogue.tiles()) {
        bool base = def.expansion.empty() && !missing_expansion(Ruleset{}, def);
        if (!base && !listed(expansions, def.expansion)) continue;
        TileTypeId type = *catalogue.find(def.id);
        int copies = def.count - (type == setup.start.tile);
        std::vector<Drawn>* group = &box;
        if (first && def.expansion == first->name)
            group = std::bitset<4>(def.line_edges).count() == 2 ? &middle : &last;
        std::size_t start = group->size();
        for (int i = 0; i < copies; ++i) group->push_back({type, 0, {}});
        for (const auto& [area, marked] : marked_copies(def, expansions))
            for (int i = 0; i < marked && start < group->size(); ++i, ++start)
                (*group)[start].marks |= area->mark_bit, (*group)[start].mark = area->mark;
    }
    shuffle(middle, random);
    shuffle(box, random);
    middle.insert(middle.end(), last.begin(), last.end());
    middle.insert(middle.end(), box.begin(), box.end());
    return middle;
}

// The move's line: "  - {tile: E, at: [0, 1], rot: 180, marks: [garden]" (unclosed).
std::string move_line(const TileDef& def, const Drawn& drawn, Candidate c) {
    std::string line = "  - {tile: " + def.id + ", at: [" + std::to_string(c.at.x) + ", " +
                       std::to_string(c.at.y) + "]";
    if (c.rot) line += ", rot: " + std::to_string(90 * c.rot);
    if (drawn.marks) line += ", marks: [" + std::string(drawn.mark) + "]";
    return line;
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
    Board placed(game.board());
    TileIndex next(static_cast<std::uint32_t>(game.board().tile_count()));
    placed.place(move.placement.tile, move.placement.rot, move.placement.at,
                 move.placement.marks.value_or(0));
    const TileDef& def = placed.def_of(next);
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

// A move that takes a figure back (Game::returnable, tried with the tile laid):
// one time in ten where some figure may come back; its line and the game after it.
struct TakenBack {
    std::unique_ptr<Game> game;
    std::string line;
};
std::optional<TakenBack> returnable_square(const Game& game, std::int64_t number,
                                           const Document& setup, const std::string& line,
                                           Random& random) {
    std::vector<std::pair<FollowerKind, Pos>> back;
    for (const FigureReturn& r : game.returnable())
        for (Pos p : r.from) back.emplace_back(r.kind, p);
    if (back.empty() || random.below(10) != 0) return std::nullopt;
    auto [kind, at] = back[random.below(back.size())];
    std::string name(follower_kind(kind).name);
    std::string key = back.size() == 1 ? name
                                       : "{" + name + ": [" + std::to_string(at.x) + ", " +
                                             std::to_string(at.y) + "]}";
    std::string text = line.substr(4) + ", return: " + key + "}";
    Move with = read_move(text, setup, "random game");  // with the copy's marks
    auto trial = std::make_unique<Game>(game);
    if (!trial->play(with, number).legal()) return std::nullopt;  // a feature the tile completes
    return TakenBack{std::move(trial), line + ", return: " + key + "}\n"};
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
    const std::vector<Drawn> order = draw_order(setup, expansions, random);
    const std::vector<FollowerKind> kinds = expansion_kinds(expansions);
    // Figures a random feature seldom takes: those that are not followers (a
    // builder, a pig) and those that stand on some features only (an abbot).
    std::vector<FollowerKind> figures;
    for (FollowerKind k : kinds)
        if (!is_follower(k) || follower_kind(k).stands_on != kAnySegmentKind) figures.push_back(k);

    auto game = std::make_unique<Game>(setup);
    if (game->place_start(setup.start)) throw std::logic_error("a refused start tile");
    result.log += "moves:\n";
    std::int64_t number = 0;
    for (const Drawn& drawn : order) {
        const TileTypeId type = drawn.type;
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
        if (drawn.marks) move.placement.marks = drawn.marks;
        const std::string line = move_line(def, drawn, c);
        // A follower on two moves in five, on a random feature of the tile, where allowed.
        if (random.below(5) < 2) {
            // feature_ref needs the tile on the board: name it from a copy that holds it.
            Board placed(game->board());
            TileIndex next(static_cast<std::uint32_t>(game->board().tile_count()));
            placed.place(type, c.rot, c.at, drawn.marks);
            auto local =
                static_cast<std::uint8_t>(random.below(placed.def_of(next).segments.size()));
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
        // Instead of a figure, one move in ten that may take an abbot back
        // (an expansion's return: action), naming the square when there are more.
        if (auto back = returnable_square(*game, number, setup, line, random)) {
            game = std::move(back->game);
            result.log += back->line;
            ++result.returned;
            continue;
        }
        if (!game->play(move, number).legal()) throw std::logic_error("a refused placement");
        result.log += line + "}\n";
    }
    return result;
}

}  // namespace carcassonne::bench
