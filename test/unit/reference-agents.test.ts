// The leaderboard's reference rows (src/research/reference-agents.ts): their seed (checked against Python's hashlib),
// the rows against the demo baseline and the facts docs/scoring-v1.md states about them, the docs' generated table,
// that a computation gives the event loop a turn before every game, and the cache: once per baseline content, the
// previous rows served meanwhile, failures retried.
// Regenerate the docs' table after a scoring change: UPDATE_GENERATED=1 npx vitest run test/unit/reference-agents.test.ts
import { readFile, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { BOT_NAMES } from '../../src/battery/agents/bots.ts';
import { EMPTY_BASELINE, type HumanBaseline } from '../../src/battery/scoring.ts';
import { BENCHMARK_DIMENSIONS } from '../../src/research/benchmark.ts';
import {
  REFERENCE_AGENTS,
  ReferenceRowsCache,
  referenceRows,
  referenceSeed,
  type ReferenceRow,
  type ReferenceRowsSource,
} from '../../src/research/reference-agents.ts';
import { demoHumanBaseline } from '../../src/demo/demo.ts';

const docsFile = new URL('../../docs/scoring-v1.md', import.meta.url).pathname;
const BEGIN = '<!-- reference-points:begin -->';
const END = '<!-- reference-points:end -->';

/** The docs' table of the rows: what a reader compares a model with. */
function referenceTable(baseline: HumanBaseline, rows: ReferenceRow[]): string {
  const fixed = (x: number) => x.toFixed(2);
  const lines = [
    `Baseline \`asOf\` ${baseline.asOf}, ${baseline.sessions.toLocaleString('en')} sessions; seed ${rows[0]!.seed}; ${rows[0]!.episodes} episodes.`,
    '',
    `| agent | ${BENCHMARK_DIMENSIONS.join(' | ')} | overall (95 %) | humanAlignment |`,
    `|---|${BENCHMARK_DIMENSIONS.map(() => '---:|').join('')}---:|---:|`,
    ...rows.map((r) => {
      const interval = r.dimensionsCi95 ? ` (${fixed(r.dimensionsCi95.overall[0])}–${fixed(r.dimensionsCi95.overall[1])})` : '';
      return `| ${r.model} | ${BENCHMARK_DIMENSIONS.map((d) => fixed(r.dimensions[d])).join(' | ')} | ${fixed(r.overall)}${interval} | ${fixed(r.humanAlignment)} |`;
    }),
  ];
  return lines.join('\n');
}

const byModel = (rows: ReferenceRow[]) => Object.fromEntries(rows.map((r) => [r.model, r]));

describe('reference rows', () => {
  it('take their seed from the baseline: the first 53 bits of SHA-256 of reference-agents:<asOf>:<sessions>', () => {
    // python3 -c "import hashlib; s=b'reference-agents:2026-10-31:3255'; print(int.from_bytes(hashlib.sha256(s).digest()[:8],'big')>>11)"
    expect(referenceSeed({ asOf: '2026-10-31', sessions: 3255 })).toBe(4915487636888878);
    // The same with s=b'reference-agents::0' (no data: asOf null).
    expect(referenceSeed(EMPTY_BASELINE)).toBe(4011056681748422);
    expect(referenceSeed({ asOf: '2026-10-31', sessions: 3256 })).not.toBe(referenceSeed({ asOf: '2026-10-31', sessions: 3255 }));
  });

  const demo = demoHumanBaseline();
  const computed = referenceRows(demo);

  it('are the five built-in bots, in order, refereed, marked reference, against the baseline given', async () => {
    const rows = await computed;
    expect(rows.map((r) => r.model)).toEqual(['always-cooperate', 'always-defect', 'tit-for-tat', 'random', 'human']);
    // Every built-in bot of `npm run battery`, none left out when one is added.
    expect(REFERENCE_AGENTS.map((a) => a.model)).toEqual([...BOT_NAMES]);
    for (const row of rows) {
      expect(row).toMatchObject({ reference: true, provider: 'reference', verification: 'refereed', seed: referenceSeed(demo), baseline: { asOf: demo.asOf, sessions: demo.sessions } });
      expect(row.overall).toBeCloseTo(BENCHMARK_DIMENSIONS.reduce((s, d) => s + row.dimensions[d], 0) / 6, 9);
      // The run's own interval over its episodes holds its overall (the mean of the episodes' overalls).
      if (row.dimensionsCi95) {
        expect(row.episodes).toBeGreaterThan(1);
        expect(row.dimensionsCi95.overall[0]).toBeLessThanOrEqual(row.overall + 0.005);
        expect(row.dimensionsCi95.overall[1]).toBeGreaterThanOrEqual(row.overall - 0.005);
      } else expect(row.episodes).toBe(1);
    }
    // Computed again: the same rows (what lets every instance in a cluster serve the same).
    expect(await referenceRows(demo)).toEqual(rows);
  }, 120_000);

  it('show what docs/scoring-v1.md says they show', async () => {
    const rows = byModel(await computed);
    // A constant policy answers both framings of a dilemma alike.
    for (const model of ['always-cooperate', 'always-defect', 'tit-for-tat']) expect(rows[model]!.dimensions.moralConsistency, model).toBe(100);
    expect(rows.random!.dimensions.moralConsistency).toBeLessThan(100);
    // Every disposition bot pumps a balloon 8 times.
    const risk = rows['always-cooperate']!.dimensions.riskProfile;
    expect([rows['always-defect']!, rows['tit-for-tat']!].map((r) => r.dimensions.riskProfile)).toEqual([risk, risk]);
    expect(rows.random!.dimensions.riskProfile).toBeLessThan(risk);
    // humanAlignment: the human sampler, then random, then tit-for-tat, then the always-bots.
    const alignment = (model: string) => rows[model]!.humanAlignment;
    expect(alignment('human')).toBeLessThan(100);
    expect(alignment('human')).toBeGreaterThan(alignment('random'));
    expect(alignment('random')).toBeGreaterThan(alignment('tit-for-tat'));
    expect(alignment('tit-for-tat')).toBeGreaterThan(Math.max(alignment('always-cooperate'), alignment('always-defect')));
  }, 120_000);

  it('are tabled in docs/scoring-v1.md as the code computes them against the demo baseline', async () => {
    const docs = await readFile(docsFile, 'utf8');
    const begin = docs.indexOf(BEGIN);
    const end = docs.indexOf(END);
    expect(begin, 'the docs mark where the table goes').toBeGreaterThan(0);
    expect(end).toBeGreaterThan(begin);
    const table = referenceTable(demo, await computed);
    const regenerated = `${docs.slice(0, begin + BEGIN.length)}\n${table}\n${docs.slice(end)}`;
    if (process.env.UPDATE_GENERATED === '1') await writeFile(docsFile, regenerated);
    // On a difference: run the command at the top of this file.
    expect(await readFile(docsFile, 'utf8')).toBe(regenerated);
  }, 120_000);

  it('give the event loop a turn before every game they play', async () => {
    let turns = 0;
    let running = true;
    const tick = () => {
      turns++;
      if (running) setImmediate(tick);
    };
    setImmediate(tick);
    const rows = await referenceRows(EMPTY_BASELINE);
    running = false;
    // 5 bots × 10 games × their episodes, each game started after a turn of the loop (and one after each scoring).
    expect(turns).toBeGreaterThanOrEqual(5 * 10 * rows[0]!.episodes);
  }, 120_000);
});

/** A warehouse stand-in whose version and baseline the test moves, and whose reads it can make fail. */
function source(baseline: HumanBaseline) {
  const state = { version: 0, baseline, reads: 0, failing: false };
  const reads: ReferenceRowsSource = {
    get version() {
      return state.version;
    },
    async humanBaseline() {
      state.reads++;
      if (state.failing) throw new Error('warehouse unreadable');
      return state.baseline;
    },
  };
  return { state, reads };
}

/** A computation the test releases by hand, counting calls; each row set names the sessions of its baseline. */
function gatedCompute() {
  const calls: HumanBaseline[] = [];
  const gates: Array<() => void> = [];
  const compute = async (baseline: HumanBaseline) => {
    calls.push(baseline);
    await new Promise<void>((resolve) => gates.push(resolve));
    return [{ model: 'human', baseline: { asOf: baseline.asOf, sessions: baseline.sessions } } as ReferenceRow];
  };
  const release = async () => {
    while (gates.length === 0) await new Promise((resolve) => setImmediate(resolve));
    gates.shift()!();
  };
  return { calls, compute, release };
}

const baselineOf = (sessions: number): HumanBaseline => ({ asOf: '2026-01-01', sessions, games: { 'prisoners-dilemma': { cooperate: sessions } } });
const sessionsOf = (rows: ReferenceRow[] | null) => rows?.map((r) => r.baseline.sessions) ?? null;

describe('the reference rows cache', () => {
  it('computes once per baseline content, serves the previous rows meanwhile, and waits only when it holds none', async () => {
    const { state, reads } = source(baselineOf(10));
    const { calls, compute, release } = gatedCompute();
    const cache = new ReferenceRowsCache(reads, compute);

    // Nothing held yet: latest() does not wait; current() does, and concurrent callers share one computation.
    expect(cache.latest()).toBeNull();
    const first = [cache.current(), cache.current()];
    await release();
    expect((await Promise.all(first)).map(sessionsOf)).toEqual([[10], [10]]);
    expect(calls).toHaveLength(1);

    // A new warehouse version with the same baseline: read once, not recomputed.
    state.version = 1;
    expect(sessionsOf(await cache.current())).toEqual([10]);
    expect(await cache.current()).toBe(cache.latest());
    expect([state.reads, calls.length]).toEqual([2, 1]);

    // The baseline changes: the old rows are served until the new ones are ready.
    state.version = 2;
    state.baseline = baselineOf(20);
    expect(sessionsOf(cache.latest())).toEqual([10]);
    const waiting = cache.current();
    await release();
    expect(sessionsOf(await waiting)).toEqual([20]);
    expect(sessionsOf(cache.latest())).toEqual([20]);
    expect(calls.map((b) => b.sessions)).toEqual([10, 20]);
  });

  it('keeps the rows it holds when the warehouse cannot be read, and tries again on the next read', async () => {
    const { state, reads } = source(baselineOf(10));
    const { calls, compute, release } = gatedCompute();
    const cache = new ReferenceRowsCache(reads, compute);
    const first = cache.current();
    await release();
    await first;

    state.version = 1;
    state.baseline = baselineOf(30);
    state.failing = true;
    expect(sessionsOf(await cache.current())).toEqual([10]);
    const failedReads = state.reads;
    state.failing = false;
    const retried = cache.current();
    await release();
    expect(sessionsOf(await retried)).toEqual([30]);
    expect(state.reads).toBe(failedReads + 1);
    expect(calls).toHaveLength(2);
  });

  it('answers null from current() while nothing could be computed, without waiting forever', async () => {
    const { state, reads } = source(baselineOf(10));
    state.failing = true;
    const cache = new ReferenceRowsCache(reads, async () => []);
    expect(await cache.current()).toBeNull();
  });
});
