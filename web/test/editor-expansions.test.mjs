// The editor with what the engine brings beyond the base game, in Chromium at
// a phone's size, against the command line: the form offers the engine's
// expansions and only the tile sets that still hold tiles; the palette holds
// an expansion's tiles, a tile set's and a player's own file's, with the count
// left; a farmer tapped in the middle of IC-H stands on its inner field; a
// River log starts at the spring and refuses a tile that breaks river.order.
// Screenshots go to build-web/test-output/screenshots.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import {
  changeBy,
  chooseTile,
  enter,
  choosePlayer,
  closeEditor,
  nativeRun,
  nativeScore,
  newTable,
  noSidewaysScroll,
  openEditor,
  page,
  pageDocument,
  pageTotals,
  placeTurned,
  shots,
  stand,
  tapSquare,
  work,
} from './editor-page.mjs';

before(openEditor);
after(closeEditor);

test('the form offers the engine expansions, and only the tile sets that hold tiles', async () => {
  await page.tap('#new-table-button');
  await page.waitForSelector('#table-panel:not([hidden])');
  const names = (prefix) =>
    page.$$eval(`#table-form input[name^="${prefix}"]`, (es, p) => es.map((e) => e.name.slice(p.length)), prefix);
  // The command line's rule sections, but for the base game and the house rules, are its expansions.
  const sections = (await nativeRun(['rules'])).stdout
    .split('\n')
    .map((l) => /^\S.* \(([a-z]+)\)$/.exec(l)?.[1])
    .filter((id) => id && id !== 'base' && id !== 'house');
  assert.ok(sections.includes('river') && sections.includes('inns'), sections.join(' '));
  assert.deepEqual(await names('x-'), sections);
  // Each is labelled as a player knows it, its rule book section's title, not by the word a document writes.
  const label = (x) => page.$eval(`#table-form input[name="x-${x}"]`, (e) => e.parentElement.textContent.trim());
  assert.equal(await label('inns'), 'Inns & Cathedrals');
  assert.equal(await label('surveyors'), 'The Land Surveyors');
  // inns-cathedrals and river are kept empty for old documents: `tiles --tiles NAME` lists no more than `tiles`.
  const plain = (await nativeRun(['tiles'])).stdout;
  for (const set of ['inns-cathedrals', 'river'])
    assert.equal((await nativeRun(['tiles', '--tiles', set])).stdout, plain, set);
  assert.deepEqual(await names('set-'), ['signposts-example']);
  await page.locator('#table-form input[name="x-river"]').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(shots, 'editor-form.png') });
  await page.tap('#new-table-button'); // closes the form
});

test('the palette offers an expansion, a tile set and a tiles file of the player, with the count left', async () => {
  const own = join(work, 'our-tiles.yaml');
  writeFileSync(
    own,
    [
      'tiles:',
      '  OUR-A:',
      '    count: 2',
      '    road: [{edges: [E, W]}]',
      '    field: [{halves: [Nw, Ne, En, Wn]}, {halves: [Es, Se, Sw, Ws]}]',
      '',
    ].join('\n'),
  );
  await newTable({}, { expansions: ['inns', 'signposts'], sets: ['signposts-example'], ownTiles: own });
  const left = async (id) => page.getAttribute(`#palette [data-palette="${id}"]`, 'data-left');
  // The counts the command line gives: Inns & Cathedrals comes with `inns` (IC-K twice,
  // IC-B once), the set's SP-A once, the file's OUR-A twice.
  const listed = (await nativeRun(['tiles', '--tiles', 'signposts-example', '--tiles', own])).stdout;
  assert.match(listed, /^IC-K \(2 in the box\)$/m);
  assert.match(listed, /^IC-B \(1 in the box\)$/m);
  assert.match(listed, /^SP-A \(1 in the box\)$/m);
  assert.match(listed, /^OUR-A \(2 in the box\)$/m);
  assert.equal(await left('IC-K'), '2');
  assert.equal(await left('IC-B'), '1');
  assert.equal(await left('SP-A'), '1');
  assert.equal(await left('OUR-A'), '2');
  for (const [id, x, y] of [
    ['D', 0, 0],
    ['IC-B', 1, 0], // a straight road with an inn, east of D
    ['OUR-A', 2, 0],
    ['SP-A', 3, 0], // D's shape: its road goes on east of OUR-A's
  ]) {
    await chooseTile(id);
    await page.waitForSelector(`#board .mark-fit[data-mark="${x},${y}"]`);
    if (id === 'OUR-A') await page.screenshot({ path: join(shots, 'editor-own-tiles.png') });
    await changeBy(() => tapSquare(x, y));
  }
  assert.equal(await left('IC-B'), '0'); // 1 - 1
  assert.equal(await left('OUR-A'), '1'); // 2 - 1
  assert.equal(await left('SP-A'), '0'); // 1 - 1
  assert.equal(await left('D'), '3'); // 4 in the box - 1
  const doc = await pageDocument();
  assert.match(doc, /^expansions: \[signposts, inns\]$/m);
  assert.match(doc, /^tilesets: \[signposts-example\]$/m);
  assert.match(doc, /^ {2}OUR-A:$/m);
  // The document is whole: the command line scores it alone, as the page does.
  const scored = await nativeScore('table.yaml', doc);
  assert.equal(scored.exit, 0);
  assert.deepEqual(await pageTotals(), scored.json.totals);
});

