// Commands other than `score` on hostile or extreme input: every run ends with
// exit status 0, 1 or 2 (FORMAT.md "Values and limits"), never with a signal.
// The corpus-wide case runs the program in this process (run_in_process): a
// crash ends the test's own process, and Catch2 reports it with the command.
#include <yaml-cpp/yaml.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <string>
#include <vector>

#include "scenario_support.hpp"

namespace fs = std::filesystem;
using carcassonne::test::run_binary;
using carcassonne::test::run_in_process;

TEST_CASE("tiles draws the largest legal custom tile", "[commands][tiles]") {
    auto run = run_binary("tiles --tiles tests/data/largest-tile.yaml LARGEST");
    CHECK(run.err.empty());
    REQUIRE(run.exit == 0);
    // Worked from the drawing's cells (lib/src/report/draw_tile.cpp; 7 columns x
    // 5 rows, a cell is [column, row] from the top left):
    // four separate caps (N: row 0 columns 1-5 and row 1 columns 2-4; S the
    // same mirrored; E: column 6 rows 1-3 and [5,2]; W mirrored), no corner
    // fills. Each cap's 9 coats of arms are one digit 9 on the cell nearest its
    // middle: [3,0], [6,2], [3,4], [0,2]. The monastery takes the centre [3,2];
    // the watchtower the nearest free cell, [2,2] (before [4,2] in reading
    // order), and its kind f the first free cell beside it in the order right,
    // below, above, left, then diagonally: [1,3]. The marks take the corners
    // (h s g w, clockwise from the north-west) and then the first bare cell in
    // reading order, [1,1] for y. [5,1], [4,2] and [5,3] stay bare.
    CHECK(run.out ==
          "LARGEST (1000 in the box)\n"
          "  +-------+\n"
          "  |h##9##s|\n"
          "  |#y###.#|\n"
          "  |9#tm.#9|\n"
          "  |#f###.#|\n"
          "  |w##9##g|\n"
          "  +-------+\n"
          "  edges: N city, E city, S city, W city\n"
          "  city N; city E; city S; city W; monastery\n"
          "  watchtower: followers\n"
          "  marks: farmhouse, shed, garden, water-tower, highwayman\n"
          "\n");
    // Turned by --rot it draws inside its box too (the sanitizer build checks
    // the writes), and says how it is turned.
    for (const char* rot : {"90", "180", "270"}) {
        auto turned = run_binary(
            std::string("tiles --tiles tests/data/largest-tile.yaml LARGEST --rot ") + rot);
        CHECK(turned.err.empty());
        CHECK(turned.exit == 0);
        CHECK(turned.out.find(std::string(", rot ") + rot + "\n") != std::string::npos);
    }
}

TEST_CASE("no command ends with a signal on a hostile document", "[commands][hostile][slow]") {
    int files = 0;
    // bad/ (tests/gen_bad.py) and errors/ (several errors in one document, by hand).
    for (const auto& e : carcassonne::test::scenario_files()) {
        const std::string rel = fs::relative(e, CARCASSONNE_SOURCE_DIR).generic_string();
        if (rel.rfind("scenarios/bad/", 0) != 0 && rel.rfind("scenarios/errors/", 0) != 0) continue;
        // The document as a document, as a --tiles file, and read from standard input.
        for (const std::string& args :
             {"score " + rel, "score --format json --no-final " + rel, "check " + rel,
              "tiles --tiles " + rel, "score --tiles " + rel + " scenarios/base/quickstart.yaml",
              "explain --at 0,0 " + rel, "explain --format json --player red " + rel,
              "position " + rel, "score --running --move 1 " + rel}) {
            INFO("carcassonne " << args);
            auto run = run_in_process(args);
            INFO("stderr: " << run.err);
            CHECK((run.exit == 0 || run.exit == 1 || run.exit == 2));
        }
        INFO("carcassonne check - < " << rel);
        auto piped = run_in_process("check -", e);
        CHECK((piped.exit == 0 || piped.exit == 1 || piped.exit == 2));
        ++files;
    }
    CHECK(files >= 60);
}

