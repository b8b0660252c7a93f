// The page at 360 x 740, the narrowest phone a player brought: every column of
// the score table readable without scrolling it, the explanation sheet's
// picture centred with its legend whole, a garden copy's palette entry the size
// of the others, the square's garden copies offered, and who placed each
// figure after a bonus move of a log opened from a file.
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
  openEditor,
  page,
  pageDocument,
  settled,
  shots,
  stand,
  tapSquare,
  work,
} from './editor-page.mjs';
import { root } from './support.mjs';

before(async () => {
  await openEditor();
  await page.setViewportSize({ width: 360, height: 740 });
});
after(closeEditor);

// Opens a file of the repository as a player would (Open, Choose a file).
async function openFile(path) {
  if (await page.isHidden('#open-panel')) await page.tap('#open-button');
  const name = path.split('/').at(-1);
  await page.setInputFiles('#file-input', join(root, path));
  await page.waitForSelector(`body[data-shown="${name}#end"]`, { timeout: 30000 });
}

test('every column of the score table is readable at 360 px, the total and the track first', async () => {
  const listing = JSON.parse((await nativeRun(['expansions', '--format', 'json'])).stdout);
  // Goods (Traders & Builders); and five categories with points (a watchtower game).
  for (const [path, shot] of [
    ['scenarios/traders/goods-tally.yaml', 'narrow-scores-goods.png'],
    ['scenarios/watchtowers/one-move-two-features.yaml', 'narrow-scores-watchtowers.png'],
  ]) {
    await openFile(path);
    const json = JSON.parse((await nativeRun(['score', join(root, path), '--format', 'json'])).stdout);
    const wrap = await page.$eval('#scores .table-wrap', (w) => ({ scroll: w.scrollWidth, client: w.clientWidth }));
    assert.ok(wrap.scroll <= wrap.client, `${path}: the table is ${wrap.scroll} px in ${wrap.client}`);
    const heads = await page.$$eval('#scores thead th', (ths) =>
      ths.map((t) => ({ column: t.dataset.column ?? t.textContent, title: t.querySelector('abbr')?.title ?? null, right: t.getBoundingClientRect().right })),
    );
    assert.deepEqual(heads.slice(0, 3).map((h) => h.column), ['Player', 'Total', 'Track']);
    for (const h of heads) assert.ok(h.right <= 360, `${h.column} ends at ${h.right}`);
    const columns = heads.slice(3).map((h) => h.column);
    assert.deepEqual(columns, listing.columns.filter((c) => columns.includes(c)), 'the listing order');
    for (const h of heads.slice(3)) assert.equal(h.title, h.column, 'the full name in the abbreviation');
    // Every category with points is shown; one left out is 0 for everyone and named under the table.
    const note = (await page.textContent('#scores .columns-left').catch(() => '')) ?? '';
    for (const c of listing.columns) {
      const points = json.players.map((p) => json.breakdown[p][c] ?? 0);
      if (points.some((n) => n !== 0)) assert.ok(columns.includes(c), `${c} has points`);
      const base = !listing.expansions.some((x) => x.column === c);
      if (base && !columns.includes(c)) assert.match(note, new RegExp(`\\b${c}\\b`), `${c} is named`);
    }
    await page.screenshot({ path: join(shots, shot), fullPage: true });
  }
});

test("a log opened from a file and edited: a bonus tile's figure is its mover's, as the engine says", async () => {
  // EXPANSIONS-3 worked example 2: move 5 earns red a second tile (the
  // builder), so move 6 (W at [4, 0], `meeple: road S`, no player:) is red's,
  // not blue's as the turn order would have it; move 7 is then blue's.
  await openFile('scenarios/traders/builder-bonus.yaml');
  await changeBy(() => page.tap('#edit-document'));
  // Edited: move 8, a tile east of W (the first the square's choices offer).
  await tapSquare(5, 0);
  await page.waitForSelector('#square-picker:not([hidden]) .picker-tile');
  await changeBy(() => page.tap('#square-picker .picker-tile'));
  assert.match(await pageDocument(), /^ {2}- \{tile: [^,]+, at: \[5, 0\][^\n]*\}\n$/m);
  // W's menu names the follower's player (the page's own record of it).
  await tapSquare(4, 0, 0.15, 0.15);
  await page.waitForSelector('#tile-menu:not([hidden])');
  assert.equal(await page.textContent('#tile-menu-name'), "W at [4, 0], red's follower on road S:");
  const doc = await pageDocument();
  assert.match(doc, /^ {2}- \{tile: W, at: \[4, 0\], meeple: road S\}$/m);
  // The scenario's 7 moves scored as they were (red 7, blue 0) and move 8, red's to play.
  const scored = await nativeScore('table.yaml', doc);
  assert.equal(scored.exit, 0);
  assert.equal((await nativeRun(['fits', 'table.yaml', 'V', '--move', '7', '--at', '5,0', '--format', 'json'])).stdout.match(/"player": "(\w+)"/)[1], 'red');
  await page.screenshot({ path: join(shots, 'narrow-bonus-opened.png') });
});

