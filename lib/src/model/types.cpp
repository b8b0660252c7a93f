#include "carcassonne/model/types.hpp"

#include "carcassonne/model/area_kind.hpp"
#include "carcassonne/model/expansion.hpp"

namespace carcassonne {
namespace {
constexpr std::string_view kEdgeNames[4] = {"N", "E", "S", "W"};
constexpr std::string_view kHalfNames[8] = {"Nw", "Ne", "En", "Es", "Se", "Sw", "Ws", "Wn"};
}  // namespace

std::string_view name(Edge e) {
    return kEdgeNames[index(e)];
}
std::string_view name(Half h) {
    return kHalfNames[index(h)];
}

std::optional<Edge> parse_edge(std::string_view s) {
    for (int i = 0; i < 4; ++i)
        if (kEdgeNames[i] == s) return edge_at(i);
    return std::nullopt;
}

std::optional<Half> parse_half(std::string_view s) {
    for (int i = 0; i < 8; ++i)
        if (kHalfNames[i] == s) return half_at(i);
    return std::nullopt;
}

std::string to_string(Pos p) {
    return "[" + std::to_string(p.x) + ", " + std::to_string(p.y) + "]";
}

int surrounding(Pos p, std::array<Pos, 8>& out) {
    int n = 0;
    for (std::int64_t dy = 1; dy >= -1; --dy)
        for (std::int64_t dx = -1; dx <= 1; ++dx) {
            if (dx == 0 && dy == 0) continue;
            std::int64_t x = p.x + dx, y = p.y + dy;
            if (x < INT32_MIN || x > INT32_MAX || y < INT32_MIN || y > INT32_MAX) continue;
            out[n++] = Pos{static_cast<std::int32_t>(x), static_cast<std::int32_t>(y)};
        }
    return n;
}

std::string_view name(SegmentKind k) {
    switch (k) {
        case SegmentKind::City:
            return "city";
        case SegmentKind::Road:
            return "road";
        case SegmentKind::Field:
            return "field";
        default:
            return area_kind(k).name;
    }
}

std::string_view name(EdgeKind k) {
    switch (k) {
        case EdgeKind::Field:
            return "field";
        case EdgeKind::Road:
            return "road";
        case EdgeKind::City:
            return "city";
        case EdgeKind::Line:
            return line_owner() ? line_owner()->line->key : "line";
    }
    return "?";
}

}  // namespace carcassonne
