// The baseline's statistics against NumPy/SciPy. The literals below are the output of
// `python3 test/reference/statistics.py` (SciPy 1.17.1, NumPy 2.4.6): scipy.stats.ttest_ind(equal_var=False),
// numpy.percentile (linear), numpy.std(ddof=1), and Cohen's d on the pooled SD.
import { describe, expect, it } from 'vitest';
import { holm, mean, sampleVariance, summarise, welch } from '../../src/research/statistics.ts';

const reference = {
  unequal: {"a":{"mean":3.357142857142857,"std":1.2998168369134973,"pct":[1.96,2.45,3.3,3.9000000000000004,5.239999999999999]},"b":{"mean":1.0458333333333334,"std":0.15877132402714708,"pct":[0.8275,0.9375,1.025,1.1624999999999999,1.2725]},"t":4.6842837570415625,"df":6.1046449158437115,"p":0.0032310420846413264,"d":2.953008673510917},
  n2: {"a":{"mean":2,"std":0.7071067811865476,"pct":[1.55,1.75,2,2.25,2.45]},"b":{"mean":2.15,"std":2.899137802864845,"pct":[0.30500000000000005,1.1250000000000002,2.15,3.175,3.995]},"t":-0.07108685405730211,"df":1.11855724089583,"p":0.9538653905751453,"d":-0.07108685405730211},
  negative: {"a":{"mean":-0.48,"std":1.2833549781724463,"pct":[-2,-1.2,-0.4,0.3,0.94]},"b":{"mean":1.0999999999999999,"std":0.8831760866327847,"pct":[0.04999999999999999,0.6,1.05,1.575,2.225]},"t":-2.331103688330192,"df":6.91823698153385,"p":0.05295242430028638,"d":-1.4636323580851396},
  large: {"a":{"mean":0.20002355636797353,"std":0.9192435110296803,"pct":[-1.0839688138856802,-0.7191279694112322,0.20003918765934953,1.1191746011572887,1.4839723178041624]},"b":{"mean":-0.000005687565049483384,"std":0.636405152673746,"pct":[-0.8889040728169488,-0.6363880328641685,0.000033416722009458426,0.6364589166298513,0.8889321261785452]},"t":54.41541415627362,"df":176516.3712995924,"p":0,"d":0.24820989130472912},
};

const samples: Record<keyof typeof reference, [number[], number[]]> = {
  unequal: [
    [2.1, 3.4, 1.9, 5.6, 4.4, 3.3, 2.8],
    [1.0, 1.2, 0.9, 1.1, 1.3, 0.8, 1.05, 0.95, 1.15, 1.25, 0.85, 1.0],
  ],
  n2: [
    [1.5, 2.5],
    [0.1, 4.2],
  ],
  negative: [
    [-1.2, -0.4, 0.3, -2.2, 1.1],
    [0.5, 0.9, 1.7, -0.1, 2.4, 1.2],
  ],
  large: [
    Array.from({ length: 100_000 }, (_, i) => Math.sin(i) * 1.3 + 0.2),
    Array.from({ length: 80_000 }, (_, i) => Math.cos(i * 0.7) * 0.9),
  ],
};

/** Agreement to 1e-9 relative (exact zeros must be zero). */
function close(actual: number | null, expected: number): void {
  expect(actual).not.toBeNull();
  const scale = Math.max(Math.abs(expected), Math.abs(actual!));
  expect(Math.abs(actual! - expected)).toBeLessThanOrEqual(1e-9 * scale);
}

const moments = (values: number[]) => {
  const m = mean(values);
  return { n: values.length, mean: m, variance: sampleVariance(values, m) };
};

describe('statistics against NumPy/SciPy', () => {
  for (const name of Object.keys(reference) as Array<keyof typeof reference>) {
    it(`matches on "${name}"`, () => {
      const expected = reference[name];
      const [a, b] = samples[name];
      for (const [values, ref] of [
        [a, expected.a],
        [b, expected.b],
      ] as const) {
        const s = summarise(Float64Array.from(values));
        close(s.mean, ref.mean);
        close(s.std, ref.std);
        [s.p5, s.p25, s.p50, s.p75, s.p95].forEach((p, i) => close(p, ref.pct[i]!));
      }
      const result = welch(moments(a), moments(b));
      close(result.t, expected.t);
      close(result.df, expected.df);
      close(result.pValue, expected.p);
      close(result.cohensD, expected.d);
      close(result.meanDiff, expected.a.mean - expected.b.mean);
    });
  }

  it('leaves the test undefined (null) when both samples have zero variance, equal means or not', () => {
    const same = welch(moments([2, 2, 2]), moments([2, 2, 2]));
    expect(same).toEqual({ meanDiff: 0, t: null, df: null, pValue: null, cohensD: null });
    const apart = welch(moments([1, 1, 1]), moments([3, 3, 3, 3]));
    expect(apart).toEqual({ meanDiff: -2, t: null, df: null, pValue: null, cohensD: null });
  });

  it('still tests when only one sample has zero variance', () => {
    const result = welch(moments([1, 1, 1]), moments([2, 3, 4]));
    expect(result.t).toBeCloseTo(-3.4641016151377544, 12); // scipy: ttest_ind([1,1,1],[2,3,4],equal_var=False)
    expect(result.df).toBeCloseTo(2, 12);
  });

  it('adjusts with Holm–Bonferroni like the step-down procedure, keeping nulls out', () => {
    expect(holm([0.01, 0.04, 0.03, 0.2, 0.001])).toEqual([0.04, 0.09, 0.09, 0.2, 0.005].map((v, i) => expect.closeTo(v, 15)));
    expect(holm([0.01, null, 0.02])).toEqual([0.02, null, 0.02]);
    expect(holm([])).toEqual([]);
  });
});
