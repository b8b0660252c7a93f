// The editor: a table entered by tapping. A palette tile chosen lights the
// squares where it fits; a tap on a square places it in the first rotation
// that fits there, a tap on it again turns it through the others. With a
// player chosen, a tap on a feature stands that player's follower there and a
// tap on a follower takes it back; a tile tapped with nothing chosen can be
// taken off (moving a tile: off, then placed again). Every change is checked by the engine
// first: one that breaks a rule the table did not break is refused with the
// rule id. The table is the document the command line reads (a position, or
// a game log whose moves are the tiles in the order placed, each checked as
// `check` checks a log's moves), kept with its undo history in the browser's
// storage.
import type { Board, BoardTap } from './board.js';
import { run } from './engine.js';
import { featureCandidates } from './features.js';
import { type Fit, fitsOf } from './fits.js';
import { History } from './history.js';
import { type BoxTile, boxOf, showPalette } from './palette.js';
import { setUpPhoto } from './photo.js';
import { newViolations, verdictOf } from './refusal.js';
import type { Square } from './report.js';
import * as state from './state.js';
import { type Table, cloneTable, moverOf, placementAt, sameSquare, toYaml } from './table.js';
import { setUpTableForm } from './table-form.js';
import { customTilesOf } from './tile-sources.js';
import { el, ruleButton } from './views.js';

export const kTableName = 'table.yaml';
const kSquare = 100; // a square of the drawing, in its units

const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;

const history = new History();
let board: Board;
let box: BoxTile[] = []; // every tile of the table's expansions, with the count left
let chosenTile: string | null = null;
let chosenPlayer: string | null = null;
let fits: Fit[] = [];
// The tile last placed and the rotations that fit on its square: tapping it turns it.
let turning: { at: Square; rots: number[] } | null = null;
let selected: Square | null = null; // the tile last tapped with nothing chosen
let busy = false; // the engine is checking a tap's change

export function editing(): boolean {
  return state.current().name === kTableName && history.current() !== null;
}

function table(): Table {
  return history.current()!;
}

// The table shown and saved as this state of the history.
function show(t: Table): void {
  state.open(kTableName, toYaml(t));
  $('editor-document').textContent = toYaml(t);
  document.body.dataset.tableVersion = String(state.current().version);
  $('editor').hidden = false;
  void refreshTools();
}

function commit(t: Table): void {
  history.push(t);
  show(t);
}

// The status line; `rule`: the rule id a refusal cites.
function say(text: string | Node, kind: 'ok' | 'refused' = 'ok', rule = ''): void {
  const line = $('editor-message');
  line.replaceChildren(text);
  line.dataset.kind = kind;
  line.dataset.rule = rule;
}

// The change is checked by the engine before it is made; false when refused.
async function tryChange(next: Table, what: string): Promise<boolean> {
  const before = await verdictOf(kTableName, toYaml(table()));
  const after = await verdictOf(kTableName, toYaml(next));
  const added = newViolations(before, after);
  if (after.exit === 2 && before.exit !== 2) {
    say(`Refused, the table is unchanged: ${what}: ${after.error.trim()}`, 'refused');
    return false;
  }
  if (added.length > 0) {
    const v = added[0];
    // The status line above still speaks of the table as it stands (unchanged),
    // so the refusal says so first.
    const line = el('span', {}, `Refused, the table is unchanged: ${what} breaks `, ruleButton(v.rule), `: ${v.message ?? ''}`);
    say(line, 'refused', v.rule);
    return false;
  }
  commit(next);
  say(`${what[0].toUpperCase()}${what.slice(1)}.`);
  return true;
}

