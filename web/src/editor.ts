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
import { featureCandidates, placeIcon, turnedFeature } from './features.js';
import { type Fit, type Turn, fitsOf, placesFor } from './fits.js';
import { tableOfDocument } from './document-table.js';
import { History } from './history.js';
import { type BoxTile, boxOf, entryKey, featuresOfTile, showPalette } from './palette.js';
import { setUpPhoto } from './photo.js';
import { newViolations, verdictOf } from './refusal.js';
import { linkOf, shareSheet } from './share.js';
import type { Square } from './report.js';
import * as state from './state.js';
import { type Placement, type Table, cloneTable, moverOf, nextInTurn, placementAt, sameSquare, toYaml } from './table.js';
import { type FigureListing, defaultFigure, figuresFor, markedAreasFor, registry, sharesFollowerPlaces } from './registry.js';
import { type Choice, choicesAt, firstChoices, showPicker, turnSaid } from './square-picker.js';
import { type TableForm, setUpTableForm } from './table-form.js';
import { customTilesOf } from './tile-sources.js';
import { el, ruleButton } from './views.js';

export const kTableName = 'table.yaml';
const kOpenedKey = 'carcassonne.opened.v1';

// The document opened last, when it was not the editor's table.
export function lastOpened(): { name: string; text: string } | null {
  try {
    const saved = JSON.parse(localStorage.getItem(kOpenedKey) ?? 'null') as { name?: unknown; text?: unknown } | null;
    return saved && typeof saved.name === 'string' && typeof saved.text === 'string' ? { name: saved.name, text: saved.text } : null;
  } catch {
    return null;
  }
}
const kSquare = 100; // a square of the drawing, in its units

const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;

const history = new History();
let form: TableForm;
let board: Board;
let box: BoxTile[] = []; // every tile of the table's expansions, with the count left
let fullBox: { text: string; tiles: BoxTile[] } = { text: '', tiles: [] }; // the empty table's box
// The copies that show a mark (a garden copy) not on the table, by tile:
// `tiles --left`'s `E garden  1` less those placed with the mark (the tile's
// own count left may be smaller).
let markedLeft: BoxTile[] = [];
let chosenTile: string | null = null;
let chosenMark: string | null = null; // the chosen tile is the copy that shows this mark
let chosenPlayer: string | null = null;
let chosenFigure = ''; // a figure kind of the listing; '' until the listing is read
let fits: Fit[] = [];
// The tile last placed and the rotations that fit on its square: tapping it turns it.
let turning: { at: Square; rots: number[]; fit: Fit | null } | null = null;
let selected: Square | null = null; // the tile last tapped with nothing chosen: its menu
// The tile just placed, where each figure may stand on it (`fits`'s answer)
// and what its mover may take back instead: one tap stands or takes one.
interface JustPlaced {
  at: Square;
  fit: Fit;
  mover: string | null;
  returns: Record<string, Square[]>;
}
let justPlaced: JustPlaced | null = null;
// The move to come as `fits` last said it (a log's mover, a second tile of the
// same player's, the figures to take back); `declined`: the mover declines
// that second tile, so the next move is the next player's (written `player:`).
let nextTurn: Turn | null = null;
let declined = false;
let lastPlayer: string | null = null; // whose follower a position's quick row stands
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
  document.body.dataset.editing = 'yes';
  void refreshTools();
}

function commit(t: Table): void {
  history.push(t);
  show(t);
}

// The status line; `rule`: the rule id a refusal cites.
function say(text: string | Node, kind: 'ok' | 'refused' | 'warning' = 'ok', rule = ''): void {
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
  // Accepted, but what `check` warns of is said (a misread tile shows so).
  const fresh = after.warnings.filter((w) => !before.warnings.includes(w));
  say(`${what[0].toUpperCase()}${what.slice(1)}.${fresh.map((w) => ` Warning: ${w}.`).join('')}`, fresh.length > 0 ? 'warning' : 'ok');
  await sayBonus(next);
  return true;
}

// A move that earns its player a second tile (the engine's `bonus` for the
// next move) is said when it is made, with the engine's rule id: else the
// table showed nothing of it until the next square was tapped.
async function sayBonus(t: Table): Promise<void> {
  const gives = registry().expansions.some((x) => x.bonus_moves && t.expansions.includes(x.name));
  const any = box[0]?.id;
  if (!t.log || !gives || !any) return;
  const { turn } = await fitsOf(kTableName, toYaml(t), any);
  if (!turn?.bonus || !turn.player || toYaml(table()) !== toYaml(t)) return;
  $('editor-message').append(' ', el('span', { 'data-bonus': turn.bonus }, `${turn.player} plays a second tile (`, ruleButton(turn.bonus), ').'));
}

// Whose move comes next in a log: the engine's word (a second tile is the same
// player's), the next player's when that second tile is declined.
function moverNow(t: Table): string | null {
  if (!t.log) return null;
  const said = nextTurn?.player ?? moverOf(t, t.board.length);
  return declined && nextTurn?.bonus && said ? nextInTurn(t, said) : said;
}

