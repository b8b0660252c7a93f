// How the drawings show a mark: the interface the tile drawings call (draw_tile.cpp
// for text, svg_tile.cpp for SVG) and each expansion fills (ExpansionDef::draw),
// one glyph per mark. The base game's illustrations (farmhouse, ...) are drawn
// as badges by the drawings themselves.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "carcassonne/model/expansion.hpp"

namespace carcassonne {

enum class GlyphPlace : std::uint8_t {
    Hub,      // a segment mark: the middle of its road, where its arms meet
    City,     // a city segment mark: inside its city (text: a cell of it; SVG: apart from its arms)
    Middle,   // a tile mark: an object standing in the middle of the tile
    RoadEdge  // a road edge mark: beside the road, on its edge
};

struct Glyph {
    std::string_view mark;  // its MarkDef::key
    GlyphPlace place = GlyphPlace::Middle;

    // The text drawing: its character; a Middle glyph's `beside` stands next
    // to it in the large drawing. A RoadEdge glyph's character depends on the
    // board edge it stands on.
    char text = '?';
    char beside = 0;
    char (*edge_text)(Edge board_edge) = nullptr;

    // SVG, in a tile's 100 x 100 frame: a Hub or Middle glyph standing at
    // (x, y); a RoadEdge glyph on the board edge it stands on. Its classes are
    // in DrawHooks::css.
    std::string (*svg)(double x, double y) = nullptr;
    std::string (*edge_svg)(Edge board_edge) = nullptr;
    // A Middle glyph stands at `centre` when the middle of the tile is free, else at `aside`.
    double centre_x = 50, centre_y = 50;
    double aside_x = 73, aside_y = 27;

    // `carcassonne tiles ID`: what it is, in words; a RoadEdge glyph's words
    // take the edge's name where they say {} ("... on {} points left").
    std::string_view words;
};

// A figure kind drawn with a silhouette of its own instead of the follower's
// (a robe, say), so that a player tells it apart on the board. Paths in
// the follower's frame (24 x 24 around its spot, feet at y = 12): `outline`
// filled with the owner's colour and stroked as any figure, `mark` drawn over
// it in white.
struct FigureDrawing {
    std::string_view kind;  // FollowerKindDef::name
    std::string_view outline;
    std::string_view mark;
};

struct DrawHooks {
    std::vector<Glyph> glyphs;
    std::vector<FigureDrawing> figures;
    std::string_view legend;  // its entry in the text drawings' legend
    std::string_view css;     // the SVG classes its glyphs use
};

// The glyph of a mark, from the registered expansions, or null.
const Glyph* glyph_of(const MarkDef& mark);
// Every registered glyph of the marks of `set` that stand on `on`, in table order.
std::vector<const Glyph*> glyphs_in(MarkOn on, MarkSet set);
// The silhouette of a figure kind, from the registered expansions, or null (the follower's).
const FigureDrawing* figure_drawing_of(std::string_view kind);
// The legend entries and SVG classes of every registered expansion, in registry order.
std::vector<std::string_view> glyph_legends();
std::string glyph_css();

}  // namespace carcassonne
