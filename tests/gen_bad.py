#!/usr/bin/env python3
"""Writes the hostile-input corpus scenarios/bad/ (issue: hostile input).

Each case is NAME.yaml (the document) and NAME.expect.yaml: the exit status
(2: the document cannot be read) and the exact first line of standard error,
`FILE:LINE:COLUMN: error: MESSAGE`, LINE and COLUMN 1-based, COLUMN counted
in bytes like the rest of the corpus.  tests/scenario_test.cpp runs
`carcassonne score --format json scenarios/bad/NAME.yaml` for each.

Most documents could be written by hand; they are generated so that the
binary ones (junk bytes, NUL, non-UTF-8), the large ones (100,000 brackets,
a 10 KB value) and the empty file are reproducible, and so that the expected
line:column is computed from the document itself, not counted by eye.

Every document starts with a comment saying what it tests and why the
expected error is right (except empty-file.yaml, which must stay empty: its
comment is in its expectation).  An expectation whose message the program
does not (yet) print carries a `# NOW:` comment quoting what it prints today.

Run:  python3 tests/gen_bad.py     (rewrites every *.yaml in scenarios/bad/)
      python3 tests/gen_bad.py --check   (the CTest bad_corpus_generated: fails
                                          when scenarios/bad/ is not exactly that)

The folder is this script's alone: a case written by hand goes into it here,
or into another folder (scenarios/errors/ holds documents with several errors).

Not generated, on purpose: a 50 MB document (one key whose value is 50 MB).
Such a file must never be committed.  It is the huge-value.yaml case at
scale: 50 MB is under the default --max-bytes (64 MiB), so the reader must
stop at the 4096-byte scalar limit without building a 50 MB string twice.
A test that wants it builds it in memory or in a temporary directory, like
tests/hostile_test.cpp does with its 10 MB of garbage.
"""
import filecmp
import os
import random
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "scenarios", "bad")

CASES = []  # (name, document bytes, expectation text)


def yaml_quote(s):
    out = '"'
    for ch in s:
        if ch in '"\\':
            out += "\\" + ch
        elif ord(ch) < 0x20 or ord(ch) == 0x7F:
            out += "\\x%02x" % ord(ch)
        else:
            out += ch
    return out + '"'


def comment(text):
    return "".join(f"# {l}\n" if l else "#\n" for l in text.strip("\n").split("\n")) if text else ""


def header(text):
    """The comment at the top of a document."""
    return comment(text)


# Cases where the review kept the program's message rather than the first
# proposal: name -> (expected first line of standard error, why).
MARK = "yaml-cpp marks this error where its scanner stands, not where the mistake began; the line is right"
SETTLED = {
    "complex-key": ("FILE:6:3: error: a key must be a plain name, not a list or a map", "clearer than the proposal."),
    "coordinate-fraction": ("FILE:6:20: error: x must be a whole decimal number, not '0.5'", "says which numbers are meant."),
    "coordinate-hex": ("FILE:6:20: error: x must be a whole decimal number, not '0x10'", "0x10 is whole, but not decimal."),
    "coordinate-inf": ("FILE:6:23: error: y must be a whole decimal number, not '-.inf'", "as for every non-number."),
    "coordinate-nan": ("FILE:6:20: error: x must be a whole decimal number, not '.nan'", "as for every non-number."),
    "followers-string": ("FILE:5:22: error: followers must be a whole decimal number, not 'seven'", "as for every non-number."),
    "score-string": ("FILE:7:15: error: a score must be a whole decimal number, not 'ten'", "as for every non-number."),
    "huge-key-flow": ("FILE:6:11: error: an empty key, or a key of more than 1024 characters, is not allowed",
                      "yaml-cpp hands an over-long flow key on as an empty one; the message names both."),
    "deep-nesting": ("FILE:6:42: error: nesting deeper than 64 levels is not supported", MARK + "."),
}


def case(name, doc, error, about="", now=None, exit_code=2):
    """doc: str or bytes.  error: the expected first line of standard error
    with FILE standing for scenarios/bad/NAME.yaml.  about: a comment for the
    expectation (where the location is).  now: what the program prints today
    when that differs from the expectation (FILE as above)."""
    if isinstance(doc, str):
        doc = doc.encode("utf-8")
    rel = f"scenarios/bad/{name}.yaml"
    if name in SETTLED:
        # Reviewed: the program's own message stands, for the reason given.
        error, why = SETTLED[name]
        about = (about + "\n" if about else "") + "Settled on review: " + why
        now = None
    line, col = error.split(": error: ")[0].split(":")[1:3]
    at = f"line {line}, column {col}"
    doc = doc.replace(b"{AT}", at.encode())
    about = about.replace("{AT}", at)
    expect = comment(about)
    if now is not None:
        expect += comment("NOW: the program prints, wrongly or unclearly (see the report of the\n"
                          "hostile-input issue):\n  " + now.replace("FILE", rel))
    expect += f"exit: {exit_code}\n"
    expect += "error: " + yaml_quote(error.replace("FILE", rel)) + "\n"
    CASES.append((name, doc, expect))


