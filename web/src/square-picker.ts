// Square-first entry: a tap on an empty square next to the board lists the
// tiles of the box that fit there, each drawn already turned to each rotation
// that fits (as `fits --at` answers for the square), with how many are left, so a
// player matches the picture on the table in one look and one tap.
import { run } from './engine.js';
import { type Fit, type FitsPlacement, type Turn, addPlacement, turnOf } from './fits.js';
import { type BoxTile, countLabel, markedCopyOf, turnedTileOf } from './palette.js';
import type { Square } from './report.js';
import type { TileSource } from './tile-sources.js';
import { el } from './views.js';

export interface Choice {
  tile: string;
  rot: number;
  left: number | null;
  fit: Fit; // every rotation that fits there, for the status line
  source?: TileSource; // a custom tile: where `tiles` finds it
  mark?: string; // the copy that shows this mark (a garden copy), placed with `marks: [MARK]`
}

interface SquareJson extends Record<string, unknown> {
  player: string | null; // a log's player to move, as the engine says (a bonus move is the same player's)
  tiles: { tile: string; left: number | null; placements: FitsPlacement[] }[];
}

// `fits FILE --at X,Y --format json` ("carcassonne-fits-square/1"): every tile
// the table may place on the square, each rotation that fits there with its
// follower places; the tiles none of which is left in the box are left out
// (a custom tile's count is the page's: the engine keeps none).
// With `marks` (the table's area marks, a garden), each tile's copies that
// show one are offered after it: `fits --at X,Y --marks MARK`, the copies of
// the box that fit there as that copy, with the copies left.
export async function choicesAt(name: string, text: string, at: Square, box: BoxTile[], marks: string[] = []): Promise<Choice[]> {
  const ask = (more: string[]) => run(['fits', name, '--at', `${at[0]},${at[1]}`, '--format', 'json', ...more], { [name]: text });
  const r = await ask([]);
  if (r.exit !== 0) return [];
  const json = JSON.parse(r.stdout) as SquareJson;
  said = turnOf(json);
  const copies: { mark: string; json: SquareJson }[] = [];
  for (const mark of marks) {
    const m = await ask(['--marks', mark]);
    if (m.exit === 0) copies.push({ mark, json: JSON.parse(m.stdout) as SquareJson });
  }
  const out: Choice[] = [];
  const add = (t: SquareJson['tiles'][number], mark?: string) => {
    const mine = box.find((b) => b.id === t.tile);
    const left = t.left ?? mine?.left ?? null;
    if (left !== null && left <= 0) return;
    const fit: Fit = { at, rots: [] };
    for (const p of t.placements) addPlacement(fit, p);
    for (const p of t.placements) out.push({ tile: t.tile, rot: p.rot, left, fit, source: mine?.source, ...(mark ? { mark } : {}) });
  };
  for (const t of json.tiles) {
    add(t);
    for (const c of copies) for (const m of c.json.tiles.filter((x) => x.tile === t.tile)) add(m, c.mark);
  }
  return out;
}

// The move to come as the last answer named it: a log's player (null for a
// position), a second tile of the same player's, the figures to take back.
let said: Turn | null = null;
export function turnSaid(): Turn | null {
  return said;
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
  extra: HTMLElement[] = [], // more in the sheet's head (a second tile declined)
): Promise<void> {
  const items: HTMLElement[] = [];
  for (const c of choices) {
    const svg = c.mark ? await markedCopyOf(c.tile, c.mark, c.rot) : await turnedTileOf(c.tile, c.rot, c.source);
    const picture = el('img', {
      class: 'picker-picture',
      alt: '',
      src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
    });
    const button = el(
      'button',
      {
        type: 'button',
        class: 'picker-tile',
        'data-pick': `${c.tile}${c.mark ? ` ${c.mark}` : ''}@${c.rot}`,
        ...(c.mark ? { 'data-mark': c.mark } : {}),
        'aria-label': `${c.tile}${c.mark ? ` ${c.mark} copy` : ''} turned ${c.rot}${c.left === null ? '' : `, ${c.left} left`}`,
      },
      el('span', { class: 'picker-frame' }, picture),
      countLabel(c.tile, c.left),
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
    el('div', { class: 'picker-head' }, el('p', {}, title, ...extra), close),
    el('div', { class: 'picker-grid' }, ...items),
  );
  host.dataset.at = `${at[0]},${at[1]}`;
  host.hidden = false;
}
