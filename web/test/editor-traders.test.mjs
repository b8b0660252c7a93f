// Traders & Builders entered by taps, in Chromium at a phone's size, against
// the command line (EXPANSIONS-3 section 1's worked examples): the palette
// holds the expansion's tiles with their counts; the goods column is the
// listing's; a builder stands from the quick row and earns the same player a
// second tile, which the picker says and which may be declined (the next
// player's move written with `player:`); a pig stands where `fits` offers it.
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
  stand,
  tapSquare,
  work,
} from './editor-page.mjs';

before(openEditor);
after(closeEditor);

// The moves the page wrote, from `moves:` on.
async function movesOf() {
  const doc = await pageDocument();
  return doc.slice(doc.indexOf('moves:\n'));
}

test('the palette holds the expansion tiles, and goods go to the player who completes a city', async () => {
  await newTable({}, { log: true, expansions: ['traders'] });
  // The listing's tiles of the expansion, each with the command line's count left.
  const listing = JSON.parse((await nativeRun(['expansions', '--format', 'json'])).stdout);
  const mine = listing.expansions.find((x) => x.name === 'traders');
  assert.equal(mine.tiles.length, 24); // TB-A .. TB-X
  writeFileSync(join(work, 'traders-0.yaml'), await pageDocument());
  const left = (await nativeRun(['tiles', '--left', 'traders-0.yaml'])).stdout;
  for (const id of mine.tiles) {
    const count = new RegExp(`^\\s*${id}\\s+(\\d+)$`, 'm').exec(left)?.[1];
    assert.equal(await page.getAttribute(`#palette [data-palette="${id}"]`, 'data-left'), count, id);
  }
  // Worked example 1: red's knight in TB-P's wine city; blue's H closes it.
  await enter('TB-P', 0, 1, 90);
  await stand(0, 1, 'city S'); // (`fits` names the same city N)
  // (H is the same turned 90 or 270: `fits` offers the first.)
  await enter('H', 0, 2, 90);
  assert.equal(
    await movesOf(),
    'moves:\n  - {tile: TB-P, at: [0, 1], rot: 90, meeple: city N}\n  - {tile: H, at: [0, 2], rot: 90}\n',
  );
  const scored = await nativeScore('goods.yaml', await pageDocument());
  // D + TB-P + H: 3 tiles x 2 = 6 for red; blue completed it: 1 wine, the majority: 10.
  assert.deepEqual(scored.json.totals, { red: 6, blue: 10 });
  assert.deepEqual(await pageTotals(), scored.json.totals);
  // The goods column: the listing's column of the expansion, with the report's points.
  const column = mine.column;
  assert.ok(column);
  const cell = (p) => page.textContent(`#scores tr[data-player="${p}"] td[data-column="${column}"]`);
  assert.equal(await cell('blue'), String(scored.json.breakdown.blue[column])); // 10
  assert.equal(await cell('red'), '0');
  await page.screenshot({ path: join(shots, 'traders-goods.png'), fullPage: true });
  await noSidewaysScroll();
});

