// countUniformDraws writes the generator's step out for speed: it must draw exactly the indices SeededRandom does.
import { describe, expect, it } from 'vitest';
import { countUniformDraws, SeededRandom } from '../../src/seeded-random.ts';

/** The indices as SeededRandom draws them: a 31-bit value, drawn again in the last incomplete block of `below`. */
function drawnOneByOne(seed: number, index: number, stream: number, below: number, draws: number): Uint32Array {
  const rng = new SeededRandom(seed, index, stream);
  const accept = Math.floor(2 ** 31 / below) * below;
  const counts = new Uint32Array(below);
  for (let d = 0; d < draws; d++) {
    for (;;) {
      const x = rng.int(0, 2 ** 31 - 1);
      if (x < accept) {
        counts[x % below]!++;
        break;
      }
    }
  }
  return counts;
}

describe('countUniformDraws', () => {
  it.each([
    [1, 0, 7, 50_000, 50_000],
    [3, 17, 7, 3, 1_000],
    [2 ** 40 + 5, 2 ** 33 + 1, 0, 1, 10],
    // 2^31 leaves 199,304 values past the last whole block of 199,432: about 1 draw in 10,000 is drawn again
    [9, 4, 7, 199_432, 200_000],
  ])('draws what SeededRandom(%d, %d, %d) draws below %d (%d draws)', (seed, index, stream, below, draws) => {
    const counts = new Uint32Array(below);
    countUniformDraws(seed, index, stream, below, draws, counts);
    expect(counts).toEqual(drawnOneByOne(seed, index, stream, below, draws));
    expect(counts.reduce((sum, c) => sum + c, 0)).toBe(draws);
  });

  it('adds to the counts it is given, and refuses a range it cannot draw', () => {
    const counts = new Uint32Array(4).fill(1);
    countUniformDraws(1, 1, 1, 4, 100, counts);
    expect(counts.reduce((sum, c) => sum + c, 0)).toBe(104);
    expect(() => countUniformDraws(1, 1, 1, 0, 1, counts)).toThrow(RangeError);
    expect(() => countUniformDraws(1, 1, 1, 2 ** 31 + 1, 1, counts)).toThrow(RangeError);
  });
});
