// The editor with what the engine brings beyond the base game, in Chromium at
// a phone's size, against the command line: the form offers the engine's
// expansions and only the tile sets that still hold tiles; the palette holds
// an expansion's tiles, a tile set's and a player's own file's, with the count
// left.
// Screenshots go to build-web/test-output/screenshots.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import {
  changeBy,
  chooseTile,
  closeEditor,
  nativeRun,
  nativeScore,
  newTable,
  openEditor,
  page,
  pageDocument,
  pageTotals,
  shots,
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
