// Episodes per run and runs per entry, from measurement (issue 40, item 2: "Episodes that separate"). The demo's 40
// synthetic models (syntheticRunPlans of DEMO_SEED with runs: 40, one plan per model), each run played exactly as the
// demo seeds one (seedSyntheticBenchmarks: a refereed run table with E episodes played in-process, then
// refereedRunRecord against the demo human baseline), at E ∈ {1, 3, 5, 10} episodes and 5 runs per model:
// 1. per run: the median over the 40 models (run 0 of each) of every dimension's and overall's 95 % half-width
//    (dimensionsCi95, Student-t over episodes; none with E = 1);
// 2. per entry, R ∈ {1, 3, 5} runs per model (runs 0..R−1): buildLeaderboard over those stored runs, by mean
//    (?rankBy=mean: the interval is runsCi95, Student-t over runs; with R = 1 the run's own over episodes) and by the top
//    run (its dimensionsCi95.overall): of the 39 adjacent ranks, how many are separated (intervals do not overlap); of the
//    39 other entries, how many intervals overlap #1's; the board's tie groups; the median half-width of the intervals;
// 3. cost: model calls (seat A's decisions) per run, Σ rounds × E over GAMES, checked against the tables played, and
//    per entry (× R);
// 4. the bench's own wall time per E (playing and recording 40 × 5 runs, and building the boards);
// 5. how far apart the models are at all: the spread of their means at the largest E × R and the gaps between adjacent
//    ranks, against the noise of one episode and of one run, and the episodes a model that would separate a given gap;
// 6. the mean board's interval (over R runs) against a projection of one over all R × E episodes at the same cost.
// Run r of a model plays on its plan's seed (r = 0, as the demo does) or on a hash of that seed and r; the same seeds at
// every E, so a run of E episodes plays the first E episodes of the 10-episode run. Deterministic: no clock or
// Math.random reaches a number; the digest in the summary line is of every run's overall and intervals.
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import tQuantile from '@stdlib/stats-base-dists-t-quantile';
import { GAMES } from '../src/battery/games.ts';
import { MAX_EPISODES } from '../src/battery/engine.ts';
import { newTable, playTable } from '../src/battery/table.ts';
import { BENCHMARK_DIMENSIONS, type StoredReport } from '../src/research/benchmark.ts';
import { buildLeaderboard, type LeaderboardEntry, type RankBy } from '../src/research/leaderboard.ts';
import { refereedRunRecord } from '../src/research/referee.ts';
import { mean, sampleVariance } from '../src/research/statistics.ts';
import { hashedSeed } from '../src/seeded-random.ts';
import { BATTERY } from '../src/research/games.ts';
import { DEMO_SEED, demoHumanBaseline } from '../src/demo/demo.ts';
import { syntheticRunPlans, syntheticSettings } from '../src/demo/synthetic-benchmark.ts';

const MODELS = 40;
const EPISODES = [1, 3, 5, MAX_EPISODES] as const;
const RUNS = [1, 3, 5] as const;
const MAX_RUNS = Math.max(...RUNS);

type Interval = [number, number];

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const half = ([lo, hi]: Interval) => (hi - lo) / 2;
const overlaps = (a: Interval, b: Interval) => a[1] >= b[0] && a[0] <= b[1];
const fixed = (x: number, digits = 1) => x.toFixed(digits);
const count = (n: number) => n.toLocaleString('en');

/** Model calls of one run of E episodes: seat A decides once in every round of every game, in every episode. */
const callsPerEpisode = BATTERY.reduce((total, game) => total + GAMES[game].rounds, 0);

/** Run r's battery seed: the plan's own for the first (the demo's run), then a hash of it and r (31 bits, like the plans'). */
const runSeed = (planSeed: number, r: number) => (r === 0 ? planSeed : hashedSeed(`bench:episodes:${planSeed}:run:${r}`) % 2 ** 31);

