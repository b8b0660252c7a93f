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
    CHECK(error_of("") == "h.yaml:1:1: error: the document is empty");
    CHECK(error_of("- a\n- b\n") == "h.yaml:1:1: error: a document must be a map, not a list");
}

TEST_CASE("50 MB of one key's value is refused by the value limit", "[hostile]") {
    // yaml-cpp reads the whole value before the reader sees it: about 4 s, bounded.
    std::string doc = "players: [a, b]\nboard: []\nkey: " + std::string(50'000'000, 'x') + "\n";
    CHECK(error_of(doc) ==
          "h.yaml:3:6: error: a value of 50000000 bytes is longer than the limit of 4096");
}
