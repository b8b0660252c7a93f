#!/bin/sh
# shellcheck disable=SC2046,SC2086 # the measured figures are split into words on purpose
# The speed benchmark of issues 3 and 15, run by hand (never by the tests).
# It prints three ratios against the floor, yaml-cpp's event parser alone over
# the same files (bench/yaml_event_floor.cpp), timed in the same run:
#  (a) 1,000 legal full games of the base game (bench/gen_games.cpp) in one
#      `carcassonne score --summary` call, against the floor over those files;
#  (b) a 100,000-move log (bench/gen_logs.py road: a straight road of U tiles
#      with a thief and two farmers on it, so that the road and both fields
#      grow with every move), against the floor;
#  (c) the same log with 1,000,000 moves: its time against (b)'s (10 means
#      linear) and its peak memory;
# and the start-up of one small game against /bin/true.
# Each figure is the best of RUNS runs (default 3), the commands interleaved;
# wall-clock time first, then CPU time (user + system), which a loaded
# machine disturbs less. Usage, from anywhere (it configures build/ as a
# Release build if there is none):
#   sh bench/run.sh [RUNS]
set -eu
cd "$(dirname "$0")/.."
runs=${1:-3}
work=${TMPDIR:-/tmp}/carcassonne-bench
mkdir -p "$work/games"
[ -f build/CMakeCache.txt ] || cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build --target carcassonne yaml_event_floor gen_games -j2 >/dev/null
bin=build/app/carcassonne
floor=build/bench/yaml_event_floor

# The inputs, made once (deterministic: the same files on every machine).
[ -f "$work/games/game-1000.yaml" ] || build/bench/gen_games "$work/games" 1000 15
for n in 100000 1000000; do
  [ -f "$work/road-$n.yaml" ] || python3 bench/gen_logs.py road "$n" > "$work/road-$n.yaml"
done
games=$(ls "$work"/games/game-*.yaml)

measure() { python3 bench/measure.py "$runs" "$@"; }
# ratio A B: A / B to two decimals.
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }

echo "machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); best of $runs runs"
set -- $(measure floor -- $floor $games --- score -- $bin score --summary $games)
a_floor_wall=$2 a_floor_cpu=$3 a_wall=$6 a_cpu=$7
# 1,000 games in T seconds: T ms a game.
echo "(a) 1,000 games: score --summary $a_wall s wall ($a_wall ms a game), $a_cpu s CPU;" \
     "floor $a_floor_wall s, $a_floor_cpu s;" \
     "ratio $(ratio "$a_wall" "$a_floor_wall") wall, $(ratio "$a_cpu" "$a_floor_cpu") CPU (bound 1.5)"
set -- $(measure floor -- $floor "$work/road-100000.yaml" --- score -- $bin score "$work/road-100000.yaml")
b_floor_wall=$2 b_floor_cpu=$3 b_wall=$6 b_cpu=$7 b_peak=$8
echo "(b) 100,000 moves: score $b_wall s wall, $b_cpu s CPU, $((b_peak / 1024)) MB;" \
     "floor $b_floor_wall s, $b_floor_cpu s;" \
     "ratio $(ratio "$b_wall" "$b_floor_wall") wall, $(ratio "$b_cpu" "$b_floor_cpu") CPU (bound 1.2)"
set -- $(measure score -- $bin score "$work/road-1000000.yaml")
c_wall=$2 c_cpu=$3 c_peak=$4
echo "(c) 1,000,000 moves: score $c_wall s wall, $c_cpu s CPU, $((c_peak / 1024)) MB peak (bound 512 MiB);" \
     "$(ratio "$c_wall" "$b_wall") x the time of 100,000 wall, $(ratio "$c_cpu" "$b_cpu") x CPU (10 is linear)"
# Start-up: one small game, where starting the process costs more than the
# work, against a process that does nothing at all.
small=scenarios/base/quickstart.yaml
set -- $(measure true -- /bin/true --- score -- $bin score "$small")
echo "start-up: score of one small game $(awk -v s="$6" 'BEGIN { printf "%.1f", s * 1000 }') ms wall;" \
     "/bin/true $(awk -v s="$2" 'BEGIN { printf "%.1f", s * 1000 }') ms (best of $runs)"
