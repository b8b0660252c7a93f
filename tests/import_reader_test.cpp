// What `import` does besides the tables (IMPORT.md): reading any valid JSON,
// located errors, limits, player names, the header, settings, the end of a
// game, discards and several games in one file.
#include <fmt/format.h>

#include <catch2/catch.hpp>

#include "import_support.hpp"

using namespace carcassonne;
using namespace carcassonne::test;
using Catch::Matchers::Contains;
using Catch::Matchers::StartsWith;

namespace {

// Two moves of a 4.x save: Alice's V with a follower, Bob's E.
std::vector<std::string> two_moves() {
    return {jcz_place("BA.Rr", "R90", 1, 0),
            jcz_deploy("0.small.1", 1, 0, "NW"),
            kJczCommit,
            jcz_place("BA.C", "R180", 0, -1),
            kJczPass,
            kJczCommit};
}

const std::string kAlice = "{player: Alice, tile: V, at: [1, 0], rot: 90, meeple: road N}";
const std::string kBob = "{player: Bob, tile: E, at: [0, 1], rot: 180}";

std::string replace_all(std::string s, const std::string& from, const std::string& to) {
    for (std::size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size()))
        s.replace(at, from.size(), to);
    return s;
}

std::string bga_two_players(const std::vector<std::string>& more = {}) {
    std::vector<std::string> notes = {bga_play_tile(1, "Ann", 48, 17, 1, 0, 2),
                                      bga_play_tile(2, "Ben", 22, 11, 0, -1, 3)};
    notes.insert(notes.end(), more.begin(), more.end());
    return bga_log(notes);
}

}  // namespace

TEST_CASE("any valid JSON imports: tabs, CR LF, a BOM, numbers as strings", "[import][json]") {
    std::string plain = jcz4_save(two_moves());
    std::vector<std::string> expected = {kAlice, kBob};
    CHECK(move_lines(import_text(plain)) == expected);
    CHECK(move_lines(import_text(replace_all(replace_all(plain, "\n", "\r\n"), "  ", "\t"))) ==
          expected);
    CHECK(move_lines(import_text("\xEF\xBB\xBF" + plain)) == expected);
    // Numbers as JSON numbers, decimal strings, or whole numbers written 1.0 or 1e0.
    CHECK(move_lines(import_text(replace_all(plain, "[1, 0]", R"(["1", "0"])"))) == expected);
    CHECK(move_lines(import_text(replace_all(plain, "[1, 0]", "[1.0, 0e0]"))) == expected);
    // Keys nobody reads are ignored, whatever they hold; of duplicate keys the last wins.
    CHECK(move_lines(import_text(replace_all(
              plain, R"("appVersion": "4.4.0")",
              R"("junk": [{"deep": [1, {"x": null}]}], "appVersion": 1)"))) == expected);
    CHECK(move_lines(import_text(replace_all(plain, R"("rotation": "R90")",
                                             R"("rotation": "R0", "rotation": "R90")"))) ==
          expected);
}

