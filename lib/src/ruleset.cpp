#include "carcassonne/ruleset.hpp"

namespace carcassonne {

std::string_view name(Expansion e) {
    switch (e) {
        case Expansion::Signposts:
            return "signposts";
        case Expansion::Watchtowers:
            return "watchtowers";
        case Expansion::Surveyors:
            return "surveyors";
        case Expansion::Maze:
            return "maze";
    }
    return "?";
}

std::optional<Expansion> parse_expansion(std::string_view s) {
    for (Expansion e :
         {Expansion::Signposts, Expansion::Watchtowers, Expansion::Surveyors, Expansion::Maze})
        if (name(e) == s) return e;
    return std::nullopt;
}

std::optional<Expansion> Ruleset::missing_for(const TileDef& def) const {
    if (!def.signposts.empty() && !has(Expansion::Signposts)) return Expansion::Signposts;
    if (def.watchtower != WatchtowerKind::None && !has(Expansion::Watchtowers))
        return Expansion::Watchtowers;
    if (def.maze && !has(Expansion::Maze)) return Expansion::Maze;
    return std::nullopt;
}

}  // namespace carcassonne
