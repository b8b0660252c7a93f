#!/bin/sh
# Rewrites the committed corpora tests/fuzz/corpus/{document,import,cli}: the
# candidates of make_seeds.py (the scenario corpus, the import samples, trimmed
# real logs, every command) and whatever the fuzzers kept in build-fuzz/,
# minimised by libFuzzer (-merge=1: the fewest inputs that reach every edge
# the whole set reaches). Each corpus stands alone: coverage.sh and a fuzz run
# need nothing else. Run it after run.sh found new ground, or
# when the corpus of scenarios grew; review and commit the result.
# Usage: sh tests/fuzz/seed.sh   (builds the targets as run.sh does; FUZZ_BUILD
#        names another build with the fuzz targets, as for run.sh)
set -eu
cd "$(dirname "$0")/../.."
build=${FUZZ_BUILD:-build-fuzz}
sh tests/fuzz/run.sh --build-only
candidates=$(mktemp -d)
trap 'rm -rf "$candidates"' EXIT
python3 tests/fuzz/make_seeds.py . "$candidates"
for target in document import cli; do
  fresh="$candidates/merged-$target"
  mkdir -p "$fresh" "$build/corpus-$target" "tests/fuzz/corpus/$target"
  # -use_counters=0: an input is kept for an edge no other reaches, not for a
  # count of times; the result is the smaller.
  LSAN_OPTIONS=suppressions=$PWD/tools/lsan.supp:print_suppressions=0 \
  "$build/tests/fuzz/fuzz_$target" -merge=1 -use_counters=0 -max_len=8192 -timeout=10 \
    -rss_limit_mb=2048 -close_fd_mask=2 "$fresh" "$candidates/$target" \
    "tests/fuzz/corpus/$target" "$build/corpus-$target" > "$build/seed-$target.log" 2>&1
  rm -rf "tests/fuzz/corpus/$target"
  mkdir -p "tests/fuzz/corpus/$target"
  cp "$fresh"/* "tests/fuzz/corpus/$target/"
  echo "tests/fuzz/corpus/$target: $(ls "tests/fuzz/corpus/$target" | wc -l) inputs," \
    "$(cat "tests/fuzz/corpus/$target"/* | wc -c) bytes"
done
