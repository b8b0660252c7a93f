// The board as text: a grid of tile cells (draw.hpp's drawings) with x along
// the top and bottom and y along the sides, north up, then a legend.
#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <map>
#include <tuple>

#include "carcassonne/query/picture.hpp"
#include "carcassonne/report/draw.hpp"
#include "report/legend.hpp"
#include "report/player_marks.hpp"

namespace carcassonne {
namespace {

struct Bounds {
    std::int64_t min_x = 0, max_x = -1, min_y = 0, max_y = -1;
    std::int64_t width() const { return max_x - min_x + 1; }
    std::int64_t height() const { return max_y - min_y + 1; }
};

Bounds bounds_of(const Picture& picture) {
    Bounds b;
    bool first = true;
    for (const PictureTile& t : picture.tiles) {
        if (first) b = {t.at.x, t.at.x, t.at.y, t.at.y}, first = false;
        b.min_x = std::min<std::int64_t>(b.min_x, t.at.x);
        b.max_x = std::max<std::int64_t>(b.max_x, t.at.x);
        b.min_y = std::min<std::int64_t>(b.min_y, t.at.y);
        b.max_y = std::max<std::int64_t>(b.max_y, t.at.y);
    }
    return b;
}

// What a character of the canvas is drawn in, on a terminal.
enum Style : std::uint8_t { kPlain = 0, kHighlight = 1, kPlayer = 2 };  // kPlayer + player index

class Canvas {
  public:
    Canvas(int width, int height)
        : width_(width),
          text_(static_cast<std::size_t>(width) * height, ' '),
          style_(text_.size(), kPlain) {}
    void put(int x, int y, char c, std::uint8_t style = kPlain) {
        auto i = static_cast<std::size_t>(y) * width_ + x;
        text_[i] = c;
        if (style != kPlain) style_[i] = style;
    }
    std::uint8_t& style(int x, int y) { return style_[static_cast<std::size_t>(y) * width_ + x]; }
    // Row y, with terminal escapes when `marks` is given.
    std::string row(int y, const std::vector<PlayerMark>* marks) const {
        std::string out;
        std::uint8_t current = kPlain;
        for (int x = 0; x < width_; ++x) {
            auto i = static_cast<std::size_t>(y) * width_ + x;
            std::uint8_t s = marks ? style_[i] : static_cast<std::uint8_t>(kPlain);
            if (s != current) {
                out += "\x1b[0m";
                if (s == kHighlight) out += "\x1b[7m";
                if (s >= kPlayer) {
                    int terminal = (*marks)[s - kPlayer].terminal;
                    out += terminal < 0 ? std::string("\x1b[1;7m")
                                        : fmt::format("\x1b[1;38;5;{}m", terminal);
                }
                current = s;
            }
            out += text_[i];
        }
        if (current != kPlain) out += "\x1b[0m";
        while (!out.empty() && out.back() == ' ') out.pop_back();
        return out;
    }

