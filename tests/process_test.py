#!/usr/bin/env python3
"""The program as a process meets its surroundings: a reader that goes away, a
full disk, file names that are not UTF-8, a file far over the size limit.

- A closed output pipe (`carcassonne position LOG | head`) ends the command
  quietly, with the exit status it has when its output is read (the same as
  with standard output on /dev/null), never by SIGPIPE: every command and
  every output path.
- A write error (/dev/full) is said once, and the exit status is 2: every
  command, --help and --version included.
- A file name that is not UTF-8 is written with U+FFFD for each bad byte
  everywhere the program writes it: JSON "file", the SVG title, the header of
  `position` and of `import`, messages; the output is valid UTF-8 and reads
  back.
- A file over the size limit is refused without being read.
- A FIFO (or any file that is not a regular one) inside a folder given as FILE
  is skipped with a note, as `grep -r` skips it, and the files after it are
  adjudicated: reading it would block for ever, with no writer.
- `score --running --format jsonl` streams its report: on a long log its
  peak memory is that of `score` itself, not that plus the report's text.
Usage: process_test.py BINARY SOURCE_DIR"""
import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

BINARY, SOURCE = sys.argv[1], sys.argv[2]
QUICKSTART = "scenarios/base/quickstart.yaml"
LOG = "scenarios/logs/full-game-72.yaml"
BROKEN_LOG = "scenarios/logs/illegal-discard.yaml"  # move 3 breaks a rule: exit 1
IMPORT = "scenarios/import/366166200.json"

# Every command and output path, with the exit status each has when its output is read.
COMMANDS = [
    (["score", QUICKSTART], 0),
    (["score", "--format", "json", QUICKSTART], 0),
    (["score", "--running", "--format", "jsonl", LOG], 0),
    (["score", "--running", LOG], 0),
    (["score", "--summary", QUICKSTART, BROKEN_LOG], 1),
    (["score", QUICKSTART, LOG], 0),
    (["score", "--format", "jsonl", QUICKSTART, BROKEN_LOG], 1),
    (["score", BROKEN_LOG], 1),
    (["check", QUICKSTART, BROKEN_LOG], 1),
    (["explain", LOG, "--player", "red"], 0),
    (["explain", "--format", "json", LOG, "--at", "0,0"], 0),
    (["draw", LOG], 0),
    (["draw", "--format", "svg", LOG], 0),
    (["position", LOG], 0),
    (["position", BROKEN_LOG], 1),
    (["fits", LOG, "K", "--move", "30"], 0),
    (["fits", "--format", "json", QUICKSTART, "K"], 0),
    (["import", IMPORT], 0),
    (["rules"], 0),
    (["rules", "--format", "markdown"], 0),
    (["tiles"], 0),
    (["tiles", "K", "--format", "svg"], 0),
    (["tiles", "--edges", "N=city"], 0),
    (["help"], 0),
    (["help", "score"], 0),
    (["--help"], 0),
    (["score", "--help"], 0),
    (["--version"], 0),
]

failures = 0


def check(ok, what):
    global failures
    if not ok:
        failures += 1
        print("FAIL:", what)


def run(args, stdout, cwd=SOURCE, stdin=subprocess.DEVNULL):
    """Runs the program (SIGPIPE as a shell leaves it: default) and returns (status, stderr)."""
    p = subprocess.run([BINARY] + args, cwd=cwd, stdin=stdin, stdout=stdout,
                       stderr=subprocess.PIPE, restore_signals=True)
    return p.returncode, p.stderr.decode("utf-8", "replace")


def closed_pipe():
    """The write end of a pipe whose reader has gone: every write to it is EPIPE."""
    r, w = os.pipe()
    os.close(r)
    return w


