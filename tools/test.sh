#!/bin/sh
# Builds everything and runs every test: README's test command; .ci/run calls it.
#  1. the Release build and its full test suite (ctest);
#  2. the same suite built with AddressSanitizer and UndefinedBehaviorSanitizer,
#     which fails on any report;
#  3. a short run of each libFuzzer target (FUZZ_SECONDS in all, default 60).
# Before them, every C++ file must be formatted by the committed .clang-format.
set -eu
cd "$(dirname "$0")/.."
sh tools/deps.sh

find app lib tests bench \( -name '*.cpp' -o -name '*.hpp' \) -print | sort |
  xargs clang-format --dry-run --Werror
echo "clang-format: every C++ file is formatted"

cmake -S . -B build -DCMAKE_BUILD_TYPE=Release
cmake --build build -j2
ctest --test-dir build --output-on-failure -j2

san="-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer"
cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS="$san" \
  -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=address,undefined"
cmake --build build-asan -j2
# A sanitizer report exits 86, which no expectation accepts.
ASAN_OPTIONS=exitcode=86:detect_leaks=1 UBSAN_OPTIONS=halt_on_error=1:exitcode=86:print_stacktrace=1 \
  ctest --test-dir build-asan --output-on-failure -j2

sh tests/fuzz/run.sh "${FUZZ_SECONDS:-60}"
