// The board as one standalone SVG 1.1 document. Each distinct tile drawing
// (type, rotation, marks, highlighted segments) is defined once and placed
// with <use>, so the output grows linearly with the tiles; nothing depends on
// the order of a hash table, so reruns give the same bytes.
#include <fmt/format.h>

#include <algorithm>
#include <unordered_map>

#include "carcassonne/query/picture.hpp"
#include "carcassonne/report/draw.hpp"
#include "report/glyphs.hpp"
#include "report/legend.hpp"
#include "report/player_marks.hpp"
#include "report/svg_tile.hpp"

namespace carcassonne {
namespace {

using svg::kTile;
using svg::num;

std::string escape(const std::string& s) {
    std::string out;
    for (char c : s) {
        switch (c) {
            case '&':
                out += "&amp;";
                break;
            case '<':
                out += "&lt;";
                break;
            case '>':
                out += "&gt;";
                break;
            case '"':
                out += "&quot;";
                break;
            default:
                out += c;
        }
    }
    return out;
}

// The distinct values, sorted; linear when they lie close together (a connected board).
std::vector<std::int64_t> distinct(std::vector<std::int64_t> values) {
    if (values.empty()) return values;
    auto [lo, hi] = std::minmax_element(values.begin(), values.end());
    std::int64_t min = *lo, span = *hi - *lo + 1;
    if (span <= static_cast<std::int64_t>(4 * values.size() + 16)) {
        std::vector<bool> seen(static_cast<std::size_t>(span));
        for (auto v : values) seen[static_cast<std::size_t>(v - min)] = true;
        std::vector<std::int64_t> out;
        for (std::int64_t i = 0; i < span; ++i)
            if (seen[static_cast<std::size_t>(i)]) out.push_back(min + i);
        return out;
    }
    std::sort(values.begin(), values.end());
    values.erase(std::unique(values.begin(), values.end()), values.end());
    return values;
}

constexpr const char* kMeeple =
    "M0 -12C3.6 -12 5 -9.4 5 -7C5 -5.6 4.5 -4.6 3.8 -3.9L10 -1.6C12 -0.8 12.2 2.6 9.8 3L5.6 "
    "3.4L9.6 10.4C10.2 "
    "11.5 9.6 12 8.6 12H2.8L0 7.2L-2.8 12H-8.6C-9.6 12 -10.2 11.5 -9.6 10.4L-5.6 3.4L-9.8 3C-12.2 "
    "2.6 -12 -0.8 -10 "
    "-1.6L-3.8 -3.9C-4.5 -4.6 -5 -5.6 -5 -7C-5 -9.4 -3.6 -12 0 -12Z";

constexpr const char* kDocumentStyle =
    ".bg{fill:#f6f3ec}.table{fill:#e8e2d3}"
    ".m{stroke:#1b1b1b;stroke-width:1.6;stroke-linejoin:round}"
    ".xy{font-family:sans-serif;font-size:14px;fill:#3d3a33;text-anchor:middle}"
    ".yl{text-anchor:end}.yr{text-anchor:start}"
    ".title{font-family:sans-serif;font-size:16px;font-weight:bold;fill:#2b2822}"
    ".lg{font-family:sans-serif;font-size:14px;fill:#2b2822}";

// A kind's own silhouette (FigureDrawing): its outline in the fill around it,
// its mark in white over it.
std::string figure_paths(const FigureDrawing& figure) {
    return fmt::format(
        "<path d=\"{}\"/><path d=\"{}\" fill=\"none\" stroke=\"#ffffff\" stroke-width=\"2.4\" "
        "stroke-linecap=\"round\"/>",
        figure.outline, figure.mark);
}

// The legend: one line per player; one per kind of figure on the board with a
// silhouette of its own (in grey: any player's), in registry order; then the
// note and the highlighted feature.
struct Legend {
    std::vector<std::string> lines;
    std::vector<const FigureDrawing*> figures;  // by line; null: no silhouette
};

Legend legend_of(const Picture& picture) {
    Legend legend;
    legend.lines = score_lines(picture);
    legend.figures.assign(legend.lines.size(), nullptr);
    for (const FollowerKindDef* k : follower_kinds()) {
        const FigureDrawing* own = k->id == kNormalFollower ? nullptr : figure_drawing_of(k->name);
        if (own && std::any_of(picture.followers.begin(), picture.followers.end(),
                               [&](const PictureFollower& f) { return f.kind == k->id; })) {
            legend.lines.push_back(figure_noun(k->id));
            legend.figures.push_back(own);
        }
    }
    if (!picture.totals_note.empty()) legend.lines.push_back(picture.totals_note);
    for (std::string& line : auto_rotation_lines(picture)) legend.lines.push_back(std::move(line));
    if (!picture.highlight_label.empty())
        legend.lines.push_back("highlighted: " + picture.highlight_label);
    return legend;
}

// Where everything stands: the board's columns and rows (only those that hold
// tiles are labelled), its margins, the legend below it, the whole size.
struct Frame {
    std::vector<std::int64_t> columns, rows;
    std::int64_t min_x = 0, max_x = -1, min_y = 0, max_y = -1;
    std::int64_t side = 0, top = 58, board_w = 0, board_h = 0;
    std::int64_t legend_top = 0, width = 0, height = 0;