test("square-first entry offers a tile's garden copy, as the quick row does", async () => {
  await newTable({}, { log: true, expansions: ['abbot'] });
  // North of the start tile D (its city N): E fits at rot 180 (city S), plain
  // and as its garden copy (`fits --at 0,1 --marks garden`: E, 1 left).
  await tapSquare(0, 1);
  await page.waitForSelector('#square-picker:not([hidden])');
  assert.ok(await page.$('#square-picker [data-pick="E@180"]'));
  const copy = '#square-picker [data-pick="E garden@180"]';
  assert.equal(await page.getAttribute(copy, 'aria-label'), 'E garden copy turned 180, 1 left');
  await page.screenshot({ path: join(shots, 'narrow-picker-garden.png') });
  await changeBy(() => page.tap(copy));
  assert.match(await pageDocument(), /^ {2}- \{tile: E, at: \[0, 1\], rot: 180, marks: \[garden\]\}$/m);
});

test("a garden copy's palette entry is drawn the size of its tile's, its label on one line", async () => {
  await newTable({}, { log: true, expansions: ['abbot'] });
  const entry = async (selector) =>
    page.$eval(selector, (b) => {
      const picture = b.querySelector('img').getBoundingClientRect();
      const label = b.querySelector('.palette-count');
      const line = parseFloat(getComputedStyle(label).lineHeight) || 15;
      const svg = decodeURIComponent(b.querySelector('img').getAttribute('src'));
      return { w: Math.round(picture.width), h: Math.round(picture.height), lines: Math.round(label.getBoundingClientRect().height / line), name: b.getAttribute('aria-label'), svg };
    });
  for (const id of ['E', 'H', 'V']) {
    const plain = await entry(`#palette [data-palette="${id}"]`);
    const copy = await entry(`#palette [data-palette-copy="${id}"][data-mark="garden"]`);
    assert.deepEqual([copy.w, copy.h], [plain.w, plain.h], `${id}'s garden copy is drawn as large as ${id}`);
    assert.equal(copy.lines, 1, `${id}'s garden copy's label is one line`);
    assert.equal(copy.name, `tile ${id}, garden copy, 1 left in the box`);
    // With the Abbot the garden is a feature, drawn as the board draws it (a
    // bed with its letter), not the illustration's small badge (class kt).
    assert.ok(copy.svg.includes('>g</text>') && !copy.svg.includes('class="kt"'), `${id}'s garden copy shows its garden`);
  }
  await (await page.$('#palette')).screenshot({ path: join(shots, 'narrow-palette-garden.png') });
});

