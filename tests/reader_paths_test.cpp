// A streamed move is read straight from the parser's events when it has the
// usual form, and through a tree otherwise (lib/src/io/placement_reader.cpp).
// Both readings of every item here must agree: the same move, the same names,
// or the same located error.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "io/placement_reader.hpp"
#include "io/yaml_tree.hpp"

using namespace carcassonne;

namespace {

std::string loc(SourceLoc l) {
    return std::to_string(l.line) + ":" + std::to_string(l.column);
}

// Everything a reading gave, as text: the move and its names, or the error.
struct Reading {
    std::string text;
};

std::string name_of(const NameTable& t, std::uint32_t i) {
    return i == EntryNames::kNone ? "-" : t[i];
}

template <class Read>
std::string reading(Read read) {
    NameTable tiles, players;
    Decoder d("m.yaml");
    Ruleset rules;  // the base game's
    PlacementReader reader(d, tiles, players, rules);
    EntryNames names;
    try {
        Move m = read(reader, names);
        const Placement& p = m.placement;
        std::string out = "discard " + std::to_string(m.discard);
        out += " player " + (m.player ? std::to_string(*m.player) + "@" + loc(m.player_loc) : "-");
        out += " loc " + loc(p.loc) + " tile " + name_of(tiles, names.tile) + "@" + loc(p.tile_loc);
        out += " at " + to_string(p.at) + " rot " + std::to_string(p.rot);
        out += " marks " + (p.marks ? std::to_string(*p.marks) : "-");
        if (p.follower) {
            const FollowerSpec& f = *p.follower;
            out += " follower " + describe(f.on) + "@" + loc(f.loc) + " of " +
                   (f.player ? name_of(players, names.follower_player) + "@" + loc(f.player_loc)
                             : "-");
        }
        out += " mover " + name_of(players, names.mover);
        return out;
    } catch (const InputError& e) {
        return e.render();
    }
}

class BothReadings : public YItemSink {
  public:
    std::vector<std::string> fast, tree;
    void item(std::string_view, std::size_t, const YItem& item) override {
        fast.push_back(reading([&](PlacementReader& r, EntryNames& n) { return r.move(item, n); }));
        const YNode node = item.tree();
        tree.push_back(reading([&](PlacementReader& r, EntryNames& n) { return r.move(node, n); }));
    }
};

}  // namespace

TEST_CASE("a move read from events equals the move read from its tree", "[reader]") {
    const std::vector<std::string> items = {
        // The usual forms, in any key order.
        "{tile: V, at: [1, 0]}",
        "{tile: V, at: [1, 0], rot: 90, meeple: road W}",
        "{at: [-3, 2147483647], meeple: field Nw, tile: U, rot: 270}",
        "{player: blue, tile: B, at: [0, -2147483648], meeple: monastery}",
        "{tile: K, at: [0, 1], rot: 0, meeple: city N, player: red}",
        "\n    tile: E\n    at:\n      - 0\n      - 1\n    rot: 180",
        "{tile: E, at: [-0, 1]}",
        // Forms the tree reader reads.
        "{tile: V, at: [1, 0], meeple: {on: road W}}",
        "{tile: V, at: [1, 0], meeple: {on: road W, player: red}}",
        "{tile: V, at: [1, 0], marks: [garden]}",
        "{discard: V}",
        "{discard: V, player: red}",
        // Refusals, each with its message.
        "{tile: V}",
        "{at: [1, 0]}",
        "{tile: V, at: [1]}",
        "{tile: V, at: []}",
        "{tile: V, at: [1, 2, 3]}",
        "{tile: V, at: 1}",
        "{tile: V, at: [01, 0]}",
        "{tile: V, at: [+1, 0]}",
        "{tile: V, at: [0x1, 0]}",
        "{tile: V, at: [1.5, 0]}",
        "{tile: V, at: [2147483648, 0]}",
        "{tile: V, at: [0, -2147483649]}",
        "{tile: V, at: [99999999999999999999, 0]}",
        "{tile: V, at: [[1], 0]}",
        "{tile: V, at: [1, {a: b}]}",
        "{tile: V, at: [1, ]}",
        "{tile: V, at: [1, 0], rot: 45}",
        "{tile: V, at: [1, 0], rot: 090}",
        "{tile: V, at: [1, 0], rot: [90]}",
        "{tile: V, at: [1, 0], rot: }",
        "{tile: V, at: [1, 0], meeple: road}",
        "{tile: V, at: [1, 0], meeple: road  E}",
        "{tile: V, at: [1, 0], meeple: field N}",
        "{tile: V, at: [1, 0], meeple: monastery N}",
        "{tile: V, at: [1, 0], meeple: }",
        "{tile: [V], at: [1, 0]}",
        "{tile: , at: [1, 0]}",
        "{tile: V, at: [1, 0], player: [red]}",
        "{tile: V, at: [1, 0], colour: red}",
        "{tile: V, at: [1, 0], discard: V}",
        "5",
        "[1, 2]",
        "",
        "{}",
    };
    std::string text = "players: [red, blue]\nmoves:\n";
    for (const std::string& item : items) text += "  - " + item + "\n";
    BothReadings both;
    YamlLimits limits;
    parse_yaml(text, "m.yaml", limits, {"moves"}, &both);
    REQUIRE(both.fast.size() == items.size());
    for (std::size_t i = 0; i < items.size(); ++i) {
        INFO("item " << items[i] << "\nevents: " << both.fast[i] << "\ntree:   " << both.tree[i]);
        CHECK(both.fast[i] == both.tree[i]);
    }
    // The usual form really is read, not refused: line 4 is
    // `  - {tile: V, at: [1, 0], rot: 90, meeple: road W}`, the map at column 5,
    // V at column 12, `road W` at column 44; rot 90 is one quarter turn.
    CHECK(both.fast[1] ==
          "discard 0 player - loc 4:5 tile V@4:12 at [1, 0] rot 1 marks - follower road W@4:44 of "
          "- mover -");
}