TEST_CASE("JSON errors are located at line and column", "[import][json]") {
    CHECK(import_error("") ==
          "t.json:1:1: error: JSON syntax error while parsing value - unexpected end of input; "
          "expected '[', '{', or a literal");
    CHECK(import_error("{\r\n\t\"replay\": [1,\r\n\t]}") ==
          "t.json:3:2: error: JSON syntax error while parsing value - unexpected ']'; expected "
          "'[', '{', or a literal");
    CHECK(import_error("{\"a\": \"\x01\"}") ==
          "t.json:1:8: error: JSON syntax error while parsing value - invalid "
          "string: control character U+0001 (SOH) must be escaped to \\u0001");
    CHECK_THAT(import_error("{\"a\": \"\xff\"}"),
               StartsWith("t.json:1:8: error: JSON syntax error"));
    CHECK_THAT(import_error("[1] [2]"), StartsWith("t.json:1:5: error: JSON syntax error"));
    // A wrong type, on the third line: the value itself.
    std::string save = jcz4_save({jcz_place("BA.Rr", "R90", 1, 0)});
    save = replace_all(save, R"("position":
        [1, 0])",
                       "\"position\": {\"x\": 1}");
    CHECK_THAT(import_error(save),
               Contains(":5:90: error: replay[0] (PLACE_TILE, move 1): position must be an "
                        "array, not an object"));
    CHECK_THAT(import_error(replace_all(jcz4_save(two_moves()), "\"R90\"", "\"R45\"")),
               Contains("rotation must be R0, R90, R180 or R270, not \"R45\""));
    CHECK_THAT(
        import_error(replace_all(jcz4_save(two_moves()), "[1, 0]", "[1.5, 0]")),
        Contains("position x must be a whole number (or one in a string), not the number 1.5"));
    CHECK_THAT(import_error(replace_all(jcz4_save(two_moves()), "[1, 0]", R"(["+1", 0])")),
               Contains("not \"+1\""));
    CHECK_THAT(import_error(replace_all(jcz4_save(two_moves()), "[1, 0]", "[2147483648, 0]")),
               Contains("position x must be from -2147483648 to 2147483647"));
}

TEST_CASE("nesting and size are bounded before they cost anything", "[import][json]") {
    std::string ok = "{\"replay\": " + std::string(63, '[') + std::string(63, ']') + "}";
    std::string deep = "{\"replay\": " + std::string(64, '[') + std::string(64, ']') + "}";
    CHECK_THAT(import_error(ok), !Contains("nested"));
    CHECK(import_error(deep) == "t.json:1:75: error: JSON nested deeper than 64 levels");
    // Deeper than any stack: refused at the 65th level, not parsed.
    CHECK(import_error(std::string(1'000'000, '[')) ==
          "t.json:1:65: error: JSON nested deeper than 64 levels");
    ImportOptions small;
    small.max_bytes = 10;
    CHECK(import_error(jcz4_save(two_moves()), small) ==
          fmt::format("t.json:1:1: error: the file is {} bytes, more than the limit of 10 (raise "
                      "it with --max-bytes)",
                      jcz4_save(two_moves()).size()));
}

TEST_CASE("the source is told from its keys, or by --from", "[import]") {
    CHECK_THAT(import_text(jcz4_save(two_moves())),
               StartsWith("# Imported from t.json: a JCloisterZone save, schema "
                          "4.x, appVersion 4.4.0.\n"));
    CHECK_THAT(import_text(bga_two_players()),
               StartsWith("# Imported from t.json: a Board Game Arena log, table 1.\n"));
    // data.logs and a bare packet array are BGA logs too.
    std::string logs =
        replace_all(bga_two_players(), R"("valid": 1, "data")", R"("valid": 1, "logs")");
    CHECK(move_lines(import_text(logs)).size() == 2);
    std::string packets = bga_two_players();
    packets = packets.substr(packets.find("[{\"table_id\""));
    packets = packets.substr(0, packets.rfind("]}}") + 1);
    CHECK(move_lines(import_text(packets)).size() == 2);
    for (const char* other :
         {"{}", "{\"data\": []}", "{\"data\": {\"x\": []}}", "3", "null", "\"replay\""})
        CHECK_THAT(import_error(other), Contains("say which with --from jcz|bga"));
    ImportOptions bga;
    bga.from = ImportSource::Bga;
    CHECK_THAT(import_error(jcz4_save(two_moves()), bga),
               Contains("needs its packets in data.data or data.logs"));
    ImportOptions jcz;
    jcz.from = ImportSource::Jcz;
    CHECK_THAT(import_error(bga_two_players(), jcz),
               Contains("needs \"players\" (schema 5.x) or \"slots\" (4.x)"));
    CHECK(parse_import_source("jcz") == ImportSource::Jcz);
    CHECK(parse_import_source("bga") == ImportSource::Bga);
    CHECK(!parse_import_source("yaml"));
}

