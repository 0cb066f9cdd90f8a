// Where refereed tables (src/battery/table.ts) live while they are played: in memory in embedded mode, in Redis in
// cluster mode (src/cluster/table-store.ts), so that a table opened on one instance is continued on any other. Each
// write names the version it replaces (compare-and-set), so two decisions racing on one table never both land.
import type { Table } from '../battery/table.ts';

export interface TableEntry {
  id: string;
  /** the buyer whose research key opened it */
  owner: string;
  table: Table;
  openedAt: number;
  /** its opening or its last decision: an open table idle past the limit has expired */
  activeAt: number;
}

export interface Versioned {
  entry: TableEntry;
  version: number;
}

export interface TableLimits {
  /** open tables a buyer may hold at once */
  maxOpen: number;
  /** an open table not played for this long has expired */
  idleMs: number;
  /** how long a table is kept after its last change (a completed or expired one answers 409 / 410 until then) */
  keepMs: number;
}

/** Refused for the owner's open tables: it may open another once the first of them expires (`retryAt`), or sooner. */
export interface OpenRefused {
  retryAt: number;
}

export interface TableStore {
  /** Stores a new table unless its owner has `maxOpen` open tables that have not expired at `now`. */
  open(entry: TableEntry, now: number): Promise<OpenRefused | null>;
  get(id: string): Promise<Versioned | null>;
  /** Replaces the table held at `version`; false when another write came first. */
  replace(entry: TableEntry, version: number): Promise<boolean>;
  close(): Promise<void>;
}

/** Still being played: counted against its owner's `maxOpen` (until idle past `idleMs`). */
export const isOpen = (entry: TableEntry) => !entry.table.complete;

export class MemoryTableStore implements TableStore {
  /** Oldest change first: a table changed is moved to the end, so the ones past `keepMs` are at the front. */
  private readonly tables = new Map<string, Versioned>();

  constructor(private readonly limits: TableLimits) {}

  async open(entry: TableEntry, now: number): Promise<OpenRefused | null> {
    this.forgetOld(now);
    const active = [...this.tables.values()].filter(({ entry: e }) => e.owner === entry.owner && isOpen(e) && e.activeAt + this.limits.idleMs > now);
    if (active.length >= this.limits.maxOpen) return { retryAt: Math.min(...active.map(({ entry: e }) => e.activeAt)) + this.limits.idleMs };
    this.tables.set(entry.id, { entry, version: 1 });
    return null;
  }

  async get(id: string): Promise<Versioned | null> {
    return this.tables.get(id) ?? null;
  }

  async replace(entry: TableEntry, version: number): Promise<boolean> {
    const held = this.tables.get(entry.id);
    if (held?.version !== version) return false;
    this.tables.delete(entry.id);
    this.tables.set(entry.id, { entry, version: version + 1 });
    return true;
  }

  async close(): Promise<void> {}

  private forgetOld(now: number): void {
    for (const [id, { entry }] of this.tables) {
      if (entry.activeAt + this.limits.keepMs > now) break;
      this.tables.delete(id);
    }
  }
}