TEST_CASE("tiles --edges finds every tile and rotation with those edges", "[commands][tiles]") {
    // One city edge, one field edge opposite it and two roads opposite each
    // other: D as drawn (city N, road E-W) and WT-E as drawn (city N, roads W
    // and E ending at the tower). J and K have their roads on neighbouring
    // edges, L three roads.
    auto run = run_binary("tiles --edges N=city,E=road,S=field,W=road");
    CHECK(run.err.empty());
    REQUIRE(run.exit == 0);
    CHECK(run.out ==
          "Tiles and rotations whose edges show N city, E road, S field, W road:\n"
          "  D rot 0: city N; road E W; field En Wn; field Es Se Sw Ws\n"
          "  WT-E rot 0: city N; road W; road E; field En; field Wn; field Es Se Sw Ws\n"
          "`carcassonne tiles ID --rot R` draws one.\n");

    // A road N and S, fields E and W: U as drawn, which lays the same tile at
    // rot 180; WT-K (road stubs W and E) turned by 90, the same as by 270.
    run = run_binary("tiles --edges N=road,E=field,S=road,W=field");
    REQUIRE(run.exit == 0);
    CHECK(run.out ==
          "Tiles and rotations whose edges show N road, E field, S road, W field:\n"
          "  U rot 0 (the same as rot 180): road N S; field Ne En Es Se; field Nw Sw Ws Wn\n"
          "  WT-K rot 90 (the same as rot 270): road N; road S; field Nw Sw Ws Wn; "
          "field Ne En Es Se\n"
          // IC-B (road E-W with an inn) and IC-D (road stubs W and E at a
          // monastery) turned by 90, like U and WT-K.
          "  IC-B rot 90 (the same as rot 270): road N S; field Ne En Es Se; field Nw Sw Ws "
          "Wn\n"
          "  IC-D rot 90 (the same as rot 270): road N; road S; field Nw Sw Ws Wn; field Ne "
          "En Es Se; monastery\n"
          "`carcassonne tiles ID --rot R` draws one.\n");

    // `?` (and lower case): a city N, E and S, anything W. C all round (every
    // rotation the same); Q, R (city N E W, field S) and S, T (the same with a
    // road S) turned by 90: the drawn W city goes N, the drawn S edge goes W,
    // and its halves Se and Sw become Ws and Wn.
    run = run_binary("tiles --edges n=City,E=city,s=city,w=?");
    REQUIRE(run.exit == 0);
    CHECK(run.out ==
          "Tiles and rotations whose edges show N city, E city, S city, W any:\n"
          "  C rot 0 (the same as rot 90, 180 and 270): city N E S W\n"
          "  Q rot 90: city N E S; field Ws Wn\n"
          "  R rot 90: city N E S; field Ws Wn\n"
          "  S rot 90: city N E S; road W; field Ws; field Wn\n"
          "  T rot 90: city N E S; road W; field Ws; field Wn\n"
          // Inns & Cathedrals: IC-H's four caps and the cathedral IC-K all
          // round; IC-O (caps N, W, E) turned by 90: W goes N, N goes E, E
          // goes S; IC-P (city N-W, city S) turned by 180: N-W goes S-E, S goes N.
          "  IC-H rot 0 (the same as rot 90, 180 and 270): city N; city W; city E; city S; "
          "field inner\n"
          "  IC-K rot 0 (the same as rot 90, 180 and 270): city N E S W\n"
          "  IC-O rot 90: city E; city N; city S; field Ws Wn\n"
          "  IC-P rot 180: city E S; city N; field Ws Wn\n"
          // Traders & Builders: TB-D, TB-L (city N-W, city S, road E) turned by
          // 180 like IC-P; TB-H, TB-V (city N-E-W) by 90 like Q and S; TB-M's
          // three cities and TB-X's two fill every edge in every rotation;
          // TB-N, TB-P (city E-W, city S) by 270: E-W goes N-S, S goes E.
          "  TB-D rot 180: city E S; city N; road W; field Ws; field Wn\n"
          "  TB-H rot 90: city N E S; field Ws Wn\n"
          "  TB-L rot 180: city E S; city N; road W; field Ws; field Wn\n"
          "  TB-M rot 0: city N W; city S; city E; field inner\n"
          "  TB-M rot 90: city N E; city W; city S; field inner\n"
          "  TB-M rot 180: city E S; city N; city W; field inner\n"
          "  TB-M rot 270: city S W; city E; city N; field inner\n"
          "  TB-N rot 270: city N S; city E; field Ws Wn; field inner\n"
          "  TB-P rot 270: city N S; city E; field Ws Wn; field inner\n"
          "  TB-V rot 90: city N E S; road W; field Wn; field Ws\n"
          "  TB-X rot 0: city N W; city E S; field inner\n"
          "  TB-X rot 90: city N E; city S W; field inner\n"
          "  TB-X rot 180: city E S; city N W; field inner\n"
          "  TB-X rot 270: city S W; city N E; field inner\n"
          "`carcassonne tiles ID --rot R` draws one.\n");

    // With an id, only that tile; none of its rotations shows a city N and S.
    run = run_binary("tiles U --edges N=city,S=city");
    REQUIRE(run.exit == 0);
    CHECK(run.out == "No tile U shows N city, E any, S city, W any.\n");
}

