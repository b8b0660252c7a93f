// The form of a new table: the players in turn order (their names; the
// drawing gives each the colour of its place in that order), the expansions,
// the house rules, the points already on the score track, and whether the
// table is entered as a position or as a game log. The expansions, the tile
// sets and a log's start tile are the engine's (known.ts).
import { defaultStartOf, knownExpansions, tileSetsWithTiles } from './known.js';
import { type Table, emptyTable, kHouseRules } from './table.js';
import { cleanTilesText, kOwnTilesName, tilesOf } from './tile-sources.js';
import { el } from './views.js';

const kNames = ['red', 'blue', 'green', 'yellow', 'black', 'grey'];
const kValidName = /^[A-Za-z0-9_-]+$/;

export async function setUpTableForm(form: HTMLFormElement, onStart: (t: Table) => void): Promise<void> {
  const expansionNames = await knownExpansions();
  const tileSets = await tileSetsWithTiles();
  const players = el('fieldset', {}, el('legend', {}, 'Players, in turn order'));
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
        title: 'points already on the score track',
      }),
    );
    players.append(row);
  });
  const expansions = el('fieldset', {}, el('legend', {}, 'Expansions'));
  for (const x of expansionNames)
    expansions.append(el('label', { class: 'check' }, el('input', { type: 'checkbox', name: `x-${x}` }), x));
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
  const tiles = el(
    'fieldset',
    {},
    el('legend', {}, 'More tiles'),
    ...tileSets.map((set) =>
      el(
        'label',
        { class: 'check' },
        el('input', { type: 'checkbox', name: `set-${set.name}` }),
        `${set.name}: ${set.about}`,
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
  const rules = el('fieldset', {}, el('legend', {}, 'House rules'));
  for (const [rule, choices] of Object.entries(kHouseRules)) {
    const select = el('select', { name: `o-${rule}` }, ...choices.map((c) => el('option', { value: c }, c)));
    rules.append(el('label', { class: 'rule-choice' }, `${rule} `, select));
  }
  const message = el('p', { class: 'form-message', role: 'alert' });
  const start = el('button', { type: 'submit', id: 'table-start' }, 'Start the table');
  form.replaceChildren(players, kind, expansions, tiles, rules, message, start);
  const ownInput = form.querySelector<HTMLInputElement>('#own-tiles-input')!;
  ownInput.addEventListener('change', () => {
    form.querySelector('#own-tiles-name')!.textContent = ownInput.files?.[0]?.name ?? '';
  });

  form.addEventListener('submit', (e) => {
    e.preventDefault();
    void submit();
  });

  async function submit(): Promise<void> {
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
    t.expansions = expansionNames.filter((x) => data.get(`x-${x}`) === 'on');
    for (const rule of Object.keys(kHouseRules)) {
      const v = String(data.get(`o-${rule}`) ?? '');
      if (v !== kHouseRules[rule][0]) t.options[rule] = v;
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
    }
    if (t.log) {
      // The engine's start tile for these expansions, which the document need not write.
      const start = await defaultStartOf(t);
      if (start) {
        t.board = [{ ...start }];
        t.defaultStart = start;
      }
    }
    onStart(t);
  }
}
