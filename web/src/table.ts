// The editor's table: what a player enters by tapping (players, expansions,
// house rules, points already on the track, the tiles and their followers),
// and the document it is written as: the YAML the command line reads. A
// table is a position (the tiles in any order), or a game log: the first
// tile is the start tile and each one after it the next move, by the
// players in turn.
import { registry } from './registry.js';
import type { Square } from './report.js';

export interface Follower {
  player: string;
  on: string; // a feature as the command line names it: `city S`, `field Wn`, `monastery`
  kind?: string; // a figure kind of the listing (`follower: KIND`); absent: the base game's follower
}

// A figure taken back instead of placing one (an action of the move, the
// listing's `actions`): `return: KIND`, or `return: {KIND: [x, y]}` naming the square.
export interface TakeBack {
  kind: string;
  at?: Square;
}

export interface Placement {
  tile: string;
  at: Square;
  rot: number; // 0, 90, 180 or 270
  meeple?: Follower;
  marks?: string[]; // the tile's marks (`marks: [...]`), as the listing names them
  // A log's move: who placed it, as the engine named the player to move (a
  // second tile of the same player's); absent: the turn order's.
  mover?: string;
  // A log's move written with `player:`: another player than the engine's
  // (the next in turn order, when the mover declines a second tile).
  player?: string;
  takeBack?: TakeBack;
}

export interface Table {
  players: string[];
  expansions: string[];
  options: Record<string, string>; // only the options that differ from the engine's defaults
  scores: Record<string, number>; // points already on the score track
  board: Placement[]; // in the order placed: a log's start tile, then its moves
  log?: boolean; // entered as a game log (`moves:`), not a position
  tilesets?: string[]; // built-in tile sets (`tilesets:`)
  // What an expansion needs under its own key of the document (the listing's
  // document_key), as YAML of one line: `{active: {city: siege, ...}}`.
  keys?: Record<string, string>;
  ownTiles?: string; // a player's own tiles file (its `tiles:`), written into the document as it is
  // A log's start tile when `start:` is not written: the engine's, which
  // depends on the expansions (the base game's, or an expansion's). Absent: the base game's.
  defaultStart?: Placement;
}

// A log starts with its start tile on the table: the engine's (registry.ts)
// unless an expansion or `start:` says otherwise (table-form.ts asks the engine).
function baseStart(): Placement {
  const s = registry().base.start;
  return { tile: s.tile, at: [s.at[0], s.at[1]], rot: s.rot };
}

export function emptyTable(players: string[], log = false): Table {
  const board = log ? [baseStart()] : [];
  return { players, expansions: [], options: {}, scores: {}, board, ...(log ? { log } : {}) };
}

// The start tile a log's document without `start:` has, as the engine draws
// it in `position` (`  - {tile: RV-01, at: [0, 0]}`); null when it cannot be read.
export function startOfPosition(text: string): Placement | null {
  const m = /^ {2}- \{tile: ([^,}\s]+), at: \[(-?\d+), (-?\d+)\](?:, rot: (\d+))?\}$/m.exec(text);
  return m ? { tile: m[1], at: [Number(m[2]), Number(m[3])], rot: Number(m[4] ?? 0) } : null;
}

// Whose move placed the table's tile number `index` (0: a log's start tile,
// nobody's): the player written or the one the engine named when it was
// placed; a table of an older page, the turn order's.
export function moverOf(t: Table, index: number): string | null {
  if (index === 0) return null;
  const p = t.board[index];
  return p?.player ?? p?.mover ?? t.players[(index - 1) % t.players.length];
}

// The player after `player` in turn order.
export function nextInTurn(t: Table, player: string): string {
  return t.players[(t.players.indexOf(player) + 1) % t.players.length];
}

function marksOf(p: Placement): string {
  return (p.marks ?? []).length > 0 ? `, marks: [${p.marks!.join(', ')}]` : '';
}

function takeBackOf(p: Placement): string {
  if (!p.takeBack) return '';
  return p.takeBack.at ? `, return: {${p.takeBack.kind}: ${pair(p.takeBack.at)}}` : `, return: ${p.takeBack.kind}`;
}

const pair = (s: Square) => `[${s[0]}, ${s[1]}]`;