// The status line's beginning for the move to come (a log's): its number and mover.
function whoseMove(t: Table): string {
  if (!t.log) return '';
  const bonus = nextTurn?.bonus && !declined ? ' second tile' : '';
  return `Move ${t.board.length}, ${moverNow(t)}'s${bonus}: `;
}

// A second tile earned (the rule in `nextTurn.bonus`): a button that declines it.
function declineButton(): HTMLElement[] {
  const t = table();
  if (!t.log || !nextTurn?.bonus || !nextTurn.player) return [];
  const next = nextInTurn(t, nextTurn.player);
  const b = el(
    'button',
    { type: 'button', id: 'decline-bonus', 'aria-pressed': String(declined) },
    declined ? `Declined: ${next} plays` : `Decline ${nextTurn.player}'s second tile`,
  );
  b.addEventListener('click', () => {
    declined = !declined;
    b.setAttribute('aria-pressed', String(declined));
    b.textContent = declined ? `Declined: ${next} plays` : `Decline ${nextTurn?.player}'s second tile`;
    say(el('span', {}, `${whoseMove(table())}`, declined ? `${nextTurn?.player} declines the second tile (` : 'a second tile (', ruleButton(nextTurn!.bonus!), ').'));
    document.body.dataset.declined = String(declined);
  });
  return [el('span', {}, ' ', ruleButton(nextTurn.bonus), ' '), b];
}

// The palette and the player buttons for the table as it is now.
async function refreshTools(): Promise<void> {
  const t = table();
  // The box's counts (the empty table's `tiles --left`), less the copies on
  // the table: below 0 when a tile is placed more often than the box holds.
  // (A log's start tile stays: the engine counts it out of the box.)
  const kept = t.log ? t.board.slice(0, 1) : [];
  const emptyText = toYaml({ ...t, board: kept });
  if (fullBox.text !== emptyText) fullBox = { text: emptyText, tiles: await boxOf(kTableName, emptyText) };
  const placed = (id: string, mark?: string) =>
    t.board.slice(kept.length).filter((p) => p.tile === id && (!mark || (p.marks ?? []).includes(mark))).length;
  box = fullBox.tiles.filter((b) => !b.mark).map((b) => ({ id: b.id, left: (b.left ?? 0) - placed(b.id) }));
  markedLeft = fullBox.tiles
    .filter((b) => b.mark)
    .map((b) => ({ id: b.id, mark: b.mark, left: (b.left ?? 0) - placed(b.id, b.mark) }));
  // The custom tiles: a definition's count less the copies on the table.
  for (const c of await customTilesOf(t)) {
    const used = t.board.filter((p) => p.tile === c.id).length;
    box.push({ id: c.id, left: c.count === null ? null : Math.max(0, c.count - used), source: c.source });
  }
  // Each tile, then its marked copies that are left: never more than the tile's own left.
  const entries = box.flatMap((b) => [
    b,
    ...markedLeft
      .filter((m) => m.id === b.id)
      .map((m) => ({ ...m, left: Math.min(m.left ?? 0, b.left ?? 0) }))
      .filter((m) => m.left > 0),
  ]);
  const chosen = chosenTile ? entryKey({ id: chosenTile, mark: chosenMark }) : null;
  await showPalette($('palette'), entries, chosen, (e) => void chooseTile(e?.id ?? null, e?.mark ?? null));
  const players = $('editor-players');
  players.replaceChildren(
    ...t.players.map((p) => {
      const b = el('button', { type: 'button', 'data-follower-of': p, 'aria-pressed': String(p === chosenPlayer) }, p);
      b.addEventListener('click', () => choosePlayer(p === chosenPlayer ? null : p));
      return b;
    }),
  );
  // The figure kinds of the table's expansions (the listing's), when there is a choice.
  const kinds = figuresFor(t.expansions);
  if (!kinds.some((k) => k.name === chosenFigure)) chosenFigure = defaultFigure();
  $('editor-figures-row').hidden = kinds.length < 2;
  $('editor-figures').replaceChildren(
    ...kinds.map((k) => {
      const b = el('button', { type: 'button', 'data-figure': k.name, 'aria-pressed': String(k.name === chosenFigure) }, figureLabel(k.name));
      b.addEventListener('click', () => {
        chosenFigure = k.name;
        void refreshTools();
      });
      return b;
    }),
  );
  $<HTMLButtonElement>('editor-undo').disabled = !history.canUndo();
  $<HTMLButtonElement>('editor-redo').disabled = !history.canRedo();
  showQuickFollowers();
  $('editor').dataset.tiles = String(t.board.length);
  $('editor').dataset.kind = t.log ? 'log' : 'position';
}

