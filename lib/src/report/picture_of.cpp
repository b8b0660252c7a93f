// Engine calls used here (to re-point when the engine's API moves):
// adjudicate(doc) and Report::totals() for the totals and the violations;
// final_position(log) for a log's board; Board::place, tile_at, segment,
// feature_ref and graph(): node, place_follower, for_each_member,
// follower_counts and root for the highlighted feature.
#include "carcassonne/picture_of.hpp"

#include <fmt/format.h>

#include "carcassonne/adjudicate.hpp"
#include "carcassonne/board.hpp"

namespace carcassonne {
namespace {

// "road E", "city N", "field Nw", "monastery", as a follower's `on:` reads.
std::optional<FeatureRef> parse_feature(const std::string& text) {
    auto space = text.find(' ');
    std::string kind = text.substr(0, space);
    std::string where = space == std::string::npos ? "" : text.substr(space + 1);
    if (kind == "monastery" && where.empty()) return FeatureRef{SegmentKind::Monastery, 0};
    if (kind == "road" || kind == "city")
        if (auto e = parse_edge(where))
            return FeatureRef{kind == "road" ? SegmentKind::Road : SegmentKind::City,
                              static_cast<std::uint8_t>(index(*e))};
    if (kind == "field")
        if (auto h = parse_half(where))
            return FeatureRef{SegmentKind::Field, static_cast<std::uint8_t>(index(*h))};
    return std::nullopt;
}

std::string plural(std::int64_t n, const char* one, const char* many) {
    return fmt::format("{} {}", n, n == 1 ? one : many);
}

// "city S at [0, 1]: 3 tiles, 1 coat of arms, completed; followers: red 1, blue 2".
std::string describe_feature(const Board& board, const Document& doc, FeatureRef ref, Pos at,
                             SegmentId s) {
    const FeatureGraph& graph = board.graph();
    const SegmentNode& root = graph.root(s);
    std::string out = fmt::format("{} at {}: ", describe(ref), to_string(at));
    switch (root.kind) {
        case SegmentKind::City:
            out += fmt::format("{}, {}, {}", plural(root.tile_count, "tile", "tiles"),
                               plural(root.arms, "coat of arms", "coats of arms"),
                               root.open == 0 ? "completed" : "open");
            break;
        case SegmentKind::Road:
            out += fmt::format("{}, {}", plural(root.tile_count, "tile", "tiles"),
                               root.open == 0 ? "completed" : "open");
            break;
        case SegmentKind::Field:
            out += plural(root.tile_count, "tile", "tiles");
            break;
        case SegmentKind::Monastery:
            out += fmt::format("{} of its 8 neighbours placed", 8 - root.open);
            break;
    }
    auto counts = graph.follower_counts(s);
    std::string followers;
    for (std::size_t p = 0; p < doc.players.size(); ++p)
        if (counts[p] > 0)
            followers +=
                fmt::format("{}{} {}", followers.empty() ? "" : ", ", doc.players[p], counts[p]);
    return out + "; followers: " + (followers.empty() ? "none" : followers);
}

}  // namespace

DrawnBoard picture_of(const Document& doc, const PictureRequest& request) {
    DrawnBoard out;
    Picture& picture = out.picture;
    picture.title = doc.file;
    picture.players = doc.players;

    // The placements to lay: a position's own, or a log's board (before its first illegal move).
    Document laid;
    const Document* position = &doc;
    if (doc.kind == DocumentKind::Log) {
        Document log = doc;
        if (request.move) {
            if (*request.move < 0 || static_cast<std::size_t>(*request.move) > doc.moves.size())
                throw RequestError(fmt::format(
                    "--move {}: the log has {}", *request.move,
                    plural(static_cast<std::int64_t>(doc.moves.size()), "move", "moves")));
            log.moves.resize(static_cast<std::size_t>(*request.move));
            picture.title += fmt::format(" after move {}", *request.move);
        }
        Report report = adjudicate(log);
        picture.totals = report.totals();
        out.notes = report.violations;
        std::optional<std::int64_t> illegal;
        for (const Violation& v : report.violations)
            if (v.move && !illegal) illegal = v.move;
        if (illegal) {
            log.moves.resize(static_cast<std::size_t>(*illegal - 1));
            picture.title += fmt::format(", drawn before move {}", *illegal);
            picture.totals_note =
                fmt::format("scored up to move {}: move {} breaks a rule", *illegal - 1, *illegal);
        } else if (!doc.end) {
            picture.totals_note = "without the final scoring (end: false)";
        }
        laid = final_position(log);
        position = &laid;
    } else {
        if (request.move)
            throw RequestError("--move is for game logs, and this document is a position");
        Report report = adjudicate(doc);
        out.notes = report.violations;
        if (report.violations.empty())
            picture.totals = report.totals();
        else
            picture.totals_note = "not scored: the position breaks a rule";
    }

    Board board(doc.catalogue);
    for (const Placement& p : position->board) {
        if (board.tile_at(p.at)) continue;  // a second tile on one square: in the notes, not drawn
        Marks marks = p.marks.value_or(doc.catalogue[p.tile].marks);
        std::uint32_t t = board.place(p.tile, p.rot, p.at, marks);
        picture.tiles.push_back({&doc.catalogue[p.tile], p.at, p.rot, marks});
        if (!p.meeple || !p.meeple->player) continue;
        SegmentId s = board.segment(t, p.meeple->on);
        if (s == kNone) continue;
        board.graph().place_follower(s, *p.meeple->player);
        std::uint8_t local = board.graph().node(s).local;
        picture.followers.push_back(
            {*p.meeple->player, t, local, describe(board.feature_ref(t, local))});
    }

    if (request.on && !request.at)
        throw RequestError("--on needs --at X,Y (the square of the feature)");
    if (request.at) {
        if (!request.on)
            throw RequestError(
                "--at needs --on FEATURE ('road E', 'city N', 'field Nw' or 'monastery')");
        auto ref = parse_feature(*request.on);
        if (!ref)
            throw RequestError(fmt::format(
                "--on '{}': a feature reads 'road E', 'city N', 'field Nw' or 'monastery'",
                *request.on));
        auto t = board.tile_at(*request.at);
        if (!t)
            throw RequestError(
                fmt::format("--at {}: no tile on that square", to_string(*request.at)));
        SegmentId s = board.segment(*t, *ref);
        if (s == kNone)
            throw RequestError(fmt::format("--on {}: tile {} at {} (rot {}) has no {}; it has: {}",
                                           *request.on, board.def_of(*t).id, to_string(*request.at),
                                           board.tile(*t).rot * 90, describe_at(*ref),
                                           board.def_of(*t).describe(board.tile(*t).rot)));
        const FeatureGraph& graph = board.graph();
        graph.for_each_member(s, [&](SegmentId m) {
            picture.highlight.push_back({graph.node(m).tile, graph.node(m).local});
        });
        picture.highlight_label = describe_feature(board, doc, *ref, *request.at, s);
    }
    return out;
}

}  // namespace carcassonne
