// Bells: a second expansion that exists only for the tests. It proves the seams of the game's state
// and of the turn: state the game holds for it, a scoring point that sees every completed feature
// (occupied or not) and who moved, an end-of-game scoring of its own, a move
// key (an action) that earns a bonus move, a figure that is not a follower,
// and what it adds to the report, `explain` and `position`. It is its own
// file plus one add_subdirectory line.
//
// bells.token: when a placement completes a city, occupied or not, the mover
// takes 1 bell token (a 0-point event).
// bells.final: at the end, each player holding the most tokens (at least one)
// scores 5.
// bells.tally: `bells: {red: 2}` gives tokens held when the document starts
// (in a position, the only source of tokens).
// bells.ring: instead of placing a figure, the mover may ring the bell
// (`ring: bell`): they play one more tile at once (a bonus move).
// bells.tiles: a city segment may hang a bell, big or small (`bell: big`, a
// segment key with a value): marks that nothing scores, read and written back.
// bells.sexton: each player has 1 sexton (option sextons), not a follower: it
// stands only on a city of the tile just placed that holds a follower of its
// owner, and goes home with that city's followers.
// bells.belfry: a tile that shows a belfry (the `belfry` mark) has a belfry
// feature, an area kind of its own (a second row after the monastery): a
// follower may stand on it; completed when the 8 squares around hold tiles,
// 9 bell points. bells.belfry.final: at the end, 1 + 1 per tile around it.
#include <fmt/format.h>

#include <algorithm>

#include "carcassonne/model/expansion.hpp"
#include "import/import_hooks.hpp"
#include "io/expansion_syntax.hpp"
#include "query/explain_hooks.hpp"
#include "report/report_hooks.hpp"
#include "scoring/award.hpp"
#include "scoring/scoring_hooks.hpp"

