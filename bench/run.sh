#!/bin/sh
# The benchmark of issue 3, run by hand: generates logs of 10,000, 100,000 and
# 1,000,000 legal moves (a long road, a dense spiral), then for each prints
# replay alone and parse alone (bench_replay), the whole `carcassonne score`
# (time and peak memory) and the floor: yaml-cpp's event parser over the same
# file (../shared/bench/yaml-events-baseline.cpp), time and peak memory.
# Usage: sh bench/run.sh [SIZES...]   (from the repository root, after a Release build)
set -eu
cd "$(dirname "$0")/.."
sizes=${*:-"10000 100000 1000000"}
work=${TMPDIR:-/tmp}/carcassonne-bench
mkdir -p "$work"
floor_src=../shared/bench/yaml-events-baseline.cpp
[ -f "$floor_src" ] || { echo "missing $floor_src"; exit 2; }
g++ -O2 -std=c++17 "$floor_src" -lyaml-cpp -o "$work/floor"
cmake --build build --target carcassonne bench_replay -j2 >/dev/null
for shape in road spiral; do
  for n in $sizes; do
    log="$work/$shape-$n.yaml"
    [ -f "$log" ] || python3 bench/gen_logs.py "$shape" "$n" > "$log"
    echo "== $shape, $n moves ($(wc -c < "$log") bytes)"
    build/bench/bench_replay "$log"
    /usr/bin/time -f "  score: %e s, %M KB peak" build/app/carcassonne score "$log" >/dev/null
    /usr/bin/time -f "  floor: %e s, %M KB peak" "$work/floor" "$log" >/dev/null
  done
done
