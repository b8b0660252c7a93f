// The JSON the commands print, as the page reads it. Keys that other versions
// of the program may lack ("track", "winners", "options", "leaders") are
// optional, and the page works out what it shows without them.

export type Square = [number, number];

export interface FeatureRef {
  at: Square;
  on: string;
}

export interface ScoreEvent {
  turn: number | null;
  phase: 'play' | 'final';
  player: string;
  category: string;
  points: number;
  rule: string;
  also?: string[];
  detail?: string;
  tiles?: Square[];
  feature?: FeatureRef;
}

export interface Violation {
  rule: string;
  message?: string;
  move?: number | null;
  line?: number | null;
  tiles?: Square[];
  also?: string[];
}

export interface RunningEntry {
  turn: number;
  totals: Record<string, number>;
  leaders?: string[];
}

export interface Adjudication {
  format: string;
  players: string[];
  totals: Record<string, number>;
  breakdown: Record<string, Record<string, number>>;
  events: ScoreEvent[];
  violations: Violation[];
  running?: RunningEntry[];
  track?: Record<string, number>;
  winners?: string[];
  options?: Record<string, string | number>;
}

// The score track: the JSON's "track" (before the final scoring).
export function trackOf(a: Adjudication): Record<string, number> {
  return a.track ?? Object.fromEntries(a.players.map((p) => [p, 0]));
}

// The players with the highest of these totals.
export function highest(totals: Record<string, number>, players: string[]): string[] {
  const best = Math.max(...players.map((p) => totals[p] ?? 0));
  return players.filter((p) => (totals[p] ?? 0) === best);
}

export function parseAdjudication(text: string): Adjudication | null {
  try {
    const a = JSON.parse(text) as Adjudication;
    return a && Array.isArray(a.players) ? a : null;
  } catch {
    return null;
  }
}
