#!/usr/bin/env python3
"""The rules of the source tree, checked on every test run (HACKING.md).

 1. Only lib/src/io/ includes yaml-cpp, and only lib/src/import/json_tree.* nlohmann-json.
 2. Includes run one way, down the flow: model <- io <- import <- board <- scoring
    <- query <- report <- expansions <- app. A file's layer is its folder under lib/src/
    or lib/include/carcassonne/; it includes nothing of a later layer.
 3. An expansion reaches a layer only through that layer's interface for it
    (io/expansion_syntax.hpp, import/import_hooks.hpp, scoring/scoring_hooks.hpp and award.hpp,
    query/explain_hooks.hpp, report/glyphs.hpp and report_hooks.hpp) and the public headers.
 4. The drawing code reads a Picture only: no board, graph, game, adjudication,
    scoring or expansion header.
 5. No file of lib/ or app/ outside lib/src/expansions/ uses a word an expansion
    brings (its name, its marks, its column, its options; a word alone or a part
    of an identifier, so `inn` is not found in `winner`), as the registry
    lists them (list_expansions), the importers included: what they read of
    an expansion comes from its import hooks (import/import_hooks.hpp).
 6. An expansion registered by the tests alone lives in its own folder
    (tests/NAME/): its name appears in no other file but one registration line.
 7. The page (web/src/*.ts, *.js) reads the engine's listing (`carcassonne
    expansions --format json`) instead of copying it: no word of an expansion
    (as in 5, comments included), and no quoted list of three or more score
    columns, option keys or option values. The bundled examples
    (web/src/examples.ts) are paths and titles of documents, not copies.

Usage: structure_test.py SOURCE_DIR LIST_EXPANSIONS_BINARY
"""
import os
import re
import subprocess
import sys

LAYERS = ['model', 'io', 'import', 'board', 'scoring', 'query', 'report', 'expansions']
INTERFACES = {'io': {'expansion_syntax.hpp'}, 'import': {'import_hooks.hpp'}, 'scoring': {'scoring_hooks.hpp', 'award.hpp'},
              'query': {'explain_hooks.hpp'}, 'report': {'glyphs.hpp', 'report_hooks.hpp'}}
# The base game's columns, options and option values: the page must read them
# from the listing (rule 7); an expansion's come from list_expansions.
BASE_LISTING = {'road', 'city', 'monastery', 'field', 'carried', 'followers', 'farms', 'tiny-city',
                'tie-break', 'each-field', 'city-once', 'city-majority', 'shared', 'later-player',
                'simple', 'advanced'}
DRAWING = ['lib/src/report/draw_text.cpp', 'lib/src/report/draw_svg.cpp',
           'lib/src/report/draw_tile.cpp', 'lib/src/report/svg_tile.cpp',
           'lib/src/report/svg_tile.hpp', 'lib/src/report/svg_shapes.cpp',
           'lib/src/report/svg_shapes.hpp', 'lib/src/report/tile_cells.cpp',
           'lib/src/report/tile_cells.hpp', 'lib/src/report/player_marks.cpp',
           'lib/src/report/player_marks.hpp', 'lib/src/report/legend.cpp',
           'lib/src/report/legend.hpp', 'lib/include/carcassonne/query/picture.hpp',
           'lib/include/carcassonne/report/draw.hpp']


def sources(top):
    out = []
    for root in ('lib', 'app'):
        for d, _, files in os.walk(os.path.join(top, root)):
            for f in files:
                if f.endswith(('.cpp', '.hpp', '.in')):
                    out.append(os.path.relpath(os.path.join(d, f), top))
    return sorted(out)


def layer_of(path):
    """The layer of a file or of an include path, or None (app, gen, the tests)."""
    parts = path.split('/')
    if path.startswith('lib/src/') and parts[2] in LAYERS:
        return parts[2]
    if path.startswith('lib/include/carcassonne/') and parts[3] in LAYERS:
        return parts[3]
    return None


def included_layer(inc):
    parts = inc.split('/')
    if parts[0] == 'carcassonne' and len(parts) > 2 and parts[1] in LAYERS:
        return parts[1], True
    if parts[0] in LAYERS and len(parts) > 1:
        return parts[0], False
    return None, False


