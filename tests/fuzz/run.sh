#!/bin/sh
# Builds the fuzz target with clang and runs it for SECONDS (default 60) on the
# committed seeds, tests/data and every folder of the scenario corpus. New
# inputs go to build-fuzz/corpus; a finding leaves crash-*/leak-*/timeout-* in
# build-fuzz/ and fails the run.
# Usage: sh tests/fuzz/run.sh [SECONDS]     (an hour: sh tests/fuzz/run.sh 3600)
set -eu
cd "$(dirname "$0")/../.."
seconds=${1:-60}
flags="-fsanitize=address,undefined -fno-sanitize-recover=all"
cmake -S . -B build-fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ \
  -DCARCASSONNE_FUZZ=ON -DCARCASSONNE_TESTS=OFF -DCMAKE_CXX_FLAGS="$flags" >/dev/null
cmake --build build-fuzz --target fuzz_document -j2
mkdir -p build-fuzz/corpus
cd build-fuzz
status=0
# Seeds: every scenario folder (tilesets/ included, for the --tiles reader) and tests/data.
seeds=$(for d in ../scenarios/*/; do printf '%s ' "${d%/}"; done)
# shellcheck disable=SC2086
./tests/fuzz/fuzz_document -max_total_time="$seconds" -max_len=8192 -timeout=10 -rss_limit_mb=2048 \
  -print_final_stats=1 corpus ../tests/fuzz/seeds ../tests/data $seeds \
  > fuzz.log 2>&1 || status=$?
tail -n 8 fuzz.log
if [ $status -ne 0 ]; then
  echo "fuzzing found a problem (exit $status); the input is in build-fuzz/:"
  grep -E "ERROR|SUMMARY|Test unit written" fuzz.log | head -20
  exit 1
fi
echo "fuzz: 1 passed, 0 failed"
