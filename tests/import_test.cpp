// The mapping tables of `import`, row by row: every BGA tile type at each
// `ori` with each follower `pos`, every BGA tile number, and every JCZ tile id
// at each rotation with a follower on each of its features, on small games
// built here. The expected values come from IMPORT.md's tables as transcribed
// below (and TILES.md's tile shapes), turned by a rotation written here on
// edge names, never from the importer's own tables.
#include <fmt/format.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <map>
#include <set>

#include "carcassonne/model/catalogue.hpp"
#include "import_support.hpp"

using namespace carcassonne;
using namespace carcassonne::test;

namespace {

const std::vector<std::string> kEdgeNames = {"N", "E", "S", "W"};
const std::vector<std::string> kHalfNames = {"Nw", "Ne", "En", "Es", "Se", "Sw", "Ws", "Wn"};

// An edge or half name turned clockwise by `rot` degrees (N -> E -> S -> W; halves two steps).
std::string turned(const std::string& word, int rot) {
    auto e = std::find(kEdgeNames.begin(), kEdgeNames.end(), word);
    if (e != kEdgeNames.end()) return kEdgeNames[(e - kEdgeNames.begin() + rot / 90) % 4];
    auto h = std::find(kHalfNames.begin(), kHalfNames.end(), word);
    REQUIRE(h != kHalfNames.end());
    return kHalfNames[(h - kHalfNames.begin() + 2 * (rot / 90)) % 8];
}

// `meeple:` for a feature given as drawn words (rot 0), once the tile is at `rot`:
// its kind and the first turned word in the order N E S W or Nw ... Wn.
std::string meeple_words(const std::string& kind, const std::vector<std::string>& drawn, int rot) {
    if (kind == "monastery") return "monastery";
    std::set<std::string> board;
    for (const auto& w : drawn) board.insert(turned(w, rot));
    const auto& order = kind == "field" ? kHalfNames : kEdgeNames;
    for (const auto& w : order)
        if (board.count(w)) return kind + " " + w;
    FAIL("no words");
    return "";
}

// "city N,E,W" -> kind "city", words {N, E, W}.
std::pair<std::string, std::vector<std::string>> split_feature(const std::string& text) {
    auto space = text.find(' ');
    if (space == std::string::npos) return {text, {}};
    std::vector<std::string> words;
    std::string rest = text.substr(space + 1);
    for (std::size_t at = 0; at <= rest.size();) {
        std::size_t comma = std::min(rest.find(',', at), rest.size());
        words.push_back(rest.substr(at, comma - at));
        at = comma + 1;
    }
    return {text.substr(0, space), words};
}

// IMPORT.md, "Board Game Arena", "Tiles": type, ours, turn, tile numbers.
struct BgaTileRow {
    int type;
    std::string ours;
    int turn;
    int first, last;
};
const std::vector<BgaTileRow> kBgaTiles = {
    {1, "T", 0, 1, 1},     {2, "S", 0, 2, 3},     {3, "N", 270, 4, 6},  {4, "M", 270, 7, 8},
    {5, "P", 0, 9, 11},    {6, "O", 0, 12, 13},   {7, "G", 0, 14, 14},  {8, "F", 0, 15, 16},
    {9, "I", 270, 17, 18}, {10, "H", 90, 19, 21}, {11, "E", 0, 22, 26}, {12, "K", 0, 27, 29},
    {13, "J", 0, 30, 32},  {14, "L", 0, 33, 35},  {15, "D", 0, 36, 39}, {16, "U", 0, 40, 47},
    {17, "V", 0, 48, 56},  {18, "W", 0, 57, 60},  {19, "X", 0, 61, 61}, {20, "B", 0, 62, 65},
    {21, "A", 0, 66, 67},  {22, "C", 0, 68, 68},  {23, "R", 0, 69, 71}, {24, "Q", 0, 72, 72},
};

// IMPORT.md, "Followers: pos -> feature", as printed ("" = "(none)").
const std::map<std::string, std::vector<std::string>> kBgaPositions = {
    {"T", {"road S", "city N,E,W", "field Sw", "field Se"}},
    {"S", {"road S", "city N,E,W", "field Sw", "field Se"}},
    {"N", {"city N,E", "field Se,Sw,Ws,Wn"}},
    {"M", {"city N,E", "field Se,Sw,Ws,Wn"}},
    {"P", {"road E,S", "city N,W", "field En,Sw", "field Es,Se"}},
    {"O", {"road E,S", "city N,W", "field En,Sw", "field Es,Se"}},
    {"G", {"city E,W", "field Nw,Ne", "field Se,Sw"}},
    {"F", {"city E,W", "field Nw,Ne", "field Se,Sw"}},
    {"I", {"city E", "city N", "field Se,Sw,Ws,Wn"}},
    {"H", {"city W", "city E", "field Nw,Ne,Se,Sw"}},
    {"E", {"city N", "field En,Es,Se,Sw,Ws,Wn"}},  // field (all but Nw,Ne)
    {"K", {"road S,W", "city N", "field En,Es,Se,Wn", "field Sw,Ws"}},
    {"J", {"road E,S", "city N", "field En,Sw,Ws,Wn", "field Es,Se"}},
    {"L", {"road W", "road E", "road S", "city N", "field En,Wn", "field Sw,Ws", "field Es,Se"}},
    {"D", {"road E,W", "city N", "field En,Wn", "field Es,Se,Sw,Ws"}},
    {"U", {"road N,S", "", "field Nw,Sw,Ws,Wn", "field Ne,En,Es,Se"}},
    {"V", {"road S,W", "field Nw,Ne,En,Es,Se,Wn", "field Sw,Ws"}},
    {"W", {"road W", "road E", "road S", "field Nw,Ne,En,Wn", "field Sw,Ws", "field Es,Se"}},
    {"X",
     {"road W", "road E", "road S", "road N", "field Nw,Wn", "field Ne,En", "field Es,Se",
      "field Sw,Ws"}},
    {"B", {"monastery", "field Nw,Ne,En,Es,Se,Sw,Ws,Wn"}},  // field (all 8)
    {"A", {"monastery", "road S", "field Nw,Ne,En,Es,Se,Sw,Ws,Wn"}},
    {"C", {"city N,E,S,W"}},  // city (all 4)
    {"R", {"city N,E,W", "field Se,Sw"}},
    {"Q", {"city N,E,W", "field Se,Sw"}},
};
const std::map<std::string, std::string> kBgaKindWord = {
    {"road", "road"}, {"city", "city"}, {"field", "field"}, {"monastery", "abbey"}};

// One BGA game: Ann plays `tile` at BGA's (3, -4) (ours [3, 4]), maybe with a
// follower at `pos`; Ben plays a V far away. Returns Ann's move line.
std::string bga_first_move(int tile, int type, int ori, int pos, bool kind_word) {
    std::vector<std::string> notes = {bga_play_tile(7, "Ann", tile, type, 3, -4, ori)};
    if (pos > 0) {
        std::string kind = split_feature(kBgaPositions.at(kBgaTiles[type - 1].ours)[pos - 1]).first;
        notes.push_back(bga_partisan(7, tile, pos, kind_word ? kBgaKindWord.at(kind) : ""));
    }
    notes.push_back(bga_play_tile(8, "Ben", tile == 48 ? 49 : 48, 17, 40, 40, 1));
    auto moves = move_lines(import_text(bga_log(notes)));
    REQUIRE(moves.size() == 2);
    return moves[0];
}

}  // namespace