TEST_CASE("tiles --edges refuses what it cannot read, with exit status 2", "[commands][tiles]") {
    const std::pair<const char*, const char*> cases[] = {
        {"N=castle",
         "carcassonne: error: --edges: unknown kind 'castle' for edge N (kinds: city, road, "
         "field, or ? for any)\n"},
        {"X=city", "carcassonne: error: --edges: unknown edge 'X' (edges: N, E, S, W)\n"},
        {"N=city,N=road", "carcassonne: error: --edges: edge N is given twice\n"},
        {"Ncity",
         "carcassonne: error: --edges: 'Ncity' is not EDGE=KIND, as in "
         "N=city,E=road,S=field,W=?\n"},
    };
    for (const auto& [edges, message] : cases) {
        auto run = run_binary(std::string("tiles --edges '") + edges + "'");
        INFO(edges);
        CHECK(run.exit == 2);
        CHECK(run.out.empty());
        CHECK(run.err == message);
    }
}

TEST_CASE("fits and --then refuse what they cannot use, with exit status 2", "[commands][fits]") {
    const std::pair<std::string, std::string> cases[] = {
        {"fits scenarios/base/quickstart.yaml Q9",
         "carcassonne: error: unknown tile 'Q9' (`carcassonne tiles` lists them)\n"},
        {"fits scenarios/base/quickstart.yaml MAZE",
         "carcassonne: error: tile 'MAZE' needs the maze expansion, which "
         "scenarios/base/quickstart.yaml does not list\n"},
        {"fits scenarios/base/quickstart.yaml U --move 1",
         "carcassonne: error: --move 1: scenarios/base/quickstart.yaml is a position; --move "
         "counts the moves of a game log\n"},
        {"fits scenarios/logs/farms-final.yaml U --move 7",
         "carcassonne: error: --move 7: scenarios/logs/farms-final.yaml has 6 moves (--move 0 to "
         "6)\n"},
        {"score scenarios/logs/farms-final.yaml --then ''",
         "--then:1:1: error: a move is a map like '{tile: K, at: [3, 1], rot: 90, meeple: field "
         "Ne}'\n"},
        {"check scenarios/logs/farms-final.yaml --then '{tile: U, at: [9, 9], rot: 45}'",
         "--then:1:28: error: rot must be 0, 90, 180, 270 or auto, not 45\n"},
    };
    for (const auto& [args, message] : cases) {
        auto run = run_binary(args);
        INFO(args);
        CHECK(run.exit == 2);
        CHECK(run.out.empty());
        CHECK(run.err == message);
    }
}