  private:
    int width_;
    std::string text_;
    std::vector<std::uint8_t> style_;
};

// A farmer is drawn as its player's initial in lower case.
char lower_initial(const PlayerMark& mark) {
    return static_cast<char>(std::tolower(static_cast<unsigned char>(mark.initial)));
}

// A line of labels, each centred on its column where it does not touch the one before.
std::string label_line(int indent, const std::vector<std::pair<int, std::string>>& labels) {
    std::string out(static_cast<std::size_t>(indent), ' ');
    for (const auto& [centre, text] : labels) {
        int start = indent + centre - static_cast<int>(text.size() - 1) / 2;
        int need =
            static_cast<int>(out.size()) + (out.size() > static_cast<std::size_t>(indent) ? 1 : 0);
        if (start < need) continue;
        out.append(static_cast<std::size_t>(start) - out.size(), ' ');
        out += text;
    }
    return out;
}

// Who each initial is, and the marks of the farmers and of the other kinds of
// follower drawn.
std::string followers_line(const Picture& picture, const std::vector<PlayerMark>& marks) {
    std::string out = "followers:";
    for (std::size_t p = 0; p < picture.players.size(); ++p) {
        out += fmt::format("{} {} {}", p ? "," : "", marks[p].initial, picture.players[p]);
        if (marks[p].own_initial) continue;
        // Say who has the name's first letter.
        const std::string& name = picture.players[p];
        auto letter = std::find_if(name.begin(), name.end(), [](char c) {
            return std::isalpha(static_cast<unsigned char>(c));
        });
        for (std::size_t q = 0; q < p && letter != name.end(); ++q)
            if (std::toupper(static_cast<unsigned char>(*letter)) == marks[q].initial)
                out += fmt::format(" ({} is taken by {})", marks[q].initial, picture.players[q]);
    }
    bool farmers = std::any_of(picture.followers.begin(), picture.followers.end(),
                               [](const PictureFollower& f) { return f.farmer; });
    if (farmers) {
        std::string lower;
        for (std::size_t p = 0; p < picture.players.size(); ++p)
            lower += fmt::format("{}{}", p ? ", " : "", lower_initial(marks[p]));
        out += fmt::format("; farmers {}", lower);
    }
    // Each other kind of follower drawn, by its mark after the initial: "; R+ large".
    for (const FollowerKindDef* k : follower_kinds())
        if (k->id != kNormalFollower &&
            std::any_of(picture.followers.begin(), picture.followers.end(),
                        [&](const PictureFollower& f) { return f.kind == k->id; }))
            out += fmt::format("; {}{} {}", marks[0].initial, k->text_mark, k->name);
    return out + "\n";
}

// The totals on one line, or the score track's lines when the picture has one.
std::string score_text(const Picture& picture) {
    std::string out;
    if (picture.track.empty()) {
        out += "totals:";
        if (picture.totals.empty()) {
            out += " none";
        } else {
            for (std::size_t p = 0; p < picture.players.size() && p < picture.totals.size(); ++p)
                out += fmt::format("{} {} {}", p ? "," : "", picture.players[p], picture.totals[p]);
        }
        if (!picture.totals_note.empty()) out += fmt::format(" ({})", picture.totals_note);
        out += "\n";
    } else {
        for (const std::string& line : score_lines(picture)) out += line + "\n";
        if (!picture.totals_note.empty()) out += picture.totals_note + "\n";
    }
    return out;
}

// What is highlighted and on which squares: without colour the squares it
// covers are the only trace of it.
std::string highlighted_text(const Picture& picture) {
    if (picture.highlight_label.empty()) return "";
    std::vector<bool> listed(picture.tiles.size());
    std::string squares;
    for (const PictureSegment& s : picture.highlight) {
        if (s.tile >= picture.tiles.size() || listed[s.tile]) continue;
        listed[s.tile] = true;
        squares +=
            fmt::format("{}{}", squares.empty() ? "" : ", ", to_string(picture.tiles[s.tile].at));
    }
    return fmt::format("highlighted: {}\n  on {}\n", picture.highlight_label, squares);
}

std::string legend(const Picture& picture, const std::vector<PlayerMark>& marks) {
    std::string out = followers_line(picture, marks) + score_text(picture);
    for (const std::string& line : auto_rotation_lines(picture)) out += line + "\n";
    return out + highlighted_text(picture);
}

// The board's grid under construction: each tile's cells in a frame at its
// square, x growing east and y north.
class Grid {
  public:
    Grid(const Picture& picture, const Bounds& b, ArtSize size)
        : picture_(picture),
          b_(b),
          size_(size),
          cell_w_(size == ArtSize::Large ? 7 : 3),
          cell_h_(size == ArtSize::Large ? 5 : 3),
          pitch_x_(cell_w_ + 1),
          pitch_y_(cell_h_ + 1),
          canvas_(cols() * pitch_x_ + 1, rows() * pitch_y_ + 1) {}

    // Each tile's drawing in its frame; neighbours share their frames' lines.
    void tiles() {
        for (const PictureTile& t : picture_.tiles) {
            const TileArt& art = art_of(t);
            auto [x0, y0] = origin(t);
            for (int i = 0; i <= cell_w_ + 1; ++i) {
                char c = i == 0 || i == cell_w_ + 1 ? '+' : '-';
                canvas_.put(x0 + i, y0, c);
                canvas_.put(x0 + i, y0 + cell_h_ + 1, c);
            }
            for (int j = 1; j <= cell_h_; ++j) {
                canvas_.put(x0, y0 + j, '|');
                canvas_.put(x0 + cell_w_ + 1, y0 + j, '|');
                for (int i = 0; i < cell_w_; ++i) canvas_.put(x0 + 1 + i, y0 + j, art.at(i, j - 1));
            }
        }
    }

    // The highlighted segments' cells (the ones each tile's drawing gives them).
    void highlight() {
        for (const PictureSegment& s : picture_.highlight) {
            if (s.tile >= picture_.tiles.size()) continue;
            const TileArt& art = art_of(picture_.tiles[s.tile]);
            auto [x0, y0] = origin(picture_.tiles[s.tile]);
            for (int i = 0; i < cell_w_ * cell_h_; ++i)
                if (art.owner[static_cast<std::size_t>(i)] == s.segment)
                    canvas_.style(x0 + 1 + i % cell_w_, y0 + 1 + i / cell_w_) = kHighlight;
        }
    }