TEST_CASE("BGA: every tile type at every ori, with every follower position",
          "[import][mapping][bga]") {
    int cases = 0;
    for (const BgaTileRow& row : kBgaTiles) {
        // Tile 36 is the start tile and never played: use the type's next number.
        int tile = row.first == 36 ? 37 : row.first;
        const auto& positions = kBgaPositions.at(row.ours);
        for (int ori = 1; ori <= 4; ++ori) {
            int rot = (row.turn + 90 * (ori - 1)) % 360;
            INFO("type " << row.type << " (" << row.ours << ") ori " << ori);
            std::string placed =
                fmt::format("{{player: Ann, tile: {}, at: [3, 4], rot: {}", row.ours, rot);
            CHECK(bga_first_move(tile, row.type, ori, 0, false) == placed + "}");
            for (std::size_t pos = 1; pos <= positions.size(); ++pos) {
                if (positions[pos - 1].empty()) continue;  // U pos 2: (none)
                auto [kind, words] = split_feature(positions[pos - 1]);
                INFO("pos " << pos << ": " << positions[pos - 1]);
                std::string expected = placed + ", meeple: " + meeple_words(kind, words, rot) + "}";
                CHECK(bga_first_move(tile, row.type, ori, static_cast<int>(pos), true) == expected);
                CHECK(bga_first_move(tile, row.type, ori, static_cast<int>(pos), false) ==
                      expected);
                ++cases;
            }
        }
    }
    CHECK(cases == 4 * 83);  // 83 follower positions in IMPORT.md's table
}

