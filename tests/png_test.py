#!/usr/bin/env python3
"""`carcassonne draw --format png` writes the picture of `--format svg` as PNG:
decoded here (zlib and the PNG filters, in svg_render_test.py), it has the
SVG's declared size, it is not blank, and its pixels are those librsvg's own
rsvg-convert gives the SVG. Also: the program without its PNG module says so,
and a board too large for a PNG is refused with a hint.
Usage: png_test.py BINARY SOURCE_DIR"""
import os
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from svg_render_test import png_pixels  # noqa: E402

CASES = [
    ["scenarios/base/quickstart.yaml"],
    ["docs/tutorial/table.yaml", "--at", "1,1", "--on", "city W"],
    ["scenarios/logs/full-game-72.yaml", "--move", "40"],
    ["tests/drawings/expansions.yaml"],
]


def draw(binary, source, fmt, args):
    return subprocess.run([binary, "draw", "--format", fmt] + args, cwd=source, capture_output=True)


def check_case(binary, source, tmp, args):
    problems = []
    svg_run, png_run = draw(binary, source, "svg", args), draw(binary, source, "png", args)
    if png_run.returncode != 0 or png_run.stderr:
        return [f"exit {png_run.returncode}: {png_run.stderr.decode()}"]
    root = ET.fromstring(svg_run.stdout)
    width, height = int(root.get("width")), int(root.get("height"))
    w, h, channels, rows = png_pixels(png_run.stdout)
    if (w, h) != (width, height):
        problems.append(f"PNG {w}x{h}, SVG {width}x{height}")
    # Not blank: many colours, and a fifth of the picture not the page's background.
    background = bytes([0xF6, 0xF3, 0xEC, 255][:channels])
    colours, drawn, sampled = set(), 0, 0
    for row in rows[::4]:
        for x in range(0, w * channels, 4 * channels):
            px = row[x:x + channels]
            colours.add(px)
            drawn += px != background
            sampled += 1
    if len(colours) < 20 or drawn < sampled // 5:
        problems.append(f"looks blank: {len(colours)} colours, {drawn} of {sampled} pixels drawn")
    # The same picture as librsvg's own converter makes of the SVG.
    path = os.path.join(tmp, "drawing.svg")
    with open(path, "wb") as f:
        f.write(svg_run.stdout)
    reference = subprocess.run(["rsvg-convert", path], capture_output=True, check=True).stdout
    rw, rh, rchannels, rrows = png_pixels(reference)
    if (rw, rh, rchannels) != (w, h, channels):
        problems.append(f"rsvg-convert gives {rw}x{rh}x{rchannels}, draw {w}x{h}x{channels}")
    else:
        differ = sum(a != b for ra, rb in zip(rows, rrows)
                     for a, b in zip(ra[::channels], rb[::channels]))
        if differ > w * h // 1000:
            problems.append(f"{differ} of {w * h} pixels differ from rsvg-convert's")
    return problems


def main():
    binary, source = os.path.abspath(sys.argv[1]), sys.argv[2]
    failures, count = 0, 0
    with tempfile.TemporaryDirectory() as tmp:
        for args in CASES:
            problems = check_case(binary, source, tmp, args)
            count += 1
            failures += bool(problems)
            print(f"{'FAIL' if problems else 'ok'}: draw --format png {' '.join(args)}"
                  + (": " + "; ".join(problems) if problems else ""))

        # A copy of the program without the module beside it (nor installed below it).
        alone = os.path.join(tmp, "bin")
        os.mkdir(alone)
        shutil.copy(binary, alone)
        run = subprocess.run([os.path.join(alone, os.path.basename(binary)), "draw", "--format",
                              "png", "scenarios/base/quickstart.yaml"], cwd=source,
                             capture_output=True, text=True)
        want = "carcassonne: error: the PNG module is not installed (looked for "
        ok = run.returncode == 2 and run.stderr.startswith(want) and not run.stdout
        count += 1
        failures += not ok
        print(f"{'ok' if ok else 'FAIL'}: without its module: exit {run.returncode}, {run.stderr.strip()}")

        # 20,001 tiles in a row: D after D, each road meeting the next.
        big = os.path.join(tmp, "big.yaml")
        with open(big, "w") as f:
            f.write("players: [red, blue]\nboard:\n")
            f.writelines(f"  - {{tile: D, at: [{x}, 0]}}\n" for x in range(20001))
        run = subprocess.run([binary, "draw", "--format", "png", big], capture_output=True,
                             text=True)
        want = ("carcassonne: error: --format png draws at most 20000 tiles, and this board has "
                "20001; use --format svg\n")
        ok = run.returncode == 2 and run.stderr == want and not run.stdout
        count += 1
        failures += not ok
        print(f"{'ok' if ok else 'FAIL'}: a board of 20001 tiles: exit {run.returncode}, {run.stderr.strip()}")
    print(f"{count - failures} passed, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