async function chooseTile(id: string | null, mark: string | null = null): Promise<void> {
  chosenTile = id;
  chosenMark = id ? mark : null;
  chosenPlayer = null;
  turning = null;
  fits = [];
  if (id) {
    const t = table();
    // The first tile lies anywhere: [0, 0].
    const answer =
      t.board.length === 0
        ? { fits: [{ at: [0, 0] as Square, rots: [0, 90, 180, 270] }], notNow: null, turn: null }
        : await fitsOf(kTableName, toYaml(t), id, mark);
    fits = answer.fits;
    if (answer.turn) nextTurn = answer.turn;
    const whose = whoseMove(t);
    const name = mark ? `${id}'s ${mark} copy` : id;
    if (answer.notNow) {
      // Not this move, wherever it would fit (an expansion's tiles may come first).
      const v = answer.notNow;
      const why = `${whose}${name} cannot be placed now: it would break `;
      const line = el('span', {}, why, ruleButton(v.rule), `: ${v.message}`);
      say(line, 'refused', v.rule);
    } else
      say(
        whose +
          (fits.length === 0
            ? `${name} fits nowhere on this board.`
            : `${name} fits on ${fits.length} square${fits.length === 1 ? '' : 's'}: tap one.`),
      );
    if (!answer.notNow) $('editor-message').append(...declineButton());
  }
  markFits();
  if (id && fits.length > 0) {
    // Chosen in the palette, below the board: the board comes back on the
    // screen with a lit square in its view, else the player scrolled up
    // (and panned) to find where the tile goes.
    boardOnScreen();
    board.revealAny(fits.map((f) => f.at));
  }
  await refreshTools();
  document.body.dataset.fits = id ? `${mark ? `${id} ${mark}` : id}:${fits.length}` : '';
}

// A figure kind's button: the base game's kind is what players call a
// follower (the listing's `normal` is a name for documents); another by its name.
function figureLabel(kind: string): string {
  return kind === defaultFigure() ? 'follower' : kind;
}

// Scrolls the page so that the board and the message under it are on the
// screen, below the page's bar when it is on the screen.
function boardOnScreen(): void {
  const bar = Math.max(0, document.querySelector('header.bar')?.getBoundingClientRect().bottom ?? 0);
  const b = $('board').getBoundingClientRect();
  // The line above the board (the status, each player's total) comes too.
  const line = document.querySelector('.document-line')?.getBoundingClientRect().top ?? b.top;
  if (b.top < bar || b.bottom > window.innerHeight) window.scrollBy({ top: line - bar - 4 });
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
  // Squares next to the board would lie over the title and the legend.
  board.setFrame(kSquare);
  board.mark('fit', fits.map((f) => f.at));
  // With no tile chosen, the empty squares a tap opens the square's choices on.
  board.mark('open', chosenTile ? [] : liveSquares(table()));
  if (!chosenTile) void findDeadSquares();
}

// The open squares where no tile left in the box fits (beside a start that
// only one way continues, a hole no tile closes): `fits --at` of each, asked
// once a table after it is drawn, and no longer lit as open: a tap there
// only said that nothing fits.
let dead: { text: string; squares: Set<string> } | null = null;
let asking: string | null = null; // the table whose squares are being asked about
const squareKey = (s: Square) => `${s[0]},${s[1]}`;

function liveSquares(t: Table): Square[] {
  const open = openSquares(t);
  if (dead?.text !== toYaml(t)) return open;
  return open.filter((s) => !dead!.squares.has(squareKey(s)));
}

async function findDeadSquares(): Promise<void> {
  const t = table();
  const text = toYaml(t);
  if (t.board.length === 0 || dead?.text === text || asking === text) return;
  asking = text;
  try {
    dead = { text, squares: await deadSquaresOf(t, text) };
  } catch {
    return; // the table changed meanwhile: asked again for the new one
  } finally {
    if (asking === text) asking = null;
  }
  if (!chosenTile && editing()) board.mark('open', liveSquares(t));
}

async function deadSquaresOf(t: Table, text: string): Promise<Set<string>> {
  const squares = new Set<string>();
  for (const at of openSquares(t)) {
    const r = await run(['fits', kTableName, '--at', squareKey(at), '--format', 'json'], { [kTableName]: text });
    if (toYaml(table()) !== text) throw new Error('the table changed');
    if (r.exit !== 0) continue;
    const json = JSON.parse(r.stdout) as { tiles?: { tile: string; left?: number }[] };
    // A tile of the box with none left does not count (the square's choices leave it out too).
    const left = (tile: { tile: string; left?: number }) => tile.left ?? box.find((b) => b.id === tile.tile)?.left ?? 1;
    if (!(json.tiles ?? []).some((tile) => left(tile) > 0)) squares.add(squareKey(at));
  }
  return squares;
}

// After the board is drawn again: the squares where the chosen tile fits;
// when the board grew or shrank, all of it and the squares around it in view.
let fittedTiles = -1;
export function afterRender(): void {
  if (!editing()) return;
  const tiles = table().board.length;
  markFits();
  // A new table, or one tile more or less: the whole board when it fits at
  // a finger's size; else the view follows the entry (the last tile and the
  // squares around it in view), so that the next square needs no pan.
  if (tiles !== fittedTiles) {
    const last = table().board.at(-1);
    // (The frame holds the ring of empty squares: no margin beyond it.)
    // A document opened to be continued follows its last tile too.
    if (tiles <= 1 || !last) board.fit(0);
    else board.fitOrFollow(0, last.at);
  }
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
  // The mover's figure tapped where `fits` says it may be taken back: taken back with the tile just placed.
  if (t.follower && justPlaced && t.follower.player === justPlaced.mover)
    for (const [kind, squares] of Object.entries(justPlaced.returns))
      if (squares.some((s) => sameSquare(s, t.square))) {
        await takeBack(justPlaced.at, kind, t.square, squares.length > 1);
        return true;
      }
  if (chosenTile && !t.tile) return place(chosenTile, t.square, chosenMark);
  if (chosenPlayer && t.tile) return follower(chosenPlayer, t);
  if (turning && t.tile && sameSquare(turning.at, t.square)) return turnAgain();
  if (!t.tile) {
    await openPicker(t.square);
    return true;
  }
  // Any other tile: explained by the viewer, and its menu (turn, remove) offered.
  select(t.square);
  return false;
}