def loc(doc, needle, nth=1):
    """1-based line:column (column in bytes) of the nth occurrence of needle
    in doc, not counting occurrences on comment lines."""
    if isinstance(doc, str):
        doc = doc.encode("utf-8")
    if isinstance(needle, str):
        needle = needle.encode("utf-8")
    at = -1
    for _ in range(nth):
        at = doc.index(needle, at + 1)
        while doc[doc.rfind(b"\n", 0, at) + 1:doc.rfind(b"\n", 0, at) + 2] == b"#":
            at = doc.index(needle, at + 1)
    line = doc.count(b"\n", 0, at) + 1
    col = at - (doc.rfind(b"\n", 0, at) + 1) + 1
    return f"{line}:{col}"


def first_bad_byte(doc):
    """Where a document stops being YAML text: the first byte that is not
    valid UTF-8, or the first control character other than tab, LF and CR.
    Returns (line:column, message)."""
    i = 0
    while i < len(doc):
        b = doc[i]
        n = 0
        if b < 0x80:
            if b < 0x20 and b not in (9, 10, 13) or b == 0x7F:
                return loc_at(doc, i), f"control character 0x{b:02x} is not allowed"
            i += 1
            continue
        if 0xC2 <= b <= 0xDF:
            n, lo, hi = 1, 0x80, 0xBF
        elif b == 0xE0:
            n, lo, hi = 2, 0xA0, 0xBF
        elif 0xE1 <= b <= 0xEC or 0xEE <= b <= 0xEF:
            n, lo, hi = 2, 0x80, 0xBF
        elif b == 0xED:
            n, lo, hi = 2, 0x80, 0x9F
        elif b == 0xF0:
            n, lo, hi = 3, 0x90, 0xBF
        elif 0xF1 <= b <= 0xF3:
            n, lo, hi = 3, 0x80, 0xBF
        elif b == 0xF4:
            n, lo, hi = 3, 0x80, 0x8F
        else:
            return loc_at(doc, i), f"the document is not valid UTF-8 (byte 0x{b:02x})"
        ok = i + n < len(doc) and lo <= doc[i + 1] <= hi and all(
            0x80 <= doc[i + k] <= 0xBF for k in range(2, n + 1))
        if not ok:
            return loc_at(doc, i), f"the document is not valid UTF-8 (byte 0x{b:02x})"
        i += n + 1
    return None


def loc_at(doc, at):
    line = doc.count(b"\n", 0, at) + 1
    col = at - (doc.rfind(b"\n", 0, at) + 1) + 1
    return f"{line}:{col}"


BOARD = "board:\n  - {tile: D, at: [0, 0]}\n"
# The list of known expansions in a message stands as this placeholder: the
# scenario test puts the registered names in its place (scenarios/README.md),
# so that a new expansion changes no expectation here.
KNOWN = "{known-expansions}"
ON_FORMS = "'road E', 'city N', 'field Nw' or 'monastery'"
NAME_RULE = "a player's name is 1 to 32 letters, digits, '_' or '-'"


def wrong(name, what, why, text, needle, message, nth=1, now=None, where=None):
    """A readable document with one value of the wrong type or range."""
    d = header(f"Input error: {what}.\n{why}\nExit 2, located at the offending value.") + text
    at = where or loc(d, needle, nth)
    case(name, d, f"FILE:{at}: error: {message}",
         f"line {at.split(':')[0]}, column {at.split(':')[1]}: the offending node", now)


def build():
    syntax()
    duplicates()
    types()
    numbers()
    players()
    names()
    suggestions()
    limits()