TEST_CASE("BGA: positions the table lacks are refused", "[import][mapping][bga]") {
    for (const BgaTileRow& row : kBgaTiles) {
        int tile = row.first == 36 ? 37 : row.first;
        const auto& positions = kBgaPositions.at(row.ours);
        for (int pos = 0; pos <= 9; ++pos) {
            bool listed = pos >= 1 && pos <= static_cast<int>(positions.size()) &&
                          !positions[pos - 1].empty();
            if (listed) continue;
            INFO("type " << row.type << " pos " << pos);
            std::string text =
                bga_log({bga_play_tile(7, "Ann", tile, row.type, 3, -4, 1),
                         bga_partisan(7, tile, pos), bga_play_tile(8, "Ben", 48, 17, 40, 40, 1)});
            CHECK_THAT(import_error(text),
                       Catch::Matchers::Contains(fmt::format(
                           "pos {} is no follower position of tile type {}", pos, row.type)));
        }
    }
}

TEST_CASE("BGA: the worked example and the samples' first moves, by hand",
          "[import][mapping][bga]") {
    // IMPORT.md: tile 20 (type 10, H), ori 1, pos 2 -> H at rot 90, city E turned 90 -> city S.
    CHECK(bga_first_move(20, 10, 1, 2, true) ==
          "{player: Ann, tile: H, at: [3, 4], rot: 90, meeple: city S}");
    // Tile 9 (type 5, P), ori 3: rot 180; pos 2, city N,W turned 180 -> S,E -> city E.
    CHECK(bga_first_move(9, 5, 3, 2, true) ==
          "{player: Ann, tile: P, at: [3, 4], rot: 180, meeple: city E}");
    // Tile 30 (type 13, J), ori 2: rot 90; pos 2, city N -> city E.
    CHECK(bga_first_move(30, 13, 2, 2, true) ==
          "{player: Ann, tile: J, at: [3, 4], rot: 90, meeple: city E}");
    // Tile 17 (type 9, I), ori 1: rot 270; pos 1, city E -> city N.
    CHECK(bga_first_move(17, 9, 1, 1, true) ==
          "{player: Ann, tile: I, at: [3, 4], rot: 270, meeple: city N}");
}

TEST_CASE("BGA: every tile number is read with its own type only", "[import][mapping][bga]") {
    for (const BgaTileRow& row : kBgaTiles) {
        for (int tile = row.first; tile <= row.last; ++tile) {
            if (tile == 36) continue;
            INFO("tile " << tile << " type " << row.type);
            CHECK(
                bga_first_move(tile, row.type, 1, 0, false) ==
                fmt::format("{{player: Ann, tile: {}, at: [3, 4], rot: {}}}", row.ours, row.turn));
            int other = row.type % 24 + 1;
            std::string text =
                bga_log({bga_play_tile(7, "Ann", tile, other, 3, -4, 1),
                         bga_play_tile(8, "Ben", tile == 48 ? 49 : 48, 17, 40, 40, 1)});
            CHECK_THAT(import_error(text), Catch::Matchers::Contains(fmt::format(
                                               "tile {} is not of type {}", tile, other)));
        }
    }
    for (int type : {0, 25, 99}) {
        std::string text = bga_log(
            {bga_play_tile(7, "Ann", 5, type, 3, -4, 1), bga_play_tile(8, "Ben", 48, 17, 4, 4, 1)});
        CHECK_THAT(import_error(text), Catch::Matchers::Contains(fmt::format(
                                           "tile type {} (tile 5) is not a base-game tile", type)));
    }
}

