#!/bin/sh
# Builds the fuzz targets with clang and runs them for SECONDS in all (default
# 60), a third each and the three at once:
#  - fuzz_document: YAML documents, --tiles files, --then moves, drawings;
#  - fuzz_import: JCloisterZone saves and Board Game Arena logs;
#  - fuzz_cli: the whole command line in process, from a command line and its files.
# Each starts from its committed corpus (tests/fuzz/corpus/TARGET, minimised by
# seed.sh) and keeps what it finds in BUILD/corpus-TARGET; fuzz_document and
# fuzz_import also read the scenario folders. A finding leaves
# crash-*/leak-*/timeout-*/oom-* in BUILD/ and fails the run.
# BUILD is build-fuzz/, configured here, or FUZZ_BUILD: a build configured with
# the fuzz targets (tools/test.sh passes its sanitizer build, build-san/).
# Usage: sh tests/fuzz/run.sh [SECONDS]     (an hour: sh tests/fuzz/run.sh 3600)
#        sh tests/fuzz/run.sh --build-only  (builds the targets; seed.sh uses it)
set -eu
cd "$(dirname "$0")/../.."
seconds=${1:-60}
build=${FUZZ_BUILD:-build-fuzz}
if [ -z "${FUZZ_BUILD:-}" ]; then
  # fuzzer-no-link: the engine and the command line are instrumented for
  # coverage too, so the fuzzers see which paths an input reaches.
  flags="-fsanitize=address,undefined,fuzzer-no-link -fno-sanitize-recover=all"
  launcher=""
  if command -v ccache >/dev/null 2>&1; then launcher="-DCMAKE_CXX_COMPILER_LAUNCHER=ccache"; fi
  # shellcheck disable=SC2086 # $launcher is empty or one word
  cmake -S . -B build-fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ \
    -DCARCASSONNE_FUZZ=ON -DCARCASSONNE_TESTS=OFF -DCARCASSONNE_BENCH=OFF \
    -DCMAKE_CXX_FLAGS="$flags" $launcher >/dev/null
fi
cmake --build "$build" --target fuzz_document fuzz_import fuzz_cli -j2
[ "$seconds" = --build-only ] && exit 0
third=$(( (seconds + 2) / 3 ))
mkdir -p "$build/corpus-document" "$build/corpus-import" "$build/corpus-cli"
src=$(pwd)
cd "$build"

# start NAME ARGS...: one fuzzer for $third seconds, its output in NAME.log.
start() {
  name=$1
  shift
  "./tests/fuzz/$name" -max_total_time="$third" -max_len=8192 -timeout=10 -rss_limit_mb=2048 \
    -print_final_stats=1 "$@" > "$name.log" 2>&1
}

# report NAME STATUS: its summary; on a finding, where the input is.
report() {
  tail -n 8 "$1.log"
  if [ "$2" -ne 0 ]; then
    echo "fuzzing $1 found a problem (exit $2); the input is in $build/:"
    grep -E "ERROR|SUMMARY|Test unit written" "$1.log" | head -20
  fi
}

seeds=$(for d in "$src"/scenarios/*/; do printf '%s ' "${d%/}"; done)
# shellcheck disable=SC2086
start fuzz_document corpus-document "$src/tests/fuzz/corpus/document" $seeds &
document=$!
start fuzz_import -dict="$src/tests/fuzz/import.dict" corpus-import \
  "$src/tests/fuzz/corpus/import" "$src/scenarios/import" &
import=$!
# The program's own messages (standard error) are not the fuzzer's: -close_fd_mask=2.
start fuzz_cli -dict="$src/tests/fuzz/cli.dict" -close_fd_mask=2 corpus-cli \
  "$src/tests/fuzz/corpus/cli" &
cli=$!
failed=0
for target in document import cli; do
  eval "pid=\$$target"
  status=0
  wait "$pid" || status=$?
  report "fuzz_$target" $status
  [ $status -eq 0 ] || failed=$((failed + 1))
done
[ $failed -eq 0 ] || exit 1
echo "fuzz: 3 passed, 0 failed"
