// The viewer's panels, each drawn from the engine's own output: the score
// table (categories, total, the score track, the winner), the events and the
// violations with their rule ids, an explanation, a rule's text.
import { baseColumn, columnsShown } from './registry.js';
import { type Adjudication, type Square, highest, trackOf } from './report.js';

// A column's short head, so that the table fits a phone's width: its name,
// capitalised, cut after four letters when longer than five (the whole name
// is the head's title).
function headOf(column: string): string {
  const name = column[0].toUpperCase() + column.slice(1);
  return name.length > 5 ? `${name.slice(0, 4)}.` : name;
}

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<Record<string, string>> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) if (v !== undefined) e.setAttribute(k, v);
  e.append(...children);
  return e;
}

// A button that opens a rule's text.
export function ruleButton(id: string): HTMLButtonElement {
  return el('button', { class: 'rule', type: 'button', 'data-rule': id }, id);
}

function swatch(colour: string | undefined): HTMLElement {
  return el('span', { class: 'swatch', style: colour ? `background:${colour}` : '' });
}

export interface ScoreView {
  adjudication: Adjudication;
  colours: Record<string, string>;
  finished: boolean; // the totals include the final scoring of the whole game
  expansions: string[]; // the document's, whose columns are shown even at 0
}

// The score table: one row per player, the total and the score track first
// (always in view), then the engine's columns in its order (registry.ts says
// which); under it who wins.
export function scoreTable(view: ScoreView): HTMLElement {
  const a = view.adjudication;
  const track = trackOf(a);
  // So that every column fits a phone's width, a base game's column that is 0
  // for everyone is left out, and named under the table.
  const zero = (c: string) => a.players.every((p) => (a.breakdown[p]?.[c] ?? 0) === 0);
  const listed = columnsShown(view.expansions, a.breakdown, a.players);
  const left = listed.filter((c) => baseColumn(c) && zero(c));
  const shown = listed.filter((c) => !left.includes(c));
  const head = el(
    'tr',
    {},
    el('th', { scope: 'col' }, 'Player'),
    el('th', { scope: 'col', class: 'total' }, 'Total'),
    el('th', { scope: 'col', title: 'on the score track (before the final scoring)' }, 'Track'),
    ...shown.map((c) => el('th', { scope: 'col', 'data-column': c }, el('abbr', { title: c }, headOf(c)))),
  );
  const rows = a.players.map((p) =>
    el(
      'tr',
      { 'data-player': p },
      el('th', { scope: 'row', title: p }, swatch(view.colours[p]), p),
      el('td', { class: 'total' }, String(a.totals[p] ?? 0)),
      el('td', { class: 'track' }, String(track[p] ?? 0)),
      ...shown.map((c) => el('td', { 'data-column': c }, String(a.breakdown[p]?.[c] ?? 0))),
    ),
  );
  const table = el('table', { class: 'scores' }, el('thead', {}, head), el('tbody', {}, ...rows));
  const wrap = el('div', { class: 'table-wrap' }, table);
  const note = left.length > 0 ? [el('p', { class: 'hint columns-left' }, `0 for everyone, not shown: ${left.join(', ')}.`)] : [];
  return el('div', {}, wrap, ...note, winnerLine(view));
}

function winnerLine(view: ScoreView): HTMLElement {
  const a = view.adjudication;
  const line = el('p', { class: 'winner' });
  if (a.violations.length > 0) {
    line.append('No winner: a rule is broken (see below).');
  } else if (a.winners) {
    if (a.winners.length === 0) line.append('No winner yet: the game has not had its final scoring.');
    else
      line.append(
        a.winners.length === 1 ? `Winner: ${a.winners[0]} ` : `Winners: ${a.winners.join(', ')} `,
        ruleButton('base.winner'),
      );
  } else {
    const best = highest(a.totals, a.players);
    line.append(
      `${view.finished ? 'Highest total' : 'Leads if the game ended now'}: ${best.join(', ')}`,
    );
  }
  return line;
}

// The events, in the program's order, each with its rule id.
export function eventList(a: Adjudication, onSelect: (tiles: Square[]) => void): HTMLElement {
  if (a.events.length === 0) return el('p', { class: 'empty' }, 'Nothing scored.');
  const list = el('ol', { class: 'events' });
  for (const e of a.events) {
    const when = e.phase === 'final' ? 'final' : e.turn === null ? 'play' : `move ${e.turn}`;
    const item = el(
      'li',
      { 'data-phase': e.phase },
      el('span', { class: 'when' }, when),
      el('span', { class: 'who' }, `${e.player} +${e.points} ${e.category}`),
      ruleButton(e.rule),
      el('span', { class: 'detail' }, e.detail ?? ''),
    );
    item.addEventListener('click', (ev) => {
      if ((ev.target as HTMLElement).closest('button')) return;
      onSelect(e.tiles ?? []);
    });
    list.append(item);
  }
  return list;
}

// The violations: the rule broken, where, and what is wrong.
export function violationList(a: Adjudication, onSelect: (tiles: Square[]) => void): HTMLElement {
  const list = el('ul', { class: 'violations' });
  for (const v of a.violations) {
    const where = [v.move ? `move ${v.move}` : '', v.line ? `line ${v.line}` : '']
      .filter((s) => s)
      .join(', ');
    const item = el(
      'li',
      {},
      ruleButton(v.rule),
      el('span', { class: 'where' }, where),
      el('span', { class: 'detail' }, v.message ?? ''),
    );
    item.addEventListener('click', (ev) => {
      if ((ev.target as HTMLElement).closest('button')) return;
      onSelect(v.tiles ?? []);
    });
    list.append(item);
  }
  return list;
}

// Text from the engine, with every known rule id made a button.
export function textWithRules(text: string, rules: Set<string>): HTMLElement {
  const pre = el('pre', { class: 'engine-text' });
  const re = /[a-z]+(?:\.[a-z0-9-]+)+/g;
  let last = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (!rules.has(m[0])) continue;
    pre.append(text.slice(last, m.index), ruleButton(m[0]));
    last = m.index + m[0].length;
  }
  pre.append(text.slice(last));
  return pre;
}

// The rule ids of `carcassonne rules`: the lines "  ID   Title".
export function ruleIds(rulesText: string): Set<string> {
  const ids = new Set<string>();
  for (const m of rulesText.matchAll(/^ {2}([a-z]+(?:\.[a-z0-9-]+)+) {2,}/gm)) ids.add(m[1]);
  return ids;
}
