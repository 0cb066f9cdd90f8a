// Head-to-head ratings: the Bradley–Terry fit against an independent NumPy/SciPy implementation
// (test/reference/bradley_terry.py), hand-made sets with known answers, sparse data solved to 1e-12, the bootstrap's
// determinism, chunking and independence of the matches' order and seats, and the stats pool giving the one-thread
// result without holding up the event loop.
import { execFile } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import {
  bootstrapIntervals,
  bootstrapRatings,
  buildProblem,
  computeRatings,
  honestInterval,
  fitRatings,
  numberMatches,
  type MatchResult,
  type Ratings,
} from '../../src/battery/ratings.ts';
import { BASELINE_COLUMNS, computeBaseline, type SegmentColumns } from '../../src/research/baseline.ts';
import { StatsPool } from '../../src/research/stats-pool.ts';
import { latentStrengthMatches } from '../../src/demo/synthetic-benchmark.ts';

const reference = new URL('../reference/bradley_terry.py', import.meta.url).pathname;

interface ReferenceModel {
  model: string;
  rating: number | null;
  games: number;
}

function python(matches: readonly MatchResult[]): Promise<ReferenceModel[]> {
  return new Promise((resolve, reject) => {
    const child = execFile('python3', [reference], { maxBuffer: 16 << 20 }, (error, stdout) => {
      if (error) reject(error);
      else resolve((JSON.parse(stdout) as { models: ReferenceModel[] }).models);
    });
    child.stdin!.end(JSON.stringify({ matches }));
  });
}

const match = (playerA: string, playerB: string, winsA: number, winsB: number, draws = 0): MatchResult => ({
  playerA,
  playerB,
  winsA,
  winsB,
  draws,
});

const randomMatches = (seed: number, models: number, matches: number) => latentStrengthMatches(seed, models, matches, 0.8);

const byModel = (ratings: Ratings) => new Map(ratings.models.map((m) => [m.model, m]));

async function expectReferenceAgreement(matches: readonly MatchResult[]): Promise<Ratings> {
  const ours = computeRatings(matches, { resamples: 0 });
  const theirs = await python(matches);
  const rated = byModel(ours);
  expect([...rated.keys()].sort()).toEqual(theirs.map((m) => m.model));
  for (const expected of theirs) {
    const actual = rated.get(expected.model)!;
    expect(actual.games).toBe(expected.games);
    if (expected.rating === null) expect(actual.rating).toBeNull();
    else expect(Math.abs(actual.rating! - expected.rating)).toBeLessThan(1e-6);
  }
  return ours;
}

const cycle = [match('a', 'b', 3, 1), match('b', 'c', 2, 2, 1), match('c', 'a', 2, 1)];
const random30 = randomMatches(13, 30, 600);

