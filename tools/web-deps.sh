#!/bin/sh
# Builds yaml-cpp and fmt for WebAssembly from Debian's source packages, once,
# into build-web/deps/prefix (with CLI11's and nlohmann-json's headers, which
# need no build), so that the wasm build never sees the host's /usr/include.
# A rebuild finds the prefix stamped with the versions it holds and does nothing.
# Needs Debian's emscripten and a deb-src line (tools/web-build.sh sees to both).
set -eu
cd "$(dirname "$0")/.."
deps="$PWD/build-web/deps"
prefix="$deps/prefix"
version() { dpkg-query -W -f='${Version}' "$1"; }
stamp="$prefix/built-yaml-cpp-$(version libyaml-cpp-dev)-fmt-$(version libfmt-dev)"
[ -f "$stamp" ] && exit 0

rm -rf "$deps"
mkdir -p "$deps/src" "$prefix/include" "$prefix/share/cmake"
# emscripten's JavaScript tools need Debian's node modules (acorn).
export NODE_PATH=/usr/share/nodejs
# Every wasm object of the program is built with the same exception support.
flags="-fexceptions -O2"

cd "$deps/src"
# The source packages of the libraries the native build uses (same suite).
apt-get source yaml-cpp fmtlib >"$deps/apt-source.log" 2>&1 || {
  cat "$deps/apt-source.log"
  exit 1
}

build() {  # build NAME SOURCE-DIR CMAKE-OPTIONS...
  name=$1 src=$2
  shift 2
  emcmake cmake -S "$src" -B "$deps/build-$name" -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_CXX_FLAGS="$flags" -DCMAKE_INSTALL_PREFIX="$prefix" -DBUILD_SHARED_LIBS=OFF "$@" \
    >"$deps/$name.log" 2>&1 &&
    cmake --build "$deps/build-$name" -j2 >>"$deps/$name.log" 2>&1 &&
    cmake --install "$deps/build-$name" >>"$deps/$name.log" 2>&1 || {
    tail -40 "$deps/$name.log"
    exit 1
  }
  echo "web-deps: $name built for wasm"
}
build yaml-cpp "$(ls -d yaml-cpp-*/ | head -1)" -DYAML_CPP_BUILD_TESTS=OFF \
  -DYAML_CPP_BUILD_TOOLS=OFF -DYAML_CPP_BUILD_CONTRIB=OFF -DYAML_BUILD_SHARED_LIBS=OFF
build fmt "$(ls -d fmtlib-*/ | head -1)" -DFMT_TEST=OFF -DFMT_DOC=OFF

# The header-only libraries: their headers and CMake files, copied as Debian
# installs them (the CMake files locate the headers relative to themselves).
cp -r /usr/include/CLI /usr/include/nlohmann "$prefix/include/"
cp -r /usr/share/cmake/CLI11 /usr/share/cmake/nlohmann_json "$prefix/share/cmake/"
touch "$stamp"