// Worked example 2 up to move 5: red's builder on the road red holds, and
// red's U at [3, 0] extends it.
async function upToTheBonus() {
  await newTable({}, { log: true, expansions: ['traders'] });
  await enter('U', 1, 0, 90);
  await stand(1, 0, 'road W');
  await enter('W', -1, 0, 0);
  await enter('U', 2, 0, 90);
  // The builder is offered where `fits` offers it: on the road red's thief holds.
  await stand(2, 0, 'road W', 'builder');
  await enter('E', 0, 1, 180);
  await enter('U', 3, 0, 90);
  // Said as the tile is placed, before any square is tapped, with the engine's rule id.
  assert.equal(await page.textContent('#editor-message'), 'Move 5 (red): U at [3, 0]. red plays a second tile (builder.double-turn).');
  assert.equal(await page.getAttribute('#editor-message [data-bonus] [data-rule]', 'data-rule'), 'builder.double-turn');
  // [4, 0] tapped: the picker says it is red's second tile and offers to decline it.
  await tapSquare(4, 0);
  await page.waitForFunction(() => (document.body.dataset.picker ?? '').startsWith('4,0:'));
  assert.match(await page.textContent('#editor-message'), /^Move 6, red's second tile: /);
  assert.equal(await page.textContent('#square-picker [data-rule]'), 'builder.double-turn');
  assert.ok(await page.$('#square-picker #decline-bonus'));
}

test('a builder earns the same player a second tile', async () => {
  await upToTheBonus();
  await page.screenshot({ path: join(shots, 'traders-bonus.png') });
  await changeBy(() => page.tap('#square-picker [data-pick="W@0"]'));
  await stand(4, 0, 'road S');
  await enter('V', -1, -1, 90);
  const moves = await movesOf();
  assert.equal(
    moves,
    [
      'moves:',
      // (road E: the same road as the example's road W, as `fits` names it)
      '  - {tile: U, at: [1, 0], rot: 90, meeple: road E}',
      '  - {tile: W, at: [-1, 0]}',
      '  - {tile: U, at: [2, 0], rot: 90, meeple: {on: road E, follower: builder}}',
      '  - {tile: E, at: [0, 1], rot: 180}',
      '  - {tile: U, at: [3, 0], rot: 90}',
      '  - {tile: W, at: [4, 0], meeple: road S}',
      '  - {tile: V, at: [-1, -1], rot: 90}',
      '',
    ].join('\n'),
  );
  const scored = await nativeScore('bonus.yaml', await pageDocument());
  // Move 6 is red's bonus tile and closes W-D-U-U-U-W: 6 tiles x 1 = 6; red's
  // thief on W's south road, open: 1. Red 7, blue 0.
  assert.equal(scored.exit, 0);
  assert.deepEqual(scored.json.totals, { red: 7, blue: 0 });
  assert.deepEqual(await pageTotals(), scored.json.totals);
});

test('the second tile declined: the next player moves, written with player:', async () => {
  await upToTheBonus();
  await page.tap('#square-picker #decline-bonus');
  await page.waitForSelector('#decline-bonus[aria-pressed="true"]');
  assert.match(await page.textContent('#editor-message'), /^Move 6, blue's: red declines the second tile/);
  await changeBy(() => page.tap('#square-picker [data-pick="W@0"]'));
  // Blue's thief on W's south road: the quick row is blue's.
  assert.match(await page.textContent('#editor-quick .hint'), /^blue's /);
  await stand(4, 0, 'road S');
  await enter('V', -1, -1, 90);
  const moves = await movesOf();
  assert.match(moves, /^ {2}- \{player: blue, tile: W, at: \[4, 0\], meeple: road S\}$/m);
  assert.match(moves, /^ {2}- \{tile: V, at: \[-1, -1\], rot: 90\}$/m); // red's again, in turn order
  const scored = await nativeScore('declined.yaml', await pageDocument());
  // Blue's W closes the road: 6 tiles x 1 = 6 for red; blue's thief, open: 1.
  assert.equal(scored.exit, 0);
  assert.deepEqual(scored.json.totals, { red: 6, blue: 1 });
  assert.deepEqual(await pageTotals(), scored.json.totals);
  const text = (await nativeRun(['score', 'declined.yaml'])).stdout;
  assert.match(text, /declin/);
});

test('a pig stands where fits offers it, on a field of its owner', async () => {
  await newTable({}, { log: true, expansions: ['traders'] });
  // Worked example 3.
  await enter('E', 0, 1, 180);
  await stand(0, 1, 'field Nw');
  await enter('V', -1, 0, 180);
  await enter('E', 1, 1, 180);
  // The pig is among the figures on this tile: red's farmer is in its field.
  await page.waitForSelector('#editor-quick [data-figure="pig"]');
  await stand(1, 1, 'field Nw', 'pig');
  await enter('K', 1, 0, 0);
  await stand(1, 0, 'field En');
  assert.match(await movesOf(), /^ {2}- \{tile: E, at: \[1, 1\], rot: 180, meeple: \{on: field Nw, follower: pig\}\}$/m);
  const scored = await nativeScore('pig.yaml', await pageDocument());
  // Red's field borders 2 completed cities: 2 x 3 = 6, and the pig 2 x 1 = 2: 8;
  // blue's field the same two: 6.
  assert.equal(scored.exit, 0);
  assert.deepEqual(scored.json.totals, { red: 8, blue: 6 });
  assert.deepEqual(await pageTotals(), scored.json.totals);
  await page.screenshot({ path: join(shots, 'traders-pig.png') });
});