describe('Bradley–Terry fit', () => {
  it('gives two models at 3–1 the ratings 1000 ± 200·log10(3)', async () => {
    const ratings = await expectReferenceAgreement([match('b', 'a', 1, 3)]);
    expect(ratings.models.map((m) => m.model)).toEqual(['a', 'b']);
    expect(ratings.models[0]!.rating).toBeCloseTo(1000 + 200 * Math.log10(3), 9);
    expect(ratings.models[1]!.rating).toBeCloseTo(1000 - 200 * Math.log10(3), 9);
    expect(ratings.models.map((m) => m.games)).toEqual([4, 4]);
  });

  it('counts a draw as half a win for each side', async () => {
    const drawn = await expectReferenceAgreement([match('a', 'b', 0, 0, 4)]);
    expect(drawn.models.map((m) => m.rating)).toEqual([1000, 1000]);
    // 2 wins + 2 draws against 0 + 2 draws: 3 to 1, the same as a plain 3–1
    const mixed = await expectReferenceAgreement([match('a', 'b', 2, 0, 2)]);
    expect(mixed.models[0]!.rating).toBeCloseTo(1000 + 200 * Math.log10(3), 9);
  });

  it('leaves a model with no loss unrated, but counts its games', async () => {
    const ratings = byModel(await expectReferenceAgreement([...cycle, match('d', 'a', 3, 0)]));
    expect(ratings.get('d')).toEqual({ model: 'd', rating: null, ci95: null, games: 3 });
    expect(ratings.get('a')!.rating).not.toBeNull();
  });

  it('rates only the largest strongly connected set; a disconnected pair is unrated', async () => {
    const ratings = await expectReferenceAgreement([...cycle, match('x', 'y', 2, 1), match('y', 'x', 2, 1)]);
    expect(ratings.models.filter((m) => m.rating === null).map((m) => m.model)).toEqual(['x', 'y']);
    const mean = ratings.models.filter((m) => m.rating !== null).reduce((sum, m) => sum + m.rating!, 0) / 3;
    expect(mean).toBeCloseTo(1000, 9);
  });

  it('breaks a tie for the largest set towards the alphabetically smallest name', async () => {
    const ratings = byModel(await expectReferenceAgreement([match('n', 'm', 2, 1), match('b', 'z', 1, 1)]));
    expect(ratings.get('b')!.rating).toBe(1000);
    expect(ratings.get('z')!.rating).toBe(1000);
    expect(ratings.get('m')!.rating).toBeNull();
  });

  it('rates nobody when no two models beat each other', async () => {
    const ratings = await expectReferenceAgreement([match('a', 'b', 3, 0), match('b', 'c', 1, 0)]);
    expect(ratings.models.every((m) => m.rating === null && m.ci95 === null)).toBe(true);
    expect(computeRatings([]).models).toEqual([]);
  });

  it('agrees with NumPy/SciPy on 30 models and 600 matches', async () => {
    await expectReferenceAgreement(random30);
  });

  it('solves the likelihood equations to 1e-12 on sparse, barely connected data (300 models, 900 matches), where plain sweeps crawl', () => {
    const problem = buildProblem(numberMatches(latentStrengthMatches(5, 300, 900, 2)).numbered);
    const fit = fitRatings(problem);
    // At the MLE each eligible model's expected wins, Σ_j n_ij p_i / (p_i + p_j), equal its wins.
    const n = problem.modelCount;
    const won = new Float64Array(n);
    const expected = new Float64Array(n);
    problem.matchPair.forEach((pair, m) => {
      const [lo, hi] = [problem.pairLo[pair]!, problem.pairHi[pair]!];
      if (fit.eligible[lo] === 0 || fit.eligible[hi] === 0) return;
      const [wLo, wHi] = [problem.matchWinsLo[m]!, problem.matchWinsHi[m]!];
      const pLo = Math.exp(fit.logStrength[lo]!);
      const pHi = Math.exp(fit.logStrength[hi]!);
      won[lo]! += wLo;
      won[hi]! += wHi;
      expected[lo]! += ((wLo + wHi) * pLo) / (pLo + pHi);
      expected[hi]! += ((wLo + wHi) * pHi) / (pLo + pHi);
    });
    const eligible = [...fit.eligible].filter((e) => e === 1).length;
    expect(eligible).toBeGreaterThan(250);
    for (let i = 0; i < n; i++) if (fit.eligible[i] === 1) expect(Math.abs(expected[i]! - won[i]!) / won[i]!).toBeLessThan(1e-12);
  });

  it('refuses a model playing itself and counts that are not whole numbers ≥ 0', () => {
    expect(() => computeRatings([match('a', 'a', 1, 0)])).toThrow(RangeError);
    expect(() => computeRatings([match('a', 'b', 1.5, 0)])).toThrow(RangeError);
    expect(() => computeRatings([match('a', 'b', 1, -1)])).toThrow(RangeError);
  });

  it('sorts by rating, highest first, unrated last by name', () => {
    const ratings = computeRatings([...cycle, match('d', 'a', 3, 0), match('x', 'y', 2, 1), match('y', 'x', 2, 1)], { resamples: 0 });
    const rated = ratings.models.filter((m) => m.rating !== null).map((m) => m.rating!);
    expect(rated).toEqual([...rated].sort((x, y) => y - x));
    expect(ratings.models.slice(-3).map((m) => m.model)).toEqual(['d', 'x', 'y']);
  });
});