test('a farmer tapped in the middle of IC-H stands on its inner field', async () => {
  await newTable({}, { log: true, expansions: ['inns'] });
  assert.match(await pageDocument(), /^moves: \[\]$/m, 'D at [0, 0], the default start with inns');
  // IC-H (four one-edge cities) north of D: its south city closes D's.
  await placeTurned('IC-H', 0, 1, 0);
  await choosePlayer('red'); // move 1 is red's
  await changeBy(() => tapSquare(0, 1, 0.5, 0.5));
  const doc = await pageDocument();
  assert.match(doc, /^ {2}- \{tile: IC-H, at: \[0, 1\], meeple: field inner\}$/m);
  await page.screenshot({ path: join(shots, 'editor-inner-field.png') });
  const scored = await nativeScore('inner.yaml', doc);
  assert.equal(scored.exit, 0);
  // The inner field borders IC-H's four cities; only the south one (with D's) is
  // completed: red's farmer 1 city x 3 = 3. The completed city has no knight.
  assert.deepEqual(scored.json.totals, { red: 3, blue: 0 });
  assert.deepEqual(await pageTotals(), scored.json.totals);
});

test('a river log starts at the spring and keeps the river order', async () => {
  await newTable({}, { log: true, expansions: ['river'] });
  const start = await pageDocument();
  // RV-01 at [0, 0] is the engine's start with the river: no `start:` is written.
  assert.doesNotMatch(start, /^start:/m);
  assert.match(start, /^expansions: \[river\]$/m);
  writeFileSync(join(work, 'river-0.yaml'), start);
  assert.match((await nativeRun(['position', 'river-0.yaml'])).stdout, /^ {2}- \{tile: RV-01, at: \[0, 0\]\}$/m);
  assert.equal(await page.getAttribute('#board [data-tile][data-at="0,0"]', 'data-tile'), 'RV-01');
  const left = async (id) => page.getAttribute(`#palette [data-palette="${id}"]`, 'data-left');
  assert.equal(await page.$('#palette [data-palette="RV-01"]'), null); // the spring is on the table: none left
  assert.equal(await left('RV-06'), '2');
  assert.equal(await left('D'), '4'); // an ordinary tile with the river: all 4 in the box
  // The spring's river leaves east: RV-08 turned 90 takes it north (a left turn), RV-06
  // turned 90 carries it on north. Both are middle tiles of the river, in any order.
  await placeTurned('RV-08', 1, 0, 90, { shot: 'editor-river-fits.png' });
  await placeTurned('RV-06', 1, 1, 90);
  const accepted = await pageDocument();
  const moves = accepted.slice(accepted.indexOf('moves:\n'));
  assert.equal(moves, 'moves:\n  - {tile: RV-08, at: [1, 0], rot: 90}\n  - {tile: RV-06, at: [1, 1], rot: 90}\n');
  // B (a monastery in fields) would fit [0, 1] (fields south and east of it), but
  // 8 river tiles and the lake are still to come: chosen, it lights no square ...
  await chooseTile('B');
  assert.equal(await page.getAttribute('body', 'data-fits'), 'B:0');
  assert.equal(await page.getAttribute('#editor-message', 'data-rule'), 'river.order');
  assert.match(await page.textContent('#editor-message'), /B cannot be placed now: it would break river\.order/);
  // ... and tapped there all the same, it is refused, citing the rule the command line cites.
  await tapSquare(0, 1);
  await page.waitForFunction(() => document.getElementById('editor-message').textContent.startsWith('Refused'));
  assert.equal(await page.getAttribute('#editor-message', 'data-rule'), 'river.order');
  assert.equal(await pageDocument(), accepted);
  writeFileSync(join(work, 'river-wrong.yaml'), accepted.replace(/\n$/, '\n  - {tile: B, at: [0, 1]}\n'));
  const check = await nativeRun(['check', 'river-wrong.yaml']);
  assert.equal(check.exit, 1);
  assert.deepEqual([...check.stdout.matchAll(/violation: ([a-z.-]+):/g)].map((m) => m[1]), ['river.order']);
  await page.evaluate(() => window.scrollTo(0, 0)); // the page's top, the board and the message
  await page.screenshot({ path: join(shots, 'editor-river-refused.png') });
  await page.tap('#palette [data-palette="B"]'); // lets go of B
  // The river scores nothing: both players at 0, as the command line says.
  const scored = await nativeScore('river.yaml', accepted);
  assert.equal(scored.exit, 0);
  assert.deepEqual(scored.json.totals, { red: 0, blue: 0 });
  assert.deepEqual(await pageTotals(), scored.json.totals);
  await noSidewaysScroll();
});

