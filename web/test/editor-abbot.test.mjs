// The Abbot and the 3rd-edition base box entered by taps, in Chromium at a
// phone's size, against the command line (EXPANSIONS-3 sections 2-3): the
// box is one choice of the form (its expansions the listing's); the abbot is
// among the figures only where `fits` offers it; a garden copy is one tap on
// the tile just placed; the abbot is taken back by a tap.
// Screenshots go to build-web/test-output/screenshots.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import {
  changeBy,
  closeEditor,
  enter,
  nativeRun,
  nativeScore,
  newTable,
  noSidewaysScroll,
  openEditor,
  page,
  pageDocument,
  pageTotals,
  shots,
  stand,
} from './editor-page.mjs';

before(openEditor);
after(closeEditor);

// The moves the page wrote, from `moves:` on.
async function movesOf() {
  const doc = await pageDocument();
  return doc.slice(doc.indexOf('moves:\n'));
}

test('the 3rd-edition base box is one choice of the form', async () => {
  const listing = JSON.parse((await nativeRun(['expansions', '--format', 'json'])).stdout);
  const box = listing.boxes.find((b) => b.name === 'base game, 3rd edition');
  assert.deepEqual(box.expansions, ['river', 'abbot']);
  await page.tap('#new-table-button');
  await page.waitForSelector('#table-panel:not([hidden])');
  await page.$eval('#table-form', (form) => form.reset());
  const choice = `#table-form input[data-box="${box.name}"]`;
  const label = await page.$eval(choice, (input) => input.closest('label').textContent);
  assert.equal(label, 'base game, 3rd edition (River and Abbot included)');
  await page.check(choice);
  for (const x of box.expansions) assert.equal(await page.isChecked(`#table-form input[name="x-${x}"]`), true, x);
  await page.locator(choice).scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(shots, 'editor-third-edition.png') });
  // Started as a log: both expansions, the River's spring as the start tile, the base game's tiles.
  await newTable({}, { log: true, keep: true });
  assert.match(await pageDocument(), /^expansions: \[river, abbot\]$/m);
  assert.equal(await page.getAttribute('#board [data-tile][data-at="0,0"]', 'data-tile'), 'RV-01');
  assert.equal(await page.getAttribute('#palette [data-palette="RV-09"]', 'data-left'), '2');
  assert.equal(await page.getAttribute('#palette [data-palette="E"]', 'data-left'), '5');
  await noSidewaysScroll();
});

test('the abbot stands only where fits offers it; a garden copy is one tap', async () => {
  await newTable({}, { log: true, expansions: ['abbot'] });
  // Worked example 4: red's abbot on B's monastery.
  await enter('B', 0, -1, 0);
  await page.waitForSelector('#editor-quick [data-figure="abbot"]');
  await stand(0, -1, 'monastery', 'abbot');
  // E closes the start city: no monastery, so no abbot, until it is the garden copy.
  await enter('E', 0, 1, 180);
  await page.waitForSelector('#editor-quick:not([hidden])');
  assert.equal(await page.$('#editor-quick [data-figure="abbot"]'), null);
  await changeBy(() => page.tap('#editor-quick [data-mark="garden"]'));
  await page.waitForSelector('#editor-quick [data-figure="abbot"]');
  await stand(0, 1, 'garden', 'abbot');
  assert.equal(
    await movesOf(),
    [
      'moves:',
      '  - {tile: B, at: [0, -1], meeple: {on: monastery, follower: abbot}}',
      '  - {tile: E, at: [0, 1], rot: 180, meeple: {on: garden, follower: abbot}, marks: [garden]}',
      '',
    ].join('\n'),
  );
  await page.screenshot({ path: join(shots, 'editor-garden.png') });
  const scored = await nativeScore('garden.yaml', await pageDocument());
  // At the end: red's monastery has D [0, 0] around it: 1 + 1 = 2; blue's garden
  // D: 1 + 1 = 2 (garden.final). The start city, completed, has no follower.
  assert.equal(scored.exit, 0);
  assert.deepEqual(scored.json.totals, { red: 2, blue: 2 });
  assert.deepEqual(await pageTotals(), scored.json.totals);
});

