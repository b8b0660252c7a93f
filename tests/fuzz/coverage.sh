#!/bin/sh
# How much of the program the fuzz targets' committed corpora reach: builds the
# three targets with clang's source-based coverage in build-cov/ (no
# sanitizers), runs each once over its corpus (tests/fuzz/corpus/TARGET, no
# fuzzing), merges the profiles with llvm-profdata-14 and prints llvm-cov-14's
# summary of lib/ and of app/ (lines, regions, branches). build-cov/coverage.html
# is the annotated source. Usage: sh tests/fuzz/coverage.sh
set -eu
cd "$(dirname "$0")/../.."
flags="-fprofile-instr-generate -fcoverage-mapping -fsanitize=fuzzer-no-link"
cmake -S . -B build-cov -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_COMPILER=clang++ \
  -DCARCASSONNE_FUZZ=ON -DCARCASSONNE_TESTS=OFF -DCARCASSONNE_FUZZ_SANITIZE=fuzzer \
  -DCARCASSONNE_STATIC_RUNTIME=OFF -DCMAKE_CXX_FLAGS="$flags" \
  -DCMAKE_EXE_LINKER_FLAGS="-fprofile-instr-generate" >/dev/null
cmake --build build-cov --target fuzz_document fuzz_import fuzz_cli -j2
rm -f build-cov/*.profraw
for target in document import cli; do
  LLVM_PROFILE_FILE="build-cov/$target.profraw" "build-cov/tests/fuzz/fuzz_$target" -runs=0 \
    -max_len=8192 -close_fd_mask=3 "tests/fuzz/corpus/$target" >/dev/null 2>&1
done
llvm-profdata-14 merge -sparse build-cov/*.profraw -o build-cov/coverage.profdata
# Every object of the engine and of the command line, so that code no target
# links counts as missed (the fuzz targets' own code is left out).
objects=$(find build-cov/lib build-cov/app -name '*.o' | sort | sed 's/^/-object /')
# shellcheck disable=SC2086
report() {
  llvm-cov-14 report -instr-profile build-cov/coverage.profdata $objects \
    -ignore-filename-regex="$1" 2>/dev/null | tail -n 1 |
    awk '{ printf "regions %s, functions %s, lines %s, branches %s\n", $4, $7, $10, $13 }'
}
echo "lib/: $(report '(^|/)(app|tests|build-cov)/|^/usr/')"
echo "app/: $(report '(^|/)(lib|tests|build-cov)/|^/usr/')"
# shellcheck disable=SC2086
llvm-cov-14 show -format=html -instr-profile build-cov/coverage.profdata $objects \
  -ignore-filename-regex='(^|/)(tests|build-cov)/|^/usr/' > build-cov/coverage.html 2>/dev/null
