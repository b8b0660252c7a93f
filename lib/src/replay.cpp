// A game log replayed move by move through the same Board and scoring calls
// as a position. The first illegal move stops the replay; what was scored
// before it stays in the report.
#include <fmt/format.h>

#include <stdexcept>

#include "carcassonne/adjudicate.hpp"
#include "carcassonne/rule_ids.hpp"
#include "carcassonne/scoring.hpp"
#include "maze.hpp"

namespace carcassonne {
namespace {

class Replay {
  public:
    Replay(const Document& doc, Report& report)
        : doc_(doc),
          report_(report),
          board_(doc.catalogue),
          players_(static_cast<int>(doc.players.size())) {}

    // Plays every move; false when one was illegal.
    bool run(bool self_check = false) {
        const Placement& s = doc_.start;
        board_.place(s.tile, s.rot, s.at, s.marks.value_or(doc_.catalogue[s.tile].marks));
        for (std::size_t i = 0; i < doc_.moves.size(); ++i) {
            bool legal = play(doc_.moves[i], static_cast<std::int64_t>(i + 1));
            if (self_check)
                if (auto problem = check_consistency(board_))
                    throw std::logic_error(fmt::format("after move {}: {}", i + 1, *problem));
            if (!legal) return false;
        }
        return true;
    }

    void final_scoring() {
        ScoringContext ctx{board_, doc_.rules, players_, std::nullopt};
        score_final(ctx, report_.events);
    }

    Document to_position() const {
        Document pos;
        pos.file = doc_.file;
        pos.kind = DocumentKind::Position;
        pos.players = doc_.players;
        pos.rules = doc_.rules;
        pos.catalogue = doc_.catalogue;
        pos.carried = doc_.carried;
        for (std::uint32_t t = 0; t < board_.tile_count(); ++t) {
            const PlacedTile& pt = board_.tile(t);
            pos.board.push_back({pt.def, pt.at, pt.rot, pt.marks, std::nullopt, {}, {}});
        }
        const FeatureGraph& graph = board_.graph();
        graph.for_each_standing([&](PlayerId p, SegmentId s) {
            const SegmentNode& n = graph.node(s);
            FollowerSpec f;
            f.player = p;
            f.on = board_.feature_ref(n.tile, n.local);
            pos.board[n.tile].meeple = f;
        });
        return pos;
    }

  private:
    bool violation(std::string_view rule, std::string message, std::vector<Pos> tiles) {
        report_.violations.push_back(
            {rule, number_, line_, std::move(message), std::move(tiles), {}});
        return false;
    }

    const std::string& player(PlayerId p) const { return doc_.players[p]; }

    bool play(const Move& m, std::int64_t number) {
        number_ = number;
        line_ = m.placement.loc.line;
        const Placement& p = m.placement;
        const TileDef& def = doc_.catalogue[p.tile];
        if (m.player && *m.player != mover_)
            return violation(
                rule::kTurnOrder,
                fmt::format("it is {}'s turn, not {}'s", player(mover_), player(*m.player)), {});
        if (m.discard) {
            if (board_.fits_anywhere(p.tile))
                return violation(
                    rule::kTileDiscard,
                    fmt::format("tile {} fits on the board, so it may not be discarded", def.id),
                    {});
            return true;  // base.turn-order: a discard does not end the turn
        }
        if (!check_placement(p, def)) return false;
        completed_.clear();
        std::uint32_t tile =
            board_.place(p.tile, p.rot, p.at, p.marks.value_or(def.marks), &completed_);
        placed_follower_ = kNone;
        if (p.meeple && !place_follower(*p.meeple, tile, p.at)) return false;
        score_turn();
        mover_ = static_cast<PlayerId>((mover_ + 1) % players_);
        return true;
    }

    bool check_placement(const Placement& p, const TileDef& def) {
        PlacementCheck c = board_.check(p.tile, p.rot, p.at);
        switch (c.problem) {
            case PlacementCheck::Problem::None:
                return true;
            case PlacementCheck::Problem::Occupied:
                return violation(rule::kTilePlacement,
                                 fmt::format("the square {} already holds tile {}", to_string(p.at),
                                             board_.def_of(c.other).id),
                                 {p.at});
            case PlacementCheck::Problem::Isolated:
                return violation(
                    rule::kTilePlacement,
                    fmt::format("tile {} at {} touches no placed tile", def.id, to_string(p.at)),
                    {p.at});
            case PlacementCheck::Problem::Mismatch: {
                Pos other = board_.tile(c.other).at;
                return violation(
                    rule::kTilePlacement,
                    describe_mismatch(def.id, p.at, c.edge, def.edge_kind_on_board(c.edge, p.rot),
                                      board_.def_of(c.other).id, other,
                                      board_.edge_kind(c.other, opposite(c.edge))),
                    {p.at, other});
            }
        }
        return true;
    }