export function sameSquare(a: Square, b: Square): boolean {
  return a[0] === b[0] && a[1] === b[1];
}

export function placementAt(t: Table, at: Square): Placement | undefined {
  return t.board.find((p) => sameSquare(p.at, at));
}

// The position document, one tile a line in the order they were placed.
export function toYaml(t: Table): string {
  const lines = ['# A table entered with the carcassonne page.', `players: [${t.players.join(', ')}]`];
  if (t.expansions.length > 0) lines.push(`expansions: [${t.expansions.join(', ')}]`);
  if ((t.tilesets ?? []).length > 0) lines.push(`tilesets: [${t.tilesets!.join(', ')}]`);
  const options = Object.entries(t.options);
  if (options.length > 0) {
    lines.push('options:');
    for (const [k, v] of options) lines.push(`  ${k}: ${v}`);
  }
  for (const [k, v] of Object.entries(t.keys ?? {})) lines.push(`${k}: ${v}`);
  const scores = t.players.filter((p) => (t.scores[p] ?? 0) !== 0);
  if (scores.length > 0) lines.push(`scores: {${scores.map((p) => `${p}: ${t.scores[p]}`).join(', ')}}`);
  if (t.ownTiles) lines.push('# The table\'s own tiles (a tiles file, as given):', ...t.ownTiles.trimEnd().split('\n'));
  if (t.log) lines.push(...logLines(t));
  else if (t.board.length === 0) lines.push('board: []');
  else {
    lines.push('board:');
    for (const p of t.board) {
      const parts = [`tile: ${p.tile}`, `at: ${pair(p.at)}`];
      if (p.rot !== 0) parts.push(`rot: ${p.rot}`);
      if (p.meeple) parts.push(`meeple: {player: ${p.meeple.player}, on: ${p.meeple.on}${kindOf(p.meeple)}}`);
      lines.push(`  - {${parts.join(', ')}${marksOf(p)}}`);
    }
  }
  return lines.join('\n') + '\n';
}

// A log's start tile (only when it is not the default) and its moves, one a
// line. A follower is the mover's (`meeple: city S`), or names another player,
// which the engine refuses as the command line does.
function logLines(t: Table): string[] {
  const [start, ...moves] = t.board;
  const lines: string[] = [];
  const usual = t.defaultStart ?? baseStart();
  const isDefault =
    start && start.tile === usual.tile && sameSquare(start.at, usual.at) && start.rot === usual.rot;
  if (start && !isDefault) lines.push(`start: {tile: ${start.tile}, at: ${pair(start.at)}, rot: ${start.rot}}`);
  if (moves.length === 0) return [...lines, 'moves: []'];
  lines.push('moves:');
  moves.forEach((p, i) => {
    const parts = [`tile: ${p.tile}`, `at: ${pair(p.at)}`];
    if (p.player) parts.unshift(`player: ${p.player}`);
    if (p.rot !== 0) parts.push(`rot: ${p.rot}`);
    if (p.meeple)
      parts.push(
        p.meeple.player !== moverOf(t, i + 1)
          ? `meeple: {player: ${p.meeple.player}, on: ${p.meeple.on}${kindOf(p.meeple)}}`
          : p.meeple.kind
            ? `meeple: {on: ${p.meeple.on}${kindOf(p.meeple)}}`
            : `meeple: ${p.meeple.on}`,
      );
    lines.push(`  - {${parts.join(', ')}${marksOf(p)}${takeBackOf(p)}}`);
  });
  return lines;
}

function kindOf(f: Follower): string {
  return f.kind ? `, follower: ${f.kind}` : '';
}

// A copy to change: the history keeps every earlier table as it was.
export function cloneTable(t: Table): Table {
  return JSON.parse(JSON.stringify(t)) as Table;
}

// A table read back from the browser's storage, or null when it is not one.
export function parseTable(text: string | null): Table | null {
  if (!text) return null;
  try {
    const t = JSON.parse(text) as Table;
    const ok =
      Array.isArray(t.players) &&
      Array.isArray(t.board) &&
      Array.isArray(t.expansions) &&
      typeof t.options === 'object' &&
      typeof t.scores === 'object';
    return ok ? t : null;
  } catch {
    return null;
  }
}
