// The Abbot and the 3rd-edition base box entered by taps, in Chromium at a
// phone's size, against the command line (EXPANSIONS-3 sections 2-3): the
// box is one choice of the form (its expansions the listing's); the abbot is
// among the figures only where `fits` offers it; a garden copy is one tap on
// the tile just placed, or an entry of the palette with its count left
// (`tiles --left`); the abbot is taken back by a tap.
// Screenshots go to build-web/test-output/screenshots.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
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
  work,
  stand,
  tapSquare,
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

// The palette's entries: `ID COUNT` for a tile, `ID MARK COUNT` for its marked copies.
async function paletteEntries() {
  return page.$$eval('#palette button', (bs) =>
    bs.map((b) =>
      [b.getAttribute('data-palette') ?? b.getAttribute('data-palette-copy'), b.getAttribute('data-mark'), b.getAttribute('data-left')]
        .filter((w) => w !== null)
        .join(' '),
    ),
  );
}

// The command line's `tiles --left` of a document, as the palette's entries.
async function nativeLeft(name, text) {
  writeFileSync(join(work, name), text);
  const r = await nativeRun(['tiles', '--left', name]);
  assert.equal(r.exit, 0, r.stderr);
  return r.stdout
    .split('\n')
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => line.trim().split(/\s+/).join(' '));
}

test('the palette offers a garden copy with its count left; chosen, it is placed with marks: [garden]', async () => {
  // The 3rd-edition box: one garden copy of E and of RV-09 (EXPANSIONS-3 section 5),
  // each after its tile, as `tiles --left` of the table lists them.
  await newTable({}, { log: true, expansions: ['river', 'abbot'] });
  let entries = await paletteEntries();
  assert.deepEqual(entries.slice(entries.indexOf('E 5'), entries.indexOf('E 5') + 2), ['E 5', 'E garden 1']);
  assert.ok(entries.includes('RV-09 garden 1'));
  assert.deepEqual(entries, await nativeLeft('third-left.yaml', await pageDocument()));
  await page.locator('#palette [data-palette-copy="E"][data-mark="garden"]').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(shots, 'editor-palette-garden.png') });

  // The abbot alone: E's garden copy chosen from the palette closes the start city at [0, 1].
  await newTable({}, { log: true, expansions: ['abbot'] });
  assert.equal(await page.getAttribute('#palette [data-palette-copy="E"][data-mark="garden"]', 'data-left'), '1');
  await page.locator('#palette [data-palette-copy="E"]').scrollIntoViewIfNeeded();
  await page.tap('#palette [data-palette-copy="E"]');
  await page.waitForFunction(() => (document.body.dataset.fits ?? '').startsWith('E garden:'));
  await page.waitForSelector('#board .mark-fit[data-mark="0,1"]');
  await changeBy(() => tapSquare(0, 1));
  // Only rot 180 fits there (its city S meets D's city N): placed so at once.
  assert.match(await movesOf(), /^ {2}- \{tile: E, at: \[0, 1\], rot: 180, marks: \[garden\]\}$/m);
  // The copy is gone from the palette; E's own count is one less; the box's
  // only garden copy of E is on the table, so the quick row offers no other.
  assert.equal(await page.$('#palette [data-palette-copy="E"]'), null);
  assert.equal(await page.getAttribute('#palette [data-palette="E"]', 'data-left'), '4');
  assert.equal(await page.getAttribute('#editor-quick [data-mark="garden"]', 'aria-pressed'), 'true');
  // The abbot stands on the garden, offered because the copy shows one.
  await stand(0, 1, 'garden', 'abbot');
  assert.equal(
    await movesOf(),
    ['moves:', '  - {tile: E, at: [0, 1], rot: 180, meeple: {on: garden, follower: abbot}, marks: [garden]}', ''].join('\n'),
  );
  const doc = await pageDocument();
  const left = await nativeLeft('garden-left.yaml', doc);
  assert.ok(left.includes('E 4') && !left.some((l) => l.startsWith('E garden')), left.join(', '));
  assert.deepEqual(
    (await paletteEntries()).filter((e) => e.startsWith('E ')),
    ['E 4'],
  );
  const again = await nativeRun(['tiles', 'E', '--left', 'garden-left.yaml']);
  assert.equal(again.stdout.split('\n').slice(1).join('\n'), '  E          4\n  E garden   0\n');
  // A plain E placed next: no garden copy of E is left to mark it as.
  await enter('E', 1, 1, 180);
  await page.waitForSelector('#editor-quick:not([hidden])');
  assert.equal(await page.$('#editor-quick [data-mark="garden"]'), null);
  const scored = await nativeScore('garden-copy.yaml', await pageDocument());
  // At the end: red's abbot on the garden at [0, 1] has D [0, 0] and E [1, 1]
  // around it: 1 + 2 = 3 (garden.final). Red 3, blue 0.
  assert.equal(scored.exit, 0);
  assert.deepEqual(scored.json.totals, { red: 3, blue: 0 });
  assert.deepEqual(
    scored.json.events.map((e) => `${e.rule} ${e.player} ${e.points}`),
    ['garden.final red 3'],
  );
  assert.deepEqual(await pageTotals(), scored.json.totals);
});

