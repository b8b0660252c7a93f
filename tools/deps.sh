#!/bin/sh
# Installs the Debian packages the build needs, only those that are missing.
# ccache: tools/test.sh compiles through it, so that a rebuild (another build
# tree, another branch) reuses the objects it already made.
set -eu
packages="cmake g++ make ccache clang clang-format libclang-rt-14-dev llvm-14 libcli11-dev libyaml-cpp-dev libfmt-dev nlohmann-json3-dev catch2 man-db groff-base python3 librsvg2-bin librsvg2-dev pkg-config zsh"
missing=""
for p in $packages; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
if [ -n "$missing" ]; then
  echo "installing:$missing"
  apt-get update
  # shellcheck disable=SC2086
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $missing
fi
