#!/bin/sh
# Runs every web test against the builds (tools/web-build.sh for the wasm ones,
# build/app/carcassonne for the native program they are compared with); one
# line per test, then the counts.
#  - web/test/cli.test.mjs: the node command line = the native program, byte for byte;
#  - web/test/engine.test.mjs: the page's engine, many calls in one module = the native program;
#  - web/test/browser.test.mjs: the page in Chromium at 390 x 844 with touch;
#  - web/test/editor.test.mjs: the editor there, a table entered by taps;
#  - web/test/editor-expansions.test.mjs: the editor with expansions, tile sets, tiles files;
#  - web/test/editor-square.test.mjs: the editor square-first, taps counted;
#  - web/test/editor-traders.test.mjs: Traders & Builders by taps (a second tile, declined);
#  - web/test/editor-abbot.test.mjs: the 3rd-edition box in the form, the abbot and gardens by taps;
#  - web/test/editor-phone.test.mjs: the large follower, a small board, the heading, the sheet;
#  - web/test/editor-narrow.test.mjs: the page at 360 px (the score table, ...).
# One file alone while working: cd web && node --test test/FILE.test.mjs
set -eu
cd "$(dirname "$0")/.."
for f in build/app/carcassonne build-web/cli/carcassonne.js build-web/site/index.html; do
  [ -e "$f" ] || {
    echo "web-test: $f is missing: build it first (README, tools/web-build.sh)" >&2
    exit 2
  }
done
cd web
exec node --test --test-reporter=spec --test-concurrency=1 \
  test/cli.test.mjs test/engine.test.mjs test/browser.test.mjs test/editor.test.mjs \
  test/editor-expansions.test.mjs test/editor-square.test.mjs test/editor-traders.test.mjs \
  test/editor-abbot.test.mjs test/editor-phone.test.mjs test/editor-narrow.test.mjs
