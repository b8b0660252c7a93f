#include "report/legend.hpp"

#include <fmt/format.h>

namespace carcassonne {

std::vector<std::string> score_lines(const Picture& picture) {
    std::vector<std::string> out;
    for (std::size_t p = 0; p < picture.players.size(); ++p) {
        const std::string& name = picture.players[p];
        if (p >= picture.totals.size())
            out.push_back(name);
        else if (p < picture.track.size())
            out.push_back(fmt::format("{}: {} on the track, {} if the game ended now", name,
                                      picture.track[p], picture.totals[p]));
        else
            out.push_back(fmt::format("{}: {}", name, picture.totals[p]));
    }
    return out;
}

std::vector<std::string> auto_rotation_lines(const Picture& picture) {
    constexpr std::size_t kWidth = 80;  // a line holds about four tiles
    std::vector<std::string> out;
    std::string line;
    for (const PictureTile& t : picture.tiles) {
        if (!t.rot_auto) continue;
        std::string item =
            fmt::format("{} at {} rot {}", t.def ? t.def->id : "?", to_string(t.at), 90 * t.rot);
        if (!line.empty() && line.size() + 2 + item.size() > kWidth) {
            out.push_back(line + ",");
            line.clear();
        }
        line += (line.empty() ? (out.empty() ? "rot: auto chose " : "  ") : ", ") + item;
    }
    if (!line.empty()) out.push_back(line);
    return out;
}

}  // namespace carcassonne