function select(at: Square | null): void {
  selected = at;
  const p = at ? placementAt(table(), at) : undefined;
  $('tile-menu').hidden = !p;
  if (p) $('tile-menu-name').textContent = `${p.tile} at [${p.at.join(', ')}]${p.meeple ? `, ${p.meeple.player}'s follower on ${p.meeple.on}` : ''}:`;
  $<HTMLButtonElement>('editor-remove').disabled = !p;
}

// The empty squares next to the board (or [0, 0] on an empty one): where a tile may go.
export function openSquares(t: Table): Square[] {
  if (t.board.length === 0) return [[0, 0]];
  const taken = new Set(t.board.map((p) => `${p.at[0]},${p.at[1]}`));
  const out = new Map<string, Square>();
  for (const p of t.board)
    for (const [dx, dy] of [[0, 1], [1, 0], [0, -1], [-1, 0]]) {
      const s: Square = [p.at[0] + dx, p.at[1] + dy];
      const key = `${s[0]},${s[1]}`;
      if (!taken.has(key)) out.set(key, s);
    }
  return [...out.values()];
}

// Square-first: the tiles of the box that fit the tapped square, drawn turned.
async function openPicker(at: Square): Promise<void> {
  const t = table();
  const open = openSquares(t).some((s) => sameSquare(s, at));
  if (!open) {
    closePicker();
    select(null);
    return;
  }
  say(`Looking for the tiles that fit [${at.join(', ')}]…`);
  const choices =
    t.board.length === 0 ? firstChoices(box) : await choicesAt(kTableName, toYaml(t), at, box, markedAreasFor(t.expansions).map((a) => a.mark));
  if (t.board.length > 0) nextTurn = turnSaid();
  board.mark('highlight', [at]);
  await showPicker($('square-picker'), at, choices, (c) => void pick(c, at), closePicker, declineButton());
  pickerAside(at);
  say(`${whoseMove(t)}tap the tile that lies on [${at.join(', ')}].`);
  document.body.dataset.picker = `${at[0]},${at[1]}:${choices.length}`;
}

// The square's choices lie over the lower screen: when the tapped square
// lies there, the page scrolls it above them while they are open (and back
// when they close), so that the square (outlined) and its neighbours stay
// in sight while its tile is found.
let pickerScroll = 0;
function pickerAside(at: Square): void {
  const square = document.querySelector(`#board .mark-highlight[data-mark="${at[0]},${at[1]}"]`)?.getBoundingClientRect();
  if (!square) return;
  const need = square.bottom + 8 - $('square-picker').getBoundingClientRect().top;
  if (need <= 0) return;
  const before = window.scrollY;
  window.scrollBy({ top: Math.min(need, square.top) });
  pickerScroll += window.scrollY - before;
}

function closePicker(): void {
  if (pickerScroll !== 0 && !$('square-picker').hidden) window.scrollBy({ top: -pickerScroll });
  pickerScroll = 0;
  $('square-picker').hidden = true;
  document.body.dataset.picker = '';
  board.mark('highlight', []);
}

async function pick(c: Choice, at: Square): Promise<void> {
  closePicker();
  chosenTile = null;
  await placeTurnedTo(c.tile, at, c.rot, c.fit, c.mark ?? null);
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
    select(null);
    turning = null;
  }
}

async function place(tile: string, at: Square, mark: string | null = null): Promise<boolean> {
  const fit = fits.find((f) => sameSquare(f.at, at));
  await placeTurnedTo(tile, at, fit?.rots[0] ?? 0, fit ?? null, mark);
  return true;
}

