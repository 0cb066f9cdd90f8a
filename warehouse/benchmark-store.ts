// Benchmark runs and head-to-head matches: stored in the warehouse, held in memory (the leaderboard and matrix are
// computed from all of them), with ids claimed synchronously so that concurrent submits of one id store it once.
import { randomUUID } from 'node:crypto';
import type { SerialConnection } from '../src/duckdb.ts';
import type { StoredHeadToHead, StoredReport } from '../src/research/benchmark.ts';
import type { AcceptedMatch } from '../src/battery/match.ts';
import { appendColumns } from './append.ts';

/** A report as the server scored it (src/battery/rescore.ts), before it has a runId. */
export type ScoredReport = Omit<StoredReport, 'runId'> & { runId?: string };

export class BenchmarkStore {
  /** Bumped by every change: the leaderboard and matrix are recomputed on the first read after one. */
  version = 0;
  /** Bumped by every change to the matches (the ratings depend on them alone). */
  matchesVersion = 0;
  private readonly runs = new Map<string, StoredReport>();
  private readonly matches = new Map<string, StoredHeadToHead>();
  private realRecords = 0;

  private constructor(private readonly db: SerialConnection) {}

  static async open(db: SerialConnection): Promise<BenchmarkStore> {
    const store = new BenchmarkStore(db);
    for (const row of await db.all('SELECT report, synthetic FROM benchmark_runs')) {
      const run = JSON.parse(row.report as string) as StoredReport;
      store.runs.set(run.runId, run);
      if (!row.synthetic) store.realRecords++;
    }
    for (const row of await db.all('SELECT record, synthetic FROM head_to_head')) {
      const match = JSON.parse(row.record as string) as StoredHeadToHead;
      store.matches.set(match.matchId, match);
      if (!row.synthetic) store.realRecords++;
    }
    return store;
  }

  run(runId: string): StoredReport | undefined {
    return this.runs.get(runId);
  }

  hasMatch(matchId: string): boolean {
    return this.matches.has(matchId);
  }

  allRuns(): Iterable<StoredReport> {
    return this.runs.values();
  }

  allMatches(): Iterable<StoredHeadToHead> {
    return this.matches.values();
  }

  get size(): { runs: number; matches: number } {
    return { runs: this.runs.size, matches: this.matches.size };
  }

  /** True while every stored run and match is demo data (and there is some). */
  get synthetic(): boolean {
    return this.realRecords === 0 && this.runs.size + this.matches.size > 0;
  }

  /** Stores a checked, server-scored report with its runId (assigned when absent); null when the runId is taken. */
  async addRun(report: ScoredReport, synthetic = false): Promise<StoredReport | null> {
    const stored = BenchmarkStore.withRunId(report);
    if (this.runs.has(stored.runId)) return null;
    this.runs.set(stored.runId, stored); // claimed before the first await: a concurrent submit of this id sees it
    try {
      await this.insert([stored], [], synthetic);
    } catch (error) {
      this.runs.delete(stored.runId);
      throw error;
    }
    return stored;
  }

  /** Stores a checked match (matchId assigned when absent); null when the matchId is taken. */
  async addMatch(match: AcceptedMatch, synthetic = false): Promise<StoredHeadToHead | null> {
    const stored: StoredHeadToHead = { ...match, matchId: match.matchId ?? randomUUID() };
    if (this.matches.has(stored.matchId)) return null;
    this.matches.set(stored.matchId, stored);
    try {
      await this.insert([], [stored], synthetic);
    } catch (error) {
      this.matches.delete(stored.matchId);
      throw error;
    }
    return stored;
  }

  /** Stores many checked records in one transaction (demo data, imports); records whose id is taken are skipped. */
  async addMany(reports: ScoredReport[], matches: StoredHeadToHead[], synthetic: boolean): Promise<{ runs: number; matches: number }> {
    const runs = reports.map(BenchmarkStore.withRunId).filter((r) => !this.runs.has(r.runId));
    const fresh = matches.filter((m) => !this.matches.has(m.matchId));
    const uniqueRuns = [...new Map(runs.map((r) => [r.runId, r])).values()];
    const uniqueMatches = [...new Map(fresh.map((m) => [m.matchId, m])).values()];
    for (const r of uniqueRuns) this.runs.set(r.runId, r);
    for (const m of uniqueMatches) this.matches.set(m.matchId, m);
    try {
      await this.insert(uniqueRuns, uniqueMatches, synthetic);
    } catch (error) {
      for (const r of uniqueRuns) this.runs.delete(r.runId);
      for (const m of uniqueMatches) this.matches.delete(m.matchId);
      throw error;
    }
    return { runs: uniqueRuns.length, matches: uniqueMatches.length };
  }

  private static withRunId(report: ScoredReport): StoredReport {
    return { ...report, runId: report.runId ?? randomUUID() };
  }

  private async insert(runs: StoredReport[], matches: StoredHeadToHead[], synthetic: boolean): Promise<void> {
    const flag = (rows: number) => new Uint8Array(rows).fill(synthetic ? 1 : 0);
    await this.db.exclusive(async (c) => {
      // benchmark_runs: run_id, provider, model, date, overall, report, synthetic.
      if (runs.length > 0) {
        await appendColumns(
          c,
          'benchmark_runs',
          [
            runs.map((r) => r.runId),
            runs.map((r) => r.provider),
            runs.map((r) => r.model),
            runs.map((r) => r.date),
            Float64Array.from(runs, (r) => r.overall),
            runs.map((r) => JSON.stringify(r)),
            flag(runs.length),
          ],
          runs.length,
        );
      }
      // head_to_head: match_id, timestamp, player_a, player_b, record, synthetic.
      if (matches.length > 0) {
        await appendColumns(
          c,
          'head_to_head',
          [
            matches.map((m) => m.matchId),
            matches.map((m) => m.timestamp),
            matches.map((m) => m.playerA),
            matches.map((m) => m.playerB),
            matches.map((m) => JSON.stringify(m)),
            flag(matches.length),
          ],
          matches.length,
        );
      }
    });
    if (!synthetic) this.realRecords += runs.length + matches.length;
    this.version++;
    if (matches.length > 0) this.matchesVersion++;
  }
}