test("an explained feature's picture is centred on the board, its legend within the screen", async () => {
  await newTable({}, { log: true });
  await enter('E', 0, 1, 180);
  // A tap on the start tile's city (nothing chosen) explains it; the board is
  // drawn again with the city outlined and its line in the legend
  // (`highlighted: city N at [0, 0]: 2 tiles, 0 coats of arms, completed; followers: none`).
  await tapSquare(0, 0, 0.5, 0.12);
  await page.waitForSelector('#explain:not([hidden])');
  await page.waitForSelector('#board text.lg:nth-of-type(3)');
  const seen = await page.evaluate(() => {
    const board = document.querySelector('#board').getBoundingClientRect();
    const table = document.querySelector('#board rect.table').getBoundingClientRect();
    const picture = document.querySelector('#board svg').getBoundingClientRect();
    const lines = [...document.querySelectorAll('#board g.legend text.lg')].map((t) => {
      const r = t.getBoundingClientRect();
      return { text: t.textContent, left: r.left, right: r.right };
    });
    const box = (r) => ({ left: r.left, right: r.right });
    return { board: box(board), table: box(table), picture: box(picture), lines };
  });
  const middle = (r) => (r.left + r.right) / 2;
  assert.ok(Math.abs(middle(seen.table) - middle(seen.board)) <= 2, `the tiles' middle ${middle(seen.table)}, the board's ${middle(seen.board)}`);
  assert.ok(Math.abs(middle(seen.picture) - middle(seen.board)) <= 2, `the picture's middle ${middle(seen.picture)}, the board's ${middle(seen.board)}`);
  const highlighted = seen.lines.find((l) => l.text.startsWith('highlighted: city N at [0, 0]'));
  assert.ok(highlighted, `the legend names the feature: ${JSON.stringify(seen.lines)}`);
  assert.match(highlighted.text, /followers: none$/); // the whole line, wrapped
  for (const l of seen.lines) assert.ok(l.left >= seen.board.left && l.right <= seen.board.right, `"${l.text}" from ${l.left} to ${l.right}`);
  await page.screenshot({ path: join(shots, 'narrow-explain-sheet.png') });
  await page.tap('#explain-close');
  await page.waitForSelector('#explain', { state: 'hidden' });
  await settled();
});

// Where the board, its title, its legend and a square lie on the screen.
async function boardView(x, y) {
  return page.evaluate(([sx, sy]) => {
    const box = (e) => {
      const r = e.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    };
    const q = (sel) => document.querySelector(`#board ${sel}`);
    return {
      board: box(q('svg').parentElement.parentElement),
      picture: box(q('svg')),
      title: box(q('text.title')),
      legend: [...document.querySelectorAll('#board g.legend text')].map(box),
      tile: box(q(`[data-tile][data-at="${sx},${sy}"]`)),
    };
  }, [x, y]);
}

test('a river longer than the screen: the placed tile, the legend and the title in view, no empty band', async () => {
  await newTable({}, { log: true, expansions: ['river', 'abbot'] });
  // The river eastward from the spring (RV-01 at [0, 0]): at 44 px a square
  // the board is wider than 360 px from the sixth tile on, and is panned.
  const river = [
    ['RV-02', 0], ['RV-03', 0], ['RV-04', 0], ['RV-05', 90], ['RV-06', 0], ['RV-06', 0], ['RV-07', 90],
  ];
  for (const [i, [tile, rot]] of river.entries()) {
    const x = i + 1;
    await enter(tile, x, 0, rot);
    const v = await boardView(x, 0);
    const within = (r, what) =>
      assert.ok(r.left >= v.board.left - 1 && r.right <= v.board.right + 1 && r.top >= v.board.top - 1 && r.bottom <= v.board.bottom + 1,
        `${tile} at [${x}, 0]: ${what} ${JSON.stringify(r)} lies outside the board ${JSON.stringify(v.board)}`);
    within(v.tile, 'the tile just placed');
    within(v.title, 'the title');
    for (const line of v.legend) within(line, "the legend's line (a player's points)");
    // The board is no taller than its drawing: nothing empty above or below it.
    assert.ok(Math.abs(v.picture.top - v.board.top) <= 2, `${tile}: ${v.picture.top - v.board.top} px empty above the drawing`);
    assert.ok(v.picture.bottom >= v.board.bottom - 2, `${tile}: ${v.board.bottom - v.picture.bottom} px empty below the drawing`);
    // Nor empty beside it: panned, the drawing reaches both of the board's sides.
    if (v.picture.right - v.picture.left > v.board.right - v.board.left)
      assert.ok(v.picture.left <= v.board.left + 1 && v.picture.right >= v.board.right - 1, `${tile}: ${JSON.stringify(v.picture)}`);
  }
  await page.screenshot({ path: join(shots, 'narrow-river-panned.png') });
});

