// An expansion that needs a key of its own in the document (the listing's
// document_key) says what the key holds when it is missing, and what each
// value may be when one is wrong; the page asks it both ways, so that it
// offers choices it never wrote itself:
//   "... needs a KEY: key: {active: {a: ..., b: ...}}"  (one value each)
//   "... needs a KEY: key: {a: [...], b: [...]}"        (a list each, in order)
//   "'zz-probe' is not a ... (known: x, y, z)"          (the values of one slot)
import { run } from './engine.js';

export interface Slot {
  path: string[]; // the keys down to the value: ['active', 'city']
  list: boolean; // a list (a stack, top first) rather than one value
  choices: string[]; // the engine's, in its order
  defaults: string[]; // what the page writes unless the player chooses: a list the engine accepts
}

const kProbe = 'zz-probe';
const cache = new Map<string, Slot[] | null>();

// The shape a message gives, as nested objects whose leaves are '...' or '[...]'.
type Shape = { [k: string]: Shape | '...' | '[...]' };

function parseShape(text: string): Shape | null {
  // `{a: {b: ..., c: [...]}}` to JSON: quote the keys and the leaves.
  const json = text
    .replace(/\[\.\.\.\]/g, '"LIST"')
    .replace(/\.\.\./g, '"ONE"')
    .replace(/([A-Za-z0-9_-]+):/g, '"$1":');
  try {
    return JSON.parse(json.replace(/"LIST"/g, '"[...]"').replace(/"ONE"/g, '"..."')) as Shape;
  } catch {
    return null;
  }
}

function slotsOf(shape: Shape, path: string[] = []): Slot[] {
  return Object.entries(shape).flatMap(([k, v]) =>
    typeof v === 'string' ? [{ path: [...path, k], list: v === '[...]', choices: [], defaults: [] }] : slotsOf(v, [...path, k]),
  );
}

// The key's value as YAML of one line, each slot filled by `value`.
export function flowOf(slots: Slot[], value: (s: Slot) => string[]): string {
  const tree: Record<string, unknown> = {};
  for (const s of slots) {
    let at = tree;
    for (const k of s.path.slice(0, -1)) at = (at[k] ??= {}) as Record<string, unknown>;
    at[s.path.at(-1)!] = s.list ? `[${value(s).join(', ')}]` : value(s)[0];
  }
  const write = (t: Record<string, unknown>): string =>
    `{${Object.entries(t)
      .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : write(v as Record<string, unknown>)}`)
      .join(', ')}}`;
  return write(tree);
}

function probeDocument(expansion: string, key: string, log: boolean, value: string | null): string {
  const lines = ['players: [a, b]', `expansions: [${expansion}]`];
  if (value !== null) lines.push(`${key}: ${value}`);
  lines.push(log ? 'moves: []' : 'board: []');
  return lines.join('\n') + '\n';
}

async function check(text: string): Promise<string> {
  const r = await run(['check', 'probe.yaml'], { 'probe.yaml': text });
  return r.exit === 2 ? r.stderr : '';
}

// The slots of an expansion's key for a position or a log, each with its
// choices; null when the engine's messages cannot be read so.
export async function slotsFor(expansion: string, key: string, log: boolean): Promise<Slot[] | null> {
  const id = `${expansion} ${key} ${log}`;
  if (cache.has(id)) return cache.get(id)!;
  const missing = await check(probeDocument(expansion, key, log, null));
  const shape = /key: (\{.*\})\s*$/m.exec(missing)?.[1];
  const parsed = shape ? parseShape(shape) : null;
  let slots: Slot[] | null = parsed ? slotsOf(parsed) : null;
  if (slots)
    for (const slot of slots) {
      // This slot probed, the ones before it filled with what they take.
      const value = flowOf(slots, (s) => (s === slot || s.defaults.length === 0 ? [kProbe] : s.defaults));
      const wrong = await check(probeDocument(expansion, key, log, value));
      const known = new RegExp(`'${kProbe}' is not .*\\(known: ([^)]*)\\)`).exec(wrong)?.[1];
      if (!known) {
        slots = null;
        break;
      }
      slot.choices = known.split(',').map((c) => c.trim());
      slot.defaults = [slot.choices[0]];
      if (!slot.list) continue;
      // A list: the longest beginning of the choices the engine accepts there
      // (a stack holds its own tiles once; a choice may stand in for another).
      for (let n = slot.choices.length; n > 0; n--) {
        const tried = flowOf(slots, (s) => (s === slot ? slot.choices.slice(0, n) : s.defaults.length ? s.defaults : [kProbe]));
        const error = await check(probeDocument(expansion, key, log, tried));
        if (error === '' || error.includes(`'${kProbe}'`)) {
          slot.defaults = slot.choices.slice(0, n);
          break;
        }
      }
    }
  cache.set(id, slots);
  return slots;
}
