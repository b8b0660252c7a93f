#!/usr/bin/env python3
"""Every example in the user's documentation is run, and its output compared.

Usage:
  tests/examples_test.py [--binary BUILD/app/carcassonne] [--bless] [FILE...]
  tests/examples_test.py --installed PREFIX     # the man page's EXAMPLES only,
                                                # run from an empty directory
  tests/examples_test.py --install-from BUILD   # cmake --install BUILD to a temporary
                                                # prefix, then as --installed

Sources: README.md, docs/*.md and the EXAMPLES section of man/carcassonne.1
(or the FILEs named). The conventions (HACKING.md, "Documentation" has them too):

Markdown
  ```console   a session: each line starting with "$ " is a command (a line
               ending in "\\" goes on), the lines after it are its output
               (standard output, then standard error), compared exactly; a
               line "..." stands for any number of lines.
  ```sh        commands only: each is run, and must exit 0.
  Any other fence (yaml, text, none) is not run; a line in it that starts
  with "$ " is an error, so that no command escapes the test.
  An HTML comment on the line(s) just before a fence changes it:
    <!-- example: skip REASON -->     not run (say why)
    <!-- example: exit N -->          the last command exits N (default 0)
    <!-- example: file NAME -->       this block's text is written to NAME
                                      (a yaml block, say) before it is used
    <!-- example: needs COMMAND -->   skipped while `carcassonne COMMAND`
                                      does not exist (a command on its way)
Man page (EXAMPLES only)
  Each .EX/.EE block holds commands (roff escapes undone), each run and
  required to exit 0 (`cmd || echo ...` for one that may not); a block after
  the comment line `.\\" example: output` is output shown, not run.

Every source runs in a fresh temporary directory holding the repository's
top-level folders (as links, read-only by convention: examples write only new
files of their own), `build/app/carcassonne` (the binary under test, which is
also first on PATH) and the example files of tests/examples/ (game.yaml,
game.jcz, ...: the files the man page's commands name).

--bless rewrites the output shown in the Markdown sources with the actual
output (keeping each "..." where it stands) and regenerates the generated
documentation (tools/gen_docs.py); review `git diff` before committing.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = os.path.join(ROOT, "tests", "examples")
DIRECTIVE = re.compile(r"^<!--\s*example:\s*(\w+)\s*(.*?)\s*-->\s*$")
TIMEOUT = 120


class Block:
    def __init__(self, source, line, kind, lines, directives):
        self.source = source  # file name, relative to ROOT
        self.line = line  # 1-based line of the first content line
        self.kind = kind  # console, sh, file, man
        self.lines = lines
        self.directives = directives  # {name: value}

    def where(self):
        return f"{self.source}:{self.line}"


def markdown_blocks(path, errors):
    rel = os.path.relpath(path, ROOT)
    text = open(path, encoding="utf-8").read().split("\n")
    blocks, pending, i = [], {}, 0
    while i < len(text):
        line = text[i]
        m = DIRECTIVE.match(line.strip())
        if m:
            pending[m.group(1)] = m.group(2)
            i += 1
            continue
        fence = re.match(r"^(\s*)```(\S*)\s*$", line)
        if not fence:
            if line.strip():
                pending = {}
            i += 1
            continue
        info, start = fence.group(2), i + 1
        j = start
        while j < len(text) and not re.match(r"^\s*```\s*$", text[j]):
            j += 1
        body = text[start:j]
        if "file" in pending:
            blocks.append(Block(rel, start + 1, "file", body, pending))
        elif info in ("console", "sh"):
            blocks.append(Block(rel, start + 1, info, body, pending))
        elif any(b.startswith("$ ") for b in body):
            errors.append(f"{rel}:{start + 1}: a '$ ' command in a ```{info} block: "
                          "make it ```console, or say <!-- example: skip REASON -->")
        pending = {}
        i = j + 1
    return blocks


def link_errors(path):
    """Every link of a Markdown file must name a file inside the repository."""
    rel = os.path.relpath(path, ROOT)
    errors = []
    text = open(path, encoding="utf-8").read()
    text = re.sub(r"```.*?```", "", text, flags=re.S)  # code is not links
    for target in re.findall(r"\]\(([^)\s]+)\)", text):
        target = target.split("#", 1)[0]
        if not target:
            continue  # an anchor in the same page
        if re.match(r"^[a-z]+:", target):
            errors.append(f"{rel}: link {target} leaves the repository")
            continue
        resolved = os.path.normpath(os.path.join(os.path.dirname(path), target))
        if not resolved.startswith(ROOT + os.sep) or not os.path.exists(resolved):
            errors.append(f"{rel}: link {target} names nothing in the repository")
    if re.search(r"\bshared/", open(path, encoding="utf-8").read()):
        errors.append(f"{rel}: names shared/, which users do not have")
    return errors


def unroff(line):
    line = line.replace("\\-", "-").replace("\\e", "\\").replace("\\(aq", "'")
    line = line.replace("\\(dq", '"').replace("\\ ", " ").replace("\\&", "")
    return line


def man_blocks(path):
    rel = os.path.relpath(path, ROOT)
    text = open(path, encoding="utf-8").read().split("\n")
    blocks, in_examples, output_next, i = [], False, False, 0
    while i < len(text):
        line = text[i]
        if line.startswith(".SH"):
            in_examples = line.strip() == ".SH EXAMPLES"
        elif in_examples and line.startswith('.\\" example: output'):
            output_next = True
        elif in_examples and line.startswith(".EX"):
            j = i + 1
            while j < len(text) and not text[j].startswith(".EE"):
                j += 1
            if not output_next:
                body = [unroff(x) for x in text[i + 1:j] if not x.startswith(".")]
                blocks.append(Block(rel, i + 2, "man", body, {}))
            output_next = False
            i = j
        i += 1
    return blocks


def commands_of(lines):
    """A block's lines as [(command, [shown output lines])] and the lines before any command."""
    sessions, command = [], None
    for line in lines:
        if command is not None and command.endswith("\\"):
            command = command + "\n" + line
            sessions[-1][0] = command
            continue
        if line.startswith("$ "):
            command = line[2:]
            sessions.append([command, []])
        elif sessions:
            sessions[-1][1].append(line)
            command = None
    return [(c, out) for c, out in sessions]


