#!/bin/sh
# Builds the fuzz targets with clang and runs them for SECONDS in all (default
# 60), a third each and the three at once (FUZZ_ONE_AT_A_TIME=1: one after
# the other, on a machine whose cores are shared):
#  - fuzz_document: YAML documents, --tiles files, --then moves, drawings;
#  - fuzz_import: JCloisterZone saves and Board Game Arena logs;
#  - fuzz_cli: the whole command line in process, from a command line and its files.
# Each starts from its committed corpus (tests/fuzz/corpus/TARGET, minimised by
# seed.sh) and keeps what it finds in BUILD/corpus-TARGET; fuzz_document and
# fuzz_import also read the scenario folders; each has its dictionary
# (document.dict, import.dict, cli.dict). The LeakSanitizer suppressions of the
# sanitizer tests (tools/lsan.supp: fontconfig's cache, reached by
# `draw --format png`) apply here too. A finding leaves
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
LSAN_OPTIONS=suppressions=$src/tools/lsan.supp:print_suppressions=0
export LSAN_OPTIONS

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
# run TARGET: starts it (in the background unless one at a time); its pid in $TARGET.
run() {
  # shellcheck disable=SC2086 # $seeds: one word per scenario folder
  case $1 in
    document) start fuzz_document -dict="$src/tests/fuzz/document.dict" corpus-document \
      "$src/tests/fuzz/corpus/document" $seeds & ;;
    import) start fuzz_import -dict="$src/tests/fuzz/import.dict" corpus-import \
      "$src/tests/fuzz/corpus/import" "$src/scenarios/import" & ;;
    # The program's own messages (standard error) are not the fuzzer's: -close_fd_mask=2.
    cli) start fuzz_cli -dict="$src/tests/fuzz/cli.dict" -close_fd_mask=2 corpus-cli \
      "$src/tests/fuzz/corpus/cli" & ;;
  esac
  eval "$1=\$!"
}
# finish TARGET: waits for it and reports.
failed=0
finish() {
  pid=""
  eval "pid=\$$1"
  status=0
  wait "$pid" || status=$?
  report "fuzz_$1" $status
  [ $status -eq 0 ] || failed=$((failed + 1))
}
if [ "${FUZZ_ONE_AT_A_TIME:-0}" = 1 ]; then
  for target in document import cli; do
    run $target
    finish $target
  done
else
  for target in document import cli; do run $target; done
  for target in document import cli; do finish $target; done
fi
[ $failed -eq 0 ] || exit 1
echo "fuzz: 3 passed, 0 failed"
