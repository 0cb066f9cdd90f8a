import { defineTool } from '../define.ts';
import { nearestRatio } from '../exact-fraction.ts';
import { ROUNDING_NOTE, numberOut, sig } from '../stats-helpers.ts';

type Comparison = 'exactly' | 'at-least' | 'at-most' | 'less-than' | 'more-than';

/** C(a, b) for a ≥ 0, 0 ≤ b, as a BigInt (0 when b > a). */
function choose(a: number, b: number): bigint {
  if (b < 0 || b > a) return 0n;
  let result = 1n;
  for (let i = 1; i <= b; i++) result = (result * BigInt(a - b + i)) / BigInt(i);
  return result;
}

/** Number of ways n dice with faces 1…m sum to at most s (inclusion–exclusion over the dice that exceed m). */
function waysAtMost(s: number, n: number, m: number): bigint {
  if (s < n) return 0n;
  if (s >= n * m) return BigInt(m) ** BigInt(n);
  let total = 0n;
  let dice = 1n; // C(n, k)
  for (let k = 0; k <= n && s - k * m >= n; k++) {
    const term = dice * choose(s - k * m, n);
    total += k % 2 === 0 ? term : -term;
    dice = (dice * BigInt(n - k)) / BigInt(k + 1);
  }
  return total;
}

const gcd = (a: bigint, b: bigint): bigint => {
  while (b) [a, b] = [b, a % b];
  return a;
};

export default defineTool({
  slug: 'dice-probability-calculator',
  name: 'Dice probability calculator',
  category: 'statistics',
  description: `Exact probability that the sum of n fair dice with s sides (faces 1…s) is exactly, at least, at most, less than or more than a target: the outcomes are counted in exact integers (inclusion–exclusion, the same counts as convolving the faces), so ways and totalOutcomes (s^n) are decimal strings and fraction is the reduced "p/q". probability is ways/totalOutcomes; mean n(s + 1)/2 and standardDeviation √(n(s² − 1)/12) describe the sum, from min n to max n·s. dice-roller rolls dice; this tool counts. ${ROUNDING_NOTE}`,
  inputSchema: {
    type: 'object',
    properties: {
      dice: { type: 'integer', minimum: 1, maximum: 100, description: 'Number of dice, 1 to 100.' },
      sides: { type: 'integer', minimum: 2, maximum: 100, description: 'Sides per die, 2 to 100 (faces numbered 1 to sides).' },
      target: { type: 'integer', minimum: 0, maximum: 10_000, description: 'Target sum, 0 to 10,000.' },
      comparison: {
        type: 'string',
        enum: ['exactly', 'at-least', 'at-most', 'less-than', 'more-than'],
        default: 'exactly',
        description: 'Which sums count: exactly the target (the default), at-least, at-most, less-than or more-than it.',
      },
    },
    required: ['dice', 'sides', 'target'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      ways: { type: 'string', description: 'Number of outcomes that count (decimal string).' },
      totalOutcomes: { type: 'string', description: 'sides^dice (decimal string).' },
      probability: numberOut,
      fraction: { type: 'string', description: 'ways/totalOutcomes reduced, "p/q" ("0/1" or "1/1" at the ends).' },
      mean: numberOut,
      standardDeviation: numberOut,
      min: { type: 'integer' },
      max: { type: 'integer' },
    },
    required: ['ways', 'totalOutcomes', 'probability', 'fraction', 'mean', 'standardDeviation', 'min', 'max'],
  },
  examples: [
    {"inputs": {"dice": 2, "sides": 6, "target": 7}, "result": {"ways": "6", "totalOutcomes": "36", "probability": 0.166666666667, "fraction": "1/6", "mean": 7, "standardDeviation": 2.4152294577, "min": 2, "max": 12}},
    {"inputs": {"dice": 3, "sides": 6, "target": 15, "comparison": "at-least"}, "result": {"ways": "20", "totalOutcomes": "216", "probability": 0.0925925925926, "fraction": "5/54", "mean": 10.5, "standardDeviation": 2.95803989155, "min": 3, "max": 18}},
    {"inputs": {"dice": 10, "sides": 10, "target": 40, "comparison": "at-most"}, "result": {"ways": "555524278", "totalOutcomes": "10000000000", "probability": 0.0555524278, "fraction": "277762139/5000000000", "mean": 55, "standardDeviation": 9.08295106229, "min": 10, "max": 100}},
    {"inputs": {"dice": 4, "sides": 20, "target": 50, "comparison": "more-than"}, "result": {"ways": "38060", "totalOutcomes": "160000", "probability": 0.237875, "fraction": "1903/8000", "mean": 42, "standardDeviation": 11.5325625947, "min": 4, "max": 80}},
  ],
  run({ dice, sides, target, comparison = 'exactly' }: { dice: number; sides: number; target: number; comparison?: Comparison }) {
    const total = BigInt(sides) ** BigInt(dice);
    const atMost = (s: number) => waysAtMost(s, dice, sides);
    const ways =
      comparison === 'exactly' ? atMost(target) - atMost(target - 1)
      : comparison === 'at-most' ? atMost(target)
      : comparison === 'less-than' ? atMost(target - 1)
      : comparison === 'at-least' ? total - atMost(target - 1)
      : total - atMost(target);
    const divisor = gcd(ways, total);
    return {
      ways: ways.toString(),
      totalOutcomes: total.toString(),
      probability: sig(nearestRatio(ways, total, 'probability'), 'probability'),
      fraction: `${ways / divisor}/${total / divisor}`,
      mean: sig((dice * (sides + 1)) / 2, 'mean'),
      standardDeviation: sig(Math.sqrt((dice * (sides * sides - 1)) / 12), 'standard deviation'),
      min: dice,
      max: dice * sides,
    };
  },
});
