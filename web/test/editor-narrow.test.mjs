// The page at 360 x 740, the narrowest phone a player brought: every column of
// the score table readable without scrolling it, the explanation sheet's
// picture centred with its legend whole, a garden copy's palette entry the size
// of the others, the square's garden copies offered, and who placed each
// figure after a bonus move of a log opened from a file.
// Screenshots go to build-web/test-output/screenshots.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import { closeEditor, nativeRun, openEditor, page, shots } from './editor-page.mjs';
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
