// The editor entered square-first, as a player at the table would: a tap on
// the empty square, a tap on the tile that lies there (drawn already turned),
// and a tap on a follower's place; every tap counted. Tables of the review's
// kind (25 and 37 tiles), an Inns & Cathedrals table with a large follower, a
// Land Surveyors table, an earlier tile turned with its follower, and a
// shared link opened in a fresh phone; each scored as the command line
// scores the page's document. Screenshots go to build-web/test-output/screenshots.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import { launchPhone } from './browser.mjs';
import {
  changeBy,
  closeEditor,
  nativeRun,
  nativeScore,
  newTable,
  noSidewaysScroll,
  openEditor,
  page,
  pageDocument,
  pageTotals,
  settled,
  shots,
  squareBox,
  work,
} from './editor-page.mjs';
import { StaticServer } from './server.mjs';
import { root, site } from './support.mjs';

before(async () => {
  await openEditor();
  page.on('console', (m) => console.log('PAGE', m.text().slice(0, 300)));
});
after(closeEditor);

// Every tap and every swipe of a test, as a player would make them.
const count = { taps: 0, swipes: 0 };

async function tapOn(selector) {
  count.taps++;
  await page.tap(selector);
}

// A square tapped; a swipe first when it is not wholly on the screen's board.
async function tapSquareCounted(x, y, u = 0.5, v = 0.5) {
  // The board scrolled back into the screen: a swipe.
  const onScreen = await page.$eval('#board', (b) => {
    const r = b.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= window.innerHeight;
  });
  if (!onScreen) {
    count.swipes++;
    await page.locator('#board').scrollIntoViewIfNeeded();
  }
  const host = await page.$eval('#board', (b) => {
    const r = b.getBoundingClientRect();
    return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
  });
  let box = await squareBox(x, y);
  const inside = (b) => b.left >= host.left && b.top >= host.top && b.left + b.width <= host.right && b.top + b.height <= host.bottom;
  if (!inside(box)) {
    // A swipe that brings the square to the board's middle.
    count.swipes++;
    if (count.swipes === 1) await page.screenshot({ path: join(shots, `swipe-${x}-${y}.png`) });
    const cx = (host.left + host.right) / 2;
    const cy = (host.top + host.bottom) / 2;
    const from = { x: cx, y: cy };
    const to = { x: cx - (box.left + box.width / 2 - cx), y: cy - (box.top + box.height / 2 - cy) };
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 8 });
    await page.mouse.up();
    box = await squareBox(x, y);
    assert.ok(inside(box), `[${x}, ${y}] is on the board's screen after a swipe`);
  }
  count.taps++;
  await page.touchscreen.tap(box.left + u * box.width, box.top + v * box.height);
}

// Square-first: the empty square, then the tile turned as it lies there.
async function enterTile(tile, x, y, rot, { shot = null } = {}) {
  await tapSquareCounted(x, y);
  await page
    .waitForFunction(([sx, sy]) => (document.body.dataset.picker ?? '').startsWith(`${sx},${sy}:`), [x, y], {
      timeout: 30000,
    })
    .catch(async (e) => {
      await page.screenshot({ path: join(shots, `failed-${tile}-${x}-${y}.png`) });
      throw e;
    });
  const pick = `#square-picker [data-pick="${tile}@${rot}"]`;
  if (shot) await page.screenshot({ path: join(shots, shot) });
  assert.ok(await page.$(pick), `${tile} turned ${rot} is offered on [${x}, ${y}]`);
  // On the sheet without scrolling it (a scroll would be a swipe).
  const visible = await page.$eval(pick, (b) => {
    const r = b.getBoundingClientRect();
    const s = document.getElementById('square-picker').getBoundingClientRect();
    return r.top >= s.top && r.bottom <= s.bottom && r.bottom <= window.innerHeight;
  });
  if (!visible) {
    count.swipes++;
    await page.$eval(pick, (b) => b.scrollIntoView({ block: 'center' }));
  }
  await changeBy(() => tapOn(pick));
}

