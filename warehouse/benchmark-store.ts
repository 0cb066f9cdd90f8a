// Benchmark runs and head-to-head matches: held in memory (the leaderboard and matrix are computed from all of them)
// over a ledger that persists them — the warehouse's tables (embedded) or Redis (cluster: every instance's records).
// Ids and fingerprints (the same seed and decisions: warehouse/benchmark-fingerprint.ts) are claimed here
// synchronously, so that concurrent submits of one id or one play on one instance store it once, and the ledger
// decides between instances.
import { randomUUID } from 'node:crypto';
import { listValue, type DuckDBConnection } from '@duckdb/node-api';
import { SerialConnection } from '../src/duckdb.ts';
import { countsPublicly, matchVerification, withStanding, type StoredHeadToHead, type StoredReport } from '../src/research/benchmark.ts';
import type { AcceptedMatch } from '../src/battery/match.ts';
import { appendColumns } from './append.ts';
import { matchFingerprint, runFingerprint } from './benchmark-fingerprint.ts';

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

/**
 * The ids an insert stored. Those not in it were refused: as duplicates when listed under `duplicateRuns` /
 * `duplicateMatches` (→ the id of the stored record with the same fingerprint), else because their id was taken.
 */
export interface LedgerInserted {
  runs: ReadonlySet<string>;
  matches: ReadonlySet<string>;
  duplicateRuns: ReadonlyMap<string, string>;
  duplicateMatches: ReadonlyMap<string, string>;
}

/** Why the store did not store a record: its id is taken, or it repeats the play of the stored record `of`. */
export type Refused = { refused: 'id' } | { refused: 'duplicate'; of: string };

/**
 * Where benchmark runs and matches persist; one id is stored once, however many instances write. A ledger with other
 * writers (Redis) also stores one fingerprint once; the embedded one has a single writer, whose store checks them.
 */
export interface BenchmarkLedger {
  /** Every stored run and match. */
  loadAll(): Promise<LedgerRecords>;
  /** Stores the records whose id (and fingerprint) is free, atomically against every other writer; says which it stored. */
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
      return { runs: new Set(newRuns.map((r) => r.runId)), matches: new Set(newMatches.map((m) => m.matchId)), duplicateRuns: new Map(), duplicateMatches: new Map() };
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
 * Records from before verification existed, as stored now: they were played by clients, so runs are self-reported
 * (their standing computed) and matches replayed when the server verified them, else unverified. Demo matches stored
 * before `relay` existed were played by the demo's two built-in seats, as new ones are recorded (src/demo/demo.ts):
 * two-buyers, so a data directory seeded earlier keeps its demo matrix and ratings.
 */
function upgraded(records: LedgerRecords): LedgerRecords {
  return {
    runs: records.runs.map((e) => {
      const record = e.record.verification ? e.record : withStanding(e.record, 'self-reported');
      // A run stored before episodes was one play of each game.
      return { ...e, record: record.episodes === undefined ? { ...record, episodes: 1, dimensionsCi95: null } : record };
    }),
    matches: records.matches.map((e) => {
      if (!e.record.verification) return { ...e, record: { ...e.record, ...matchVerification(e.record.verified === true ? 'replayed' : 'unverified') } };
      if (e.synthetic && e.record.verification === 'refereed' && e.record.relay === undefined) return { ...e, record: { ...e.record, relay: 'two-buyers' as const } };
      return e;
    }),
  };
}

/**
 * One kind of record by id and by fingerprint. Both are claimed (in the maps) before the insert's first await; a
 * record another instance stored under an id still in flight here is held until the insert answers, then replaces the
 * claim if it lost.
 */
class RecordIndex<T> {
  readonly byId = new Map<string, T>();
  /** fingerprint → the id of the record holding it (stored, or claimed by an insert in flight) */
  private readonly byPrint = new Map<string, string>();
  /** Records that are not demo data. */
  real = 0;
  private readonly inFlight = new Map<string, Ledgered<T> | null>();

  constructor(
    private readonly idOf: (record: T) => string,
    private readonly printOf: (record: T) => string | null,
  ) {}

  /** Null when claimed; else why not (the id or the fingerprint is stored, or claimed by an insert in flight). */
  claim(record: T): Refused | null {
    const id = this.idOf(record);
    if (this.byId.has(id)) return { refused: 'id' };
    const print = this.printOf(record);
    const of = print === null ? undefined : this.byPrint.get(print);
    if (of !== undefined) return { refused: 'duplicate', of };
    this.byId.set(id, record);
    if (print !== null) this.byPrint.set(print, id);
    this.inFlight.set(id, null);
    return null;
  }

  /**
   * Ends a claim: kept when the ledger stored it; otherwise the record stored elsewhere takes its place, or it is undone.
   * `duplicateOf`: the ledger refused it for the fingerprint of that stored record, which now holds the fingerprint here.
   */
  settle(record: T, stored: boolean, duplicateOf: string | undefined, synthetic: boolean): void {
    const id = this.idOf(record);
    const arrived = this.inFlight.get(id) ?? null;
    this.inFlight.delete(id);
    if (stored) {
      if (!synthetic) this.real++;
      return;
    }
    const print = this.printOf(record);
    if (print !== null && this.byPrint.get(print) === id) {
      if (duplicateOf === undefined) this.byPrint.delete(print);
      else this.byPrint.set(print, duplicateOf);
    }
    if (arrived) {
      this.byId.set(id, arrived.record);
      this.index(arrived.record);
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
    this.index(entry.record);
    if (!entry.synthetic) this.real++;
    return true;
  }

  /** The first record with a fingerprint keeps it (duplicates stored before fingerprints existed stay stored). */
  private index(record: T): void {
    const print = this.printOf(record);
    if (print !== null && !this.byPrint.has(print)) this.byPrint.set(print, this.idOf(record));
  }
}

/** A record the store was asked to add → itself when stored, else why not. */
function outcome<T>(record: T, id: string, stored: ReadonlySet<string>, duplicates: ReadonlyMap<string, string>): T | Refused {
  if (stored.has(id)) return record;
  const of = duplicates.get(id);
  return of === undefined ? { refused: 'id' } : { refused: 'duplicate', of };
}

export class BenchmarkStore {
  /** Bumped by every change: the leaderboard and matrix are recomputed on the first read after one. */
  version = 0;
  /** Bumped by every change to the matches that count publicly (countsPublicly): the ratings depend on them alone. */
  refereedVersion = 0;
  private readonly runs = new RecordIndex<StoredReport>((r) => r.runId, runFingerprint);
  private readonly matches = new RecordIndex<StoredHeadToHead>((m) => m.matchId, matchFingerprint);

