// Hostile documents end in a located input error, never a crash or a hang.
#include <catch2/catch.hpp>
#include <random>
#include <string>

#include "carcassonne/io/document_io.hpp"
#include "carcassonne/model/document.hpp"
#include "read_error.hpp"

using namespace carcassonne;

namespace {
std::string error_of(const std::string& text) {
    return test::read_error(text, "h.yaml");
}
}  // namespace

TEST_CASE("deep nesting is refused at the 65th level", "[hostile]") {
    // yaml-cpp marks a flow sequence where its scanner stands, not at its `[`:
    // here, with every bracket on one line, the line is right and the column
    // lies within the run of brackets.
    std::string e = error_of("players: " + std::string(100000, '['));
    CHECK(e.rfind("h.yaml:1:", 0) == 0);
    CHECK(e.find("error: nesting deeper than 64 levels is not supported") != std::string::npos);
    CHECK(error_of(std::string(100000, '{')).find("nesting deeper than 64 levels") !=
          std::string::npos);
}

TEST_CASE("10 MB of garbage is a located error", "[hostile]") {
    std::mt19937 rng(42);
    std::string junk(10u << 20, ' ');
    for (char& c : junk) c = static_cast<char>(rng() & 0xff);
    std::string e = error_of(junk);
    CHECK(e.rfind("h.yaml:", 0) == 0);
    CHECK(e.find(": error: ") != std::string::npos);
    // Printable junk made of YAML's own punctuation.
    const std::string alphabet = "ab: -[]{}\n\"#&*!|>,?";
    for (char& c : junk) c = alphabet[rng() % alphabet.size()];
    e = error_of(junk);
    CHECK(e.rfind("h.yaml:", 0) == 0);
}

TEST_CASE("huge coordinates are refused, 32-bit extremes are fine", "[hostile]") {
    CHECK(error_of("players: [a, b]\nboard: [{tile: D, at: [99999999999, 0]}]\n") ==
          "h.yaml:2:24: error: x must be from -2147483648 to 2147483647, not '99999999999'");
    CHECK(error_of("players: [a, b]\nboard: [{tile: D, at: [2147483647, -2147483648]}]\n") ==
          "no error");
    CHECK(error_of("players: [a, b]\nboard: [{tile: D, at: [0x10, 0]}]\n") ==
          "h.yaml:2:24: error: x must be a whole decimal number, not '0x10'");
}

TEST_CASE("unknown keys are refused wherever they stand", "[hostile]") {
    CHECK(error_of("players: [a, b]\nboard: []\nbord: []\n") ==
          "h.yaml:3:1: error: unknown key 'bord' in the document (did you mean 'board'?)");
    CHECK(error_of("players: [a, b]\noptions: {folowers: 3}\nboard: []\n") ==
          "h.yaml:2:11: error: unknown key 'folowers' in options (did you mean 'followers'?)");
    CHECK(error_of("players: [a, b]\nboard: [{tile: D, at: [0, 0], x: 1}]\n") ==
          "h.yaml:2:31: error: unknown key 'x' in a placed tile");
    CHECK(error_of(
              "players: [a, b]\nboard: [{tile: D, at: [0, 0], meeple: {on: road E, who: a}}]\n") ==
          "h.yaml:2:52: error: unknown key 'who' in a follower");
}

TEST_CASE("aliases, duplicate keys and extra documents are refused", "[hostile]") {
    CHECK(error_of("a: &a [1, 2]\nb: [*a, *a]\n") ==
          "h.yaml:2:5: error: YAML aliases (*name) are not supported");
    CHECK(error_of("players: [a, b]\nplayers: [c, d]\nboard: []\n") ==
          "h.yaml:2:1: error: duplicate key 'players'");
    CHECK(error_of("players: [a, b]\nboard: []\n---\nx: 1\n") ==
          "h.yaml:3:1: error: more than one YAML document; give one per file");
    CHECK(error_of("") ==
          "h.yaml:1:1: error: the document is empty; a document needs players: [name, name, ...] "
          "and board: (a position) or moves: (a game log)");
    CHECK(error_of("- a\n- b\n") == "h.yaml:1:1: error: a document must be a map, not a list");
}