test('a watchtower, the maze and a signpost tile entered by taps score as the command line', async () => {
  await newTable({}, { log: true, expansions: ['signposts', 'watchtowers', 'maze'], sets: ['signposts-example'], names: ['red', 'blue', 'green'] });
  // The tiles that carry the marks are in the palette: the catalogue's tower
  // tiles and maze with their expansions, the tile set's signpost tiles.
  for (const id of ['WT-K', 'WT-A', 'MAZE', 'SP-F']) assert.ok(await page.$(`#palette [data-palette="${id}"]`), id);
  await enter('WT-K', 1, 0, 0); // a tower of monasteries (watchtower: monasteries), east of D
  await stand(1, 0, 'road W');
  await enter('B', 1, 1, 0);
  await stand(1, 1, 'monastery');
  await enter('SP-F', -1, 0, 0); // a signpost pointing straight along D's road
  await enter('MAZE', 2, 0, 0);
  await enter('WT-A', 0, 1, 180);
  await stand(0, 1, 'city W');
  await enter('V', 2, 1, 270);
  await stand(2, 1, 'field Nw');
  const doc = await pageDocument();
  for (const tile of ['WT-K', 'SP-F', 'MAZE', 'WT-A'])
    assert.match(doc, new RegExp(`^ {2}- \\{tile: ${tile}, `, 'm'), tile);
  const scored = await nativeScore('marks.yaml', doc);
  assert.equal(scored.exit, 0);
  // Move 3 (red's thief on WT-K's road, closed by SP-F): road 3 tiles x 1 = 3;
  // WT-K's tower: 1 monastery on its 3x3 x 3 = 3 (watchtowers.trigger); SP-F's
  // straight signpost is correct: 1 (signposts.completed).
  const events = scored.json.events.filter((e) => e.turn === 3).map((e) => `${e.rule} ${e.player} ${e.points}`);
  assert.deepEqual(events.sort(), ['base.road.completed red 3', 'signposts.completed red 1', 'watchtowers.trigger red 3']);
  assert.deepEqual(await pageTotals(), scored.json.totals);
  // The columns of the three expansions, each its listing's, with the report's points.
  for (const [column, red] of [['watchtower', 3], ['signpost', 1], ['maze', 0]]) {
    assert.equal(scored.json.breakdown.red[column], red, column);
    assert.equal(await page.textContent(`#scores tr[data-player="red"] td[data-column="${column}"]`), String(red), column);
  }
  await page.screenshot({ path: join(shots, 'editor-marks.png'), fullPage: true });
  await noSidewaysScroll();
});