/** The runs of every model at E episodes: runs[r][m] is model m's run r (each run from the plans, as the demo plays). */
async function playRuns(episodes: number, baseline: ReturnType<typeof demoHumanBaseline>): Promise<StoredReport[][]> {
  const runs: StoredReport[][] = [];
  for (let r = 0; r < MAX_RUNS; r++) {
    const row: StoredReport[] = [];
    for (const plan of syntheticRunPlans({ seed: DEMO_SEED, models: MODELS, runs: MODELS, matches: 0 })) {
      const seed = runSeed(plan.seed, r);
      const player = { provider: plan.agent.provider, model: plan.agent.model };
      const table = await playTable(newTable('run', seed, { A: player }, syntheticSettings(plan.agent), episodes), { A: plan.agent }, seed);
      const calls = table.games.reduce((total, game) => total + game.A.length, 0);
      if (calls !== callsPerEpisode * episodes) throw new Error(`${plan.runId}: ${calls} decisions of seat A at ${episodes} episodes, expected ${callsPerEpisode * episodes}`);
      row.push(await refereedRunRecord(table, `${plan.runId}-e${episodes}-r${r}`, Date.parse(plan.date), baseline));
    }
    runs.push(row);
  }
  const models = new Set(runs[0]!.map((run) => `${run.provider}:${run.model}`));
  if (models.size !== MODELS) throw new Error(`expected ${MODELS} distinct models, got ${models.size}`);
  if (runs.flat().some((run) => !run.ranked)) throw new Error('a synthetic run is unranked');
  return runs;
}

/** The interval an entry's tie group compares by, as buildLeaderboard picks it; null where it has none (a point). */
const intervalOf = (entry: LeaderboardEntry, rankBy: RankBy): Interval | null =>
  rankBy === 'mean' ? (entry.runsCi95 ?? entry.dimensionsCi95?.overall ?? null) : (entry.dimensionsCi95?.overall ?? null);

interface BoardStats {
  separated: string;
  overlapFirst: string;
  tieGroups: number;
  medianHalfWidth: string;
}

/** The adjacent ranks separated (of n − 1) and entries overlapping #1 (of n − 1), where every entry has an interval. */
function boardStats(board: LeaderboardEntry[], rankBy: RankBy): BoardStats {
  const intervals = board.map((entry) => intervalOf(entry, rankBy));
  const tieGroups = new Set(board.map((entry) => entry.tieGroup)).size;
  if (intervals.some((interval) => interval === null)) return { separated: '—', overlapFirst: '—', tieGroups, medianHalfWidth: '—' };
  const all = intervals as Interval[];
  let separated = 0;
  for (let i = 0; i + 1 < all.length; i++) if (!overlaps(all[i]!, all[i + 1]!)) separated++;
  const overlapFirst = all.slice(1).filter((interval) => overlaps(interval, all[0]!)).length;
  return {
    separated: `${separated}/${all.length - 1}`,
    overlapFirst: `${overlapFirst}/${all.length - 1}`,
    tieGroups,
    medianHalfWidth: fixed(median(all.map(half)), 2),
  };
}

