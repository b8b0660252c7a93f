// The editor in Chromium at a phone's size, by taps, against the command
// line: the README's quick-start position entered from an empty table gives
// its totals and a document the command line scores the same; a wrong
// placement is refused with the command line's rule id; undo and redo
// restore the exact document; a reload keeps the table; under `farms: none`
// a farmer is refused; a tapped feature is explained with its rule ids; a
// 20-tile game log entered move by move gives the log's totals.
// editor-expansions.test.mjs has the expansions, tile sets and tiles files.
// Screenshots go to build-web/test-output/screenshots.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import {
  changeBy,
  chooseTile,
  choosePlayer,
  closeEditor,
  litOverText,
  nativeRun,
  nativeScore,
  newTable,
  noSidewaysScroll,
  openEditor,
  page,
  pageDocument,
  pageTotals,
  placeTurned,
  settled,
  shots,
  tapSquare,
  work,
} from './editor-page.mjs';
import { root } from './support.mjs';

before(openEditor);
after(closeEditor);

const documents = []; // the document after each change of the quick start, in order

test('the quick-start position entered by taps scores as the command line scores the scenario', async () => {
  await newTable();
  documents.push(await pageDocument());
  assert.match(documents[0], /^players: \[red, blue\]$/m);
  assert.match(documents[0], /^board: \[\]$/m);
  // The palette: the base game's box, `tiles --left` of the empty table.
  const left = await page.$$eval('#palette [data-palette]', (bs) =>
    bs.map((b) => `${b.getAttribute('data-palette')} ${b.getAttribute('data-left')}`),
  );
  writeFileSync(join(work, 'empty.yaml'), documents[0]);
  const expectedLeft = (await nativeRun(['tiles', '--left', 'empty.yaml'])).stdout
    .split('\n')
    .slice(1)
    .filter((l) => l.trim() !== '')
    .map((l) => l.trim().split(/\s+/).join(' '));
  assert.deepEqual(left, expectedLeft);
  await page.screenshot({ path: join(shots, 'editor-new-table.png') });

  // The tiles, each on the square the scenario gives it, in the first rotation that fits.
  const tiles = [
    ['D', 0, 0],
    ['E', 0, 1],
    ['W', -1, 0],
    ['W', 1, 0],
    ['V', 2, 0],
    ['B', 1, 1],
  ];
  for (const [id, x, y] of tiles) {
    await chooseTile(id);
    await page.waitForSelector(`#board .mark-fit[data-mark="${x},${y}"]`);
    if (id === 'E') {
      assert.deepEqual(await litOverText(), [], 'lit squares clear of the title, legend and coordinates');
      await page.screenshot({ path: join(shots, 'editor-fits.png') });
    }
    await changeBy(() => tapSquare(x, y));
    documents.push(await pageDocument());
  }
  // The followers: a player chosen, then the point of the tile where the feature lies.
  const followers = [
    ['blue', 0, 0, 0.1, 0.3], // D: the field west of the city, north of the road (field Wn)
    ['red', 0, 1, 0.5, 0.85], // E turned 180: the city at its south edge
    ['blue', 1, 0, 0.1, 0.5], // W: the road at its west edge
    ['red', 2, 0, 0.5, 0.9], // V: the road at its south edge
    ['red', 1, 1, 0.5, 0.5], // B: the monastery
  ];
  for (const [player, x, y, u, v] of followers) {
    await choosePlayer(player);
    await changeBy(() => tapSquare(x, y, u, v));
    documents.push(await pageDocument());
  }
  await page.screenshot({ path: join(shots, 'editor-quickstart.png') });

  // The board is the scenario's, line for line.
  const boardLines = (text) => text.split('\n').filter((l) => l.startsWith('  - {'));
  const scenario = readFileSync(join(root, 'scenarios/base/quickstart.yaml'), 'utf8');
  assert.deepEqual(boardLines(documents.at(-1)), boardLines(scenario));
  // The page shows the command line's totals; the downloaded document scores as the scenario.
  const expected = await nativeScore('quickstart.yaml', scenario);
  assert.deepEqual(expected.json.totals, { red: 11, blue: 6 }); // README: red 4 + 2 + 5, blue 3 + 3
  assert.deepEqual(await pageTotals(), expected.json.totals);
  const [download] = await Promise.all([page.waitForEvent('download'), page.tap('#editor-download')]);
  assert.equal(download.suggestedFilename(), 'table.yaml');
  const downloaded = readFileSync(await download.path(), 'utf8');
  assert.equal(downloaded, documents.at(-1));
  const entered = await nativeScore('table.yaml', downloaded);
  assert.deepEqual(entered, expected);
});

