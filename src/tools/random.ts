// Randomness for tools: the operating system's CSPRNG by default, a seeded generator when the caller gives a `seed`
// (then the output is reproducible, and therefore must never be used as a secret).
import { randomBytes, randomInt } from 'node:crypto';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

export interface RandomSource {
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** A float in [0, 1). */
  float(): number;
  bytes(length: number): Uint8Array;
  pick<T>(items: readonly T[]): T;
  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[];
  /** Whether the source is seeded (reproducible, not secret). */
  readonly seeded: boolean;
}

/** The JSON Schema of a tool's optional `seed` input. */
export const seedSchema = {
  type: 'integer',
  minimum: 0,
  maximum: 2_147_483_647,
  description: 'Makes the output reproducible; omit it for unpredictable (cryptographically random) output.',
} as const;

export function randomSource(seed?: number): RandomSource {
  let int: (min: number, max: number) => number;
  if (seed === undefined) {
    // crypto.randomInt covers ranges under 2^48, far beyond what any tool asks for.
    int = (min, max) => randomInt(min, max + 1);
  } else {
    const generator = xoroshiro128plus(seed);
    int = (min, max) => uniformInt(generator, min, max);
  }
  const float = () => int(0, 2 ** 31 - 1) / 2 ** 31;
  return {
    seeded: seed !== undefined,
    int,
    float,
    bytes(length) {
      if (seed === undefined) return new Uint8Array(randomBytes(length));
      const out = new Uint8Array(length);
      for (let i = 0; i < length; i++) out[i] = int(0, 255);
      return out;
    },
    pick: (items) => items[int(0, items.length - 1)]!,
    shuffle(items) {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy;
    },
  };
}
