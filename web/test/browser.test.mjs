// The page in Chromium at a phone's size, against the command line: each
// bundled example shows the program's totals; a tapped feature shows the
// program's explanation; a rule id shows the rule's text; a broken rule is
// marked on the board; the move slider over an imported Board Game Arena game
// shows `score --move N`'s totals; after the first visit the page reloads and
// scores with the server stopped. Screenshots go to build-web/test-output/.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { after, before, test } from 'node:test';

import { launchPhone } from './browser.mjs';
import { StaticServer } from './server.mjs';
import { native, output, root, runProgram, site } from './support.mjs';

const shots = join(output, 'screenshots');
mkdirSync(shots, { recursive: true });
const work = mkdtempSync(join(tmpdir(), 'carcassonne-web-test-'));

// The examples of web/src/examples.ts: the file each is made from.
const kExamples = {
  'quickstart.yaml': 'scenarios/base/quickstart.yaml',
  'game.yaml': 'docs/tutorial/game.yaml',
  'full-game-72.yaml': 'scenarios/logs/full-game-72.yaml',
  'illegal-mismatched-edge.yaml': 'scenarios/logs/illegal-mismatched-edge.yaml',
  'advanced-network-completed.yaml': 'scenarios/maze/advanced-network-completed.yaml',
  'road-tiles-log.yaml': 'scenarios/watchtowers/road-tiles-log.yaml',
  '366166200.json': 'scenarios/import/366166200.json',
  'engine-scoring.jcz': 'scenarios/import/engine-scoring.jcz',
};

// The native program in the folder where the page's document lies, named as the page names it.
async function nativeRun(args) {
  const r = await runProgram([native, ...args], { cwd: work });
  return { exit: r.exit, stdout: r.stdout.toString('utf8'), stderr: r.stderr.toString('utf8') };
}

// The document the page shows for an example (a recorded game: the log `import` writes).
async function documentOf(exampleFile) {
  const source = join(root, kExamples[exampleFile]);
  if (!/\.(json|jcz)$/.test(exampleFile)) {
    writeFileSync(join(work, exampleFile), readFileSync(source));
    return exampleFile;
  }
  writeFileSync(join(work, exampleFile), readFileSync(source));
  const imported = await nativeRun(['import', exampleFile]);
  assert.equal(imported.exit, 0, imported.stderr);
  const name = exampleFile.replace(/\.(json|jcz)$/, '.yaml');
  writeFileSync(join(work, name), imported.stdout);
  return name;
}

async function nativeTotals(name, extra = []) {
  const r = await nativeRun(['score', name, '--format', 'json', ...extra]);
  return JSON.parse(r.stdout).totals;
}

let server;
let url;
let phone;
let page;

before(async () => {
  server = new StaticServer(site);
  url = await server.start();
  phone = await launchPhone();
  page = await phone.context.newPage();
  await page.goto(url);
  await page.waitForSelector('body[data-engine="ready"]', { timeout: 60000 });
});

after(async () => {
  await phone?.close();
  await server?.stop().catch(() => {});
});

async function openExample(file) {
  if (await page.locator('#open-panel').isHidden()) await page.tap('#open-button');
  await page.tap(`button.example[data-file="${file}"]`);
  const name = file.replace(/\.(json|jcz)$/, '.yaml');
  await page.waitForSelector(`body[data-shown="${name}#end"]`, { timeout: 30000 });
  return name;
}

async function pageTotals() {
  return page.$$eval('#scores tbody tr', (rows) =>
    Object.fromEntries(rows.map((r) => [r.getAttribute('data-player'), Number(r.querySelector('td.total').textContent)])),
  );
}

async function noSidewaysScroll() {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `the page is ${width} px wide at a 390 px screen`);
}

test('every bundled example opens and shows the command line totals', async () => {
  const listed = await page.$$eval('button.example', (bs) => bs.map((b) => b.getAttribute('data-file')));
  assert.deepEqual(listed.sort(), Object.keys(kExamples).sort());
  for (const file of Object.keys(kExamples)) {
    const name = await openExample(file);
    const expected = await nativeTotals(await documentOf(file));
    assert.deepEqual(await pageTotals(), expected, `${file}: totals`);
    await noSidewaysScroll();
    await page.screenshot({ path: join(shots, `example-${basename(name, '.yaml')}.png`) });
  }
});

// Taps a point of a square: u east, v south, as fractions of the square.
async function tapSquare(x, y, u, v) {
  const box = await page.$eval(
    `#board [data-tile][data-at="${x},${y}"]`,
    (e) => {
      const r = e.getBoundingClientRect();
      return { left: r.left, top: r.top, width: r.width, height: r.height };
    },
  );
  await page.touchscreen.tap(box.left + u * box.width, box.top + v * box.height);
}

test('a tapped feature shows the command line explanation', async () => {
  const name = await openExample('quickstart.yaml');
  await documentOf('quickstart.yaml');
  const cases = [
    [1, 1, 0.5, 0.5, 'monastery'], // B, the monastery in the middle
    [0, 1, 0.5, 0.85, 'city S'], // E turned 180: its city faces south
    [1, 0, 0.1, 0.5, 'road W'], // W: a road ends at its west edge
  ];
  for (const [x, y, u, v, on] of cases) {
    await page.evaluate(() => (document.getElementById('explain').hidden = true));
    await tapSquare(x, y, u, v);
    await page.waitForSelector('#explain:not([hidden])');
    const shown = await page.textContent('#explain-text');
    const expected = await nativeRun(['explain', name, '--at', `${x},${y}`, '--on', on]);
    assert.equal(expected.exit, 0);
    assert.equal(shown, expected.stdout, `explain --at ${x},${y} --on "${on}"`);
  }
  await page.screenshot({ path: join(shots, 'explain.png') });
  await noSidewaysScroll();
});

