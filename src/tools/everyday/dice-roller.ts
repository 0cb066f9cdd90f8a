import { ToolError, defineTool } from '../define.ts';
import { randomSource, seedSchema } from '../random.ts';

const MAX_DICE = 100;
const TERM = /^([+-])?\s*(?:(\d{0,3})d(\d{1,4}|%)|(\d{1,7}))\s*/i;

interface Term {
  sign: 1 | -1;
  count: number;
  sides: number; // 0 for a constant
  value: number;
}

function parseNotation(notation: string): Term[] {
  const terms: Term[] = [];
  let rest = notation.trim();
  let dice = 0;
  while (rest.length > 0) {
    const match = TERM.exec(rest);
    if (!match || (terms.length > 0 && !match[1])) {
      throw new ToolError(`"${notation}" is not dice notation; use terms like 3d6, d20, 2d%, 4 joined by + or -, e.g. "3d6+2".`);
    }
    const sign = match[1] === '-' ? -1 : 1;
    if (match[4] !== undefined) terms.push({ sign, count: 0, sides: 0, value: Number(match[4]) });
    else {
      const count = match[2] ? Number(match[2]) : 1;
      const sides = match[3] === '%' ? 100 : Number(match[3]);
      if (count < 1) throw new ToolError('A dice term needs at least one die.');
      if (sides < 2 || sides > 1000) throw new ToolError(`A die has 2 to 1000 sides (d${sides} given).`);
      dice += count;
      if (dice > MAX_DICE) throw new ToolError(`At most ${MAX_DICE} dice per roll.`);
      terms.push({ sign, count, sides, value: 0 });
    }
    rest = rest.slice(match[0].length);
  }
  if (terms.length === 0) throw new ToolError('Give a dice expression such as "3d6+2".');
  return terms;
}

export default defineTool({
  slug: 'dice-roller',
  name: 'Dice roller',
  category: 'everyday',
  draws: ['randomness'],
  description:
    'Rolls dice written in standard notation: terms NdS (N dice of S sides, N default 1, d% = d100) and whole constants joined by + or −, at most 100 dice of 2–1000 sides. Each die is uniform (cryptographic randomness, or xoroshiro128+ of pure-rand when `seed` is given, for reproducible rolls); min and max are the smallest and largest totals possible.',
  inputSchema: {
    type: 'object',
    properties: {
      notation: { type: 'string', minLength: 1, maxLength: 100, description: 'e.g. "3d6+2", "d20", "2d8-1d4+3", "d%".' },
      seed: seedSchema,
    },
    required: ['notation'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      rolls: { type: 'array', items: { type: 'integer' }, description: 'Every die rolled, in the order written (unsigned).' },
      total: { type: 'integer' },
      min: { type: 'integer', description: 'Smallest possible total.' },
      max: { type: 'integer', description: 'Largest possible total.' },
    },
    required: ['rolls', 'total', 'min', 'max'],
  },
  examples: [
    { inputs: { notation: '3d6+2', seed: 42 }, result: { rolls: [2, 4, 6], total: 14, min: 5, max: 20 } },
    { inputs: { notation: '2d20 - 1d4 + d%', seed: 7 }, result: { rolls: [1, 11, 4, 80], total: 88, min: -1, max: 139 } },
  ],
  run({ notation, seed }: { notation: string; seed?: number }) {
    const terms = parseNotation(notation);
    const random = randomSource(seed);
    const rolls: number[] = [];
    let total = 0;
    let min = 0;
    let max = 0;
    for (const term of terms) {
      if (term.sides === 0) {
        total += term.sign * term.value;
        min += term.sign * term.value;
        max += term.sign * term.value;
        continue;
      }
      for (let i = 0; i < term.count; i++) {
        const roll = random.int(1, term.sides);
        rolls.push(roll);
        total += term.sign * roll;
      }
      const low = term.count;
      const high = term.count * term.sides;
      min += term.sign === 1 ? low : -high;
      max += term.sign === 1 ? high : -low;
    }
    return { rolls, total, min, max };
  },
});
