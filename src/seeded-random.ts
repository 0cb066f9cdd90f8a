// Seeded randomness and small numeric helpers: every generator is derived from (seed, index, stream) alone, so any
// item of a seeded run (a synthetic session, a battery game, a bootstrap resample) can be regenerated on its own.
import { createHash } from 'node:crypto';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

const FLOAT_STEPS = 2 ** 31;

/** murmur3's 32-bit finaliser: a bijection that spreads every input bit over the output. */
function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) | 0;
}

const low = (n: number) => n | 0;
const high = (n: number) => Math.floor(n / 2 ** 32) | 0;

/**
 * The generator state of item `index` of a seed (pure-rand's xoroshiro128+ words, in its order): each word is a
 * bijective hash, so no two (seed, index) pairs share one. A non-zero `stream` gives one seed several unrelated
 * sequences (models, runs, matches…).
 */
function generatorState(seed: number, index: number, stream: number): [number, number, number, number] {
  const s0 = fmix32(low(seed) + 0x243f6a88);
  const s1 = fmix32(low(index) + 0x13198a2e);
  const tag = stream === 0 ? 0 : fmix32(Math.imul(stream, 0x9e3779b9) + 0x452821e6);
  return [fmix32((high(seed) + 0x03707344) ^ s1 ^ tag), s0, fmix32((high(index) + 0x299f31d0) ^ s0) ^ tag, s1];
}

/**
 * The generator state for `key`: the first 128 bits of SHA-256(key), so every bit of the key reaches every state word
 * and keys differing anywhere give unrelated states. (An all-zero state, which xoroshiro cannot leave, has chance 2^-128.)
 */
function hashedState(key: string): [number, number, number, number] {
  const digest = createHash('sha256').update(key).digest();
  return [digest.readInt32BE(0), digest.readInt32BE(4), digest.readInt32BE(8), digest.readInt32BE(12)];
}

/** The first 53 bits of SHA-256(key): a seed (0…2^53−1) from a key, every bit of which it depends on. */
export function hashedSeed(key: string): number {
  const digest = createHash('sha256').update(key).digest();
  return Number(digest.readBigUInt64BE() >> 11n);
}

export class SeededRandom {
  #source: RandomGenerator;
  #spare: number | undefined;

  /** The generator of item `index` of a seed, `stream` (generatorState). */
  constructor(seed: number, index: number, stream = 0) {
    this.#source = xoroshiro128plusFromState(generatorState(seed, index, stream));
  }

  /** The generator keyed by a string (hashedState): what battery streams of generator version 2 are. */
  static keyed(key: string): SeededRandom {
    const rng = new SeededRandom(0, 0);
    rng.#source = xoroshiro128plusFromState(hashedState(key));
    return rng;
  }

  int(min: number, max: number): number {
    return uniformInt(this.#source, min, max);
  }

  /** A float in [0, 1). */
  float(): number {
    return uniformInt(this.#source, 0, FLOAT_STEPS - 1) / FLOAT_STEPS;
  }

  chance(probability: number): boolean {
    return this.float() < probability;
  }

  /** Box–Muller, keeping the pair's second value for the next call; `1 - float()` keeps the logarithm away from 0. */
  normal(mean = 0, sd = 1): number {
    if (this.#spare !== undefined) {
      const z = this.#spare;
      this.#spare = undefined;
      return mean + sd * z;
    }
    const radius = Math.sqrt(-2 * Math.log(1 - this.float()));
    const angle = 2 * Math.PI * this.float();
    this.#spare = radius * Math.sin(angle);
    return mean + sd * radius * Math.cos(angle);
  }

  /** An index drawn in proportion to `weights`. */
  index(weights: readonly number[]): number {
    let total = 0;
    for (const w of weights) total += w;
    let r = this.float() * total;
    for (let i = 0; i < weights.length - 1; i++) {
      r -= weights[i]!;
      if (r < 0) return i;
    }
    return weights.length - 1;
  }

  item<T>(items: readonly T[]): T {
    return items[this.int(0, items.length - 1)]!;
  }

  /** A key drawn in proportion to its weight. */
  pick<K extends string>(weights: Readonly<Record<K, number>>): K {
    const keys = Object.keys(weights) as K[];
    return keys[this.index(keys.map((k) => weights[k]))]!;
  }

  /** An index drawn from cumulative weights (ascending, last = total). */
  cumulative(cumulative: Float64Array): number {
    const r = this.float() * cumulative[cumulative.length - 1]!;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cumulative[mid]! > r) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      [items[i], items[j]] = [items[j]!, items[i]!];
    }
    return items;
  }
}

const DRAW_RANGE = 2 ** 31;

/**
 * Counts `draws` uniform indices below `below` (1 ≤ below ≤ 2^31) into `counts`: the indices
 * `new SeededRandom(seed, index, stream)` gives as `int(0, 2^31 - 1) % below`, a value in the last incomplete block of
 * `below` drawn again, so every index is equally likely. The generator's step is written out here (pure-rand's
 * xoroshiro128+ `next`; `int` over 2^31 keeps a draw's low 31 bits): a bootstrap draws tens of millions of indices, and
 * a call per draw was a quarter of its time.
 */
export function countUniformDraws(seed: number, index: number, stream: number, below: number, draws: number, counts: Uint32Array): void {
  if (!(Number.isInteger(below) && below >= 1 && below <= DRAW_RANGE)) throw new RangeError(`below must be a whole number in 1..2^31, got ${below}`);
  let [s01, s00, s11, s10] = generatorState(seed, index, stream);
  const accept = Math.floor(DRAW_RANGE / below) * below;
  for (let d = 0; d < draws; ) {
    const x = (s00 + s10) & 0x7fffffff;
    const a0 = s10 ^ s00;
    const a1 = s11 ^ s01;
    const t00 = s00;
    s00 = (t00 << 24) ^ (s01 >>> 8) ^ a0 ^ (a0 << 16);
    s01 = (s01 << 24) ^ (t00 >>> 8) ^ a1 ^ ((a1 << 16) | (a0 >>> 16));
    s10 = (a1 << 5) ^ (a0 >>> 27);
    s11 = (a0 << 5) ^ (a1 >>> 27);
    if (x < accept) {
      counts[x % below]!++;
      d++;
    }
  }
}

export const clamp = (x: number, min: number, max: number) => Math.min(max, Math.max(min, x));
export const clamp01 = (x: number) => clamp(x, 0, 1);
export const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
/** Reported values keep 3 decimals, as the client sends them. */
export const round3 = (x: number) => Math.round(x * 1_000) / 1_000;
/** A whole number in [min, max]: how a continuous intention becomes an allowed numbered choice. */
export const whole = (x: number, min: number, max: number) => clamp(Math.round(x), min, max);
