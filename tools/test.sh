#!/bin/sh
# Builds everything and runs every test: README's test command; .ci/run calls it.
#  1. the Release build and its full test suite (ctest), then the web front end
#     (tools/web-build.sh) and its tests (tools/web-test.sh);
#  2. the same suite built with AddressSanitizer and UndefinedBehaviorSanitizer,
#     which fails on any report;
#  3. a short run of each libFuzzer target (FUZZ_SECONDS in all, default 60).
# Before them, every C++ file must be formatted by the committed .clang-format.
set -eu
cd "$(dirname "$0")/.."
sh tools/deps.sh

find app lib tests bench web -path web/node_modules -prune -o \( -name '*.cpp' -o -name '*.hpp' \) -print | sort |
  xargs clang-format --dry-run --Werror
echo "clang-format: every C++ file is formatted"

cmake -S . -B build -DCMAKE_BUILD_TYPE=Release
cmake --build build -j2
ctest --test-dir build --output-on-failure -j2

# The web front end: the program compiled to WebAssembly and the page
# (installing what they need), tested against the Release build above.
sh tools/web-build.sh
sh tools/web-test.sh

san="-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer"
cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS="$san" \
  -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=address,undefined"
cmake --build build-asan -j2
# A sanitizer report exits 86, which no expectation accepts. fontconfig, which
# the PNG module loads, keeps memory to the end (tools/lsan.supp).
ASAN_OPTIONS=exitcode=86:detect_leaks=1 UBSAN_OPTIONS=halt_on_error=1:exitcode=86:print_stacktrace=1 \
  LSAN_OPTIONS=suppressions=$PWD/tools/lsan.supp ctest --test-dir build-asan --output-on-failure -j2

sh tests/fuzz/run.sh "${FUZZ_SECONDS:-60}"