TEST_CASE("fits --at: the tiles that fit one square, or one tile's placements there",
          "[commands][fits]") {
    // quickstart: W at [-1, 0] has a road at its S edge, so whatever lies on
    // [-1, -1] (no other neighbour) has a road at N. V (road S W) does at
    // rot 90 (road W N) and 180 (road N E), not at 0 or 270.
    auto one = run_binary("fits scenarios/base/quickstart.yaml V --at -1,-1");
    CHECK(one.exit == 0);
    CHECK(one.out ==
          "V fits in 2 places on this position (a position has no player to move, so no "
          "follower supply is weighed).\n"
          "  [-1, -1] rot 90: road N, field Nw, field Ne\n"
          "  [-1, -1] rot 180: road N, field Ne, field Nw\n");
    auto all = run_binary("fits scenarios/base/quickstart.yaml --at -1,-1");
    CHECK(all.exit == 0);
    CHECK(all.out.rfind("13 tiles fit [-1, -1] on this position", 0) == 0);
    // V's line for each of its two rotations, with the box's 9 V less the quick start's 1.
    CHECK(all.out.find("  V (8 left) rot 90: road N, field Nw, field Ne\n") != std::string::npos);
    CHECK(all.out.find("  V (8 left) rot 180: road N, field Ne, field Nw\n") != std::string::npos);
    // C is a city on every side: never next to a road.
    CHECK(all.out.find("  C (") == std::string::npos);
    // Every line is one tile's own placement there, as `fits TILE --at` gives it.
    std::size_t lines = 0;
    for (std::size_t at = all.out.find("\n  "); at != std::string::npos;
         at = all.out.find("\n  ", at + 1)) {
        std::string line = all.out.substr(at + 3, all.out.find('\n', at + 1) - at - 3);
        std::string tile = line.substr(0, line.find(' '));
        std::string place = line.substr(line.find(" rot "));
        auto single = run_binary("fits scenarios/base/quickstart.yaml " + tile + " --at -1,-1");
        INFO(line);
        CHECK(single.out.find("  [-1, -1]" + place + "\n") != std::string::npos);
        ++lines;
    }
    CHECK(lines == 23);  // "23 ways"
    CHECK(all.out.find(": 23 ways.\n") != std::string::npos);
    auto json = run_binary("fits scenarios/base/quickstart.yaml --at -1,-1 --format json");
    CHECK(json.out.rfind("{\n  \"format\": \"carcassonne-fits-square/1\",\n  \"at\": [-1, -1],\n",
                         0) == 0);
    CHECK(json.out.find(
              "{\"tile\": \"V\", \"left\": 8, \"placements\": [{\"rot\": 90, \"followers\": "
              "[\"road N\", \"field Nw\", \"field Ne\"]}, {\"rot\": 180, \"followers\": "
              "[\"road N\", \"field Ne\", \"field Nw\"]}]}") != std::string::npos);
    const std::pair<std::string, std::string> errors[] = {
        {"fits scenarios/base/quickstart.yaml",
         "carcassonne: error: fits needs a TILE, or --at X,Y for every tile that fits that "
         "square\n"},
        {"fits scenarios/base/quickstart.yaml --at 1",
         "carcassonne: error: --at '1': a square reads X,Y, such as 3,-1\n"},
    };
    for (const auto& [args, message] : errors) {
        auto run = run_binary(args);
        INFO(args);
        CHECK(run.exit == 2);
        CHECK(run.err == message);
    }
}

TEST_CASE("fits and --then on a document that breaks a rule", "[commands][fits]") {
    // violation-overlap: two tiles on one square. fits lists nothing and
    // reports the violation (exit 1); --then is not played either.
    auto run = run_binary("fits scenarios/base/violation-overlap.yaml U");
    CHECK(run.exit == 1);
    CHECK(run.err.empty());
    CHECK(run.out.find("base.tile.placement: two tiles on the square") != std::string::npos);
    CHECK(run.out.find("cannot place U on it") != std::string::npos);
    auto then = run_binary(
        "check scenarios/base/violation-overlap.yaml --then '{player: red, tile: U, at: [9, 9]}'");
    CHECK(then.exit == 1);
    CHECK(then.out.find("two tiles on the square") != std::string::npos);
    CHECK(then.out.find("move 1") == std::string::npos);
}

TEST_CASE("rules: ids in any case, suggestions and --search", "[commands][rules]") {
    auto upper = run_binary("rules BASE.MAJORITY");
    CHECK(upper.exit == 0);
    CHECK(upper.out.rfind("base.majority: ", 0) == 0);
    // One letter dropped from base.majority.
    auto typo = run_binary("rules base.majorty");
    CHECK(typo.exit == 2);
    CHECK(typo.err ==
          "carcassonne: error: no rule or section 'base.majorty' (did you mean 'base.majority'? "
          "`carcassonne rules` lists them; `carcassonne rules --search WORDS` searches their "
          "texts)\n");
    // The last word of an id.
    auto last = run_binary("rules majority");
    CHECK(last.err.find("did you mean 'base.majority'?") != std::string::npos);
    // Every rule listed holds both words, in any case.
    auto search = run_binary("rules --search FARMER city");
    CHECK(search.exit == 0);
    CHECK(search.out.find("base.final.field ") != std::string::npos);
    auto none = run_binary("rules --search xyzzy");
    CHECK(none.exit == 2);
    CHECK(none.out.empty());
}

