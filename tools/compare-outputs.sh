#!/bin/sh
# Compares what two builds of the program say about the same documents: every
# document of scenarios/ and tests/examples/ (or those given after --), under
# score (text, JSON lines, --running), check, explain --player, position, draw
# and fits; and the drawings as SVG, the catalogue's tiles (text and SVG, each
# turn) and, once for each tile as placed (id, turn, marks) in those documents,
# every feature of it highlighted (SVG, and text in colour). For a change that must leave outputs byte-identical (a new
# expansion and the games without it): build the commit before it elsewhere and
#   sh tools/compare-outputs.sh OLD/build/app/carcassonne build/app/carcassonne
# EXCLUDE (an extended regular expression) leaves out the documents whose text
# matches it, e.g. EXCLUDE='traders|TB-' for the games with the expansion.
# DRAWINGS=no leaves out the SVG, tiles and highlight comparisons (a new
# expansion's style rules join every SVG's style sheet); EXCLUDE also leaves
# out the tiles whose ids match it.
# The list of known expansions in the message about an unknown one, which a new
# expansion rightly grows, is left out (as the scenarios' {known-expansions}).
# Prints each command's differing lines and exits 1 when any differ.
set -u
[ $# -ge 2 ] || { echo "usage: $0 OLD_BINARY NEW_BINARY [-- FILE...]" >&2; exit 2; }
old=$1 new=$2
shift 2
[ "${1:-}" = "--" ] && shift
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
if [ $# -eq 0 ]; then
    set -- $(find scenarios tests/examples -name '*.yaml' ! -name '*.expect.yaml' | sort)
fi
files=""
for f in "$@"; do
    if [ -n "${EXCLUDE:-}" ] && grep -qE "$EXCLUDE" "$f"; then continue; fi
    files="$files $f"
done
# One square for each tile as placed (id, turn, marks) in the documents, from
# their final boards: "FILE X,Y" lines, for the highlighted drawings.
placements() {
    for f in $files; do
        "$old" position "$f" 2>/dev/null |
            sed -nE "s#^  - \{tile: ([^,]+), at: \[(-?[0-9]+), (-?[0-9]+)\](.*)#\1\4|$f \2,\3#p"
    done | sed -E 's/, meeple: \{[^}]*\}//' | awk -F'|' '!seen[$1]++ { print $2 }'
}
[ "${DRAWINGS:-}" = no ] || placed=$(placements)
draw_tiles() {  # BINARY: the catalogue's tiles, as text and as SVG, each turn
    ids=$("$1" tiles | sed -nE 's/^([^ ]+) \(.*/\1/p')
    for id in $ids; do
        if [ -n "${EXCLUDE:-}" ] && echo "$id" | grep -qE "$EXCLUDE"; then continue; fi
        for r in 0 90 180 270; do
            "$1" tiles "$id" --rot $r 2>&1
            "$1" tiles "$id" --rot $r --format svg 2>&1
        done
    done
}
highlights() {  # BINARY: every feature of each placement highlighted
    echo "$placed" | while read -r f at; do
        for on in 'road N' 'road E' 'road S' 'road W' 'city N' 'city E' 'city S' 'city W' \
            'field Nw' 'field Ne' 'field En' 'field Es' 'field Se' 'field Sw' 'field Ws' \
            'field Wn' monastery garden; do
            echo "== $f $at $on"
            "$1" draw --format svg --at "$at" --on "$on" "$f" 2>&1
            "$1" draw --color always --at "$at" --on "$on" "$f" 2>&1
        done
    done
}
run() {  # BINARY NAME: every command over every file, into $out/NAME.*
    b=$1 n=$2
    "$b" score --format jsonl $files > "$out/$n.score-jsonl" 2>&1
    "$b" score $files > "$out/$n.score-text" 2>&1
    "$b" score --running --format jsonl $files > "$out/$n.running" 2>&1
    "$b" check $files > "$out/$n.check" 2>&1
    for f in $files; do
        echo "== $f"
        "$b" explain --player "$("$b" score --format json "$f" 2>/dev/null |
            sed -n 's/^  "players": \["\([^"]*\)".*/\1/p')" "$f" 2>&1
        "$b" position "$f" 2>&1
        "$b" draw "$f" 2>&1
        "$b" fits --format json "$f" E 2>&1
    done > "$out/$n.per-file" 2>&1
    [ "${DRAWINGS:-}" = no ] && return
    for f in $files; do
        echo "== $f"
        "$b" draw --format svg "$f" 2>&1
    done > "$out/$n.svg" 2>&1
    draw_tiles "$b" > "$out/$n.tiles" 2>&1
    highlights "$b" > "$out/$n.highlights" 2>&1
}
run "$old" old
run "$new" new
for f in "$out"/*; do
    sed -E -i 's/known: [a-z][a-z, -]*/known: {known-expansions}/g' "$f"
done
status=0
for part in score-jsonl score-text running check per-file svg tiles highlights; do
    [ -e "$out/old.$part" ] || continue  # left out (DRAWINGS=no)
    if ! cmp -s "$out/old.$part" "$out/new.$part"; then
        echo "## $part differs:"
        diff "$out/old.$part" "$out/new.$part" | head -40
        status=1
    fi
done
echo "$(echo $files | wc -w) documents compared: $([ $status -eq 0 ] && echo identical || echo 'outputs differ')"
exit $status