describe('bootstrap intervals', () => {
  it('are the same for the same seed and differ for another', () => {
    const once = computeRatings(random30, { resamples: 200, seed: 5 });
    expect(computeRatings(random30, { resamples: 200, seed: 5 })).toEqual(once);
    const other = computeRatings(random30, { resamples: 200, seed: 6 });
    expect(other.models.map((m) => m.rating)).toEqual(once.models.map((m) => m.rating));
    expect(other.models.map((m) => m.ci95)).not.toEqual(once.models.map((m) => m.ci95));
  });

  it('depend on the matches alone: the same in any order and with every seat swapped', () => {
    const once = computeRatings(random30, { resamples: 200, seed: 5 });
    const swapped = random30.map((m) => ({ playerA: m.playerB, playerB: m.playerA, winsA: m.winsB, winsB: m.winsA, draws: m.draws }));
    expect(computeRatings([...swapped].reverse(), { resamples: 200, seed: 5 })).toEqual(once);
    const shuffled = [...random30].sort((x, y) => (x.winsA * 31 + x.playerB.charCodeAt(7)) % 17 - (y.winsA * 31 + y.playerB.charCodeAt(7)) % 17);
    expect(computeRatings(shuffled, { resamples: 200, seed: 5 })).toEqual(once);
  });

  it('stay within reach on sparse data: 300 models, 900 matches, 100 resamples (each was up to 100,000 sweeps)', () => {
    const sparse = computeRatings(latentStrengthMatches(5, 300, 900, 2), { resamples: 100 });
    const rated = sparse.models.filter((m) => m.ci95 !== null);
    expect(rated.length).toBeGreaterThan(100);
    for (const m of rated) expect(m.ci95![0]).toBeLessThanOrEqual(m.ci95![1]);
  });

  it('merge resample ranges into the one-range result', () => {
    const problem = buildProblem(numberMatches(random30).numbered);
    const fit = fitRatings(problem);
    const whole = bootstrapIntervals([bootstrapRatings(problem, fit.logStrength, 9, 0, 150)], fit);
    const chunks = [bootstrapRatings(problem, fit.logStrength, 9, 100, 150), bootstrapRatings(problem, fit.logStrength, 9, 0, 100)];
    expect(bootstrapIntervals(chunks, fit)).toEqual(whole);
    const viaOptions = byModel(computeRatings(random30, { resamples: 150, seed: 9 }));
    const { models } = numberMatches(random30);
    expect(models.map((model) => viaOptions.get(model)!.ci95)).toEqual(whole.map((interval, i) => honestInterval(interval, fit, i)));
  });

  it("are numpy.percentile (linear) of each model's resample ratings, and hold its full-data rating", () => {
    const problem = buildProblem(numberMatches(random30).numbered);
    const fit = fitRatings(problem);
    const samples = bootstrapRatings(problem, fit.logStrength, 1, 0, 300);
    const numpyPercentile = (sorted: number[], q: number) => {
      const h = (sorted.length - 1) * q;
      const below = Math.floor(h);
      return sorted[below]! + (h - below) * ((sorted[below + 1] ?? sorted[below]!) - sorted[below]!);
    };
    const expected = Array.from(fit.rating, (_, i) => {
      const sorted = Array.from(samples.subarray(i * 300, (i + 1) * 300)).filter((r) => !Number.isNaN(r)).sort((a, b) => a - b);
      return [numpyPercentile(sorted, 0.025), numpyPercentile(sorted, 0.975)];
    });
    expect(bootstrapIntervals([samples], fit)).toEqual(expected);
    for (const model of computeRatings(random30, { resamples: 300 }).models) {
      const [low, high] = model.ci95!;
      expect(low).toBeLessThan(model.rating!);
      expect(high).toBeGreaterThan(model.rating!);
    }
  });

  it('are null for a model eligible in fewer than half of the resamples', () => {
    // "zed" needs both its only win and its only loss drawn: about 0.63² = 40 % of the resamples
    const matches = [...random30, match('zed', 'model-00', 1, 0), match('model-01', 'zed', 1, 0)];
    const zed = byModel(computeRatings(matches, { resamples: 200 })).get('zed')!;
    expect(zed.rating).not.toBeNull();
    expect(zed.ci95).toBeNull();
  });
});

