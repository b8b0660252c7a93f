// A document opened, pasted or received, read back into the editor's table,
// so that it can be continued by tapping. The page reads the style the page
// and the command line write (one tile a line, `- {tile: X, at: [x, y], ...}`);
// the table is then written again and must score exactly as the document did,
// or the document stays view-only and the page says why.
import { run } from './engine.js';
import { figuresFor, registry } from './registry.js';
import type { Square } from './report.js';
import { type Follower, type Placement, type Table, type TakeBack, moverOf, startOfPosition, toYaml } from './table.js';

const list = (v: string) =>
  v
    .replace(/^\[|\]$/g, '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');

// `{a: 1, b: two}` (one level) as pairs.
function flowMap(v: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of v.replace(/^\{|\}$/g, '').matchAll(/([A-Za-z0-9_-]+):\s*([^,]+)/g)) out[m[1]] = m[2].trim();
  return out;
}

// A tile line's pairs: `tile`, `at`, `rot`, `meeple` (a map or words).
interface LinePlacement {
  tile: string;
  at: Square;
  rot: number;
  meeple: string;
  player?: string; // a log move's `player:`
  marks?: string[];
  takeBack?: TakeBack; // `return: KIND` or `return: {KIND: [x, y]}`
}

function placementOf(line: string): LinePlacement | null {
  const m = /^\s*-\s*\{(.*)\}\s*(#.*)?$/.exec(line);
  if (!m) return null;
  const body = m[1];
  // The move's own keys, its follower's map left out.
  const own = body.replace(/\bmeeple:\s*\{[^}]*\}/, '');
  const extra: Partial<LinePlacement> = {};
  const player = /\bplayer:\s*([A-Za-z0-9_-]+)/.exec(own)?.[1];
  if (player) extra.player = player;
  const marks = /\bmarks:\s*\[([^\]]*)\]/.exec(own)?.[1];
  if (marks !== undefined) extra.marks = list(marks);
  const back = /\breturn:\s*(?:\{\s*([A-Za-z0-9_-]+):\s*\[\s*(-?\d+)\s*,\s*(-?\d+)\s*\]\s*\}|([A-Za-z0-9_-]+))/.exec(own);
  if (back) extra.takeBack = back[4] ? { kind: back[4] } : { kind: back[1], at: [Number(back[2]), Number(back[3])] };
  const tile = /\btile:\s*([^,}\s]+)/.exec(body)?.[1];
  const at = /\bat:\s*\[\s*(-?\d+)\s*,\s*(-?\d+)\s*\]/.exec(body);
  const rot = /\brot:\s*(\d+)/.exec(body)?.[1] ?? '0';
  if (/\brot:\s*auto/.test(body) || !tile || !at) return null;
  const meeple = /\bmeeple:\s*(\{[^}]*\}|[^,}]+)/.exec(body)?.[1]?.trim() ?? '';
  return { tile, at: [Number(at[1]), Number(at[2])], rot: Number(rot), meeple, ...extra };
}

function followerOf(words: string, t: Table, mover: string | null): Follower | null {
  const kinds = figuresFor(t.expansions).map((f) => f.name);
  if (words.startsWith('{')) {
    const m = flowMap(words);
    const player = m.player ?? mover;
    if (!player || !m.on) return null;
    return m.follower ? { player, on: m.on, kind: m.follower } : { player, on: m.on };
  }
  const parts = words.split(/\s+/);
  let player = mover;
  if (t.players.includes(parts[0]) && !mover) player = parts.shift()!;
  let kind: string | undefined;
  if (kinds.includes(parts[0]) && parts.length > 1) kind = parts.shift();
  if (!player) return null;
  const on = parts.join(' ');
  return kind ? { player, on, kind } : { player, on };
}