def test_closed_pipe_and_full_disk():
    for args, status in COMMANDS:
        what = "carcassonne " + " ".join(args)
        read_status, read_err = run(args, subprocess.DEVNULL)
        check(read_status == status, f"{what}: exit {read_status}, expected {status}")
        w = closed_pipe()
        try:
            pipe_status, pipe_err = run(args, w)
        finally:
            os.close(w)
        check(pipe_status == read_status,
              f"{what} | (closed pipe): exit {pipe_status} (a signal when negative), "
              f"expected {read_status} as with its output read")
        check(pipe_err == read_err, f"{what} | (closed pipe): stderr {pipe_err!r}, expected "
              f"{read_err!r} as with its output read")
        with open("/dev/full", "wb") as full:
            full_status, full_err = run(args, full)
        message = "carcassonne: error: cannot write the report: No space left on device\n"
        check(full_status == 2, f"{what} > /dev/full: exit {full_status}, expected 2")
        check(full_err.count("cannot write") == 1 and full_err.endswith(message),
              f"{what} > /dev/full: stderr {full_err!r}, expected the write error once")


def strict(data, what):
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        check(False, f"{what}: output is not UTF-8: {e}")
        return data.decode("utf-8", "replace")


def test_names_not_utf8():
    tmp = tempfile.mkdtemp()
    try:
        d = os.fsencode(tmp)
        # "café" in Latin-1: 0xe9 is no UTF-8; and a stray continuation byte.
        doc = os.path.join(d, b"caf\xe9.yaml")
        log = os.path.join(d, b"log\x80.yaml")
        game = os.path.join(d, b"bga\xff.json")
        missing = os.path.join(d, b"nowhere\xe9.yaml")
        shutil.copy(os.path.join(SOURCE, QUICKSTART), doc)
        shutil.copy(os.path.join(SOURCE, BROKEN_LOG), log)
        shutil.copy(os.path.join(SOURCE, IMPORT), game)
        shown = tmp + "/caf\ufffd.yaml"

        def out_of(args, status=0):
            p = subprocess.run([os.fsencode(BINARY)] + args, cwd=SOURCE,
                               stdin=subprocess.DEVNULL, capture_output=True)
            what = "carcassonne " + " ".join(os.fsdecode(a) for a in args)
            check(p.returncode == status, f"{what}: exit {p.returncode}, expected {status}")
            return strict(p.stdout, what), strict(p.stderr, what + " (stderr)")

        out, _ = out_of([b"score", b"--format", b"jsonl", doc])
        check(json.loads(out)["file"] == shown, f"jsonl file: {out[:120]!r}")
        out, _ = out_of([b"score", b"--format", b"json", doc, doc])
        check(json.JSONDecoder().raw_decode(out)[0]["file"] == shown, "json of several files")
        out, _ = out_of([b"score", doc, doc])
        check(f"==> {shown} <==" in out, "the text report's file line")
        out, _ = out_of([b"draw", b"--format", b"svg", doc])
        title = ET.fromstring(out).find("{http://www.w3.org/2000/svg}title").text
        check(title.startswith(shown), f"SVG title: {title!r}")
        out, err = out_of([b"position", log], 1)
        check(out.startswith("# The board of " + tmp + "/log\ufffd.yaml after move"),
              f"position header: {out[:80]!r}")
        check("log\ufffd.yaml" in err, f"position's violation: {err!r}")
        back = subprocess.run([BINARY, "score", "-"], input=out.encode(), capture_output=True)
        check(back.returncode == 0, f"the position does not read back: {back.stderr!r}")
        out, _ = out_of([b"import", game])
        check(out.startswith("# Imported from " + tmp + "/bga\ufffd.json: "),
              f"import header: {out[:80]!r}")
        _, err = out_of([b"score", missing], 2)
        check(err.startswith(tmp + "/nowhere\ufffd.yaml"), f"missing file: {err!r}")
        out, _ = out_of([b"check", log], 1)
        check(out.startswith(tmp + "/log\ufffd.yaml:"), f"check's violation line: {out!r}")
    finally:
        shutil.rmtree(tmp)


def test_too_large_unread():
    # A sparse file of 1 GiB, over the default limit of 64 MiB: refused at
    # once, without reading (or making room for) 64 MiB of it.
    tmp = tempfile.mkdtemp()
    try:
        big = os.path.join(tmp, "big.yaml")
        with open(big, "wb") as f:
            f.truncate(1 << 30)
        status, err = run(["score", big], subprocess.DEVNULL)
        check(status == 2 and "larger than the limit of 67108864 bytes" in err, f"big file: {err!r}")
        # The largest memory of the children so far (this is the first): far
        # under the 64 MiB it would hold had it read up to the limit (KiB).
        peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
        check(peak < 32 * 1024, f"big file: {peak} KiB of memory; it was read before being refused")
    finally:
        shutil.rmtree(tmp)