// A follower on the tile just placed: one tap on its place, by name in the
// quick row (the name `fits` gives it; `on` may name the same feature by
// another edge, so the command line says which is the same feature).
async function standFollower(doc, x, y, on, player) {
  const row = '#editor-quick:not([hidden])';
  await page.waitForSelector(row);
  const who = await page.textContent('#editor-quick .hint');
  if (!who.startsWith(`${player}'s`)) {
    await tapOn(`#editor-quick [data-quick-player="${player}"]`);
    await page.waitForFunction((p) => document.querySelector('#editor-quick .hint')?.textContent.startsWith(`${p}'s`), player);
  }
  const names = await page.$$eval('#editor-quick [data-quick]', (bs) => bs.map((b) => b.dataset.quick));
  writeFileSync(join(work, 'feature.yaml'), doc);
  const explain = async (name) => (await nativeRun(['explain', 'feature.yaml', '--at', `${x},${y}`, '--on', name])).stdout;
  const wanted = await explain(on);
  let chosen = null;
  for (const name of names) if ((await explain(name)) === wanted) chosen = name;
  assert.ok(chosen, `${on} at [${x}, ${y}] is among ${names.join(', ')}`);
  await changeBy(() => tapOn(`#editor-quick [data-quick="${chosen}"]`));
}

// The tiles of a document (one a line), in their order: tile, square, rotation, follower.
function tilesOf(text, section) {
  const body = text.slice(text.indexOf(`${section}:\n`));
  return [...body.matchAll(/^ {2}- \{tile: ([^,]+), at: \[(-?\d+), (-?\d+)\](?:, rot: (\d+))?(?:, meeple: (.*?))?\}\s*(?:#.*)?$/gm)].map(
    (m) => ({ tile: m[1], x: Number(m[2]), y: Number(m[3]), rot: Number(m[4] ?? 0), meeple: m[5] ?? null }),
  );
}

// A position's tiles in an order a player could enter them: each next to one
// entered, the nearest to the one before (so the view follows without a swipe).
function entryOrder(tiles) {
  const out = [tiles[0]];
  const rest = tiles.slice(1);
  const touches = (t) => out.some((o) => Math.abs(o.x - t.x) + Math.abs(o.y - t.y) === 1);
  while (rest.length > 0) {
    const last = out.at(-1);
    const next = rest
      .filter(touches)
      .sort((a, b) => Math.abs(a.x - last.x) + Math.abs(a.y - last.y) - (Math.abs(b.x - last.x) + Math.abs(b.y - last.y)))[0];
    out.push(next);
    rest.splice(rest.indexOf(next), 1);
  }
  return out;
}

async function drawText(text) {
  writeFileSync(join(work, 'drawn.yaml'), text);
  return (await nativeRun(['draw', 'drawn.yaml'])).stdout;
}

const fullGame = readFileSync(join(root, 'scenarios/logs/full-game-72.yaml'), 'utf8');

test('a 25-tile position entered square-first: at most 2.5 taps a tile, no swipe', async () => {
  writeFileSync(join(work, 'full.yaml'), fullGame);
  const position = (await nativeRun(['position', 'full.yaml', '--move', '24'])).stdout.replace(/^scores:.*\n/m, '');
  const tiles = entryOrder(tilesOf(position, 'board'));
  assert.equal(tiles.length, 25);
  await newTable();
  const start = { ...count };
  let doc = position;
  for (const t of tiles) {
    await enterTile(t.tile, t.x, t.y, t.rot);
    if (t.meeple) {
      const m = /^\{player: (\w+), on: ([^}]+)\}$/.exec(t.meeple);
      await standFollower(doc, t.x, t.y, m[2], m[1]);
    }
  }
  doc = await pageDocument();
  const taps = count.taps - start.taps;
  const swipes = count.swipes - start.swipes;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(shots, 'square-25.png') });
  // The same board as the command line's position, and its totals.
  assert.equal(await drawText(doc), await drawText(position));
  const scored = await nativeScore('table.yaml', doc);
  assert.deepEqual(await pageTotals(), scored.json.totals);
  const followers = tiles.filter((t) => t.meeple).length;
  console.log(`# 25 tiles, ${followers} followers: ${taps} taps (${(taps / 25).toFixed(2)} a tile), ${swipes} swipes`);
  assert.ok(taps / 25 <= 2.5, `${taps} taps for 25 tiles`);
  assert.equal(swipes, 0);
  await noSidewaysScroll();
});