namespace {

// IMPORT.md, "JCloisterZone", "Tiles": JCZ id, ours, turn, and the set it needs.
struct JczTileRow {
    std::string id;
    std::string ours;
    int turn;
};
const std::vector<JczTileRow> kJczTiles = {
    {"BA/LR", "A", 0},         {"BA/L", "B", 0},          {"BA/Cccc+", "C", 0},
    {"BA/RCr", "D", 0},        {"BA/C", "E", 0},          {"BA/CG", "E", 0},
    {"BA/CFc+", "F", 0},       {"BA/CFc.1", "G", 0},      {"BA/CFC.2", "H", 270},
    {"BA/CFCG", "H", 270},     {"BA/CC.2", "I", 270},     {"BA/CCG", "I", 270},
    {"BA/CRr", "J", 0},        {"BA/RrC", "K", 0},        {"BA/CRRR", "L", 0},
    {"BA/Cc+", "M", 270},      {"BA/Cc+G", "M", 270},     {"BA/Cc.1", "N", 270},
    {"BA/CcG", "N", 270},      {"BA/CcRr+", "O", 0},      {"BA/CcRr", "P", 0},
    {"BA/Ccc+", "Q", 0},       {"BA/Ccc", "R", 0},        {"BA/CccG", "R", 0},
    {"BA/CccR+", "S", 0},      {"BA/CccR", "T", 0},       {"BA/RFr", "U", 270},
    {"BA/RFrG", "U", 270},     {"BA/Rr", "V", 0},         {"BA/RrG", "V", 0},
    {"BA/RRR", "W", 0},        {"BA/RRRR", "X", 0},       {"LA/Rrrr", "MAZE", 0},
    {"WT/CCRF_2T", "WT-A", 0}, {"WT/CFff_3C", "WT-B", 0}, {"WT/CFRF_1C", "WT-C", 0},
    {"WT/CFRF_2M", "WT-D", 0}, {"WT/CRFR_1R", "WT-E", 0}, {"WT/CRRC_2M", "WT-F", 0},
    {"WT/FCFC_1C", "WT-G", 0}, {"WT/FCRC_2T", "WT-H", 0}, {"WT/FfRC_1R", "WT-I", 0},
    {"WT/FRFC_1C", "WT-J", 0}, {"WT/FRFR_3C", "WT-K", 0}, {"WT/FRRF_1R", "WT-L", 0},
};

// IMPORT.md, "Followers: pointer -> meeple:": edge locations, and half-edges.
const std::map<std::set<std::string>, std::string> kJczEdgeLocation = {
    {{"N"}, "N"},
    {{"E"}, "E"},
    {{"S"}, "S"},
    {{"W"}, "W"},
    {{"N", "E"}, "NE"},
    {{"S", "E"}, "SE"},
    {{"S", "W"}, "SW"},
    {{"N", "W"}, "NW"},
    {{"N", "S"}, "NS"},
    {{"W", "E"}, "WE"},
    {{"N", "E", "S", "W"}, "NWSE"},
    {{"E", "S", "W"}, "_N"},
    {{"N", "S", "W"}, "_E"},
    {{"N", "E", "W"}, "_S"},
    {{"N", "E", "S"}, "_W"},
};
const std::map<std::string, std::string> kJczHalfLocation = {
    {"Nw", "NL"}, {"Ne", "NR"}, {"En", "EL"}, {"Es", "ER"},
    {"Se", "SL"}, {"Sw", "SR"}, {"Ws", "WL"}, {"Wn", "WR"}};

const std::string kAllSets =
    R"({"sets": {"basic:1": 1, "watchtowers": 1, "labyrinth": 1}, "elements": {"small-follower": 7, "farmers": true}})";

// Imports a one-move game of `tile` at JCZ (2, -3) (ours [2, 3]) and returns the move line.
std::string jcz_first_move(bool v5, const std::string& tile, int rotation,
                           const std::string& location = "", const std::string& feature = "") {
    std::string id = tile;
    if (!v5) id[id.find('/')] = '.';  // 4.x writes BA.CFC.2 for BA/CFC.2
    std::vector<std::string> replay = {jcz_place(id, fmt::format("R{}", rotation), 2, -3)};
    replay.push_back(
        location.empty() ? kJczPass : jcz_deploy("0.small.1", 2, -3, location, v5 ? feature : ""));
    replay.push_back(kJczCommit);
    std::string text =
        v5 ? jcz5_save(replay, kAllSets)
           : jcz4_save(replay, "", R"({"expansions": {"BASIC": 1, "LABYRINTH": 1}})");
    auto moves = move_lines(import_text(text));
    REQUIRE(moves.size() == 1);
    return moves[0];
}

}  // namespace

