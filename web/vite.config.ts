// Vite builds the page into one static folder (tools/web-build.sh passes
// --outDir build-web/site). The engine module and its .wasm come from the
// wasm build (CARCASSONNE_WASM_DIR, default ../build-web/wasm/web). After the
// build, the service worker is written with the list of every file of the
// site, so that the page works offline once visited.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

import { type Plugin, defineConfig } from 'vite';

const wasmDir = resolve(process.env.CARCASSONNE_WASM_DIR ?? resolve(__dirname, '../build-web/wasm/web'));

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

// Writes sw.js from sw-template.js: the files to keep, and a version that
// changes whenever one of them does (so an update replaces the old cache).
function serviceWorker(): Plugin {
  let outDir = '';
  return {
    name: 'carcassonne-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const files = filesUnder(outDir)
        .map((f) => relative(outDir, f).split('\\').join('/'))
        .filter((f) => f !== 'sw.js')
        .sort();
      const hash = createHash('sha256');
      for (const f of files) hash.update(f).update(readFileSync(join(outDir, f)));
      const template = readFileSync(resolve(__dirname, 'sw-template.js'), 'utf8');
      const sw = template
        .replace('__VERSION__', hash.digest('hex').slice(0, 16))
        .replace('__FILES__', JSON.stringify(['./', ...files.map((f) => './' + f)]));
      writeFileSync(join(outDir, 'sw.js'), sw);
    },
  };
}

export default defineConfig({
  base: './',
  resolve: { alias: { '@engine': wasmDir } },
  server: { fs: { allow: [resolve(__dirname, '..'), wasmDir] } },
  build: {
    target: 'es2020',
    assetsInlineLimit: 0,
    chunkSizeWarningLimit: 1000,
  },
  plugins: [serviceWorker()],
});
