// The web measures (run by hand: sh tools/web-bench.sh): the size of the
// engine's .wasm compressed with gzip -9; in Chromium at a phone's size, the
// time from opening the page to the engine ready, the time to score the
// 72-tile game (`score --format json`) right after loading and at best, and
// the time to show it in the viewer (score, drawing, tables).
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

import { launchPhone } from '../test/browser.mjs';
import { StaticServer } from '../test/server.mjs';
import { root, site } from '../test/support.mjs';

const runs = Number(process.argv[2] ?? 5);
const assets = join(site, 'assets');
const wasm = readdirSync(assets).find((f) => f.endsWith('.wasm'));
const raw = readFileSync(join(assets, wasm)).length;
const gzipped = execFileSync('gzip', ['-9', '-c', join(assets, wasm)], { maxBuffer: 1 << 26 }).length;
const js = readdirSync(assets)
  .filter((f) => f.endsWith('.js'))
  .reduce((sum, f) => sum + execFileSync('gzip', ['-9', '-c', join(assets, f)]).length, 0);

const game = readFileSync(join(root, 'scenarios/logs/full-game-72.yaml'), 'utf8');
const server = new StaticServer(site);
const url = await server.start();
const phone = await launchPhone();
const results = { load: [], first: [], best: [], view: [] };
for (let i = 0; i < runs; i++) {
  const page = await phone.context.newPage();
  await page.goto(url);
  await page.waitForSelector('body[data-engine="ready"]', { timeout: 60000 });
  results.load.push(Number(await page.getAttribute('body', 'data-engine-ready-ms')));
  const times = await page.evaluate(async (text) => {
    const files = { 'full-game-72.yaml': text };
    const out = [];
    for (let k = 0; k < 20; k++) {
      const t0 = performance.now();
      const r = await globalThis.carcassonne.run(['score', 'full-game-72.yaml', '--format', 'json'], files);
      out.push(performance.now() - t0);
      if (r.exit !== 0) throw new Error(r.stderr);
    }
    return out;
  }, game);
  results.first.push(times[0]);
  results.best.push(Math.min(...times));
  const t0 = Date.now();
  await page.tap('#open-button');
  await page.tap('button.example[data-file="full-game-72.yaml"]');
  await page.waitForSelector('body[data-shown="full-game-72.yaml#end"]');
  results.view.push(Date.now() - t0);
  await page.close();
}
await phone.close();
await server.stop();

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x) => `${x.toFixed(1)} ms`;
console.log(`engine .wasm: ${(raw / 1024).toFixed(0)} KiB, ${(gzipped / 1024).toFixed(0)} KiB with gzip -9 (limit 1024 KiB)`);
console.log(`page JavaScript: ${(js / 1024).toFixed(0)} KiB with gzip -9`);
console.log(`median of ${runs} page loads in Chromium (390 x 844):`);
console.log(`  page opened to engine ready:              ${ms(median(results.load))}`);
console.log(`  72-tile game scored, first call after load: ${ms(median(results.first))} (limit 50 ms)`);
console.log(`  72-tile game scored, best of 20 calls:      ${ms(median(results.best))}`);
console.log(`  72-tile game shown in the viewer (tap to drawn): ${ms(median(results.view))}`);
