// Where a tile may go: `fits FILE TILE --format json`, read as the squares it
// fits and, for each, the rotations that fit there in the program's order;
// in a log, the rule that keeps the tile off the board for now.
import { run } from './engine.js';
import type { Square } from './report.js';

export interface Fit {
  at: Square;
  rots: number[];
  // Where a follower may stand on the tile in each rotation (`city N`), as `fits` names them.
  followers?: Record<number, string[]>;
}

// Why a log's next move cannot be this tile anywhere (an expansion's order
// of the tiles), with the rule it would break.
export interface NotNow {
  rule: string;
  message: string;
}

interface FitsJson {
  placements: { at: Square; rot: number; followers?: string[] }[];
  not_now?: NotNow;
}

export async function fitsOf(
  name: string,
  text: string,
  tile: string,
): Promise<{ fits: Fit[]; notNow: NotNow | null }> {
  const r = await run(['fits', name, tile, '--format', 'json'], { [name]: text });
  if (r.exit !== 0) return { fits: [], notNow: null };
  const json = JSON.parse(r.stdout) as FitsJson;
  const fits: Fit[] = [];
  for (const p of json.placements) {
    const fit = fits.find((f) => f.at[0] === p.at[0] && f.at[1] === p.at[1]);
    if (fit) {
      fit.rots.push(p.rot);
      fit.followers![p.rot] = p.followers ?? [];
    } else fits.push({ at: p.at, rots: [p.rot], followers: { [p.rot]: p.followers ?? [] } });
  }
  return { fits, notNow: json.not_now ?? null };
}
