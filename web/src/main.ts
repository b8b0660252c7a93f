// The viewer: opens a document, asks the engine (the command line, compiled to
// WebAssembly) for its score, drawing and explanations, and shows them.
import './style.css';

import { Board, type BoardTap, playerColours } from './board.js';
import * as editor from './editor.js';
import { loadEngine, run } from './engine.js';
import { featureCandidates } from './features.js';
import { setUpOpening } from './open.js';
import { documentOfLink } from './share.js';
import { expansionsOf, loadListing } from './registry.js';
import { type Adjudication, type Square, highest, parseAdjudication, trackOf } from './report.js';
import * as state from './state.js';
import { el, eventList, ruleIds, scoreTable, textWithRules, violationList } from './views.js';

const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;

const board = new Board($('board'), (tap) => void onTap(tap));

// A tap is the editor's when it edits (placing, turning, a follower), else explained.
async function onTap(tap: BoardTap): Promise<void> {
  if (!(await editor.tap(tap))) await explainTap(tap);
}
let rules = new Set<string>();
let shown: { name: string; version: number; adjudication: Adjudication | null } = {
  name: '',
  version: -1,
  adjudication: null,
};

function isLog(text: string): boolean {
  return /^moves\s*:/m.test(text);
}

function moveArgs(s: state.DocumentState): string[] {
  return s.move === null ? [] : ['--move', String(s.move)];
}

// The document's state in a player's words; the command line's exit status
// (0, 1, 2) is kept in data-exit, not in the text.
function setStatus(text: string, kind: 'ok' | 'broken' | 'error' | 'busy', exit: number | null = null): void {
  const status = $('status');
  status.textContent = text;
  status.dataset.kind = kind;
  if (exit === null) delete status.dataset.exit;
  else status.dataset.exit = String(exit);
}

// Everything the viewer shows of the current document, from the engine.
async function render(s: state.DocumentState): Promise<void> {
  if (s.text === '') return;
  const files = { [s.name]: s.text };
  const sameDocument = shown.name === s.name && shown.adjudication !== null;
  const score = await run(['score', s.name, '--format', 'json', '--running', ...moveArgs(s)], files);
  if (state.current().version !== s.version) return;
  $('explain').hidden = true;
  $('document-name').textContent = s.name;
  const errors = $('errors');
  errors.hidden = score.exit !== 2;
  errors.replaceChildren();
  if (score.exit === 2) {
    // The document cannot be read: the program's own located messages.
    errors.append(el('h2', {}, 'The document cannot be read'), textWithRules(score.stderr, rules));
    setStatus('cannot be read', 'error', 2);
    board.clear();
    for (const id of ['scores', 'events', 'violations', 'board-totals']) $(id).replaceChildren();
    $('violations-section').hidden = true;
    $('slider').hidden = true;
    shown = { name: s.name, version: s.version, adjudication: null };
    markShown(s);
    return;
  }
  const a = parseAdjudication(score.stdout);
  if (!a) return;
  const drawing = await run(['draw', s.name, '--format', 'svg', ...moveArgs(s)], files);
  board.fingerSized = editor.editing();
  board.show(drawing.stdout, sameDocument);
  const colours = playerColours(drawing.stdout, a.players);
  shown = { name: s.name, version: s.version, adjudication: a };
  showBoardTotals(a, colours);

  setStatus(
    a.violations.length === 0 ? 'no rule broken' : `${a.violations.length} rule${a.violations.length === 1 ? '' : 's'} broken`,
    a.violations.length === 0 ? 'ok' : 'broken',
    a.violations.length === 0 ? 0 : 1,
  );
  const log = isLog(s.text);
  const lastMove = log ? moveCount(a, s) : 0;
  const finished = !log || s.move === null || s.move === lastMove;
  // A log with tiles still in the box is a game under way: its totals are
  // what the final scoring would give if the game ended now.
  const underWay = log && (!finished || (await tilesLeft(s, files)) > 0);
  if (state.current().version !== s.version) return;
  $('scores-heading').textContent = underWay ? 'Scores if the game ended now' : 'Scores';
  $('scores').replaceChildren(scoreTable({ adjudication: a, colours, finished, expansions: expansionsOf(s.text) }));
  const highlight = (tiles: Square[]) => board.mark('highlight', tiles);
  $('events').replaceChildren(eventList(a, highlight));
  $('violations').replaceChildren(violationList(a, highlight));
  $('violations-section').hidden = a.violations.length === 0;
  board.mark('violation', a.violations.flatMap((v) => v.tiles ?? []));
  showSlider(a, s, log, lastMove);
  if (log && !editor.editing()) await showMoveTile(s, files, s.move ?? lastMove, lastMove);
  if (state.current().version !== s.version) return;
  editor.afterRender();
  markShown(s);
}