def plain_commands(lines):
    out, current = [], ""
    for line in lines:
        if not line.strip() and not current:
            continue
        current += line
        if current.endswith("\\"):
            current += "\n"
            continue
        out.append(current)
        current = ""
    if current:
        out.append(current)
    return out


def matches(shown, actual):
    """Whether actual (lines) matches shown, where a line '...' is any lines."""
    if not shown:
        return not actual
    if shown[0] == "...":
        return any(matches(shown[1:], actual[k:]) for k in range(len(actual) + 1))
    return bool(actual) and actual[0] == shown[0] and matches(shown[1:], actual[1:])


def blessed(shown, actual):
    """The shown lines with each literal run replaced by the actual lines it stands for,
    keeping every '...'; None when the '...' cannot be placed again."""
    if "..." not in shown:
        return actual
    runs, run = [], []
    for line in shown:
        if line == "...":
            runs.append(run)
            run = []
        else:
            run.append(line)
    runs.append(run)
    out, pos = [], 0  # pos: the first actual line not yet used
    for k, r in enumerate(runs):
        if k == 0:
            piece, pos = actual[:len(r)], len(r)
        elif k == len(runs) - 1:
            piece = actual[max(pos, len(actual) - len(r)):] if r else []
        else:
            anchor = next((p for p in range(pos, len(actual)) if r and actual[p] == r[0]), None)
            if anchor is None:
                return None
            piece, pos = actual[anchor:anchor + len(r)], anchor + len(r)
        if k > 0:
            out.append("...")
        out.extend(piece)
    return out if matches(out, actual) else None


