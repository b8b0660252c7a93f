// The page's engine (build-web/wasm/web/carcassonne_web.mjs, driven by
// web/src/engine-core.js as the page drives it) loaded once under node and
// called for every command of the corpus, drawings included, one call after
// another in the same module: each gives the native program's bytes and exit
// status. So the entry keeps no state from one call to the next.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { test } from 'node:test';

import { Engine } from '../src/engine-core.js';
import { corpus, corpusCommands, firstDifference, inParallel, nativeCli, root, runProgram, wasmDir } from './support.mjs';

async function loadEngine() {
  // emscripten 3.1.6's ES module reads these CommonJS names when it runs under node.
  globalThis.__dirname = wasmDir;
  globalThis.require = createRequire(import.meta.url);
  const { default: factory } = await import(join(wasmDir, 'carcassonne_web.mjs'));
  const engine = new Engine(factory, { wasmBinary: readFileSync(join(wasmDir, 'carcassonne_web.wasm')) });
  await engine.load();
  return engine;
}

// Every file the commands name, at the same relative paths as in the repository.
function corpusFiles() {
  const { documents, recorded } = corpus();
  const files = {};
  for (const f of [...documents, ...recorded, 'scenarios/tilesets/signposts-example.yaml'])
    files[f] = readFileSync(join(root, f));
  return files;
}

function differs(args, n, w) {
  const shown = `carcassonne ${args.join(' ')}`;
  const wOut = Buffer.from(w.stdout, 'utf8');
  const wErr = Buffer.from(w.stderr, 'utf8');
  if (n.exit !== w.exit) return `${shown}: exit ${n.exit} (native) vs ${w.exit} (page engine)`;
  if (!n.stdout.equals(wOut)) return `${shown}: standard output, ${firstDifference(n.stdout, wOut)}`;
  if (!n.stderr.equals(wErr)) return `${shown}: standard error, ${firstDifference(n.stderr, wErr)}`;
  return null;
}

test('page engine = native: every scenario command and drawing, in one module', async () => {
  const engine = await loadEngine();
  const files = corpusFiles();
  engine.run(['--version'], files);
  const commands = corpusCommands({ withDrawings: true });
  const natives = await inParallel(commands, 2, (args) => runProgram([nativeCli(), ...args]));
  const failures = commands.map((args, i) => differs(args, natives[i], engine.run(args))).filter((f) => f);
  assert.equal(failures.length, 0, `${failures.length} of ${commands.length} differ:\n${failures.slice(0, 20).join('\n')}`);
});

test('page engine: options of one call do not leak into the next (--color, --move, --format)', async () => {
  const engine = await loadEngine();
  const doc = 'scenarios/logs/full-game-72.yaml';
  const files = { [doc]: readFileSync(join(root, doc), 'utf8') };
  const sequence = [
    ['score', doc, '--color', 'always'],
    ['score', doc],
    ['draw', doc, '--color', 'always', '--move', '10'],
    ['draw', doc],
    ['score', doc, '--format', 'json', '--move', '5'],
    ['score', doc, '--format', 'json'],
    ['score', doc, '--bogus'],
    ['score', doc],
  ];
  for (const args of sequence) {
    const n = await runProgram([nativeCli(), ...args]);
    const failure = differs(args, n, engine.run(args, files));
    assert.equal(failure, null, failure ?? '');
  }
});
