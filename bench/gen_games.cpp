// Writes COUNT legal, varied game logs of the whole base game (the start tile
// and the other 71 tiles of the box) for the batch benchmark: each game draws
// the box in a random order, puts each tile on a random square and rotation
// where it may go (a tile that fits nowhere is discarded), and now and then a
// follower on a random feature of it, kept only where the rules allow. The
// same SEED gives the same files on every machine (no std:: distributions,
// whose results differ between standard libraries).
// Usage: gen_games DIR COUNT SEED   (run by bench/run.sh; never by the tests)
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "carcassonne/scoring/game.hpp"

using namespace carcassonne;

namespace {

class Random {
  public:
    explicit Random(std::uint32_t seed) : engine_(seed) {}
    // A number in [0, n): the same on every machine.
    std::size_t below(std::size_t n) { return static_cast<std::size_t>(engine_() % n); }

  private:
    std::mt19937 engine_;
};

const char* const kNames[] = {"red", "blue", "green", "yellow", "black"};

struct Candidate {
    Pos at;
    Rotation rot;
};

// One game, as the text of a game log.
std::string play_one(Random& random) {
    const Catalogue& catalogue = Catalogue::builtin();
    Document setup;
    setup.kind = DocumentKind::Log;
    setup.catalogue = catalogue;
    std::size_t players = 2 + random.below(4);  // 2 to 5
    for (std::size_t p = 0; p < players; ++p) setup.players.push_back(kNames[p]);
    setup.carried.assign(players, 0);

    // The box of the base game (tiles A to X, by their counts) less the start tile D.
    std::vector<TileTypeId> box;
    for (const TileDef& def : catalogue.tiles())
        if (def.id.size() == 1)
            for (int i = 0; i < def.count - (def.id == "D"); ++i)
                box.push_back(*catalogue.find(def.id));
    for (std::size_t i = box.size(); i > 1; --i) std::swap(box[i - 1], box[random.below(i)]);

    auto game = std::make_unique<Game>(setup);
    setup.start.tile = *catalogue.find("D");
    game->place_start(setup.start);
    std::string out = "players: [";
    for (std::size_t p = 0; p < players; ++p) out += (p ? ", " : "") + setup.players[p];
    out += "]\nmoves:\n";
    std::int64_t number = 0;
    for (TileTypeId type : box) {
        ++number;
        const std::string& id = catalogue[type].id;
        std::vector<Candidate> candidates;
        for (Pos at : game->board().open_squares())
            for (Rotation rot = 0; rot < 4; ++rot)
                if (game->board().check_placement(type, rot, at).ok())
                    candidates.push_back({at, rot});
        Move move;
        move.placement.tile = type;
        if (candidates.empty()) {
            move.discard = true;
            if (!game->play(move, number).legal()) throw std::logic_error("a refused discard");
            out += "  - {discard: " + id + "}\n";
            continue;
        }
        Candidate c = candidates[random.below(candidates.size())];
        move.placement.at = c.at;
        move.placement.rot = c.rot;
        std::string line = "  - {tile: " + id + ", at: [" + std::to_string(c.at.x) + ", " +
                           std::to_string(c.at.y) + "]";
        if (c.rot) line += ", rot: " + std::to_string(90 * c.rot);
        // A follower on two moves in five, on a random feature of the tile, where allowed.
        if (random.below(5) < 2) {
            const TileDef& def = catalogue[type];
            auto local = static_cast<std::uint8_t>(random.below(def.segments.size()));
            auto trial = std::make_unique<Game>(*game);
            TileIndex next(static_cast<std::uint32_t>(game->board().tile_count()));
            Move with = move;
            // feature_ref needs the tile on the board: name it from a copy that holds it.
            Board placed(game->board());
            placed.place(type, c.rot, c.at, 0);
            FollowerSpec f;
            f.on = placed.feature_ref(next, local);
            with.placement.follower = f;
            if (trial->play(with, number).legal()) {
                game = std::move(trial);
                out += line + ", meeple: " + describe(f.on) + "}\n";
                continue;
            }
        }
        if (!game->play(move, number).legal()) throw std::logic_error("a refused placement");
        out += line + "}\n";
    }
    return out;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 4) {
        std::fprintf(stderr, "usage: gen_games DIR COUNT SEED\n");
        return 2;
    }
    const std::string dir = argv[1];
    const long count = std::stol(argv[2]);
    Random random(static_cast<std::uint32_t>(std::stoul(argv[3])));
    for (long i = 0; i < count; ++i) {
        char name[32];
        std::snprintf(name, sizeof name, "/game-%04ld.yaml", i + 1);
        std::ofstream(dir + name) << play_one(random);
    }
    return 0;
}
