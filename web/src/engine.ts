// The page's one engine: the command line compiled to WebAssembly
// (web/entry.cpp), run in the page by engine-core.js. `run` gives what
// `carcassonne ARGS...` prints, byte for byte, and its exit status.
import createCarcassonne from '@engine/carcassonne_web.mjs';
import wasmUrl from '@engine/carcassonne_web.wasm?url';

import warmUpLog from '../../docs/tutorial/game.yaml?raw';
import { Engine, type Files, type RunResult } from './engine-core.js';

export type { Files, RunResult };

const core = new Engine(createCarcassonne, {
  locateFile: (path: string) => (path.endsWith('.wasm') ? wasmUrl : path),
});

let loading: Promise<void> | null = null;

// Loads the module; later calls return at once. Loading ends with a short
// game scored, drawn and explained: the browser compiles a wasm function the
// first time it runs, so the first document a player opens is then scored
// at full speed (tools/web-bench.sh measures both).
export function loadEngine(): Promise<void> {
  loading ??= core.load().then(() => {
    const files = { 'warm-up.yaml': warmUpLog };
    core.run(['score', 'warm-up.yaml', '--format', 'json', '--running'], files);
    core.run(['draw', 'warm-up.yaml', '--format', 'svg'], files);
    core.run(['explain', 'warm-up.yaml', '--at', '0,0'], files);
  });
  return loading;
}

// `carcassonne ARGS...` with these files in the working folder.
export async function run(args: string[], files: Files = {}): Promise<RunResult> {
  if (!core.module) loading = null; // a fault dropped the module: load it again
  await loadEngine();
  return core.run(args, files);
}