# ---------------------------------------------------------------- YAML itself
def syntax():
    d = header("Hostile input: the document is cut off in the middle of a flow map\n"
               "(a download that stopped half way; no newline at the end). A YAML\n"
               "syntax error, exit 2. The error belongs at the innermost bracket that\n"
               "is never closed, the '[' of `at: [0, ` ({AT}): that is\n"
               "where a reader must look. yaml-cpp's own wording (\"end of sequence\n"
               "flow not found\") is parser jargon.") + \
        "players: [red, blue]\nboard:\n  - {tile: D, at: [0, 0]}\n  - {tile: E, at: [0, "
    at = loc(d, "[0, ", 2)
    case("truncated-mid-flow", d,
         f"FILE:{at}: error: this '[' is not closed",
         "{AT}: the '[' of `at: [0, `, the innermost open bracket")

    d = header("Hostile input: the document is cut off inside a double-quoted string.\n"
               "A YAML syntax error, exit 2, located at the opening quote (in a long\n"
               "file the end of the file can be hundreds of lines below it).") + 'players: [red, "blu'
    at = loc(d, '"blu')
    case("truncated-mid-quote", d,
         f"FILE:{at}: error: this quoted string is not closed",
         "{AT}: the opening '\"'")

    rng = random.Random(20240611)
    junk = bytes(rng.randrange(256) for _ in range(2048))
    d = header("Hostile input: 2 KB of random bytes (seeded, reproducible: see\n"
               "tests/gen_bad.py) after this comment. YAML text is UTF-8 without\n"
               "control characters; the first junk byte (0xac, {AT}) cannot\n"
               "start a UTF-8 character, so the error stands there. Exit 2: never a\n"
               "crash, a hang or a score.").encode() + junk
    at, msg = first_bad_byte(d)
    case("binary-junk", d, f"FILE:{at}: error: {msg}",
         f"line {at.replace(':', ', column ')}: the first byte that is not UTF-8",
         now="FILE:6:160: error: YAML syntax: unknown escape character: <the raw byte 0xe5>\n"
             "  (a NUL byte in the junk is taken by yaml-cpp 0.7 as an escape character)")

    d = header("Hostile input: a NUL byte in the middle of a player's name. A NUL is\n"
               "not allowed anywhere in YAML text. Exit 2, located at the NUL\n"
               "({AT}).").encode() + b"players: [red, bl\x00ue]\n" + BOARD.encode()
    at, msg = first_bad_byte(d)
    case("nul-byte", d, f"FILE:{at}: error: {msg}", "{AT}: the NUL byte",
         now="FILE:5:2: error: YAML syntax: bad character found while scanning hex number\n"
             "  (yaml-cpp 0.7 takes NUL as the escape character of a plain scalar, so\n"
             "  NUL + 'u' starts a \\u escape; the location is on the next line)")

    d = header("Hostile input: a NUL byte followed by 'x44' as a tile id. yaml-cpp 0.7\n"
               "takes NUL as an escape character in a plain scalar and reads this id\n"
               "as 'D' (\\x44), so the position is silently scored as if it said D.\n"
               "Another YAML reader sees a different tile. A NUL is not allowed in\n"
               "YAML text: exit 2 at the NUL ({AT}).").encode() + \
        b"players: [red, blue]\nboard:\n  - {tile: \x00x44, at: [0, 0], meeple: {player: red, on: road E}}\n"
    at, msg = first_bad_byte(d)
    case("nul-escape-tile", d, f"FILE:{at}: error: {msg}", "{AT}: the NUL byte",
         now="nothing: exit 0, scored as tile D (red 1 point for the road)")

    d = header("Hostile input: 100,000 opening brackets (about 100 KB). The reader\n"
               "refuses nesting deeper than 64 levels. The document map is level 1,\n"
               "so the 63rd '[' is level 64 and the 64th '[' ({AT}) is\n"
               "the first one refused: the error stands there. Exit 2; the parser\n"
               "must not recurse 100,000 times.") + "players: " + "[" * 100000 + "\n"
    line = loc(d, "players: ").split(":")[0]
    case("deep-nesting", d,
         f"FILE:{line}:{len('players: ') + 64}: error: nesting deeper than 64 levels is not supported",
         "{AT}: the 64th '[' (the first is at column 10)",
         now="FILE:6:42: error: nesting deeper than 64 levels is not supported\n"
             "  (column 42 is the 33rd '['; with one '[' per line the line is\n"
             "  wrong too: line 33 for the 64th bracket, when the brackets are not closed)")

    lol = ['lol: &lol "lol"']
    for i in range(2, 10):
        prev = "lol" if i == 2 else f"lol{i - 1}"
        lol.append(f"lol{i}: &lol{i} [" + ", ".join([f"*{prev}"] * 10) + "]")
    d = header("Hostile input: the \"billion laughs\" alias bomb: nine levels of ten\n"
               "aliases each would expand to 10^9 strings. Aliases are refused\n"
               "outright (man page, LIMITS), at the first one: `*lol` on the lol2 line\n"
               "({AT}), before any expansion and before the unknown keys\n"
               "lol, lol2, ... are looked at. Exit 2.") + "players: [red, blue]\n" + BOARD + "\n".join(lol) + "\n"
    at = loc(d, "*lol")
    case("alias-bomb", d, f"FILE:{at}: error: YAML aliases (*name) are not supported",
         "{AT}: the first alias, *lol")

    d = header("Hostile input: one alias of a harmless anchor is refused too: aliases\n"
               "are not supported at all (an anchor alone is harmless and ignored).\n"
               "Exit 2, at the alias *p ({AT}).") + \
        "players: &p [red, blue]\nboard:\n  - {tile: D, at: [0, 0], meeple: {player: *p, on: road E}}\n"
    at = loc(d, "*p")
    case("alias-single", d, f"FILE:{at}: error: YAML aliases (*name) are not supported",
         "{AT}: the alias *p")

    big = "x" * 10000
    d = header("Hostile input: one key with a huge value: 10,000 bytes, more than the\n"
               "4096-byte limit on one scalar (man page, LIMITS). A 50 MB value is the\n"
               "same case at scale; such a file must not be committed, a test that\n"
               "wants it generates it (see tests/gen_bad.py). Exit 2, located at the\n"
               "start of the value ({AT}).") + \
        "players: [red, blue]\n" + BOARD + "expansions: " + big + "\n"
    at = loc(d, big)
    case("huge-value", d, f"FILE:{at}: error: a value of 10000 bytes is longer than the limit of 4096",
         "{AT}: the first x of the value")

    d = header("Hostile input: a plain key of 5,000 bytes. YAML limits an implicit key\n"
               "to 1024 characters, so this is a syntax error; it belongs at the key\n"
               "({AT}), and should say what is wrong. Exit 2.") + \
        "players: [red, blue]\n" + BOARD + "k" * 5000 + ": 1\n"
    at = loc(d, "kkkk")
    case("huge-key", d, f"FILE:{at}: error: this key is 5000 characters long; a key is at most 1024",
         "{AT}: the key")

    d = header("Hostile input: a 5,000-byte key inside a flow map. YAML limits an\n"
               "implicit key to 1024 characters, in flow maps too. The key is a plain\n"
               "name, only too long: exit 2 at the key ({AT}).") + \
        "players: [red, blue]\nboard: []\noptions: {" + "k" * 5000 + ": 1}\n"
    at = loc(d, "kkkk")
    case("huge-key-flow", d, f"FILE:{at}: error: YAML syntax: a key may be at most 1024 characters long",
         "{AT}: the key",
         now="FILE:6:5: error: a key must be a plain name\n"
             "  (wrong: it is a plain name; yaml-cpp hands over a null key)")

    d = header("Hostile input: a tab used for indentation (the board item starts with a tab).\n"
               "YAML forbids tabs in indentation. The error belongs at the tab,\n"
               "{AT}, and should name the tab: \"illegal block entry\" at\n"
               "the '-' gives no clue. Exit 2.") + \
        "players: [red, blue]\nboard:\n\t- {tile: D, at: [0, 0]}\n"
    at = loc(d, "\t")
    case("tab-indent", d, f"FILE:{at}: error: YAML syntax: a tab is not allowed in indentation; indent with spaces",
         "{AT}: the tab",
         now="FILE:7:2: error: YAML syntax: illegal block entry")

    case("empty-file", b"", "FILE:1:1: error: the document is empty; a document needs players: [name, name, ...] and board: (a position) or moves: (a game log)",
         "Hostile input: an empty file (0 bytes). It can carry no comment, so this\n"
         "one says what it tests. Nothing to read: an input error located at 1:1.\n"
         "Exit 2.")

    d = header("Hostile input: a file of only comments. It holds no YAML node at all,\n"
               "so it is an empty document: exit 2, located at 1:1.\n"
               "players: [red, blue]\nboard: []")
    case("only-comments", d, "FILE:1:1: error: the document is empty; a document needs players: [name, name, ...] and board: (a position) or moves: (a game log)", "1:1: nothing is there")

    d = header("Input error: the document is a list of maps, not a map (docs/format.md:\n"
               "a document has keys players:, board: or moves:, ...). Exit 2, located\n"
               "at the list ({AT}).") + "- players: [red, blue]\n- board: []\n"
    case("document-list", d, f"FILE:{loc(d, '- players')}: error: a document must be a map, not a list",
         "{AT}: the list")

    d = header("Input error: the whole document is one scalar. It must be a map.\n"
               "Exit 2, located at the scalar ({AT}).") + "hello carcassonne\n"
    case("document-scalar", d,
         f"FILE:{loc(d, 'hello')}: error: a document must be a map, not 'hello carcassonne'",
         "{AT}: the scalar")

    d = header("Hostile input: two YAML documents in one file (a second `---`). One\n"
               "document per file (man page, LIMITS); the error stands at the second\n"
               "document's `---` ({AT}). Exit 2.") + \
        "players: [red, blue]\n" + BOARD + "---\nplayers: [red, blue]\n" + BOARD
    case("two-documents", d, f"FILE:{loc(d, '---')}: error: more than one YAML document; give one per file",
         "{AT}: the second ---")

    d = header("Hostile input: a map key that is itself a list (`? [a, b]`). Keys are\n"
               "plain names. Exit 2, at the key ({AT}).") + \
        "players: [red, blue]\n" + BOARD + "? [a, b]\n: 1\n"
    case("complex-key", d, f"FILE:{loc(d, '[a, b]')}: error: a key must be a plain name",
         "{AT}: the key [a, b]")