namespace carcassonne {
namespace {

constexpr std::string_view kToken = "bells.token";
constexpr std::string_view kFinal = "bells.final";
constexpr std::string_view kTally = "bells.tally";
constexpr std::string_view kRing = "bells.ring";
constexpr std::string_view kSexton = "bells.sexton";
constexpr std::string_view kPeal = "bells.peal";
constexpr std::string_view kStart = "bells.start";
constexpr std::string_view kOrder = "bells.order";
constexpr std::string_view kBelfry = "bells.belfry";
constexpr std::string_view kBelfryFinal = "bells.belfry.final";
// A tile illustration (`marks: [belfry]`) that shows the belfry feature when bells is played.
constexpr MarkDef kBelfryMark{"belfry", MarkOn::Tile, 24, SegmentKind::Road, true};
constexpr std::string_view kTiles = "bells.tiles";

constexpr MarkDef kBigBell{"big-bell", MarkOn::Segment, 21, SegmentKind::City};
constexpr MarkDef kSmallBell{"small-bell", MarkOn::Segment, 22, SegmentKind::City};

ExpansionDef& definition();

// The state: each player's tokens, then the number of the move that rang.
constexpr std::size_t kRangAt = kMaxPlayers;
constexpr std::size_t kStateSize = kMaxPlayers + 1;

// What `bells:` gives: tokens held at the start, by player.
struct BellsSetup {
    std::array<std::int64_t, kMaxPlayers> tokens{};
};

const BellsSetup& setup(const Ruleset& rules) {
    static const BellsSetup kNone;
    const BellsSetup* s = rules.settings<BellsSetup>(definition());
    return s ? *s : kNone;
}

void start(const Ruleset& rules, const Catalogue&, int, ExpansionState& state) {
    state.assign(kStateSize, 0);
    const BellsSetup& s = setup(rules);
    std::copy(s.tokens.begin(), s.tokens.end(), state.begin());
}

// bells.token: a 0-point event per completed city, for the mover.
void after_turn_scored(const ScoringContext& ctx, const std::vector<SegmentId>& completed,
                       ExpansionState& state, Events& out) {
    if (!ctx.mover) return;  // a position's turn: nobody completed anything
    for (SegmentId city : completed) {
        const Feature& f = ctx.board.graph().feature(city);
        if (f.kind != SegmentKind::City) continue;
        ++state[*ctx.mover];
        SegmentPlace at = ctx.board.place_of(f.first_segment);
        ScoreEvent e;
        e.turn = ctx.turn;
        e.player = *ctx.mover;
        e.category = *definition().category;
        e.rule = kToken;
        e.detail = fmt::format("takes 1 bell token (city at {} completed)", to_string(at.at));
        e.tiles = ctx.board.positions(ctx.board.tiles_of(city));
        e.formula = "0";
        e.evidence.feature = at;
        e.handed = {"tokens", {{"bell", 1}}};
        out.push_back(std::move(e));
    }
}

// bells.ring: the move places no figure; the bonus move comes after its scoring.
ActionResult ring(const ScoringContext& ctx, const Move& m, const Action&, ExpansionState& state,
                  Events&) {
    ActionResult r;
    if (m.placement.follower)
        r.refusal =
            TileRefusal{kRing, "a move that rings the bell places no figure", {m.placement.at}};
    else
        state[kRangAt] = *ctx.turn;
    return r;
}

std::optional<BonusMove> bonus_move(const ScoringContext& ctx, const ExpansionState& state) {
    if (ctx.turn && state[kRangAt] == *ctx.turn) return BonusMove{"bell", kRing};
    return std::nullopt;
}

// bells.sexton: only on a city that holds a follower of its owner.
std::optional<FollowerRefusal> refuse_follower(const Board& board, const Ruleset&,
                                               SegmentId segment, const NewFigure& figure) {
    if (follower_kind(figure.kind).name != "sexton") return std::nullopt;
    bool own = false;
    board.graph().for_each_follower(
        segment, [&](PlayerId p, SegmentId) { own = own || p == figure.player; });
    if (own) return std::nullopt;
    Pos at = board.tile(board.graph().segment(segment).tile).at;
    return FollowerRefusal{
        kSexton,
        fmt::format("the city of {} holds no follower of the sexton's owner", to_string(at))};
}

// "red 2, blue 0"
std::string tally(const Report& r, const ExpansionState& state) {
    std::string out;
    for (std::size_t p = 0; p < r.players.size(); ++p)
        out += fmt::format("{}{} {}", p ? ", " : "", r.players[p], state[p]);
    return out;
}

// bells.final: 5 for each player holding the most tokens.
void final_game(const ScoringContext& ctx, const ExpansionState& state, Events& out) {
    std::int64_t most = *std::max_element(state.begin(), state.begin() + ctx.players);
    if (most == 0) return;
    for (int p = 0; p < ctx.players; ++p) {
        if (state[p] != most) continue;
        ScoreEvent e;
        e.phase = Phase::Final;
        e.player = static_cast<PlayerId>(p);
        e.category = *definition().category;
        e.points = 5;
        e.rule = kFinal;
        e.detail = fmt::format("{} bell {} (most)", most, most == 1 ? "token" : "tokens");
        e.formula = "5";
        out.push_back(std::move(e));
    }
}

void to_position(Ruleset& rules, const ExpansionState& state, std::size_t) {
    BellsSetup s;
    std::copy(state.begin(), state.begin() + kMaxPlayers, s.tokens.begin());
    rules.set_settings(definition(), s);
}

// `bells: {red: 2, blue: 1}`
void read_bells(const Decoder& d, const YNode& n, DocumentKind,
                const std::vector<std::string>& players, Ruleset& rules) {
    d.expect_map(n, "bells");
    BellsSetup s;
    for (std::size_t i = 0; i < n.map_size(); ++i) {
        auto p = std::find(players.begin(), players.end(), n.key(i).text);
        if (p == players.end())
            d.fail(n.key(i), fmt::format("bells: unknown player '{}'", n.key(i).text));
        s.tokens[p - players.begin()] = d.as_int(n.value(i), "a player's bell tokens", 0, 1000);
    }
    rules.set_settings(definition(), s);
}

std::string write_bells(const Ruleset& rules, DocumentKind,
                        const std::vector<std::string>& players) {
    std::string out;
    for (std::size_t p = 0; p < players.size(); ++p)
        out += fmt::format("{}{}: {}", p ? ", " : "", players[p], setup(rules).tokens[p]);
    return "bells: {" + out + "}\n";
}

std::string_view usage(DocumentKind) {
    return "bells: {PLAYER: TOKENS, ...}";
}

// `bell: big` or `bell: small` on a city segment of a custom tile.
void read_bell(const Decoder& d, const YNode& value, SegmentDef& segment) {
    const std::string& size = d.as_string(value, "'bell' of a city");
    if (size == "big")
        segment.marks |= kBigBell.set();
    else if (size == "small")
        segment.marks |= kSmallBell.set();
    else
        d.fail(value, "'bell' of a city must be big or small, not " + describe(value));
}

std::string write_bell(const SegmentDef& segment) {
    if (segment.marks & kBigBell.set()) return ", bell: big";
    if (segment.marks & kSmallBell.set()) return ", bell: small";
    return "";
}

// `ring: bell`
void read_ring(const Decoder& d, const YNode& value, Action&) {
    if (d.as_string(value, "ring") != "bell") d.fail(value, "ring: takes the word bell");
}

std::string report_json(const Report& r, const ExpansionState& state) {
    std::string out;
    for (std::size_t p = 0; p < r.players.size(); ++p)
        // A player's name needs no escaping: letters, digits, '_' and '-' (FORMAT.md).
        out += fmt::format("{}\"{}\": {}", p ? ", " : "", r.players[p], state[p]);
    return "\"bells\": {" + out + "}";
}

std::string report_text(const Report& r, const ExpansionState& state) {
    return fmt::format("Bell tokens: {} ({})\n", tally(r, state), kFinal);
}

void explain_player(const Report& r, const ExpansionState& state, PlayerId player,
                    std::vector<std::string>& notes) {
    notes.push_back(fmt::format("holds {} bell {} (all: {}; {})", state[player],
                                state[player] == 1 ? "token" : "tokens", tally(r, state), kFinal));
}

// bells.peal (change_values): a completed city that hangs a big bell is worth
// 3 per tile and per coat of arms, for every rule that counts it.
void peal(const Feature& f, const Ruleset&, UnitValues& v) {
    if (f.kind != SegmentKind::City || !f.has(kBigBell.set())) return;
    v.per_tile = 3;
    v.per_arm = 3;
    v.rule = kPeal;
    v.word = "big bell";
}

bool hangs_small_bell(const TileDef& def) {
    for (const SegmentDef& s : def.segments)
        if (s.marks & kSmallBell.set()) return true;
    return false;
}

// bells.order (refuse_tile): a tile that hangs a small bell may not be the first
// tile after the start, placed or discarded.
std::optional<TileRefusal> refuse_tile(const PlayState& play, TileTypeId tile) {
    std::uint64_t drawn = 0;
    for (std::uint32_t n : play.played) drawn += n;
    if (drawn > 0 || !hangs_small_bell(play.catalogue[tile])) return std::nullopt;
    return TileRefusal{
        kOrder,
        fmt::format("tile {} hangs a small bell and may not come first", play.catalogue[tile].id),
        {}};
}

// A discard of a small-bell tile that fits cites bells.order beside base.tile.discard.
std::string_view cite_discard(const PlayState& play, TileTypeId tile) {
    return hangs_small_bell(play.catalogue[tile]) ? kOrder : std::string_view();
}

constexpr ScoringHooks kScoring = [] {
    ScoringHooks h;
    h.change_values = peal;
    h.refuse_tile = refuse_tile;
    h.cite_discard = cite_discard;
    h.start = start;
    h.after_turn_scored = after_turn_scored;
    h.act = ring;
    h.bonus_move = bonus_move;
    h.refuse_follower = refuse_follower;
    h.final_game = final_game;
    h.to_position = to_position;
    return h;
}();
const ExplainHooks kExplain = [] {
    ExplainHooks h;
    h.explain_player = explain_player;
    return h;
}();
constexpr ReportHooks kReport{report_json, report_text};
const ExpansionSyntax& syntax() {
    static const ExpansionSyntax s = [] {
        ExpansionSyntax x;
        x.document_key = "bells";
        x.optional_key = true;
        x.usage = usage;
        x.read_key = read_bells;
        x.write_key = write_bells;
        x.move_keys = {{"ring", read_ring}};
        x.segment_keys = {
            {"bell", SegmentKind::City, kBigBell.set() | kSmallBell.set(), read_bell, write_bell}};
        return x;
    }();
    return s;
}

// JCloisterZone: a replay message the reader does not know, RING_BELL inside a
// move, read through the import hooks as the move's `ring: bell`.
std::optional<std::string> read_ring_message(const json::Value&, std::string&) {
    return std::string("ring: bell");
}

const ImportHooks& import_hooks() {
    static const ImportHooks hooks = [] {
        JczImport jcz;
        jcz.set = "bells";
        jcz.tiles = "Bells";
        jcz.v5.sets = {"bells:1"};
        jcz.elements = {"bells"};
        jcz.messages = {{"RING_BELL", read_ring_message}};
        ImportHooks h;
        h.jcz = jcz;
        return h;
    }();
    return hooks;
}

ExpansionDef& definition() {
    static ExpansionDef def = [] {
        ExpansionDef d;
        d.name = "bells";
        d.column = ColumnDef{"bell", 56};
        d.marks = {kBigBell, kSmallBell};
        d.start = StartDef{"D", kStart};  // the base game's start tile, named as its own
        FollowerKindDef sexton;
        sexton.name = "sexton";
        sexton.weight = 0;
        sexton.follower = false;
        sexton.stands_on = bit_of(SegmentKind::City);
        sexton.stand_rule = kSexton;
        sexton.supply_key = "sextons";
        sexton.supply = 1;
        sexton.supply_rule = kSexton;
        sexton.text_mark = 's';
        d.followers = {sexton};
        d.marks.push_back(kBelfryMark);
        AreaKindDef belfry;
        belfry.name = "belfry";
        belfry.mark = kBelfryMark.key;
        belfry.letter = 'b';
        belfry.completed_rule = kBelfry;
        belfry.final_rule = kBelfryFinal;
        d.areas = {belfry};  // its points go to the bell column, bells' own
        d.rules = {
            {std::string(kToken), "bells", "Bell tokens",
             "When a placement completes a city, occupied or not, the player who placed the tile "
             "takes 1 bell token."},
            {std::string(kFinal), "bells", "The bell majority",
             "At the end, each player holding the most bell tokens (at least one) scores 5."},
            {std::string(kTally), "bells", "Tokens held",
             "`bells: {PLAYER: N}` gives the tokens held when the document starts; in a position "
             "it is their only source."},
            {std::string(kRing), "bells", "Ringing the bell",
             "Instead of placing a figure, the mover may ring the bell (`ring: bell`): they play "
             "one more tile at once. A bonus move never rings again."},
            {std::string(kSexton), "bells", "The sexton",
             "Each player has 1 sexton (option sextons). It is not a follower: it stands only on "
             "a city of the tile just placed that holds a follower of its owner, and goes home "
             "with that city's followers."},
            {std::string(kPeal), "bells", "The peal",
             "A completed city that hangs a big bell is worth 3 points per tile and per coat of "
             "arms."},
            {std::string(kStart), "bells", "The start tile",
             "A game with bells starts from D, as the base game does; a log's `start:` naming "
             "another tile breaks this rule."},
            {std::string(kOrder), "bells", "The small bell comes late",
             "A tile that hangs a small bell may not be the first tile after the start, placed or "
             "discarded."},
            {std::string(kBelfry), "bells", "The belfry",
             "A tile that shows a belfry (`marks: [belfry]`) has a belfry feature on that tile "
             "only. A follower may stand on it. It is completed when the 8 squares around it hold "
             "tiles: its owner scores 9 bell points and the follower returns."},
            {std::string(kBelfryFinal), "bells", "An incomplete belfry",
             "At the end, an incomplete belfry scores 1 point plus 1 per tile around it for its "
             "owner, in the bell column."},
            {std::string(kTiles), "bells", "Bells on tiles",
             "A city segment of a custom tile may hang a bell, `bell: big` or `bell: small`; "
             "nothing scores it."}};
        d.rule_ids = {kToken, kFinal, kTally, kRing,   kSexton,     kTiles,
                      kPeal,  kStart, kOrder, kBelfry, kBelfryFinal};
        d.syntax = &syntax();
        d.scoring = &kScoring;
        d.explain = &kExplain;
        d.report = &kReport;
        d.import = &import_hooks();
        return d;
    }();
    return def;
}

const RegisterExpansion kRegistered{definition()};

}  // namespace
}  // namespace carcassonne
