#!/usr/bin/env python3
"""Prints a legal game log of N moves for the benchmark.

  road N    a straight road of U tiles running east from the start tile, a
            thief and two farmers on it early on: the road and both fields grow
            to N tiles and never close (an engine that walks a feature per move
            is quadratic here).
  spiral N  a dense square spiral of monasteries (tile B) around the start tile;
            each player puts a monk on every tile while supply lasts, so
            monasteries complete, score and return their monks all game long.
"""
import sys


def road(n):
    print("players: [red, blue]\nmoves:")
    for i in range(1, n + 1):
        extra = {1: ", meeple: road E", 2: ", meeple: field Nw", 3: ", meeple: field Sw"}.get(i, "")
        print(f"  - {{tile: U, at: [{i}, 0], rot: 90{extra}}}")


def spiral_squares():
    x = y = 0
    step = 1
    while True:
        for dx, dy, count in ((1, 0, step), (0, 1, step), (-1, 0, step + 1), (0, -1, step + 1)):
            for _ in range(count):
                x += dx
                y += dy
                yield x, y
        step += 2


def spiral(n):
    # The start tile D sits at [0, 0]; its north edge is a city, so the spiral
    # starts at [1, 0] going around and B (all field) must not touch D's city
    # or road edges: put the start tile B-compatible by starting with `start: B`.
    print("players: [red, blue]\nstart: {tile: B, at: [0, 0]}\nmoves:")
    placed = {(0, 0)}
    monk = {}  # position -> player with a monk there
    supply = [7, 7]
    out = []
    for i, (x, y) in enumerate(spiral_squares()):
        if i >= n:
            break
        player = i % 2
        placed.add((x, y))
        line = f"  - {{tile: B, at: [{x}, {y}]"
        if supply[player] > 0:
            supply[player] -= 1
            monk[(x, y)] = player
            line += ", meeple: monastery"
        out.append(line + "}")
        # Monasteries this tile completes return their monks.
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                p = (x + dx, y + dy)
                if p in monk and all((p[0] + a, p[1] + b) in placed
                                     for a in (-1, 0, 1) for b in (-1, 0, 1)):
                    supply[monk.pop(p)] += 1
        if len(out) >= 10000:
            print("\n".join(out))
            out = []
    if out:
        print("\n".join(out))


if __name__ == "__main__":
    {"road": road, "spiral": spiral}[sys.argv[1]](int(sys.argv[2]))
