// The picture `carcassonne draw` shows, read from the engine: the one place
// the drawing code meets it (the renderers of report/ read only the Picture).
// It uses adjudicate() (its `moves` option) for the totals and the violations,
// final_position(log, moves) for a log's board, a Game to lay a position's
// tiles with their followers, and the Board's queries (segment_at, place_of,
// segments_of, followers_of) and the feature's record for the highlight.
#include "carcassonne/query/picture_of.hpp"

#include <fmt/format.h>

#include "carcassonne/io/document_io.hpp"
#include "carcassonne/model/suggest.hpp"
#include "carcassonne/scoring/adjudicate.hpp"
#include "carcassonne/scoring/game.hpp"
#include "scoring/award.hpp"

namespace carcassonne {
namespace {

// "city S at [0, 1]: 3 tiles, 1 coat of arms, completed; followers: red 1, blue 2".
std::string describe_feature(const Board& board, const Document& doc, FeatureRef ref, Pos at,
                             SegmentId s) {
    const Feature& f = board.graph().feature(s);
    std::string out = fmt::format("{} at {}: ", describe(ref), to_string(at));
    switch (f.kind) {
        case SegmentKind::City:
            out += fmt::format("{}, {}, {}", plural(f.tile_count, "tile", "tiles"),
                               plural(f.arms, "coat of arms", "coats of arms"),
                               f.completed() ? "completed" : "open");
            break;
        case SegmentKind::Road:
            out += fmt::format("{}, {}", plural(f.tile_count, "tile", "tiles"),
                               f.completed() ? "completed" : "open");
            break;
        case SegmentKind::Field:
            out += plural(f.tile_count, "tile", "tiles");
            break;
        default:  // an area kind
            out += fmt::format("{} of its 8 neighbours placed", 8 - f.open);
            break;
    }
    std::vector<int> counts(doc.players.size());
    for (const FollowerPlace& follower : board.followers_of(s))
        if (follower.player < counts.size()) ++counts[follower.player];
    std::string followers;
    for (std::size_t p = 0; p < doc.players.size(); ++p)
        if (counts[p] > 0)
            followers +=
                fmt::format("{}{} {}", followers.empty() ? "" : ", ", doc.players[p], counts[p]);
    return out + "; followers: " + (followers.empty() ? "none" : followers);
}

// The feature --at X,Y --on FEATURE names, or why it names none.
SegmentId requested_feature(const Board& board, const PictureRequest& request, FeatureRef& ref) {
    if (request.on && !request.at)
        throw RequestError("--on needs --at X,Y (the square of the feature)");
    if (!request.on) throw RequestError(fmt::format("--at needs --on FEATURE ({})", kFeatureForms));
    auto parsed = parse_feature_ref(*request.on);
    if (!parsed)
        throw RequestError(fmt::format("--on '{}': a feature reads {}{}", *request.on,
                                       kFeatureForms, feature_did_you_mean(*request.on)));
    ref = *parsed;
    auto t = board.tile_at(*request.at);
    if (!t)
        throw RequestError(fmt::format("--at {}: no tile on that square", to_string(*request.at)));
    SegmentId s = board.segment_at(*request.at, ref);
    if (s == kNoSegment)
        throw RequestError(fmt::format("--on {}: tile {} at {} (rot {}) has no {}; it has: {}",
                                       *request.on, board.def_of(*t).id, to_string(*request.at),
                                       board.tile(*t).rot * 90, describe_at(ref),
                                       board.def_of(*t).describe(board.tile(*t).rot)));
    return s;
}

// A log's board: scored up to --move N (or its end), and laid before its
// first illegal move.
Document log_board(const Document& doc, const PictureRequest& request, DrawnBoard& out) {
    Picture& picture = out.picture;
    AdjudicationOptions options;
    if (request.move) {
        if (*request.move < 0 || static_cast<std::uint64_t>(*request.move) > doc.moves.size())
            throw RequestError(
                fmt::format("--move {}: the log has {}", *request.move,
                            plural(static_cast<std::int64_t>(doc.moves.size()), "move", "moves")));
        options.moves = static_cast<std::uint64_t>(*request.move);
        picture.title += fmt::format(" after move {}", *request.move);
    }
    Report report = adjudicate(doc, options);
    picture.totals = report.totals();
    if (report.final_hypothetical) picture.track = report.track();
    out.notes = report.violations;
    std::optional<std::int64_t> illegal;
    for (const Violation& v : report.violations)
        if (v.move && !illegal) illegal = v.move;
    // A refused move may leave its tile on the board: stop before it.
    std::optional<std::uint64_t> moves = options.moves;
    if (illegal) {
        moves = static_cast<std::uint64_t>(*illegal - 1);
        picture.title += fmt::format(", drawn before move {}", *illegal);
        picture.totals_note =
            fmt::format("scored up to move {}: move {} breaks a rule", *illegal - 1, *illegal);
    } else if (!doc.end) {
        picture.totals_note = "without the final scoring (end: false)";
    }
    return final_position(doc, moves);
}

// A position's totals, unless it breaks a rule (the notes say which).
void score_position(const Document& doc, const PictureRequest& request, DrawnBoard& out) {
    if (request.move)
        throw RequestError("--move is for game logs, and this document is a position");
    Picture& picture = out.picture;
    Report report = adjudicate(doc);
    out.notes = report.violations;
    if (report.violations.empty()) {
        picture.totals = report.totals();
        if (report.final_hypothetical) picture.track = report.track();
    } else
        picture.totals_note = "not scored: the position breaks a rule";
    if (report.violations.empty() && !doc.end)
        picture.totals_note = "without the final scoring (end: false)";
}

// The tiles as they lie, unchecked (the notes say what is wrong with them),
// with their followers.
void lay_tiles(const Document& doc, const Document& position, Game& game, Picture& picture) {
    const Board& board = game.board();
    std::vector<EdgeMismatch> mismatches;
    for (const Placement& p : position.board) {
        if (board.tile_at(p.at)) continue;  // a second tile on one square: in the notes, not drawn
        TileIndex t = game.lay(p, mismatches);
        const PlacedTile& placed = board.tile(t);
        // The picture outlives the laid log: its tile types are the document's own.
        picture.tiles.push_back({&doc.catalogue.with_areas(placed.type, placed.areas), placed.at,
                                 placed.rot, placed.marks, p.rot_auto});
        if (!p.follower) continue;
        SegmentId s = board.segment(t, p.follower->on);
        picture.followers.push_back({*p.follower->player, t.value(), board.graph().segment(s).local,
                                     describe(board.place_of(s).on),
                                     p.follower->on.kind == SegmentKind::Field, p.follower->kind});
    }
}

// --at X,Y --on FEATURE: the feature's segments and its description.
void highlight(const Board& board, const Document& doc, const PictureRequest& request,
               Picture& picture) {
    FeatureRef ref;
    SegmentId s = requested_feature(board, request, ref);
    for (SegmentId m : board.segments_of(s)) {
        const Segment& segment = board.graph().segment(m);
        picture.highlight.push_back({segment.tile.value(), segment.local});
    }
    picture.highlight_label = describe_feature(board, doc, ref, *request.at, s);
}

}  // namespace

DrawnBoard picture_of(const Document& doc, const PictureRequest& request) {
    DrawnBoard out;
    out.picture.title = doc.file;
    out.picture.players = doc.players;
    // The placements to lay: a position's own, or a log's board.
    Document laid;
    if (doc.kind == DocumentKind::Log)
        laid = log_board(doc, request, out);
    else
        score_position(doc, request, out);
    const Document& position = doc.kind == DocumentKind::Log ? laid : doc;
    Game game(position);
    lay_tiles(doc, position, game, out.picture);
    if (request.at || request.on) highlight(game.board(), doc, request, out.picture);
    return out;
}

}  // namespace carcassonne
