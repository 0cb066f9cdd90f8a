// The battery's seeded streams leak nothing between them (issue 40): the first draws of sibling streams of one
// (seed, game) and of seeds sharing their low 32 bits are independent on generator version 2, by a chi-square test of
// independence over 10,000 seeds, and measurably dependent on version 1 (kept for stored records). The tables and
// p-values are checked against test/reference/generator_streams.py, which re-implements both derivations from
// docs/scoring-v1.md with SciPy's chi2_contingency.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import chisquareCdf from '@stdlib/stats-base-dists-chisquare-cdf';
import { describe, expect, it } from 'vitest';
import { agentStreamOf, episodeSeed, Stream, streamOf, type GeneratorVersion, type StreamId } from '../../src/battery/engine.ts';

const run = promisify(execFile);
const N = 10_000;
const BINS = 10;
const GAME = 'deception-game';
/** Below this a comparison is dependent; 5 comparisons per version keep the family's false alarms under 0.5 %. */
const ALPHA = 0.001;

/** Seed i spans all 53 bits; its partner shares its low 32 bits and differs above them (as in the reference script). */
function seeds(i: number): [number, number] {
  const lo = (i * 2654435761) % 2 ** 32;
  const hi = (i * 40503) % 2 ** 21;
  const partnerHi = (hi + 1 + (i % 7)) % 2 ** 21;
  return [hi * 2 ** 32 + lo, partnerHi * 2 ** 32 + lo];
}

/** The first thing a game draws from a stream, as a number of 0…9. */
const first = (generator: GeneratorVersion, seed: number, stream: StreamId) => streamOf(seed, GAME, stream, generator).int(0, BINS - 1);

const COMPARISONS: Record<string, (generator: GeneratorVersion, seed: number, partner: number) => [number, number]> = {
  'game~counterpart': (g, s) => [first(g, s, Stream.Game), first(g, s, Stream.Counterpart)],
  'game~agent': (g, s) => [first(g, s, Stream.Game), first(g, s, Stream.Agent)],
  'counterpart~agent': (g, s) => [first(g, s, Stream.Counterpart), first(g, s, Stream.Agent)],
  'game~game(low 32 bits shared)': (g, s, p) => [first(g, s, Stream.Game), first(g, p, Stream.Game)],
};

function contingency(draw: (i: number) => [number, number]): number[][] {
  const table = Array.from({ length: BINS }, () => new Array<number>(BINS).fill(0));
  for (let i = 0; i < N; i++) {
    const [a, b] = draw(i);
    table[a]![b]!++;
  }
  return table;
}

/** Pearson's chi-square test of independence of a contingency table: the statistic, its degrees of freedom and p. */
function independence(table: number[][]): { statistic: number; dof: number; pvalue: number } {
  const rows = table.map((r) => r.reduce((s, x) => s + x, 0));
  const cols = table[0]!.map((_, j) => table.reduce((s, r) => s + r[j]!, 0));
  const total = rows.reduce((s, x) => s + x, 0);
  let statistic = 0;
  table.forEach((r, i) =>
    r.forEach((observed, j) => {
      const expected = (rows[i]! * cols[j]!) / total;
      statistic += (observed - expected) ** 2 / expected;
    }),
  );
  const dof = (rows.length - 1) * (cols.length - 1);
  return { statistic, dof, pvalue: 1 - chisquareCdf(statistic, dof) };
}

describe('battery streams (issue 40)', () => {
  const results = new Map<string, { table: number[][]; statistic: number; dof: number; pvalue: number }>();
  for (const generator of [1, 2] as const) {
    for (const [name, draw] of Object.entries(COMPARISONS)) {
      const table = contingency((i) => draw(generator, ...seeds(i)));
      results.set(`v${generator}:${name}`, { table, ...independence(table) });
    }
  }

  it.each(Object.keys(COMPARISONS))('version 1 leaks: %s first draws are dependent (the leak the review measured)', (name) => {
    const { statistic, pvalue } = results.get(`v1:${name}`)!;
    // Every seed falls on the diagonal: the two first draws are the same number.
    expect(statistic).toBeCloseTo(9 * N, 6);
    expect(pvalue).toBeLessThan(1e-12);
  });

  it.each(Object.keys(COMPARISONS))('version 2: %s first draws are independent at α = 0.001', (name) => {
    expect(results.get(`v2:${name}`)!.pvalue).toBeGreaterThan(ALPHA);
  });

  it("agents' own streams on version 2: two bots, and a bot and the game, draw independently", () => {
    const bots = independence(contingency((i) => [agentStreamOf(seeds(i)[0], GAME, 'bot:random', 2).int(0, 9), agentStreamOf(seeds(i)[0], GAME, 'bot:human', 2).int(0, 9)]));
    const botAndGame = independence(contingency((i) => [agentStreamOf(seeds(i)[0], GAME, 'bot:random', 2).int(0, 9), first(2, seeds(i)[0], Stream.Game)]));
    expect(bots.pvalue).toBeGreaterThan(ALPHA);
    expect(botAndGame.pvalue).toBeGreaterThan(ALPHA);
  });

  it('episode seeds: version 1 as it was, version 2 from all 53 bits (seeds sharing their low 32 bits get unrelated episode seeds)', () => {
    const [s, p] = seeds(12_345);
    expect(episodeSeed(s, 0, 2)).toBe(s);
    for (const e of [1, 2, 9]) {
      expect(Number.isSafeInteger(episodeSeed(s, e, 2)) && episodeSeed(s, e, 2) >= 0).toBe(true);
      expect(episodeSeed(s, e, 2) % 2 ** 32).not.toBe(episodeSeed(p, e, 2) % 2 ** 32);
      expect(episodeSeed(s, e, 2)).not.toBe(episodeSeed(s, e, 1));
    }
  });

  it('matches the reference implementation and SciPy: the same tables, statistics and p-values', async () => {
    const { stdout } = await run('python3', ['test/reference/generator_streams.py'], { maxBuffer: 16 * 2 ** 20 });
    const reference = JSON.parse(stdout) as Record<string, { table: number[][]; statistic: number; dof: number; pvalue: number }>;
    expect(Object.keys(reference).sort()).toEqual([...results.keys()].sort());
    for (const [key, mine] of results) {
      const scipy = reference[key]!;
      expect(mine.table, key).toEqual(scipy.table);
      expect(mine.dof, key).toBe(scipy.dof);
      expect(mine.statistic, key).toBeCloseTo(scipy.statistic, 9);
      expect(mine.pvalue, key).toBeCloseTo(scipy.pvalue, 12);
    }
  }, 60_000);
});
