#!/bin/sh
# The rules of the source tree that a reader can check by eye, checked here:
#  - only lib/src/io/ includes yaml-cpp, and only lib/src/io/json_tree.* nlohmann-json;
#  - no base file (the board, the feature graph, base scoring, the game, positions,
#    logs, and their public headers) names an expansion: they reach the
#    expansions through the hook table (lib/src/expansions/expansion.hpp);
#  - the drawing code of report/ reads only a Picture (picture.hpp): it includes
#    no board, graph, game or adjudication header; query/picture_of.cpp is the
#    one place a drawing meets the engine.
# Usage: structure_test.sh SOURCE_DIR
set -eu
cd "$1"
status=0
yaml=$(grep -rlE '#include <yaml-cpp/' lib app | grep -v '^lib/src/io/' || true)
if [ -n "$yaml" ]; then
  echo "yaml-cpp is included outside lib/src/io/:"; echo "$yaml"; status=1
fi
json=$(grep -rlE '#include <nlohmann/' lib app | grep -vE '^lib/src/io/json_tree\.(cpp|hpp)$' || true)
if [ -n "$json" ]; then
  echo "nlohmann-json is included outside lib/src/io/json_tree.*:"; echo "$json"; status=1
fi
base="lib/src/board lib/src/scoring lib/src/query lib/include/carcassonne/graph.hpp lib/include/carcassonne/board.hpp
      lib/include/carcassonne/scoring.hpp lib/include/carcassonne/game.hpp
      lib/include/carcassonne/adjudicate.hpp lib/include/carcassonne/consistency.hpp"
# shellcheck disable=SC2086
named=$(grep -rniE 'signpost|watchtower|surveyor|maze|labyrinth' $base || true)
if [ -n "$named" ]; then
  echo "base files name an expansion:"; echo "$named"; status=1
fi
drawing="lib/src/report/draw_text.cpp lib/src/report/draw_svg.cpp lib/src/report/draw_tile.cpp
         lib/src/report/svg_tile.cpp lib/src/report/svg_tile.hpp lib/src/report/player_marks.cpp
         lib/src/report/player_marks.hpp lib/src/report/legend.cpp lib/src/report/legend.hpp
         lib/include/carcassonne/picture.hpp
         lib/include/carcassonne/draw.hpp"
# shellcheck disable=SC2086
engine=$(grep -nE '#include "(carcassonne/(board|graph|game|adjudicate|scoring|picture_of)\.hpp|board/|scoring/|expansions/)' $drawing || true)
if [ -n "$engine" ]; then
  echo "drawing code reads the engine (it must read only a Picture):"; echo "$engine"; status=1
fi
[ $status -eq 0 ] && echo "4 passed, 0 failed"
exit $status