test('a tapped feature of the table is explained as the command line explains it, with its rule ids', async () => {
  // The quick start's last follower (red's monk) is chosen: let go of red first.
  await page.tap('#editor-players [data-follower-of="red"]');
  await page.waitForSelector('#editor-players [data-follower-of="red"][aria-pressed="false"]');
  await tapSquare(0, 1, 0.5, 0.85); // E turned 180: the city at its south edge, red's knight
  await page.waitForSelector('#explain:not([hidden])');
  const expected = await nativeRun(['explain', 'table.yaml', '--at', '0,1', '--on', 'city S']);
  assert.equal(expected.exit, 0);
  assert.equal(await page.textContent('#explain-text'), expected.stdout);
  assert.equal(await pageDocument(), documents.at(-1), 'a tap that explains changes nothing');
  // Its rule ids are the command line's, each opening `rules ID`.
  const ids = await page.$$eval('#explain-text button[data-rule]', (bs) => bs.map((b) => b.dataset.rule));
  const cited = [...new Set(expected.stdout.match(/\bbase\.[a-z][a-z.-]*[a-z]/g))];
  assert.ok(cited.length > 0);
  assert.deepEqual([...new Set(ids)], cited);
  await page.screenshot({ path: join(shots, 'editor-explain.png') });
  await page.tap(`#explain-text button[data-rule="${ids[0]}"]`);
  await page.waitForSelector('#rule-dialog[open]');
  assert.equal(await page.textContent('#rule-text'), (await nativeRun(['rules', ids[0]])).stdout);
  await page.tap('#rule-close');
  await page.tap('#explain-close');
  await settled();
});

test('a wrong placement is refused with the command line rule id', async () => {
  // C is a city on all four sides; the square at [-1, 1] touches two fields.
  await chooseTile('C');
  assert.equal(await page.$('#board .mark-fit[data-mark="-1,1"]'), null);
  const before = await pageDocument();
  await tapSquare(-1, 1);
  await page.waitForSelector('#editor-message[data-kind="refused"]');
  const wrong = before.replace(/\n$/, '\n  - {tile: C, at: [-1, 1]}\n');
  const verdict = await nativeScore('wrong.yaml', wrong);
  assert.equal(verdict.exit, 1);
  // Both of C's edges that touch a field break the same rule; the page names it.
  const rules = verdict.json.violations.map((v) => v.rule);
  assert.ok(rules.length > 0);
  assert.equal(await page.getAttribute('#editor-message', 'data-rule'), rules[0]);
  assert.equal(await pageDocument(), before, 'the refused tile is not on the table');
  // The status line reads of the unchanged table; the refusal says the table is unchanged.
  assert.match(await page.textContent('#editor-message'), /^Refused, the table is unchanged: /);
  await page.evaluate(() => window.scrollTo(0, 0)); // the page's top, the board and the message
  await page.screenshot({ path: join(shots, 'editor-refused.png') });
  await page.tap(`#palette [data-palette="C"]`); // lets go of C
});

test('undo and redo restore the exact documents', async () => {
  for (let i = documents.length - 2; i >= documents.length - 5; i--) {
    await changeBy(() => page.tap('#editor-undo'));
    assert.equal(await pageDocument(), documents[i], `undo to step ${i}`);
  }
  for (let i = documents.length - 4; i < documents.length; i++) {
    await changeBy(() => page.tap('#editor-redo'));
    assert.equal(await pageDocument(), documents[i], `redo to step ${i}`);
  }
  assert.equal(await page.isDisabled('#editor-redo'), true);
});

