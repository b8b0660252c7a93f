// Where a log starts, asked of the engine rather than written into the page:
// the start tile of a log with the table's expansions.
import { run } from './engine.js';
import { type Placement, type Table, startOfPosition, toYaml } from './table.js';

// A log's start tile when its document has no `start:`: the board of
// `position` after move 0 (the base game's start tile, or an expansion's).
export async function defaultStartOf(t: Table): Promise<Placement | null> {
  const log = { ...t, log: true, board: [] };
  const r = await run(['position', 'start.yaml'], { 'start.yaml': toYaml(log) });
  return r.exit === 0 ? startOfPosition(r.stdout) : null;
}
