#!/usr/bin/env python3
"""Writes the hostile-input corpus scenarios/bad/ (issue: hostile input).

Each case is NAME.yaml (the document) and NAME.expect.yaml (exit status and
the exact first line of standard error).  Most documents are plain text and
could be written by hand; they are generated here so that the binary ones
(junk bytes, non-UTF-8), the large ones (100,000 brackets, a 10 KB value) and
the empty file are reproducible, and so that every file carries a comment
saying what it tests.

Run from anywhere:  python3 tests/gen_bad.py
It rewrites scenarios/bad/ completely (removes *.yaml there first).

Not generated here, on purpose: a 50 MB document.  Such a file must not be
committed; a test that needs it should build it in memory or in a temporary
directory (see tests/hostile_test.cpp, "10 MB of garbage").  A 50 MB file is
under the default --max-bytes (64 MiB) and is refused by the 4096-byte
scalar limit if it is one huge value, as huge-value.yaml shows at 10 KB.
"""
import os
import random
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "scenarios", "bad")

CASES = []  # (name, document bytes, expect text)


def case(name, doc, exit_code, error, why):
    """doc: str or bytes. error: the first line of stderr, with FILE standing
    for scenarios/bad/NAME.yaml. why: a comment for the expectation file."""
    if isinstance(doc, str):
        doc = doc.encode("utf-8")
    rel = f"scenarios/bad/{name}.yaml"
    err = error.replace("FILE", rel)
    expect = "".join(f"# {line}\n" if line else "#\n" for line in why.strip("\n").split("\n"))
    expect += f"exit: {exit_code}\n"
    expect += "error: " + yaml_quote(err) + "\n"
    CASES.append((name, doc, expect))


def yaml_quote(s):
    out = '"'
    for ch in s:
        if ch == '"' or ch == "\\":
            out += "\\" + ch
        elif ord(ch) < 0x20 or ord(ch) == 0x7F:
            out += "\\x%02x" % ord(ch)
        else:
            out += ch
    return out + '"'


def header(*lines):
    return "".join("# " + l + "\n" if l else "#\n" for l in lines)


def main():
    build()
    os.makedirs(OUT, exist_ok=True)
    for f in os.listdir(OUT):
        if f.endswith(".yaml"):
            os.remove(os.path.join(OUT, f))
    for name, doc, expect in CASES:
        with open(os.path.join(OUT, name + ".yaml"), "wb") as f:
            f.write(doc)
        with open(os.path.join(OUT, name + ".expect.yaml"), "w") as f:
            f.write(expect)
    print(f"wrote {len(CASES)} scenarios to {OUT}", file=sys.stderr)


def loc(doc, needle, nth=1):
    """1-based line:column of the nth occurrence of needle in doc (str)."""
    at = -1
    for _ in range(nth):
        at = doc.index(needle, at + 1)
    line = doc.count("\n", 0, at) + 1
    col = at - (doc.rfind("\n", 0, at) + 1) + 1
    return f"{line}:{col}"


BOARD = "board:\n  - {tile: D, at: [0, 0]}\n"