test('a reload keeps the table', async () => {
  await page.reload();
  await page.waitForSelector('body[data-engine="ready"]', { timeout: 60000 });
  await settled();
  assert.equal(await pageDocument(), documents.at(-1));
  assert.deepEqual(await pageTotals(), { red: 11, blue: 6 });
  // ... with its history: undo still steps back.
  await changeBy(() => page.tap('#editor-undo'));
  assert.equal(await pageDocument(), documents.at(-2));
});

test('under farms: none a farmer is refused', async () => {
  await newTable({ farms: 'none' });
  assert.match(await pageDocument(), /^options:\n {2}farms: none$/m);
  await chooseTile('D');
  await page.waitForSelector('#board .mark-fit[data-mark="0,0"]');
  await changeBy(() => tapSquare(0, 0));
  await choosePlayer('blue');
  const before = await pageDocument();
  await tapSquare(0, 0, 0.1, 0.3); // D's field west of the city, north of the road
  await page.waitForSelector('#editor-message[data-kind="refused"]');
  assert.equal(await page.getAttribute('#editor-message', 'data-rule'), 'house.farms.none');
  assert.equal(await pageDocument(), before);
  await page.screenshot({ path: join(shots, 'editor-farms-none.png') });
  // A knight is not a farmer: the city takes one.
  await changeBy(() => tapSquare(0, 0, 0.5, 0.1));
  assert.match(await pageDocument(), /meeple: \{player: blue, on: city N\}/);
  // A tile placed, then taken off again: the document is as before.
  const withKnight = await pageDocument();
  await chooseTile('B');
  await page.waitForSelector('#board .mark-fit[data-mark="0,-1"]');
  await changeBy(() => tapSquare(0, -1));
  assert.match(await pageDocument(), /tile: B, at: \[0, -1\]/);
  await changeBy(() => page.tap('#editor-remove'));
  assert.equal(await pageDocument(), withKnight);
});

test('a photo of the table lies under the board, in the page alone', async () => {
  const requests = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.tap('#photo summary');
  await page.setInputFiles('#photo-input', join(root, 'docs/images/full-game-72.png'));
  await page.waitForSelector('#board img.board-underlay');
  assert.match(await page.getAttribute('#board img.board-underlay', 'src'), /^blob:/);
  await page.$eval('#photo-scale', (e) => {
    e.value = '50';
    e.dispatchEvent(new Event('input', { bubbles: true }));
  });
  assert.match(await page.$eval('#board img.board-underlay', (e) => e.style.transform), /scale\(0\.5\)/);
  // The board drawn again (a change) keeps the photo under it.
  await changeBy(() => page.tap('#editor-undo'));
  assert.equal(await page.$$eval('#board img.board-underlay', (es) => es.length), 1);
  await page.screenshot({ path: join(shots, 'editor-photo.png') });
  assert.deepEqual(requests.filter((u) => !u.startsWith('blob:') && !u.startsWith('data:')), []);
  await page.tap('#photo-remove');
  assert.equal(await page.$('#board img.board-underlay'), null);
});

