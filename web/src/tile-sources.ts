// Tiles beyond the boxes of the expansions: the tile sets the program has
// built in (the listing's, `tilesets: [NAME]` in a document) and a
// player's own tiles file (its `tiles:`, written into the document, so the
// table stays one document the command line reads alone). The engine lists
// each source's tiles (`tiles --tiles SOURCE`) and draws them; how many are
// left is the `count:` of a definition less the copies on the table (the
// program's `tiles --left` counts the boxes' tiles only).
import { type Files, run } from './engine.js';
import type { Table } from './table.js';

export const kOwnTilesName = 'own-tiles.yaml';

// Where a tile's definition comes from: what `tiles` needs to find it.
export interface TileSource {
  args: string[]; // --tiles NAME
  files: Files;
}

export interface CustomTile {
  id: string;
  count: number | null; // the definition's `count:`, if it has one
  source: TileSource;
}

let builtinIds: Set<string> | null = null;

// `tiles` (text): a header line per tile, "ID (N in the box)" or "ID (custom tile)".
function listed(text: string): { id: string; count: number | null }[] {
  const out: { id: string; count: number | null }[] = [];
  for (const m of text.matchAll(/^(\S+) \((?:(\d+) in the box|custom tile)\)$/gm))
    out.push({ id: m[1], count: m[2] === undefined ? null : Number(m[2]) });
  return out;
}

// The tiles a source defines, or the program's message when it cannot be read.
export async function tilesOf(source: TileSource): Promise<{ tiles: CustomTile[]; error: string }> {
  builtinIds ??= new Set(listed((await run(['tiles'])).stdout).map((t) => t.id));
  const r = await run(['tiles', ...source.args], source.files);
  if (r.exit !== 0) return { tiles: [], error: r.stderr };
  const tiles = listed(r.stdout)
    .filter((t) => !builtinIds!.has(t.id))
    .map((t) => ({ ...t, source }));
  return { tiles, error: '' };
}

export function sourcesOf(t: Table): TileSource[] {
  const sources = (t.tilesets ?? []).map((name) => ({ args: ['--tiles', name], files: {} }));
  if (t.ownTiles) sources.push({ args: ['--tiles', kOwnTilesName], files: { [kOwnTilesName]: t.ownTiles } });
  return sources;
}

const cache = new Map<string, CustomTile[]>();

// Every custom tile of the table, in the order of its sources.
export async function customTilesOf(t: Table): Promise<CustomTile[]> {
  const key = JSON.stringify([t.tilesets ?? [], t.ownTiles ?? '']);
  let tiles = cache.get(key);
  if (!tiles) {
    tiles = [];
    for (const source of sourcesOf(t)) tiles.push(...(await tilesOf(source)).tiles);
    cache.set(key, tiles);
  }
  return tiles;
}

// A tiles file as a player gives it, ready to go into the document: Unix
// line ends, no byte-order mark, ending with one line end.
export function cleanTilesText(text: string): string {
  return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n').trimEnd() + '\n';
}
