// Benchmark runs and head-to-head matches: held in memory (the leaderboard and matrix are computed from all of them)
// over a ledger that persists them — the warehouse's tables (embedded) or Redis (cluster: every instance's records).
// Ids are claimed here synchronously, so that concurrent submits of one id on one instance store it once, and the
// ledger decides between instances.
import { randomUUID } from 'node:crypto';
import { listValue, type DuckDBConnection } from '@duckdb/node-api';
import { SerialConnection } from '../src/duckdb.ts';
import type { StoredHeadToHead, StoredReport } from '../src/research/benchmark.ts';
import type { AcceptedMatch } from '../src/battery/match.ts';
import { appendColumns } from './append.ts';

/** A report as the server scored it (src/battery/rescore.ts), before it has a runId. */
export type ScoredReport = Omit<StoredReport, 'runId'> & { runId?: string };

/** A stored record with whether it is demo data. */
export interface Ledgered<T> {
  record: T;
  synthetic: boolean;
}

export interface LedgerRecords {
  runs: Array<Ledgered<StoredReport>>;
  matches: Array<Ledgered<StoredHeadToHead>>;
}

/** The ids an insert stored: those not in it were taken already (by any instance). */
export interface LedgerInserted {
  runs: ReadonlySet<string>;
  matches: ReadonlySet<string>;
}

/** Where benchmark runs and matches persist; one id is stored once, however many instances write. */
export interface BenchmarkLedger {
  /** Every stored run and match. */
  loadAll(): Promise<LedgerRecords>;
  /** Stores the records whose id is free, atomically against every other writer; says which it stored. */
  insert(runs: readonly StoredReport[], matches: readonly StoredHeadToHead[], synthetic: boolean): Promise<LedgerInserted>;
  /**
   * Reports the records other writers store from now on (and, after a reconnect, those stored while disconnected; a
   * record may be reported twice). Null where there are no other writers.
   */
  subscribe: ((onAdded: (added: LedgerRecords) => void) => Promise<void>) | null;
  close(): Promise<void>;
}

/** The embedded ledger: the warehouse's tables benchmark_runs and head_to_head, written by this instance alone. */
export class DuckDbBenchmarkLedger implements BenchmarkLedger {
  readonly subscribe = null;

  constructor(private readonly db: SerialConnection) {}

  async loadAll(): Promise<LedgerRecords> {
    const runs = (await this.db.all('SELECT report, synthetic FROM benchmark_runs')).map((row) => ({
      record: JSON.parse(row.report as string) as StoredReport,
      synthetic: Boolean(row.synthetic),
    }));
    const matches = (await this.db.all('SELECT record, synthetic FROM head_to_head')).map((row) => ({
      record: JSON.parse(row.record as string) as StoredHeadToHead,
      synthetic: Boolean(row.synthetic),
    }));
    return { runs, matches };
  }

  async insert(runs: readonly StoredReport[], matches: readonly StoredHeadToHead[], synthetic: boolean): Promise<LedgerInserted> {
    const flag = (rows: number) => new Uint8Array(rows).fill(synthetic ? 1 : 0);
    return this.db.exclusive(async (c) => {
      // The store claims ids before inserting, but a second store over the same tables (or an id stored twice in one
      // call) must not make a duplicate either: the check and the appends run alone on the connection.
      const takenRuns = await taken(c, 'benchmark_runs', 'run_id', runs.map((r) => r.runId));
      const takenMatches = await taken(c, 'head_to_head', 'match_id', matches.map((m) => m.matchId));
      const newRuns = unique(runs, (r) => r.runId, takenRuns);
      const newMatches = unique(matches, (m) => m.matchId, takenMatches);
      await c.run('BEGIN TRANSACTION');
      try {
        // benchmark_runs: run_id, provider, model, date, overall, report, synthetic.
        if (newRuns.length > 0) {
          await appendColumns(
            c,
            'benchmark_runs',
            [
              newRuns.map((r) => r.runId),
              newRuns.map((r) => r.provider),
              newRuns.map((r) => r.model),
              newRuns.map((r) => r.date),
              Float64Array.from(newRuns, (r) => r.overall),
              newRuns.map((r) => JSON.stringify(r)),
              flag(newRuns.length),
            ],
            newRuns.length,
          );
        }
        // head_to_head: match_id, timestamp, player_a, player_b, record, synthetic.
        if (newMatches.length > 0) {
          await appendColumns(
            c,
            'head_to_head',
            [
              newMatches.map((m) => m.matchId),
              newMatches.map((m) => m.timestamp),
              newMatches.map((m) => m.playerA),
              newMatches.map((m) => m.playerB),
              newMatches.map((m) => JSON.stringify(m)),
              flag(newMatches.length),
            ],
            newMatches.length,
          );
        }
        await c.run('COMMIT');
      } catch (error) {
        await c.run('ROLLBACK');
        throw error;
      }
      return { runs: new Set(newRuns.map((r) => r.runId)), matches: new Set(newMatches.map((m) => m.matchId)) };
    });
  }

