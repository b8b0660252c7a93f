// The page at a phone's size, its smaller parts (issue 34): a large follower
// drawn apart from a normal one; no empty band above or below a small board;
// the score heading of a game under way; an explanation as a sheet over the
// lower screen. Screenshots go to build-web/test-output/screenshots.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import {
  changeBy,
  closeEditor,
  enter,
  newTable,
  openEditor,
  page,
  settled,
  shots,
  stand,
  tapSquare,
} from './editor-page.mjs';

before(openEditor);
after(closeEditor);

test('a large follower stands on a disc; a normal one does not', async () => {
  await newTable({}, { log: true, expansions: ['inns'] });
  await enter('U', 1, 0, 90); // red's large follower on the road east of D
  await stand(1, 0, 'road W', 'large');
  await enter('E', 0, 1, 180); // blue's farmer north of the start city
  await stand(0, 1, 'field Nw', 'normal');
  const discs = await page.$$eval('#board circle.big', (cs) => cs.map((c) => c.getAttribute('data-at')));
  assert.deepEqual(discs, ['1,0']); // red's large follower only
  assert.equal(await page.getAttribute('#board [data-player="red"][data-at="1,0"]', 'data-follower'), 'large');
  assert.equal(await page.getAttribute('#board [data-player="blue"][data-at="0,1"]', 'data-follower'), null);
  await page.locator('#board').screenshot({ path: join(shots, 'editor-large-follower.png') });
});

test('a small board takes only its drawing height: no empty band above or below it', async () => {
  await newTable({}, { log: true });
  const bands = async () =>
    page.evaluate(() => {
      const host = document.getElementById('board').getBoundingClientRect();
      const svg = document.querySelector('#board svg').getBoundingClientRect();
      return { above: Math.round(svg.top - host.top), below: Math.round(host.bottom - svg.bottom) };
    });
  for (const band of Object.values(await bands())) assert.ok(Math.abs(band) <= 2, JSON.stringify(await bands()));
  await enter('E', 0, 1, 180);
  for (const band of Object.values(await bands())) assert.ok(Math.abs(band) <= 2, JSON.stringify(await bands()));
  await page.screenshot({ path: join(shots, 'editor-small-board.png') });
});

test('the scores of a log with tiles left are the scores if the game ended now', async () => {
  await newTable({}, { log: true });
  await enter('E', 0, 1, 180);
  assert.equal(await page.textContent('#scores-heading'), 'Scores if the game ended now');
  await newTable({}, { log: false });
  assert.equal(await page.textContent('#scores-heading'), 'Scores'); // a position: the board as it is
});

test('an explanation is a sheet over the lower screen at a phone width', async () => {
  await newTable({}, { log: true });
  await enter('E', 0, 1, 180);
  // A tap on the start tile's city (nothing chosen) explains it.
  await tapSquare(0, 0, 0.5, 0.12);
  await page.waitForSelector('#explain:not([hidden])');
  const sheet = await page.$eval('#explain', (e) => {
    const r = e.getBoundingClientRect();
    return { position: getComputedStyle(e).position, top: r.top, bottom: r.bottom, width: r.width };
  });
  assert.equal(sheet.position, 'fixed');
  assert.equal(Math.round(sheet.bottom), 844); // on the screen's lower edge
  assert.ok(sheet.top >= 844 * 0.6, `the sheet begins at ${sheet.top}`);
  assert.equal(Math.round(sheet.width), 390);
  await page.screenshot({ path: join(shots, 'explain-sheet.png') });
  await page.tap('#explain-close');
  await page.waitForSelector('#explain', { state: 'hidden' });
  await settled();
});