    // The top-left corner of a square, in the picture.
    std::int64_t left_of(std::int64_t x) const { return side + (x - min_x) * kTile; }
    std::int64_t top_of(std::int64_t y) const { return top + (max_y - y) * kTile; }
};

Frame frame_of(const Picture& picture, const Legend& legend) {
    Frame f;
    std::vector<std::int64_t> xs, ys;
    for (const PictureTile& t : picture.tiles) xs.push_back(t.at.x), ys.push_back(t.at.y);
    f.columns = distinct(xs);
    f.rows = distinct(ys);
    if (!f.columns.empty()) f.min_x = f.columns.front(), f.max_x = f.columns.back();
    if (!f.rows.empty()) f.min_y = f.rows.front(), f.max_y = f.rows.back();
    // The row labels stand in the side margins, as wide as the longest.
    std::size_t label_chars = 1;
    for (auto y : f.rows) label_chars = std::max(label_chars, fmt::formatted_size("{}", y));
    f.side = std::max<std::int64_t>(40, 9 * static_cast<std::int64_t>(label_chars) + 18);
    f.board_w = (f.max_x - f.min_x + 1) * kTile;
    f.board_h = (f.max_y - f.min_y + 1) * kTile;
    std::size_t longest = 0;
    for (const auto& l : legend.lines) longest = std::max(longest, l.size() + 4);
    f.legend_top = f.top + f.board_h + 40;
    // The legend's 14 px letters take about 8 px each; the title's 16 px bold
    // ones about 10 (a long file name was cut at the picture's edge).
    f.width = std::max<std::int64_t>(
        {2 * f.side + f.board_w, 2 * f.side + 8 * static_cast<std::int64_t>(longest),
         2 * f.side + 10 * static_cast<std::int64_t>(picture.title.size())});
    f.height = f.legend_top + 24 * static_cast<std::int64_t>(legend.lines.size()) + 12;
    return f;
}

// The tiles: each distinct drawing (type, rotation, marks, highlighted
// segments) once in <defs>, and a <use> of it per square.
struct TileLayer {
    std::string defs, uses;
};

TileLayer tile_layer(const Picture& picture, const Frame& frame) {
    TileLayer layer;
    std::unordered_map<std::string, std::size_t> drawing_ids;
    std::vector<std::vector<bool>> lit(picture.tiles.size());
    for (const PictureSegment& s : picture.highlight) {
        if (s.tile >= picture.tiles.size()) continue;
        auto& flags = lit[s.tile];
        if (flags.size() <= s.segment) flags.resize(s.segment + 1u);
        flags[s.segment] = true;
    }
    for (std::size_t i = 0; i < picture.tiles.size(); ++i) {
        const PictureTile& t = picture.tiles[i];
        std::string key = fmt::format("{}/{}/{}/", static_cast<const void*>(t.def), t.rot, t.marks);
        for (bool b : lit[i]) key += b ? '1' : '0';
        auto [it, added] = drawing_ids.emplace(key, drawing_ids.size());
        if (added)
            layer.defs += fmt::format("<g id=\"t{}\">{}</g>\n", it->second,
                                      svg::tile_body(*t.def, t.rot, t.marks, lit[i]));
        layer.uses += fmt::format(
            "<use data-tile=\"{}\" data-at=\"{},{}\" xlink:href=\"#t{}\" x=\"{}\" y=\"{}\"/>\n",
            escape(t.def->id), t.at.x, t.at.y, it->second, frame.left_of(t.at.x),
            frame.top_of(t.at.y));
    }
    return layer;
}

std::string document_head(const Picture& picture, const Frame& frame, const std::string& defs) {
    std::string out = fmt::format(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" "
        "version=\"1.1\" "
        "width=\"{0}\" height=\"{1}\" viewBox=\"0 0 {0} {1}\">\n<title>{2}</title>\n<defs>\n"
        "<style type=\"text/css\"><![CDATA[{3}{4}]]></style>\n"
        "<pattern id=\"hatch\" width=\"8\" height=\"8\" patternUnits=\"userSpaceOnUse\" "
        "patternTransform=\"rotate(45)\"><rect width=\"8\" height=\"8\" fill=\"#ffffff\" "
        "fill-opacity=\"0.45\"/>"
        "<path d=\"M0 0V8\" stroke=\"#111111\" stroke-width=\"3\"/></pattern>\n"
        "<path id=\"meeple\" d=\"{5}\"/>\n{6}</defs>\n"
        "<rect class=\"bg\" width=\"{0}\" height=\"{1}\"/>\n"
        "<text class=\"title\" x=\"{7}\" y=\"24\">{2}</text>\n",
        frame.width, frame.height, escape(picture.title), svg::style(), kDocumentStyle, kMeeple,
        defs, frame.side);
    if (!picture.tiles.empty())
        out += fmt::format("<rect class=\"table\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"/>\n",
                           frame.side, frame.top, frame.board_w, frame.board_h);
    return out;
}

// Each column's number above and below the board, each row's on both sides.
std::string coordinates(const Frame& f) {
    std::string out = "<g class=\"coordinates\">\n";
    for (auto x : f.columns)
        out += fmt::format(
            "<text class=\"xy\" x=\"{0}\" y=\"{1}\">{3}</text><text class=\"xy\" x=\"{0}\" "
            "y=\"{2}\">{3}</text>\n",
            f.left_of(x) + kTile / 2, f.top - 10, f.top + f.board_h + 22, x);
    for (auto y : f.rows) {
        std::int64_t cy = f.top_of(y) + kTile / 2 + 5;
        out += fmt::format(
            "<text class=\"xy yl\" x=\"{}\" y=\"{}\">{}</text><text class=\"xy yr\" x=\"{}\" "
            "y=\"{}\">{}</text>\n",
            f.side - 10, cy, y, f.side + f.board_w + 10, cy, y);
    }
    return out + "</g>\n";
}

// One figure where it stands on its tile, in its player's colour.
std::string figure(const Picture& picture, const Frame& frame, const PictureFollower& f,
                   const std::string& colour) {
    const PictureTile& t = picture.tiles[f.tile];
    svg::Spot spot = svg::follower_spot(*t.def, t.rot, f.segment);
    // Another kind of follower is named and drawn larger.
    std::string kind, scale = "0.8";
    if (f.kind != kNormalFollower) {
        kind = fmt::format(" data-follower=\"{}\"", follower_kind(f.kind).name);
        scale = "1.1";
    }
    const double x = static_cast<double>(frame.left_of(t.at.x)) + spot.x;
    const double y = static_cast<double>(frame.top_of(t.at.y)) + spot.y;
    std::string out;
    // A follower that counts more than one (the large follower) stands on a
    // light disc ringed in the player's colour: told apart at a glance, not
    // only by its size.
    if (follower_kind(f.kind).weight > 1)
        out += fmt::format(
            "<circle class=\"big\" data-at=\"{},{}\" cx=\"{}\" cy=\"{}\" r=\"17\" "
            "fill=\"#ffffff\" fill-opacity=\"0.85\" stroke=\"{}\" stroke-width=\"4\"/>\n",
            t.at.x, t.at.y, num(x), num(y), colour);
    // A kind with a silhouette of its own (an expansion's DrawHooks) is that
    // outline with its mark in white, in a group that carries what the
    // follower's <use> carries, and stands upright on a field too (a pig
    // does not lie down as a farmer does); every other figure is the follower's.
    const FigureDrawing* own =
        f.kind == kNormalFollower ? nullptr : figure_drawing_of(follower_kind(f.kind).name);
    std::string paths = own ? figure_paths(*own) : std::string();
    out += fmt::format(
        "<{11} class=\"m\" data-player=\"{0}\" data-at=\"{1},{2}\" data-on=\"{3}\"{8} "
        "{12}fill=\"{4}\" transform=\"translate({5} {6}) scale({9}){7}\">{13}<title>{0}: {3} "
        "at "
        "[{1}, {2}]{10}</title></{11}>\n",
        escape(picture.players[f.player]), t.at.x, t.at.y, escape(f.on), colour, num(x), num(y),
        spot.lying && !own ? " rotate(90)" : "", kind, scale,
        f.kind == kNormalFollower ? std::string() : fmt::format(" ({})", figure_noun(f.kind)),
        own ? "g" : "use", own ? "" : "xlink:href=\"#meeple\" ", paths);
    return out;
}

// Each legend line after its key: a player's follower, a kind's grey
// silhouette, or the highlighted feature's dashed outline.
std::string legend(const Picture& picture, const Legend& legend, const Frame& frame,
                   const std::vector<PlayerMark>& marks) {
    std::string out = "<g class=\"legend\">\n";
    const auto& lines = legend.lines;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        std::int64_t y = frame.legend_top + 24 * static_cast<std::int64_t>(i);
        if (i < picture.players.size())
            out += fmt::format(
                "<use class=\"m\" xlink:href=\"#meeple\" fill=\"{}\" transform=\"translate({} {}) "
                "scale(0.75)\"/>",
                marks[i].colour, frame.side + 9, y - 5);
        else if (i < legend.figures.size() && legend.figures[i])
            out += fmt::format(
                "<g class=\"m\" fill=\"#8a8a8a\" transform=\"translate({} {}) scale(0.75)\">{}</g>",
                frame.side + 9, y - 5, figure_paths(*legend.figures[i]));
        else if (!picture.highlight_label.empty() && i + 1 == lines.size())
            out += fmt::format(
                "<rect fill=\"none\" stroke=\"#111111\" stroke-width=\"3\" stroke-dasharray=\"7 "
                "4\" "
                "x=\"{}\" y=\"{}\" width=\"16\" height=\"14\"/>",
                frame.side + 1, y - 16);
        out += fmt::format("<text class=\"lg\" x=\"{}\" y=\"{}\">{}</text>\n", frame.side + 26, y,
                           escape(lines[i]));
    }
    return out + "</g>\n";
}

}  // namespace

std::string draw_svg(const Picture& picture) {
    const std::vector<PlayerMark> marks = player_marks(picture.players);
    const Legend lines = legend_of(picture);
    const Frame frame = frame_of(picture, lines);
    const TileLayer tiles = tile_layer(picture, frame);
    std::string out = document_head(picture, frame, tiles.defs) + coordinates(frame);
    out += "<g class=\"board\">\n" + tiles.uses + "</g>\n<g class=\"followers\">\n";
    for (const PictureFollower& f : picture.followers)
        if (f.tile < picture.tiles.size() && f.player < picture.players.size())
            out += figure(picture, frame, f, marks[f.player].colour);
    out += "</g>\n" + legend(picture, lines, frame, marks) + "</svg>\n";
    return out;
}

}  // namespace carcassonne
