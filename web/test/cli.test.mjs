// The wasm command line under node (build-web/cli/carcassonne.js) against the
// native program (build/app/carcassonne): the same arguments, files and
// standard input give the same bytes on standard output and standard error,
// and the same exit status, on every document of scenarios/ and every
// recorded game it imports.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';

import { corpus, corpusCommands, firstDifference, inParallel, nativeCli, nodeCli, root, runProgram } from './support.mjs';

async function compare(args, input = null) {
  const [n, w] = [
    await runProgram([nativeCli(), ...args], { input }),
    await runProgram([process.execPath, nodeCli, ...args], { input }),
  ];
  const shown = `carcassonne ${args.join(' ')}${input ? ' < input' : ''}`;
  if (n.exit !== w.exit) return `${shown}: exit ${n.exit} (native) vs ${w.exit} (wasm)`;
  if (!n.stdout.equals(w.stdout)) return `${shown}: standard output, ${firstDifference(n.stdout, w.stdout)}`;
  if (!n.stderr.equals(w.stderr)) return `${shown}: standard error, ${firstDifference(n.stderr, w.stderr)}`;
  return null;
}

function report(failures, count) {
  assert.equal(failures.length, 0, `${failures.length} of ${count} differ:\n${failures.slice(0, 20).join('\n')}`);
}

test('node command line = native: every scenario command (score JSON and text, # command:, import)', async () => {
  const commands = corpusCommands();
  const failures = (await inParallel(commands, 2, (args) => compare(args))).filter((f) => f);
  report(failures, commands.length);
});

test('node command line = native: documents on standard input, --help, --version, errors of the command line', async () => {
  const { documents } = corpus();
  const cases = documents
    .filter((_, i) => i % 10 === 0)
    .map((doc) => [['score', '-', '--format', 'json'], readFileSync(join(root, doc))]);
  cases.push(
    [['score', '--format', 'json'], readFileSync(join(root, 'scenarios/logs/full-game-72.yaml'))],
    [[], null],
    [['--version'], null],
    [['help', 'score'], null],
    [['score', '--help'], null],
    [['scroe', 'x.yaml'], null],
    [['score', 'no-such-file.yaml'], null],
    [['score', 'scenarios/logs/full-game-72.yaml', '--move', '4294967297'], null],
    [['score', 'scenarios/base/quickstart.yaml', '--max-bytes', '1099511627776'], null],
    [['score', 'scenarios/base/quickstart.yaml', '--max-bytes', '1099511627777'], null],
    [['draw', 'scenarios/logs/full-game-72.yaml', '--format', 'svg', '--move', '4294967297'], null],
    [['position', 'scenarios/logs/full-game-72.yaml', '--move', '30'], null],
    [['rules'], null],
    [['tiles'], null],
  );
  const failures = (await inParallel(cases, 2, ([args, input]) => compare(args, input))).filter((f) => f);
  report(failures, cases.length);
});

// Node gives file names as text: a folder's name that is not UTF-8 had failed
// the whole listing, hiding the folder's other documents; and the C library of
// the wasm build words a symbolic link loop in its own way.
test('node command line in a folder: a name that is not UTF-8 hides nothing; a symlink loop is worded as natively', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'carcassonne-folder-'));
  try {
    const doc = 'players: [red, blue]\nboard:\n  - {tile: D, at: [0, 0]}\n';
    writeFileSync(join(dir, 'a.yaml'), doc);
    writeFileSync(Buffer.concat([Buffer.from(dir + '/bad'), Buffer.from([0xff]), Buffer.from('.yaml')]), doc);
    symlinkSync('loop.yaml', join(dir, 'loop.yaml'));
    const args = ['score', '--summary', dir];
    const n = await runProgram([nativeCli(), ...args]);
    const w = await runProgram([process.execPath, nodeCli, ...args]);
    // Natively both documents are read (exit 2 for the loop).
    assert.equal(n.exit, 2);
    assert.match(n.stdout.toString(), /3 files: 2 games, 0 with violations, 1 unreadable/);
    // In wasm a.yaml is read as natively; the other name is reported, located and said why.
    assert.equal(w.exit, 2, w.stderr.toString());
    const out = w.stdout.toString();
    assert.match(out, /a\.yaml: exit 0: red 0, blue 0; winners red, blue; 0 violations/);
    assert.match(out, /3 files: 1 game, 0 with violations, 2 unreadable/);
    assert.match(w.stderr.toString(), /bad\uFFFD\.yaml: error: cannot open: No such file or directory \(its name is not UTF-8, which the WebAssembly build cannot open; the native program can\)/);
    for (const r of [n, w])
      assert.match(r.stderr.toString(), /loop\.yaml: error: cannot open: Too many levels of symbolic links\n/);
    // Without that name the two command lines agree byte for byte.
    unlinkSync(Buffer.concat([Buffer.from(dir + '/bad'), Buffer.from([0xff]), Buffer.from('.yaml')]));
    report([await compare(args), await compare(['check', join(dir, 'loop.yaml')])].filter((f) => f), 2);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