# ---------------------------------------------------------------- duplicate keys
def duplicates():
    d = header("Input error: players: given twice at the top level. YAML forbids\n"
               "duplicate keys, and yaml-cpp alone would keep one of them silently.\n"
               "Exit 2, at the second key ({AT}).") + \
        "players: [red, blue]\n" + BOARD + "players: [blue, red]\n"
    case("duplicate-key-top", d, f"FILE:{loc(d, 'players', 2)}: error: duplicate key 'players'",
         "{AT}: the second players")

    d = header("Input error: at: given twice in one placed tile (which of [0, 1] and\n"
               "[5, 5] is meant?). Exit 2, at the second at ({AT}).") + \
        "players: [red, blue]\nboard:\n  - {tile: D, at: [0, 0]}\n  - {tile: E, at: [0, 1], rot: 180, at: [5, 5]}\n"
    case("duplicate-key-placed-tile", d, f"FILE:{loc(d, 'at:', 3)}: error: duplicate key 'at'",
         "{AT}: the second at")

    d = header("Input error: followers given twice in options (7 or 3?). Exit 2, at\n"
               "the second ({AT}).") + \
        "players: [red, blue]\noptions:\n  followers: 7\n  maze: simple\n  followers: 3\n" + BOARD
    case("duplicate-key-options", d, f"FILE:{loc(d, 'followers', 2)}: error: duplicate key 'followers'",
         "{AT}: the second followers")

    d = header("Input error: red's carried score given twice in scores. Exit 2, at\n"
               "the second red ({AT}).") + \
        "players: [red, blue]\n" + BOARD + "scores: {red: 3, blue: 4, red: 5}\n"
    case("duplicate-key-scores", d, f"FILE:{loc(d, 'red', 3)}: error: duplicate key 'red'",
         "{AT}: the second red")