// The palette and the player buttons for the table as it is now.
async function refreshTools(): Promise<void> {
  const t = table();
  const left = new Map((await boxOf(kTableName, toYaml(t))).map((b) => [b.id, b.left]));
  if (box.length === 0 || t.board.length === 0) {
    const empty = { ...t, board: [] };
    box = await boxOf(kTableName, toYaml(empty));
  }
  box = box.filter((b) => !b.source).map((b) => ({ id: b.id, left: left.get(b.id) ?? 0 }));
  // The custom tiles: a definition's count less the copies on the table.
  for (const c of await customTilesOf(t)) {
    const used = t.board.filter((p) => p.tile === c.id).length;
    box.push({ id: c.id, left: c.count === null ? null : Math.max(0, c.count - used), source: c.source });
  }
  await showPalette($('palette'), box, chosenTile, (id) => void chooseTile(id));
  const players = $('editor-players');
  players.replaceChildren(
    ...t.players.map((p) => {
      const b = el('button', { type: 'button', 'data-follower-of': p, 'aria-pressed': String(p === chosenPlayer) }, p);
      b.addEventListener('click', () => choosePlayer(p === chosenPlayer ? null : p));
      return b;
    }),
  );
  $<HTMLButtonElement>('editor-undo').disabled = !history.canUndo();
  $<HTMLButtonElement>('editor-redo').disabled = !history.canRedo();
  $('editor').dataset.tiles = String(t.board.length);
  $('editor').dataset.kind = t.log ? 'log' : 'position';
}

async function chooseTile(id: string | null): Promise<void> {
  chosenTile = id;
  chosenPlayer = null;
  turning = null;
  fits = [];
  if (id) {
    const t = table();
    // The first tile lies anywhere: [0, 0].
    const answer =
      t.board.length === 0
        ? { fits: [{ at: [0, 0] as Square, rots: [0, 90, 180, 270] }], notNow: null }
        : await fitsOf(kTableName, toYaml(t), id);
    fits = answer.fits;
    const whose = t.log ? `Move ${t.board.length}, ${moverOf(t, t.board.length)}'s: ` : '';
    if (answer.notNow) {
      // Not this move, wherever it would fit (the River's tiles come first).
      const v = answer.notNow;
      const why = `${whose}${id} cannot be placed now: it would break `;
      const line = el('span', {}, why, ruleButton(v.rule), `: ${v.message}`);
      say(line, 'refused', v.rule);
    } else
      say(
        whose +
          (fits.length === 0
            ? `${id} fits nowhere on this board.`
            : `${id} fits on ${fits.length} square${fits.length === 1 ? '' : 's'}: tap one.`),
      );
  }
  markFits();
  await refreshTools();
  document.body.dataset.fits = id ? `${id}:${fits.length}` : '';
}

function choosePlayer(p: string | null): void {
  chosenPlayer = p;
  chosenTile = null;
  fits = [];
  markFits();
  if (p) say(`Tap a city, road, field or monastery for ${p}'s follower; tap a follower to take it back.`);
  void refreshTools();
}

function markFits(): void {
  // Lit squares next to the board would lie over the title and the legend.
  board.setFrame(fits.length > 0 ? kSquare : 0);
  board.mark('fit', fits.map((f) => f.at));
}

// After the board is drawn again: the squares where the chosen tile fits;
// when the board grew or shrank, all of it and the squares around it in view.
let fittedTiles = -1;
export function afterRender(): void {
  if (!editing()) return;
  const tiles = table().board.length;
  markFits();
  if (tiles !== fittedTiles) board.fit(kSquare);
  fittedTiles = tiles;
}

// A tap on the board; false when it is not the editor's (the viewer explains it).
export async function tap(t: BoardTap): Promise<boolean> {
  if (!editing()) return false;
  if (busy) return true; // a second tap while the engine checks the first is dropped
  busy = true;
  try {
    return await editTap(t);
  } finally {
    busy = false;
  }
}

async function editTap(t: BoardTap): Promise<boolean> {
  if (chosenTile && !t.tile) return place(chosenTile, t.square);
  if (chosenPlayer && t.tile) return follower(chosenPlayer, t);
  if (turning && t.tile && sameSquare(turning.at, t.square)) return turn();
  // Any other tile: explained by the viewer, and the one Remove takes away.
  selected = t.tile ? t.square : null;
  $<HTMLButtonElement>('editor-remove').disabled = selected === null;
  return false;
}

// Takes the selected tile (and its follower) off the board, if the board stays legal.
async function remove(): Promise<void> {
  if (!selected) return;
  const at = selected;
  const next = cloneTable(table());
  const p = placementAt(next, at);
  if (!p) return;
  if (next.log && next.board[0] === p) {
    say('A log begins with its start tile: it stays.', 'refused');
    return;
  }
  next.board = next.board.filter((q) => q !== p);
  if (await tryChange(next, `${p.tile} taken off [${at.join(', ')}]`)) {
    selected = null;
    turning = null;
    $<HTMLButtonElement>('editor-remove').disabled = true;
  }
}

