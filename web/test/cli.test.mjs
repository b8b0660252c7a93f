// The wasm command line under node (build-web/cli/carcassonne.js) against the
// native program (build/app/carcassonne): the same arguments, files and
// standard input give the same bytes on standard output and standard error,
// and the same exit status, on every document of scenarios/ and every
// recorded game it imports.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
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