def test_fifo_in_folder():
    tmp = tempfile.mkdtemp()
    try:
        for name in ("a.yaml", "c.yaml"):
            shutil.copy(os.path.join(SOURCE, QUICKSTART), os.path.join(tmp, name))
        os.mkfifo(os.path.join(tmp, "b.yaml"))
        for command in (["score", "--summary"], ["check"], ["score", "--format", "jsonl"]):
            what = "carcassonne " + " ".join(command) + " FOLDER"
            try:
                # The timeout only ends a run that blocks, the fault itself:
                # a run that ends takes well under a second.
                p = subprocess.run([BINARY] + command + [tmp], stdin=subprocess.DEVNULL,
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=60)
            except subprocess.TimeoutExpired:
                check(False, f"{what}: blocked on the FIFO b.yaml")
                continue
            out, err = p.stdout.decode(), p.stderr.decode()
            check(p.returncode == 0, f"{what}: exit {p.returncode}, expected 0; {err!r}")
            check(err == f"{tmp}/b.yaml: note: skipped: a FIFO, not a document\n",
                  f"{what}: stderr {err!r}, expected the note on b.yaml alone")
            check("c.yaml" in out and "a.yaml" in out and "b.yaml" not in out,
                  f"{what}: a.yaml and c.yaml adjudicated, b.yaml not: {out!r}")
        # Named on its own, a FIFO is read as a file is (`cat`, `grep`): what is
        # written to it is adjudicated.
        fifo = os.path.join(tmp, "b.yaml")
        p = subprocess.Popen([BINARY, "check", fifo], stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE)
        with open(fifo, "wb") as w, open(os.path.join(SOURCE, QUICKSTART), "rb") as r:
            w.write(r.read())
        out, err = p.communicate(timeout=60)
        check(p.returncode == 0, f"check FIFO: exit {p.returncode}, {err!r}")
    finally:
        shutil.rmtree(tmp)


def peak_kib(args):
    """Runs the program with its output thrown away; its peak memory (KiB)."""
    with open(os.devnull, "wb") as null:
        p = subprocess.Popen([BINARY] + args, stdin=subprocess.DEVNULL, stdout=null,
                             stderr=subprocess.DEVNULL)
        _, status, usage = os.wait4(p.pid, 0)
    check(os.waitstatus_to_exitcode(status) == 0, f"{args}: exit {status}")
    return usage.ru_maxrss


def test_running_jsonl_streamed():
    # 100,000 moves of a straight road (as bench/gen_logs.py writes it): 4 MB
    # of log, 10 MB of JSON lines. Held whole, the report's text took 2.7
    # times the memory of `score` (the text, its one-line copy and the list
    # of running totals); streamed, it takes what `score` takes.
    tmp = tempfile.mkdtemp()
    try:
        log = os.path.join(tmp, "long.yaml")
        with open(log, "w") as f:
            f.write("players: [red, blue]\nmoves:\n")
            for i in range(1, 100001):
                extra = {1: ", meeple: road E", 2: ", meeple: field Nw"}.get(i, "")
                f.write(f"  - {{tile: U, at: [{i}, 0], rot: 90{extra}}}\n")
        plain = peak_kib(["score", log])
        streamed = peak_kib(["score", "--running", "--format", "jsonl", log])
        check(streamed < plain * 1.25,
              f"score --running --format jsonl: {streamed} KiB at its peak, score {plain} KiB")
    finally:
        shutil.rmtree(tmp)


test_too_large_unread()  # first: it reads the children's largest memory
test_fifo_in_folder()
test_running_jsonl_streamed()
test_closed_pipe_and_full_disk()
test_names_not_utf8()
if failures:
    print(f"{failures} failed")
    sys.exit(1)
print("process behaviour: every check passed")