// Places a tile turned to `rot` (of the rotations of `fit` that fit there); then
// the places a figure may take on it, and a figure to take back, are one tap each.
async function placeTurnedTo(
  tile: string,
  at: Square,
  rot: number,
  fit: Fit | null,
  mark: string | null = null, // the copy that shows this mark (a garden copy)
): Promise<void> {
  const before = table();
  const next = cloneTable(before);
  const mover = moverNow(before);
  const said = nextTurn?.player ?? null;
  const placed: Placement = { tile, at, rot };
  if (mark) placed.marks = [mark];
  if (mover) placed.mover = mover;
  // A second tile declined: the move names its player, the next in turn order.
  if (mover && said && mover !== said) placed.player = mover;
  next.board.push(placed);
  const rots = fit?.rots ?? [rot];
  const move = next.log ? `move ${next.board.length - 1} (${mover}): ` : '';
  const turns = rots.length > 1 ? `, rot ${rot}: ${rots.length} rotations fit here, tap the tile to turn it` : '';
  // What the mover may take back with this tile (`fits`'s word for the
  // placement: not from a feature it completes); none when the move is declined.
  const returns = declined ? {} : (fit?.returns?.[rot] ?? nextTurn?.returns ?? {});
  const copy = mark ? ` (the ${mark} copy)` : '';
  if (await tryChange(next, `${move}${tile}${copy} at [${at.join(', ')}]${turns}`)) {
    // A new tile, a new choice of figure: the follower unless the mover
    // taps another kind (a kind chosen for the move before stood where the
    // next player meant a follower).
    chosenFigure = defaultFigure();
    turning = { at, rots, fit };
    nextTurn = null;
    declined = false;
    select(at);
    chosenTile = null;
    fits = [];
    document.body.dataset.fits = '';
    // The first tile of a position is placed by no `fits`: its own features.
    const first = next.board.length === 1 && !next.log;
    const spots = first ? await featuresOfTile(tile, rot, box.find((b) => b.id === tile)?.source) : null;
    const known: Fit = fit ?? { at, rots: [rot] };
    const shown: Fit = spots ? { at, rots: [rot], followers: { [rot]: spots } } : known;
    justPlaced = { at, fit: shown, mover, returns };
    await refreshTools();
  }
}

// The quick row: a figure on the tile just placed, one tap (a log: the
// mover's; a position: the chosen player's, or the last one's), and a figure
// the mover may take back instead (a log's, where `fits` lists one).
function showQuickFollowers(): void {
  const row = $('editor-quick');
  const t = table();
  const p = justPlaced ? placementAt(t, justPlaced.at) : undefined;
  if (!justPlaced || !p || p.meeple || p.takeBack) {
    row.hidden = true;
    return;
  }
  const index = t.board.indexOf(p);
  // A log's figure is the mover's, as the engine named the player to move.
  const who = t.log ? (justPlaced.mover ?? moverOf(t, index)) : (chosenPlayer ?? lastPlayer ?? t.players[0]);
  if (!who) {
    row.hidden = true;
    return;
  }
  // The figure kinds that may stand on this tile (`fits`'s places for each):
  // one tap changes which stands.
  const base = defaultFigure();
  const fit = justPlaced.fit;
  // A copy that shows an area by its mark (a garden copy): that area is a
  // place too, for the kinds that stand on it (`fits` knows the plain tile only).
  const areas = markedAreasFor(t.expansions);
  const shown = areas.filter((a) => (p.marks ?? []).includes(a.mark));
  const placesOf = (k: FigureListing) => [
    ...placesFor(fit, p.rot, k.name, base, sharesFollowerPlaces(k)).filter((on) => !shown.some((a) => a.name === on)),
    ...shown.filter((a) => k.stands_on.includes(a.name)).map((a) => a.name),
  ];
  const kinds = figuresFor(t.expansions).filter((k) => k.name === base || placesOf(k).length > 0);
  const chosen = kinds.find((k) => k.name === chosenFigure) ?? kinds[0];
  const spots = chosen ? placesOf(chosen) : [];
  const kind = chosen && chosen.name !== base ? `${chosen.name} ` : '';
  const figures =
    kinds.length < 2
      ? []
      : kinds.map((k) => {
          const b = el('button', { type: 'button', class: 'figure', 'data-figure': k.name, 'aria-pressed': String(k === chosen) }, figureLabel(k.name));
          b.addEventListener('click', () => {
            chosenFigure = k.name;
            void refreshTools();
          });
          return b;
        });
  // A position's players, when the figure is another's: one tap changes whose.
  const players = t.log
    ? []
    : t.players.map((name) => {
        const b = el('button', { type: 'button', class: 'figure', 'data-quick-player': name, 'aria-pressed': String(name === who) }, name);
        b.addEventListener('click', () => {
          lastPlayer = name;
          if (chosenPlayer) chosenPlayer = name;
          void refreshTools();
        });
        return b;
      });
  // The copy of the tile that shows an area (one tap marks it, or takes the
  // mark off): offered while such copies of it are left, this plain copy
  // counted back into the box (the last E may be its garden copy).
  const ownLeft = (box.find((b) => b.id === p.tile)?.left ?? 0) + 1;
  const copyLeft = (mark: string) =>
    markedLeft.some((m) => m.id === p.tile && m.mark === mark && Math.min(m.left ?? 0, ownLeft) > 0);
  const copies = areas.filter((a) => (p.marks ?? []).includes(a.mark) || copyLeft(a.mark)).map((a) => {
    const on = (p.marks ?? []).includes(a.mark);
    const b = el('button', { type: 'button', class: 'figure', 'data-mark': a.mark, 'aria-pressed': String(on) }, `${a.mark} copy`);
    b.addEventListener('click', () => void markCopy(p.at, a.mark, !on));
    return b;
  });
  // Instead of a figure, one the mover may take back (each square `fits` lists).
  const returns = Object.entries(justPlaced.returns).flatMap(([k, squares]) =>
    squares.map((at) => {
      const b = el('button', { type: 'button', class: 'take-back', 'data-take-back': `${k}@${at[0]},${at[1]}` }, `take back the ${k} at [${at.join(', ')}]`);
      b.addEventListener('click', () => void takeBack(p.at, k, at, squares.length > 1));
      return b;
    }),
  );
  if (spots.length === 0 && returns.length === 0 && figures.length === 0 && copies.length === 0) {
    row.hidden = true;
    return;
  }
  row.replaceChildren(
    el('span', { class: 'hint' }, `${who}'s ${kind}${chosen && !chosen.follower ? '' : 'follower '}on ${p.tile}:`),
    ...spots.map((on) => {
      const b = el('button', { type: 'button', 'data-quick': on }, placeIcon(on), on);
      b.addEventListener('click', () => void standOn(who, p.at, on, chosen?.name ?? base));
      return b;
    }),
    ...players,
    ...figures,
    ...copies,
    ...returns,
  );
  row.hidden = false;
}