test('a 37-tile, 3-player log entered square-first: at most 2.5 taps a tile, no swipe', async () => {
  // A compact table (tables/compact-37.yaml): the start tile, 36 moves, 15 followers.
  const reference = readFileSync(join(root, 'web/test/tables/compact-37.yaml'), 'utf8');
  const moves = tilesOf(reference, 'moves');
  assert.equal(moves.length, 36);
  await newTable({}, { log: true, names: ['red', 'blue', 'green'] });
  const start = { ...count };
  const lines = reference.split('moves:\n')[1].split('\n');
  for (const [i, t] of moves.entries()) {
    await enterTile(t.tile, t.x, t.y, t.rot, { shot: i === 12 ? 'square-picker.png' : null });
    if (t.meeple) {
      const prefix = ['players: [red, blue, green]', 'moves:', ...lines.slice(0, i + 1)].join('\n') + '\n';
      await standFollower(prefix, t.x, t.y, t.meeple, ['red', 'blue', 'green'][i % 3]);
    }
  }
  const doc = await pageDocument();
  const taps = count.taps - start.taps;
  const swipes = count.swipes - start.swipes;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(shots, 'square-37.png') });
  assert.equal(await drawText(doc), await drawText(reference));
  const mine = await nativeScore('table.yaml', doc);
  const theirs = await nativeScore('reference.yaml', reference);
  assert.deepEqual(mine.json.totals, theirs.json.totals);
  assert.deepEqual(mine.json.breakdown, theirs.json.breakdown);
  assert.deepEqual(await pageTotals(), mine.json.totals);
  const followers = moves.filter((t) => t.meeple).length;
  assert.equal(followers, 15);
  // 36 tiles x 2 taps (the square, the tile) + 15 followers x 1 = 87: 2.35 a tile of 37.
  console.log(`# 37 tiles, ${followers} followers: ${taps} taps (${(taps / 37).toFixed(2)} a tile), ${swipes} swipes`);
  assert.ok(taps / 37 <= 2.5, `${taps} taps for 37 tiles`);
  assert.equal(swipes, 0);
});

// The score table shows the JSON's columns: every one with points, in the listing's order.
async function assertColumns(json, expansions) {
  const listing = JSON.parse((await nativeRun(['expansions', '--format', 'json'])).stdout);
  const heads = await page.$$eval('#scores thead th[data-column]', (ths) => ths.map((t) => t.dataset.column));
  const order = listing.columns.filter((c) => heads.includes(c));
  assert.deepEqual(heads, order, 'the columns in the listing order');
  for (const x of listing.expansions)
    if (x.column && x.column_always && expansions.includes(x.name)) assert.ok(heads.includes(x.column), x.column);
  for (const p of json.players)
    for (const [column, points] of Object.entries(json.breakdown[p])) {
      if (points === 0 && !heads.includes(column)) continue;
      assert.ok(heads.includes(column), `${column} (${p} ${points}) is shown`);
      const cell = await page.textContent(`#scores tr[data-player="${p}"] td[data-column="${column}"]`);
      assert.equal(Number(cell), points, `${p} ${column}`);
    }
}

