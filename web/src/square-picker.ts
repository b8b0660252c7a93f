// Square-first entry: a tap on an empty square next to the board lists the
// tiles of the box that fit there, each drawn already turned to each rotation
// that fits (as `fits` answers for that tile), with how many are left, so a
// player matches the picture on the table in one look and one tap.
import { type Fit, fitsOf } from './fits.js';
import { type BoxTile, turnedTileOf } from './palette.js';
import type { Square } from './report.js';
import type { TileSource } from './tile-sources.js';
import { el } from './views.js';

export interface Choice {
  tile: string;
  rot: number;
  left: number | null;
  fit: Fit; // every rotation that fits there, for the status line
  source?: TileSource; // a custom tile: where `tiles` finds it
}

// Where each tile of the box fits on this table, asked once a table (its document's text).
const cache = new Map<string, Map<string, Fit[]>>();

export async function fitsOfBox(name: string, text: string, box: BoxTile[]): Promise<Map<string, Fit[]>> {
  let all = cache.get(text);
  if (all) return all;
  all = new Map();
  for (const t of box) {
    if (t.left === 0) continue;
    const answer = await fitsOf(name, text, t.id);
    if (!answer.notNow && answer.fits.length > 0) all.set(t.id, answer.fits);
  }
  if (cache.size > 8) cache.clear();
  cache.set(text, all);
  return all;
}

export function choicesAt(at: Square, box: BoxTile[], all: Map<string, Fit[]>): Choice[] {
  const out: Choice[] = [];
  for (const t of box) {
    const fit = all.get(t.id)?.find((f) => f.at[0] === at[0] && f.at[1] === at[1]);
    if (fit) for (const rot of fit.rots) out.push({ tile: t.id, rot, left: t.left, fit, source: t.source });
  }
  return out;
}

// The first tile of a position lies on [0, 0], any tile in any rotation.
export function firstChoices(box: BoxTile[]): Choice[] {
  return box
    .filter((t) => t.left !== 0)
    .map((t) => ({ tile: t.id, rot: 0, left: t.left, source: t.source, fit: { at: [0, 0] as Square, rots: [0, 90, 180, 270] } }));
}

// Shows the choices in `host` (a sheet over the lower screen); `onPick` places one.
export async function showPicker(
  host: HTMLElement,
  at: Square,
  choices: Choice[],
  onPick: (c: Choice) => void,
  onClose: () => void,
): Promise<void> {
  const items: HTMLElement[] = [];
  for (const c of choices) {
    const svg = await turnedTileOf(c.tile, c.rot, c.source);
    const picture = el('img', {
      class: 'picker-picture',
      alt: '',
      src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
    });
    const count = c.left === null ? '' : ` ×${c.left}`;
    const button = el(
      'button',
      {
        type: 'button',
        class: 'picker-tile',
        'data-pick': `${c.tile}@${c.rot}`,
        'aria-label': `${c.tile} turned ${c.rot}${c.left === null ? '' : `, ${c.left} left`}`,
      },
      el('span', { class: 'picker-frame' }, picture),
      el('span', { class: 'palette-count' }, `${c.tile}${count}`),
      el('span', { class: 'picker-rot' }, c.rot === 0 ? '' : `${c.rot}°`),
    );
    button.addEventListener('click', () => onPick(c));
    items.push(button);
  }
  const close = el('button', { type: 'button', class: 'picker-close', 'aria-label': 'Close' }, '×');
  close.addEventListener('click', onClose);
  const title =
    choices.length === 0
      ? `No tile left in the box fits [${at.join(', ')}].`
      : `[${at.join(', ')}]: ${choices.length} way${choices.length === 1 ? '' : 's'} a tile fits. Tap the one on the table.`;
  host.replaceChildren(
    el('div', { class: 'picker-head' }, el('p', {}, title), close),
    el('div', { class: 'picker-grid' }, ...items),
  );
  host.dataset.at = `${at[0]},${at[1]}`;
  host.hidden = false;
}
