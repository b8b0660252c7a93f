#!/bin/sh
# Builds everything and runs every test: README's test command; .ci/run calls it.
#  format    every C++ file is formatted by the committed .clang-format;
#  release   the Release build (build/) and its whole test suite, the slow
#            tests included (ctest);
#  web       the web front end: the program compiled to WebAssembly and the
#            page (tools/web-build.sh, installing what they need), and its
#            tests against the Release build (tools/web-test.sh);
#  sanitize  the sanitizer build (build-san/: clang, AddressSanitizer and
#            UndefinedBehaviorSanitizer, any report fails) and its suite but
#            the tests that reach no code of ours that others do not (run by
#            `release`): the fits property and the shell completions, whose
#            time goes into computing, and the checks of the source tree, the
#            man page and the documents' harness, and the process-level tests
#            (process_behaviour measures memory; fault_injection replaces operator new); the same build holds the
#            fuzz targets, so the engine is compiled once for both;
#  fuzz      a short run of the three libFuzzer targets of build-san/
#            (FUZZ_SECONDS in all, default 60, the three at once).
# `sh tools/test.sh release` runs only the phases named (in this order).
# ccache, when installed (tools/deps.sh installs it), serves every build.
set -eu
cd "$(dirname "$0")/.."
sh tools/deps.sh
phases=${*:-format release web sanitize fuzz}

launcher=""
if command -v ccache >/dev/null 2>&1; then
  launcher="-DCMAKE_CXX_COMPILER_LAUNCHER=ccache"
fi

format() {
  find app lib tests bench web -path web/node_modules -prune -o \( -name '*.cpp' -o -name '*.hpp' \) -print |
    sort | xargs clang-format --dry-run --Werror
  echo "clang-format: every C++ file is formatted"
}

release() {
  # shellcheck disable=SC2086 # $launcher is empty or one word
  cmake -S . -B build -DCMAKE_BUILD_TYPE=Release $launcher
  cmake --build build -j2
  ctest --test-dir build --output-on-failure -j2
}

web() {
  sh tools/web-build.sh
  sh tools/web-test.sh
}

# fuzzer-no-link: the engine is instrumented for coverage as well, which the
# fuzz targets need and the tests do not mind.
sanitize() {
  san="-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer"
  # shellcheck disable=SC2086
  cmake -S . -B build-san -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ \
    -DCMAKE_CXX_FLAGS="$san -fsanitize=fuzzer-no-link" \
    -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=address,undefined" \
    -DCARCASSONNE_FUZZ=ON -DCARCASSONNE_BENCH=OFF -DCARCASSONNE_LEAVE_OUT=OFF $launcher
  cmake --build build-san -j2
  not_sanitized='^fits lists exactly|_completion$|^fault_injection_|^(process_behaviour|source_structure|bad_corpus_generated|man_page|svg_render|doc_examples_selftest|install_examples)$'
  # A sanitizer report exits 86, which no expectation accepts. The whole
  # scenario corpus runs, hostile input and the draw corpus included.
  # fontconfig, which the PNG module loads, keeps memory to the end
  # (tools/lsan.supp); print_suppressions=0 keeps LSan from listing them on
  # standard error, which the tests of a command's output read.
  ASAN_OPTIONS=exitcode=86:detect_leaks=1 UBSAN_OPTIONS=halt_on_error=1:exitcode=86:print_stacktrace=1 \
    LSAN_OPTIONS=suppressions=$PWD/tools/lsan.supp:print_suppressions=0 \
    ctest --test-dir build-san --output-on-failure -j2 -E "$not_sanitized"
}

fuzz() {
  FUZZ_BUILD=build-san sh tests/fuzz/run.sh "${FUZZ_SECONDS:-60}"
}

# Each phase and how long it took, so that a slow one shows.
for phase in $phases; do
  case $phase in
    format | release | web | sanitize | fuzz) ;;
    *) echo "usage: sh tools/test.sh [format] [release] [web] [sanitize] [fuzz]" >&2 && exit 2 ;;
  esac
done
for phase in $phases; do
  start=$(date +%s)
  echo "== $phase"
  $phase
  echo "== $phase: $(($(date +%s) - start)) s"
done
