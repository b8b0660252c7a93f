// Where a tile may go: `fits FILE TILE --format json`, read as the squares it
// fits and, for each, the rotations that fit there in the program's order.
import { run } from './engine.js';
import type { Square } from './report.js';

export interface Fit {
  at: Square;
  rots: number[];
}

interface FitsJson {
  placements: { at: Square; rot: number }[];
}

export async function fitsOf(name: string, text: string, tile: string): Promise<Fit[]> {
  const r = await run(['fits', name, tile, '--format', 'json'], { [name]: text });
  if (r.exit !== 0) return [];
  const fits: Fit[] = [];
  for (const p of (JSON.parse(r.stdout) as FitsJson).placements) {
    const fit = fits.find((f) => f.at[0] === p.at[0] && f.at[1] === p.at[1]);
    if (fit) fit.rots.push(p.rot);
    else fits.push({ at: p.at, rots: [p.rot] });
  }
  return fits;
}
