// The editor's undo and redo: every table entered, the one shown at `at`.
// The whole history is kept in the browser's storage, so a reload (or a
// phone that dropped the page) comes back to the same table and can still
// undo.
import { type Table, cloneTable, parseTable } from './table.js';

const kStorageKey = 'carcassonne.editor.v1';

export class History {
  private tables: Table[] = [];
  private at = -1;

  current(): Table | null {
    return this.at >= 0 ? cloneTable(this.tables[this.at]) : null;
  }

  // A new state: anything that was undone is dropped.
  push(t: Table): void {
    this.tables = this.tables.slice(0, this.at + 1);
    this.tables.push(cloneTable(t));
    this.at = this.tables.length - 1;
    this.save();
  }

  // What if: the history as it is now, to come back to (every change after it dropped).
  private saved: { at: number; length: number } | null = null;

  trying(): boolean {
    return this.saved !== null;
  }

  startTrying(): void {
    this.saved = { at: this.at, length: this.tables.length };
  }

  stopTrying(): Table | null {
    if (!this.saved) return null;
    this.tables = this.tables.slice(0, this.saved.length);
    this.at = this.saved.at;
    this.saved = null;
    this.save();
    return this.current();
  }

  canUndo(): boolean {
    return this.at > 0;
  }

  canRedo(): boolean {
    return this.at < this.tables.length - 1;
  }

  undo(): Table | null {
    if (!this.canUndo()) return null;
    this.at -= 1;
    this.save();
    return this.current();
  }

  redo(): Table | null {
    if (!this.canRedo()) return null;
    this.at += 1;
    this.save();
    return this.current();
  }

  private save(): void {
    try {
      localStorage.setItem(kStorageKey, JSON.stringify({ at: this.at, tables: this.tables }));
    } catch {
      // Storage full or refused (private browsing): the table still works, unsaved.
    }
  }

  // The history saved by an earlier visit; false when there is none.
  restore(): boolean {
    try {
      const saved = JSON.parse(localStorage.getItem(kStorageKey) ?? 'null') as {
        at: number;
        tables: unknown[];
      } | null;
      if (!saved || !Array.isArray(saved.tables)) return false;
      const tables = saved.tables.map((t) => parseTable(JSON.stringify(t)));
      if (tables.length === 0 || tables.some((t) => t === null)) return false;
      this.tables = tables as Table[];
      this.at = Math.max(0, Math.min(tables.length - 1, saved.at));
      return true;
    } catch {
      return false;
    }
  }
}