TEST_CASE("help names the program and suggests commands", "[commands][help]") {
    auto help = run_binary("help");
    CHECK(help.exit == 0);
    CHECK(help.out.find("Usage: carcassonne [OPTIONS] [SUBCOMMAND]") != std::string::npos);
    auto score = run_binary("help score");
    CHECK(score.exit == 0);
    CHECK(score.out.find("Usage: carcassonne score [OPTIONS] [FILE...]") != std::string::npos);
    // FILE, not CLI11's TEXT, as the metavariable of the document and of --tiles.
    CHECK(score.out.find("--tiles FILE") != std::string::npos);
    CHECK(score.out.find("TEXT") == std::string::npos);
    auto typo = run_binary("help chek");
    CHECK(typo.exit == 2);
    CHECK(typo.err ==
          "carcassonne: error: unknown command 'chek' (did you mean 'check'? `carcassonne help` "
          "lists the commands)\n");
    auto tile = run_binary("tiles v");
    CHECK(tile.exit == 2);
    CHECK(tile.err ==
          "carcassonne: error: no tile 'v' (did you mean 'V'? `carcassonne tiles` lists them)\n");
}

TEST_CASE("score colours a report in a file with the colour option 'always', not 'never'",
          "[commands][colour]") {
    auto always = run_binary("score --color always scenarios/base/quickstart.yaml");
    auto never = run_binary("score --color never scenarios/base/quickstart.yaml");
    auto plain = run_binary("score scenarios/base/quickstart.yaml");
    CHECK(always.out.find("\x1b[") != std::string::npos);
    CHECK(never.out.find("\x1b[") == std::string::npos);
    CHECK(never.out == plain.out);
}

