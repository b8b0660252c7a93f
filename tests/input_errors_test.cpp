// A document's independent input errors are reported together, earliest
// first, at most kMaxInputErrors of them (then a note); each count and column
// below is worked out by hand from the text.
#include <catch2/catch.hpp>
#include <string>

#include "carcassonne/io/document_io.hpp"
#include "carcassonne/model/document.hpp"
#include "carcassonne/model/printable.hpp"
#include "read_error.hpp"

using namespace carcassonne;

namespace {

std::string error_of(const std::string& text) {
    return test::read_error(text, "e.yaml");
}

std::size_t count(const std::string& text, const std::string& part) {
    std::size_t n = 0;
    for (auto at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
    return n;
}

const std::string kBadRot = ": error: rot must be 0, 90, 180, 270 or auto, not 45";

}  // namespace

TEST_CASE("errors before and after the header are reported in document order", "[errors]") {
    // The board streams past before the header is read; the lines are still
    // sorted by place. "  - {tile: D, at: [0, 0], rot: " is 31 characters: 45 at column 32.
    CHECK(error_of("players: [a, b]\nboard:\n  - {tile: D, at: [0, 0], rot: 45}\nfoo: 1\n") ==
          "e.yaml:3:32" + kBadRot + "\ne.yaml:4:1: error: unknown key 'foo' in the document");
    CHECK(error_of("foo: 1\nplayers: [a, b]\nboard:\n  - {tile: D, at: [0, 0], rot: 45}\n") ==
          "e.yaml:1:1: error: unknown key 'foo' in the document\ne.yaml:4:32" + kBadRot);
}

TEST_CASE("every unknown key of one map is reported", "[errors]") {
    // "  - {tile: D, at: [0, 0], " is 26 characters: 'x' at 27; "x: 1, " is 6 more: 'y' at 33.
    CHECK(error_of("players: [a, b]\nboard:\n  - {tile: D, at: [0, 0], x: 1, y: 2}\n") ==
          "e.yaml:3:27: error: unknown key 'x' in a placed tile\n"
          "e.yaml:3:33: error: unknown key 'y' in a placed tile");
}

TEST_CASE("past 20 errors the reader stops and says so", "[errors]") {
    // 100,000 moves, each with a bad rotation: the first 20 (lines 3 to 22), then the note.
    std::string doc = "players: [a, b]\nmoves:\n";
    for (int i = 0; i < 100000; ++i) doc += "  - {tile: V, at: [1, 0], rot: 45}\n";
    std::string e = error_of(doc);
    CHECK(count(e, kBadRot) == 20);
    CHECK(e.rfind("e.yaml:3:32" + kBadRot + "\n", 0) == 0);
    CHECK(e.find("e.yaml:22:32" + kBadRot + "\n") != std::string::npos);
    CHECK(e.find("e.yaml:23:") == std::string::npos);
    CHECK(e.substr(e.rfind('\n') + 1) ==
          "e.yaml: note: stopped after 20 errors; the rest is not shown");
    CHECK(count(e, "\n") == 20);  // 21 lines
}

TEST_CASE("the limit also holds for the unknown keys of one map", "[errors]") {
    // 30 unknown keys k0..k29 in the document, one per line from line 1: 20 reported.
    std::string doc;
    for (int i = 0; i < 30; ++i) doc += "k" + std::to_string(i) + ": 1\n";
    doc += "players: [a, b]\nboard: []\n";
    std::string e = error_of(doc);
    CHECK(count(e, ": error: unknown key 'k") == 20);
    CHECK(e.find("e.yaml:20:1: error: unknown key 'k19' in the document\n") != std::string::npos);
    CHECK(e.find("'k20'") == std::string::npos);
    CHECK(e.substr(e.rfind('\n') + 1) ==
          "e.yaml: note: stopped after 20 errors; the rest is not shown");
}

TEST_CASE("a header error earlier than 20 entry errors still comes first", "[errors]") {
    // 25 bad moves fill the list; the unknown key on line 1 is still read and
    // sorted first, so 19 moves are shown (lines 4 to 22) after it.
    std::string doc = "foo: 1\nplayers: [a, b]\nmoves:\n";
    for (int i = 0; i < 25; ++i) doc += "  - {tile: V, at: [1, 0], rot: 45}\n";
    std::string e = error_of(doc);
    CHECK(e.rfind("e.yaml:1:1: error: unknown key 'foo' in the document\ne.yaml:4:32", 0) == 0);
    CHECK(count(e, kBadRot) == 19);
    CHECK(e.find("e.yaml:23:") == std::string::npos);
}

TEST_CASE("an unknown name is reported at its first use only", "[errors]") {
    // Tile Q2 on lines 3 and 5, player c on lines 4 and 6.
    CHECK(error_of("players: [a, b]\nmoves:\n"
                   "  - {tile: Q2, at: [1, 0]}\n"
                   "  - {player: c, tile: V, at: [1, 0]}\n"
                   "  - {tile: Q2, at: [2, 0]}\n"
                   "  - {player: c, tile: V, at: [2, 0]}\n") ==
          "e.yaml:3:12: error: unknown tile 'Q2' (did you mean 'Q'?)\n"
          "e.yaml:4:14: error: unknown player 'c' (players: a, b)");
}

TEST_CASE("a --tiles file reports each faulty tile", "[errors]") {
    // T1's city names edge X (line 3, "  T1: {city: [{edges: [" is 23 characters: X at 24);
    // T2's arms are 10, past 9 (line 4, "  T2: {city: [{edges: [N], arms: " is 33: 10 at 34).
    std::string text =
        "tiles:\n"
        "  T0: {field: [{halves: [Nw, Ne, En, Es, Se, Sw, Ws, Wn]}]}\n"
        "  T1: {city: [{edges: [X]}]}\n"
        "  T2: {city: [{edges: [N], arms: 10}]}\n";
    std::string e;
    try {
        read_tile_file(text, "t.yaml");
        e = "no error";
    } catch (const InputError& error) {
        e = error.render();
    }
    CHECK(count(e, "\n") == 1);
    CHECK(e.rfind("t.yaml:3:24: error: ", 0) == 0);
    CHECK(e.find("\nt.yaml:4:34: error: ") != std::string::npos);
}

TEST_CASE("a move given with --then reports every unknown key", "[errors]") {
    Document doc = read_document("players: [a, b]\nmoves: []\n", "g.yaml");
    // "{tile: V, at: [1, 0], " is 22 characters: 'x' at 23; "x: 1, " is 6 more: 'y' at 29.
    std::string e;
    try {
        read_move("{tile: V, at: [1, 0], x: 1, y: 2}", doc);
    } catch (const InputError& error) {
        e = error.render();
    }
    CHECK(e ==
          "--then:1:23: error: unknown key 'x' in a move\n"
          "--then:1:29: error: unknown key 'y' in a move");
}

TEST_CASE("past 20 unknown top-level keys the rest of the document is not read", "[errors]") {
    // 25 unknown keys k0..k24 on lines 1 to 25, then a '[' never closed on
    // line 27: the reader stops at the 21st key, so the syntax error after it
    // is not reported (a million unknown keys cost no more than twenty).
    std::string doc;
    for (int i = 0; i < 25; ++i) doc += "k" + std::to_string(i) + ": {a: 1}\n";
    doc += "players: [a, b]\nboard: [\n";
    std::string e = error_of(doc);
    CHECK(count(e, ": error: unknown key 'k") == 20);
    CHECK(e.find("e.yaml:20:1: error: unknown key 'k19' in the document\n") != std::string::npos);
    CHECK(e.find("never closed") == std::string::npos);
    CHECK(e.substr(e.rfind('\n') + 1) ==
          "e.yaml: note: stopped after 20 errors; the rest is not shown");

    // The same in a --tiles file, whose one key is tiles:.
    std::string tiles;
    for (int i = 0; i < 25; ++i) tiles += "k" + std::to_string(i) + ": 1\n";
    tiles += "tiles: [\n";
    std::string t;
    try {
        read_tile_file(tiles, "t.yaml");
    } catch (const InputError& err) {
        t = err.render();
    }
    CHECK(count(t, ": error: unknown key 'k") == 20);
    CHECK(t.rfind("t.yaml:1:1: error: unknown key 'k0' in a tiles file", 0) == 0);
    CHECK(t.find("never closed") == std::string::npos);
    CHECK(t.substr(t.rfind('\n') + 1) ==
          "t.yaml: note: stopped after 20 errors; the rest is not shown");
}

TEST_CASE("an unknown top-level key is reported, and its value is not read", "[errors]") {
    // Its value is left out of the tree: what is in it is not read as entries.
    CHECK(error_of("players: [a, b]\nboard: []\nx: [{tile: Q, rot: 45}]\n") ==
          "e.yaml:3:1: error: unknown key 'x' in the document");
    // But keys within it are still checked as keys, and that is a fault of the
    // YAML itself, which ends the reading alone (as a syntax error does): "x: {"
    // is 4 characters, the list as a key at column 5.
    CHECK(error_of("players: [a, b]\nboard: []\nx: {[1]: 2}\n") ==
          "e.yaml:3:5: error: a key must be a plain name, not a list or a map");
}

TEST_CASE("names and values are printed as UTF-8 text", "[errors]") {
    // Each byte that is not part of valid UTF-8 (a lone 0xe9, a stray
    // continuation byte 0x80, an overlong 0xc0 0xaf, a surrogate 0xed 0xa0 0x80)
    // is one U+FFFD; valid sequences (é, €, 😀) are kept.
    const std::string r = "\xEF\xBF\xBD";
    CHECK(printable_name("caf\xE9.yaml") == "caf" + r + ".yaml");
    CHECK(printable_name("a\x80"
                         "b") == "a" + r + "b");
    CHECK(printable_name("\xC0\xAF") == r + r);
    CHECK(printable_name("\xED\xA0\x80") == r + r + r);
    CHECK(printable_name("caf\xC3\xA9 \xE2\x82\xAC \xF0\x9F\x98\x80") ==
          "caf\xC3\xA9 \xE2\x82\xAC \xF0\x9F\x98\x80");
    // In a file name a control character is U+FFFD too (C0, DEL, C1 such as NEL).
    CHECK(printable_name(std::string("a\nb\x7F"
                                     "c\xC2\x85",
                                     7)) == "a" + r + "b" + r + "c" + r);
    // In a message it is an escape, and a line break stays one.
    CHECK(printable_message(std::string("A\0B\x1B[1m\tC\nD\xC2\x85", 13)) ==
          "A\\0B\\x1b[1m\tC\nD\\u0085");
    // An error keeps its whole message, past a NUL, and a printable file name.
    InputError e("f\xFF.yaml", {1, 2}, std::string("tile 'A\0B'", 10));
    CHECK(e.render() == "f" + r + ".yaml:1:2: error: tile 'A\\0B'");
}

TEST_CASE("a quoted number is text: refused wherever a number is asked for", "[errors]") {
    // FORMAT.md "Values and limits": only a plain decimal integer is a number.
    // "options: {followers: " is 21 characters: the quote at 22.
    CHECK(error_of(
              "players: [a, b]\noptions: {followers: \"7\"}\nboard: [{tile: D, at: [0, 0]}]\n") ==
          "e.yaml:2:22: error: followers must be a number, not the quoted text '7' (write it "
          "without quotes)");
    // In a streamed board entry: "  - {tile: D, at: [" is 19 characters: the quote at 20
    // (the entry's first error; its rot is not read).
    CHECK(error_of("players: [a, b]\nboard:\n  - {tile: D, at: ['0', 0], rot: '90'}\n") ==
          "e.yaml:3:20: error: x must be a number, not the quoted text '0' (write it without "
          "quotes)");
    // "  - {tile: D, at: [0, 0], rot: " is 31 characters: the quote at 32.
    CHECK(error_of("players: [a, b]\nboard:\n  - {tile: D, at: [0, 0], rot: '90'}\n") ==
          "e.yaml:3:32: error: rot must be 0, 90, 180 or 270, not the quoted text '90' (write "
          "it without quotes)");
    // A log's move, read by its fast path when plain: "  - {tile: V, at: [1, " is 22
    // characters: the quote at 23.
    CHECK(error_of("players: [a, b]\nmoves:\n  - {tile: V, at: [1, \"0\"]}\n") ==
          "e.yaml:3:23: error: y must be a number, not the quoted text '0' (write it without "
          "quotes)");
    // A quoted name stays a name.
    CHECK(error_of("players: [\"1\", b]\nboard: [{tile: D, at: [0, 0]}]\n") == "no error");
}

TEST_CASE("hostile input, round 4: the small ones", "[errors][hostile]") {
    // A field's cities: listed twice, as halves: are. "  ZZ: {city: [{edges:
    // [N]}], field: [{halves: [En, Es, Se, Sw, Ws, Wn]}, {halves: [], cities: "
    // is 94 characters: the first 0 at 95, the second at 98 + 1 = 99.
    CHECK(error_of("players: [red, blue]\ntiles:\n  ZZ: {city: [{edges: [N]}], field: [{halves: "
                   "[En, Es, Se, Sw, Ws, Wn]}, {halves: [], cities: [0, 0]}]}\nboard:\n  - {tile: "
                   "ZZ, at: [0, 0]}\n") ==
          "e.yaml:3:99: error: 'cities' of tile 'ZZ' lists 0 twice");
    // A core YAML tag that contradicts its value; "  - {tile: E, at: [0, 1], rot: "
    // is 31 characters: the tag at 32.
    CHECK(error_of("players: [red, blue]\nmoves:\n  - {tile: E, at: [0, 1], rot: !!int auto}\n") ==
          "e.yaml:3:32: error: the YAML tag !!int contradicts its value 'auto' (write the value "
          "without a tag)");
    CHECK(error_of("players: !!map [red, blue]\nmoves: []\n") ==
          "e.yaml:1:10: error: the YAML tag !!map contradicts its value a list (write the value "
          "without a tag)");
    // One that agrees changes nothing.
    CHECK(error_of("players: !!seq [red, blue]\nmoves:\n  - {tile: E, at: [0, 1], rot: !!int "
                   "180}\n") == "no error");
    // A no-break space or a tab in a short follower form is written out.
    // "  - {tile: IC-K, at: [0, 1], meeple: " is 37 characters: the value at 38.
    CHECK(error_of("players: [red, blue]\nexpansions: [inns]\nmoves:\n  - {tile: IC-K, at: [0, 1], "
                   "meeple: large\u00a0city N}\n") ==
          "e.yaml:4:38: error: a follower stands on 'road E', 'city N', 'field Nw' or "
          "'monastery', not 'large\\u00a0city N'");
    CHECK(error_of(
              "players: [red, blue]\nmoves:\n  - {tile: E, at: [0, 1], meeple: \"city\\tN\"}\n") ==
          "e.yaml:3:35: error: a follower stands on 'road E', 'city N', 'field Nw' or "
          "'monastery', not 'city\\tN' (did you mean 'city N'?)");
    CHECK(error_of("players: [red, blue]\nboard:\n  - {tile: E, at: [0, 1], meeple: red "
                   "city\u00a0N}\n") ==
          "e.yaml:3:35: error: a follower in a position is meeple: PLAYER FEATURE (like 'red city "
          "S'), or {player: PLAYER, on: FEATURE}; 'city\\u00a0N' is not a feature: 'road E', "
          "'city N', 'field Nw' or 'monastery' (did you mean 'city N'?)");
    // tiny-city out of range names its two values, however large the number.
    // "options: {tiny-city: " is 21 characters: the value at 22.
    CHECK(error_of("players: [red, blue]\noptions: {tiny-city: 99999999999999999999999}\nboard:\n"
                   "  - {tile: D, at: [0, 0]}\n") ==
          "e.yaml:2:22: error: tiny-city must be 4 or 2, not '99999999999999999999999'");
    CHECK(error_of("players: [red, blue]\noptions: {tiny-city: -3}\nboard:\n  - {tile: D, at: [0, "
                   "0]}\n") == "e.yaml:2:22: error: tiny-city must be 4 or 2, not '-3'");
    // A log's short form with a player, as a position writes it.
    CHECK(error_of("players: [red, blue]\nexpansions: [inns]\nmoves:\n  - {tile: IC-K, at: [0, 1], "
                   "meeple: red large city N}\n") ==
          "e.yaml:4:38: error: in a log the follower is the mover's: write meeple: large city N, "
          "without the player 'red' (a position names it)");
    CHECK(
        error_of("players: [red, blue]\nmoves:\n  - {tile: E, at: [0, 1], meeple: red city N}\n") ==
        "e.yaml:3:35: error: in a log the follower is the mover's: write meeple: city N, "
        "without the player 'red' (a position names it)");
}
