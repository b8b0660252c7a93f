#!/usr/bin/env python3
"""Writes the candidate seeds of the three fuzz targets into OUT/document,
OUT/import and OUT/cli, each under the input cap of run.sh (8192 bytes):

- document: every document of the scenario corpus (scenarios/*/ but import/),
  the custom tile sets, tests/data, the committed tests/fuzz/seeds, and the
  longer logs trimmed to their first moves (the 72-tile game, the two Board
  Game Arena games as imported);
- import: every JCloisterZone save and BGA log of scenarios/import and
  tests/fuzz/seeds-import, and the two recorded BGA games trimmed: the members
  the importer does not read dropped, and their first packets kept;
- cli: a command line and its documents (fuzz_cli.cpp says the form): each
  scenario with `score --format json`, each with the command its `# command:`
  directive names, the commands that read no document, import.

tests/fuzz/seed.sh minimises them into the committed corpora with -merge=1.
Usage: make_seeds.py SOURCE_DIR OUT"""
import glob
import json
import os
import re
import sys

CAP = 8192
SOURCE, OUT = sys.argv[1], sys.argv[2]


def read(path):
    with open(path, "rb") as f:
        return f.read()


def write(kind, name, data):
    if len(data) > CAP:
        return
    folder = os.path.join(OUT, kind)
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, name.replace("/", "_")), "wb") as f:
        f.write(data)


def trimmed_log(text):
    """A YAML game log cut to its first moves so that it fits under the cap."""
    lines = text.split(b"\n")
    start = next(i for i, l in enumerate(lines) if l.startswith(b"moves:"))
    head = [l for l in lines[:start] if not l.startswith(b"#")]
    moves = [l for l in lines[start + 1:] if l.startswith(b"  - ")]
    while moves:
        doc = b"\n".join(head + [b"moves:"] + moves + [b"end: false", b""])
        if len(doc) <= CAP - 200:
            return doc
        moves = moves[: len(moves) * 3 // 4]
    return None


def trimmed_bga(data):
    """A BGA log with only the notifications and members the importer reads, cut to its
    first packets."""
    keep = {"status", "data", "valid", "table_id", "type", "args", "id",
            "active_player", "tile_type", "tile_id", "player_id", "player_name", "ori", "pos",
            "target", "ptype", "portal", "result", "score", "x", "y", "player", "stats"}

    def strip(v):
        if isinstance(v, dict):
            return {k: strip(x) for k, x in v.items() if k in keep}
        if isinstance(v, list):
            return [strip(x) for x in v]
        return v

    def read(n):  # the notifications the importer reads (IMPORT.md); state changes 2 and 99 only
        t = n.get("type")
        if t == "gameStateChange":
            return isinstance(n.get("args"), dict) and n["args"].get("id") in (2, 99, "2", "99")
        return t in ("playTile", "playPartisan", "cantPlay")

    # One packet of every notification read (a packet's id and a notification's
    # uid are optional).
    log = strip(json.loads(data))
    table = log["data"]["data"][0]["table_id"]
    notes = [n for p in log["data"]["data"] for n in p.get("data", []) if read(n)]
    log["data"]["data"] = [{"table_id": table, "data": notes}]
    packets = notes
    while packets:
        text = json.dumps(log, separators=(",", ":")).encode()
        if len(text) <= CAP - 200:
            return text
        del packets[len(packets) * 3 // 4:]
    return None


def directives(text):
    out = {}
    for line in text.split(b"\n"):
        m = re.match(rb"# (args|command): (.*)", line)
        if not m:
            break
        out[m.group(1).decode()] = m.group(2).decode()
    return out


def main():
    docs = sorted(p for p in glob.glob(os.path.join(SOURCE, "scenarios/*/*.yaml"))
                  if not p.endswith(".expect.yaml") and "/import/" not in p)
    imports = sorted(glob.glob(os.path.join(SOURCE, "scenarios/import/*.json")) +
                     glob.glob(os.path.join(SOURCE, "scenarios/import/*.jcz")) +
                     glob.glob(os.path.join(SOURCE, "tests/fuzz/seeds-import/*")))
    extra = sorted(glob.glob(os.path.join(SOURCE, "tests/data/*")) +
                   glob.glob(os.path.join(SOURCE, "tests/fuzz/seeds/*")))
    signposts = read(os.path.join(SOURCE, "scenarios/tilesets/signposts-example.yaml"))

    for path in docs + extra:
        rel = os.path.relpath(path, SOURCE)
        text = read(path)
        write("document", rel, text)
        if len(text) > CAP and b"\nmoves:" in text:
            cut = trimmed_log(text)
            if cut:
                write("document", rel + ".trimmed", cut)
        d = directives(text)
        tiles = " --tiles @2" if "--tiles" in d.get("args", "") + d.get("command", "") else ""
        files = text + (b"\n%%\n" + signposts if tiles else b"")
        write("cli", rel + ".score", f"score --format json @{tiles} {d.get('args', '')}\n".encode() + files)
        if "command" in d:
            name, _, rest = d["command"].partition(" ")
            rest = re.sub(r"--tiles \S+", "--tiles @2", rest)
            write("cli", rel + ".command", f"{name} @ {rest}\n".encode() + files)
    # The imported real games are game logs too; trimmed for the document target.
    for path in sorted(glob.glob(os.path.join(SOURCE, "scenarios/import/*.yaml"))):
        if path.endswith(".expect.yaml"):
            continue
        text = read(path)
        rel = os.path.relpath(path, SOURCE)
        write("document", rel, text)
        cut = trimmed_log(text) if len(text) > CAP - 200 else None
        if cut:
            write("document", rel + ".trimmed", cut)
    for path in imports:
        rel = os.path.relpath(path, SOURCE)
        data = read(path)
        if len(data) > CAP and path.endswith(".json"):
            data = trimmed_bga(data)
            rel += ".trimmed"
        if data:
            write("import", rel, data)
            write("cli", rel + ".import", b"import @\n" + data)

    # Every command, on the quickstart position and the 72-tile game (trimmed).
    quick = read(os.path.join(SOURCE, "scenarios/base/quickstart.yaml"))
    game = trimmed_log(read(os.path.join(SOURCE, "scenarios/logs/full-game-72.yaml")))
    for i, line in enumerate([
            "score @", "score --running @", "score --format jsonl --running @ @2",
            "score --summary @ @2", "score --no-final --move 3 @",
            "score --then '{player: red, tile: K, at: [-1, 1], rot: 90}' @",
            "check @ @2", "check --quiet @d", "explain @ --at 0,0", "explain @ --player red",
            "explain --format json @ --at 0,0 --on 'city N'", "draw @", "draw --format svg @",
            "draw @ --at 0,0 --on 'field Nw' --color always", "position @2 --move 5",
            "fits @ K", "fits --format json @2 U --move 2", "tiles --left @2 --move 4",
            "score -", "score @ --max-bytes 100"]):
        write("cli", f"command-{i}", line.encode() + b"\n" + quick + b"\n%%\n" + game)
    for i, line in enumerate([
            "rules", "rules base.majority", "rules maze", "rules --search city closed",
            "rules --format markdown", "rules BASE.MAJORTY", "tiles", "tiles K --rot 90",
            "tiles --edges N=city,E=road,S=?", "tiles K --format svg", "help", "help fits",
            "--help", "--version", "score --formt json", "scroe", "--format json score",
            "draw --svg", "explain --on 'city N'", "fits", "import --from bga @",
            "tiles --tiles @ SP-A", "tiles --tiles signposts-example SP-B --rot 270"]):
        write("cli", f"args-{i}", line.encode() + b"\n" + signposts)


main()
