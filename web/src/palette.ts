// The palette: the tiles of the table's expansions, each drawn by the engine
// (`tiles ID --format svg`) with how many are left in the box
// (`tiles --left FILE`), and the table's custom tiles (tile-sources.ts).
// Tapping one chooses it; tapping it again lets go.
import { run } from './engine.js';
import type { TileSource } from './tile-sources.js';
import { el } from './views.js';

export interface BoxTile {
  id: string;
  left: number | null; // null: a custom tile whose definition gives no count
  source?: TileSource; // a custom tile: where `tiles` finds it
}

const drawings = new Map<string, string>();

// `tiles --left FILE`: one line a tile, its id then its count (a header line,
// if any, has no count and is skipped).
export function parseLeft(text: string): BoxTile[] {
  const tiles: BoxTile[] = [];
  for (const line of text.split('\n')) {
    const m = /^\s*([A-Za-z0-9_-]+)\s+(-?\d+)\s*$/.exec(line);
    if (m) tiles.push({ id: m[1], left: Number(m[2]) });
  }
  return tiles;
}

export async function boxOf(name: string, text: string): Promise<BoxTile[]> {
  const r = await run(['tiles', '--left', name], { [name]: text });
  return r.exit === 0 ? parseLeft(r.stdout) : [];
}

export async function drawingOf(id: string, source?: TileSource): Promise<string> {
  const key = `${id} ${source?.args.join(' ') ?? ''}`;
  let svg = drawings.get(key);
  if (svg === undefined) {
    const r = await run(['tiles', id, '--format', 'svg', ...(source?.args ?? [])], source?.files ?? {});
    svg = r.exit === 0 ? r.stdout.replace(/^<\?xml[^>]*>\s*/, '') : '';
    drawings.set(key, svg);
  }
  return svg;
}

// The tile alone, turned by the engine (`tiles ID --rot R --format svg`),
// the drawing cut to its square.
export async function turnedTileOf(id: string, rot: number, source?: TileSource): Promise<string> {
  const key = `${id} ${rot} ${source?.args.join(' ') ?? ''}`;
  let svg = drawings.get(key);
  if (svg === undefined) {
    const args = ['tiles', id, '--rot', String(rot), '--format', 'svg', ...(source?.args ?? [])];
    const r = await run(args, source?.files ?? {});
    svg = r.exit === 0 ? r.stdout.replace(/^<\?xml[^>]*>\s*/, '') : '';
    const square = /<use data-tile="[^"]*" data-at="[^"]*" xlink:href="[^"]*" x="(-?[\d.]+)" y="(-?[\d.]+)"/.exec(svg);
    if (square)
      svg = svg.replace(
        /<svg ([^>]*)width="[^"]*" height="[^"]*" viewBox="[^"]*"/,
        `<svg $1width="100" height="100" viewBox="${square[1]} ${square[2]} 100 100"`,
      );
    drawings.set(key, svg);
  }
  return svg;
}

// Draws the palette into `host`; `chosen` is outlined.
export async function showPalette(
  host: HTMLElement,
  box: BoxTile[],
  chosen: string | null,
  onChoose: (id: string | null) => void,
): Promise<void> {
  const items: HTMLElement[] = [];
  for (const t of box) {
    // An image of its own: the drawings' element ids (#t0 ...) would
    // otherwise collide with the board's, drawn in the same page.
    const picture = el('img', {
      class: 'palette-picture',
      alt: '',
      src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(await drawingOf(t.id, t.source))}`,
    });
    const button = el(
      'button',
      {
        type: 'button',
        class: 'palette-tile',
        'data-palette': t.id,
        'data-left': t.left === null ? 'any' : String(t.left),
        'aria-pressed': String(t.id === chosen),
        'aria-label': t.left === null ? `custom tile ${t.id}` : `tile ${t.id}, ${t.left} left in the box`,
      },
      picture,
      el('span', { class: 'palette-count' }, t.left === null ? t.id : `${t.id} ×${t.left}`),
    );
    button.addEventListener('click', () => onChoose(t.id === chosen ? null : t.id));
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
