#!/bin/sh
# Builds the fuzz targets with clang and runs them for SECONDS in all (default
# 60), half each and the two at once: fuzz_document (YAML documents, --tiles
# files, drawings) on the committed seeds, tests/data and every folder of the
# scenario corpus, and fuzz_import (JCZ saves and BGA logs) on its seeds plus
# scenarios/import. New inputs go to BUILD/corpus and BUILD/corpus-import; a
# finding leaves crash-*/leak-*/timeout-* in BUILD/ and fails the run.
# BUILD is build-fuzz/, configured here, or FUZZ_BUILD: a build configured with
# the fuzz targets (tools/test.sh passes its sanitizer build, build-san/).
# Usage: sh tests/fuzz/run.sh [SECONDS]     (an hour: sh tests/fuzz/run.sh 3600)
set -eu
cd "$(dirname "$0")/../.."
seconds=${1:-60}
half=$(( (seconds + 1) / 2 ))
build=${FUZZ_BUILD:-build-fuzz}
if [ -z "${FUZZ_BUILD:-}" ]; then
  # fuzzer-no-link: the engine is instrumented for coverage too, so the fuzzers see
  # which paths of the readers an input reaches.
  flags="-fsanitize=address,undefined,fuzzer-no-link -fno-sanitize-recover=all"
  launcher=""
  if command -v ccache >/dev/null 2>&1; then launcher="-DCMAKE_CXX_COMPILER_LAUNCHER=ccache"; fi
  # shellcheck disable=SC2086 # $launcher is empty or one word
  cmake -S . -B build-fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ \
    -DCARCASSONNE_FUZZ=ON -DCARCASSONNE_TESTS=OFF -DCARCASSONNE_BENCH=OFF \
    -DCMAKE_CXX_FLAGS="$flags" $launcher >/dev/null
fi
cmake --build "$build" --target fuzz_document fuzz_import -j2
mkdir -p "$build/corpus" "$build/corpus-import"
src=$(pwd)
cd "$build"

# start NAME LOG ARGS...: one fuzzer, its output in LOG.
start() {
  name=$1
  log=$2
  shift 2
  "./tests/fuzz/$name" -max_total_time="$half" -max_len=8192 -timeout=10 -rss_limit_mb=2048 \
    -print_final_stats=1 "$@" > "$log" 2>&1
}

# report NAME LOG STATUS: its summary; on a finding, where the input is.
report() {
  tail -n 8 "$2"
  if [ "$3" -ne 0 ]; then
    echo "fuzzing $1 found a problem (exit $3); the input is in $build/:"
    grep -E "ERROR|SUMMARY|Test unit written" "$2" | head -20
  fi
}

# Seeds: every scenario folder (tilesets/ for the --tiles reader, import/ for
# its logs) and tests/data.
seeds=$(for d in "$src"/scenarios/*/; do printf '%s ' "${d%/}"; done)
# shellcheck disable=SC2086
start fuzz_document fuzz.log corpus "$src/tests/fuzz/seeds" "$src/tests/data" $seeds &
document=$!
start fuzz_import fuzz-import.log -dict="$src/tests/fuzz/import.dict" corpus-import \
  "$src/tests/fuzz/seeds-import" "$src/scenarios/import" &
import=$!
document_status=0
wait $document || document_status=$?
import_status=0
wait $import || import_status=$?
report fuzz_document fuzz.log $document_status
report fuzz_import fuzz-import.log $import_status
[ $document_status -eq 0 ] && [ $import_status -eq 0 ] || exit 1
echo "fuzz: 2 passed, 0 failed"