test('the last E left may be marked as its garden copy; a plain E before it leaves the copy in the palette', async () => {
  await newTable({}, { log: true, expansions: ['abbot'] });
  // Four plain E along y = 1 (rot 180: the city S, fields W and E); the
  // box's five E hold one garden copy, so after them 5 - 4 = 1 E is left,
  // and it is the garden copy: the palette keeps `E garden 1`.
  for (const x of [0, 1, 2, 3]) await enter('E', x, 1, 180);
  assert.equal(await page.getAttribute('#palette [data-palette="E"]', 'data-left'), '1');
  assert.equal(await page.getAttribute('#palette [data-palette-copy="E"][data-mark="garden"]', 'data-left'), '1');
  // The fifth E, placed plain from the square's choices: the quick row offers to
  // make it the garden copy (this copy counted back into the box: 1 left).
  await enter('E', 4, 1, 180);
  assert.equal(await page.getAttribute('#palette [data-palette="E"]', 'data-left'), '0');
  assert.equal(await page.$('#palette [data-palette-copy="E"]'), null);
  await changeBy(() => page.tap('#editor-quick [data-mark="garden"]'));
  assert.match(await movesOf(), /^ {2}- \{tile: E, at: \[4, 1\], rot: 180, marks: \[garden\]\}$/m);
  // The command line agrees: no E and no garden copy of E left, and no warning.
  writeFileSync(join(work, 'last-e.yaml'), await pageDocument());
  const left = await nativeRun(['tiles', 'E', '--left', 'last-e.yaml']);
  assert.equal(left.stderr, '');
  assert.equal(left.stdout.split('\n').slice(1).join('\n'), '  E          0\n  E garden   0\n');
});

test("the figure chosen for one move is not the next tile's: blue's monastery takes blue's follower", async () => {
  await newTable({}, { log: true, expansions: ['abbot'] });
  await enter('B', 0, -1, 0);
  await stand(0, -1, 'monastery', 'abbot'); // red's abbot, chosen in the quick row
  await enter('B', 1, -1, 0); // blue's monastery
  await page.waitForSelector('#editor-quick [data-figure="abbot"]'); // blue may still choose the abbot
  assert.equal(await page.getAttribute('#editor-quick [data-figure="normal"]', 'aria-pressed'), 'true');
  assert.equal(await page.textContent('#editor-quick [data-figure="normal"]'), 'follower'); // not the listing's 'normal'
  await changeBy(() => page.tap('#editor-quick [data-quick="monastery"]'));
  assert.match(await movesOf(), /^ {2}- \{tile: B, at: \[1, -1\], meeple: monastery\}$/m);
});
