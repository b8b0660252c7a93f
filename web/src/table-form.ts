// The form of a table: the players in turn order (their names; the drawing
// gives each the colour of its place in that order) with the points already
// on the score track, whether it is entered as a position or as a game log,
// the expansions with their options and the key of the document some need,
// the tile sets, and the options of the base game. Everything offered is the
// engine's (registry.ts, document-keys.ts). The same form starts a new table
// or changes the one being entered (its tiles stay).
import { type Slot, flowOf, slotsFor } from './document-keys.js';
import { run } from './engine.js';
import { defaultStartOf } from './known.js';
import { type OptionListing, registry } from './registry.js';
import { type Table, emptyTable, toYaml } from './table.js';
import { cleanTilesText, kOwnTilesName, tilesOf } from './tile-sources.js';
import { el } from './views.js';

const kNames = ['red', 'blue', 'green', 'yellow', 'black', 'grey'];
const kValidName = /^[A-Za-z0-9_-]+$/;

export interface TableForm {
  fill(t: Table | null): void; // the form shows this table's settings (null: a new table's)
}

function optionInput(o: OptionListing): HTMLElement {
  const name = `o-${o.key}`;
  const input = o.values
    ? el(
        'select',
        { name },
        ...o.values.map((v) =>
          el('option', { value: String(v), ...(v === o.default ? { selected: '' } : {}) }, String(v)),
        ),
      )
    : el('input', {
        type: 'number',
        name,
        value: String(o.default),
        min: String(o.min ?? ''),
        max: String(o.max ?? ''),
        inputmode: 'numeric',
      });
  return el('label', { class: 'rule-choice' }, `${o.key} `, input);
}