def build():
    # ================================================================ syntax
    d = header("Hostile input: the document is cut off in the middle of a flow map",
               "(a download that stopped half way). YAML syntax error, exit 2.") + \
        "players: [red, blue]\nboard:\n  - {tile: D, at: [0, 0]}\n  - {tile: E, at: [0, "
    case("truncated-mid-flow", d, 2, f"FILE:{loc(d, '[0, ', 2)}: error: ?", "")

    d = header("Hostile input: cut off inside a double-quoted string.",
               "YAML syntax error, exit 2.") + 'players: [red, "blu'
    case("truncated-mid-quote", d, 2, f"FILE:{loc(d, chr(34))}: error: ?", "")

    rng = random.Random(20240611)
    junk = bytes(rng.randrange(256) for _ in range(2048))
    d = header("Hostile input: 2 KB of random bytes (seeded, reproducible) after",
               "this comment. Whatever yaml-cpp makes of them, the result must be a",
               "located input error, exit 2: never a crash, a hang or a score.").encode() + junk
    case("binary-junk", d, 2, "FILE:?:?: error: ?", "")

    d = header("Hostile input: a NUL byte in the middle of a player's name.",
               "Exit 2, located at the name.").encode() + b"players: [red, bl\x00ue]\n" + BOARD.encode()
    case("nul-byte", d, 2, "FILE:?:?: error: ?", "")

    d = header("Hostile input: 100,000 opening brackets (about 100 KB). The reader",
               "refuses nesting beyond 64 levels (the root map is level 1), so the",
               "64th '[' is the first that is refused; the error stands there.",
               "Exit 2; it must not overflow the stack.") + "players: " + "[" * 100000 + "\n"
    pre = d.index("players: ") + len("players: ")
    case("deep-nesting", d, 2,
         f"FILE:{loc(d, 'players: ')[:-2]}:{len('players: ') + 64}: error: nesting deeper than 64 levels is not supported",
         "")

    lol = ["lol: &lol \"lol\""]
    prev = "lol"
    for i in range(2, 10):
        lol.append(f"lol{i}: &lol{i} [" + ", ".join([f"*{prev}"] * 10) + "]")
        prev = f"lol{i}"
    d = header("Hostile input: the \"billion laughs\" alias bomb: nine levels of ten",
               "aliases each would expand to 10^9 strings. Aliases are refused",
               "outright, at the first one (*lol on the lol2 line), before any",
               "expansion and before the unknown keys are looked at. Exit 2.") + \
        "players: [red, blue]\n" + BOARD + "\n".join(lol) + "\n"
    case("alias-bomb", d, 2, f"FILE:{loc(d, '*lol')}: error: YAML aliases (*name) are not supported", "")

    d = header("Hostile input: a single alias of a harmless anchor is refused too:",
               "aliases are not supported at all. Exit 2, at the alias.") + \
        "players: &p [red, blue]\nboard:\n  - {tile: D, at: [0, 0], meeple: {player: *p, on: road E}}\n"
    case("alias-single", d, 2, f"FILE:{loc(d, '*p')}: error: YAML aliases (*name) are not supported", "")

    big = "x" * 10000
    d = header("Hostile input: one key with a huge value: 10,000 bytes, more than the",
               "4096-byte limit on a scalar. (A 50 MB value is the same case at scale;",
               "such a file must not be committed: a test that wants it generates it.)",
               "Exit 2, located at the start of the value.") + \
        "players: [red, blue]\n" + BOARD + "expansions: " + big + "\n"
    case("huge-value", d, 2, f"FILE:{loc(d, big)}: error: a value of 10000 bytes is longer than the limit of 4096 bytes", "")

    d = header("Hostile input: a key of 5,000 bytes. Refused by the same 4096-byte",
               "limit, located at the key. Exit 2.") + \
        "players: [red, blue]\n" + BOARD + "k" * 5000 + ": 1\n"
    case("huge-key", d, 2, f"FILE:{loc(d, 'kkkk')}: error: a value of 5000 bytes is longer than the limit of 4096 bytes", "")

    d = header("Hostile input: a tab used for indentation. YAML forbids tabs in",
               "indentation; the error stands at the tab (line 5, column 1). Exit 2.") + \
        "players: [red, blue]\nboard:\n\t- {tile: D, at: [0, 0]}\n"
    case("tab-indent", d, 2, f"FILE:{loc(d, chr(9))}: error: ?", "")

    d = b""
    case("empty-file", d, 2, "FILE:1:1: error: the document is empty",
         "The document is an empty file (0 bytes), so it can carry no comment:\n"
         "this one says what it tests. An empty document is an input error,\n"
         "located at 1:1. Exit 2.")

    d = header("Hostile input: a file of only comments. Nothing but these lines:",
               "it is empty as a YAML document. Exit 2, located at 1:1.",
               "players: [red, blue]", "board: []")
    case("only-comments", d, 2, "FILE:1:1: error: the document is empty", "")

    d = header("Hostile input: the document is a list, not a map. Exit 2, at the",
               "list (line 3, column 1).") + "- players: [red, blue]\n- board: []\n"
    case("document-list", d, 2, f"FILE:{loc(d, '- players')}: error: a document must be a map, not a list", "")

    d = header("Hostile input: the document is a single scalar. Exit 2, at the",
               "scalar.") + "hello carcassonne\n"
    case("document-scalar", d, 2, f"FILE:{loc(d, 'hello')}: error: a document must be a map, not 'hello carcassonne'", "")

    d = header("Hostile input: two YAML documents in one file (a second `---`).",
               "One document per file; the error stands at the second document's",
               "`---` marker. Exit 2.") + "players: [red, blue]\n" + BOARD + "---\nplayers: [red, blue]\n" + BOARD
    case("two-documents", d, 2, f"FILE:{loc(d, '---')}: error: more than one YAML document; give one per file", "")

    d = header("Hostile input: a mapping key that is itself a list (a complex key).",
               "Keys are plain names. Exit 2, at the key.") + \
        "players: [red, blue]\n" + BOARD + "? [a, b]\n: 1\n"
    case("complex-key", d, 2, f"FILE:{loc(d, '[a, b]')}: error: a key must be a plain name", "")

    # ================================================================ duplicate keys
    d = header("Duplicate key at the top level: players: given twice. YAML forbids",
               "duplicate keys; yaml-cpp alone would keep one silently. Exit 2, at",
               "the second key.") + "players: [red, blue]\n" + BOARD + "players: [blue, red]\n"
    case("duplicate-key-top", d, 2, f"FILE:{loc(d, 'players', 2)}: error: duplicate key 'players'", "")

    d = header("Duplicate key inside a placed tile: at: twice. Exit 2, at the second",
               "at.") + "players: [red, blue]\nboard:\n  - {tile: D, at: [0, 0]}\n  - {tile: E, at: [0, 1], rot: 180, at: [5, 5]}\n"
    case("duplicate-key-placed-tile", d, 2, f"FILE:{loc(d, 'at:', 3)}: error: duplicate key 'at'", "")

    d = header("Duplicate key inside options: followers twice. Exit 2, at the",
               "second.") + "players: [red, blue]\noptions:\n  followers: 7\n  maze: simple\n  followers: 3\n" + BOARD
    case("duplicate-key-options", d, 2, f"FILE:{loc(d, 'followers', 2)}: error: duplicate key 'followers'", "")

    d = header("Duplicate key inside scores: red twice. Exit 2, at the second.") + \
        "players: [red, blue]\n" + BOARD + "scores: {red: 3, blue: 4, red: 5}\n"
    case("duplicate-key-scores", d, 2, f"FILE:{loc(d, 'red', 3)}: error: duplicate key 'red'", "")

    # ================================================================ wrong types
    def wrong(name, text, needle, msg, what, nth=1):
        d = header(f"Wrong type: {what}. Exit 2, at the offending value.") + text
        case(name, d, 2, f"FILE:{loc(d, needle, nth)}: error: {msg}", "")

    wrong("players-map", "players: {red: 1, blue: 2}\n" + BOARD, "{red",
          "players must be a list, not a map", "players is a map")
    wrong("players-scalar", "players: red blue\n" + BOARD, "red blue",
          "players must be a list, not 'red blue'", "players is a scalar")
    wrong("players-null", "players:\n" + BOARD, "players:",
          "players must be a list, not nothing", "players has no value (null)")
    wrong("expansions-scalar", "players: [red, blue]\nexpansions: signposts\n" + BOARD, "signposts",
          "expansions must be a list, not 'signposts'", "expansions is a scalar, not a list")
    wrong("options-list", "players: [red, blue]\noptions: [followers, 7]\n" + BOARD, "[followers",
          "options must be a map, not a list", "options is a list")
    wrong("followers-string", "players: [red, blue]\noptions: {followers: seven}\n" + BOARD, "seven",
          "followers must be a whole number, not 'seven'", "followers is a word")
    wrong("tiles-list", "players: [red, blue]\ntiles: [D, E]\n" + BOARD, "[D, E]",
          "tiles must be a map, not a list", "tiles (custom definitions) is a list")
    wrong("board-map", "players: [red, blue]\nboard:\n  tile: D\n  at: [0, 0]\n", "tile: D",
          "board must be a list, not a map", "board is a map (one tile, not a list of tiles)")
    wrong("board-null", "players: [red, blue]\nboard:\n", "board:",
          "board must be a list, not nothing", "board has no value")
    wrong("moves-scalar", "players: [red, blue]\nmoves: V\n", "V\n",
          "moves must be a list, not 'V'", "moves is a scalar")
    wrong("at-scalar", "players: [red, blue]\nboard:\n  - {tile: D, at: 0}\n", "0}",
          "at must be [x, y], not '0'", "at is a scalar")
    wrong("at-three-numbers", "players: [red, blue]\nboard:\n  - {tile: D, at: [0, 0, 0]}\n", "[0, 0, 0]",
          "at must be [x, y], not a list of 3 items", "at has 3 numbers")
    wrong("at-map", "players: [red, blue]\nboard:\n  - {tile: D, at: {x: 0, y: 0}}\n", "{x:",
          "at must be [x, y], not a map", "at is a map")
    wrong("rot-list", "players: [red, blue]\nboard:\n  - {tile: D, at: [0, 0], rot: [90]}\n", "[90]",
          "rot must be 0, 90, 180 or 270, not a list", "rot is a list")
    wrong("meeple-list", "players: [red, blue]\nboard:\n  - {tile: D, at: [0, 0], meeple: [red, road E]}\n",
          "[red, road E]", "meeple must be a map, not a list", "meeple (in a position) is a list")
    wrong("meeple-list-log", "players: [red, blue]\nmoves:\n  - {tile: V, at: [1, 0], meeple: [road W]}\n",
          "[road W]", "meeple must be a map or a feature like 'road E', not a list", "meeple (in a log) is a list")
    wrong("end-number", "players: [red, blue]\nmoves:\n  - {tile: V, at: [1, 0]}\nend: 1\n", "1\n",
          "end must be true or false, not '1'", "end is a number")
    wrong("scores-list", "players: [red, blue]\n" + BOARD + "scores: [3, 4]\n", "[3, 4]",
          "scores must be a map, not a list", "scores is a list")
    wrong("score-string", "players: [red, blue]\n" + BOARD + "scores: {red: ten, blue: 4}\n", "ten",
          "red's score must be a whole number, not 'ten'", "one score is a word")
    wrong("move-list", "players: [red, blue]\nmoves:\n  - {tile: V, at: [1, 0]}\n  - [E, [0, 1], 180]\n",
          "[E,", "a move must be a map, not a list", "a move is a list")
    wrong("tile-list", "players: [red, blue]\nboard:\n  - {tile: [D], at: [0, 0]}\n", "[D]",
          "tile must be a name, not a list", "a placed tile's tile: is a list")

    # ================================================================ numbers
    wrong("followers-negative", "players: [red, blue]\noptions: {followers: -1}\n" + BOARD, "-1",
          "followers must be from 0 to 1000, not '-1'", "followers is negative")
    wrong("followers-huge", "players: [red, blue]\noptions: {followers: 99999999999999999999}\n" + BOARD, "9999",
          "followers must be from 0 to 1000, not '99999999999999999999'",
          "followers is 10^20, beyond 64 bits")
    wrong("x-beyond-32-bit", "players: [red, blue]\nboard:\n  - {tile: D, at: [2147483648, 0]}\n", "2147483648",
          "x must be from -2147483648 to 2147483647, not '2147483648'", "x is 2^31, one past the 32-bit range")
    wrong("y-below-32-bit", "players: [red, blue]\nboard:\n  - {tile: D, at: [0, -2147483649]}\n", "-2147483649",
          "y must be from -2147483648 to 2147483647, not '-2147483649'", "y is one below the 32-bit range")
    wrong("coordinate-nan", "players: [red, blue]\nboard:\n  - {tile: D, at: [.nan, 0]}\n", ".nan",
          "x must be a whole number, not '.nan'", "x is .nan (YAML's not-a-number)")
    wrong("coordinate-inf", "players: [red, blue]\nboard:\n  - {tile: D, at: [0, -.inf]}\n", "-.inf",
          "y must be a whole number, not '-.inf'", "y is -.inf (YAML's minus infinity)")
    wrong("coordinate-fraction", "players: [red, blue]\nboard:\n  - {tile: D, at: [0.5, 0]}\n", "0.5",
          "x must be a whole number, not '0.5'", "x is a fraction")
    wrong("coordinate-hex", "players: [red, blue]\nboard:\n  - {tile: D, at: [0x10, 0]}\n", "0x10",
          "x must be a whole number, not '0x10'", "x is hexadecimal 0x10; numbers are decimal only")
    wrong("coordinate-octal", "players: [red, blue]\nboard:\n  - {tile: D, at: [0, 0]}\n  - {tile: V, at: [01, 0]}\n", "01,",
          "x must be a decimal number without leading zeros, not '01'",
          "x is 01; YAML 1.1 readers (PyYAML) take a leading 0 as octal,\n"
          "# YAML 1.2 readers as decimal, so the number is ambiguous and refused")
    wrong("followers-octal", "players: [red, blue]\noptions: {followers: 010}\n" + BOARD, "010",
          "followers must be a decimal number without leading zeros, not '010'",
          "followers is 010: 8 to PyYAML (YAML 1.1 octal), 10 to a YAML 1.2\n"
          "# reader; refused as ambiguous")

    # ================================================================ players
    wrong("players-one", "players: [red]\n" + BOARD, "[red]",
          "players must list 2 to 6 names, not 1", "one player (a game needs 2 to 6)")
    wrong("players-seven", "players: [a, b, c, d, e, f, g]\n" + BOARD, "[a,",
          "players must list 2 to 6 names, not 7", "seven players")
    wrong("players-repeated", "players: [red, blue, red]\n" + BOARD, "red", "player 'red' is listed twice",
          "a player's name given twice; the error stands at the second", nth=2)
    wrong("player-name-space", 'players: [red, "light blue"]\n' + BOARD, '"light',
          "a player's name is 1 to 32 letters, digits, '_' or '-', not 'light blue'",
          "a player's name with a space")
    d = header("A player's name with bytes that are not UTF-8 (0xff 0xfe). The",
               "message must not copy raw invalid bytes to the terminal: it shows",
               "them escaped. Exit 2, at the name.").encode() + b"players: [red, bl\xff\xfeue]\n" + BOARD.encode()
    case("player-name-not-utf8", d, 2,
         "FILE:5:16: error: a player's name is 1 to 32 letters, digits, '_' or '-', not 'bl\\xff\\xfeue'", "")

    # ================================================================ names
    wrong("unknown-expansion", "players: [red, blue]\nexpansions: [signposts, inns]\n" + BOARD, "inns",
          "unknown expansion 'inns' (known: signposts, watchtowers, surveyors, maze)", "an unknown expansion")
    long_id = "T" * 33
    wrong("tile-id-too-long",
          "players: [red, blue]\ntiles:\n  " + long_id + ":\n    field: [{halves: [Nw, Ne, En, Es, Se, Sw, Ws, Wn]}]\n" + BOARD,
          long_id, f"tile id '{long_id}' must be 1 to 32 letters, digits, '_' or '-'",
          "a custom tile id of 33 characters (the limit is 32)")
    long_ref = "Q" * 300
    wrong("placed-tile-id-too-long", "players: [red, blue]\nboard:\n  - {tile: " + long_ref + ", at: [0, 0]}\n",
          long_ref, f"unknown tile '{'Q' * 40}...'",
          "a placed tile's id of 300 characters; unknown, and the message\n"
          "# must not repeat all 300")
    wrong("on-missing-edge", "players: [red, blue]\nboard:\n  - {tile: D, at: [0, 0], meeple: {player: red, on: road}}\n",
          "road}", "a follower stands on 'road E', 'city N', 'field Nw' or 'monastery', not 'road'",
          "on: names a kind of feature but no edge")
    wrong("on-bad-edge", "players: [red, blue]\nboard:\n  - {tile: D, at: [0, 0], meeple: {player: red, on: road east}}\n",
          "road east", "a follower stands on 'road E', 'city N', 'field Nw' or 'monastery', not 'road east'",
          "on: spells the edge out")
    wrong("on-field-edge", "players: [red, blue]\nboard:\n  - {tile: D, at: [0, 0], meeple: {player: red, on: field N}}\n",
          "field N", "a follower stands on 'road E', 'city N', 'field Nw' or 'monastery', not 'field N'",
          "on: names a field by an edge, not a half")
    wrong("on-list", "players: [red, blue]\nboard:\n  - {tile: D, at: [0, 0], meeple: {player: red, on: [road, E]}}\n",
          "[road, E]", "on must be a name, not a list", "on: is a list")


if __name__ == "__main__":
    main()
