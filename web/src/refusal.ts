// A change the engine refuses: the table after it breaks a rule that the
// table before it did not. The check is the command line's own
// (`score --format json`), so the rule id is the one it would print.
import { run } from './engine.js';
import { type Violation, parseAdjudication } from './report.js';

export interface Verdict {
  exit: number;
  violations: Violation[];
  error: string; // standard error when the document cannot be read (exit 2)
  warnings: string[]; // what `check` warns of (a tile placed more often than the box holds)
}

export async function verdictOf(name: string, text: string): Promise<Verdict> {
  const r = await run(['score', name, '--format', 'json'], { [name]: text });
  const a = r.exit === 2 ? null : parseAdjudication(r.stdout);
  const warnings = [...r.stderr.matchAll(/^[^\n]*?: warning: (.*)$/gm)].map((m) => m[1]);
  return { exit: r.exit, violations: a?.violations ?? [], error: r.exit === 2 ? r.stderr : '', warnings };
}

const key = (v: Violation) => `${v.rule}|${v.message ?? ''}`;

// The violations `after` adds to `before` (none: the change is accepted). A
// message may name a line that moved, so the count decides and the messages
// only pick which to show.
export function newViolations(before: Verdict, after: Verdict): Violation[] {
  const added = after.violations.length - before.violations.length;
  if (added <= 0) return [];
  const old = new Set(before.violations.map(key));
  const fresh = after.violations.filter((v) => !old.has(key(v)));
  return fresh.length > 0 ? fresh : after.violations.slice(-added);
}