TEST_CASE("player names are made ours, with a note for each change", "[import][names]") {
    auto names_of = [](const std::vector<std::string>& source) {
        std::vector<std::string> notes;
        for (std::size_t i = 0; i < source.size(); ++i)
            notes.push_back(bga_play_tile(static_cast<int>(i + 1), source[i],
                                          40 + static_cast<int>(i), 16, static_cast<int>(i + 1), 0,
                                          1));
        std::string log = import_text(bga_log(notes));
        std::size_t at = log.find("players: [");
        return log.substr(at + 10, log.find(']', at) - at - 10);
    };
    // Each run of other characters becomes one `_`, stripped at both ends.
    CHECK(names_of({"J\\u00fcrgen M.", "  Ann  "}) == "J_rgen_M, Ann");
    // Empty after stripping: player + turn position; names equal to an earlier one get _2, _3.
    CHECK(names_of({"???", "x", "x", "x!"}) == "player1, x, x_2, x_3");
    // Cut to 32, and the suffix fits within 32 too.
    std::string long_name(40, 'a');
    CHECK(names_of({long_name, long_name}) ==
          std::string(32, 'a') + ", " + std::string(30, 'a') + "_2");
    // Names YAML would read as numbers, booleans or null are quoted.
    CHECK(names_of({"123", "true", "No", "null", "-x", "y"}) ==
          R"("123", "true", "No", "null", "-x", "y")");
    CHECK(names_of({"True_", "n2", "Yes-no"}) == R"("True", n2, Yes-no)");
    std::string log = import_text(bga_log({bga_play_tile(1, "J\\u00fcrgen M.", 40, 16, 1, 0, 1),
                                           bga_play_tile(2, "Ben", 41, 16, 2, 0, 1)}));
    CHECK(comment_lines(log).at(1) ==
          "# Note: player 1 \"J\\u00fcrgen M.\" is named J_rgen_M here (names are 1 to "
          "32 of A-Z a-z 0-9 _ -, each unique)");
    CHECK_THAT(import_error(bga_log({bga_play_tile(1, "Ann", 40, 16, 1, 0, 1)})),
               Contains("the log has 1 player who played a tile; our format needs 2 to 6"));
    std::vector<std::string> seven;
    for (int i = 1; i <= 7; ++i)
        seven.push_back(bga_play_tile(i, fmt::format("p{}", i), 39 + i, 16, i, 0, 1));
    CHECK_THAT(import_error(bga_log(seven)), Contains("the log has 7 players who played a tile"));
}

TEST_CASE("BGA: final scores, the end of the game, abandoned games", "[import][bga]") {
    std::string result =
        bga_note("gameStateChange", R"({"id": 99, "args": {"table": {"concede": false}, "result": [
        {"player": "2", "name": "Ben", "score": "4", "stats": {"10": "0", "11": "4", "12": "0", "13": 0}},
        {"player": 1, "name": "Ann", "score": 2, "stats": {"10": 2, "11": "0", "12": "0", "13": "0"}}]}})");
    ImportedGame g = import_game(bga_two_players({result}), "t.json");
    CHECK(comment_lines(g.log).at(1) ==
          "# Final scores in the source: Ann 2 (road 2, city 0, monastery 0, field 0), Ben 4 (road "
          "0, city 4, "
          "monastery 0, field 0)");
    CHECK_THAT(g.log, Contains("\nend: true\n"));
    REQUIRE(g.final_scores);
    CHECK(g.final_scores->totals == std::vector<std::int64_t>{2, 4});
    // Without state 99: end false and a note.
    std::string open = import_text(bga_two_players());
    CHECK_THAT(open, Contains("\nend: false\n"));
    CHECK_THAT(open, Contains("# Note: the log has no final result (game state 99)"));
    // A conceded game and a zombie are noted.
    CHECK_THAT(import_text(bga_two_players(
                   {replace_all(result, R"("concede": false)", R"("concede": true)")})),
               Contains("# Note: a player conceded or left"));
    // Nothing may follow the end.
    CHECK_THAT(import_error(bga_two_players({result, bga_play_tile(1, "Ann", 49, 17, 2, 0, 1)})),
               Contains("a playTile after the end of the game (game state 99)"));
    // Resent notifications (same uid) are read once.
    std::string twice = bga_log(
        {bga_play_tile(1, "Ann", 48, 17, 1, 0, 2), bga_play_tile(2, "Ben", 22, 11, 0, -1, 3)});
    std::string first =
        twice.substr(twice.find("{\"uid\""), twice.find("},\n") + 1 - twice.find("{\"uid\""));
    twice = replace_all(twice, "\n  {\"uid\": ", "\n  " + first + ",\n  {\"uid\": ");
    CHECK(move_lines(import_text(twice)).size() == 2);
}