# ---------------------------------------------------------------- wrong types
def types():
    key_of_null = "the key (the value is empty; yaml-cpp marks an empty value at the next\n  token, which here is another line)"
    wrong("players-map", "players is a map", "docs/format.md: players is a list of names in turn order.",
          "players: {red: 1, blue: 2}\n" + BOARD, "{red", "players must be a list, not a map")
    wrong("players-scalar", "players is a scalar", "docs/format.md: players is a list of names in turn order.",
          "players: red blue\n" + BOARD, "red blue", "players must be a list, not 'red blue'")
    d = header("Input error: players: has no value (null). It must be a list of names.\n"
               "Exit 2. An empty value has no place of its own, so the error stands\n"
               "at its key ({AT}), not on the next line.") + "players:\n" + BOARD
    case("players-null", d, f"FILE:{loc(d, 'players:')}: error: players must be a list, not nothing",
         "{AT}: the key players",
         now="FILE:5:1: error: players must be a list, not nothing\n"
             "  (line 5 is `board:`: the message points at the wrong key)")
    d = header("Input error: board: has no value (null). It must be a list of placed\n"
               "tiles (an empty board is `board: []`). Exit 2. An empty value has no\n"
               "place of its own, so the error stands at its key ({AT}),\n"
               "not after the end of the file.") + "players: [red, blue]\nboard:\n"
    case("board-null", d, f"FILE:{loc(d, 'board:')}: error: board must be a list, not nothing",
         "{AT}: the key board",
         now="FILE:7:1: error: board must be a list, not nothing\n"
             "  (the file has 6 lines: line 7 does not exist)")
    wrong("expansions-scalar", "expansions is a scalar",
          "docs/format.md: expansions is a list, even of one name.",
          "players: [red, blue]\nexpansions: signposts\n" + BOARD, "signposts",
          "expansions must be a list, not 'signposts'")
    wrong("options-list", "options is a list", "docs/format.md: options is a map (followers:, maze:).",
          "players: [red, blue]\noptions: [followers, 7]\n" + BOARD, "[followers", "options must be a map, not a list")
    wrong("followers-string", "followers is a word", "docs/format.md: followers is a number (default 7).",
          "players: [red, blue]\noptions: {followers: seven}\n" + BOARD, "seven",
          "followers must be a whole number, not 'seven'")
    wrong("tiles-list", "tiles is a list", "docs/format.md: tiles: maps custom ids to definitions.",
          "players: [red, blue]\ntiles: [D, E]\n" + BOARD, "[D, E]", "tiles must be a map, not a list")
    wrong("board-map", "board is a map (one tile, not a list of tiles)",
          "docs/format.md: board is a list of placed tiles. The map starts at its first key.",
          "players: [red, blue]\nboard:\n  tile: D\n  at: [0, 0]\n", "tile: D", "board must be a list, not a map")
    wrong("moves-scalar", "moves is a scalar", "docs/format.md: moves is a list of moves.",
          "players: [red, blue]\nmoves: V\n", "V\n", "moves must be a list, not 'V'")
    wrong("at-scalar", "at is a scalar", "docs/format.md: at is [x, y].",
          "players: [red, blue]\nboard:\n  - {tile: D, at: 0}\n", "0}", "at must be [x, y], not '0'")
    wrong("at-three-numbers", "at has three numbers",
          "docs/format.md: at is [x, y]. The message must say what is wrong: \"not a\nlist\" about a list reads as nonsense; it has 3 items.",
          "players: [red, blue]\nboard:\n  - {tile: D, at: [0, 0, 0]}\n", "[0, 0, 0]",
          "at must be [x, y], not a list of 3 items",
          now="FILE:7:19: error: at must be [x, y], not a list")
    wrong("at-map", "at is a map", "docs/format.md: at is [x, y].",
          "players: [red, blue]\nboard:\n  - {tile: D, at: {x: 0, y: 0}}\n", "{x:", "at must be [x, y], not a map")
    wrong("rot-list", "rot is a list", "docs/format.md: rot is 0, 90, 180 or 270.",
          "players: [red, blue]\nboard:\n  - {tile: D, at: [0, 0], rot: [90]}\n", "[90]",
          "rot must be 0, 90, 180, 270 or auto, not a list")
    wrong("meeple-list", "meeple (in a position) is a list",
          "docs/format.md: a follower in a position is {player: P, on: FEATURE}.",
          "players: [red, blue]\nboard:\n  - {tile: D, at: [0, 0], meeple: [red, road E]}\n",
          "[red, road E]", "meeple must be a map, not a list")
    wrong("meeple-list-log", "meeple (in a log) is a list",
          "docs/format.md: in a log, meeple is a feature ('road E') or a map.",
          "players: [red, blue]\nmoves:\n  - {tile: V, at: [1, 0], meeple: [road W]}\n",
          "[road W]", "meeple (or a feature like 'road E') must be a map, not a list")
    wrong("end-number", "end is a number", "docs/format.md: end is true or false.",
          "players: [red, blue]\nmoves:\n  - {tile: V, at: [1, 0]}\nend: 1\n", "1\n",
          "end must be true or false, not '1'")
    wrong("scores-list", "scores is a list", "docs/format.md: scores maps player names to points.",
          "players: [red, blue]\n" + BOARD + "scores: [3, 4]\n", "[3, 4]", "scores must be a map, not a list")
    wrong("score-string", "one score is a word", "docs/format.md: scores maps player names to points.",
          "players: [red, blue]\n" + BOARD + "scores: {red: ten, blue: 4}\n", "ten",
          "a score must be a whole number, not 'ten'")
    wrong("move-list", "a move is a list", "docs/format.md: a move is a map {tile:, at:, ...} or {discard:}.",
          "players: [red, blue]\nmoves:\n  - {tile: V, at: [1, 0]}\n  - [E, [0, 1], 180]\n",
          "[E,", "a move must be a map, not a list")
    wrong("tile-list", "a placed tile's tile: is a list", "docs/format.md: tile: is one id.",
          "players: [red, blue]\nboard:\n  - {tile: [D], at: [0, 0]}\n", "[D]", "tile must be a name, not a list")
    wrong("on-list", "on: is a list", "docs/format.md: on: is one feature, 'road E'.",
          "players: [red, blue]\nboard:\n  - {tile: D, at: [0, 0], meeple: {player: red, on: [road, E]}}\n",
          "[road, E]", "on must be a name, not a list")


