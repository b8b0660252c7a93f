// Where a tile may go: `fits FILE TILE --format json`, read as the squares it
// fits and, for each, the rotations that fit there in the program's order;
// in a log, whose move it is (the engine's word: a player may have a second
// tile), the rule that keeps the tile off the board for now, and the figures
// the mover may take back instead of placing one.
import { run } from './engine.js';
import type { Square } from './report.js';

export interface Fit {
  at: Square;
  rots: number[];
  // Where a follower may stand on the tile in each rotation (`city N`), as `fits` names them.
  followers?: Record<number, string[]>;
  // Where each other figure kind may stand, in each rotation (only the kinds `fits` lists).
  figures?: Record<number, Record<string, string[]>>;
  // The squares each figure kind may be taken back from with the tile in each
  // rotation (`KIND_return`: not from a feature the tile completes).
  returns?: Record<number, Record<string, Square[]>>;
}

// Why a log's next move cannot be this tile anywhere (an expansion's order
// of the tiles), with the rule it would break.
export interface NotNow {
  rule: string;
  message: string;
}

// What `fits` says of the move to come, whatever the tile.
export interface Turn {
  player: string | null; // a log's player to move (null: a position)
  bonus: string | null; // the rule that gives the mover this move as a second tile
  // The squares each figure kind may be taken back from (`KIND_return`).
  returns: Record<string, Square[]>;
}

export interface FitsPlacement {
  at?: Square;
  rot: number;
  followers?: string[];
  figures?: Record<string, string[]>;
  [returns: `${string}_return`]: Square[];
}

interface FitsJson extends Record<string, unknown> {
  player?: string | null;
  bonus?: string;
  placements: FitsPlacement[];
  not_now?: NotNow;
}

// The figures that may be taken back (`KIND_return` keys), by kind.
function returnsOf(json: object): Record<string, Square[]> {
  const returns: Record<string, Square[]> = {};
  for (const [key, value] of Object.entries(json)) {
    const m = /^(.+)_return$/.exec(key);
    if (m && Array.isArray(value)) returns[m[1]] = value as Square[];
  }
  return returns;
}

// The move to come, from either answer of `fits` (a tile's, a square's).
export function turnOf(json: Record<string, unknown>): Turn {
  const returns = returnsOf(json);
  return {
    player: typeof json.player === 'string' ? json.player : null,
    bonus: typeof json.bonus === 'string' ? json.bonus : null,
    returns,
  };
}

// Adds one placement's rotation to its square's fit.
export function addPlacement(fit: Fit, p: FitsPlacement): void {
  fit.rots.push(p.rot);
  (fit.followers ??= {})[p.rot] = p.followers ?? [];
  (fit.figures ??= {})[p.rot] = p.figures ?? {};
  (fit.returns ??= {})[p.rot] = returnsOf(p);
}

export async function fitsOf(
  name: string,
  text: string,
  tile: string,
  mark: string | null = null, // the copy that shows this mark (`--marks`)
): Promise<{ fits: Fit[]; notNow: NotNow | null; turn: Turn | null }> {
  const marks = mark ? ['--marks', mark] : [];
  const r = await run(['fits', name, tile, ...marks, '--format', 'json'], { [name]: text });
  if (r.exit !== 0) return { fits: [], notNow: null, turn: null };
  const json = JSON.parse(r.stdout) as FitsJson;
  const fits: Fit[] = [];
  for (const p of json.placements) {
    const at = p.at!;
    let fit = fits.find((f) => f.at[0] === at[0] && f.at[1] === at[1]);
    if (!fit) fits.push((fit = { at, rots: [] }));
    addPlacement(fit, p);
  }
  return { fits, notNow: json.not_now ?? null, turn: turnOf(json) };
}

// The places of one figure kind on a fit's rotation: the followers' for the
// base game's kind (the first of the listing) and a kind that shares them
// (registry.ts), else the kind's own list (none when `fits` lists none).
export function placesFor(fit: Fit | null, rot: number, kind: string, base: string, shares: boolean): string[] {
  if (!fit) return [];
  if (kind === base || shares) return fit.followers?.[rot] ?? [];
  return fit.figures?.[rot]?.[kind] ?? [];
}