// What `expansions` lists is the registry itself: the columns in report order,
// the options with their defaults, each kind of figure, each expansion.
TEST_CASE("expansions lists the registry as JSON", "[commands][expansions]") {
    auto run = run_binary("expansions --format json");
    CHECK(run.err.empty());
    REQUIRE(run.exit == 0);
    YAML::Node r = YAML::Load(run.out);
    CHECK(r["format"].as<std::string>() == "carcassonne-expansions/1");
    // road 10, city 20, monastery 30, field 40, then the expansions' by rank, carried last.
    std::vector<std::string> columns;
    for (const YAML::Node& c : r["columns"]) columns.push_back(c.as<std::string>());
    REQUIRE(columns.size() >= 5);
    CHECK(std::vector<std::string>(columns.begin(), columns.begin() + 4) ==
          std::vector<std::string>{"road", "city", "monastery", "field"});
    CHECK(columns.back() == "carried");
    const YAML::Node base = r["base"];
    CHECK(base["options"][0]["key"].as<std::string>() == "followers");
    CHECK(base["options"][0]["default"].as<int>() == 7);
    CHECK(base["options"][0]["max"].as<int>() == 1000);
    CHECK(base["options"][2]["key"].as<std::string>() == "tiny-city");
    CHECK(base["options"][2]["values"][1].as<int>() == 2);
    CHECK(base["figures"][0]["name"].as<std::string>() == "normal");
    // Anywhere: road, city, field, monastery, then every expansion's area kind
    // but those only its own figures stand on (a garden: the abbot alone).
    const YAML::Node anywhere = base["figures"][0]["stands_on"];
    REQUIRE(anywhere.size() == 4);
    for (std::size_t i = 0; i < 4; ++i)
        CHECK(anywhere[i].as<std::string>() ==
              std::vector<std::string>{"road", "city", "field", "monastery"}[i]);
    CHECK(base["start"]["tile"].as<std::string>() == "D");
    bool inns = false, river = false, abbot = false;
    for (const YAML::Node& e : r["expansions"]) {
        std::string name = e["name"].as<std::string>();
        // Its title is its rule book section's, as a page names it.
        if (name == "surveyors") CHECK(e["title"].as<std::string>() == "The Land Surveyors");
        if (name == "inns") {
            inns = true;
            CHECK(e["title"].as<std::string>() == "Inns & Cathedrals");
            CHECK(e["figures"][0]["name"].as<std::string>() == "large");
            CHECK(e["figures"][0]["weight"].as<int>() == 2);
            CHECK(e["options"][0]["key"].as<std::string>() == "large-followers");
            CHECK(e["tiles"].size() == 17);  // IC-A to IC-Q
        }
        // Traders & Builders gives bonus moves (a builder's), the Abbot none.
        if (name == "traders") CHECK(e["bonus_moves"].as<bool>());
        if (name == "abbot") {
            abbot = true;
            CHECK(!e["bonus_moves"].as<bool>());
            const YAML::Node on = e["figures"][0]["stands_on"];
            REQUIRE(on.size() == 2);
            CHECK(on[0].as<std::string>() == "monastery");
            CHECK(on[1].as<std::string>() == "garden");
        }
        if (name == "river") {
            river = true;
            CHECK(e["start"]["tile"].as<std::string>() == "RV-01");
            CHECK(e["column"].IsNull());
        }
    }
    CHECK(inns);
    CHECK(river);
    CHECK(abbot);
    bool example = false;
    for (const YAML::Node& t : r["tilesets"])
        if (t["name"].as<std::string>() == "signposts-example") {
            example = true;
            CHECK(t["tiles"].as<int>() == 12);
        }
    CHECK(example);
    // A box sold as one game: the 3rd-edition base box holds the River and the Abbot.
    REQUIRE(r["boxes"].size() == 1);
    CHECK(r["boxes"][0]["name"].as<std::string>() == "base game, 3rd edition");
    CHECK(r["boxes"][0]["expansions"].size() == 2);
    CHECK(r["boxes"][0]["expansions"][0].as<std::string>() == "river");
    CHECK(r["boxes"][0]["expansions"][1].as<std::string>() == "abbot");
    auto text = run_binary("expansions");
    REQUIRE(text.exit == 0);
    CHECK(text.out.find("  start tile: RV-01\n") != std::string::npos);
    CHECK(text.out.find("):  base game, 3rd edition (river, abbot)\n") == std::string::npos);
    CHECK(text.out.find(": base game, 3rd edition (river, abbot)\n") != std::string::npos);
}

TEST_CASE("hostile input, round 4: names and features that are not what they seem",
          "[commands][hostile]") {
    // The river is drawn on its tiles but is no feature.
    auto run = run_binary("explain scenarios/river/full-river.yaml --at 1,0 --on 'river E'");
    CHECK(run.exit == 2);
    CHECK(run.err ==
          "carcassonne: error: --on 'river E': the river is not a feature: it takes no follower "
          "and scores nothing (river.tiles); a feature reads 'road E', 'city N', 'field Nw' or "
          "'monastery'\n");
    // One --tiles file named twice: said once, not as a tile defined twice at
    // one place.
    run = run_binary(
        "score --tiles tests/drawings/extreme-tiles.yaml --tiles "
        "./tests/drawings/extreme-tiles.yaml scenarios/base/quickstart.yaml");
    CHECK(run.exit == 2);
    CHECK(run.err ==
          "./tests/drawings/extreme-tiles.yaml: error: named twice by --tiles; name each tile file "
          "once\n");
    // A dangling symbolic link: its name is never its own suggestion.
    namespace fs = std::filesystem;
    const fs::path dir = fs::temp_directory_path() / "carcassonne-dangling-test";
    fs::remove_all(dir);
    fs::create_directories(dir);
    fs::create_symlink("/nonexistent/nowhere.yaml", dir / "dangling.yaml");
    const std::string link = (dir / "dangling.yaml").string();
    run = run_binary("score " + link);
    CHECK(run.exit == 2);
    CHECK(run.err == link +
                         ": error: cannot open: No such file or directory (a symbolic link to a "
                         "file that does not exist)\n");
    fs::remove_all(dir);
}