TEST_CASE("BGA: a cantPlay is a discard by the same player, who then plays", "[import][bga]") {
    // From the game state before it: the active player and tile_type.
    std::string state = bga_note("gameStateChange",
                                 R"({"id": 2, "active_player": 2, "args": {"tile_type": "11"}})");
    auto moves = move_lines(import_text(bga_two_players(
        {state, bga_note("cantPlay", "{}"), bga_play_tile(2, "Ben", 23, 11, 0, -2, 1)})));
    REQUIRE(moves.size() == 4);
    CHECK(moves[2] == "{player: Ben, discard: E}");
    // From its own player_id and tile_id (tile 62 is a B).
    moves = move_lines(import_text(
        bga_two_players({bga_note("cantPlay", R"({"player_id": "1", "tile_id": "62"})")})));
    CHECK(moves.at(2) == "{player: Ann, discard: B}");
    CHECK_THAT(import_error(bga_two_players({bga_note("cantPlay", "{}")})),
               Contains("no player is known to discard"));
    CHECK_THAT(import_error(bga_two_players(
                   {bga_note("cantPlay", R"({"player_id": "9", "tile_id": "62"})")})),
               Contains("a discard by player \"9\", who never plays a tile"));
}

TEST_CASE("JCZ: settings become expansions, options and notes", "[import][jcz]") {
    auto header = [](const std::string& setup) {
        std::string log = import_text(jcz5_save({}, setup));
        return log.substr(log.find("players:"), log.find("moves:") - log.find("players:"));
    };
    const std::string sets =
        R"("sets": {"basic:1": 1, "basic:2": 1, "watchtowers": 1, "labyrinth": 1, "abbey": 0})";
    CHECK(header(fmt::format(R"({{{}, "elements": {{"small-follower": 5, "farmers": true}}}})",
                             sets)) ==
          "players: [Alice, Bob]\nexpansions: [watchtowers, maze]\noptions: {followers: 5, maze: "
          "advanced}\n");
    CHECK(
        header(fmt::format(
            R"({{{}, "elements": {{"farmers": true}}, "rules": {{"labyrinth-variant": "basic"}}}})",
            sets)) ==
        "players: [Alice, Bob]\nexpansions: [watchtowers, maze]\noptions: {maze: simple}\n");
    CHECK(header(R"({"sets": {"basic:1": 1}, "elements": {"small-follower": 7, "farmers": true},
                     "start": [{"tile": "BA/RCr", "x": 0, "y": 0, "rotation": 0}]})") ==
          "players: [Alice, Bob]\n");
    CHECK(header(R"({"sets": {"basic:1": 1}, "elements": {"farmers": true},
                     "start": [{"tile": "BA/CFC.2", "x": "2", "y": "-1", "rotation": "R90"}]})") ==
          "players: [Alice, Bob]\nstart: {tile: H, at: [2, 1], rot: 0}  # BA/CFC.2 R90\n");
    std::string notes = import_text(
        jcz5_save({}, R"({"sets": {"basic:1": 1}, "elements": {"wagon": 1, "barn": false,
        "small-follower": 7}, "rules": {"tiny-city-scoring": "4", "pig-herds": true}})"));
    CHECK_THAT(
        notes,
        Contains(
            "# Note: elements on in the source and ignored here (each acts only through a figure, "
            "token, tile or message, none of which this save uses): \"wagon\"\n"));
    CHECK_THAT(
        notes,
        Contains(
            "# Note: rules of the source ignored here (they govern expansions we do not have): "
            "\"pig-herds\": true\n"));
    // 5.x lists what is on: no farmers element is farms: none (house.farms.none);
    // tiny-city-scoring "4" is the default and changes nothing.
    CHECK_THAT(notes, Contains("options: {farms: none}\n"));
    CHECK(notes.find("tiny-city") == std::string::npos);
    CHECK_THAT(import_text(jcz5_save({}, "{}")),
               Contains("# Note: the setup lists no tile set: the base game alone is assumed\n"));
    // 4.x: farmers on unless FARMERS is false; the maze advanced only with ADVANCED_LABYRINTH.
    CHECK_THAT(import_text(jcz4_save(
                   {}, "", R"({"expansions": {"BASIC": 1}, "rules": {"FARMERS": false}})")),
               Contains("players: [Alice, Bob]\noptions: {farms: none}\n"));
    CHECK(import_text(jcz4_save({}, "", R"({"expansions": {"BASIC": 1}, "rules": {"FARMERS":
        true}})"))
              .find("options:") == std::string::npos);
    // The house rules: a tiny city of 2 points (5.x "2", also as a number; 4.x
    // TINY_CITY_2_POINTS), after the maze and farms.
    CHECK(header(R"({"sets": {"basic:1": 1, "labyrinth": 1}, "rules": {"tiny-city-scoring": 2,
                     "labyrinth-variant": "basic"}})") ==
          "players: [Alice, Bob]\nexpansions: [maze]\noptions: {maze: simple, farms: none, "
          "tiny-city: 2}\n");
    CHECK_THAT(import_text(jcz4_save({}, "", R"({"expansions": {"BASIC": 1}, "rules":
        {"TINY_CITY_2_POINTS": true}})")),
               Contains("players: [Alice, Bob]\noptions: {tiny-city: 2}\n"));
    CHECK_THAT(
        import_text(jcz4_save({}, "", R"({"expansions": {"BASIC": 1, "LABYRINTH": 1}, "rules":
        {"ADVANCED_LABYRINTH": true}})")),
        Contains("expansions: [maze]\noptions: {maze: advanced}\n"));
    CHECK_THAT(import_text(jcz4_save({}, "", R"({"expansions": {"BASIC": 1, "LABYRINTH": 1}})")),
               Contains("options: {maze: simple}\n"));
    // Refused: other sets, add-ons, king and robber, a tiny-city-scoring other than 4 or
    // 2, another rule that changes scoring at a value other than its default, several
    // start tiles, capabilities.
    CHECK_THAT(import_error(jcz5_save({}, R"({"sets": {"basic:1": 1, "river": 1}})")),
               Contains("tile set \"river\" is not supported"));
    CHECK_THAT(import_error(jcz5_save({}, R"({"sets": {"basic:1": 1}, "addons": ["portals"]})")),
               Contains("add-ons are not supported (setup.addons: \"portals\")"));
    CHECK_THAT(import_error(jcz5_save({}, R"({"elements": {"robber": 1}})")),
               Contains("element \"robber\" is not "
                        "supported"));
    CHECK_THAT(import_error(jcz5_save({}, R"({"rules": {"tiny-city-scoring": 3}})")),
               Contains("rule tiny-city-scoring must be \"4\" or \"2\", not the number 3"));
    CHECK_THAT(import_error(jcz5_save({}, R"({"rules": {"hill-tiebreaker":
        "number-of-followers"}})")),
               Contains("rule hill-tiebreaker \"number-of-followers\" changes scoring and is not "
                        "supported (only its default \"at-least-one-follower\")"));
    CHECK(import_text(jcz5_save({}, R"({"rules": {"king-and-robber-scoring": "default",
        "gq11-pig-herd": "pig"}})"))
              .find("# Note: rules") == std::string::npos);
    CHECK_THAT(import_error(jcz4_save({}, "", R"({"expansions": {"BASIC": 1}, "rules":
        {"BULDINGS_DIFFERENT_VALUE": true}})")),
               Contains("rule BULDINGS_DIFFERENT_VALUE true changes scoring and is not supported "
                        "(only its default \"false\")"));
    CHECK_THAT(
        import_error(jcz5_save({}, R"({"start": [{"tile": "BA/RCr", "x": 0, "y": 0, "rotation": 0},
        {"tile": "BA/RCr", "x": 1, "y": 0, "rotation": 0}]})")),
        Contains("setup.start must hold one start tile, not 2"));
    CHECK_THAT(import_error(jcz4_save(
                   {}, "", R"({"expansions": {"BASIC": 1, "KING_AND_ROBBER_BARON": 1}})")),
               Contains("expansion \"KING_AND_ROBBER_BARON\" is not supported"));
    CHECK_THAT(import_error(jcz4_save({}, "", R"({"capabilities": ["StandardGame", "Abbot"]})")),
               Contains("capability \"Abbot\" is not supported"));
    // A tile of a set the setup does not list.
    CHECK_THAT(import_error(
                   jcz5_save({jcz_place("WT/FRFR_3C", "R0", 1, 0)}, R"({"sets": {"basic:1": 1}})")),
               Contains("tile \"WT/FRFR_3C\" belongs to the tile set watchtowers, which the setup "
                        "does not list"));
}