# ---------------------------------------------------------------- numbers
def numbers():
    wrong("followers-negative", "followers is -1", "A supply holds 0 to 1000 followers.",
          "players: [red, blue]\noptions: {followers: -1}\n" + BOARD, "-1",
          "followers must be from 0 to 1000, not '-1'")
    wrong("followers-huge", "followers is 10^20, more than 64 bits hold",
          "A supply holds 0 to 1000 followers; the overflow must not wrap.",
          "players: [red, blue]\noptions: {followers: 99999999999999999999}\n" + BOARD, "9999",
          "followers must be from 0 to 1000, not '99999999999999999999'")
    wrong("x-beyond-32-bit", "x is 2^31, one past the 32-bit range",
          "docs/format.md: any 32-bit coordinate is legal, no other.",
          "players: [red, blue]\nboard:\n  - {tile: D, at: [2147483648, 0]}\n", "2147483648",
          "x must be from -2147483648 to 2147483647, not '2147483648'")
    wrong("y-below-32-bit", "y is -2^31 - 1, one below the 32-bit range",
          "docs/format.md: any 32-bit coordinate is legal, no other.",
          "players: [red, blue]\nboard:\n  - {tile: D, at: [0, -2147483649]}\n", "-2147483649",
          "y must be from -2147483648 to 2147483647, not '-2147483649'")
    wrong("coordinate-nan", "x is .nan (YAML's not-a-number)", "Coordinates are whole numbers.",
          "players: [red, blue]\nboard:\n  - {tile: D, at: [.nan, 0]}\n", ".nan",
          "x must be a whole number, not '.nan'")
    wrong("coordinate-inf", "y is -.inf (YAML's minus infinity)", "Coordinates are whole numbers.",
          "players: [red, blue]\nboard:\n  - {tile: D, at: [0, -.inf]}\n", "-.inf",
          "y must be a whole number, not '-.inf'")
    wrong("coordinate-fraction", "x is 0.5", "Coordinates are whole numbers.",
          "players: [red, blue]\nboard:\n  - {tile: D, at: [0.5, 0]}\n", "0.5",
          "x must be a whole number, not '0.5'")
    wrong("coordinate-hex", "x is hexadecimal 0x10",
          "Man page, LIMITS: numbers are decimal only; hexadecimal is refused.",
          "players: [red, blue]\nboard:\n  - {tile: D, at: [0x10, 0]}\n", "0x10",
          "x must be a whole number, not '0x10'")
    wrong("coordinate-octal", "x is 010, octal-looking",
          "Man page, LIMITS: numbers are decimal only; octal is refused. 010 is 8\n"
          "to a YAML 1.1 reader (PyYAML) and 10 to a YAML 1.2 reader: the same\n"
          "file would put the tile in two places. A leading zero is refused.",
          "players: [red, blue]\nboard:\n  - {tile: D, at: [010, 0], meeple: {player: red, on: road E}}\n", "010",
          "x must be a whole number without leading zeros, not '010'",
          now="nothing: exit 0, the tile is put at [10, 0] (the road event lists tiles [[10, 0]])")
    wrong("followers-octal", "followers is 010, octal-looking",
          "Man page, LIMITS: numbers are decimal only; octal is refused. 010 is 8\n"
          "to a YAML 1.1 reader (PyYAML) and 10 to a YAML 1.2 reader. A leading\n"
          "zero is refused.",
          "players: [red, blue]\noptions: {followers: 010}\n" + BOARD, "010",
          "followers must be a whole number without leading zeros, not '010'",
          now="nothing: exit 0, read as 10 followers")


# ---------------------------------------------------------------- players
def players():
    wrong("players-one", "one player", "docs/format.md: 2 to 6 players.",
          "players: [red]\n" + BOARD, "[red]", "players must list 2 to 6 names, not 1")
    wrong("players-seven", "seven players", "docs/format.md: 2 to 6 players.",
          "players: [a, b, c, d, e, f, g]\n" + BOARD, "[a,", "players must list 2 to 6 names, not 7")
    wrong("players-repeated", "a player's name given twice",
          "docs/format.md: names are unique. The error stands at the second 'red'.",
          "players: [red, blue, red]\n" + BOARD, "red", "player 'red' is listed twice", nth=2)
    wrong("player-name-space", "a player's name with a space",
          "docs/format.md: a name is [A-Za-z0-9_-]+.",
          'players: [red, "light blue"]\n' + BOARD, '"light', f"{NAME_RULE}, not 'light blue'")
    d = header("Hostile input: a player's name holding bytes that are not UTF-8\n"
               "(0xff 0xfe, as from a Latin-1 editor or a corrupted file). YAML text\n"
               "is Unicode: the document is refused at the first bad byte ({AT}),\n"
               "and the message never copies raw invalid bytes to the\n"
               "terminal. Exit 2.").encode() + b"players: [red, bl\xff\xfeue]\n" + BOARD.encode()
    at, msg = first_bad_byte(d)
    case("player-name-not-utf8", d, f"FILE:{at}: error: {msg}", "{AT}: the byte 0xff",
         now="FILE:6:16: error: a player's name is 1 to 32 letters, digits, '_' or '-', not 'bl<0xff><0xfe>ue'\n"
             "  (the two raw bytes are copied to standard error)")