// Stepping through a log: the tile of the move shown, outlined on the board
// and named under the slider (the last tile line of `position --move N`, the
// engine's board in the order it was played), so that each step shows what
// that move did.
async function showMoveTile(s: state.DocumentState, files: Record<string, string>, at: number, last: number): Promise<void> {
  if (at === 0) return;
  const r = await run(['position', s.name, '--move', String(at)], files);
  const line = r.stdout.trimEnd().split('\n').at(-1) ?? '';
  const m = /^\s*-\s*\{tile:\s*([^,}\s]+),\s*at:\s*\[(-?\d+),\s*(-?\d+)\]/.exec(line);
  if (r.exit !== 0 || !m || state.current().version !== s.version) return;
  const square: Square = [Number(m[2]), Number(m[3])];
  board.mark('highlight', [square]);
  const label = $('move-label');
  label.textContent = `move ${at} of ${last}: ${m[1]} at [${square.join(', ')}]`;
  label.dataset.tile = `${m[1]}@${square.join(',')}`;
}

// How many tiles of the box a log leaves (`tiles --left`'s first line: "N of
// the box's M tiles are left"); 0 when the engine does not say.
async function tilesLeft(s: state.DocumentState, files: Record<string, string>): Promise<number> {
  const r = await run(['tiles', '--left', s.name, ...moveArgs(s)], files);
  return Number(/: (\d+) of the box's \d+ tiles? (?:is|are) left/.exec(r.stdout)?.[1] ?? 0);
}

// Each player's total on the line above the board (the score table is far
// below the editor on a phone, and the drawing's legend small at 44 px a square).
function showBoardTotals(a: Adjudication, colours: Record<string, string>): void {
  const host = $('board-totals');
  host.replaceChildren(
    ...a.players.map((p) =>
      el('span', { 'data-player': p }, el('span', { class: 'dot', style: `background:${colours[p] ?? '#888'}` }), `${p} ${a.totals[p] ?? 0}`),
    ),
  );
}

// What the page shows now, for tests and scripts that wait for it.
function markShown(s: state.DocumentState): void {
  document.body.dataset.shown = `${s.name}#${s.move ?? 'end'}`;
  document.body.dataset.shownVersion = String(s.version);
}

// A log's moves: every entry of --running, or up to the move that broke a rule.
let moveTotal = 0;
function moveCount(a: Adjudication, s: state.DocumentState): number {
  if (s.move === null) {
    const broken = Math.max(0, ...a.violations.map((v) => v.move ?? 0));
    moveTotal = Math.max(a.running?.length ?? 0, broken);
  }
  return moveTotal;
}

function showSlider(a: Adjudication, s: state.DocumentState, log: boolean, last: number): void {
  const slider = $('slider');
  slider.hidden = !log;
  if (!log) return;
  const range = $<HTMLInputElement>('move');
  range.max = String(last);
  const at = s.move ?? last;
  range.value = String(at);
  $('move-label').textContent = at === 0 ? `start tile (of ${last} moves)` : `move ${at} of ${last}`;
  delete $('move-label').dataset.tile;
  // Who leads: on the score track after that move, and if the game ended there.
  const track = trackOf(a);
  const entry = at > 0 ? a.running?.[at - 1] : undefined;
  const leaders = entry?.leaders ?? highest(track, a.players);
  const trackText = a.players.map((p) => `${p} ${track[p] ?? 0}`).join(', ');
  $('running').textContent =
    `On the track: ${trackText}. ` +
    (a.players.every((p) => (track[p] ?? 0) === 0)
      ? 'No one leads yet.' // (not 'red and blue lead' with no points on the track)
      : `${leaders.join(' and ')} ${leaders.length === 1 ? 'leads' : 'lead'}.`);
}

// A tap on the board: the feature under the finger, explained by the engine.
async function explainTap(tap: BoardTap): Promise<void> {
  const s = state.current();
  if (!tap.tile) return;
  const files = { [s.name]: s.text };
  const at = `${tap.square[0]},${tap.square[1]}`;
  const candidates = tap.follower ? [tap.follower.on] : featureCandidates(tap);
  for (const on of candidates) {
    const r = await run(['explain', s.name, '--at', at, '--on', on, ...moveArgs(s)], files);
    if (r.exit !== 0) continue;
    // The board again, with that feature outlined (`draw --at --on`), then
    // its explanation: the two appear together.
    const lit = await run(['draw', s.name, '--format', 'svg', '--at', at, '--on', on, ...moveArgs(s)], files);
    if (lit.exit !== 2 && state.current().version === s.version) {
      board.show(lit.stdout, true);
      board.mark('violation', shown.adjudication?.violations.flatMap((v) => v.tiles ?? []) ?? []);
    }
    showExplanation(`${on} at [${tap.square.join(', ')}]`, r.stdout);
    return;
  }
  const whole = await run(['explain', s.name, '--at', at, ...moveArgs(s)], files);
  showExplanation(`tile at [${tap.square.join(', ')}]`, whole.exit === 0 ? whole.stdout : whole.stderr);
}

function showExplanation(title: string, text: string): void {
  const panel = $('explain');
  $('explain-title').textContent = title;
  $('explain-text').replaceChildren(textWithRules(text, rules));
  panel.hidden = false;
  // At once, not smoothly: a tap made while the page glides would land off its mark.
  panel.scrollIntoView({ block: 'nearest' });
}

// Any rule id button, anywhere: its text in a dialog (`carcassonne rules ID`).
document.addEventListener('click', (e) => {
  const button = (e.target as HTMLElement).closest<HTMLElement>('button[data-rule]');
  if (!button) return;
  void showRule(button.dataset.rule ?? '');
});

async function showRule(id: string): Promise<void> {
  const r = await run(['rules', id]);
  const dialog = $<HTMLDialogElement>('rule-dialog');
  $('rule-text').textContent = r.exit === 0 ? r.stdout : r.stderr;
  if (!dialog.open) dialog.showModal();
}

function setUpControls(): void {
  $('rule-close').addEventListener('click', () => $<HTMLDialogElement>('rule-dialog').close());
  $('explain-close').addEventListener('click', () => {
    $('explain').hidden = true;
    // The board without the explained feature outlined.
    void render(state.current());
  });
  $('fit').addEventListener('click', () => board.fit());
  $('zoom-in').addEventListener('click', () => board.zoom(1.4));
  $('zoom-out').addEventListener('click', () => board.zoom(1 / 1.4));
  const range = $<HTMLInputElement>('move');
  const go = (n: number) => {
    const last = Number(range.max);
    const m = Math.max(0, Math.min(last, n));
    state.setMove(m === last ? null : m);
  };
  range.addEventListener('input', () => go(Number(range.value)));
  $('move-prev').addEventListener('click', () => go(Number(range.value) - 1));
  $('move-next').addEventListener('click', () => go(Number(range.value) + 1));
}

async function start(): Promise<void> {
  // At once, so that even a visit of a second leaves the page working offline.
  if ('serviceWorker' in navigator && location.protocol !== 'file:')
    navigator.serviceWorker.register('./sw.js').catch(() => {});
  setStatus('loading the engine…', 'busy');
  setUpControls();
  state.subscribe((s) => void render(s));
  setUpOpening(async (name, text) => {
    const imported = await importIfRecorded(name, text);
    if (imported) state.open(imported.name, imported.text);
  });
  await loadEngine();
  await loadListing(); // what the engine offers: columns, expansions, figures, tile sets
  rules = ruleIds((await run(['rules'])).stdout);
  // For scripts (the benchmark, a console): the engine, and when it was ready.
  Object.assign(globalThis, { carcassonne: { run } });
  document.body.dataset.engineReadyMs = String(Math.round(performance.now()));
  await editor.setUpEditor(board); // the form asks the engine what it offers
  document.body.dataset.engine = 'ready';
  setStatus('open a document or start a new table', 'ok');
  // A link's document opens in the editor; else the last document opened, or the table.
  const linked = await documentOfLink(location.hash);
  const opened = editor.lastOpened(); // read before the table's state replaces it
  editor.resume();
  if (linked !== null) {
    history.replaceState(null, '', location.pathname + location.search);
    state.open('shared.yaml', linked);
    await editor.editDocument(linked, 'The shared table');
  } else if (opened) state.open(opened.name, opened.text);
}

// A Board Game Arena log or a JCloisterZone save (JSON) becomes a game log
// through `carcassonne import`; a YAML document is opened as it is.
async function importIfRecorded(
  name: string,
  text: string,
): Promise<{ name: string; text: string } | null> {
  const safe = state.safeName(name);
  if (!/^\s*[{[]/.test(text) && !/\.(json|jcz)$/i.test(safe)) return { name: safe, text };
  setStatus(`importing ${safe}…`, 'busy');
  const r = await run(['import', safe], { [safe]: text });
  if (r.exit !== 0) {
    const errors = $('errors');
    errors.hidden = false;
    errors.replaceChildren(el('h2', {}, `${safe} cannot be imported`), textWithRules(r.stderr, rules));
    setStatus('cannot be imported', 'error', 2);
    return null;
  }
  return { name: safe.replace(/\.(json|jcz)$/i, '') + '.yaml', text: r.stdout };
}

void start();
