// The page's one engine: the command line compiled to WebAssembly
// (web/entry.cpp), run in the page by engine-core.js. `run` gives what
// `carcassonne ARGS...` prints, byte for byte, and its exit status.
import createCarcassonne from '@engine/carcassonne_web.mjs';
import wasmUrl from '@engine/carcassonne_web.wasm?url';

import { Engine, type Files, type RunResult } from './engine-core.js';

export type { Files, RunResult };

const core = new Engine(createCarcassonne, {
  locateFile: (path: string) => (path.endsWith('.wasm') ? wasmUrl : path),
});

// Loads the module; later calls return at once.
export function loadEngine(): Promise<void> {
  return core.load();
}

// `carcassonne ARGS...` with these files in the working folder.
export async function run(args: string[], files: Files = {}): Promise<RunResult> {
  await core.load();
  return core.run(args, files);
}