# ---------------------------------------------------------------- names
def names():
    wrong("unknown-expansion", "an unknown expansion 'zz-unknown'",
          "docs/format.md lists the expansion names; zz-unknown is none of them and never\n"
          "will be (reserved for this test, so that no new expansion turns it into a name).",
          "players: [red, blue]\nexpansions: [signposts, zz-unknown]\n" + BOARD, "zz-unknown",
          f"unknown expansion 'zz-unknown' (known: {KNOWN})")
    long_id = "T" * 33
    wrong("tile-id-too-long", "a custom tile id of 33 characters",
          "Custom tile ids are 1 to 32 letters, digits, '_' or '-'. The error\nstands at the id (the key).",
          "players: [red, blue]\ntiles:\n  " + long_id + ":\n    field: [{halves: [Nw, Ne, En, Es, Se, Sw, Ws, Wn]}]\n" + BOARD,
          long_id, f"tile id '{long_id}' must be 1 to 32 letters, digits, '_' or '-'")
    long_ref = "Q" * 300
    wrong("placed-tile-id-too-long", "a placed tile's id of 300 characters",
          "No tile has such an id: unknown tile. The message quotes at most 40\n"
          "characters of it, like every other quoted value, not all 300.",
          "players: [red, blue]\nboard:\n  - {tile: " + long_ref + ", at: [0, 0]}\n",
          long_ref, f"unknown tile '{'Q' * 40}...'",
          now="FILE:7:12: error: unknown tile 'QQQ...' (all 300 Qs)")
    long_key = "k" * 1000
    wrong("unknown-key-long", "an unknown key of 1000 characters",
          "Unknown key. The message quotes at most 40 characters of it, like\nevery other quoted value, not all 1000.",
          "players: [red, blue]\n" + BOARD + long_key + ": 1\n",
          long_key, f"unknown key '{'k' * 40}...' in the document",
          now="FILE:8:1: error: unknown key 'kkk...' (all 1000 ks) in the document")
    wrong("on-missing-edge", "on: names a kind of feature but no edge",
          "docs/format.md: on: is 'road E', 'city N', 'field Nw' or 'monastery'.",
          "players: [red, blue]\nboard:\n  - {tile: D, at: [0, 0], meeple: {player: red, on: road}}\n",
          "road}", f"a follower stands on {ON_FORMS}, not 'road' (did you mean 'road N', "
          "'road E', 'road S' or 'road W'?)")
    wrong("on-bad-edge", "on: spells the edge out ('road east')",
          "docs/format.md: edges are N, E, S, W.",
          "players: [red, blue]\nboard:\n  - {tile: D, at: [0, 0], meeple: {player: red, on: road east}}\n",
          "road east", f"a follower stands on {ON_FORMS}, not 'road east' (did you mean 'road E'?)")
    wrong("on-field-edge", "on: names a field by an edge, not by a half",
          "docs/format.md: a field is named by a half, Nw Ne En Es Se Sw Ws Wn.",
          "players: [red, blue]\nboard:\n  - {tile: D, at: [0, 0], meeple: {player: red, on: field N}}\n",
          "field N", f"a follower stands on {ON_FORMS}, not 'field N' (did you mean 'field Nw' or "
          "'field Ne'?)")


# ---------------------------------------------------------------- suggestions
def suggest(name, what, text, needle, message, about):
    """A name misspelt: the message suggests the name meant."""
    d = header(f"Input error: {what}") + text
    at = loc(d, needle)
    case(name, d, f"FILE:{at}: error: {message}", "{AT}: " + about)


def suggestions():
    suggest("suggest-expansion", "expansion `signpost` is `signposts`.",
            "players: [red, blue]\nexpansions: [signpost]\n" + BOARD, "signpost",
            f"unknown expansion 'signpost' (did you mean 'signposts'? known: {KNOWN})",
            "the item signpost")
    suggest("suggest-key-meeple", "the key `meple` is a typo of `meeple`; the message suggests it.",
            "players: [red, blue]\nboard:\n  - {tile: D, at: [0, 0], meple: {player: red, on: city N}}\n",
            "meple", "unknown key 'meple' in a placed tile (did you mean 'meeple'?)",
            "the key meple; one letter dropped from meeple")
    suggest("suggest-player", "player `bleu` is not listed; `blue` is one swap away.",
            "players: [red, blue]\nmoves:\n  - {player: bleu, tile: V, at: [0, -1]}\n",
            "bleu", "unknown player 'bleu' (did you mean 'blue'? players: red, blue)",
            "the value bleu; e and u swapped")
    suggest("suggest-tile-case", "tile `v` does not exist; the ids are upper case, and `V` is suggested.",
            "players: [red, blue]\nmoves:\n  - {tile: v, at: [0, -1]}\n",
            "v, at", "unknown tile 'v' (did you mean 'V'?)",
            "the value v; v and V differ only in case")