TEST_CASE("a map keyed by the format's words holds at most 256 keys", "[hostile]") {
    // A million unknown keys under options:, one a line from line 3: the 257th
    // (k256, line 3 + 256 = 259, column 3) ends the reading there, so neither
    // time nor memory grows with the rest (before: 15 s and 250 MB).
    const std::string refused =
        "error: more than 256 keys in one map; only maps of names (the top level and tiles:) "
        "may have more";
    std::string doc = "players: [a, b]\noptions:\n";
    for (int i = 0; i < 1'000'000; ++i) doc += "  k" + std::to_string(i) + ": 1\n";
    CHECK(error_of(doc + "board: []\n") == "h.yaml:259:3: " + refused);
    // In a move: tile and at are keys 1 and 2, k0 on line 5 is key 3, so key
    // 257 is k254 on line 5 + 254 = 259, at column 5.
    std::string move = "players: [a, b]\nmoves:\n  - tile: V\n    at: [1, 0]\n";
    for (int i = 0; i < 300; ++i) move += "    k" + std::to_string(i) + ": 1\n";
    CHECK(error_of(move) == "h.yaml:259:5: " + refused);
    // tiles: is a map of names: 300 tiles are read (each lacks its segments).
    std::string tiles = "players: [a, b]\nboard: []\ntiles:\n";
    for (int i = 0; i < 300; ++i) tiles += "  T" + std::to_string(i) + ": {city: []}\n";
    CHECK(error_of(tiles).find("more than 256 keys") == std::string::npos);
}

TEST_CASE("outside board: and moves: a document holds at most 250,000 values", "[hostile]") {
    // players: then one name a line from line 2: the key is value 1 and name
    // p_i value i + 2, so p249999 on line 250,001 (column 5) is value 250,001.
    std::string doc = "players:\n";
    for (int i = 0; i < 300'000; ++i) doc += "  - p" + std::to_string(i) + "\n";
    CHECK(error_of(doc + "board: []\n") ==
          "h.yaml:250001:5: error: more than 250000 values outside the entries of board: and "
          "moves:; no document needs so many");
}

TEST_CASE("50 MB of one key's value is refused by the value limit", "[hostile]") {
    // yaml-cpp reads the whole value before the reader sees it: about 4 s, bounded.
    std::string doc = "players: [a, b]\nboard: []\nkey: " + std::string(50'000'000, 'x') + "\n";
    CHECK(error_of(doc) ==
          "h.yaml:3:6: error: a value of 50000000 bytes is longer than the limit of 4096");
}

TEST_CASE("a list over the item limit is refused before any of its items is read",
          "[hostile][bounded]") {
    // 1,001 moves against a limit of 1,000, the first with a key that does not
    // exist: read item by item, the log would report that key first (having
    // built 1,000 moves before the limit); counted first, the only error is
    // the limit, at the 1,001st item. "moves: [" is 8 characters, the first
    // item and its ", " 20 and each other 14: the 1,001st item at
    // 9 + 20 + 999 x 14 = 14015.
    std::string text = "players: [red, blue]\nmoves: [{discard: C, x: 1}, ";
    for (int i = 1; i < 1000; ++i) text += "{discard: C}, ";
    text += "{discard: C}]\n";
    ReadLimits limits;
    limits.max_moves = 1000;
    auto error_with = [&](const std::string& doc) {
        try {
            read_document(doc, "h.yaml", {}, limits);
        } catch (const InputError& e) {
            return e.render();
        }
        return std::string("no error");
    };
    CHECK(error_with(text) == "h.yaml:2:14015: error: more than 1000 items in one list or map");
    // At the limit, the log is read as before: its first move's error.
    // "moves: [{discard: C, " is 21 characters: x at 22.
    text = "players: [red, blue]\nmoves: [{discard: C, x: 1}";
    for (int i = 1; i < 1000; ++i) text += ", {discard: C}";
    text += "]\n";
    CHECK(error_with(text) == "h.yaml:2:22: error: unknown key 'x' in a discard");
}