export async function setUpTableForm(
  form: HTMLFormElement,
  onStart: (t: Table) => void,
  onApply: (t: Table) => void,
): Promise<TableForm> {
  const r = registry();
  const players = el(
    'fieldset',
    {},
    el('legend', {}, 'Players, in turn order'),
    el('div', { class: 'player-row player-head' }, el('span', {}, 'Name'), el('span', {}, 'On the score track')),
  );
  kNames.forEach((name, i) => {
    const row = el(
      'div',
      { class: 'player-row' },
      el('input', {
        type: 'text',
        name: `player-${i}`,
        value: i < 2 ? name : '',
        placeholder: i < 2 ? name : `player ${i + 1} (optional)`,
        'aria-label': `Player ${i + 1}`,
        autocomplete: 'off',
      }),
      el('input', {
        type: 'number',
        name: `track-${i}`,
        value: '0',
        inputmode: 'numeric',
        'aria-label': `Player ${i + 1}'s points on the score track`,
      }),
    );
    players.append(row);
  });
  const radio = (value: string, text: string, checked = false) =>
    el(
      'label',
      { class: 'check' },
      el('input', { type: 'radio', name: 'kind', value, ...(checked ? { checked: '' } : {}) }),
      text,
    );
  const kind = el(
    'fieldset',
    {},
    el('legend', {}, 'Entered as'),
    radio('position', 'a position: the tiles on the table, in any order', true),
    radio('log', 'a game log: the start tile, then each tile is the next move, in turn order'),
  );
  // A box sold as one game (the listing's): one choice that ticks its expansions.
  const capital = (name: string) => name[0].toUpperCase() + name.slice(1);
  const boxes = (r.boxes ?? []).map((b, i) =>
    el(
      'label',
      { class: 'check' },
      el('input', { type: 'checkbox', name: `box-${i}`, 'data-box': b.name }),
      `${b.name} (${b.expansions.map(capital).join(' and ')} included)`,
    ),
  );
  // Each expansion: its box, and when chosen its options and its document key.
  const expansions = el('fieldset', {}, el('legend', {}, 'Expansions'), ...boxes);
  const extras = new Map<string, HTMLElement>();
  const slots = new Map<string, Slot[]>();
  for (const x of r.expansions) {
    const extra = el('div', { class: 'expansion-extra', 'data-expansion': x.name });
    extras.set(x.name, extra);
    expansions.append(
      el('label', { class: 'check' }, el('input', { type: 'checkbox', name: `x-${x.name}` }), x.title),
      extra,
    );
  }
  const tileSets = r.tilesets.filter((set) => set.tiles > 0);
  const tiles = el(
    'fieldset',
    {},
    el('legend', {}, 'More tiles'),
    ...tileSets.map((set) =>
      el(
        'label',
        { class: 'check' },
        el('input', { type: 'checkbox', name: `set-${set.name}` }),
        `${set.name} (${set.tiles} tile${set.tiles === 1 ? '' : 's'})`,
      ),
    ),
    el(
      'label',
      { class: 'file-button' },
      'Your own tiles file (tiles:)',
      el('input', { id: 'own-tiles-input', type: 'file', name: 'own-tiles', accept: '.yaml,.yml,text/yaml,text/plain' }),
    ),
    el('span', { id: 'own-tiles-name', class: 'hint' }),
  );
  const rules = el('fieldset', {}, el('legend', {}, 'House rules'), ...r.base.options.map(optionInput));
  const message = el('p', { class: 'form-message', role: 'alert' });
  const start = el('button', { type: 'submit', id: 'table-start' }, 'Start a new table');
  const apply = el('button', { type: 'button', id: 'table-apply', hidden: '' }, 'Change this table');
  form.replaceChildren(players, kind, expansions, tiles, rules, message, el('div', { class: 'editor-row' }, start, apply));
  const ownInput = form.querySelector<HTMLInputElement>('#own-tiles-input')!;
  ownInput.addEventListener('change', () => {
    form.querySelector('#own-tiles-name')!.textContent = ownInput.files?.[0]?.name ?? '';
  });
  let current: Table | null = null; // the table being changed, when there is one

  const isLog = () => new FormData(form).get('kind') === 'log';
  // An expansion's options and key, shown while it is chosen.
  let drawing = Promise.resolve();
  const drawExtras = () => {
    drawing = drawing.then(async () => {
      const log = isLog();
      for (const x of r.expansions) {
        const host = extras.get(x.name)!;
        const chosen = form.querySelector<HTMLInputElement>(`input[name="x-${x.name}"]`)!.checked;
        host.replaceChildren();
        slots.delete(x.name);
        if (!chosen) continue;
        host.append(...x.options.map(optionInput));
        const mine = current?.expansions.includes(x.name) ? current : null;
        for (const o of x.options) {
          const f = host.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="o-${o.key}"]`);
          if (f && mine?.options[o.key] !== undefined) f.value = mine.options[o.key];
        }
        if (!x.document_key) continue;
        const found = await slotsFor(x.name, x.document_key, log);
        if (!found) {
          host.append(el('label', { class: 'rule-choice' }, `${x.document_key}: `, el('input', { type: 'text', name: `k-${x.name}` })));
          continue;
        }
        slots.set(x.name, found);
        found.forEach((s, i) => {
          const name = `k-${x.name}-${i}`;
          const label = `${x.document_key} ${s.path.join(' ')}${s.list ? ' (top first)' : ''} `;
          const input = s.list
            ? el('input', { type: 'text', name, value: s.defaults.join(', '), autocomplete: 'off' })
            : el('select', { name }, ...s.choices.map((c) => el('option', { value: c }, c)));
          host.append(el('label', { class: 'rule-choice key-choice' }, label, input));
        });
        // The table's own value, when it is of the same kind (a log's stacks, a position's active tiles).
        const saved = Boolean(mine?.log) === log ? mine?.keys?.[x.document_key] : undefined;
        if (saved) fillSlots(x.name, saved);
      }
      document.body.dataset.formReady = String(Date.now());
    });
  };
  // A key's value written earlier, back into its choices.
  const fillSlots = (name: string, value: string) => {
    (slots.get(name) ?? []).forEach((s, i) => {
      const field = form.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="k-${name}-${i}"]`);
      const leaf = s.path.at(-1)!;
      const m = new RegExp(`\\b${leaf}: (\\[[^\\]]*\\]|[^,}]+)`).exec(value);
      if (field && m) field.value = m[1].replace(/^\[|\]$/g, '').trim();
    });
  };
  form.addEventListener('change', (e) => {
    const name = (e.target as HTMLInputElement).name ?? '';
    const box = /^box-(\d+)$/.exec(name);
    if (box) {
      // The box's expansions follow its choice.
      const on = (e.target as HTMLInputElement).checked;
      for (const x of r.boxes?.[Number(box[1])]?.expansions ?? []) {
        const f = form.querySelector<HTMLInputElement>(`input[name="x-${x}"]`);
        if (f) f.checked = on;
      }
      drawExtras();
    }
    if (name.startsWith('x-') || name === 'kind') drawExtras();
  });
  form.addEventListener('reset', () => setTimeout(drawExtras, 0));
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    // A table with tiles is replaced only when asked twice; Undo brings it back.
    if (current && current.board.length > (current.log ? 1 : 0) && start.dataset.confirm !== 'yes') {
      start.dataset.confirm = 'yes';
      start.textContent = 'Replace this table? Tap again (Undo brings it back)';
      return;
    }
    void submit(false);
  });
  apply.addEventListener('click', () => void submit(true));

  function fill(t: Table | null): void {
    current = t;
    form.reset();
    start.dataset.confirm = '';
    start.textContent = 'Start a new table';
    apply.hidden = t === null;
    message.textContent = '';
    if (!t) return;
    const set = (name: string, value: string) => {
      const f = form.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`);
      if (f) f.value = value;
    };
    const check = (name: string, on: boolean) => {
      const f = form.querySelector<HTMLInputElement>(`[name="${name}"]`);
      if (f) f.checked = on;
    };
    kNames.forEach((_, i) => {
      set(`player-${i}`, t.players[i] ?? '');
      set(`track-${i}`, String(t.scores[t.players[i]] ?? 0));
    });
    check('kind', false);
    form.querySelector<HTMLInputElement>(`input[name="kind"][value="${t.log ? 'log' : 'position'}"]`)!.checked = true;
    for (const x of r.expansions) check(`x-${x.name}`, t.expansions.includes(x.name));
    (r.boxes ?? []).forEach((b, i) => check(`box-${i}`, b.expansions.every((x) => t.expansions.includes(x))));
    for (const s of tileSets) check(`set-${s.name}`, (t.tilesets ?? []).includes(s.name));
    for (const [k, v] of Object.entries(t.options)) set(`o-${k}`, v);
    drawExtras();
  }

  async function submit(changing: boolean): Promise<void> {
    await drawing;
    const data = new FormData(form);
    const names: string[] = [];
    const scores: Record<string, number> = {};
    for (let i = 0; i < kNames.length; i++) {
      const name = String(data.get(`player-${i}`) ?? '').trim();
      if (name === '') continue;
      names.push(name);
      const track = Math.trunc(Number(data.get(`track-${i}`) ?? 0));
      if (Number.isFinite(track) && track !== 0) scores[name] = track;
    }
    const problem =
      names.length < 2
        ? 'A table has 2 to 6 players.'
        : names.find((n) => !kValidName.test(n))
          ? 'A name is letters, digits, - and _ only.'
          : new Set(names).size !== names.length
            ? 'Two players have the same name.'
            : '';
    message.textContent = problem;
    if (problem) return;
    const t = emptyTable(names, data.get('kind') === 'log');
    t.scores = scores;
    t.expansions = r.expansions.map((x) => x.name).filter((x) => data.get(`x-${x}`) === 'on');
    // The options that differ from the engine's defaults.
    for (const o of [...r.base.options, ...r.expansions.filter((x) => t.expansions.includes(x.name)).flatMap((x) => x.options)]) {
      const v = String(data.get(`o-${o.key}`) ?? '').trim();
      if (v !== '' && v !== String(o.default)) t.options[o.key] = v;
    }
    for (const x of r.expansions) {
      if (!x.document_key || !t.expansions.includes(x.name)) continue;
      const found = slots.get(x.name);
      const value = found
        ? flowOf(found, (s) => {
            const v = String(data.get(`k-${x.name}-${found.indexOf(s)}`) ?? '');
            return s.list ? v.split(',').map((p) => p.trim()).filter((p) => p !== '') : [v];
          })
        : String(data.get(`k-${x.name}`) ?? '').trim();
      // A key the engine does not need (it reads its shape from no message): left out when empty.
      if (value !== '') (t.keys ??= {})[x.document_key] = value;
    }
    const sets = tileSets.map((set) => set.name).filter((name) => data.get(`set-${name}`) === 'on');
    if (sets.length > 0) t.tilesets = sets;
    // A player's tiles file, read by the engine first: its own message when it cannot be.
    const file = ownInput.files?.[0];
    if (file) {
      const text = cleanTilesText(await file.text());
      const read = await tilesOf({ args: ['--tiles', kOwnTilesName], files: { [kOwnTilesName]: text } });
      if (read.error) {
        message.textContent = read.error.trim().replaceAll(kOwnTilesName, file.name);
        return;
      }
      t.ownTiles = text;
    } else if (changing && current?.ownTiles) t.ownTiles = current.ownTiles;
    if (t.log) {
      // The engine's start tile for these expansions, which the document need not write.
      const first = await defaultStartOf(t);
      if (first) {
        t.board = [{ ...first }];
        t.defaultStart = first;
      }
    }
    // The settings read by the engine first: a key it cannot read says why.
    const probe = await run(['check', 'table.yaml'], { 'table.yaml': toYaml(t) });
    if (probe.exit === 2) {
      message.textContent = probe.stderr.trim();
      return;
    }
    if (changing && current) {
      // The tiles stay; a renamed player's followers follow the name.
      const renamed = new Map(current.players.map((p, i) => [p, names[i] ?? p]));
      const board = current.board.map((p) =>
        p.meeple ? { ...p, meeple: { ...p.meeple, player: renamed.get(p.meeple.player) ?? p.meeple.player } } : { ...p },
      );
      if (!(t.log && board.length === 0)) t.board = board;
      onApply(t);
    } else onStart(t);
  }

  return { fill };
}
