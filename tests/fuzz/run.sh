#!/bin/sh
# Builds the fuzz targets with clang (AddressSanitizer and UndefinedBehaviorSanitizer)
# and runs each for a third of SECONDS (default 60):
#  - fuzz_document: YAML documents, --tiles files, --then moves, drawings;
#  - fuzz_import: JCloisterZone saves and Board Game Arena logs;
#  - fuzz_cli: the whole command line in process, from a command line and its files.
# Each starts from its committed corpus (tests/fuzz/corpus/TARGET, minimised by
# seed.sh) and keeps what it finds in build-fuzz/corpus-TARGET; fuzz_document
# and fuzz_import also read the scenario folders. A finding leaves
# crash-*/leak-*/timeout-*/oom-* in build-fuzz/ and fails the run.
# Usage: sh tests/fuzz/run.sh [SECONDS]     (an hour: sh tests/fuzz/run.sh 3600)
#        sh tests/fuzz/run.sh --build-only  (builds the targets; seed.sh uses it)
set -eu
cd "$(dirname "$0")/../.."
seconds=${1:-60}
# fuzzer-no-link: the engine and the command line are instrumented for coverage
# too, so the fuzzers see which paths an input reaches.
flags="-fsanitize=address,undefined,fuzzer-no-link -fno-sanitize-recover=all"
cmake -S . -B build-fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ \
  -DCARCASSONNE_FUZZ=ON -DCARCASSONNE_TESTS=OFF -DCMAKE_CXX_FLAGS="$flags" >/dev/null
cmake --build build-fuzz --target fuzz_document fuzz_import fuzz_cli -j2
[ "$seconds" = --build-only ] && exit 0
third=$(( (seconds + 2) / 3 ))
mkdir -p build-fuzz/corpus-document build-fuzz/corpus-import build-fuzz/corpus-cli
cd build-fuzz

# run NAME ARGS...: one fuzzer for $third seconds; prints its summary, fails on a finding.
run() {
  name=$1
  shift
  status=0
  "./tests/fuzz/$name" -max_total_time="$third" -max_len=8192 -timeout=10 -rss_limit_mb=2048 \
    -print_final_stats=1 "$@" > "$name.log" 2>&1 || status=$?
  tail -n 8 "$name.log"
  if [ $status -ne 0 ]; then
    echo "fuzzing $name found a problem (exit $status); the input is in build-fuzz/:"
    grep -E "ERROR|SUMMARY|Test unit written" "$name.log" | head -20
    exit 1
  fi
}

seeds=$(for d in ../scenarios/*/; do printf '%s ' "${d%/}"; done)
# shellcheck disable=SC2086
run fuzz_document corpus-document ../tests/fuzz/corpus/document $seeds
run fuzz_import -dict=../tests/fuzz/import.dict corpus-import ../tests/fuzz/corpus/import \
  ../scenarios/import
# The program's own messages (standard error) are not the fuzzer's: -close_fd_mask=2.
run fuzz_cli -dict=../tests/fuzz/cli.dict -close_fd_mask=2 corpus-cli ../tests/fuzz/corpus/cli
echo "fuzz: 3 passed, 0 failed"