export async function tableOfDocument(text: string): Promise<{ table: Table | null; why: string }> {
  const t: Table = { players: [], expansions: [], options: {}, scores: {}, board: [] };
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  let section = '';
  let own: string[] = [];
  let start: Placement | null = null;
  for (const line of lines) {
    if (/^\s*(#.*)?$/.test(line)) continue;
    const top = /^([A-Za-z0-9_-]+):\s*(.*?)\s*$/.exec(line);
    if (top) {
      const [, key, value] = top;
      section = key;
      if (key === 'players') t.players = list(value);
      else if (key === 'expansions') t.expansions = list(value);
      else if (key === 'tilesets') t.tilesets = list(value);
      else if (key === 'options' && value) t.options = flowMap(value);
      else if (key === 'scores' && value) t.scores = Object.fromEntries(Object.entries(flowMap(value)).map(([k, v]) => [k, Number(v)]));
      else if (key === 'moves') t.log = true;
      else if (key === 'start') {
        const p = placementOf(`- ${value}`);
        if (!p) return { table: null, why: `its start: line cannot be read here: ${line.trim()}` };
        start = { tile: p.tile, at: p.at, rot: p.rot };
      } else if (key === 'tiles') own = [line];
      else if (!['board', 'options', 'scores'].includes(key)) {
        if (!value) return { table: null, why: `its ${key}: is written over several lines` };
        (t.keys ??= {})[key] = value;
      }
      continue;
    }
    if (section === 'tiles') own.push(line);
    else if (section === 'options' || section === 'scores') {
      const m = /^\s+([A-Za-z0-9_-]+):\s*(\S+)/.exec(line);
      if (!m) return { table: null, why: `a line of its ${section}: cannot be read here: ${line.trim()}` };
      if (section === 'options') t.options[m[1]] = m[2];
      else t.scores[m[1]] = Number(m[2]);
    } else if (section === 'board' || section === 'moves') {
      const p = placementOf(line);
      if (!p) return { table: null, why: `a tile line cannot be read here (one tile a line, no rot: auto): ${line.trim()}` };
      const { meeple, ...placed } = p;
      t.board.push({ ...placed, ...(meeple ? { meeple: { player: '', on: meeple } } : {}) });
    } else return { table: null, why: `a line cannot be read here: ${line.trim()}` };
  }
  if (own.length > 0) t.ownTiles = own.join('\n') + '\n';
  if (t.log) {
    // The start tile: written, or the engine's for these expansions.
    const probe = await run(['position', 'start.yaml', '--move', '0'], { 'start.yaml': text });
    const s0 = start ?? startOfPosition(probe.stdout);
    if (!s0) return { table: null, why: 'its start tile cannot be found' };
    if (!start) t.defaultStart = s0;
    t.board.unshift({ ...s0 });
  }
  // Who placed each move, as the engine says (a bonus tile is the same
  // player's, never the turn order's): `fits` after the moves before it names
  // the player to move. Asked only in a game whose expansions give bonus
  // moves (the engine's listing says which): elsewhere the turn order holds,
  // and a long log opens without one engine run per move.
  const bonusMoves = registry().expansions.some((x) => x.bonus_moves && t.expansions.includes(x.name));
  if (t.log && bonusMoves)
    for (const [i, p] of t.board.entries()) {
      if (i === 0 || p.player) continue;
      const args = ['fits', 'doc.yaml', p.tile, '--move', String(i - 1), '--at', `${p.at[0]},${p.at[1]}`, '--format', 'json'];
      const r = await run(args, { 'doc.yaml': text });
      const mover = r.exit === 0 ? (JSON.parse(r.stdout) as { player?: string | null }).player : null;
      if (mover) p.mover = mover;
    }
  // The followers, now that the players and the movers are known.
  for (const [i, p] of t.board.entries()) {
    if (!p.meeple) continue;
    const f = followerOf(p.meeple.on, t, t.log ? moverOf(t, i) : null);
    if (!f) return { table: null, why: `the follower of ${p.tile} at [${p.at.join(', ')}] cannot be read here` };
    p.meeple = f;
  }
  // Written again, it must be the same game: the same adjudication.
  const score = async (doc: string) => (await run(['score', 'doc.yaml', '--format', 'json'], { 'doc.yaml': doc })).stdout;
  if ((await score(text)) !== (await score(toYaml(t))))
    return { table: null, why: 'written again by the page, it would not score the same' };
  return { table: t, why: '' };
}
