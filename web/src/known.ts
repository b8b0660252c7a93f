// What the new-table form offers, asked of the engine rather than written
// into the page, so that the page never lags the engine: the expansions it
// knows and the built-in tile sets that still hold tiles.
import { run } from './engine.js';
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