test('a tile chosen in the palette, below the board: the board comes back on the screen with a lit square', async () => {
  await newTable({}, { log: true });
  await page.locator('#palette [data-palette="V"]').scrollIntoViewIfNeeded();
  await page.tap('#palette [data-palette="V"]');
  await page.waitForFunction(() => (document.body.dataset.fits ?? '').startsWith('V:'));
  const seen = await page.evaluate(() => {
    const board = document.querySelector('#board').getBoundingClientRect();
    const lit = [...document.querySelectorAll('#board .mark-fit')].map((m) => m.getBoundingClientRect());
    const inView = lit.filter((r) => r.top >= Math.max(0, board.top) && r.bottom <= Math.min(innerHeight, board.bottom));
    const totals = document.querySelector('#board-totals').getBoundingClientRect().top;
    return { top: board.top, lit: lit.length, inView: inView.length, totals };
  });
  assert.ok(seen.lit > 0);
  assert.ok(seen.totals >= 0, `each player's total, above the board, at ${seen.totals} px`);
  assert.ok(seen.top >= 0 && seen.inView > 0, `the board at ${seen.top} px, ${seen.inView} of ${seen.lit} lit squares on the screen`);
  await page.screenshot({ path: join(shots, 'narrow-palette-chosen.png') });
});

test("no tile's label is cut off in the palette or the square's choices (RV-02 ×1)", async () => {
  await newTable({}, { log: true, expansions: ['river'] });
  const cut = async (host) =>
    page.$$eval(`${host} .palette-count`, (labels) =>
      labels.filter((l) => [l, ...l.children].some((e) => e.scrollWidth > e.clientWidth + 1)).map((l) => l.textContent),
    );
  assert.deepEqual(await cut('#palette'), []);
  await tapSquare(1, 0);
  await page.waitForSelector('#square-picker:not([hidden]) [data-pick="RV-02@0"]');
  assert.equal(await page.textContent('#square-picker [data-pick="RV-02@0"] .palette-count'), 'RV-02 ×1');
  assert.deepEqual(await cut('#square-picker'), []);
  await page.screenshot({ path: join(shots, 'narrow-picker-labels.png') });
  await page.tap('#square-picker .picker-close');
});

test("the table's form fits a 360 px screen, each of its fields a finger's height", async () => {
  if (await page.isHidden('#table-panel')) await page.tap('#new-table-button');
  await page.waitForSelector('#table-panel:not([hidden])');
  const seen = await page.evaluate(() => {
    const panel = document.querySelector('#table-panel').getBoundingClientRect();
    const past = [...document.querySelectorAll('#table-form fieldset, #table-form input:not([type=checkbox]):not([type=radio]):not([type=file]), #table-form select')]
      .filter((e) => e.getBoundingClientRect().right > panel.right + 0.5)
      .map((e) => `${e.tagName} ${e.name ?? ''} ${e.querySelector?.('legend')?.textContent ?? ''}: ${e.getBoundingClientRect().right}`);
    const low = [...document.querySelectorAll('#table-form input:not([type=checkbox]):not([type=radio]):not([type=file]), #table-form select')]
      .filter((e) => e.getBoundingClientRect().height < 44)
      .map((e) => `${e.name}: ${e.getBoundingClientRect().height}`);
    return { right: panel.right, past, low };
  });
  assert.deepEqual(seen.past, [], `past the panel's edge at ${seen.right}`);
  assert.deepEqual(seen.low, [], "fields under a finger's 44 px");
  await page.screenshot({ path: join(shots, 'narrow-table-form.png') });
  await page.tap('#new-table-button'); // closed again
});

test("while the river is laid, only the squares where a tile fits are lit as open", async () => {
  await newTable({}, { log: true, expansions: ['river', 'abbot'] });
  const open = () => page.$$eval('#board .mark-open', (ms) => ms.map((m) => m.dataset.mark).sort());
  // The spring RV-01 at [0, 0] flows east: `fits --at` finds no tile for its
  // other three sides (river.order), so [1, 0] alone invites a tap.
  await page.waitForFunction(() => document.querySelectorAll('#board .mark-open').length === 1, null, { timeout: 10000 }).catch(() => {});
  assert.deepEqual(await open(), ['1,0']);
  writeFileSync(join(work, 'river-start.yaml'), await pageDocument());
  for (const s of ['0,1', '0,-1', '-1,0']) {
    const json = JSON.parse((await nativeRun(['fits', 'river-start.yaml', '--at', s, '--format', 'json'])).stdout);
    assert.deepEqual(json.tiles.filter((t) => t.left > 0), [], `no tile fits [${s}]`);
  }
  await enter('RV-02', 1, 0, 0);
  await page.waitForFunction(() => document.querySelectorAll('#board .mark-open').length === 1, null, { timeout: 10000 }).catch(() => {});
  assert.deepEqual(await open(), ['2,0']);
  await page.screenshot({ path: join(shots, 'narrow-river-open.png') });
});

