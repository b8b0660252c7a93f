#!/bin/sh
# The two rules of the source tree that a reader can check by eye, checked here:
#  - only lib/src/io/ includes yaml-cpp;
#  - no base file (the board, the feature graph, base scoring, the game, positions,
#    logs, and their public headers) names an expansion: they reach the
#    expansions through the hook table (lib/src/expansions/expansion.hpp).
# Usage: structure_test.sh SOURCE_DIR
set -eu
cd "$1"
status=0
yaml=$(grep -rlE '#include <yaml-cpp/' lib app | grep -v '^lib/src/io/' || true)
if [ -n "$yaml" ]; then
  echo "yaml-cpp is included outside lib/src/io/:"; echo "$yaml"; status=1
fi
base="lib/src/board lib/src/scoring lib/include/carcassonne/graph.hpp lib/include/carcassonne/board.hpp
      lib/include/carcassonne/scoring.hpp lib/include/carcassonne/game.hpp
      lib/include/carcassonne/adjudicate.hpp lib/include/carcassonne/consistency.hpp"
# shellcheck disable=SC2086
named=$(grep -rniE 'signpost|watchtower|surveyor|maze|labyrinth' $base || true)
if [ -n "$named" ]; then
  echo "base files name an expansion:"; echo "$named"; status=1
fi
[ $status -eq 0 ] && echo "2 passed, 0 failed"
exit $status
