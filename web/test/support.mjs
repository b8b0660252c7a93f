// What the web tests share: where things are, the corpus of documents and the
// commands its directives name (scenarios/README.md), and running a program.
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const native = process.env.CARCASSONNE_NATIVE ?? join(root, 'build/app/carcassonne');
export const nativeCli = () => native;
export const nodeCli = join(root, 'build-web/cli/carcassonne.js');
export const site = process.env.CARCASSONNE_SITE ?? join(root, 'build-web/site'); // another build of the page, to try it
export const wasmDir = join(root, 'build-web/wasm/web');
export const output = join(root, 'build-web/test-output');

function filesUnder(dir) {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesUnder(path) : [path];
    });
}

// Splits a command line as a POSIX shell does for words and quotes.
export function shellWords(line) {
  const words = [];
  let word = null;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === "'") {
      const end = line.indexOf("'", i + 1);
      word = (word ?? '') + line.slice(i + 1, end);
      i = end;
    } else if (c === '"') {
      let j = i + 1;
      let text = '';
      for (; line[j] !== '"'; j++) text += line[j] === '\\' ? line[++j] : line[j];
      word = (word ?? '') + text;
      i = j;
    } else if (c === '\\') {
      word = (word ?? '') + line[++i];
    } else if (/\s/.test(c)) {
      if (word !== null) words.push(word);
      word = null;
    } else {
      word = (word ?? '') + c;
    }
  }
  if (word !== null) words.push(word);
  return words;
}

// The leading `# args:` and `# command:` lines of a document.
export function directives(path) {
  const out = { args: '', command: '' };
  for (const line of readFileSync(path, 'latin1').split('\n')) {
    if (line.startsWith('# args:')) out.args = line.slice('# args:'.length);
    else if (line.startsWith('# command:')) out.command = line.slice('# command:'.length);
    else break;
  }
  return out;
}

// Every document of the corpus (relative to the repository) and every
// recorded game to import.
export function corpus() {
  const files = filesUnder(join(root, 'scenarios')).map((f) => relative(root, f));
  const documents = files.filter(
    (f) => f.endsWith('.yaml') && !f.endsWith('.expect.yaml') && !f.startsWith('scenarios/tilesets/'),
  );
  const recorded = files.filter((f) => f.startsWith('scenarios/import/') && /\.(json|jcz)$/.test(f));
  return { documents, recorded };
}

// The commands the corpus exercises, as argument lists: for each document
// `score` as JSON and as text (with its `# args:`), its `# command:` (the
// document right after the command's name), and `import` of each recorded game.
export function corpusCommands({ withDrawings = false } = {}) {
  const { documents, recorded } = corpus();
  const commands = [];
  for (const doc of documents) {
    const d = directives(join(root, doc));
    const args = shellWords(d.args);
    commands.push(['score', doc, '--format', 'json', ...args]);
    commands.push(['score', doc, ...args]);
    if (d.command.trim() !== '') {
      const [name, ...rest] = shellWords(d.command);
      commands.push([name, doc, ...rest]);
    }
    if (withDrawings) {
      const tiles = args.includes('--tiles') ? args.slice(args.indexOf('--tiles'), args.indexOf('--tiles') + 2) : [];
      commands.push(['draw', doc, '--format', 'svg', ...tiles]);
      commands.push(['draw', doc, ...tiles]);
    }
  }
  for (const game of recorded) commands.push(['import', game]);
  return commands;
}

// Runs a program; resolves to its exit status and its output as bytes.
export function runProgram(argv, { input = null, cwd = root } = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(argv[0], argv.slice(1), { cwd, stdio: ['pipe', 'pipe', 'pipe'] });
    const out = [];
    const err = [];
    child.stdout.on('data', (b) => out.push(b));
    child.stderr.on('data', (b) => err.push(b));
    child.on('error', reject);
    child.on('close', (code, signal) =>
      resolvePromise({ exit: signal ? `signal ${signal}` : code, stdout: Buffer.concat(out), stderr: Buffer.concat(err) }),
    );
    child.stdin.on('error', () => {});
    child.stdin.end(input ?? undefined);
  });
}

// Runs `task` over `items`, `width` at a time.
export async function inParallel(items, width, task) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return results;
}

// One line that says where two outputs first differ.
export function firstDifference(a, b) {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a[i] === b[i]) i++;
  const around = (buf) => JSON.stringify(buf.subarray(Math.max(0, i - 30), i + 30).toString('utf8'));
  return `byte ${i}: native ${around(a)} vs wasm ${around(b)}`;
}