async function place(tile: string, at: Square): Promise<boolean> {
  const fit = fits.find((f) => sameSquare(f.at, at));
  const next = cloneTable(table());
  const rots = fit?.rots ?? [0];
  next.board.push({ tile, at, rot: rots[0] });
  const move = next.log ? `move ${next.board.length - 1} (${moverOf(next, next.board.length - 1)}): ` : '';
  if (await tryChange(next, `${move}${tile} at [${at.join(', ')}]`)) {
    turning = { at, rots };
    selected = at;
    $<HTMLButtonElement>('editor-remove').disabled = false;
    chosenTile = null;
    fits = [];
    document.body.dataset.fits = '';
    await refreshTools();
  }
  return true;
}

async function turn(): Promise<boolean> {
  const next = cloneTable(table());
  const p = placementAt(next, turning!.at);
  if (!p) return true;
  const rots = turning!.rots;
  p.rot = rots[(rots.indexOf(p.rot) + 1) % rots.length];
  delete p.meeple; // a feature's name changes with the rotation
  await tryChange(next, `${p.tile} turned to ${p.rot}`);
  return true;
}

async function follower(player: string, t: BoardTap): Promise<boolean> {
  const next = cloneTable(table());
  const p = placementAt(next, t.square);
  if (!p) return true;
  if (next.log && next.board[0] === p && !t.follower) {
    say('The start tile is nobody’s move: no follower stands on it in a log.', 'refused');
    return true;
  }
  if (t.follower) {
    delete p.meeple;
    await tryChange(next, `${t.follower.player}'s follower taken back`);
    return true;
  }
  const yaml = toYaml(table());
  const at = `${t.square[0]},${t.square[1]}`;
  for (const on of featureCandidates(t)) {
    const r = await run(['explain', kTableName, '--at', at, '--on', on], { [kTableName]: yaml });
    if (r.exit !== 0) continue;
    p.meeple = { player, on };
    await tryChange(next, `${player}'s follower on ${on} at [${at}]`);
    return true;
  }
  say(`No feature there for a follower.`, 'refused');
  return true;
}

function undoRedo(t: Table | null): void {
  if (!t) return;
  turning = selected = null;
  $<HTMLButtonElement>('editor-remove').disabled = true;
  chosenTile = null;
  fits = [];
  show(t);
}

// Download and copy: the document exactly as the command line reads it.
function download(): void {
  const blob = new Blob([toYaml(table())], { type: 'text/yaml' });
  const a = el('a', { href: URL.createObjectURL(blob), download: kTableName });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

async function copy(): Promise<void> {
  try {
    await navigator.clipboard.writeText(toYaml(table()));
    say('The document is copied.');
  } catch {
    say('This browser refused to copy; use Download.', 'refused');
  }
}

// Ready once the new-table form holds what the engine offers.
export async function setUpEditor(b: Board): Promise<void> {
  board = b;
  setUpPhoto(b);
  await setUpTableForm($<HTMLFormElement>('table-form'), (t) => {
    $('table-panel').hidden = true;
    box = [];
    chosenTile = chosenPlayer = null;
    turning = null;
    fits = [];
    commit(t);
    say(
      t.log
        ? `The start tile ${t.board[0].tile} is on the table. Move 1 is ${t.players[0]}'s: choose its tile in the palette.`
        : 'Choose the start tile in the palette, then tap the lit square.',
    );
  });
  $('new-table-button').addEventListener('click', () => {
    $('table-panel').hidden = !$('table-panel').hidden;
  });
  $('editor-undo').addEventListener('click', () => {
    undoRedo(history.undo());
    say('Undone.');
  });
  $('editor-redo').addEventListener('click', () => {
    undoRedo(history.redo());
    say('Redone.');
  });
  $('editor-remove').addEventListener('click', () => void remove());
  $('editor-download').addEventListener('click', download);
  $('editor-copy').addEventListener('click', () => void copy());
  $('editor-resume').addEventListener('click', () => {
    const t = history.current();
    if (t) show(t);
  });
  // Another document opened: the editor steps aside (its table stays saved).
  state.subscribe((s) => {
    if (s.name !== kTableName) $('editor').hidden = true;
    $('editor-resume').hidden = s.name === kTableName || history.current() === null;
  });
}

// The table of an earlier visit, shown again; false when there is none.
export function resume(): boolean {
  if (!history.restore()) return false;
  show(table());
  return true;
}