// The tile at `at` becomes the copy that shows the mark, or the plain one.
async function markCopy(at: Square, mark: string, on: boolean): Promise<void> {
  const next = cloneTable(table());
  const p = placementAt(next, at);
  if (!p) return;
  const marks = (p.marks ?? []).filter((m) => m !== mark);
  if (on) marks.push(mark);
  if (marks.length > 0) p.marks = marks;
  else delete p.marks;
  if (await tryChange(next, `${p.tile} at [${at.join(', ')}] ${on ? `is the ${mark} copy` : `is a plain copy`}`)) showQuickFollowers();
}

// The move of the tile at `tileAt` takes back the mover's figure from `from`
// (named only when the mover has more than one on the board).
async function takeBack(tileAt: Square, kind: string, from: Square, named: boolean): Promise<void> {
  const next = cloneTable(table());
  const p = placementAt(next, tileAt);
  if (!p) return;
  p.takeBack = named ? { kind, at: from } : { kind };
  if (await tryChange(next, `the ${kind} at [${from.join(', ')}] taken back with ${p.tile}`)) {
    justPlaced = null;
    showQuickFollowers();
  }
}

async function standOn(player: string, at: Square, on: string, figure = chosenFigure): Promise<void> {
  const next = cloneTable(table());
  const p = placementAt(next, at);
  if (!p) return;
  const kind = figure !== defaultFigure() ? figure : '';
  p.meeple = kind ? { player, on, kind } : { player, on };
  lastPlayer = player;
  if (await tryChange(next, `${player}'s ${kind ? `${kind} ` : ''}follower on ${on} at [${at.join(', ')}]`)) {
    justPlaced = null;
    showQuickFollowers();
    // A follower that joins a feature another player holds is said.
    const r = await run(['explain', kTableName, '--at', `${at[0]},${at[1]}`, '--on', on], { [kTableName]: toYaml(next) });
    const holders = /^\s+followers[^:]*: (.*)$/m.exec(r.stdout)?.[1] ?? '';
    const others = [...holders.matchAll(/([A-Za-z0-9_-]+) \d+/g)].map((m) => m[1]).filter((p) => p !== player && next.players.includes(p));
    if (others.length > 0) {
      const line = $('editor-message');
      line.append(` ${player} now shares ${[...new Set(others)].join(' and ')}'s ${on.split(' ')[0]}.`);
    }
  }
}

async function turnAgain(): Promise<boolean> {
  const next = cloneTable(table());
  const p = placementAt(next, turning!.at);
  if (!p) return true;
  const rots = turning!.rots;
  const rot = rots[(rots.indexOf(p.rot) + 1) % rots.length];
  if (await turnTo(next, p, rot)) {
    // The quick row follows the turn: the places of the new rotation.
    const first = next.board.length === 1 && !next.log;
    const spots = first ? await featuresOfTile(p.tile, rot, box.find((b) => b.id === p.tile)?.source) : null;
    const fit: Fit = spots ? { at: p.at, rots: [rot], followers: { [rot]: spots } } : (turning?.fit ?? { at: p.at, rots: [rot] });
    const mover = justPlaced?.mover ?? moverOf(next, next.board.indexOf(p));
    const returns = fit.returns?.[rot] ?? justPlaced?.returns ?? {};
    justPlaced = !p.meeple ? { at: p.at, fit, mover, returns } : null;
    showQuickFollowers();
  }
  return true;
}