test('Inns & Cathedrals: a large follower chosen in the page scores as the command line', async () => {
  await newTable({}, { expansions: ['inns'] });
  await enterTile('D', 0, 0, 0);
  await tapOn('#editor-quick [data-figure="large"]');
  await standFollower('players: [red, blue]\nexpansions: [inns]\nboard:\n  - {tile: D, at: [0, 0]}\n', 0, 0, 'city N', 'red');
  await enterTile('G', 0, 1, 90);
  await enterTile('E', 0, 2, 180);
  await tapOn('#editor-quick [data-figure="normal"]');
  // Red holds the city: `fits` offers no place in it, so blue's knight is
  // stood by choosing blue and tapping E's city; the page says whose city it joins.
  await tapOn('#editor-players [data-follower-of="blue"]');
  await changeBy(() => tapSquareCounted(0, 2, 0.5, 0.85));
  assert.match(await page.textContent('#editor-message'), /blue now shares red's city/);
  assert.ok(await page.isHidden('#editor-quick'), 'no quick row for a tile that has its follower');
  const doc = await pageDocument();
  assert.match(doc, /^ {2}- \{tile: D, at: \[0, 0\], meeple: \{player: red, on: city N, follower: large\}\}$/m);
  const scored = await nativeScore('inns.yaml', doc);
  assert.equal(scored.exit, 0);
  // The city D + G + E is completed: 3 tiles x 2 = 6. Red's large follower
  // counts 2 against blue's 1: red alone scores it (with a normal one, both would).
  assert.deepEqual(scored.json.totals, { red: 6, blue: 0 });
  assert.deepEqual(await pageTotals(), scored.json.totals);
  await assertColumns(scored.json, ['inns']);
  await page.screenshot({ path: join(shots, 'square-inns-large.png') });
});

test('The Land Surveyors: the active tiles chosen in the form, written and scored', async () => {
  if (await page.isHidden('#table-panel')) await page.tap('#new-table-button');
  await page.$eval('#table-form', (form) => form.reset());
  await page.check('input[name="x-surveyors"]');
  // The engine's choices, read from its own messages: the city's active tile is wealth.
  await page.waitForSelector('select[name="k-surveyors-0"] option[value="wealth"]', { state: 'attached' });
  await page.selectOption('select[name="k-surveyors-0"]', 'wealth');
  await page.locator('#table-start').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(shots, 'form-surveyors.png') });
  await newTable({}, { expansions: [], keep: true });
  assert.match(await pageDocument(), /^surveyors: \{active: \{city: wealth, road: [a-z-]+, monastery: [a-z-]+\}\}$/m);
  const empty = 'players: [red, blue]\nboard:\n  - {tile: D, at: [0, 0]}\n';
  await enterTile('D', 0, 0, 0);
  await standFollower(empty, 0, 0, 'city N', 'red');
  await enterTile('G', 0, 1, 90);
  await enterTile('E', 0, 2, 180);
  await enterTile('V', 1, 0, 0);
  await standFollower(await pageDocument(), 1, 0, 'road W', 'blue');
  const doc = await pageDocument();
  const scored = await nativeScore('surveyors.yaml', doc);
  assert.equal(scored.exit, 0);
  // Red's city D + G + E: 3 tiles x 2 = 6, and wealth +3 for each player who
  // scores it (surveyor column): red 9. Blue's road D + V is open: final 2 tiles x 1 = 2.
  assert.deepEqual(scored.json.totals, { red: 9, blue: 2 });
  assert.equal(scored.json.breakdown.red.surveyor, 3);
  assert.deepEqual(await pageTotals(), scored.json.totals);
  await assertColumns(scored.json, ['surveyors']);
});

test('The Land Surveyors in a log: the three stacks, top first, as the engine accepts them', async () => {
  if (await page.isHidden('#table-panel')) await page.tap('#new-table-button');
  await page.$eval('#table-form', (form) => form.reset());
  await page.check('input[name="kind"][value="log"]');
  await page.check('input[name="x-surveyors"]');
  // A stack's order is the player's to give; the page offers the engine's list
  // (as much of it as a stack holds: the road stack's fourth is poverty or wealth).
  await page.waitForSelector('input[name="k-surveyors-1"]');
  assert.equal(await page.inputValue('input[name="k-surveyors-1"]'), 'street-fair, long-road, peasant-uprising, poverty');
  await page.fill('input[name="k-surveyors-0"]', 'siege, wealth, poverty, citizens-jury, bad-neighbourhood');
  await newTable({}, { log: true, keep: true });
  const doc = await pageDocument();
  assert.match(
    doc,
    /^surveyors: \{city: \[siege, wealth, poverty, citizens-jury, bad-neighbourhood\], road: \[street-fair, long-road, peasant-uprising, poverty\], monastery: \[[a-z, -]+\]\}$/m,
  );
  writeFileSync(join(work, 'stacks.yaml'), doc);
  assert.equal((await nativeRun(['check', 'stacks.yaml'])).exit, 0);
  // Move 1, red's: E closes D's city with no follower on it, which scores
  // nothing and leaves the stacks as they are (surveyors.rotate).
  await enterTile('E', 0, 1, 180);
  const scored = await nativeScore('stacks.yaml', await pageDocument());
  assert.equal(scored.exit, 0);
  assert.deepEqual(scored.json.totals, { red: 0, blue: 0 });
  assert.deepEqual(await pageTotals(), scored.json.totals);
});

