#!/bin/sh
# The zsh completion parses, compinit binds it to carcassonne, and, completing
# in a real interactive zsh (driven through zsh/zpty), it offers exactly the
# commands `carcassonne --help` lists and exactly the options each
# `carcassonne COMMAND --help` lists, so it cannot drift from the program;
# and the values of --format, --color, --from, --rot and --on, files, command
# names after `help`, rule ids and tile ids (with the custom tiles of a
# --tiles on the line).
# Usage: zsh_completion_test.sh BINARY COMPLETION_FILE
set -eu
binary=$1
file=$2
command -v zsh >/dev/null || { echo "zsh is not installed (tools/deps.sh installs it)"; exit 1; }
case $binary in /*) ;; *) binary=$PWD/$binary ;; esac
zsh -n "$file" || { echo "$file: zsh cannot parse it"; exit 1; }

tmp=$(mktemp -d)
# KEEP_TMP=1 keeps the lines typed, what each offered and the terminal, to debug.
trap '[ -n "${KEEP_TMP:-}" ] && echo "kept $tmp" || rm -rf "$tmp"' EXIT
mkdir "$tmp/fpath" "$tmp/bin" "$tmp/home" "$tmp/docs"
# compinit finds a completion by the file's name; the completed command is
# the program under test, found on PATH as `carcassonne`.
cp "$file" "$tmp/fpath/_carcassonne"
ln -s "$binary" "$tmp/bin/carcassonne"
: >"$tmp/docs/game.yaml"

bound=$(zsh -f -c "fpath=('$tmp/fpath' \$fpath); autoload -Uz compinit; compinit -u -D;
  print -r -- \$_comps[carcassonne]")
[ "$bound" = "_carcassonne" ] || { echo "compinit does not bind $file to carcassonne"; exit 1; }

# The interactive shell under test. TAB runs the normal completion, then
# records every word offered (compadd's matches for what is typed) in
# $tmp/offered, ending with a line "--end--"; it neither inserts nor lists,
# so the typed line stays as it was and ^U clears it for the next one.
cat >"$tmp/home/.zshrc" <<EOF
PS1='zsh-test> '
PATH='$tmp/bin':\$PATH
fpath=('$tmp/fpath' \$fpath)
bindkey -e
autoload -Uz compinit && compinit -u -D
cd '$tmp/docs'
compadd() {
  # -O, -A and -D only ask which words would match: nothing is offered.
  if (( ! \${argv[(I)-[OAD]]} )); then
    local -a offered
    builtin compadd -O offered "\$@"
    print -rl -- \$offered >>'$tmp/offered'
  fi
  builtin compadd "\$@"
}
record-completion() {
  _main_complete
  compstate[insert]=''
  compstate[list]=''
  print -r -- --end-- >>'$tmp/offered'
}
zle -C record-completion complete-word record-completion
bindkey '^I' record-completion
EOF

# The driver types each line of $tmp/lines followed by TAB and writes what
# was offered, sorted, to $tmp/offered.N (N: the line's number); everything
# the shell printed goes to $tmp/terminal.
cat >"$tmp/drive.zsh" <<'EOF'
tmp=$1
zmodload zsh/zpty zsh/zselect || exit 1
zpty shell "HOME='$tmp/home' ZDOTDIR='$tmp/home' TERM=vt100 zsh -d -i"
# Copy what the shell printed to the terminal log, and tell whether it holds $1.
drain_until() {
  local chunk tries=400  # 400 x 0.05 s: 20 s, far more than compinit and a TAB take
  while (( tries-- )); do
    while zpty -r -t shell chunk; do print -rn -- "$chunk" >>$tmp/terminal; done
    case $2 in
      terminal) [[ -f $tmp/terminal && "$(<$tmp/terminal)" == *"$1"* ]] && return 0 ;;
      offered) [[ -f $tmp/offered && "$(<$tmp/offered)" == *"$1"* ]] && return 0 ;;
    esac
    zselect -t 5
  done
  print -r -- "timed out waiting for '$1' ($2)"
  return 1
}
drain_until 'zsh-test> ' terminal || exit 1
integer n=0
local typed
while IFS= read -r typed; do
  (( n++ ))
  rm -f $tmp/offered
  zpty -w -n shell "$typed"$'\t'
  drain_until --end-- offered || exit 1
  grep -vx -e --end-- -e '' $tmp/offered | sort -u >$tmp/offered.$n
  zpty -w -n shell $'\x15'
done <$tmp/lines
zpty -w shell $'\x15exit'
zpty -d shell
EOF

status=0
commands=$("$binary" --help | sed -n '/^Subcommands:/,$s/^  \([a-z]*\) .*/\1/p')
[ -n "$commands" ] || { echo "no commands in carcassonne --help"; exit 1; }
# Each line typed before TAB, with (after " => ") the words it must offer.
cat >"$tmp/expected" <<'EOF'
carcassonne sc => score
carcassonne score --format  => text json jsonl
carcassonne score --format=js => json jsonl
carcassonne draw --format  => text svg png
carcassonne explain --format  => text json
carcassonne rules --format  => text markdown
carcassonne score --color  => auto always never
carcassonne import --from  => jcz bga
carcassonne tiles --rot  => 0 90 180 270
carcassonne help exp => expansions explain
carcassonne expansions --format  => text json
carcassonne rules base.city.c => base.city.completed
carcassonne tiles WT- => WT-A WT-B WT-C WT-D WT-E WT-F WT-G WT-H WT-I WT-J WT-K WT-L
carcassonne fits game.yaml MA => MAZE
carcassonne fits --move 2 game.yaml W => W WT-A WT-B WT-C WT-D WT-E WT-F WT-G WT-H WT-I WT-J WT-K WT-L
carcassonne tiles --tiles signposts-example SP-K => SP-K
carcassonne tiles --left ga => game.yaml
carcassonne score ga => game.yaml
carcassonne check --tiles ga => game.yaml
EOF
# Those lines, and the lines whose answer is checked otherwise below.
{
  echo "carcassonne "
  echo "carcassonne -"
  for c in $commands; do echo "carcassonne $c -"; done
  echo "carcassonne score --summary --"
  echo "carcassonne explain --at 0,0 --on road"
  echo "carcassonne rules maz"
  sed 's/ => .*//' "$tmp/expected"
} >"$tmp/lines"
zsh -f "$tmp/drive.zsh" "$tmp" || { echo "could not drive zsh"; status=1; }

