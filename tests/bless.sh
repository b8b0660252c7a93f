#!/bin/sh
# Prints what the program now says about a scenario, for review beside its
# NAME.expect.yaml. It never writes the expectation: that is worked out by hand.
# Usage: tests/bless.sh scenarios/base/NAME.yaml
set -eu
cd "$(dirname "$0")/.."
doc=$1
args=$(head -n 1 "$doc" | sed -n 's/^# args://p')
# shellcheck disable=SC2086
build/app/carcassonne score --format json $args "$doc" || echo "(exit $?)"