test('an earlier tile turned from its menu keeps its follower', async () => {
  await newTable();
  await enterTile('D', 0, 0, 0);
  await enterTile('V', 1, 0, 0); // road S W: D's road goes on south
  await standFollower(await pageDocument(), 1, 0, 'road W', 'red');
  await enterTile('E', 0, 1, 180);
  // V turned to 90 (road W N): its road still meets D's, red's follower stays on it.
  await tapSquareCounted(1, 0, 0.8, 0.2);
  await page.waitForSelector('#tile-menu:not([hidden])');
  await changeBy(() => page.tap('#editor-turn'));
  const doc = await pageDocument();
  assert.match(doc, /^ {2}- \{tile: V, at: \[1, 0\], rot: 90, meeple: \{player: red, on: road [NW]\}\}$/m);
  assert.match(await page.textContent('#editor-message'), /red's follower still on it/);
  const scored = await nativeScore('turned.yaml', doc);
  assert.equal(scored.exit, 0);
  assert.deepEqual(await pageTotals(), scored.json.totals);
});

test('a shared link opens the same table in a fresh phone', async () => {
  const doc = await pageDocument();
  await page.tap('#editor-share');
  await page.waitForFunction(() => (document.body.dataset.shareLink ?? '').includes('#doc='));
  const link = await page.getAttribute('body', 'data-share-link');
  assert.ok(link.length < 2000, `a ${link.length}-character link`);
  const other = await launchPhone();
  try {
    const fresh = await other.context.newPage();
    await fresh.goto(link);
    await fresh.waitForSelector('body[data-engine="ready"]', { timeout: 60000 });
    await fresh.waitForFunction(() => document.body.dataset.shown === 'table.yaml#end', null, { timeout: 30000 });
    assert.equal(await fresh.textContent('#editor-document'), doc);
    const totals = await fresh.$$eval('#scores tbody tr', (rows) =>
      Object.fromEntries(rows.map((r) => [r.getAttribute('data-player'), Number(r.querySelector('td.total').textContent)])),
    );
    assert.deepEqual(totals, await pageTotals());
    await fresh.screenshot({ path: join(shots, 'shared-link.png') });
  } finally {
    await other.close();
  }
  await settled();
});

test('a tap near two features offers both by name, each outlined before it takes the follower', async () => {
  await newTable();
  await enterTile('D', 0, 0, 0);
  await tapOn('#editor-players [data-follower-of="blue"]');
  // Between D's city (north) and its field west of it: a finger's width either way.
  await tapSquareCounted(0, 0, 0.2, 0.22);
  await page.waitForSelector('#editor-quick [data-candidate]');
  const names = await page.$$eval('#editor-quick [data-candidate]', (bs) => bs.map((b) => b.dataset.quick));
  assert.deepEqual(names.sort(), ['city N', 'field Wn']);
  await page.tap('#editor-quick [data-quick="field Wn"]');
  await page.waitForFunction(() => document.body.dataset.outlined === 'field Wn');
  // The outline is the command line's drawing of that field (its hatch on D).
  assert.ok(await page.$('#board path.hf'));
  await changeBy(() => page.tap('#editor-quick [data-quick="field Wn"]'));
  assert.match(await pageDocument(), /^ {2}- \{tile: D, at: \[0, 0\], meeple: \{player: blue, on: field Wn\}\}$/m);
});

test('What if: a move tried shows its score, and the table is put back', async () => {
  await newTable();
  await enterTile('D', 0, 0, 0);
  await enterTile('E', 0, 1, 180);
  const before = await pageDocument();
  await page.tap('#editor-whatif');
  await page.waitForSelector('body[data-trying="yes"]');
  // Tried: red's knight on the city D + E, completed: 2 tiles x 2 = 4.
  await standFollower(before, 0, 1, 'city S', 'red');
  assert.deepEqual(await pageTotals(), { red: 4, blue: 0 });
  await changeBy(() => page.tap('#editor-whatif'));
  assert.equal(await pageDocument(), before);
  assert.deepEqual(await pageTotals(), { red: 0, blue: 0 });
  assert.equal(await page.getAttribute('body', 'data-trying'), '');
});

test('a photo lined up on square [0, 0] stays on the grid as the board grows west and north', async () => {
  await newTable();
  await enterTile('D', 0, 0, 0);
  await page.tap('#photo summary');
  await page.setInputFiles('#photo-input', join(root, 'docs/images/full-game-72.png'));
  await page.waitForSelector('#board img.board-underlay');
  // Where the photo's corner lies, in squares from the corner of [0, 0].
  const offset = async () =>
    page.evaluate(() => {
      const photo = document.querySelector('#board img.board-underlay').getBoundingClientRect();
      const tile = document.querySelector('#board [data-tile][data-at="0,0"]').getBoundingClientRect();
      return [(photo.left - tile.left) / tile.width, (photo.top - tile.top) / tile.height];
    });
  const before = await offset();
  await enterTile('U', -1, 0, 90); // west: D's road goes on
  await enterTile('E', 0, 1, 180); // north: D's city closed
  const after = await offset();
  await page.screenshot({ path: join(shots, 'square-photo.png') });
  assert.ok(Math.abs(after[0] - before[0]) < 0.02 && Math.abs(after[1] - before[1]) < 0.02, `${before} then ${after}`);
  await page.tap('#photo-remove');
});

test('a document of each built-in expansion shows every column of its JSON, in the listing order', async () => {
  const listing = JSON.parse((await nativeRun(['expansions', '--format', 'json'])).stdout);
  const { readdirSync } = await import('node:fs');
  for (const x of listing.expansions) {
    // The first scenario of the expansion's folder that scores with no broken
    // rule, and with points in the expansion's column when it has one.
    const folder = join(root, 'scenarios', x.name);
    let chosen = null;
    for (const f of readdirSync(folder).filter((n) => n.endsWith('.yaml') && !n.endsWith('.expect.yaml')).sort()) {
      const r = await nativeRun(['score', join(folder, f), '--format', 'json']);
      if (r.exit !== 0) continue;
      const json = JSON.parse(r.stdout);
      if (x.column && !json.players.some((p) => json.breakdown[p][x.column] !== 0)) continue;
      chosen = { file: f, json };
      break;
    }
    assert.ok(chosen, `a scenario of ${x.name}`);
    if (await page.isHidden('#open-panel')) await page.tap('#open-button');
    await page.setInputFiles('#file-input', join(folder, chosen.file));
    await page.waitForSelector(`body[data-shown="${chosen.file}#end"]`);
    assert.deepEqual(await pageTotals(), chosen.json.totals, chosen.file);
    await assertColumns(chosen.json, [x.name]);
  }
});

test('an opened document is kept across a reload and continued in the editor', async () => {
  const file = join(root, 'scenarios/base/quickstart.yaml');
  if (await page.isHidden('#open-panel')) await page.tap('#open-button');
  await page.setInputFiles('#file-input', file);
  await page.waitForSelector('body[data-shown="quickstart.yaml#end"]');
  await page.reload();
  await page.waitForSelector('body[data-engine="ready"]', { timeout: 60000 });
  await page.waitForSelector('body[data-shown="quickstart.yaml#end"]');
  await changeBy(() => page.tap('#edit-document'));
  const doc = await pageDocument();
  // The same table, now the editor's: it scores as the file does, and takes a tile.
  const scored = await nativeScore('table.yaml', doc);
  assert.deepEqual(scored.json.totals, { red: 11, blue: 6 }); // the README's quick start
  assert.deepEqual(await pageTotals(), scored.json.totals);
  await enterTile('V', -1, -1, 90); // its road meets W's, south of [-1, 0]
  assert.match(await pageDocument(), /^ {2}- \{tile: V, at: \[-1, -1\], rot: 90\}$/m);
  // Undo goes back to the document as it was opened.
  await changeBy(() => page.tap('#editor-undo'));
  assert.equal(await pageDocument(), doc);
});

test('a visit of one second leaves the page working offline', async () => {
  const server = new StaticServer(site);
  const url = await server.start();
  const other = await launchPhone();
  try {
    const fresh = await other.context.newPage();
    await fresh.goto(url);
    // One second on the page: the service worker is registered by then (at
    // once, before the engine loads), and it keeps every file of the site as
    // it installs (a phone's network decides how long that takes; here, on a
    // busy machine, the test waits for it to be done).
    await fresh.waitForTimeout(1000);
    assert.ok(await fresh.evaluate(async () => (await navigator.serviceWorker.getRegistration()) !== undefined));
    await fresh.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await server.stop();
    await fresh.reload();
    await fresh.waitForSelector('body[data-engine="ready"]', { timeout: 60000 });
    assert.equal(await fresh.textContent('#status'), 'open a document or start a new table');
  } finally {
    await other.close();
    await server.stop().catch(() => {});
  }
});
