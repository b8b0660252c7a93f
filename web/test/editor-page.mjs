// What the editor's tests share: the page in a phone's Chromium, the taps
// that enter a table (a new table from the form, a palette tile chosen and
// placed, a follower stood), what the page shows, and the command line the
// page is compared with.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { launchPhone } from './browser.mjs';
import { StaticServer } from './server.mjs';
import { native, output, runProgram, site } from './support.mjs';

export const shots = join(output, 'screenshots');
mkdirSync(shots, { recursive: true });
export const work = mkdtempSync(join(tmpdir(), 'carcassonne-editor-test-'));

export async function nativeRun(args) {
  const r = await runProgram([native, ...args], { cwd: work });
  return { exit: r.exit, stdout: r.stdout.toString('utf8'), stderr: r.stderr.toString('utf8') };
}

// The command line's adjudication of a document, without the file's name.
export async function nativeScore(name, text) {
  writeFileSync(join(work, name), text);
  const r = await nativeRun(['score', name, '--format', 'json']);
  const json = JSON.parse(r.stdout);
  delete json.file;
  return { exit: r.exit, json };
}

let server;
let phone;
// The editor's page: live for the tests that import it, once openEditor has run.
export let page;

// The site served, a phone's Chromium, the page loaded with its engine ready.
export async function openEditor() {
  server = new StaticServer(site);
  const url = await server.start();
  phone = await launchPhone();
  page = await phone.context.newPage();
  await page.goto(url);
  await page.waitForSelector('body[data-engine="ready"]', { timeout: 60000 });
}

export async function closeEditor() {
  await phone?.close();
  await server?.stop().catch(() => {});
}

// The editor's last change is drawn and scored.
export async function settled() {
  await page.waitForFunction(
    () =>
      document.body.dataset.shown === 'table.yaml#end' &&
      document.body.dataset.shownVersion === document.body.dataset.tableVersion,
    null,
    { timeout: 30000 },
  );
}

export async function pageDocument() {
  return page.textContent('#editor-document');
}

export async function pageTotals() {
  return page.$$eval('#scores tbody tr', (rows) =>
    Object.fromEntries(rows.map((r) => [r.getAttribute('data-player'), Number(r.querySelector('td.total').textContent)])),
  );
}

// A new table from the form: house rules, a log, expansions, tile sets, a tiles file.
export async function newTable(
  rules = {},
  { log = false, expansions = [], sets = [], ownTiles = null, names = null, keep = false } = {},
) {
  // keep: the form is open and filled in already (only these choices are added).
  if (!keep) {
    if (await page.isHidden('#table-panel')) await page.tap('#new-table-button');
    await page.$eval('#table-form', (form) => form.reset()); // the choices of the table before
  }
  for (const [i, name] of (names ?? []).entries()) await page.fill(`input[name="player-${i}"]`, name);
  for (const [rule, value] of Object.entries(rules)) await page.selectOption(`select[name="o-${rule}"]`, value);
  await page.check(`input[name="kind"][value="${log ? 'log' : 'position'}"]`);
  for (const x of expansions) await page.check(`input[name="x-${x}"]`);
  for (const set of sets) await page.check(`input[name="set-${set}"]`);
  await page.setInputFiles('#own-tiles-input', ownTiles ?? []);
  await noSidewaysScroll(); // the form, its long choices wrapped
  const version = await page.getAttribute('body', 'data-table-version');
  await page.tap('#table-start');
  // A table with tiles is replaced only when asked twice (Undo brings it back).
  if ((await page.getAttribute('#table-start', 'data-confirm')) === 'yes') await page.tap('#table-start');
  await page.waitForFunction((v) => document.body.dataset.tableVersion !== v, version, { timeout: 30000 });
  await settled();
}

export async function noSidewaysScroll() {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `the page is ${width} px wide at a 390 px screen`);
}

// The screen box of a square: a tile's, a lit square's, or one found from
// its neighbours (x from one tile, y from another).
export async function squareBox(x, y) {
  return page.evaluate(
    ([sx, sy]) => {
      const one = (sel) => document.querySelector(`#board ${sel}`)?.getBoundingClientRect();
      const r =
        one(`[data-tile][data-at="${sx},${sy}"]`) ??
        one(`.mark-fit[data-mark="${sx},${sy}"]`) ??
        one(`.mark-open[data-mark="${sx},${sy}"]`);
      if (r) return { left: r.left, top: r.top, width: r.width, height: r.height };
      const tiles = [...document.querySelectorAll('#board [data-tile][data-at]')];
      const column = tiles.find((t) => t.getAttribute('data-at').split(',')[0] === String(sx));
      const row = tiles.find((t) => t.getAttribute('data-at').split(',')[1] === String(sy));
      const c = column.getBoundingClientRect();
      const w = row.getBoundingClientRect();
      return { left: c.left, top: w.top, width: c.width, height: w.height };
    },
    [x, y],
  );
}