// Turns a placed tile, its follower turned with it (the same feature, named
// anew); when that feature is gone, the tile turns without its follower.
async function turnTo(next: Table, p: Placement, rot: number, quiet = false): Promise<boolean> {
  const by = rot - p.rot;
  const follower = p.meeple;
  p.rot = rot;
  if (follower) p.meeple = { ...follower, on: turnedFeature(follower.on, by) };
  const what = `${p.tile} at [${p.at.join(', ')}] turned to ${rot}`;
  if (quiet ? await acceptable(next) : await tryChange(next, what)) {
    if (quiet) commitSaying(next, `${what[0].toUpperCase()}${what.slice(1)}${follower ? `, ${follower.player}'s follower still on it (${p.meeple!.on})` : ''}.`);
    return true;
  }
  if (!follower) return false;
  delete p.meeple;
  return quiet && (await acceptable(next))
    ? (commitSaying(next, `${what[0].toUpperCase()}${what.slice(1)}: ${follower.player}'s follower is taken off, its feature is gone.`), true)
    : false;
}

// Whether a change breaks no rule the table did not break (said nothing).
async function acceptable(next: Table): Promise<boolean> {
  const before = await verdictOf(kTableName, toYaml(table()));
  const after = await verdictOf(kTableName, toYaml(next));
  return !(after.exit === 2 && before.exit !== 2) && newViolations(before, after).length === 0;
}

function commitSaying(next: Table, text: string): void {
  commit(next);
  say(text);
}

// The menu's Turn: the selected tile to the next rotation that fits, whichever tile it is.
async function turnSelected(): Promise<void> {
  if (!selected) return;
  const at = selected;
  const start = placementAt(table(), at);
  if (!start) return;
  for (let k = 1; k < 4; k++) {
    const next = cloneTable(table());
    const p = placementAt(next, at)!;
    if (await turnTo(next, p, (start.rot + 90 * k) % 360, true)) {
      select(at);
      return;
    }
  }
  say(`${start.tile} at [${at.join(', ')}] fits in no other rotation.`, 'refused');
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
  // The feature under the finger, and those a finger's width around it: more
  // than one, and the player is asked which, by name.
  const found = new Map<string, string>(); // explanation -> the name it was found by
  for (const [du, dv] of [[0, 0], [-0.05, 0], [0.05, 0], [0, -0.05], [0, 0.05]]) {
    const point = { u: Math.min(0.99, Math.max(0.01, t.u + du)), v: Math.min(0.99, Math.max(0.01, t.v + dv)) };
    const hit = await featureAt(t.square, point);
    if (hit && ![...found.values()].includes(hit.on) && !found.has(hit.text)) found.set(hit.text, hit.on);
  }
  const names = [...found.values()];
  if (names.length === 0) {
    say(`No feature there for a follower.`, 'refused');
    return true;
  }
  if (names.length === 1) {
    await standOn(player, t.square, names[0]);
    return true;
  }
  // Each name outlines its feature on the board (`draw --at --on`); the
  // outlined one, tapped again, takes the follower.
  const row = $('editor-quick');
  let outlined = '';
  const buttons = names.map((on) => {
    const b = el('button', { type: 'button', 'data-quick': on, 'data-candidate': '' }, on);
    b.addEventListener('click', () => {
      if (outlined === on) return void standOn(player, t.square, on);
      outlined = on;
      for (const other of buttons) other.setAttribute('aria-pressed', String(other === b));
      void outline(t.square, on);
      say(`${on} is outlined: tap it again for ${player}'s follower, or another name.`);
    });
    return b;
  });
  row.replaceChildren(el('span', { class: 'hint' }, `Which one for ${player}'s follower?`), ...buttons);
  row.hidden = false;
  say(`${names.length} features lie there: ${names.join(', ')}. Tap one to see it outlined.`);
  return true;
}

// The board with one feature outlined, as `draw --at --on` draws it.
async function outline(at: Square, on: string): Promise<void> {
  const r = await run(['draw', kTableName, '--format', 'svg', '--at', `${at[0]},${at[1]}`, '--on', on], {
    [kTableName]: toYaml(table()),
  });
  if (r.exit === 2) return;
  board.show(r.stdout, true);
  markFits();
  document.body.dataset.outlined = on;
}

// The feature a point of a square lies on (the first name the engine accepts), with its explanation.
async function featureAt(square: Square, point: { u: number; v: number }): Promise<{ on: string; text: string } | null> {
  const yaml = toYaml(table());
  const at = `${square[0]},${square[1]}`;
  for (const on of featureCandidates(point)) {
    const r = await run(['explain', kTableName, '--at', at, '--on', on, '--format', 'json'], { [kTableName]: yaml });
    if (r.exit !== 0) continue;
    // The feature as the engine names it, whatever edge it was asked by.
    const parsed = JSON.parse(r.stdout) as { features?: { feature?: unknown }[] };
    return { on, text: JSON.stringify(parsed.features?.[0]?.feature ?? on) };
  }
  return null;
}

// What undo or redo changed, in the status line's words (the board it
// changed may be above the screen, where the Undo button is not): a tile
// taken off or put back, a follower, else the table's settings.
function changeOf(before: Table, after: Table): string {
  const where = (p: Placement) => `${p.tile} at [${p.at.join(', ')}]`;
  const key = (p: Placement) => `${p.at[0]},${p.at[1]}`;
  const gone = before.board.filter((p) => !after.board.some((q) => key(q) === key(p)));
  const back = after.board.filter((p) => !before.board.some((q) => key(q) === key(p)));
  if (gone.length + back.length > 0)
    return `: ${[...gone.map((p) => `${where(p)} taken off`), ...back.map((p) => `${where(p)} put back`)].join(', ')}`;
  const figure = (p?: Placement) => (p?.meeple ? `${p.meeple.player}'s ${p.meeple.kind ? `${p.meeple.kind} ` : ''}follower on ${p.meeple.on}` : '');
  for (const p of after.board) {
    const q = before.board.find((b) => key(b) === key(p));
    if (figure(p) === figure(q) && p.rot === q?.rot) continue;
    if (p.rot !== q?.rot) return `: ${where(p)} turned to ${p.rot}`;
    return figure(q) ? `: ${figure(q)} at [${p.at.join(', ')}] taken off` : `: ${figure(p)} at [${p.at.join(', ')}] put back`;
  }
  return toYaml(before) === toYaml(after) ? '' : ": the table's settings";
}

function undoRedo(t: Table | null): void {
  if (!t) return;
  turning = null;
  justPlaced = null;
  nextTurn = null;
  declined = false;
  select(null);
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
  const startTable = (t: Table) => {
    $('table-panel').hidden = true;
    const before = history.current();
    box = [];
    chosenTile = chosenPlayer = null;
    turning = justPlaced = nextTurn = null;
    declined = false;
    fits = [];
    commit(t);
    select(null); // the tile menu of the table before named a tile this one has not
    const first = t.log
      ? `The start tile ${t.board[0].tile} is on the table. Move 1 is ${t.players[0]}'s: choose its tile in the palette.`
      : 'Choose the start tile in the palette, then tap the lit square.';
    say(before && before.board.length > 0 ? `${first} The previous table is one Undo away.` : first);
  };
  const changeTable = async (t: Table) => {
    box = [];
    if (await tryChange(t, 'the table\u2019s settings changed')) $('table-panel').hidden = true;
  };
  form = await setUpTableForm($<HTMLFormElement>('table-form'), startTable, (t) => void changeTable(t));
  $('new-table-button').addEventListener('click', () => {
    const panel = $('table-panel');
    panel.hidden = !panel.hidden;
    if (!panel.hidden) form.fill(editing() ? table() : null);
  });
  $('editor-undo').addEventListener('click', () => {
    const before = table();
    undoRedo(history.undo());
    say(`Undone${changeOf(before, table())}.`);
  });
  $('editor-redo').addEventListener('click', () => {
    const before = table();
    undoRedo(history.redo());
    say(`Redone${changeOf(before, table())}.`);
  });
  $('editor-remove').addEventListener('click', () => void remove());
  $('editor-turn').addEventListener('click', () => void turnSelected());
  $('editor-share').addEventListener('click', () => void share());
  $('editor-whatif').addEventListener('click', whatIf);
  $('editor-download').addEventListener('click', download);
  $('editor-copy').addEventListener('click', () => void copy());
  $('editor-resume').addEventListener('click', () => {
    const t = history.current();
    if (t) show(t);
  });
  // Another document opened: the editor steps aside (its table stays saved).
  state.subscribe((s) => {
    if (s.name !== kTableName) {
      $('editor').hidden = true;
      document.body.dataset.editing = '';
    }
    $('editor-resume').hidden = s.name === kTableName || history.current() === null;
    $('edit-document').hidden = s.name === kTableName;
    // The last document opened comes back after a reload (the table keeps its own history).
    try {
      if (s.name === kTableName) localStorage.removeItem(kOpenedKey);
      else localStorage.setItem(kOpenedKey, JSON.stringify({ name: s.name, text: s.text }));
    } catch {
      // Storage refused: the document is not kept.
    }
  });
  $('edit-document').addEventListener('click', () => {
    const s = state.current();
    void editDocument(s.text, s.name);
  });
}

// A document opened, pasted or received, continued in the editor: its
// history starts there (Undo brings back the table before it). False, and the
// reason said, when the editor cannot read it exactly.
export async function editDocument(text: string, from: string): Promise<boolean> {
  const read = await tableOfDocument(text);
  if (!read.table) {
    say(`${from} stays view-only: ${read.why}.`, 'refused');
    $('editor').hidden = false;
    return false;
  }
  const before = history.current();
  box = [];
  chosenTile = chosenPlayer = null;
  turning = justPlaced = nextTurn = null;
  declined = false;
  fits = [];
  commit(read.table);
  select(null);
  say(`${from} is in the editor: tap to continue it.${before ? ' The table before it is one Undo away.' : ''}`);
  return true;
}

async function share(): Promise<void> {
  const text = toYaml(table());
  const link = await linkOf(text);
  const field = $<HTMLInputElement>('share-link');
  field.value = link;
  $('share-row').hidden = false;
  document.body.dataset.shareLink = link;
  if (await shareSheet(text, link)) return say('Shared.');
  try {
    await navigator.clipboard.writeText(link);
    say(`The link is copied (${link.length} characters): it carries the whole table.`);
  } catch {
    say('The link is below: copy it and send it.');
  }
}

// What if: changes are tried on the table and taken back together.
function whatIf(): void {
  const button = $<HTMLButtonElement>('editor-whatif');
  if (!history.trying()) {
    history.startTrying();
    button.textContent = 'Put the table back';
    button.setAttribute('aria-pressed', 'true');
    document.body.dataset.trying = 'yes';
    say('What if: try moves; the scores follow. Put the table back when done.');
    return;
  }
  const t = history.stopTrying();
  button.textContent = 'What if…';
  button.setAttribute('aria-pressed', 'false');
  document.body.dataset.trying = '';
  undoRedo(t);
  say('The table is back as it was before the tries.');
}

// The table of an earlier visit, shown again; false when there is none.
export function resume(): boolean {
  if (!history.restore()) return false;
  show(table());
  return true;
}