  private constructor(private readonly ledger: BenchmarkLedger) {}

  /**
   * Loads every record of the ledger, then follows what other instances add. A SerialConnection means the warehouse's
   * tables (`new DuckDbBenchmarkLedger(db)`).
   */
  static async open(source: BenchmarkLedger | SerialConnection): Promise<BenchmarkStore> {
    const ledger = source instanceof SerialConnection ? new DuckDbBenchmarkLedger(source) : source;
    const store = new BenchmarkStore(ledger);
    const all = upgraded(await ledger.loadAll());
    for (const entry of all.runs) store.runs.arrive(entry);
    for (const entry of all.matches) store.matches.arrive(entry);
    // The ledger reports what was added since the load (its subscription closes the gap), then as it is added.
    await ledger.subscribe?.((added) => store.arrived(upgraded(added)));
    return store;
  }

  /** Stops following other instances. */
  close(): Promise<void> {
    return this.ledger.close();
  }

  run(runId: string): StoredReport | undefined {
    return this.runs.byId.get(runId);
  }

  match(matchId: string): StoredHeadToHead | undefined {
    return this.matches.byId.get(matchId);
  }

  hasMatch(matchId: string): boolean {
    return this.matches.byId.has(matchId);
  }

  allRuns(): Iterable<StoredReport> {
    return this.runs.byId.values();
  }

  /** Every match, whatever its verification (the public numbers take those countsPublicly takes). */
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

  /** Stores a checked, server-scored report with its runId (assigned when absent); refused when its id or play is stored. */
  async addRun(report: ScoredReport, synthetic = false): Promise<StoredReport | Refused> {
    const stored = BenchmarkStore.withRunId(report);
    // Before the first await: a concurrent submit of this id or these decisions sees the claim.
    const refused = this.runs.claim(stored);
    if (refused) return refused;
    const inserted = await this.insert([stored], [], synthetic);
    return outcome(stored, stored.runId, inserted.runs, inserted.duplicateRuns);
  }

  /** Stores a checked match (matchId assigned when absent); refused when its id or play (seed and transcripts) is stored. */
  async addMatch(match: AcceptedMatch, synthetic = false): Promise<StoredHeadToHead | Refused> {
    const stored: StoredHeadToHead = { ...match, matchId: match.matchId ?? randomUUID() };
    const refused = this.matches.claim(stored);
    if (refused) return refused;
    const inserted = await this.insert([], [stored], synthetic);
    return outcome(stored, stored.matchId, inserted.matches, inserted.duplicateMatches);
  }

  /** Stores many checked records at once (demo data, imports); records whose id or play is stored are skipped. */
  async addMany(reports: ScoredReport[], matches: StoredHeadToHead[], synthetic: boolean): Promise<{ runs: number; matches: number }> {
    const claimedRuns = reports.map(BenchmarkStore.withRunId).filter((r) => this.runs.claim(r) === null);
    const claimedMatches = matches.filter((m) => this.matches.claim(m) === null);
    const inserted = await this.insert(claimedRuns, claimedMatches, synthetic);
    return { runs: inserted.runs.size, matches: inserted.matches.size };
  }

  private static withRunId(report: ScoredReport): StoredReport {
    return { ...report, runId: report.runId ?? randomUUID() };
  }

  /** Inserts claimed records and settles their claims, whether the ledger stored them, refused them or failed. */
  private async insert(runs: StoredReport[], matches: StoredHeadToHead[], synthetic: boolean): Promise<LedgerInserted> {
    let inserted: LedgerInserted = { runs: new Set(), matches: new Set(), duplicateRuns: new Map(), duplicateMatches: new Map() };
    try {
      inserted = await this.ledger.insert(runs, matches, synthetic);
      return inserted;
    } finally {
      for (const r of runs) this.runs.settle(r, inserted.runs.has(r.runId), inserted.duplicateRuns.get(r.runId), synthetic);
      for (const m of matches) this.matches.settle(m, inserted.matches.has(m.matchId), inserted.duplicateMatches.get(m.matchId), synthetic);
      // Also when a claim was undone: a read while it was in flight may have cached it. A match refused here may have
      // been replaced by one that counts, which another instance stored under its id.
      if (runs.length + matches.length > 0) this.version++;
      if (matches.some((m) => countsPublicly(m) || !inserted.matches.has(m.matchId))) this.refereedVersion++;
    }
  }

  /** Records another instance stored. */
  private arrived(added: LedgerRecords): void {
    let changed = false;
    let counted = false;
    for (const entry of added.runs) if (this.runs.arrive(entry)) changed = true;
    for (const entry of added.matches) {
      if (!this.matches.arrive(entry)) continue;
      changed = true;
      if (countsPublicly(entry.record)) counted = true;
    }
    if (changed) this.version++;
    if (counted) this.refereedVersion++;
  }
}