test('a rule id opens the text of `carcassonne rules ID`', async () => {
  // The last explanation shown (the road of W at [1, 0]) cites its rules.
  const id = await page.getAttribute('#explain-text button[data-rule]', 'data-rule');
  assert.match(id, /^base\.[a-z.]+$/);
  await page.tap(`#explain-text button[data-rule="${id}"]`);
  await page.waitForSelector('#rule-dialog[open]');
  const expected = await nativeRun(['rules', id]);
  assert.equal(await page.textContent('#rule-text'), expected.stdout);
  await page.screenshot({ path: join(shots, 'rule.png') });
  await page.tap('#rule-close');
});

test('a broken rule is listed with its rule id and marked on the board', async () => {
  const name = await openExample('illegal-mismatched-edge.yaml');
  await documentOf('illegal-mismatched-edge.yaml');
  const expected = JSON.parse((await nativeRun(['score', name, '--format', 'json'])).stdout).violations;
  const rules = await page.$$eval('#violations li button[data-rule]', (bs) => bs.map((b) => b.dataset.rule));
  assert.deepEqual(rules, expected.map((v) => v.rule));
  const marked = await page.$$eval('#board .mark-violation', (ms) => ms.map((m) => m.getAttribute('data-mark')));
  assert.deepEqual(marked.sort(), expected.flatMap((v) => v.tiles.map((t) => t.join(','))).sort());
  // In a player's words; the command line's exit status kept aside.
  assert.equal(await page.textContent('#status'), `${expected.length} rule${expected.length === 1 ? '' : 's'} broken`);
  assert.equal(await page.getAttribute('#status', 'data-exit'), '1');
  await page.screenshot({ path: join(shots, 'violation.png') });
});

test('the move slider over an imported Board Game Arena game shows score --move N totals', async () => {
  const name = await openExample('366166200.json');
  await documentOf('366166200.json');
  assert.equal(await page.isVisible('#slider'), true);
  const last = Number(await page.getAttribute('#move', 'max'));
  assert.ok(last > 60, `the game has ${last} moves`);
  for (const n of [10, 35, 60]) {
    await page.$eval('#move', (e, value) => {
      e.value = String(value);
      e.dispatchEvent(new Event('input', { bubbles: true }));
    }, n);
    await page.waitForSelector(`body[data-shown="${name}#${n}"]`);
    assert.deepEqual(await pageTotals(), await nativeTotals(name, ['--move', String(n)]), `--move ${n}`);
    // The move's tile named and outlined: the last tile line of `position --move N`.
    const line = (await nativeRun(['position', name, '--move', String(n)])).stdout.trimEnd().split('\n').at(-1);
    const [, tile, x, y] = /\{tile: ([^,]+), at: \[(-?\d+), (-?\d+)\]/.exec(line);
    assert.equal(await page.textContent('#move-label'), `move ${n} of ${last}: ${tile} at [${x}, ${y}]`);
    assert.deepEqual(await page.$$eval('#board .mark-highlight', (ms) => ms.map((m) => m.dataset.mark)), [`${x},${y}`]);
    await page.screenshot({ path: join(shots, `slider-move-${n}.png`) });
  }
  // The next-move button steps by one.
  await page.tap('#move-next');
  await page.waitForSelector(`body[data-shown="${name}#61"]`);
  assert.deepEqual(await pageTotals(), await nativeTotals(name, ['--move', '61']));
  await noSidewaysScroll();
});

test('a pasted document and a chosen file open as the command line reads them', async () => {
  await page.tap('#open-button');
  await page.tap('#open-panel summary');
  await page.fill('#paste-text', readFileSync(join(root, 'scenarios/base/quickstart.yaml'), 'utf8'));
  await page.tap('#paste-open');
  await page.waitForSelector('body[data-shown="pasted.yaml#end"]');
  assert.deepEqual(await pageTotals(), await nativeTotals(await documentOf('quickstart.yaml')));
  await page.tap('#open-button');
  await page.setInputFiles('#file-input', join(root, 'scenarios/base/violation-overlap.yaml'));
  await page.waitForSelector('body[data-shown="violation-overlap.yaml#end"]');
  assert.match(await page.textContent('#violations'), /base\.tile\.placement/);
});

test('after the first visit the page reloads and scores with the server stopped', async () => {
  // Installable: a manifest with the icons a phone asks for, and a service worker.
  const manifest = await page.evaluate(async () => {
    const link = document.querySelector('link[rel="manifest"]');
    return (await fetch(link.href)).json();
  });
  assert.equal(manifest.display, 'standalone');
  assert.deepEqual(manifest.icons.map((i) => i.sizes).filter((s) => s !== 'any'), ['192x192', '512x512']);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
  });
  await server.stop();
  await page.reload();
  await page.waitForSelector('body[data-engine="ready"]', { timeout: 60000 });
  await openExample('full-game-72.yaml');
  assert.deepEqual(await pageTotals(), await nativeTotals(await documentOf('full-game-72.yaml')));
  await page.screenshot({ path: join(shots, 'offline-full-game-72.png') });
});