export async function benchEpisodes(): Promise<void> {
  const baseline = demoHumanBaseline();
  const digest = createHash('sha256');
  const played = new Map<number, StoredReport[][]>();
  const timing: Array<Record<string, string>> = [];
  const perRun: Array<Record<string, string>> = [];
  const perEntry: Array<Record<string, string | number>> = [];
  const boards = new Map<string, LeaderboardEntry[]>();

  for (const E of EPISODES) {
    const started = performance.now();
    const runs = await playRuns(E, baseline);
    const playMs = performance.now() - started;
    played.set(E, runs);
    for (const run of runs.flat()) digest.update(JSON.stringify([run.runId, run.overall, run.dimensions, run.dimensionsCi95]));

    // 1. Per run: run 0 of each model.
    const first = runs[0]!;
    const row: Record<string, string> = { E: String(E) };
    for (const key of [...BENCHMARK_DIMENSIONS, 'overall'] as const) {
      row[key] = first.every((run) => run.dimensionsCi95) ? fixed(median(first.map((run) => half(run.dimensionsCi95![key])))) : '—';
    }
    perRun.push(row);

    // 2. Per entry, through buildLeaderboard over the stored runs.
    const boardsStarted = performance.now();
    for (const R of RUNS) {
      const stored = runs.slice(0, R).flat();
      const byMean = buildLeaderboard(stored, [], undefined, 'mean');
      const byTop = buildLeaderboard(stored, [], undefined, 'overall');
      if (byMean.length !== MODELS || byMean.some((entry) => entry.runs !== R)) throw new Error(`E=${E} R=${R}: the board has the wrong entries`);
      boards.set(`${E}/${R}`, byMean);
      const mean = boardStats(byMean, 'mean');
      const top = boardStats(byTop, 'overall');
      perEntry.push({
        E,
        R,
        'calls/entry': count(callsPerEpisode * E * R),
        'by mean: separated': mean.separated,
        'by mean: overlap #1': mean.overlapFirst,
        'by mean: tie groups': mean.tieGroups,
        'by mean: median ½-width': mean.medianHalfWidth,
        'by top run: separated': top.separated,
        'by top run: overlap #1': top.overlapFirst,
        'by top run: tie groups': top.tieGroups,
      });
    }
    const boardsMs = performance.now() - boardsStarted;
    timing.push({
      E: String(E),
      'runs played (40 models × 5)': String(runs.flat().length),
      'play + record, s': fixed(playMs / 1000, 2),
      'ms per run': fixed(playMs / runs.flat().length),
      'boards (3 R × 2 orders), ms': fixed(boardsMs),
      '(E, R=1) alone ≈ s': fixed((playMs / MAX_RUNS) / 1000, 2),
      '(E, R=5) alone ≈ s': fixed(playMs / 1000, 2),
    });
  }

  console.log(`\nEpisodes per run (issue 40): ${MODELS} synthetic models of DEMO_SEED, E ∈ {${EPISODES.join(', ')}}, ${MAX_RUNS} runs each, ${callsPerEpisode} model calls an episode`);
  console.log('1. Per run: median over the 40 models (run 0 of each) of the 95 % half-width over episodes (dimensionsCi95), score points');
  console.table(perRun);
  console.log(
    '2. Per entry (buildLeaderboard over R runs a model): adjacent ranks separated (intervals disjoint) and entries overlapping #1, of 39; by mean: runsCi95 ' +
      '(R = 1: the run\'s own over episodes); by top run: its dimensionsCi95.overall; — where the entries have no interval (E = 1, R = 1; top run at E = 1)',
  );
  console.table(perEntry);
  console.log('3. Cost: model calls (seat A\'s decisions, Σ rounds over GAMES × E; checked against every table played)');
  console.table(
    EPISODES.map((E) => ({
      E,
      'calls/run': count(callsPerEpisode * E),
      ...Object.fromEntries(RUNS.map((R) => [`calls/entry, R=${R}`, count(callsPerEpisode * E * R)])),
      'calls, whole 40-model board, R=5': count(callsPerEpisode * E * MAX_RUNS * MODELS),
    })),
  );
  console.log('4. Wall time of this bench (this machine, one thread)');
  console.table(timing);

  // How far apart the models are: their means at the most evidence (E = 10, R = 5: 50 episodes each), and the noise.
  const E = MAX_EPISODES;
  const most = boards.get(`${E}/${MAX_RUNS}`)!;
  const means = most.map((entry) => entry.runsMeanOverall);
  const gaps = means.slice(1).map((m, i) => means[i]! - m);
  const runs = played.get(E)!;
  const byModel = runs[0]!.map((_, m) => runs.map((row) => row[m]!));
  // one run's SD (between the 5 runs of a model at E = 10) and one episode's SD (backed out of each run's interval)
  const runSd = median(byModel.map((modelRuns) => Math.sqrt(sampleVariance(modelRuns.map((run) => run.overall)))));
  const t = tQuantile(0.975, E - 1);
  const episodeSd = median(runs.flat().map((run) => (half(run.dimensionsCi95!.overall) * Math.sqrt(E)) / t));
  const medianGap = median(gaps);
  const betweenModelSd = Math.sqrt(sampleVariance(means));
  console.log(`5. The models' spread at E = ${E}, R = ${MAX_RUNS} (${E * MAX_RUNS} episodes a model), ranked by mean`);
  console.table([
    { measure: 'mean overall, #1 / median / #40', value: `${fixed(means[0]!, 2)} / ${fixed(median(means), 2)} / ${fixed(means.at(-1)!, 2)}` },
    { measure: 'range #1 − #40; SD over the 40 means', value: `${fixed(means[0]! - means.at(-1)!, 2)}; ${fixed(betweenModelSd, 2)}` },
    { measure: 'gap between adjacent ranks: median / min / max', value: `${fixed(medianGap, 2)} / ${fixed(Math.min(...gaps), 2)} / ${fixed(Math.max(...gaps), 2)}` },
    { measure: 'gaps < 0.5 / < 1 / < 2 points (of 39)', value: `${gaps.filter((g) => g < 0.5).length} / ${gaps.filter((g) => g < 1).length} / ${gaps.filter((g) => g < 2).length}` },
    { measure: `SD of one episode's overall (median over runs, from dimensionsCi95 at E=${E})`, value: fixed(episodeSd, 2) },
    { measure: `SD of one run's overall at E=${E} (median over models, between its ${MAX_RUNS} runs); sd/√${E} of one episode`, value: `${fixed(runSd, 2)}; ${fixed(episodeSd / Math.sqrt(E), 2)}` },
    { measure: `mean over the models of their ${E * MAX_RUNS}-episode means (the board's centre)`, value: fixed(mean(means), 2) },
    { measure: `SE of one model's ${E * MAX_RUNS}-episode mean, sd/√${E * MAX_RUNS} (the noise left in this board's order)`, value: fixed(episodeSd / Math.sqrt(E * MAX_RUNS), 2) },
  ]);
  // Two normal intervals of equal width separate when each half-width < gap / 2: n > (2 · 1.96 · sd / gap)² episodes.
  const needed = (gap: number) => Math.ceil(((2 * 1.96 * episodeSd) / gap) ** 2);
  console.log(`   Episodes a model (R × E) for two entries' 95 % intervals to separate at a gap, ≈ (2 · 1.96 · ${fixed(episodeSd, 2)} / gap)² (normal, pooled episodes)`);
  console.table(
    [medianGap, 1, 2, 5, 10].map((gap, i) => ({
      gap: i === 0 ? `${fixed(gap, 2)} (the median adjacent gap)` : fixed(gap, 0),
      'episodes a model': count(needed(gap)),
      'calls a model': count(needed(gap) * callsPerEpisode),
      'adjacent gaps at least this wide (of 39)': gaps.filter((g) => g >= gap).length,
    })),
  );

  // What the mean board's interval spends: runsCi95 is over R run overalls (Student-t, R − 1 degrees of freedom), so
  // the spread of episodes within a run is not used; an interval over all R × E episodes would be t(RE − 1)·sd/√(RE).
  console.log(`6. The mean board's median ½-width (runsCi95) against a projection: an interval over all R × E episodes, t(RE−1) · ${fixed(episodeSd, 2)} / √(RE)`);
  console.table(
    perEntry.map((row) => {
      const n = Number(row.E) * Number(row.R);
      return {
        E: row.E,
        R: row.R,
        'calls/entry': row['calls/entry'],
        'runsCi95 ½-width (measured)': row['by mean: median ½-width'],
        'pooled episodes ½-width (projected)': n < 2 ? '—' : fixed((tQuantile(0.975, n - 1) * episodeSd) / Math.sqrt(n), 2),
      };
    }),
  );

  const numeric = (value: string | number) => (value === '—' ? null : Number(String(value).split('/')[0]));
  const fewest = (key: string) =>
    perEntry
      .filter((row) => numeric(row[key]!) !== null)
      .reduce((a, b) => (numeric(b[key]!)! < numeric(a[key]!)! ? b : a));
  const byMean = fewest('by mean: overlap #1');
  const byTop = fewest('by top run: overlap #1');
  const mostSeparated = Math.max(...perEntry.map((row) => numeric(row['by mean: separated']!) ?? 0), ...perEntry.map((row) => numeric(row['by top run: separated']!) ?? 0));
  console.log(
    `fewest overlapping #1: by mean E=${byMean.E}, R=${byMean.R} (${byMean['calls/entry']} calls an entry) ${byMean['by mean: overlap #1']}, ` +
      `by top run E=${byTop.E}, R=${byTop.R} ${byTop['by top run: overlap #1']}; at most ${mostSeparated}/39 adjacent ranks separated anywhere; ` +
      `the 40 means span ${fixed(means[0]! - means.at(-1)!, 2)} points (SD ${fixed(betweenModelSd, 2)}), median adjacent gap ${fixed(medianGap, 2)}, ` +
      `one episode's SD ${fixed(episodeSd, 2)}: ≈ ${count(needed(medianGap))} episodes a model to separate the median gap; digest ${digest.digest('hex').slice(0, 16)}`,
  );
}
