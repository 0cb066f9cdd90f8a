// Where refereed tables (src/battery/table.ts) live while they are played: in memory in embedded mode, in Redis in
// cluster mode (src/cluster/table-store.ts), so that a table opened on one instance is continued on any other. Each
// write names the version it replaces (compare-and-set), so two decisions racing on one table never both land.
import type { Table } from '../battery/table.ts';

export interface TableEntry {
  id: string;
  /** the buyer whose research key opened it */
  owner: string;
  /**
   * A match whose seat B is left to another buyer: the SHA-256 (hex) of the invite shown once to the owner, and the
   * buyer who took the seat with it (null until one does). Without it the owner relays every seat.
   */
  seatB?: { inviteHash: string; buyer: string | null };
  table: Table;
  openedAt: number;
  /** its opening or its last decision: an open table idle past the limit has expired */
  activeAt: number;
  /** a run that expired and was stored as abandoned (Referee.sweep): recorded once */
  abandoned?: true;
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

/** Refused for a buyer's open tables: it may open (or join) another once the first of them expires (`retryAt`), or sooner. */
export interface OpenRefused {
  retryAt: number;
}

export interface TableStore {
  /** Stores a new table unless its owner has `maxOpen` open tables that have not expired at `now`. */
  open(entry: TableEntry, now: number): Promise<OpenRefused | null>;
  get(id: string): Promise<Versioned | null>;
  /** Replaces the table held at `version`; false when another write came first. */
  replace(entry: TableEntry, version: number): Promise<boolean>;
  /**
   * Replaces the match held at `version` with `entry`, whose seat B `entry.seatB.buyer` has just taken, unless that
   * buyer has `maxOpen` open tables that have not expired at `now`: from then on the match counts against both buyers'
   * open tables. 'raced' when another write came first.
   */
  join(entry: TableEntry, version: number, now: number): Promise<'joined' | 'raced' | OpenRefused>;
  /** Up to `limit` runs idle past `idleMs` at `now`, neither complete nor recorded as abandoned: the sweep's work. */
  expiredRuns(now: number, limit: number): Promise<Versioned[]>;
  close(): Promise<void>;
}

/** A run its buyer opened and let expire, not yet recorded as abandoned. */
export const isExpiredRun = ({ table, activeAt, abandoned }: TableEntry, now: number, idleMs: number): boolean =>
  table.kind === 'run' && !table.complete && !abandoned && activeAt + idleMs <= now;

/** Still being played: counted against the `maxOpen` of each buyer relaying it (until idle past `idleMs`). */
export const isOpen = (entry: TableEntry) => !entry.table.complete && !entry.abandoned;

/** The buyers relaying a table's seats: its owner, and the buyer who took seat B when another did. */
export const relayersOf = (entry: TableEntry): string[] => (entry.seatB?.buyer ? [entry.owner, entry.seatB.buyer] : [entry.owner]);

export class MemoryTableStore implements TableStore {
  /** Oldest change first: a table changed is moved to the end, so the ones past `keepMs` are at the front. */
  private readonly tables = new Map<string, Versioned>();

  constructor(private readonly limits: TableLimits) {}

  async open(entry: TableEntry, now: number): Promise<OpenRefused | null> {
    this.forgetOld(now);
    const refused = this.refusedFor(entry.owner, now);
    if (refused) return refused;
    this.tables.set(entry.id, { entry, version: 1 });
    return null;
  }

  async join(entry: TableEntry, version: number, now: number): Promise<'joined' | 'raced' | OpenRefused> {
    if (this.tables.get(entry.id)?.version !== version) return 'raced';
    const refused = this.refusedFor(entry.seatB!.buyer!, now);
    if (refused) return refused;
    await this.replace(entry, version);
    return 'joined';
  }

  /** Refused when `buyer` relays `maxOpen` open tables not idle at `now`. */
  private refusedFor(buyer: string, now: number): OpenRefused | null {
    const active = [...this.tables.values()].filter(({ entry: e }) => relayersOf(e).includes(buyer) && isOpen(e) && e.activeAt + this.limits.idleMs > now);
    return active.length >= this.limits.maxOpen ? { retryAt: Math.min(...active.map(({ entry: e }) => e.activeAt)) + this.limits.idleMs } : null;
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

  async expiredRuns(now: number, limit: number): Promise<Versioned[]> {
    return [...this.tables.values()].filter(({ entry }) => isExpiredRun(entry, now, this.limits.idleMs)).slice(0, limit);
  }

  async close(): Promise<void> {}

  private forgetOld(now: number): void {
    for (const [id, { entry }] of this.tables) {
      if (entry.activeAt + this.limits.keepMs > now) break;
      this.tables.delete(id);
    }
  }
}
