#!/bin/sh
# The web measures, run by hand after tools/web-build.sh (never by the tests):
# the engine's .wasm size with gzip -9, and in Chromium at a phone's size the
# load time and the time to score a 72-tile game. `sh tools/web-bench.sh 9`
# takes the median of 9 page loads instead of 5.
set -eu
cd "$(dirname "$0")/../web"
exec node bench/bench.mjs "${1:-5}"