TEST_CASE("JCZ: every tile id at every rotation, with a follower on each feature",
          "[import][mapping][jcz]") {
    const Catalogue& catalogue = Catalogue::builtin();
    int cases = 0;
    for (bool v5 : {true, false}) {
        for (const JczTileRow& row : kJczTiles) {
            // 4.x has neither the watchtower tiles nor any set for them.
            if (!v5 && row.id.rfind("WT/", 0) == 0) continue;
            const TileDef& def = catalogue[*catalogue.find(row.ours)];
            for (int rotation = 0; rotation < 360; rotation += 90) {
                int rot = (rotation + row.turn) % 360;
                INFO((v5 ? "5.x " : "4.x ") << row.id << " R" << rotation);
                std::string placed =
                    fmt::format("{{player: Alice, tile: {}, at: [2, 3], rot: {}", row.ours, rot);
                CHECK(jcz_first_move(v5, row.id, rotation) == placed + "}");
                // Each feature of our tile, named by JCZ in board directions.
                for (const SegmentDef& seg : def.segments) {
                    std::string kind(name(seg.kind));
                    std::vector<std::string> drawn;
                    for (int i = 0; i < 8; ++i)
                        if (seg.kind == SegmentKind::Field ? (seg.halves >> i) & 1
                                                           : i < 4 && (seg.edges >> i) & 1)
                            drawn.push_back(seg.kind == SegmentKind::Field ? kHalfNames[i]
                                                                           : kEdgeNames[i]);
                    std::string location;
                    if (seg.kind == SegmentKind::Monastery) {
                        location = v5 ? "I" : "CLOISTER";
                    } else if (seg.kind == SegmentKind::Field) {
                        for (const auto& w : drawn)
                            location +=
                                (location.empty() ? "" : ".") + kJczHalfLocation.at(turned(w, rot));
                    } else {
                        std::set<std::string> board;
                        for (const auto& w : drawn) board.insert(turned(w, rot));
                        location = kJczEdgeLocation.at(board);
                    }
                    std::string feature = kind == "monastery"
                                              ? "Monastery"
                                              : std::string(1, char(kind[0] - 32)) + kind.substr(1);
                    INFO("location " << location);
                    CHECK(jcz_first_move(v5, row.id, rotation, location, feature) ==
                          placed + ", meeple: " + meeple_words(kind, drawn, rot) + "}");
                    ++cases;
                }
            }
        }
    }
    CHECK(cases > 4 * 150);
}

