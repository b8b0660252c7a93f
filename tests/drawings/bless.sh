#!/bin/sh
# Rewrites the golden drawings from the program's output, for a reviewed change.
# Look at every changed .txt and at the changed .svg rendered to PNG
# (rsvg-convert NAME.svg -o /tmp/NAME.png) before committing them.
# Usage (from the repository root): sh tests/drawings/bless.sh [build/app/carcassonne]
set -eu
binary=${1:-build/app/carcassonne}
for args in tests/drawings/*.args; do
  case $(cat "$args") in *"--format svg"*) golden=${args%.args}.svg ;; *) golden=${args%.args}.txt ;; esac
  eval "set -- $(cat "$args")"
  "$binary" draw "$@" > "$golden" 2>/dev/null || true
  echo "wrote $golden"
done