class Runner:
    def __init__(self, binary, installed_prefix=None):
        self.binary = os.path.abspath(binary) if binary else None
        self.prefix = installed_prefix
        self.failures, self.passed, self.skipped = [], 0, []
        self.rewrites = {}  # source -> [(first line index, old count, new lines)]

    def workdir(self, with_repo):
        work = tempfile.mkdtemp(prefix="carcassonne-examples-")
        if with_repo:
            for entry in os.listdir(ROOT):
                if entry.startswith(".") or entry.startswith("build"):
                    continue
                os.symlink(os.path.join(ROOT, entry), os.path.join(work, entry))
        for entry in os.listdir(FIXTURES):
            if entry != "README.md":
                shutil.copy(os.path.join(FIXTURES, entry), os.path.join(work, entry))
        bindir = os.path.join(work, ".bin")
        os.makedirs(bindir)
        if self.binary:
            os.symlink(self.binary, os.path.join(bindir, "carcassonne"))
            os.makedirs(os.path.join(work, "build", "app"))
            os.symlink(self.binary, os.path.join(work, "build", "app", "carcassonne"))
        return work, bindir

    def env(self, bindir):
        env = dict(os.environ)
        path = bindir
        if self.prefix:
            path = os.path.join(self.prefix, "bin")
        env["PATH"] = path + os.pathsep + env.get("PATH", "")
        for k in ("NO_COLOR", "TERM", "COLUMNS"):
            env.pop(k, None)
        env["NO_COLOR"] = "1"
        env["LC_ALL"] = "C.UTF-8"
        env["MANWIDTH"] = "80"
        return env

    def run(self, command, work, env):
        try:
            p = subprocess.run(["sh", "-c", command], cwd=work, env=env, capture_output=True,
                               timeout=TIMEOUT)
        except subprocess.TimeoutExpired:
            return 124, "(timed out after %d s)\n" % TIMEOUT
        out = p.stdout.decode("utf-8", "replace") + p.stderr.decode("utf-8", "replace")
        return p.returncode, out

    def has_command(self, name, env, work):
        # An unknown subcommand may print the main help with status 0 (or fail): a
        # known one prints a help of its own.
        status, out = self.run(f"carcassonne {name} --help", work, env)
        _, main_help = self.run("carcassonne --help", work, env)
        return status == 0 and out != main_help

    def check_source(self, path, bless, errors):
        rel = os.path.relpath(path, ROOT)
        is_man = path.endswith(".1")
        blocks = man_blocks(path) if is_man else markdown_blocks(path, errors)
        work, bindir = self.workdir(with_repo=self.prefix is None)
        env = self.env(bindir)
        try:
            for b in blocks:
                self.check_block(b, work, env, bless)
        finally:
            shutil.rmtree(work, ignore_errors=True)
        return rel

    def check_block(self, b, work, env, bless):
        d = b.directives
        if "skip" in d:
            self.skipped.append(f"{b.where()}: {d['skip'] or 'skipped'}")
            return
        if "needs" in d and not self.has_command(d["needs"], env, work):
            self.skipped.append(f"{b.where()}: needs `carcassonne {d['needs']}`, not built")
            return
        if b.kind == "file":
            with open(os.path.join(work, d["file"]), "w", encoding="utf-8") as f:
                f.write("\n".join(b.lines) + "\n")
            return
        want_exit = int(d.get("exit", "0"))
        if b.kind in ("sh", "man"):
            cmds = plain_commands(b.lines)
            for k, c in enumerate(cmds):
                status, out = self.run(c, work, env)
                expected = want_exit if k == len(cmds) - 1 else 0
                if status != expected:
                    self.fail(b, c, f"exit status {status}, expected {expected}", out)
                else:
                    self.passed += 1
            return
        sessions = commands_of(b.lines)
        if not sessions:
            self.failures.append(f"{b.where()}: a ```console block with no '$ ' command")
            return
        new_lines, offset = list(b.lines), 0
        for k, (command, shown) in enumerate(sessions):
            status, out = self.run(command, work, env)
            # Trailing blank lines are not shown (a Markdown block would end in them).
            actual = out.split("\n")
            while actual and actual[-1] == "":
                actual.pop()
            while shown and shown[-1] == "":
                shown = shown[:-1]
            expected = want_exit if k == len(sessions) - 1 else 0
            ok = True
            if status != expected:
                self.fail(b, command, f"exit status {status}, expected {expected}", out)
                ok = False
            elif not matches(shown, actual):
                if bless:
                    fresh = blessed(shown, actual)
                    if fresh is None:
                        self.fail(b, command, "cannot bless around '...': edit by hand", out)
                        ok = False
                    else:
                        start = self.session_start(b.lines, k) + offset
                        new_lines[start:start + len(shown)] = fresh
                        offset += len(fresh) - len(shown)
                else:
                    diff = "\n".join(["--- shown", *shown, "--- actual", *actual])
                    self.fail(b, command, "output differs (run with --bless to update)", diff)
                    ok = False
            if ok:
                self.passed += 1
        if new_lines != b.lines:
            self.rewrites.setdefault(b.source, []).append((b.line - 1, len(b.lines), new_lines))

    @staticmethod
    def session_start(lines, k):
        """Index of the first output line of the k-th command of a block."""
        seen, i = -1, 0
        while i < len(lines):
            if lines[i].startswith("$ "):
                seen += 1
                while lines[i].endswith("\\"):
                    i += 1
                if seen == k:
                    return i + 1
            i += 1
        raise AssertionError("no such command")

    def fail(self, b, command, why, output):
        self.failures.append(f"{b.where()}: `{command}`: {why}\n{output}")

    def write_rewrites(self):
        for source, edits in self.rewrites.items():
            path = os.path.join(ROOT, source)
            text = open(path, encoding="utf-8").read().split("\n")
            for start, count, new in sorted(edits, reverse=True):
                text[start:start + count] = new
            with open(path, "w", encoding="utf-8") as f:
                f.write("\n".join(text))
            print(f"blessed {source}: review `git diff {source}`")