TEST_CASE("JCZ: every location form of the table, and those refused", "[import][mapping][jcz]") {
    // Spot checks of IMPORT.md's examples and of the samples, written by hand.
    // `NW` on V (BA/Rr R90): road W N -> road N.
    CHECK(jcz_first_move(false, "BA/Rr", 90, "NW") ==
          "{player: Alice, tile: V, at: [2, 3], rot: 90, meeple: road N}");
    // `SE` on O (BA/CcRr+ R180): city S E -> city E.
    CHECK(jcz_first_move(false, "BA/CcRr+", 180, "SE") ==
          "{player: Alice, tile: O, at: [2, 3], rot: 180, meeple: city E}");
    // `NL.NR.EL.WR` on U (BA/RFr R0, our rot 270): field Nw Ne En Wn -> field Nw.
    CHECK(jcz_first_move(false, "BA/RFr", 0, "NL.NR.EL.WR") ==
          "{player: Alice, tile: U, at: [2, 3], rot: 270, meeple: field Nw}");
    // The halves in any order, and a subset of the field's halves.
    CHECK(jcz_first_move(false, "BA/RFr", 0, "WR.EL") ==
          "{player: Alice, tile: U, at: [2, 3], rot: 270, meeple: field Nw}");
    // `E` on I (BA/CC.2 R180, our rot 90): its cities are E and S -> city E.
    CHECK(jcz_first_move(false, "BA/CC.2", 180, "E") ==
          "{player: Alice, tile: I, at: [2, 3], rot: 90, meeple: city E}");
    // `_N` on R at rot 180: city N E W turned 180 is E S W -> city E; `_W` at rot 90: N E S -> city
    // N.
    CHECK(jcz_first_move(true, "BA/Ccc", 180, "_N", "City") ==
          "{player: Alice, tile: R, at: [2, 3], rot: 180, meeple: city E}");
    CHECK(jcz_first_move(false, "BA/Ccc", 90, "_W") ==
          "{player: Alice, tile: R, at: [2, 3], rot: 90, meeple: city N}");
    // `NWSE` on C -> city N; on the maze -> road N.
    CHECK(jcz_first_move(true, "BA/Cccc+", 270, "NWSE", "City") ==
          "{player: Alice, tile: C, at: [2, 3], rot: 270, meeple: city N}");
    CHECK(jcz_first_move(true, "LA/Rrrr", 0, "NWSE", "Road") ==
          "{player: Alice, tile: MAZE, at: [2, 3], rot: 0, meeple: road N}");
    // Refused: locations our format lacks, kinds it lacks, and a location not on one feature.
    for (const char* location :
         {"TOWER", "INNER_FARM", "QUARTER_CASTLE", "FLYING_MACHINE", "NL.XX", "", "n"}) {
        INFO(location);
        std::string text =
            jcz4_save({jcz_place("BA.Rr", "R0", 1, 0), jcz_deploy("0.small.1", 1, 0, location)});
        CHECK_THAT(import_error(text),
                   Catch::Matchers::Contains("is not supported (only edges, half-edges and the "
                                             "cloister)"));
    }
    for (const char* feature : {"Garden", "Tower", "Castle", "road"}) {
        std::string text =
            jcz5_save({jcz_place("BA/Rr", "R0", 1, 0), jcz_deploy("0.small.1", 1, 0, "S", feature)},
                      kAllSets);
        CHECK_THAT(import_error(text), Catch::Matchers::Contains(fmt::format(
                                           "feature \"{}\" is not supported", feature)));
    }
    // V at rot 0 has road S W: `NS` spans a field edge; `I` names no monastery; `S` is no city.
    for (auto [location, feature] : std::vector<std::pair<std::string, std::string>>{
             {"NS", ""}, {"CLOISTER", ""}, {"S", "City"}, {"SL.SR", "Field"}, {"I", "Road"}}) {
        INFO(location << " " << feature);
        std::string text = feature.empty()
                               ? jcz4_save({jcz_place("BA.Rr", "R0", 1, 0),
                                            jcz_deploy("0.small.1", 1, 0, location)})
                               : jcz5_save({jcz_place("BA/Rr", "R0", 1, 0),
                                            jcz_deploy("0.small.1", 1, 0, location, feature)},
                                           kAllSets);
        std::string error = import_error(text);
        bool refused = error.find("which has no") != std::string::npos ||
                       error.find("does not name a") != std::string::npos;
        CHECK(refused);
    }
}

TEST_CASE("JCZ: figures other than small followers are refused", "[import][mapping][jcz]") {
    for (const char* figure :
         {"abbot", "big", "phantom", "wagon", "barn", "mayor", "builder", "pig"}) {
        std::string text = jcz4_save(
            {jcz_place("BA.Rr", "R0", 1, 0), jcz_deploy(fmt::format("0.{}.1", figure), 1, 0, "S")});
        CHECK_THAT(import_error(text),
                   Catch::Matchers::Contains(fmt::format(
                       "figure \"{}\" is not supported (only small followers)", figure)));
    }
}