def main():
    top, lister = sys.argv[1], sys.argv[2]
    problems = []
    files = sources(top)
    text = {p: open(os.path.join(top, p), encoding='utf-8').read() for p in files}
    includes = {p: re.findall(r'^#include [<"]([^>"]+)[>"]', text[p], re.M) for p in files}

    # 1.
    for p in files:
        for inc in includes[p]:
            if inc.startswith('yaml-cpp/') and not p.startswith('lib/src/io/'):
                problems.append(f'{p}: includes yaml-cpp outside lib/src/io/')
            if inc.startswith('nlohmann/') and not re.match(r'lib/src/import/json_tree\.(cpp|hpp)$', p):
                problems.append(f'{p}: includes nlohmann-json outside lib/src/import/json_tree.*')
    # 2. and 3.
    for p in files:
        mine = layer_of(p)
        if mine is None:
            continue
        for inc in includes[p]:
            theirs, public = included_layer(inc)
            if theirs is None:
                continue
            if LAYERS.index(theirs) > LAYERS.index(mine):
                problems.append(f'{p}: a {mine} file includes {inc}, of the later layer {theirs}')
            if (mine == 'expansions' and not public and theirs in INTERFACES
                    and inc.split('/')[-1] not in INTERFACES[theirs]):
                problems.append(f'{p}: an expansion includes {inc}, not the {theirs} interface')
    # 4.
    for p in DRAWING:
        for inc in includes.get(p, []):
            if re.match(r'carcassonne/(board|scoring)/|carcassonne/query/picture_of|'
                        r'(board|scoring|expansions)/', inc):
                problems.append(f'{p}: the drawing code includes {inc} (it reads a Picture only)')
    # 5. and 6.
    registry = subprocess.run([lister], capture_output=True, text=True, check=True).stdout
    extra = []
    words = set()
    for line in registry.splitlines():
        name, kind, *rest = line.split()
        words.update([name] + rest)
        if kind == 'extra':
            extra.append(name)
    if not words:
        problems.append('the registry lists no expansion')
    # A word of an expansion, or its stem without a final s (signposts: signpost),
    # found as a whole word or as one part of an identifier (kMaze, maze_tile,
    # mazes): a short word such as `inn` must not be found inside `winner`.
    stems = {w[:-1] if w.endswith('s') and len(w) > 4 else w for w in words}
    single = {s.lower() for s in stems if re.fullmatch(r'[A-Za-z]+', s)}
    joined = sorted((s for s in stems if s.lower() not in single), key=len, reverse=True)
    pattern = re.compile('|'.join(re.escape(s) for s in joined), re.I) if joined else None
    for p in files:
        if p.startswith('lib/src/expansions/'):
            continue
        for n, line in enumerate(text[p].splitlines(), 1):
            found = pattern.search(line).group(0) if pattern and pattern.search(line) else None
            for ident in re.findall(r'[A-Za-z]+', line):
                for part in re.findall(r'[A-Z]?[a-z]+|[A-Z]+(?![a-z])', ident):
                    low = part.lower()
                    for tail in ('', 's', 'es'):
                        if low.endswith(tail) and low[:len(low) - len(tail)] in single:
                            found = found or part
            if found:
                problems.append(f'{p}:{n}: names an expansion ({found}): {line.strip()}')
    # 7.
    page = []
    for d, _, names in os.walk(os.path.join(top, 'web', 'src')):
        page += [os.path.join(d, f) for f in names if f.endswith(('.ts', '.js')) and f != 'examples.ts']
    listed = {w.lower() for w in words} | {s for s in single} | BASE_LISTING
    for path in sorted(page):
        rel = os.path.relpath(path, top)
        body = open(path, encoding='utf-8').read()
        for n, line in enumerate(body.splitlines(), 1):
            for ident in re.findall(r'[A-Za-z]+', line):
                for part in re.findall(r'[A-Z]?[a-z]+|[A-Z]+(?![a-z])', ident):
                    low = part.lower()
                    if any(low.endswith(t) and low[:len(low) - len(t)] in single for t in ('', 's', 'es')):
                        problems.append(f'{rel}:{n}: names an expansion ({part}): {line.strip()}')
        # A list literal: three or more quoted words of the listing in one [...] or {...}.
        for group in re.findall(r'[\[{]([^\[\]{}]*)[\]}]', body):
            quoted = [q.lower() for q in re.findall(r"['\"]([A-Za-z-]+)['\"]", group)]
            if sum(q in listed for q in quoted) >= 3:
                problems.append(f'{rel}: copies a list of the listing: {", ".join(quoted[:6])}')
    tracked = subprocess.run(['git', '-C', top, 'ls-files'], capture_output=True, text=True)
    everything = tracked.stdout.split() if tracked.returncode == 0 else []
    for name in extra:
        folder = f'tests/{name}/'
        lines = []
        for p in everything:
            if p.startswith(folder) or not os.path.isfile(os.path.join(top, p)):
                continue
            try:
                body = open(os.path.join(top, p), encoding='utf-8').read()
            except UnicodeDecodeError:
                continue
            lines += [f'{p}:{n}' for n, l in enumerate(body.splitlines(), 1)
                      if re.search(re.escape(name), l, re.I)]
        if len(lines) != 1:
            problems.append(f'the test expansion {name} is named outside {folder} on '
                            f'{len(lines)} lines, not one: {", ".join(lines[:10])}')
    for p in problems:
        print(p)
    print(f'{len(files)} files, {len(words)} expansion words: '
          f'{"passed" if not problems else f"{len(problems)} problems"}')
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
