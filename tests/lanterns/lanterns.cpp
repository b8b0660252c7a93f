// Lanterns: an expansion that exists only for the tests. It proves that an
// expansion is its own files plus one registration line: it brings a segment
// mark (a lantern on a road), a follower-placement rule, a scoring rule with its
// own report column, an explanation line, a glyph and a kind of follower, all
// through the seams the built-in expansions use, and is registered by this
// file alone.
//
// lanterns.placement: no follower may be put on a road segment with a lantern.
// lanterns.completed: when a road is completed during play, each player with
// the most followers on it scores 1 more point per lantern on it.
// lanterns.lamplighter: a lamplighter is a follower that counts 3 in every
// majority; each player has 1 (option lamplighters).
#include <fmt/format.h>

#include "carcassonne/model/expansion.hpp"
#include "query/explain_hooks.hpp"
#include "report/glyphs.hpp"
#include "scoring/award.hpp"
#include "scoring/scoring_hooks.hpp"

namespace carcassonne {
namespace {

constexpr std::string_view kPlacement = "lanterns.placement";
constexpr std::string_view kCompleted = "lanterns.completed";
constexpr std::string_view kLamplighter = "lanterns.lamplighter";
constexpr MarkDef kLantern{"lantern", MarkOn::Segment, 20, SegmentKind::Road};

ExpansionDef& definition();

// The road segments of a feature that carry a lantern, and their tiles.
struct Lit {
    std::int64_t lanterns = 0;
    std::vector<Pos> tiles;
};
Lit lanterns_on(const Board& board, SegmentId feature) {
    Lit lit;
    board.graph().for_each_member(feature, [&](SegmentId s) {
        if (!(board.def_of(s).marks & kLantern.set())) return;
        ++lit.lanterns;
        lit.tiles.push_back(board.tile(board.graph().segment(s).tile).at);
    });
    return lit;
}

std::optional<FollowerRefusal> refuse_follower(const Board& board, const Ruleset&,
                                               SegmentId segment, const NewFigure&) {
    if (!(board.def_of(segment).marks & kLantern.set())) return std::nullopt;
    Pos at = board.tile(board.graph().segment(segment).tile).at;
    return FollowerRefusal{kPlacement,
                           fmt::format("the road of {} carries a lantern", to_string(at))};
}

void score_lanterns(const ScoringContext& ctx, SegmentId feature, Phase phase, Events& out) {
    const Feature& f = ctx.board.graph().feature(feature);
    if (phase != Phase::Play || f.kind != SegmentKind::Road || !f.has(kLantern.set())) return;
    Lit lit = lanterns_on(ctx.board, feature);
    std::string formula = times(lit.lanterns, "lantern", "lanterns", 1);
    for (PlayerId player : majority(ctx.board.graph(), feature, ctx.players))
        out.push_back({ctx.turn,
                       Phase::Play,
                       player,
                       *definition().category,
                       lit.lanterns,
                       kCompleted,
                       {},
                       plural(lit.lanterns, "lantern", "lanterns"),
                       lit.tiles,
                       formula,
                       {},
                       {},
                       {}});
}

void explain_lanterns(const ScoringContext& ctx, SegmentId feature,
                      std::vector<std::string>& notes) {
    const Feature& f = ctx.board.graph().feature(feature);
    if (f.kind != SegmentKind::Road || !f.has(kLantern.set())) return;
    Lit lit = lanterns_on(ctx.board, feature);
    notes.push_back(fmt::format(
        "{} light this road: completed during play, it gives each player with the most "
        "followers on it {} more ({}); no follower may stand on a lit segment ({})",
        plural(lit.lanterns, "lantern", "lanterns"), lit.lanterns, kCompleted, kPlacement));
}

std::string lantern_svg(double x, double y) {
    return fmt::format("<circle class=\"ln\" cx=\"{:g}\" cy=\"{:g}\" r=\"6\"/>", x, y);
}

constexpr ScoringHooks kScoring = [] {
    ScoringHooks h;
    h.refuse_follower = refuse_follower;
    h.after_feature = score_lanterns;
    return h;
}();
constexpr ExplainHooks kExplain{explain_lanterns};

const DrawHooks& draw() {
    static const DrawHooks hooks = [] {
        DrawHooks h;
        Glyph g;
        g.mark = kLantern.key;
        g.place = GlyphPlace::Hub;
        g.text = '!';
        g.svg = lantern_svg;
        g.words = "lantern: a lit road, closed to followers";
        h.glyphs = {g};
        h.legend = "! lantern";
        h.css = ".ln{fill:#ffd23f;stroke:#4a3a2a;stroke-width:1.5}";
        return h;
    }();
    return hooks;
}

ExpansionDef& definition() {
    static ExpansionDef def = [] {
        ExpansionDef d;
        d.name = "lanterns";
        d.marks = {kLantern};
        d.column = ColumnDef{"lantern", 55};
        d.shown_when_not_played = true;  // its column in every report, as before
        d.rules = {{std::string(kPlacement), "lanterns", "No follower under a lantern",
                    "No follower may be put on a road segment that carries a lantern."},
                   {std::string(kCompleted), "lanterns", "Lit roads",
                    "When a road is completed during play, each player with the most followers "
                    "on it scores 1 more point for each lantern on it. An unfinished road's "
                    "lanterns score nothing at the end."}};
        FollowerKindDef lamplighter;
        lamplighter.name = "lamplighter";
        lamplighter.weight = 3;
        lamplighter.weight_rule = kLamplighter;
        lamplighter.supply_key = "lamplighters";
        lamplighter.supply = 1;
        lamplighter.supply_rule = kLamplighter;
        lamplighter.text_mark = '*';
        d.followers = {lamplighter};
        d.rules.push_back({std::string(kLamplighter), "lanterns", "The lamplighter",
                           "A lamplighter counts as 3 followers in every majority; each player "
                           "has 1 (option lamplighters)."});
        d.rule_ids = {kPlacement, kCompleted, kLamplighter};
        d.scoring = &kScoring;
        d.explain = &kExplain;
        d.draw = &draw();
        return d;
    }();
    return def;
}

const RegisterExpansion kRegistered{definition()};

}  // namespace
}  // namespace carcassonne
