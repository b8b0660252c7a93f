// The document the page shows: its name and text (what the command line would
// read), and which move of a log is shown. Views subscribe and redraw; an
// editor (issue 26) will change the text through setText and be followed the
// same way.

export interface DocumentState {
  name: string; // the file name the commands show ("quickstart.yaml")
  text: string; // the document, as the command line reads it
  move: number | null; // a log: the move shown (--move N); null: the whole log
  version: number; // bumped on every change, so a slow answer to an old change is dropped
}

type Listener = (state: DocumentState) => void;

let state: DocumentState = { name: '', text: '', move: null, version: 0 };
const listeners: Listener[] = [];

export function current(): DocumentState {
  return state;
}

export function subscribe(listener: Listener): void {
  listeners.push(listener);
}

function publish(next: Omit<DocumentState, 'version'>): void {
  state = { ...next, version: state.version + 1 };
  for (const l of listeners) l(state);
}

// A new document: the whole of it is shown (a log at its last move).
export function open(name: string, text: string): void {
  publish({ name: safeName(name), text, move: null });
}

// The same document, changed (the editor).
export function setText(text: string): void {
  publish({ ...state, text });
}

export function setMove(move: number | null): void {
  if (move === state.move) return;
  publish({ ...state, move });
}

// A file name for the in-memory file system: no folders, never empty.
export function safeName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(/[^A-Za-z0-9._ -]/g, '_').replace(/^[.-]+/, '');
  return cleaned === '' ? 'document.yaml' : cleaned;
}
