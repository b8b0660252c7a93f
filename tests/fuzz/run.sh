#!/bin/sh
# Builds the fuzz targets with clang and runs them for SECONDS in all (default
# 60), half each: fuzz_document (YAML documents, --tiles files, drawings) on the
# committed seeds, tests/data and every folder of the scenario corpus, and
# fuzz_import (JCZ saves and BGA logs) on its seeds plus scenarios/import. New
# inputs go to build-fuzz/corpus and build-fuzz/corpus-import; a finding leaves
# crash-*/leak-*/timeout-* in build-fuzz/ and fails the run.
# Usage: sh tests/fuzz/run.sh [SECONDS]     (an hour: sh tests/fuzz/run.sh 3600)
set -eu
cd "$(dirname "$0")/../.."
seconds=${1:-60}
half=$(( (seconds + 1) / 2 ))
# fuzzer-no-link: the engine is instrumented for coverage too, so the fuzzers see
# which paths of the readers an input reaches.
flags="-fsanitize=address,undefined,fuzzer-no-link -fno-sanitize-recover=all"
cmake -S . -B build-fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ \
  -DCARCASSONNE_FUZZ=ON -DCARCASSONNE_TESTS=OFF -DCMAKE_CXX_FLAGS="$flags" >/dev/null
cmake --build build-fuzz --target fuzz_document fuzz_import -j2
mkdir -p build-fuzz/corpus build-fuzz/corpus-import
cd build-fuzz

# run NAME LOG ARGS...: one fuzzer; prints its summary, fails on a finding.
run() {
  name=$1
  log=$2
  shift 2
  status=0
  "./tests/fuzz/$name" -max_total_time="$half" -max_len=8192 -timeout=10 -rss_limit_mb=2048 \
    -print_final_stats=1 "$@" > "$log" 2>&1 || status=$?
  tail -n 8 "$log"
  if [ $status -ne 0 ]; then
    echo "fuzzing $name found a problem (exit $status); the input is in build-fuzz/:"
    grep -E "ERROR|SUMMARY|Test unit written" "$log" | head -20
    exit 1
  fi
}

# Seeds: every scenario folder (tilesets/ for the --tiles reader, import/ for
# its logs) and tests/data.
seeds=$(for d in ../scenarios/*/; do printf '%s ' "${d%/}"; done)
# shellcheck disable=SC2086
run fuzz_document fuzz.log corpus ../tests/fuzz/seeds ../tests/data $seeds
run fuzz_import fuzz-import.log -dict=../tests/fuzz/import.dict corpus-import ../tests/fuzz/seeds-import \
  ../scenarios/import
echo "fuzz: 2 passed, 0 failed"