TEST_CASE("JCZ: turns, players and the end of the game", "[import][jcz]") {
    // A turn's messages in order; refused otherwise.
    CHECK_THAT(
        import_error(
            jcz4_save({jcz_place("BA.Rr", "R90", 1, 0), jcz_place("BA.C", "R180", 0, -1)})),
        Contains("replay[1] (PLACE_TILE): a new tile while move 1 is still open (no COMMIT)"));
    CHECK_THAT(import_error(jcz4_save({jcz_deploy("0.small.1", 1, 0, "NW")})),
               Contains("a follower outside a turn"));
    CHECK_THAT(import_error(jcz4_save({kJczCommit})), Contains("a COMMIT outside a turn"));
    CHECK_THAT(import_error(jcz4_save(
                   {jcz_place("BA.Rr", "R90", 1, 0), jcz_deploy("0.small.1", 2, 0, "NW")})),
               Contains("the follower must stand on the tile placed this turn, at (1,0)"));
    CHECK_THAT(import_error(jcz4_save(
                   {jcz_place("BA.Rr", "R90", 1, 0), jcz_deploy("1.small.1", 1, 0, "NW")})),
               Contains("the follower \"1.small.1\" is not the mover's"));
    CHECK_THAT(import_error(jcz5_save({jcz_place("BA/Rr", "R90", 1, 0, "1")},
                                      R"({"sets": {"basic:1": 1}})")),
               Contains("player 1 sends this message in player 0's turn"));
    CHECK_THAT(import_error(jcz4_save(
                   {R"({"type": "GAME_OVER", "payload": {}})", jcz_place("BA.Rr", "R90", 1, 0)})),
               Contains("a message after GAME_OVER"));
    // An unfinished last turn is kept, with a note.
    std::string open = import_text(
        jcz4_save({jcz_place("BA.Rr", "R90", 1, 0), jcz_deploy("0.small.1", 1, 0, "NW")}));
    CHECK(move_lines(open) == std::vector<std::string>{kAlice});
    CHECK_THAT(open, Contains("# Note: the replay ends inside move 1 (no COMMIT): its tile is kept "
                              "as the last move"));
    // The end: a draw order ending in #END with every tile before it placed ...
    std::string order2 =
        R"(, "annotations": {"tilePack": {"params": {"drawOrder": ["BA.Rr", "BA.C", "#END"]}}})";
    std::string order3 =
        R"(, "annotations": {"tilePack": {"params": {"drawOrder": ["BA.Rr", "BA.C", "BA.C", "#END"]}}})";
    CHECK_THAT(import_text(jcz4_save(two_moves(), order2)), Contains("\nend: true\n"));
    std::string short_game = import_text(jcz4_save(two_moves(), order3));
    CHECK_THAT(short_game, Contains("\nend: false\n"));
    CHECK_THAT(
        short_game,
        Contains("# Note: 3 of 72 tiles placed: the save stops mid-game; JCZ records no message "
                 "for a discarded tile, so if the game was over, set end: true\n"));
    // ... 5.x's endTurn ...
    std::string v5 = R"({"sets": {"basic:1": 1}, "elements": {"farmers": true}})";
    std::vector<std::string> v5_moves = {jcz_place("BA/Rr", "R90", 1, 0), kJczPass, kJczCommit};
    CHECK_THAT(import_text(jcz5_save(v5_moves, v5, R"(, "gameAnnotations": {"endTurn": 1})")),
               Contains("\nend: true\n"));
    CHECK_THAT(import_text(jcz5_save(v5_moves, v5, R"(, "gameAnnotations": {"endTurn": 2})")),
               Contains("\nend: false\n"));
    // ... or every tile of the pack: 71 moves and the start tile make 72.
    std::vector<std::string> full;
    for (int i = 1; i <= 71; ++i) {
        full.push_back(jcz_place("BA/Rr", "R0", i, 5));
        full.push_back(kJczCommit);
    }
    CHECK_THAT(import_text(jcz5_save(full, v5)), Contains("\nend: true\n"));
    full.resize(140);
    CHECK_THAT(import_text(jcz5_save(full, v5)), Contains("# Note: 71 of 72 tiles placed"));
    // With the watchtowers' 12 tiles (WT-A .. WT-L, one each) and the labyrinth's one: 72 + 12 + 1.
    std::string more =
        R"({"sets": {"basic:1": 1, "watchtowers": 1, "labyrinth": 1}, "elements": {"farmers": true}})";
    CHECK_THAT(import_text(jcz5_save(full, more)), Contains("# Note: 71 of 85 tiles placed"));
}

