// The engine core, shared by the page (engine.ts) and the node tests: runs
// `carcassonne ARGS...` in a WebAssembly module built from web/entry.cpp. Each
// call writes the documents into the module's in-memory file system and
// returns the exit status and the exact bytes of standard output and standard
// error. Nothing is kept between calls but the files written.

/** @typedef {{exit: number, stdout: string, stderr: string}} RunResult */
/** @typedef {Record<string, string | Uint8Array>} Files */

// Bytes written by the module, one at a time, kept until the call returns.
class ByteSink {
  constructor() {
    this.bytes = new Uint8Array(1 << 16);
    this.length = 0;
  }
  /** @param {number} byte */
  push(byte) {
    if (this.length === this.bytes.length) {
      const grown = new Uint8Array(this.bytes.length * 2);
      grown.set(this.bytes);
      this.bytes = grown;
    }
    this.bytes[this.length++] = byte;
  }
  /** @returns {string} */
  take() {
    const text = new TextDecoder('utf-8').decode(this.bytes.subarray(0, this.length));
    this.length = 0;
    return text;
  }
}

// The working folder of every call: the file names a command shows are those given.
export const kFolder = '/doc';

export class Engine {
  /**
   * @param {(args: object) => Promise<any>} factory emscripten's module factory
   * @param {object} moduleArgs more arguments for it (where the .wasm is)
   */
  constructor(factory, moduleArgs = {}) {
    this.factory = factory;
    this.moduleArgs = moduleArgs;
    /** @type {any} */
    this.module = null;
    this.stdout = new ByteSink();
    this.stderr = new ByteSink();
  }

  /** Loads the module (again, after a fault). @returns {Promise<void>} */
  async load() {
    if (this.module) return;
    const out = this.stdout;
    const err = this.stderr;
    const m = await this.factory({
      ...this.moduleArgs,
      noInitialRun: true,
      preRun: [
        (/** @type {any} */ mod) => {
          // Standard input is empty; standard output and error are kept byte for byte.
          mod.FS.init(
            () => null,
            (/** @type {number} */ b) => out.push(b),
            (/** @type {number} */ b) => err.push(b),
          );
        },
      ],
      print: () => {},
      printErr: () => {},
    });
    m.FS.mkdir(kFolder);
    m.FS.chdir(kFolder);
    this.module = m;
  }

  /**
   * `carcassonne ARGS...` with these files in the working folder, once load()
   * has finished. An abort of the module itself (which the program never does
   * on any input) is reported as the program reports an internal error, and
   * the next load() makes a new module.
   * @param {string[]} args
   * @param {Files} files
   * @returns {RunResult}
   */
  run(args, files = {}) {
    const m = this.module;
    if (!m) throw new Error('the engine is not loaded');
    this.stdout.take();
    this.stderr.take();
    /** @type {number[]} */
    const allocated = [];
    try {
      for (const [name, text] of Object.entries(files)) writeFile(m, name, text);
      const argv = ['carcassonne', ...args];
      const pointers = argv.map((arg) => {
        const size = m.lengthBytesUTF8(arg) + 1;
        const p = m._malloc(size);
        allocated.push(p);
        m.stringToUTF8(arg, p, size);
        return p;
      });
      const array = m._malloc(4 * (pointers.length + 1));
      allocated.push(array);
      m.HEAPU32.set([...pointers, 0], array / 4);
      const exit = m._carcassonne_run(argv.length, array);
      return { exit, stdout: this.stdout.take(), stderr: this.stderr.take() };
    } catch (e) {
      this.module = null;
      allocated.length = 0;
      return {
        exit: 2,
        stdout: this.stdout.take(),
        stderr: this.stderr.take() + `carcassonne: internal error: ${String(e)}\n`,
      };
    } finally {
      for (const p of allocated) m._free(p);
    }
  }
}

/**
 * Writes a file, making its folders (a relative name is in the working folder).
 * @param {any} m @param {string} name @param {string | Uint8Array} text
 */
function writeFile(m, name, text) {
  const parts = name.split('/').filter((p) => p !== '');
  let folder = name.startsWith('/') ? '' : kFolder;
  for (const part of parts.slice(0, -1)) {
    folder += '/' + part;
    if (!m.FS.analyzePath(folder).exists) m.FS.mkdir(folder);
  }
  m.FS.writeFile(name, text);
}