def sources(files):
    if files:
        return [os.path.abspath(f) for f in files]
    docs = os.path.join(ROOT, "docs")
    found = [os.path.join(ROOT, "README.md")]
    found += sorted(os.path.join(docs, f) for f in os.listdir(docs) if f.endswith(".md"))
    found.append(os.path.join(ROOT, "man", "carcassonne.1"))
    return found


def install(build, prefix):
    subprocess.run(["cmake", "--install", build, "--prefix", prefix], check=True,
                   capture_output=True)


def check_installed(prefix):
    """What the man page promises of an installation, beside its examples."""
    problems = []
    page = os.path.join(prefix, "share", "man", "man1", "carcassonne.1")
    if not os.path.isfile(page):
        return [f"{page}: not installed"]
    text = open(page, encoding="utf-8").read()
    see_also = text.split(".SH SEE ALSO", 1)[-1].split("\n.SH", 1)[0]
    for path in re.findall(r"^\.I (\S+)", see_also, re.M):
        path = unroff(path).replace("PREFIX/", "")
        if not os.path.exists(os.path.join(prefix, path)):
            problems.append(f"SEE ALSO names {path}, which is not installed under {prefix}")
    # FILES names what is installed under the prefix (share/...): the example
    # tiles and the shell completions.
    files = text.split(".SH FILES", 1)[-1].split("\n.SH", 1)[0]
    named = [unroff(path) for path in re.findall(r"^\.I (share/\S+)", files, re.M)]
    if not named:
        problems.append(f"{page}: FILES names nothing under share/")
    for rel in named + ["share/carcassonne/tilesets/signposts-example.yaml",
                        "share/doc/carcassonne/README.md", "share/doc/carcassonne/docs/format.md"]:
        if not os.path.isfile(os.path.join(prefix, rel)):
            problems.append(f"{rel}: not installed under {prefix}")
    return problems


SELF_TEST_DOC = """
```console
$ echo hi
bye
```

```console
$ printf 'a\\nb\\nc\\nd\\n'
a
...
d
```

<!-- example: exit 3 -->
```console
$ echo shown; exit 3
shown
```

```sh
false
```

```yaml
$ not a command
```

<!-- example: needs no-such-command -->
```console
$ carcassonne no-such-command
```

<!-- example: needs tiles -->
```console
$ echo ran
ran
```

<!-- example: file note.txt -->
```text
written
```

```console
$ cat note.txt
written
```
"""