  async close(): Promise<void> {
    // The warehouse owns the connection.
  }
}

/** Which of `ids` the table holds already. */
async function taken(c: DuckDBConnection, table: string, column: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const sql = `SELECT ${column} AS id FROM ${table} WHERE ${column} IN (SELECT unnest($1::VARCHAR[]))`;
  const rows = (await c.runAndReadAll(sql, [listValue(ids)])).getRowObjectsJS();
  return new Set(rows.map((row) => row.id as string));
}

/** The records whose id is neither taken nor repeated earlier in the list. */
function unique<T>(records: readonly T[], idOf: (record: T) => string, taken: Set<string>): T[] {
  const seen = new Set(taken);
  return records.filter((record) => {
    const id = idOf(record);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/**
 * One kind of record by id. An id is claimed (in the map) before its insert's first await; a record another instance
 * stored under an id still in flight here is held until the insert answers, then replaces the claim if it lost.
 */
class RecordIndex<T> {
  readonly byId = new Map<string, T>();
  /** Records that are not demo data. */
  real = 0;
  private readonly inFlight = new Map<string, Ledgered<T> | null>();

  constructor(private readonly idOf: (record: T) => string) {}

  /** False when the id is taken (stored, or claimed by an insert still in flight). */
  claim(record: T): boolean {
    const id = this.idOf(record);
    if (this.byId.has(id)) return false;
    this.byId.set(id, record);
    this.inFlight.set(id, null);
    return true;
  }

  /** Ends a claim: kept when the ledger stored it; otherwise the record stored elsewhere takes its place, or it is undone. */
  settle(record: T, stored: boolean, synthetic: boolean): void {
    const id = this.idOf(record);
    const arrived = this.inFlight.get(id) ?? null;
    this.inFlight.delete(id);
    if (stored) {
      if (!synthetic) this.real++;
    } else if (arrived) {
      this.byId.set(id, arrived.record);
      if (!arrived.synthetic) this.real++;
    } else {
      this.byId.delete(id);
    }
  }

  /** A record read from the ledger: true when it is new here. */
  arrive(entry: Ledgered<T>): boolean {
    const id = this.idOf(entry.record);
    if (this.inFlight.has(id)) {
      this.inFlight.set(id, entry);
      return false;
    }
    if (this.byId.has(id)) return false;
    this.byId.set(id, entry.record);
    if (!entry.synthetic) this.real++;
    return true;
  }
}

export class BenchmarkStore {
  /** Bumped by every change: the leaderboard and matrix are recomputed on the first read after one. */
  version = 0;
  /** Bumped by every change to the matches (the ratings depend on them alone). */
  matchesVersion = 0;
  private readonly runs = new RecordIndex<StoredReport>((r) => r.runId);
  private readonly matches = new RecordIndex<StoredHeadToHead>((m) => m.matchId);

  private constructor(private readonly ledger: BenchmarkLedger) {}

  /**
   * Loads every record of the ledger, then follows what other instances add. A SerialConnection means the warehouse's
   * tables (`new DuckDbBenchmarkLedger(db)`).
   */
  static async open(source: BenchmarkLedger | SerialConnection): Promise<BenchmarkStore> {
    const ledger = source instanceof SerialConnection ? new DuckDbBenchmarkLedger(source) : source;
    const store = new BenchmarkStore(ledger);
    const all = await ledger.loadAll();
    for (const entry of all.runs) store.runs.arrive(entry);
    for (const entry of all.matches) store.matches.arrive(entry);
    // The ledger reports what was added since the load (its subscription closes the gap), then as it is added.
    await ledger.subscribe?.((added) => store.arrived(added));
    return store;
  }

  /** Stops following other instances. */
  close(): Promise<void> {
    return this.ledger.close();
  }

  run(runId: string): StoredReport | undefined {
    return this.runs.byId.get(runId);
  }

  hasMatch(matchId: string): boolean {
    return this.matches.byId.has(matchId);
  }

  allRuns(): Iterable<StoredReport> {
    return this.runs.byId.values();
  }

  allMatches(): Iterable<StoredHeadToHead> {
    return this.matches.byId.values();
  }

  get size(): { runs: number; matches: number } {
    return { runs: this.runs.byId.size, matches: this.matches.byId.size };
  }

  /** True while every stored run and match is demo data (and there is some). */
  get synthetic(): boolean {
    return this.runs.real + this.matches.real === 0 && this.runs.byId.size + this.matches.byId.size > 0;
  }

  /** Stores a checked, server-scored report with its runId (assigned when absent); null when the runId is taken. */
  async addRun(report: ScoredReport, synthetic = false): Promise<StoredReport | null> {
    const stored = BenchmarkStore.withRunId(report);
    if (!this.runs.claim(stored)) return null; // before the first await: a concurrent submit of this id sees it
    const inserted = await this.insert([stored], [], synthetic);
    return inserted.runs.has(stored.runId) ? stored : null;
  }

  /** Stores a checked match (matchId assigned when absent); null when the matchId is taken. */
  async addMatch(match: AcceptedMatch, synthetic = false): Promise<StoredHeadToHead | null> {
    const stored: StoredHeadToHead = { ...match, matchId: match.matchId ?? randomUUID() };
    if (!this.matches.claim(stored)) return null;
    const inserted = await this.insert([], [stored], synthetic);
    return inserted.matches.has(stored.matchId) ? stored : null;
  }

  /** Stores many checked records at once (demo data, imports); records whose id is taken are skipped. */
  async addMany(reports: ScoredReport[], matches: StoredHeadToHead[], synthetic: boolean): Promise<{ runs: number; matches: number }> {
    const claimedRuns = reports.map(BenchmarkStore.withRunId).filter((r) => this.runs.claim(r));
    const claimedMatches = matches.filter((m) => this.matches.claim(m));
    const inserted = await this.insert(claimedRuns, claimedMatches, synthetic);
    return { runs: inserted.runs.size, matches: inserted.matches.size };
  }

  private static withRunId(report: ScoredReport): StoredReport {
    return { ...report, runId: report.runId ?? randomUUID() };
  }

  /** Inserts claimed records and settles their claims, whether the ledger stored them, refused them or failed. */
  private async insert(runs: StoredReport[], matches: StoredHeadToHead[], synthetic: boolean): Promise<LedgerInserted> {
    let inserted: LedgerInserted = { runs: new Set(), matches: new Set() };
    try {
      inserted = await this.ledger.insert(runs, matches, synthetic);
      return inserted;
    } finally {
      for (const r of runs) this.runs.settle(r, inserted.runs.has(r.runId), synthetic);
      for (const m of matches) this.matches.settle(m, inserted.matches.has(m.matchId), synthetic);
      // Also when a claim was undone: a read while it was in flight may have cached it.
      if (runs.length + matches.length > 0) this.version++;
      if (matches.length > 0) this.matchesVersion++;
    }
  }

  /** Records another instance stored. */
  private arrived(added: LedgerRecords): void {
    let runs = 0;
    let matches = 0;
    for (const entry of added.runs) if (this.runs.arrive(entry)) runs++;
    for (const entry of added.matches) if (this.matches.arrive(entry)) matches++;
    if (runs + matches > 0) this.version++;
    if (matches > 0) this.matchesVersion++;
  }
}