# ---------------------------------------------------------------- docs/format.md "Values and limits"
ARMS_TILE = ("tiles:\n  T:\n    city: [{edges: [N], arms: %s}]\n"
             "    field: [{halves: [En, Es, Se, Sw, Ws, Wn], cities: [0]}]\n")


def limits():
    wrong("arms-ten", "a city segment with 10 coats of arms",
          "docs/format.md \"Values and limits\": arms is 0 to 9 on one city segment.",
          "players: [red, blue]\n" + ARMS_TILE % "10" + BOARD, "10",
          "'arms' of tile 'T' must be from 0 to 9, not '10'")
    wrong("arms-negative", "a city segment with -1 coats of arms",
          "docs/format.md \"Values and limits\": arms is 0 to 9 on one city segment.",
          "players: [red, blue]\n" + ARMS_TILE % "-1" + BOARD, "-1",
          "'arms' of tile 'T' must be from 0 to 9, not '-1'")
    wrong("score-beyond-limit", "a carried score of 1,000,000,001",
          "docs/format.md \"Values and limits\": a carried score is within +-1,000,000,000.",
          "players: [red, blue]\n" + BOARD + "scores: {red: 1000000001}\n", "1000000001",
          "a score must be from -1000000000 to 1000000000, not '1000000001'")
    wrong("boolean-yes", "end: yes",
          "docs/format.md \"Values and limits\": a boolean is true or false; YAML 1.1's\n"
          "yes, no, on and off are refused.",
          "players: [red, blue]\nmoves: []\nend: yes\n", "yes",
          "end must be true or false, not 'yes'")
    wrong("boolean-on", "a custom tile's monastery: on",
          "docs/format.md \"Values and limits\": a boolean is true or false; YAML 1.1's\n"
          "yes, no, on and off are refused.",
          "players: [red, blue]\ntiles:\n  T:\n    field: [{halves: [Nw, Ne, En, Es, Se, Sw, Ws, Wn]}]\n"
          "    monastery: on\n" + BOARD, "on\n",
          "'monastery' of tile 'T' must be true or false, not 'on'")
    wrong("followers-plus", "followers is +3",
          "docs/format.md \"Values and limits\": only a plain decimal integer; +3 is a\nYAML 1.1 form.",
          "players: [red, blue]\noptions: {followers: +3}\n" + BOARD, "+3",
          "followers must be a whole decimal number, not '+3'")
    wrong("coordinate-exponent", "x is 1e3",
          "docs/format.md \"Values and limits\": only a plain decimal integer; 1e3 is a\nYAML 1.1 form.",
          "players: [red, blue]\nboard:\n  - {tile: D, at: [1e3, 0]}\n", "1e3",
          "x must be a whole decimal number, not '1e3'")
    wrong("coordinate-sexagesimal", "x is 1:05 (YAML 1.1 reads base 60: 65)",
          "docs/format.md \"Values and limits\": only a plain decimal integer.",
          "players: [red, blue]\nboard:\n  - tile: D\n    at:\n      - 1:05\n      - 0\n", "1:05",
          "x must be a whole decimal number, not '1:05'")


def write(out):
    """Writes every case to the folder out, which then holds nothing else."""
    os.makedirs(out, exist_ok=True)
    for f in os.listdir(out):
        if f.endswith(".yaml"):
            os.remove(os.path.join(out, f))
    for name, doc, expect in CASES:
        with open(os.path.join(out, name + ".yaml"), "wb") as f:
            f.write(doc)
        with open(os.path.join(out, name + ".expect.yaml"), "w") as f:
            f.write(expect)


def check():
    """0 when scenarios/bad/ is exactly what this script writes, else 1 and
    what differs (the CTest bad_corpus_generated)."""
    with tempfile.TemporaryDirectory() as tmp:
        write(tmp)
        made = sorted(f for f in os.listdir(tmp) if f.endswith(".yaml"))
        have = sorted(f for f in os.listdir(OUT) if f.endswith(".yaml"))
        problems = [f"scenarios/bad/{f}: not written by tests/gen_bad.py (a hand-written case "
                    "belongs in the generator, or in a folder of its own)" for f in have if f not in made]
        problems += [f"scenarios/bad/{f}: missing (tests/gen_bad.py writes it)" for f in made if f not in have]
        for f in made:
            if f in have and not filecmp.cmp(os.path.join(tmp, f), os.path.join(OUT, f), shallow=False):
                problems.append(f"scenarios/bad/{f}: differs from what tests/gen_bad.py writes")
    for p in problems:
        print(p, file=sys.stderr)
    if problems:
        print("run `python3 tests/gen_bad.py` and review `git diff scenarios/bad`", file=sys.stderr)
        return 1
    print(f"scenarios/bad/ is what tests/gen_bad.py writes: {len(CASES)} scenarios")
    return 0


if __name__ == "__main__":
    build()
    if sys.argv[1:] == ["--check"]:
        sys.exit(check())
    if sys.argv[1:]:
        sys.exit("usage: python3 tests/gen_bad.py [--check]")
    write(OUT)
    print(f"wrote {len(CASES)} scenarios to {OUT}", file=sys.stderr)
