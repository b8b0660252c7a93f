// The palette: the tiles of the table's expansions, each drawn by the engine
// (`tiles ID --format svg`) with how many are left in the box
// (`tiles --left FILE`). Tapping one chooses it; tapping it again lets go.
import { run } from './engine.js';
import { el } from './views.js';

export interface BoxTile {
  id: string;
  left: number;
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

async function drawingOf(id: string): Promise<string> {
  let svg = drawings.get(id);
  if (svg === undefined) {
    const r = await run(['tiles', id, '--format', 'svg']);
    svg = r.exit === 0 ? r.stdout.replace(/^<\?xml[^>]*>\s*/, '') : '';
    drawings.set(id, svg);
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
      src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(await drawingOf(t.id))}`,
    });
    const button = el(
      'button',
      {
        type: 'button',
        class: 'palette-tile',
        'data-palette': t.id,
        'data-left': String(t.left),
        'aria-pressed': String(t.id === chosen),
        'aria-label': `tile ${t.id}, ${t.left} left in the box`,
      },
      picture,
      el('span', { class: 'palette-count' }, `${t.id} ×${t.left}`),
    );
    button.addEventListener('click', () => onChoose(t.id === chosen ? null : t.id));
    items.push(button);
  }
  host.replaceChildren(...items);
}
