// Head-to-head ratings at scale: 500 models, 50,000 matches (3–10 games each), 1,000 bootstrap resamples, through the
// stats pool on 2 threads and with computeRatings on this thread, and how long the main event loop was held up.
import { performance } from 'node:perf_hooks';
import { computeRatings, type Ratings } from '../src/battery/ratings.ts';
import { StatsPool } from '../src/research/stats-pool.ts';
import { latentStrengthMatches } from '../warehouse/synthetic-benchmark.ts';

/** Runs `job` while a 1 ms interval ticks: the job's wall time and the longest and total time the ticks were held up. */
interface Timed {
  ms: number;
  longestBlockMs: number;
  blockedMs: number;
  ratings: Ratings;
}

async function timed(job: () => Promise<Ratings> | Ratings): Promise<Timed> {
  let last = performance.now();
  let longest = 0;
  let blocked = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    const gap = now - last;
    last = now;
    if (gap > longest) longest = gap;
    // a 1 ms timer fires within a few ms when the loop is free; anything beyond that the loop was busy
    if (gap > 5) blocked += gap;
  }, 1);
  const started = performance.now();
  last = started;
  const ratings = await job();
  const ms = performance.now() - started;
  clearInterval(ticker);
  // a synchronous job never lets the ticker run: the whole of it held the loop
  const gap = performance.now() - last;
  if (gap > longest) longest = gap;
  if (gap > 5) blocked += gap;
  return { ms, longestBlockMs: longest, blockedMs: blocked, ratings };
}

export async function benchRatings(): Promise<void> {
  const models = Number(process.env.BENCH_RATINGS_MODELS ?? 500);
  const matchCount = Number(process.env.BENCH_RATINGS_MATCHES ?? 50_000);
  const resamples = Number(process.env.BENCH_RATINGS_RESAMPLES ?? 1_000);
  const matches = latentStrengthMatches(1, models, matchCount);
  const options = { resamples, seed: 1 };
  const pool = new StatsPool(2);
  try {
    // the first job also starts the worker threads and compiles their code
    const cold = await timed(() => pool.ratings(matches, options));
    const warm = await timed(() => pool.ratings(matches, options));
    const single = await timed(() => computeRatings(matches, options));
    const expected = JSON.stringify(single.ratings);
    const same = JSON.stringify(warm.ratings) === expected && JSON.stringify(cold.ratings) === expected;
    const rated = single.ratings.models.filter((m) => m.rating !== null).length;
    const count = (n: number) => n.toLocaleString('en');
    console.log(`\nHead-to-head ratings: ${models} models, ${count(matchCount)} matches, ${count(resamples)} resamples (${rated} rated)`);
    const row = (path: string, run: Timed) => ({
      path,
      ms: run.ms.toFixed(0),
      'event loop: longest block, ms': run.longestBlockMs.toFixed(1),
      'event loop: blocked in all, ms': run.blockedMs.toFixed(0),
    });
    console.table([
      row('StatsPool, 2 threads, first job (starts the threads)', cold),
      row('StatsPool, 2 threads', warm),
      row('computeRatings, this thread', single),
    ]);
    console.log(`pool result ${same ? '=' : '≠'} one-thread result; target: < 3,000 ms through the pool on 2 threads`);
  } finally {
    await pool.close();
  }
}