    // Each follower by its player's initial (a farmer's in lower case), on the
    // cell its segment's drawing keeps for it.
    void followers(const std::vector<PlayerMark>& marks) {
        for (const PictureFollower& f : picture_.followers) {
            if (f.tile >= picture_.tiles.size() || f.player >= marks.size()) continue;
            const TileArt& art = art_of(picture_.tiles[f.tile]);
            if (f.segment >= art.anchor.size() || art.anchor[f.segment] < 0) continue;
            auto [x0, y0] = origin(picture_.tiles[f.tile]);
            int cell = art.anchor[f.segment];
            canvas_.put(x0 + 1 + cell % cell_w_, y0 + 1 + cell / cell_w_,
                        f.farmer ? lower_initial(marks[f.player]) : marks[f.player].initial,
                        static_cast<std::uint8_t>(kPlayer + f.player));
            // Another kind of follower: its mark after the initial (`R+`), inside the tile.
            if (f.kind != kNormalFollower && cell % cell_w_ + 1 < cell_w_)
                canvas_.put(x0 + 2 + cell % cell_w_, y0 + 1 + cell / cell_w_,
                            follower_kind(f.kind).text_mark,
                            static_cast<std::uint8_t>(kPlayer + f.player));
        }
    }

    // The grid with the x coordinates above and below it and the y
    // coordinates on both sides (labels label_width wide), in colour when
    // `marks` is given.
    std::string labelled(int label_width, const std::vector<PlayerMark>* marks) const {
        const std::string x_line = x_labels(label_width + 1);
        std::string out = x_line + "\n";
        for (int y = 0; y < rows() * pitch_y_ + 1; ++y)
            out += row_with_labels(y, label_width, marks) + "\n";
        return out + x_line + "\n";
    }

  private:
    int cols() const { return static_cast<int>(b_.width()); }
    int rows() const { return static_cast<int>(b_.height()); }

    // A tile's drawing, drawn once for each tile, turn and marks seen.
    const TileArt& art_of(const PictureTile& t) {
        auto key = std::make_tuple(t.def, t.rot, t.marks);
        auto it = arts_.find(key);
        if (it == arts_.end())
            it = arts_.emplace(key, tile_art(*t.def, t.rot, t.marks, size_)).first;
        return it->second;
    }
    // The canvas position of a tile's frame's top left corner.
    std::pair<int, int> origin(const PictureTile& t) const {
        return std::make_pair(static_cast<int>(t.at.x - b_.min_x) * pitch_x_,
                              static_cast<int>(b_.max_y - t.at.y) * pitch_y_);
    }

    // Each column's x, centred over it.
    std::string x_labels(int indent) const {
        std::vector<std::pair<int, std::string>> labels;
        for (int c = 0; c < cols(); ++c)
            labels.emplace_back(c * pitch_x_ + 1 + (cell_w_ - 1) / 2,
                                fmt::format("{}", b_.min_x + c));
        return label_line(indent, labels);
    }

    // Row y of the canvas; the middle row of a tile has its y on both sides.
    std::string row_with_labels(int y, int label_width,
                                const std::vector<PlayerMark>* marks) const {
        std::string line;
        bool labelled = y % pitch_y_ == (cell_h_ + 1) / 2;
        std::string label = labelled ? fmt::format("{}", b_.max_y - y / pitch_y_) : "";
        line += fmt::format("{:>{}} ", label, label_width);
        line += canvas_.row(y, marks);
        if (labelled) {
            // The right-hand label after the board's last column.
            const int indent = label_width + 1;
            std::size_t visible = static_cast<std::size_t>(indent + cols() * pitch_x_ + 1);
            std::string plain = canvas_.row(y, nullptr);
            std::size_t shown = indent + plain.size();
            line.append(visible > shown ? visible - shown : 0, ' ');
            line += " " + label;
        }
        return line;
    }

    const Picture& picture_;
    const Bounds b_;
    const ArtSize size_;
    const int cell_w_, cell_h_, pitch_x_, pitch_y_;
    Canvas canvas_;
    std::map<std::tuple<const TileDef*, Rotation, MarkSet>, TileArt> arts_;
};

}  // namespace

std::optional<std::string> text_too_large(const Picture& picture) {
    Bounds b = bounds_of(picture);
    if (b.width() <= kMaxTextTiles && b.height() <= kMaxTextTiles) return std::nullopt;
    return fmt::format(
        "the board spans {} x {} squares, more than text can draw ({} tiles wide or tall); "
        "use --format svg",
        b.width(), b.height(), kMaxTextTiles);
}

std::string draw_text(const Picture& picture, const TextOptions& options) {
    const std::vector<PlayerMark> marks = player_marks(picture.players);
    std::string out = picture.title.empty() ? "" : picture.title + "\n";
    if (picture.tiles.empty()) return out + "(no tile on the board)\n" + legend(picture, marks);
    const Bounds b = bounds_of(picture);
    int label_width = 1;
    for (std::int64_t y = b.min_y; y <= b.max_y; ++y)
        label_width = std::max(label_width, static_cast<int>(fmt::formatted_size("{}", y)));
    // The large cells when the whole line fits, else the small ones.
    const int large_line = 2 * (label_width + 1) + static_cast<int>(b.width()) * 8 + 1;
    Grid grid(picture, b, large_line <= options.columns ? ArtSize::Large : ArtSize::Small);
    grid.tiles();
    grid.highlight();
    grid.followers(marks);
    out += grid.labelled(label_width, options.colour ? &marks : nullptr);
    out += legend(picture, marks);
    return out;
}

}  // namespace carcassonne
