// The shapes of a tile's features in the SVG tile's 100 x 100 box, and where
// things stand on them. Every shape is drawn once, for a feature on the north
// edge (or the N-E corner, the E-W band, a city missing its south edge), and
// turned to where the tile has it: a quarter turn maps (x, y) to (100 - y, x).
#pragma once

#include <fmt/format.h>

#include <array>
#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

#include "carcassonne/model/tile.hpp"
#include "report/glyphs.hpp"
#include "report/svg_tile.hpp"

namespace carcassonne::svg {

using Point = std::pair<double, double>;

inline Point turn(Point p, int quarter_turns) {
    for (int i = 0; i < (quarter_turns & 3); ++i) p = {kTile - p.second, p.first};
    return p;
}

// Path data with every point turned by the same quarter turns.
class Path {
  public:
    explicit Path(int quarter_turns = 0) : turns_(quarter_turns) {}
    Path& M(double x, double y) { return op('M', {{x, y}}); }
    Path& L(double x, double y) { return op('L', {{x, y}}); }
    Path& Q(double cx, double cy, double x, double y) { return op('Q', {{cx, cy}, {x, y}}); }
    Path& C(double ax, double ay, double bx, double by, double x, double y) {
        return op('C', {{ax, ay}, {bx, by}, {x, y}});
    }
    Path& Z() {
        d_ += "Z";
        return *this;
    }
    const std::string& d() const { return d_; }

  private:
    Path& op(char c, std::initializer_list<Point> points) {
        d_ += c;
        bool first = true;
        for (Point p : points) {
            Point q = turn(p, turns_);
            d_ += fmt::format("{}{} {}", first ? "" : " ", num(q.first), num(q.second));
            first = false;
        }
        return *this;
    }
    int turns_;
    std::string d_;
};

// The corner k (between edges k and k+1) of a road or city on exactly two adjacent edges, or -1.
int corner_of(unsigned bits);

// A city's shape: the canonical outline and the quarter turns that put it in place.
enum class CityShape { Cap, Corner, Band, Three, Whole };
struct CityForm {
    CityShape shape;
    int turns;
};
CityForm city_form(unsigned edges);
Path city_path(CityForm f);

// Where things stand in a city, before turning: its coat of arms, its
// knight, and its mark (GlyphPlace::City), apart from the other two.
struct CitySpots {
    Point arms, knight, mark;
};
CitySpots city_spots(CityShape s);

// A road's centre line: a curve cuts its corner, two opposite edges run
// straight across, any other road runs from each of its edges to the centre.
std::string road_d(unsigned edges);
// Where a follower stands on a road.
Point road_point(unsigned edges);

// Board half -> field segment. A half on a city edge goes to the nearest field
// outward along the border, so the fields (under the cities) fill the tile.
std::array<int, 8> field_of_half(const TileDef& def, Rotation rot);
// The field's fans: from the centre, along the border over each run of its halves.
std::string field_d(const std::array<int, 8>& owner, int segment);

// What stands in the middle of a tile: a segment mark's hub glyph; else the
// monastery, then the tile marks' objects, which move aside when
// a road runs through or a city covers it.
struct Middle {
    bool road_ends = false;    // a road ends at the centre
    bool taken = false;        // a road runs through the centre or a city covers it
    std::vector<Point> areas;  // one per area segment: the monastery's place first
    std::vector<std::pair<const Glyph*, Point>> objects;  // Middle glyphs and where they stand
    const Glyph* hub = nullptr;                           // a Hub glyph, at the centre
    bool junction = false;  // roads end at the centre and nothing else is there
};
Middle middle_of(const TileDef& def, Rotation rot);

}  // namespace carcassonne::svg
