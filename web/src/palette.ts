// The palette: the tiles of the table's expansions, each drawn by the engine
// (`tiles ID --format svg`, cut to its square) with how many are left in the box
// (`tiles --left FILE`), and the table's custom tiles (tile-sources.ts); after
// a tile, its copies that show a mark (a garden copy) that are left, drawn
// with the mark (`draw` of the copy alone). Tapping one chooses it; tapping it
// again lets go.
import { run } from './engine.js';
import { registry } from './registry.js';
import type { TileSource } from './tile-sources.js';
import { el } from './views.js';

export interface BoxTile {
  id: string;
  left: number | null; // null: a custom tile whose definition gives no count
  source?: TileSource; // a custom tile: where `tiles` finds it
  mark?: string; // the copies that show this mark (`marks: [MARK]`), as `tiles --left` names them
}

const drawings = new Map<string, string>();

// `tiles --left FILE`: one line a tile, its id then its count, and after it
// a line for its copies that show a mark (`E garden  1`); a header line, if
// any, has no count and is skipped.
export function parseLeft(text: string): BoxTile[] {
  const tiles: BoxTile[] = [];
  for (const line of text.split('\n')) {
    const m = /^\s*([A-Za-z0-9_-]+)(?:\s+([a-z][a-z-]*))?\s+(-?\d+)\s*$/.exec(line);
    if (m) tiles.push({ id: m[1], left: Number(m[3]), ...(m[2] ? { mark: m[2] } : {}) });
  }
  return tiles;
}

// The key of a palette entry: the tile's id, or `ID MARK` for its marked copies.
export function entryKey(t: { id: string; mark?: string | null }): string {
  return t.mark ? `${t.id} ${t.mark}` : t.id;
}

// A copy that shows a mark, drawn by the engine: `draw` of a position of the
// copy alone, cut to its square, with the expansion whose tile it is and the
// one whose area the mark shows (the listing's), so that a garden copy shows
// its garden as the board draws it, not the small badge of an illustration.
export async function markedCopyOf(id: string, mark: string, rot = 0): Promise<string> {
  const key = `${id} marks ${mark} ${rot}`;
  let svg = drawings.get(key);
  if (svg === undefined) {
    const owners = registry()
      .expansions.filter((x) => x.tiles.includes(id) || (x.areas ?? []).some((a) => a.mark === mark))
      .map((x) => x.name);
    const doc = [
      'players: [a, b]',
      `expansions: [${owners.join(', ')}]`,
      'board:',
      `  - {tile: ${id}, at: [0, 0], rot: ${rot}, marks: [${mark}]}`,
      '',
    ].join('\n');
    const r = await run(['draw', 'copy.yaml', '--format', 'svg'], { 'copy.yaml': doc });
    svg = r.stdout.startsWith('<') ? cutToSquare(r.stdout.replace(/^<\?xml[^>]*>\s*/, '')) : '';
    drawings.set(key, svg);
  }
  return svg;
}

// A drawing of one tile cut to its square (its title and legend left out).
function cutToSquare(svg: string): string {
  const square = /<use data-tile="[^"]*" data-at="[^"]*" xlink:href="[^"]*" x="(-?[\d.]+)" y="(-?[\d.]+)"/.exec(svg);
  return square
    ? svg.replace(
        /<svg ([^>]*)width="[^"]*" height="[^"]*" viewBox="[^"]*"/,
        `<svg $1width="100" height="100" viewBox="${square[1]} ${square[2]} 100 100"`,
      )
    : svg;
}

export async function boxOf(name: string, text: string): Promise<BoxTile[]> {
  const r = await run(['tiles', '--left', name], { [name]: text });
  return r.exit === 0 ? parseLeft(r.stdout) : [];
}

// The tile alone, turned by the engine (`tiles ID --rot R --format svg`),
// the drawing cut to its square.
export async function turnedTileOf(id: string, rot: number, source?: TileSource): Promise<string> {
  const key = `${id} ${rot} ${source?.args.join(' ') ?? ''}`;
  let svg = drawings.get(key);
  if (svg === undefined) {
    const args = ['tiles', id, '--rot', String(rot), '--format', 'svg', ...(source?.args ?? [])];
    const r = await run(args, source?.files ?? {});
    svg = r.exit === 0 ? cutToSquare(r.stdout.replace(/^<\?xml[^>]*>\s*/, '')) : '';
    drawings.set(key, svg);
  }
  return svg;
}

// Draws the palette into `host`; `chosen` (an entry's key) is outlined. A
// marked copy is an entry of its own (`data-palette-copy`, `data-mark`).
export async function showPalette(
  host: HTMLElement,
  box: BoxTile[],
  chosen: string | null,
  onChoose: (t: BoxTile | null) => void,
): Promise<void> {
  const items: HTMLElement[] = [];
  for (const t of box) {
    const key = entryKey(t);
    // Every entry the tile's square alone, so that a marked copy (drawn by
    // `draw`) is the size of its tile (drawn by `tiles`).
    const svg = t.mark ? await markedCopyOf(t.id, t.mark) : await turnedTileOf(t.id, 0, t.source);
    // An image of its own: the drawings' element ids (#t0 ...) would
    // otherwise collide with the board's, drawn in the same page.
    const picture = el('img', {
      class: 'palette-picture',
      alt: '',
      src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
    });
    const which = t.mark ? { 'data-palette-copy': t.id, 'data-mark': t.mark } : { 'data-palette': t.id };
    // A marked copy's label is its tile's (one line in a phone's cell); the
    // mark is in its picture, its accessible name and its title.
    const name = t.id;
    const button = el(
      'button',
      {
        type: 'button',
        class: 'palette-tile',
        ...which,
        'data-left': t.left === null ? 'any' : String(t.left),
        'aria-pressed': String(key === chosen),
        ...(t.mark ? { title: `${t.id}, ${t.mark} copy` } : {}),
        'aria-label':
          t.left === null
            ? `custom tile ${t.id}`
            : `tile ${t.id}${t.mark ? `, ${t.mark} copy` : ''}, ${t.left} left in the box`,
      },
      picture,
      countLabel(name, t.left),
    );
    button.addEventListener('click', () => onChoose(key === chosen ? null : t));
    items.push(button);
  }
  host.replaceChildren(...items);
}

// Where a follower may stand on a tile alone (the first tile of a position,
// which `fits` does not place): the features `tiles ID --rot R` lists on its
// last line (`city E; road N S; field Ne Se`), each named by its first edge.
export async function featuresOfTile(id: string, rot: number, source?: TileSource): Promise<string[]> {
  const r = await run(['tiles', id, '--rot', String(rot), ...(source?.args ?? [])], source?.files ?? {});
  if (r.exit !== 0) return [];
  const last = r.stdout.trimEnd().split('\n').at(-1) ?? '';
  return last
    .split(';')
    .map((f) => f.trim().split(/\s+/).slice(0, 2).join(' '))
    .filter((f) => f !== '');
}

// A tile's name and how many are left (`E ×1`): on one line when they fit,
// else the count on a line of its own (`RV-02` over `×1`), never cut off.
export function countLabel(name: string, left: number | null): HTMLElement {
  if (left === null) return el('span', { class: 'palette-count' }, el('span', {}, name));
  return el('span', { class: 'palette-count' }, el('span', {}, name), ' ', el('span', {}, `×${left}`));
}