export async function tapSquare(x, y, u = 0.5, v = 0.5) {
  await page.locator('#board').scrollIntoViewIfNeeded(); // an explanation may have scrolled it away
  const box = await squareBox(x, y);
  await page.touchscreen.tap(box.left + u * box.width, box.top + v * box.height);
}

// The drawing's texts (title, legend, coordinates) that a lit square overlaps.
export async function litOverText() {
  return page.evaluate(() => {
    const boxes = (sel) => [...document.querySelectorAll(`#board ${sel}`)].map((e) => [e, e.getBoundingClientRect()]);
    const meet = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const lit = boxes('.mark-fit').map(([, r]) => r);
    return boxes('svg text')
      .filter(([, r]) => lit.some((l) => meet(l, r)))
      .map(([e]) => e.textContent);
  });
}

// Chooses a palette tile and waits for the squares where it fits.
export async function chooseTile(id) {
  await page.locator(`#palette [data-palette="${id}"]`).scrollIntoViewIfNeeded();
  await page.tap(`#palette [data-palette="${id}"]`);
  await page.waitForFunction((t) => (document.body.dataset.fits ?? '').startsWith(`${t}:`), id);
}

// Chooses whose follower a tap stands (a tap on the chosen player lets go).
export async function choosePlayer(player) {
  const button = `#editor-players [data-follower-of="${player}"]`;
  if ((await page.getAttribute(button, 'aria-pressed')) !== 'true') await page.tap(button);
  await page.waitForSelector(`${button}[aria-pressed="true"]`);
}

// Taps a square and waits for the change it makes (the document grows by a version).
export async function changeBy(action) {
  const version = await page.getAttribute('body', 'data-table-version');
  await action();
  await page
    .waitForFunction((v) => document.body.dataset.tableVersion !== v, version, { timeout: 30000 })
    .catch(async (e) => {
      // What the page showed instead: the picture says why.
      await page.screenshot({ path: join(shots, 'failed-change.png') });
      throw new Error(`no change: ${await page.textContent('#editor-message')}: ${e.message}`);
    });
  await settled();
}

// Places a palette tile on its lit square, then taps it until it lies in `rot`.
export async function placeTurned(id, x, y, rot, { shot = null } = {}) {
  await chooseTile(id);
  await page.waitForSelector(`#board .mark-fit[data-mark="${x},${y}"]`);
  if (shot) await page.screenshot({ path: join(shots, shot) });
  await changeBy(() => tapSquare(x, y));
  // The last tile line's rotation (none written: 0).
  const rotOf = async () => Number(/rot: (\d+)/.exec((await pageDocument()).trimEnd().split('\n').at(-1))?.[1] ?? 0);
  for (let turns = 0; (await rotOf()) !== rot; turns++) {
    assert.ok(turns < 4, `${id} at [${x}, ${y}]: no rotation ${rot}`);
    await changeBy(() => tapSquare(x, y));
  }
}

// Square-first: the empty square tapped, the tile turned as it lies there.
export async function enter(tile, x, y, rot) {
  await tapSquare(x, y);
  await page.waitForFunction(([sx, sy]) => (document.body.dataset.picker ?? '').startsWith(`${sx},${sy}:`), [x, y], {
    timeout: 30000,
  });
  const pick = `#square-picker [data-pick="${tile}@${rot}"]`;
  assert.ok(await page.$(pick), `${tile} turned ${rot} is offered on [${x}, ${y}]`);
  await changeBy(() => page.tap(pick));
}

// A figure of `kind` on the tile just placed at [x, y], on the feature `on`
// names (the quick row names it as `fits` does: the command line says which
// of its names is the same feature).
export async function stand(x, y, on, kind = null) {
  await page.waitForSelector('#editor-quick:not([hidden])');
  if (kind) {
    await page.tap(`#editor-quick [data-figure="${kind}"]`);
    await page.waitForSelector(`#editor-quick [data-figure="${kind}"][aria-pressed="true"]`);
  }
  const names = await page.$$eval('#editor-quick [data-quick]', (bs) => bs.map((b) => b.dataset.quick));
  writeFileSync(join(work, 'feature.yaml'), await pageDocument());
  const explain = async (name) => (await nativeRun(['explain', 'feature.yaml', '--at', `${x},${y}`, '--on', name])).stdout;
  const wanted = await explain(on);
  const chosen = [];
  for (const name of names) if ((await explain(name)) === wanted) chosen.push(name);
  assert.ok(chosen.length > 0, `${on} at [${x}, ${y}] is among ${names.join(', ')}`);
  await changeBy(() => page.tap(`#editor-quick [data-quick="${chosen[0]}"]`));
}