describe('honest intervals for few games', () => {
  const ELO = 400 / Math.LN10;

  it('give a model with one 10-game match at least ±150 Elo: the games\' own spread, not its opponent\'s interval', () => {
    const withZed = [...random30, match('zed', 'model-00', 5, 5)];
    const ratings = byModel(computeRatings(withZed, { resamples: 1000 }));
    const [zed, opponent] = [ratings.get('zed')!, ratings.get('model-00')!];
    // Resampling matches alone gave zed its opponent's interval (every resample that draws the match puts zed level
    // with it): ±43 here, ±21 among 500 models.
    const problem = buildProblem(numberMatches(withZed).numbered);
    const fit = fitRatings(problem);
    const zedIndex = numberMatches(withZed).models.indexOf('zed');
    const [bootLow, bootHigh] = bootstrapIntervals([bootstrapRatings(problem, fit.logStrength, 1, 0, 1000)], fit)[zedIndex]!;
    expect(bootHigh - bootLow).toBeLessThan(100);
    // Independently: 10 games at win chance q = ½ (level ratings) give θ a variance of 1 / (10·q(1 − q)), times the
    // share of games not drawn (they score ½ whatever the strengths) and (1 − 1/31) for the centring on the mean.
    const games = withZed.reduce((sum, m) => sum + m.winsA + m.winsB + m.draws, 0);
    const drawShare = withZed.reduce((sum, m) => sum + m.draws, 0) / games;
    const q = 1 / (1 + 10 ** ((opponent.rating! - zed.rating!) / 400));
    const half = 1.959963984540054 * ELO * Math.sqrt(((1 - drawShare) * (1 - 1 / 31)) / (10 * q * (1 - q)));
    expect(half).toBeGreaterThan(150);
    expect(zed.ci95![0]).toBeCloseTo(zed.rating! - half, 6);
    expect(zed.ci95![1]).toBeCloseTo(zed.rating! + half, 6);
    expect(zed.ci95![1] - zed.ci95![0]).toBeGreaterThan(4 * (opponent.ci95![1] - opponent.ci95![0]));
  });

  it("leave well-sampled models' bootstrap intervals about as they were: contained, at most a few percent wider", () => {
    const matches = latentStrengthMatches(21, 200, 20_000);
    const problem = buildProblem(numberMatches(matches).numbered);
    const fit = fitRatings(problem);
    const bootstrap = bootstrapIntervals([bootstrapRatings(problem, fit.logStrength, 1, 0, 300)], fit);
    const widened = bootstrap.map((interval, i) => {
      const [low, high] = interval!;
      const [honestLow, honestHigh] = honestInterval(interval, fit, i)!;
      expect(honestLow).toBeLessThanOrEqual(low);
      expect(honestHigh).toBeGreaterThanOrEqual(high);
      return (honestHigh - honestLow) / (high - low);
    });
    widened.sort((a, b) => a - b);
    // the information bound sits at the bootstrap's own expected width here, so it lifts the Monte Carlo low ones only
    expect(widened[widened.length >> 1]!).toBeLessThan(1.05);
    expect(widened.at(-1)!).toBeLessThan(1.3);
  });
});

describe('StatsPool.ratings', () => {
  const pool = new StatsPool(2);
  afterAll(() => pool.close());

  it('gives the one-thread result, computed off the main thread', async () => {
    const matches = randomMatches(21, 200, 20_000);
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 1);
    const pooled = await pool.ratings(matches, { resamples: 200, seed: 4 });
    clearInterval(ticker);
    // the main event loop kept running while the workers computed
    expect(ticks).toBeGreaterThan(0);
    expect(pooled).toEqual(computeRatings(matches, { resamples: 200, seed: 4 }));
  });

  it('splits an odd resample range, and still runs the baseline task', async () => {
    expect(await pool.ratings(random30, { resamples: 101, seed: 2 })).toEqual(computeRatings(random30, { resamples: 101, seed: 2 }));
    const segments = (): SegmentColumns[] =>
      ['north', 'south'].map((segment, s) => ({
        segment,
        columns: BASELINE_COLUMNS.map((_, c) => Float64Array.from({ length: 40 }, (_, i) => Math.sin(i * (c + 1) + s))),
      }));
    expect(await pool.baseline(segments(), 0.05)).toEqual(computeBaseline(segments(), 0.05));
  });
});