test('undo and redo say what they changed (the board may be above the screen)', async () => {
  await newTable({}, { log: true });
  await enter('E', 0, 1, 180);
  await stand(0, 1, 'city S');
  const message = () => page.textContent('#editor-message');
  await page.locator('#editor-undo').scrollIntoViewIfNeeded();
  await changeBy(() => page.tap('#editor-undo'));
  assert.equal(await message(), "Undone: red's follower on city S at [0, 1] taken off.");
  await changeBy(() => page.tap('#editor-undo'));
  assert.equal(await message(), 'Undone: E at [0, 1] taken off.');
  await changeBy(() => page.tap('#editor-redo'));
  assert.equal(await message(), 'Redone: E at [0, 1] put back.');
  await changeBy(() => page.tap('#editor-redo'));
  assert.equal(await message(), "Redone: red's follower on city S at [0, 1] put back.");
});

test('a column of tiles taller than the board: the legend stays on the screen, clear of the tile placed', async () => {
  await newTable({}, { log: true });
  // South of the start tile D: four monasteries, A's road south, then U's road.
  // Then U east of D, at the top: the view pans north, the legend stays.
  const column = [['B', 0, -1], ['B', 0, -2], ['B', 0, -3], ['B', 0, -4], ['A', 0, -5], ['U', 0, -6], ['U', 0, -7], ['U', 1, 0, 90]];
  for (const [tile, x, y, rot = 0] of column) {
    await enter(tile, x, y, rot);
    const v = await boardView(x, y);
    const within = (r, what) =>
      assert.ok(r.top >= v.board.top - 1 && r.bottom <= v.board.bottom + 1, `${tile} at [${x}, ${y}]: ${what} ${JSON.stringify(r)} outside ${JSON.stringify(v.board)}`);
    within(v.tile, 'the tile just placed');
    for (const line of v.legend) {
      within(line, "the legend's line");
      assert.ok(line.top >= v.tile.bottom - 1 || line.bottom <= v.tile.top + 1, `${tile} at [${x}, ${y}]: the legend ${JSON.stringify(line)} over the tile ${JSON.stringify(v.tile)}`);
    }
  }
  await page.screenshot({ path: join(shots, 'narrow-column-legend.png') });
});

test("each player's total is on the line above the board, in letters a player reads", async () => {
  await newTable({}, { log: true });
  await enter('E', 0, 1, 180);
  await stand(0, 1, 'city S'); // red's knight on the start city, closed by E: 2 tiles x 2 = 4
  const scored = await nativeScore('totals.yaml', await pageDocument());
  const seen = await page.$$eval('#board-totals [data-player]', (spans) =>
    spans.map((s) => ({ player: s.dataset.player, text: s.textContent, size: parseFloat(getComputedStyle(s).fontSize), bottom: s.getBoundingClientRect().bottom })),
  );
  const board = await page.$eval('#board', (b) => b.getBoundingClientRect().top);
  assert.deepEqual(seen.map((s) => s.text), scored.json.players.map((p) => `${p} ${scored.json.totals[p]}`));
  assert.equal(seen[0].text, 'red 4');
  for (const s of seen) assert.ok(s.size >= 14 && s.bottom <= board, JSON.stringify(s));
});

