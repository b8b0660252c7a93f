#!/usr/bin/env python3
"""`carcassonne draw --format svg` writes SVG that parses as XML and that
rsvg-convert renders to a PNG of the declared size that is not blank.
Usage: svg_render_test.py BINARY SOURCE_DIR"""
import os
import struct
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
import zlib

SVG = "{http://www.w3.org/2000/svg}"
# (arguments, tiles, standing followers), the counts worked out from each document:
CASES = [
    # quickstart: 6 tiles; blue farmer, red knight, blue thief, red thief, red monk.
    (["scenarios/base/quickstart.yaml"], 6, 5),
    # 72 tiles; standing at the end: red's farmer, thief and knight, blue's monk.
    (["scenarios/logs/full-game-72.yaml", "--at", "4,6", "--on", "city N"], 72, 4),
    # start tile + 8 moves; red's thief went home at move 4, the other five stand.
    (["tests/drawings/expansions.yaml"], 9, 5),
]


def png_pixels(data):
    """Width, height and rows of RGBA pixels of an 8-bit RGBA or RGB PNG."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, width = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and colour in (2, 6) and interlace == 0, "unexpected PNG format"
            channels = 4 if colour == 6 else 3
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw, stride, rows, prev = zlib.decompress(idat), width * channels, [], bytearray(width * channels)
    for y in range(height):
        line = raw[y * (stride + 1):(y + 1) * (stride + 1)]
        kind, cur = line[0], bytearray(line[1:])
        for i in range(stride):
            a = cur[i - channels] if i >= channels else 0
            b, c = prev[i], prev[i - channels] if i >= channels else 0
            if kind == 1:
                cur[i] = (cur[i] + a) & 255
            elif kind == 2:
                cur[i] = (cur[i] + b) & 255
            elif kind == 3:
                cur[i] = (cur[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                cur[i] = (cur[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(cur))
        prev = cur
    return width, height, channels, rows


def main():
    binary, source = sys.argv[1], sys.argv[2]
    failures = 0
    with tempfile.TemporaryDirectory() as tmp:
        for args, tiles, followers in CASES:
            name = " ".join(args)
            run = subprocess.run([binary, "draw", "--format", "svg"] + args, cwd=source, capture_output=True)
            svg = run.stdout
            root = ET.fromstring(svg)
            problems = []
            if run.returncode != 0:
                problems.append(f"exit {run.returncode}")
            if root.tag != SVG + "svg" or root.get("version") != "1.1":
                problems.append(f"root {root.tag} version {root.get('version')}")
            width, height = int(root.get("width")), int(root.get("height"))
            drawn = [e for e in root.iter() if "data-tile" in e.attrib]
            standing = [e for e in root.iter() if "data-player" in e.attrib]
            if len(drawn) != tiles or len(standing) != followers:
                problems.append(f"{len(drawn)} tiles, {len(standing)} followers")
            path = os.path.join(tmp, "drawing.svg")
            with open(path, "wb") as f:
                f.write(svg)
            png = subprocess.run(["rsvg-convert", path], capture_output=True, check=True).stdout
            w, h, channels, rows = png_pixels(png)
            if (w, h) != (width, height):
                problems.append(f"PNG {w}x{h}, SVG {width}x{height}")
            # Not blank: many colours, and most of the board is not the page's background.
            background = bytes([0xF6, 0xF3, 0xEC, 255][:channels])
            colours, other = set(), 0
            for row in rows[::4]:
                for x in range(0, w * channels, 4 * channels):
                    px = row[x:x + channels]
                    colours.add(px)
                    other += px != background
            sampled = len(rows[::4]) * len(range(0, w * channels, 4 * channels))
            if len(colours) < 20 or other < sampled // 3:
                problems.append(f"looks blank: {len(colours)} colours, {other} of {sampled} pixels drawn")
            print(f"{'FAIL' if problems else 'ok'}: draw --format svg {name}: {width}x{height}"
                  + (": " + "; ".join(problems) if problems else ""))
            failures += bool(problems)
    print(f"{len(CASES) - failures} passed, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
