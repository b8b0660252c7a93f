#!/bin/sh
# The man page renders without warnings and documents every option the
# program's --help lists. Usage: man_test.sh BINARY MANPAGE
set -eu
binary=$1
page=$2
warnings=$(LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -l "$page" 2>&1 >/dev/null || true)
if [ -n "$warnings" ]; then
  echo "man --warnings reports:"; echo "$warnings"; exit 1
fi
status=0
for cmd in "" score check explain position draw fits rules tiles import expansions; do
  # shellcheck disable=SC2086
  for opt in $("$binary" $cmd --help | grep -o -- '--[a-z][a-z-]*' | sort -u); do
    if ! grep -q -- "$(echo "$opt" | sed 's/-/\\\\-/g')" "$page" && ! grep -q -- "$opt" "$page"; then
      echo "option $opt (from 'carcassonne $cmd --help') is not in $page"; status=1
    fi
  done
done
for cmd in score check explain position draw fits rules tiles import expansions; do
  grep -q "^\.B $cmd\|^\.TP.*$cmd\|$cmd" "$page" || { echo "command $cmd is not in $page"; status=1; }
done
[ $status -eq 0 ] && echo "1 passed, 0 failed"
exit $status