    // One violation per move, the first broken in this order (FORMAT.md "Game log"):
    // tile placement (checked before), follower supply, follower placement.
    bool place_follower(const FollowerSpec& f, std::uint32_t tile, Pos where) {
        FeatureGraph& graph = board_.graph();
        if (graph.standing(mover_) >= doc_.rules.followers)
            return violation(
                rule::kFollowerSupply,
                fmt::format("{} has no follower left in supply ({} of {} on the board)",
                            player(mover_), graph.standing(mover_), doc_.rules.followers),
                {where});
        if (f.player && *f.player != mover_)
            return violation(
                rule::kFollowerPlacement,
                fmt::format("only the mover places a follower: it is {}'s turn, not {}'s",
                            player(mover_), player(*f.player)),
                {where});
        SegmentId segment = board_.segment(tile, f.on);
        if (graph.occupied(segment)) {
            // The follower named is one that blocks: under the advanced maze rules
            // one on the segment's own branch (maze.advanced.placement was weighed).
            SegmentId blocker = kNone;
            std::vector<std::string_view> also;
            if (doc_.rules.maze == MazeVariant::Advanced) {
                MazePlacement m = maze_placement(board_, segment);
                if (m.weighed && m.blocker == kNone) return place(segment);
                if (m.weighed) blocker = m.blocker, also.push_back(rule::kMazeAdvancedPlacement);
            }
            PlayerId owner = 0;
            SegmentId on = kNone;
            graph.for_each_follower(segment, [&](PlayerId p, SegmentId s) {
                if (on == kNone && (blocker == kNone || s == blocker)) owner = p, on = s;
            });
            Pos other = board_.tile(graph.node(on).tile).at;
            violation(
                rule::kFollowerPlacement,
                fmt::format("the {} of {} already holds {}'s follower at {}", describe_at(f.on),
                            to_string(where), player(owner), to_string(other)),
                {where, other});
            report_.violations.back().also = std::move(also);
            return false;
        }
        return place(segment);
    }

    bool place(SegmentId segment) {
        board_.graph().place_follower(segment, mover_);
        placed_follower_ = segment;
        return true;
    }

    // base.scoring.timing: what this placement completed and that holds followers
    // scores now; base.follower.return: the followers go home after all of it.
    void score_turn() {
        FeatureGraph& graph = board_.graph();
        scored_.clear();
        for (SegmentId r : completed_)
            if (graph.occupied(r)) scored_.push_back(r);
        if (scored_.empty()) return;
        sort_for_scoring(graph, scored_);
        ActiveSurveyors active = active_surveyors();
        bool surveyors = doc_.rules.has(Expansion::Surveyors);
        ScoringContext ctx{board_,  doc_.rules,       players_,
                           number_, placed_follower_, surveyors ? &active : nullptr};
        for (SegmentId r : scored_) score_completed(ctx, r, report_.events);
        const PlacedTile& t = board_.tile(static_cast<std::uint32_t>(board_.tile_count() - 1));
        report_.placed[number_] =
            fmt::format("{} at {}", doc_.catalogue[t.def].id, to_string(t.at));
        for (SegmentId r : scored_) graph.return_followers(r);
        // surveyors.rotate: a turn that scored a feature with a follower moves every stack on.
        if (surveyors) ++rotations_;
    }

    // surveyors.setup: the top of each stack is active; each rotation puts it under its stack.
    ActiveSurveyors active_surveyors() const {
        const SurveyorStacks& s = doc_.surveyors;
        if (s.city.empty() || s.road.empty() || s.monastery.empty()) return {};
        return {s.city[rotations_ % s.city.size()], s.road[rotations_ % s.road.size()],
                s.monastery[rotations_ % s.monastery.size()]};
    }

    const Document& doc_;
    Report& report_;
    Board board_;
    int players_;
    PlayerId mover_ = 0;
    std::int64_t number_ = 0;
    std::uint32_t line_ = 0;
    std::vector<SegmentId> completed_;
    std::vector<SegmentId> scored_;
    SegmentId placed_follower_ = kNone;
    std::size_t rotations_ = 0;
};

}  // namespace

Document final_position(const Document& log) {
    Report scratch;
    Replay replay(log, scratch);
    replay.run();
    return replay.to_position();
}

Report replay_log(const Document& doc, const AdjudicationOptions& options) {
    Report report = empty_report(doc);
    Replay replay(doc, report);
    if (replay.run(options.self_check) && doc.end && options.final_scoring) replay.final_scoring();
    return report;
}

}  // namespace carcassonne
