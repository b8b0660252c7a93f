// The hook table: what an expansion may do at each point of a document, a move,
// a turn's scoring and the final scoring. Base code (board, graph, scoring,
// game, position, replay) calls these points and never names an expansion;
// each expansion fills one row (an ExpansionHooks) in its own file, and
// registry.cpp lists the rows, in the order FORMAT.md lists the expansions.
//
// The members of ExpansionHooks are the points in the order the engine reaches
// them. For a completed road, city or monastery that is the documented order of
// its events (scenarios/README.md, "Order of events"):
//   1. before_feature  (watchtowers: every tower on the feature, first)
//   2. the feature's own events, or replace_award's instead (the advanced maze:
//      the network's tile points, then its follower bonus)
//   3. change_award    (the Land Surveyors: the difference the active tile makes)
//   4. after_feature   (signposts; at the end of the game too)
// At one point the rows are asked in the table's order. The final-scoring
// notes of cite_final are listed in rule-id order, whatever the row order.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "carcassonne/document.hpp"
#include "carcassonne/scoring.hpp"
#include "scoring/award.hpp"

namespace carcassonne {

class Decoder;
struct YNode;

// The bit of an expansion's marks in SegmentDef::flags and Feature::flags.
constexpr SegmentFlags segment_flag(Expansion e) {
    return static_cast<SegmentFlags>(1u << static_cast<int>(e));
}

using Events = std::vector<ScoreEvent>;
using Citations = std::vector<std::string_view>;

// An expansion's word on a follower put on an occupied feature.
struct FollowerException {
    bool weighed = false;            // the expansion's rule applies to this segment
    SegmentId blocker = kNoSegment;  // weighed: a segment whose follower still blocks, or none
    std::string_view rule;           // weighed: the rule weighed (cited in the violation's also)
};

// An expansion's word on who scored a feature in play, when it was not the
// majority holders alone (explain's "majority" line).
struct ScorersOverrule {
    std::vector<PlayerId> players;  // in turn order
    std::string_view rule;          // the rule that decided it
    std::string reason;             // why, in a few words
};

struct ExpansionHooks {
    constexpr ExpansionHooks(Expansion e, std::string_view n) : expansion(e), name(n) {}
    Expansion expansion;
    std::string_view name;  // in expansions: and in messages

    // ---- Reading a document ----
    // Tile notation: a key that a road or city segment of a custom tile may carry
    // (`{edges: [E, W], inn: true}`); true sets segment_flag(expansion) on it.
    std::string_view segment_key;
    SegmentKind segment_kind = SegmentKind::Road;
    // Tile requirement: a tile type that may be placed only with this expansion.
    bool (*needs)(const TileDef& def) = nullptr;
    // Its own top-level key, required with the expansion and refused without it;
    // `usage` shows it in the message when it is missing.
    std::string_view document_key;
    std::string_view (*usage)(DocumentKind kind) = nullptr;
    void (*read_key)(const Decoder& d, const YNode& value, DocumentKind kind,
                     Ruleset& rules) = nullptr;

    // ---- Writing a position (`carcassonne position`) ----
    // A log's setup as a position holds it after `scoring_turns` turns that
    // scored (the Land Surveyors: the stacks become the active tiles).
    void (*to_position)(Ruleset& rules, std::size_t scoring_turns) = nullptr;
    // Its own top-level key as YAML lines, the inverse of read_key.
    std::string (*write_key)(const Ruleset& rules, DocumentKind kind) = nullptr;

    // ---- A move ----
    // Follower placement allowed: a follower on `segment` of the tile just placed,
    // whose feature is occupied, may still stand there if the exception is
    // weighed and nothing blocks it.
    FollowerException (*follower_exception)(const Board& board, const Ruleset& rules,
                                            SegmentId segment) = nullptr;

    // ---- A completed feature during play, points 1 to 4 ----
    void (*before_feature)(const ScoringContext& ctx, SegmentId feature, Events& out) = nullptr;
    // True when it wrote the feature's events instead of the base award.
    bool (*replace_award)(const ScoringContext& ctx, SegmentId feature, Events& out) = nullptr;
    // `base_points`: what each majority holder scores under the base rules.
    void (*change_award)(const ScoringContext& ctx, SegmentId feature, std::int64_t base_points,
                         Events& out) = nullptr;
    void (*after_feature)(const ScoringContext& ctx, SegmentId feature, Phase phase,
                          Events& out) = nullptr;

    // ---- The final scoring ----
    // Change the base award of a feature at the end: its rule, points or words.
    void (*change_final_award)(const ScoringContext& ctx, SegmentId feature, Award& a) = nullptr;

    // ---- Extra citations on a feature's own events ----
    // About the feature, in play and at the end (after base.majority).
    void (*cite_feature)(const ScoringContext& ctx, SegmentId feature, Category category,
                         Citations& also) = nullptr;
    // At the end, after the base rules' citations (expansions that play no part there).
    void (*cite_final)(const ScoringContext& ctx, SegmentId feature, Category category,
                       Citations& also) = nullptr;

    // ---- Explaining a feature (`carcassonne explain`) ----
    // What the expansion adds about a feature, one sentence each: signposts on
    // it and whether each is correct, watchtowers on it, the active scoring
    // tile, a maze network.
    void (*explain_feature)(const ScoringContext& ctx, SegmentId feature,
                            std::vector<std::string>& notes) = nullptr;
    // Who scored a feature during play, when the expansion made others than
    // the majority holders score it (`play`: the feature's events then); true
    // when it did (the Land Surveyors' Citizens' Jury).
    bool (*explain_scorers)(const std::vector<ScoreEvent>& play, ScorersOverrule& out) = nullptr;

    // ---- The report ----
    // The breakdown column of this expansion's points: the text table shows it
    // when the document lists the expansion (or someone scored in it anyway).
    std::optional<Category> category;
};

// Every row of the table, in the registry's order.
const std::vector<const ExpansionHooks*>& expansion_hooks();
const ExpansionHooks& hooks_of(Expansion e);

// f(row) for every expansion the ruleset lists, in the registry's order.
template <class F>
void for_each_expansion(const Ruleset& rules, F&& f) {
    for (const ExpansionHooks* h : expansion_hooks())
        if (rules.has(h->expansion)) f(*h);
}

// The expansion a tile needs and the ruleset lacks, if any (the first in table order).
std::optional<Expansion> missing_expansion(const Ruleset& rules, const TileDef& def);

}  // namespace carcassonne