# What the line typed offered, one word a line, sorted.
offered() {
  typed_number=$(grep -nxF -- "$1" "$tmp/lines" | sed 's/:.*//')
  cat "$tmp/offered.$typed_number" 2>/dev/null || true
}
# Expect the line typed to offer exactly the words given (any order).
expect() {
  typed=$1
  shift
  [ "$(offered "$typed")" = "$(printf '%s\n' "$@" | sort -u)" ] ||
    { echo "'$typed' offers $(one_line "$(offered "$typed")"), not $*"; status=1; }
}
# A list of lines as one line, for messages.
one_line() { printf '%s\n' "$1" | tr '\n' ' ' | sed 's/ $//'; }
# The options a --help lists, one a line (`-q,--quiet` gives both).
help_options() {
  "$binary" "$@" --help | awk '/^Options:/ { o = 1; next }
    o && /^  -/ { n = split($1, names, ","); for (i = 1; i <= n; i++) print names[i] }' | sort -u
}

# The commands, each with the description the help gives it.
# shellcheck disable=SC2086
expect "carcassonne " $commands
"$binary" --help | sed -n '/^Subcommands:/,$s/^  \([a-z]*\)  *\(.*\)$/\1:\2/p' >"$tmp/described"
while IFS= read -r described; do
  grep -qF "\"$described\"" "$file" ||
    { echo "$file does not describe ${described%%:*} as the help does: ${described#*:}"; status=1; }
done <"$tmp/described"

# The options of the program and of each command: `--format=` is offered
# with its `=`, which the help does not show.
for c in "" $commands; do
  # shellcheck disable=SC2086
  want=$(help_options $c)
  got=$(offered "carcassonne ${c:+$c }-" | sed 's/=$//')
  if [ -z "$want" ] || [ "$got" != "$want" ]; then
    echo "carcassonne $c: the completion offers options $(one_line "$got"), the help lists $(one_line "$want")"
    status=1
  fi
done

# The values of options, command names, rule and tile ids, files.
while IFS= read -r line; do
  # shellcheck disable=SC2086
  expect "${line%% => *}" ${line#* => }
done <"$tmp/expected"
# --on's values hold a space.
expect "carcassonne explain --at 0,0 --on road" "road N" "road E" "road S" "road W"
# Sections are offered beside rule ids.
offered "carcassonne rules maz" | grep -qx maze || { echo "rules maz does not offer the section maze"; status=1; }
# --summary excludes --format and --running.
got=$(offered "carcassonne score --summary --")
{ echo "$got" | grep -qx -- --no-final && ! echo "$got" | grep -q -- '--format\|--running'; } ||
  { echo "score --summary -- offers $(one_line "$got"): not --no-final without --format and --running"; status=1; }

# An error in a completion function is printed on the terminal as
# "FUNCTION:LINE: MESSAGE" (or "zsh: MESSAGE" outside functions).
# shellcheck disable=SC2020 # carriage returns and escapes both become newlines
errors=$(tr '\r\033' '\n\n' <"$tmp/terminal" 2>/dev/null |
  grep -aoE '(_[A-Za-z_]+|compadd|record-completion):[0-9]+: .+|zsh: .+' || true)
[ -z "$errors" ] || { echo "zsh reported errors while completing:"; echo "$errors"; status=1; }
[ $status -eq 0 ] && echo "1 passed, 0 failed"
exit $status
