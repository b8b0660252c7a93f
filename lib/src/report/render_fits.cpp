// `fits` as text and as the JSON object "carcassonne-fits/1".
#include <fmt/format.h>

#include "carcassonne/model/wording.hpp"
#include "carcassonne/query/fits.hpp"
#include "carcassonne/report/render.hpp"
#include "report/json_text.hpp"

namespace carcassonne {
namespace {

std::string degrees(Rotation r) {
    return std::to_string(90 * r);
}

// "rot 180 is rot 0, rot 270 is rot 90", or "" for a tile with no symmetry.
std::string symmetry(const FitsAnswer& a) {
    std::vector<std::string> parts;
    for (const auto& c : a.same_rotations) {
        if (c.size() < 2) continue;
        std::vector<std::string> rest;
        for (std::size_t i = 1; i < c.size(); ++i) rest.push_back(degrees(c[i]));
        parts.push_back(fmt::format("rot {} {} rot {}", and_list(rest), c.size() > 2 ? "are" : "is",
                                    degrees(c[0])));
    }
    std::string out;
    for (const auto& p : parts) out += (out.empty() ? "" : ", ") + p;
    return out;
}

std::string where(const FitsAnswer& a) {
    if (a.kind == DocumentKind::Position) return "on this position";
    if (a.moves_played == 0) return "after the start tile";
    return fmt::format("after move {}", a.moves_played);
}

// Followers of every kind the mover has left.
int total_supply(const FitsAnswer& a) {
    int total = a.supply.value_or(0);
    for (const auto& kind : a.kind_supplies) total += kind.second.value_or(0);
    return total;
}

std::string who(const FitsAnswer& a) {
    if (!a.mover) return "a position has no player to move, so no follower supply is weighed";
    if (total_supply(a) <= 0)
        return fmt::format("{} to play, with no follower left in supply: no follower may be placed",
                           *a.mover);
    std::vector<std::string> figures{
        fmt::format("{} {}", *a.supply, *a.supply == 1 ? "follower" : "followers")};
    for (const auto& [kind, left] : a.kind_supplies) {
        int n = left.value_or(0);
        figures.push_back(fmt::format("{} {}", n, figure_noun(kind, n != 1)));
    }
    std::string supply = and_list(figures);
    std::string bonus = a.bonus.empty() ? "" : fmt::format(", a bonus move ({})", a.bonus);
    return fmt::format("{} to play{}, {} in supply", *a.mover, bonus, supply);
}

// "[0, -1], [2, 3]"
std::string squares(const std::vector<Pos>& at) {
    std::string out;
    for (Pos p : at) out += (out.empty() ? "" : ", ") + to_string(p);
    return out;
}

// "; return NAME: [0, -1]": the figures the move could take back instead.
std::string returns_text(const Fit& f) {
    std::string out;
    for (const FigureReturn& r : f.returns)
        if (!r.from.empty())
            out += fmt::format("; return {}: {}", follower_kind(r.kind).name, squares(r.from));
    return out;
}

// ", \"NAME_return\": [[0, -1]]" for each kind a move could take back.
std::string returns_json(const std::vector<FigureReturn>& returns) {
    std::string out;
    for (const FigureReturn& r : returns)
        out += fmt::format(", \"{}_return\": [{}]", follower_kind(r.kind).name, squares(r.from));
    return out;
}

// ": city N, road E; builder: road W" where a follower may stand, or "" when
// the mover has none left; then what the move could take back instead.
std::string places_text(const FitsAnswer& a, const Fit& f) {
    std::string back = returns_text(f);
    if (a.supply && total_supply(a) <= 0) return back.empty() ? "" : ":" + back.substr(1);
    std::string list;
    for (const FeatureRef& r : f.followers) list += (list.empty() ? "" : ", ") + describe(r);
    std::string out = ": " + (list.empty() ? std::string("no free feature for a follower") : list);
    // Figures that stand elsewhere than followers: "; builder: road W".
    for (const auto& [kind, places] : f.figures) {
        std::string where;
        for (const FeatureRef& r : places) where += (where.empty() ? "" : ", ") + describe(r);
        out += fmt::format("; {}: {}", follower_kind(kind).name, where);
    }
    return out + back;
}

// One placement as JSON: its rotation (and square, unless `square` is false)
// and where a follower and each other figure may stand.
std::string placement_json(const Fit& f, bool square) {
    std::string list;
    for (const FeatureRef& r : f.followers)
        list += (list.empty() ? "" : ", ") + json_quote(describe(r));
    // Other figures' places only where some may stand: older outputs stay.
    std::string figures;
    for (const auto& [kind, places] : f.figures) {
        std::string where;
        for (const FeatureRef& r : places)
            where += (where.empty() ? "" : ", ") + json_quote(describe(r));
        figures += fmt::format("{}{}: [{}]", figures.empty() ? "" : ", ",
                               json_quote(follower_kind(kind).name), where);
    }
    if (!figures.empty()) figures = fmt::format(", \"figures\": {{{}}}", figures);
    std::string at = square ? fmt::format("\"at\": {}, ", to_string(f.at)) : "";
    return fmt::format("{{{}\"rot\": {}, \"followers\": [{}]{}{}}}", at, degrees(f.rot), list,
                       figures, returns_json(f.returns));
}

// The board's keys: whose move it is and what the mover has left.
std::string supplies_json(const FitsAnswer& a) {
    std::string out = fmt::format("  \"player\": {},\n  \"supply\": {},\n",
                                  a.mover ? json_quote(*a.mover) : "null",
                                  a.supply ? std::to_string(*a.supply) : "null");
    for (const auto& [kind, left] : a.kind_supplies)
        out += fmt::format("  \"{}_supply\": {},\n", follower_kind(kind).name,
                           left ? std::to_string(*left) : "null");
    // The squares of the mover's figures a move could take back (the board as
    // it stands; each placement says whether it still may).
    for (const FigureReturn& r : a.returns)
        out += fmt::format("  \"{}_return\": [{}],\n", follower_kind(r.kind).name, squares(r.from));
    if (!a.bonus.empty()) out += fmt::format("  \"bonus\": {},\n", json_quote(a.bonus));
    return out;
}

}  // namespace

std::string render_fits_text(const FitsAnswer& a) {
    std::string out;
    if (!a.violations.empty()) {
        for (const Violation& v : a.violations)
            out += fmt::format("{}: {}{}: {}\n", a.file, violation_place(v), v.rule, v.message);
        out += fmt::format("{}: the board breaks a rule, so `fits` cannot place {} on it\n", a.file,
                           a.tile);
        return out;
    }
    std::size_t n = a.placements.size();
    if (a.not_now)
        out += fmt::format("{} may not be played {} ({}): {}: {}.\n", a.tile, where(a), who(a),
                           a.not_now->rule, a.not_now->message);
    else if (n == 0)
        out += fmt::format("{} fits nowhere {} ({}): it may be discarded.\n", a.tile, where(a),
                           who(a));
    else
        out += fmt::format("{} fits in {} {} {} ({}).\n", a.tile, n, n == 1 ? "place" : "places",
                           where(a), who(a));
    std::string same = symmetry(a);
    if (!same.empty() && n > 0)
        out += fmt::format("{} is symmetric ({}): each placement is listed once.\n", a.tile, same);
    for (const Fit& f : a.placements)
        out += fmt::format("  {} rot {}{}\n", to_string(f.at), degrees(f.rot), places_text(a, f));
    return out;
}

std::string render_fits_json(const FitsAnswer& a) {
    std::string out = fmt::format("{{\n  \"format\": \"carcassonne-fits/1\",\n  \"tile\": {},\n",
                                  json_quote(a.tile));
    out += supplies_json(a);
    out += "  \"same_rotations\": [";
    for (std::size_t i = 0; i < a.same_rotations.size(); ++i) {
        out += i ? ", [" : "[";
        for (std::size_t k = 0; k < a.same_rotations[i].size(); ++k)
            out += (k ? ", " : "") + degrees(a.same_rotations[i][k]);
        out += "]";
    }
    out += "],\n  \"placements\": [";
    for (std::size_t i = 0; i < a.placements.size(); ++i)
        out += fmt::format("{}\n    {}", i ? "," : "", placement_json(a.placements[i], true));
    out += a.placements.empty() ? "],\n" : "\n  ],\n";
    if (a.not_now)  // only then: every other answer keeps its keys
        out += fmt::format("  \"not_now\": {{\"rule\": {}, \"message\": {}}},\n",
                           json_quote(a.not_now->rule), json_quote(a.not_now->message));
    return out + json_violations_and_end(a.violations);
}

namespace {

// The marks of the copies a square was asked for (--marks), each between
// `before` and `after`, `between` them; nothing when it was asked for every tile.
std::string copy_marks(const SquareFitsAnswer& s, std::string_view before,
                       std::string_view between = " ", std::string_view after = "") {
    if (!s.marks) return {};
    std::string out;
    for (const MarkDef* m : marks_in(MarkOn::Tile, *s.marks))
        out += fmt::format("{}{}", out.empty() ? before : between, m->key);
    return out + std::string(after);
}

}  // namespace

std::string render_square_fits_text(const SquareFitsAnswer& s) {
    const FitsAnswer& board = s.board;
    std::string out;
    if (!board.violations.empty()) {
        for (const Violation& v : board.violations)
            out += fmt::format("{}: {}{}: {}\n", board.file, violation_place(v), v.rule, v.message);
        return out +
               fmt::format("{}: the board breaks a rule, so `fits` cannot place a tile on it\n",
                           board.file);
    }
    std::size_t ways = 0;
    for (const auto& tile : s.tiles) ways += tile.first.placements.size();
    if (s.tiles.empty())
        out += fmt::format("No tile fits {} {} ({}).\n", to_string(s.at), where(board), who(board));
    else
        out += fmt::format("{} {} {} {} ({}): {} {}.\n", s.tiles.size(),
                           s.tiles.size() == 1 ? "tile fits" : "tiles fit", to_string(s.at),
                           where(board), who(board), ways, ways == 1 ? "way" : "ways");
    for (const auto& [tile, left] : s.tiles) {
        std::string count = left ? fmt::format(" ({} left)", *left) : " (custom tile)";
        for (const Fit& f : tile.placements)
            out += fmt::format("  {}{}{} rot {}{}\n", tile.tile, copy_marks(s, " "), count,
                               degrees(f.rot), places_text(tile, f));
    }
    return out;
}

std::string render_square_fits_json(const SquareFitsAnswer& s) {
    std::string out = fmt::format(
        "{{\n  \"format\": \"carcassonne-fits-square/1\",\n  \"at\": {},\n", to_string(s.at));
    if (s.marks) out += fmt::format("  \"marks\": [{}],\n", copy_marks(s, "\"", "\", \"", "\""));
    out += supplies_json(s.board);
    out += "  \"tiles\": [";
    for (std::size_t i = 0; i < s.tiles.size(); ++i) {
        const auto& [tile, left] = s.tiles[i];
        std::string places;
        for (std::size_t k = 0; k < tile.placements.size(); ++k)
            places += (k ? ", " : "") + placement_json(tile.placements[k], false);
        out += fmt::format("{}\n    {{\"tile\": {}, \"left\": {}, \"placements\": [{}]}}",
                           i ? "," : "", json_quote(tile.tile),
                           left ? std::to_string(*left) : "null", places);
    }
    out += s.tiles.empty() ? "],\n" : "\n  ],\n";
    return out + json_violations_and_end(s.board.violations);
}

}  // namespace carcassonne