test('stepping through a log opened from a file: the move, its tile, and no leader while the track is empty', async () => {
  const name = 'worked-example-4.yaml';
  await openFile(`scenarios/abbot/${name}`);
  await page.$eval('#move', (e) => {
    e.value = '1';
    e.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await page.waitForSelector(`body[data-shown="${name}#1"]`);
  await page.tap('#move-next');
  await page.waitForSelector(`body[data-shown="${name}#2"]`);
  // Move 2: blue's garden copy of E at [0, 1]; nothing scored yet on the track.
  assert.equal(await page.textContent('#move-label'), 'move 2 of 4: E at [0, 1]');
  assert.equal(await page.textContent('#running'), 'On the track: red 0, blue 0. No one leads yet.');
  await page.tap('#move-next');
  await page.waitForSelector(`body[data-shown="${name}#3"]`);
  // Move 3: red's abbot taken back, 3 points: red leads.
  assert.equal(await page.textContent('#running'), 'On the track: red 3, blue 0. red leads.');
  await page.screenshot({ path: join(shots, 'narrow-log-step.png') });
});

test("a new table leaves no tile menu of the table before (a tile it has not)", async () => {
  await newTable({}, { log: true });
  await enter('V', 1, 0, 90);
  await page.waitForSelector('#tile-menu:not([hidden])'); // V's menu: turn, remove
  await newTable({}, { log: true });
  assert.equal(await page.isHidden('#tile-menu'), true, `still shown: ${await page.textContent('#tile-menu-name')}`);
});

test("the square's choices leave the tapped square in sight", async () => {
  await newTable({}, { log: true });
  // South of D, low on a small board: its choices (some thirty ways) would lie over it.
  for (const [x, y] of [[0, -1], [0, 1]]) {
    await tapSquare(x, y);
    await page.waitForFunction(([sx, sy]) => (document.body.dataset.picker ?? '').startsWith(`${sx},${sy}:`), [x, y]);
    const seen = await page.evaluate(([sx, sy]) => {
      const r = (e) => e.getBoundingClientRect();
      const sheet = r(document.querySelector('#square-picker'));
      const square = r(document.querySelector(`#board .mark-highlight[data-mark="${sx},${sy}"]`));
      return { sheet: [sheet.top, sheet.bottom], square: [square.top, square.bottom] };
    }, [x, y]);
    const apart = seen.square[1] <= seen.sheet[0] + 1 || seen.square[0] >= seen.sheet[1] - 1;
    assert.ok(apart, `[${x}, ${y}] ${JSON.stringify(seen)}`);
    await page.screenshot({ path: join(shots, `narrow-picker-side-${x}-${y}.png`) });
    await page.tap('#square-picker .picker-close');
  }
});

test("each place of the quick row shows where on the tile it lies (field En: the east edge's north half)", async () => {
  await newTable({}, { log: true });
  await enter('U', 1, 0, 90); // the road east of D: road, the field north of it, the field south
  const seen = await page.$$eval('#editor-quick [data-quick]', (bs) =>
    bs.map((b) => {
      const box = b.querySelector('svg.place-icon rect')?.getBoundingClientRect();
      const dot = b.querySelector('svg.place-icon circle')?.getBoundingClientRect();
      if (!box || !dot) return { on: b.dataset.quick, at: null };
      const f = (v, lo, size) => Math.min(2, Math.floor(((v - lo) / size) * 3)); // which third
      return { on: b.dataset.quick, at: [f(dot.left + dot.width / 2, box.left, box.width), f(dot.top + dot.height / 2, box.top, box.height)] };
    }),
  );
  // Which third of the square across (west 0, east 2) and down (north 0, south 2).
  const where = { N: [1, 0], E: [2, 1], S: [1, 2], W: [0, 1], Nw: [0, 0], Ne: [2, 0], En: [2, 0], Es: [2, 2], Se: [2, 2], Sw: [0, 2], Ws: [0, 2], Wn: [0, 0] };
  assert.ok(seen.length >= 3, JSON.stringify(seen));
  for (const s of seen) assert.deepEqual(s.at, where[s.on.split(' ')[1]] ?? [1, 1], s.on);
  await (await page.$('#editor-quick')).screenshot({ path: join(shots, 'narrow-quick-places.png') });
});

test("an empty position's legend: each player's figure beside its line, no line cut into words", async () => {
  await newTable({}, { log: false });
  const seen = await page.$$eval('#board g.legend > use', (uses) =>
    uses.map((u) => {
      const r = u.getBoundingClientRect();
      const text = u.nextElementSibling;
      const t = text.getBoundingClientRect();
      return { left: Math.round(r.left), gap: Math.round(t.left - r.right), top: Math.round(r.top - t.top), lines: text.querySelectorAll('tspan').length || 1 };
    }),
  );
  assert.equal(seen.length, 2, JSON.stringify(seen));
  assert.equal(seen[0].left, seen[1].left, `the figures in one column: ${JSON.stringify(seen)}`);
  for (const s of seen) assert.ok(s.gap >= 0 && s.gap < 20 && Math.abs(s.top) < 20 && s.lines <= 2, JSON.stringify(s));
  await page.screenshot({ path: join(shots, 'narrow-empty-position.png') });
});