// The first 19 moves of scenarios/logs/full-game-72.yaml: with the start tile, 20 tiles.
const kLogMoves = 19;
const logMoves = readFileSync(join(root, 'scenarios/logs/full-game-72.yaml'), 'utf8')
  .split('\n')
  .filter((l) => l.startsWith('  - {'))
  .slice(0, kLogMoves)
  .map((l) => l.replace(/\s*#.*$/, ''));
// Where a finger stands each follower of those moves (the log's own comments trace them).
const kLogFollowers = {
  'field Wn': [0.1, 0.3], // S turned 90 at [1, 0]: the field west, north of the road
  'city S': [0.5, 0.85], // E turned 180: the city at its south edge
  'road E': [0.9, 0.5], // L turned 270 at [2, 0], D at [1, -1]: the road leaving east
};

test('a 20-tile game entered move by move as a log gives the log totals', async () => {
  await newTable({}, { log: true });
  assert.match(await pageDocument(), /^moves: \[\]$/m, 'the start tile alone: D at [0, 0], the default');
  for (const [i, line] of logMoves.entries()) {
    const m = /tile: ([A-Z]), at: \[(-?\d+), (-?\d+)\](?:, rot: (\d+))?(?:, meeple: ([a-z]+ [A-Za-z]+))?\}$/.exec(line);
    assert.ok(m, line);
    const [id, x, y, rot, on] = [m[1], Number(m[2]), Number(m[3]), Number(m[4] ?? 0), m[5]];
    // Turned by tapping the tile again, through the rotations that fit there.
    await placeTurned(id, x, y, rot, { shot: i === 5 ? 'editor-log-fits.png' : null });
    if (on) {
      await choosePlayer(i % 2 === 0 ? 'red' : 'blue'); // odd moves are red's
      const [u, v] = kLogFollowers[on];
      await changeBy(() => tapSquare(x, y, u, v));
    }
    const moves = (await pageDocument()).split('\n').filter((l) => l.startsWith('  - {'));
    assert.deepEqual(moves, logMoves.slice(0, i + 1), `after move ${i + 1}`);
  }
  assert.equal(await page.getAttribute('#editor', 'data-tiles'), '20');
  const log = `players: [red, blue]\nmoves:\n${logMoves.join('\n')}\n`;
  const expected = await nativeScore('log-20.yaml', log);
  // Scored in play: blue's knight on D + E [0, 1], 2 tiles x 2 = 4 (move 2); red's knight
  // on S's city, 4 tiles x 2 + 1 coat of arms x 2 = 10 (move 5); blue's thief, L to W,
  // 2 tiles x 1 = 2 (move 14). At the end: red's thief on V + D + V + L, open, 4 x 1 = 4;
  // red's farmer beside the 2 completed cities, 2 x 3 = 6.
  // red 10 + 4 + 6 = 20; blue 4 + 2 = 6.
  assert.deepEqual(expected.json.totals, { red: 20, blue: 6 });
  const whole = join(root, 'scenarios/logs/full-game-72.yaml');
  const game = await nativeRun(['score', whole, '--move', String(kLogMoves), '--format', 'json']);
  assert.deepEqual(JSON.parse(game.stdout).totals, expected.json.totals, 'the whole log at its move 19');
  assert.deepEqual(await pageTotals(), expected.json.totals);
  await page.screenshot({ path: join(shots, 'editor-log.png') });
  await noSidewaysScroll(); // a wide board, the palette and the move slider
  const [download] = await Promise.all([page.waitForEvent('download'), page.tap('#editor-download')]);
  const downloaded = readFileSync(await download.path(), 'utf8');
  assert.equal(downloaded, await pageDocument());
  assert.deepEqual(await nativeScore('table.yaml', downloaded), expected);
});

test('a log refuses a follower of the player whose move it is not, with the command line rule id', async () => {
  // Move 19 is red's (U turned 90 at [8, 0], a road east-west): blue's thief there.
  await choosePlayer('blue');
  const before = await pageDocument();
  await tapSquare(8, 0, 0.9, 0.5);
  await page.waitForSelector('#editor-message[data-kind="refused"]');
  const wrong = before.replace(/\}\n$/, ', meeple: {player: blue, on: road E}}\n');
  writeFileSync(join(work, 'wrong-log.yaml'), wrong);
  const check = await nativeRun(['check', 'wrong-log.yaml']);
  assert.equal(check.exit, 1);
  const rule = /violation: ([a-z.-]+):/.exec(check.stdout)?.[1];
  assert.equal(rule, 'base.follower.placement');
  assert.equal(await page.getAttribute('#editor-message', 'data-rule'), rule);
  assert.equal(await pageDocument(), before);
  await page.evaluate(() => window.scrollTo(0, 0)); // the page's top, the board and the message
  await page.screenshot({ path: join(shots, 'editor-log-refused.png') });
});