def self_test(binary):
    """The test itself can fail: each convention is tried on a document made to fail."""
    assert matches(["a", "...", "d"], ["a", "b", "c", "d"])
    assert matches(["..."], [])
    assert not matches(["a", "...", "d"], ["a", "b"])
    assert not matches(["a"], ["a", "b"])
    assert blessed(["a", "...", "z"], ["A", "m", "Z"]) == ["A", "...", "Z"]
    assert blessed(["x", "..."], ["y", "1", "2"]) == ["y", "..."]
    problems = []
    tmp = tempfile.mkdtemp(prefix="carcassonne-selftest-")
    try:
        doc = os.path.join(tmp, "doc.md")
        with open(doc, "w", encoding="utf-8") as f:
            f.write(SELF_TEST_DOC)
        runner, errors = Runner(binary), []
        runner.check_source(doc, False, errors)
        failed = sorted(x.split(": `")[1].split("`")[0] for x in runner.failures)
        if failed != ["echo hi", "false"]:
            problems.append(f"expected `echo hi` and `false` to fail, got {failed}")
        if len(errors) != 1 or "'$ ' command in a ```yaml block" not in errors[0]:
            problems.append(f"expected the $ line in a yaml block to be refused: {errors}")
        if len(runner.skipped) != 1 or runner.passed != 4:
            problems.append(f"skipped {runner.skipped}, passed {runner.passed}")
        runner = Runner(binary)
        runner.check_source(doc, True, [])
        runner.write_rewrites()
        runner = Runner(binary)
        runner.check_source(doc, False, [])
        if len(runner.failures) != 1 or "hi\nbye" in open(doc).read():
            problems.append(f"--bless did not fix the shown output: {runner.failures}")
        # The program's side of the conventions: --tiles NAME, --format.
        env = dict(os.environ, PATH=os.path.dirname(binary) + os.pathsep + os.environ["PATH"])

        def status(command):
            return subprocess.run(["sh", "-c", command], cwd=tmp, env=env,
                                  capture_output=True).returncode

        checks = [("carcassonne tiles SP-A --tiles signposts-example", 0),
                  ("carcassonne tiles SP-A --tiles signposts-example.yaml", 2),
                  ("carcassonne tiles --format svg", 2),
                  ("carcassonne tiles V --format svg | grep -q 'data-tile=\"V\"'", 0),
                  ("carcassonne rules --format markdown base", 2)]
        for command, want in checks:
            got = status(command)
            if got != want:
                problems.append(f"`{command}`: exit {got}, expected {want}")
        # A file of that name comes before the built-in set.
        with open(os.path.join(tmp, "signposts-example"), "w", encoding="utf-8") as f:
            f.write("tiles:\n  ZZ:\n    road: [{edges: [N, S]}]\n"
                    "    field: [{halves: [Ne, En, Es, Se]}, {halves: [Sw, Ws, Wn, Nw]}]\n")
        for command, want in [("carcassonne tiles ZZ --tiles signposts-example", 0),
                              ("carcassonne tiles SP-A --tiles signposts-example", 2)]:
            got = status(command)
            if got != want:
                problems.append(f"`{command}`: exit {got}, expected {want}")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    for p in problems:
        print(f"FAILED {p}")
    print(f"self-test: {len(problems)} problems")
    sys.exit(1 if problems else 0)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--binary", default=os.path.join(ROOT, "build", "app", "carcassonne"))
    ap.add_argument("--bless", action="store_true")
    ap.add_argument("--installed", metavar="PREFIX")
    ap.add_argument("--install-from", metavar="BUILD")
    ap.add_argument("--self-test", action="store_true")
    ap.add_argument("files", nargs="*")
    a = ap.parse_args()

    if a.self_test:
        self_test(os.path.abspath(a.binary))
    if a.bless:
        gen = [sys.executable, os.path.join(ROOT, "tools", "gen_docs.py"), "--binary", a.binary]
        subprocess.run(gen, check=True)

    temp_prefix = None
    if a.install_from:
        temp_prefix = tempfile.mkdtemp(prefix="carcassonne-install-")
        install(a.install_from, temp_prefix)
        a.installed = temp_prefix
    errors = []
    try:
        if a.installed:
            prefix = os.path.abspath(a.installed)
            runner = Runner(None, prefix)
            errors += check_installed(prefix)
            runner.check_source(os.path.join(prefix, "share", "man", "man1", "carcassonne.1"),
                                False, errors)
        else:
            if not os.access(a.binary, os.X_OK):
                sys.exit(f"no binary {a.binary} (build first, or give --binary)")
            runner = Runner(a.binary)
            for s in sources(a.files):
                if s.endswith(".md"):
                    errors += link_errors(s)
                runner.check_source(s, a.bless, errors)
            if a.bless:
                runner.write_rewrites()
    finally:
        if temp_prefix:
            shutil.rmtree(temp_prefix, ignore_errors=True)

    for s in runner.skipped:
        print(f"skipped {s}")
    for f in errors + runner.failures:
        print(f"FAILED {f}\n")
    print(f"{runner.passed} commands passed, {len(runner.failures) + len(errors)} failed, "
          f"{len(runner.skipped)} blocks skipped")
    sys.exit(1 if runner.failures or errors else 0)


if __name__ == "__main__":
    main()
