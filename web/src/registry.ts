// What the engine offers, read from its own listing (`carcassonne expansions
// --format json`, "carcassonne-expansions/1") rather than written into the
// page, so that the page never lags the engine: the score columns in order,
// the options with their values, the figure kinds with their supply keys,
// the start tile, each expansion's tiles, and the tile sets.
import { run } from './engine.js';

export interface OptionListing {
  key: string;
  values?: (string | number)[]; // the choices, the default among them
  min?: number; // a number without a list of choices
  max?: number;
  default: string | number;
}

export interface FigureListing {
  name: string; // the kind, as a document writes it (`follower: NAME`)
  supply_key: string;
  supply: number;
  weight: number;
  follower: boolean;
  stands_on: string[];
}

export interface StartListing {
  tile: string;
  at: [number, number];
  rot: number;
}

export interface ExpansionListing {
  name: string; // as a document writes it in `expansions:`
  title: string; // as a player knows it: its section's title in the rule book
  column: string | null; // its score column
  column_always: boolean; // shown whenever the expansion is played, not only when it scored
  options: OptionListing[];
  figures: FigureListing[];
  marks: string[];
  actions: string[];
  bonus_moves: boolean; // a move may earn its player the next one
  document_key: string | null; // a key of the document the expansion needs
  start: StartListing | null;
  tiles: string[];
  areas?: { name: string; mark: string | null; column: string }[]; // features scored by the 3x3 around them
}

// A box sold as one game: the base game and the expansions in it.
export interface BoxListing {
  name: string;
  expansions: string[];
}

export interface Listing {
  columns: string[];
  base: { options: OptionListing[]; figures: FigureListing[]; start: StartListing };
  expansions: ExpansionListing[];
  tilesets: { name: string; tiles: number }[];
  boxes?: BoxListing[];
}

let listing: Listing | null = null;

export async function loadListing(): Promise<Listing> {
  if (listing) return listing;
  const r = await run(['expansions', '--format', 'json']);
  if (r.exit !== 0) throw new Error(`carcassonne expansions: ${r.stderr}`);
  listing = JSON.parse(r.stdout) as Listing;
  return listing;
}

// The listing once loaded (loadListing runs before any view is drawn).
export function registry(): Listing {
  if (!listing) throw new Error('the engine listing is not loaded yet');
  return listing;
}

export function expansionNamed(name: string): ExpansionListing | undefined {
  return registry().expansions.find((x) => x.name === name);
}

// The options a table with these expansions has: the base game's, then each expansion's.
export function optionsFor(expansions: string[]): OptionListing[] {
  const r = registry();
  return [...r.base.options, ...r.expansions.filter((x) => expansions.includes(x.name)).flatMap((x) => x.options)];
}

// The figure kinds a table with these expansions has, the base game's first
// (its first kind is the one a document writes without `follower:`).
export function figuresFor(expansions: string[]): FigureListing[] {
  const r = registry();
  return [...r.base.figures, ...r.expansions.filter((x) => expansions.includes(x.name)).flatMap((x) => x.figures)];
}

// The features some copies of a tile show by a mark (`marks: [MARK]`), of the
// table's expansions: an area kind's name and its mark.
export function markedAreasFor(expansions: string[]): { name: string; mark: string }[] {
  return registry()
    .expansions.filter((x) => expansions.includes(x.name))
    .flatMap((x) => x.areas ?? [])
    .filter((a): a is { name: string; mark: string; column: string } => a.mark !== null);
}

// Whether `fits` gives a kind the followers' places (a follower that stands
// wherever the base game's does, its areas aside) rather than a list of its own.
export function sharesFollowerPlaces(kind: FigureListing): boolean {
  const r = registry();
  const areas = new Set(r.expansions.flatMap((x) => (x.areas ?? []).map((a) => a.name)));
  const base = r.base.figures[0]?.stands_on.filter((s) => !areas.has(s)) ?? [];
  return kind.follower && base.every((s) => kind.stands_on.includes(s));
}

export function defaultFigure(): string {
  return registry().base.figures[0]?.name ?? '';
}

// The score columns a table shows: every column of the listing in its order;
// an expansion's column when the document plays that expansion (always, or
// when the report holds it: a column the engine reports only then), every
// column when some player has points in it.
export function columnsShown(
  expansions: string[],
  breakdown: Record<string, Record<string, number>>,
  players: string[],
): string[] {
  const r = registry();
  const scored = (c: string) => players.some((p) => (breakdown[p]?.[c] ?? 0) !== 0);
  const owner = (c: string) => r.expansions.find((x) => x.column === c);
  const known = r.columns.filter((c) => {
    const x = owner(c);
    if (!x) return true;
    // A column the report holds only when its expansion is played: shown when the report has it.
    const reported = players.some((p) => breakdown[p]?.[c] !== undefined);
    return scored(c) || (expansions.includes(x.name) && (x.column_always || reported));
  });
  // A column the listing does not know (an older or newer engine): shown when it holds points.
  const extra = Object.keys(breakdown[players[0]] ?? {}).filter((c) => !r.columns.includes(c) && scored(c));
  return [...known, ...extra];
}

// A column no expansion owns (the base game's: road, city ...).
export function baseColumn(column: string): boolean {
  return !registry().expansions.some((x) => x.column === column);
}

// The expansions a document lists (`expansions: [a, b]`, or one a line).
export function expansionsOf(text: string): string[] {
  const flow = /^expansions:\s*\[([^\]]*)\]/m.exec(text);
  if (flow) return flow[1].split(',').map((s) => s.trim()).filter((s) => s !== '');
  const block = /^expansions:\s*\n((?:\s+-\s*\S+\s*\n)+)/m.exec(text);
  if (block) return [...block[1].matchAll(/-\s*(\S+)/g)].map((m) => m[1]);
  return [];
}
