// What the new-table form offers and where a log starts, asked of the engine
// rather than written into the page, so that the page never lags the engine:
// the expansions it knows, the built-in tile sets that still hold tiles, and
// the start tile of a log with the table's expansions.
import { run } from './engine.js';
import { type Placement, type Table, startOfPosition, toYaml } from './table.js';
import { kTileSets, tilesOf } from './tile-sources.js';

// No command lists the expansions alone (`rules` lists sections, among them
// `base` and `house`); a document naming an expansion the engine does not
// know is refused with the registry's list, in its order:
// "unknown expansion 'none' (known: signposts, watchtowers, ...)".
export async function knownExpansions(): Promise<string[]> {
  const probe = 'players: [a, b]\nexpansions: [none]\nboard: []\n';
  const r = await run(['check', 'probe.yaml'], { 'probe.yaml': probe });
  const list = /\bknown: ([A-Za-z0-9_, -]+)\)$/m.exec(r.stderr)?.[1] ?? '';
  return list.split(',').map((x) => x.trim()).filter((x) => x !== '');
}

// The built-in tile sets with a tile the catalogue does not hold. The sets
// whose tiles moved into the catalogue (inns-cathedrals, river) are kept empty
// for old documents: their tiles come with the expansion.
export async function tileSetsWithTiles(): Promise<typeof kTileSets> {
  const offered: typeof kTileSets = [];
  for (const set of kTileSets)
    if ((await tilesOf({ args: ['--tiles', set.name], files: {} })).tiles.length > 0) offered.push(set);
  return offered;
}

// A log's start tile when its document has no `start:`: the board of
// `position` after move 0 (D at [0, 0]; with the River, its spring).
export async function defaultStartOf(t: Table): Promise<Placement | null> {
  const log = { ...t, log: true, board: [] };
  const r = await run(['position', 'start.yaml'], { 'start.yaml': toYaml(log) });
  return r.exit === 0 ? startOfPosition(r.stdout) : null;
}