// Taps a figure standing on the board (its drawing's middle).
async function tapFigure(player, x, y) {
  const box = await page.$eval(`#board [data-player="${player}"][data-at="${x},${y}"]`, (e) => {
    const r = e.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  });
  await page.touchscreen.tap(box.x, box.y);
}

test('the abbot taken back by a tap on it: return: abbot', async () => {
  await newTable({}, { log: true, expansions: ['abbot'] });
  // Worked example 4 whole.
  await enter('B', 0, -1, 0);
  await stand(0, -1, 'monastery', 'abbot');
  await enter('E', 0, 1, 180);
  await changeBy(() => page.tap('#editor-quick [data-mark="garden"]'));
  await stand(0, 1, 'garden', 'abbot');
  await enter('V', 1, -1, 180);
  // `fits` says red's abbot at [0, -1] may come back with this tile: the quick row offers it,
  // and a tap on the abbot itself takes it back.
  await page.waitForSelector('#editor-quick [data-take-back="abbot@0,-1"]');
  await page.screenshot({ path: join(shots, 'editor-abbot-return.png') });
  await changeBy(() => tapFigure('red', 0, -1));
  await enter('U', -1, 0, 90);
  assert.equal(
    await movesOf(),
    [
      'moves:',
      '  - {tile: B, at: [0, -1], meeple: {on: monastery, follower: abbot}}',
      '  - {tile: E, at: [0, 1], rot: 180, meeple: {on: garden, follower: abbot}, marks: [garden]}',
      '  - {tile: V, at: [1, -1], rot: 180, return: abbot}',
      '  - {tile: U, at: [-1, 0], rot: 90}',
      '',
    ].join('\n'),
  );
  const scored = await nativeScore('return.yaml', await pageDocument());
  // Move 3: around the monastery at [0, -1], D [0, 0] and V [1, -1]: 1 + 2 = 3 for
  // red (abbot.return). End: blue's garden at [0, 1] has D and U around it: 1 + 2 = 3.
  assert.equal(scored.exit, 0);
  assert.deepEqual(scored.json.totals, { red: 3, blue: 3 });
  assert.deepEqual(
    scored.json.events.map((e) => `${e.rule} ${e.player} ${e.points}`),
    ['abbot.return red 3', 'garden.final blue 3'],
  );
  assert.deepEqual(await pageTotals(), scored.json.totals);
});

test('with two abbots on the board, the one taken back is named: return: {abbot: [x, y]}', async () => {
  await page.tap('#new-table-button');
  await page.waitForSelector('#table-panel:not([hidden])');
  await page.$eval('#table-form', (form) => form.reset());
  await page.check('input[name="kind"][value="log"]'); // (a change of kind draws the options again)
  await page.check('input[name="x-abbot"]');
  await page.waitForSelector('input[name="o-abbots"]');
  await page.fill('input[name="o-abbots"]', '2');
  await newTable({}, { log: true, keep: true });
  assert.match(await pageDocument(), /^ {2}abbots: 2$/m);
  await enter('B', 0, -1, 0);
  await stand(0, -1, 'monastery', 'abbot');
  await enter('E', 0, 1, 180);
  await enter('B', 1, -1, 0);
  await stand(1, -1, 'monastery', 'abbot');
  await enter('U', -1, 0, 90);
  await enter('B', -1, -1, 0);
  // Both of red's abbots may come back: one button each, the square named.
  await page.waitForSelector('#editor-quick [data-take-back="abbot@0,-1"]');
  await changeBy(() => page.tap('#editor-quick [data-take-back="abbot@1,-1"]'));
  assert.match(await movesOf(), /^ {2}- \{tile: B, at: \[-1, -1\], return: \{abbot: \[1, -1\]\}\}$/m);
  const scored = await nativeScore('two-abbots.yaml', await pageDocument());
  // Move 5: around [1, -1], B [0, -1] and D [0, 0]: 1 + 2 = 3 (abbot.return). End:
  // red's other abbot at [0, -1] has B [-1, -1], B [1, -1], U [-1, 0], D [0, 0]
  // around it: 1 + 4 = 5 (base.final.monastery). Red 8, blue 0.
  assert.equal(scored.exit, 0);
  assert.deepEqual(scored.json.totals, { red: 8, blue: 0 });
  assert.deepEqual(await pageTotals(), scored.json.totals);
});
