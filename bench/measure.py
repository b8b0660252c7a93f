#!/usr/bin/env python3
"""Times commands by hand for bench/run.sh: runs each RUNS times, interleaved
(so that a burst of load on the machine hits all of them alike), and prints
for each the best wall-clock time, the best CPU time (user + system) and the
peak memory.

Usage: measure.py RUNS NAME -- COMMAND... [--- NAME -- COMMAND...]...
Prints one line per command: NAME WALL_S CPU_S PEAK_KB
"""
import os
import subprocess
import sys
import time


def parse(argv):
    runs = int(argv[0])
    commands, name, words = [], None, None
    for word in argv[1:] + ["---"]:
        if word == "---":
            commands.append((name, words))
            name, words = None, None
        elif name is None:
            name = word
        elif word == "--" and words is None:
            words = []
        else:
            words.append(word)
    return runs, commands


def once(command):
    """Wall-clock and CPU time in seconds (to the microsecond), and peak KB.

    /usr/bin/time runs the command: its peak memory is the command's own (a
    child of this Python process would count Python's too); the CPU time of
    /usr/bin/time, waited for here, includes the command's."""
    start = time.perf_counter()
    child = subprocess.Popen(["/usr/bin/time", "-f", "%M"] + command,
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    err = child.stderr.read()
    _, status, usage = os.wait4(child.pid, 0)
    wall = time.perf_counter() - start
    child.returncode = os.waitstatus_to_exitcode(status)
    if child.returncode not in (0, 1):
        sys.exit(f"{' '.join(command)}: exit {child.returncode}\n{err}")
    return wall, usage.ru_utime + usage.ru_stime, int(err.strip().splitlines()[-1])


def main():
    runs, commands = parse(sys.argv[1:])
    best = {name: [float("inf"), float("inf"), 0] for name, _ in commands}
    for _ in range(runs):
        for name, command in commands:
            wall, cpu, peak = once(command)
            b = best[name]
            b[0], b[1], b[2] = min(b[0], wall), min(b[1], cpu), max(b[2], peak)
    for name, _ in commands:
        wall, cpu, peak = best[name]
        print(f"{name} {wall:.3f} {cpu:.3f} {peak}")


if __name__ == "__main__":
    main()