TEST_CASE("JCZ: one player gets a dummy opponent who places no follower", "[import][jcz]") {
    auto solo = [](const std::vector<std::string>& replay) {
        std::string save = jcz4_save(replay);
        return replace_all(save, R"([{"serial": 2, "nickname": "Bob"}, )", "[");
    };
    // Followers on odd moves (or none): [REAL, dummy].
    std::vector<std::string> odd = {jcz_place("BA.Rr", "R90", 1, 0),
                                    jcz_deploy("0.small.1", 1, 0, "NW"),
                                    kJczCommit,
                                    jcz_place("BA.C", "R180", 0, -1),
                                    kJczPass,
                                    kJczCommit};
    std::string log = import_text(solo(odd));
    CHECK_THAT(log, Contains("players: [Alice, dummy]\n"));
    CHECK(move_lines(log) ==
          std::vector<std::string>{kAlice, "{player: dummy, tile: E, at: [0, 1], rot: 180}"});
    CHECK_THAT(log, Contains("# Note: the save has one player, Alice; our format needs two, so "
                             "dummy takes every even "
                             "move and places no follower"));
    // Only on even moves: [dummy, REAL].
    std::vector<std::string> even = {
        jcz_place("BA.C", "R180", 0, -1),    kJczPass,  kJczCommit, jcz_place("BA.Rr", "R90", 1, 0),
        jcz_deploy("0.small.1", 1, 0, "NW"), kJczCommit};
    log = import_text(solo(even));
    CHECK_THAT(log, Contains("players: [dummy, Alice]\n"));
    CHECK(move_lines(log).at(1) == "{player: Alice, tile: V, at: [1, 0], rot: 90, meeple: road N}");
    // Both: refused.
    odd.insert(odd.end() - 1, jcz_deploy("0.small.2", 0, -1, "S"));
    odd.erase(odd.end() - 3);  // the PASS
    CHECK_THAT(import_error(solo(odd)),
               Contains("one player, followers on moves 1, 2; our format needs 2 to 6 players"));
}
