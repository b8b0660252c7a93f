#!/bin/sh
# The bash completion loads, is bound to carcassonne, and completes every
# command, each command's long options and the values of --format exactly as
# `carcassonne [COMMAND] --help` lists them, so it cannot drift from the program;
# and tile ids, as the program lists them.
# Usage: completion_test.sh BINARY COMPLETION_FILE
set -eu
binary=$1
file=$2
command -v bash >/dev/null || { echo "bash is not installed"; exit 1; }
bash -c ". '$file'; complete -p carcassonne" | grep -q -- "-F _carcassonne carcassonne" ||
  { echo "$file does not bind a completion to carcassonne"; exit 1; }
# The completion asks the program on PATH (`carcassonne tiles`) for tile ids.
bin=$(mktemp -d)
trap 'rm -rf "$bin"' EXIT
case $binary in /*) ln -s "$binary" "$bin/carcassonne" ;; *) ln -s "$PWD/$binary" "$bin/carcassonne" ;; esac
# Complete in bash as the line "carcassonne WORDS..." with the cursor on the last word.
complete_line() {
  PATH="$bin:$PATH" bash -c ". '$file'; COMP_WORDS=(carcassonne $1); COMP_CWORD=\${#COMP_WORDS[@]}; \
    COMP_WORDS+=(\"$2\"); _carcassonne; printf '%s\n' \"\${COMPREPLY[@]}\""
}
status=0
listed=$("$binary" --help | sed -n '/^Subcommands:/,$s/^  \([a-z]*\) .*/\1/p')
[ -n "$listed" ] || { echo "no commands in carcassonne --help"; exit 1; }
all=$(complete_line "" "")
for c in $listed; do
  echo "$all" | grep -qx "$c" || { echo "command $c is not completed"; status=1; }
done
# Each command completes exactly the long options its --help lists.
for c in $listed; do
  want=$("$binary" "$c" --help | grep -o -- '--[a-z][a-z-]*' | sort -u | tr '\n' ' ')
  got=$(complete_line "$c" "--" | sort -u | tr '\n' ' ')
  [ "$want" = "$got" ] || { echo "$c: --help lists $want; completed: $got"; status=1; }
done
# --format completes to the values its --help lists ("FORMAT:{text,json}").
for c in $listed; do
  want=$("$binary" "$c" --help | sed -n 's/.*--format FORMAT:{\([a-z,]*\)}.*/\1/p' | tr ',' ' ')
  [ -n "$want" ] || continue
  got=$(complete_line "$c --format" "" | tr '\n' ' ' | sed 's/ $//')
  [ "$want" = "$got" ] || { echo "$c --format: --help lists '$want', completed '$got'"; status=1; }
done
[ "$(complete_line "" sc)" = "score" ] || { echo "'sc' does not complete to score"; status=1; }
[ "$(complete_line "score --format" "")" = "$(printf 'text\njson\njsonl')" ] ||
  { echo "score --format does not complete to text, json, jsonl"; status=1; }
[ "$(complete_line "check" "--q")" = "--quiet" ] || { echo "check --q does not complete"; status=1; }
# Tile ids: the one argument of tiles, the second of fits (after options and
# their values), the custom tiles of a --tiles on the line.
expect_line() {
  got=$(complete_line "$1" "$2" | tr '\n' ' ' | sed 's/ $//')
  [ "$got" = "$3" ] || { echo "'carcassonne $1 $2' completes '$got', not '$3'"; status=1; }
}
expect_line "tiles" "WT-" "WT-A WT-B WT-C WT-D WT-E WT-F WT-G WT-H WT-I WT-J WT-K WT-L"
expect_line "tiles --rot 90" "M" "M MAZE"
expect_line "fits game.yaml" "MA" "MAZE"
expect_line "fits --move 2 --format json game.yaml" "V" "V"
expect_line "fits --tiles signposts-example game.yaml" "SP-K" "SP-K"
expect_line "tiles --tiles signposts-example" "SP-L" "SP-L"
expect_line "tiles V" "" ""
expect_line "draw --format" "p" "png"
[ $status -eq 0 ] && echo "1 passed, 0 failed"
exit $status
