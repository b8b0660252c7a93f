#!/bin/sh
# Builds the web front end: the engine compiled to WebAssembly and the page.
#  - installs what is missing (as root): Debian's emscripten, chromium and
#    chromium-driver (for tools/web-test.sh), node and npm; a deb-src line for
#    `apt-get source`;
#  - builds yaml-cpp and fmt for wasm once (tools/web-deps.sh, cached in build-web/deps);
#  - builds the program for wasm (build-web/wasm): the node command line
#    build-web/cli/carcassonne.js and the page's engine module;
#  - installs the page's npm packages from web/package-lock.json and writes
#    the static site to build-web/site/.
set -eu
cd "$(dirname "$0")/.."
sh tools/deps.sh

packages="emscripten chromium chromium-driver dpkg-dev"
command -v node >/dev/null 2>&1 || packages="$packages nodejs"
command -v npm >/dev/null 2>&1 || packages="$packages npm"
missing=""
for p in $packages; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
# `apt-get source` needs a deb-src line: the machine's own Debian sources, as deb-src.
updated=no
if ! grep -rqsE '^(deb-src|Types:.*deb-src)' /etc/apt/sources.list /etc/apt/sources.list.d/; then
  if [ -f /etc/apt/sources.list.d/debian.sources ]; then
    sed 's/^Types: deb$/Types: deb-src/' /etc/apt/sources.list.d/debian.sources \
      >/etc/apt/sources.list.d/carcassonne-deb-src.sources
  else
    grep -hE '^deb ' /etc/apt/sources.list | sed 's/^deb /deb-src /' \
      >/etc/apt/sources.list.d/carcassonne-deb-src.list
  fi
  echo "web-build: added deb-src lines for apt-get source"
  apt-get update
  updated=yes
fi
if [ -n "$missing" ]; then
  echo "web-build: installing:$missing"
  [ "$updated" = yes ] || apt-get update
  # shellcheck disable=SC2086
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $missing
fi

# emscripten's JavaScript tools need Debian's node modules (acorn).
export NODE_PATH=/usr/share/nodejs
sh tools/web-deps.sh

prefix="$PWD/build-web/deps/prefix"
# The build-time generator runs under plain node (emcmake's default emulator
# passes node a flag that node 20 refuses). No PNG module: the page draws SVG.
emcmake cmake -S . -B build-web/wasm -DCMAKE_BUILD_TYPE=Release -DCARCASSONNE_TESTS=OFF \
  -DCARCASSONNE_PNG=OFF \
  -DCMAKE_FIND_ROOT_PATH="$prefix" -DCMAKE_PREFIX_PATH="$prefix" \
  -DCMAKE_CROSSCOMPILING_EMULATOR="$(command -v node)" >build-web/wasm-configure.log 2>&1 || {
  cat build-web/wasm-configure.log
  exit 1
}
cmake --build build-web/wasm -j2 --target carcassonne_node carcassonne_web
mkdir -p build-web/cli
cp build-web/wasm/web/carcassonne.js build-web/cli/carcassonne.js

# The page: npm packages exactly as locked, then Vite writes build-web/site.
cd web
npm ci --no-audit --no-fund --loglevel=error
npx tsc --noEmit
# (The engine module also runs under node, for the tests: Vite notes, and
# leaves out, the node modules it names; only errors are worth printing.)
CARCASSONNE_WASM_DIR="$OLDPWD/build-web/wasm/web" npx vite build --logLevel error \
  --outDir "$OLDPWD/build-web/site" --emptyOutDir
echo "web-build: wrote build-web/site and build-web/cli/carcassonne.js"
