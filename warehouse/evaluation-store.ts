// Embedded mode's evaluations: held in memory, written through to the warehouse so that a restart finds every one
// (those that were running read as paused: their runner's lease and provider key died with the process).
import type { SerialConnection } from '../src/duckdb.ts';
import { MemoryLeases, type CallRecord, type ClaimResult, type Evaluation, type EvaluationStore, type VersionedEvaluation } from '../src/research/evaluation-store.ts';

export class DuckDbEvaluationStore implements EvaluationStore {
  private readonly held = new Map<string, VersionedEvaluation>();
  private readonly leases = new MemoryLeases();
  /** calls stored per evaluation: the next one's `seq` */
  private readonly callCounts = new Map<string, number>();
  /** The replace in progress: replaces run one after another. */
  private writes: Promise<unknown> = Promise.resolve();

  private constructor(private readonly db: SerialConnection) {}

  static async open(db: SerialConnection): Promise<DuckDbEvaluationStore> {
    const store = new DuckDbEvaluationStore(db);
    for (const row of await db.all('SELECT record, version FROM evaluations')) {
      const evaluation = JSON.parse(row.record as string) as Evaluation;
      store.held.set(evaluation.id, { evaluation, version: Number(row.version) });
    }
    return store;
  }

  async create(evaluation: Evaluation): Promise<void> {
    await this.db.run('INSERT INTO evaluations VALUES ($1, $2, $3, 1)', [evaluation.id, evaluation.owner, JSON.stringify(evaluation)]);
    this.held.set(evaluation.id, { evaluation, version: 1 });
  }

  async get(id: string): Promise<VersionedEvaluation | null> {
    return this.held.get(id) ?? null;
  }

  /**
   * Compare-and-set, one at a time: the map shows a version only once the warehouse holds it, so what a reader is told
   * survives a kill -9 (a restart never finds an evaluation behind what was answered).
   */
  replace(evaluation: Evaluation, version: number): Promise<boolean> {
    const done = this.writes.then(async () => {
      if (this.held.get(evaluation.id)?.version !== version) return false;
      await this.db.run('UPDATE evaluations SET record = $2, version = $3 WHERE id = $1', [evaluation.id, JSON.stringify(evaluation), version + 1]);
      this.held.set(evaluation.id, { evaluation, version: version + 1 });
      return true;
    });
    this.writes = done.catch(() => undefined);
    return done;
  }

  async claim(id: string, owner: string, runner: string, until: number, now: number, maxActive: number): Promise<ClaimResult> {
    return this.leases.claim(id, owner, runner, until, now, maxActive);
  }

  async renew(id: string, _owner: string, runner: string, until: number): Promise<boolean> {
    return this.leases.renew(id, runner, until);
  }

  async release(id: string, _owner: string, runner: string): Promise<void> {
    this.leases.release(id, runner);
  }

  async runnerOf(id: string, now: number): Promise<string | null> {
    return this.leases.runnerOf(id, now);
  }

  async appendCalls(id: string, calls: readonly CallRecord[]): Promise<void> {
    if (calls.length === 0) return;
    let next = this.callCounts.get(id);
    if (next === undefined) next = Number((await this.db.all('SELECT count(*) AS n FROM evaluation_calls WHERE evaluation_id = $1', [id]))[0]!.n);
    this.callCounts.set(id, next + calls.length);
    const values = calls.map((_, i) => `($1, ${next + i}, $${i + 2})`).join(', ');
    await this.db.run(`INSERT INTO evaluation_calls VALUES ${values}`, [id, ...calls.map((call) => JSON.stringify(call))]);
  }

  async calls(id: string): Promise<CallRecord[]> {
    const rows = await this.db.all('SELECT call FROM evaluation_calls WHERE evaluation_id = $1 ORDER BY seq', [id]);
    return rows.map((row) => JSON.parse(row.call as string) as CallRecord);
  }

  async close(): Promise<void> {}
}
