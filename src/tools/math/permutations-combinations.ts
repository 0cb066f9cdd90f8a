import { ToolError, defineTool } from '../define.ts';

interface Inputs {
  n: number;
  r: number;
  repetition: boolean;
}

function fallingFactorial(n: bigint, r: bigint): bigint {
  let p = 1n;
  for (let i = 0n; i < r; i++) p *= n - i;
  return p;
}

function choose(n: bigint, r: bigint): bigint {
  if (r < 0n || r > n) return 0n;
  if (r > n - r) r = n - r;
  let c = 1n;
  for (let i = 1n; i <= r; i++) c = (c * (n - r + i)) / i;
  return c;
}

export default defineTool({
  slug: 'permutations-combinations',
  name: 'Permutations and combinations',
  category: 'math',
  description:
    'Counts ordered (permutations nPr = n!/(n − r)!) and unordered (combinations nCr = n!/(r!(n − r)!)) selections of r items from n, exactly, as decimal strings. With repetition: n^r ordered and C(n + r − 1, r) unordered (multisets; r may then exceed n, and 0 items from 0 kinds count 1 way).',
  inputSchema: {
    type: 'object',
    properties: {
      n: { type: 'integer', minimum: 0, maximum: 1000, description: 'How many items (or kinds) to choose from.' },
      r: { type: 'integer', minimum: 0, maximum: 1000, description: 'How many to choose; at most n without repetition.' },
      repetition: { type: 'boolean', default: false, description: 'Whether an item may be chosen more than once.' },
    },
    required: ['n', 'r'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      permutations: { type: 'string', description: 'Ordered selections, exact.' },
      combinations: { type: 'string', description: 'Unordered selections, exact.' },
    },
    required: ['permutations', 'combinations'],
  },
  examples: [
    { inputs: { n: 10, r: 3, repetition: false }, result: { permutations: '720', combinations: '120' } },
    { inputs: { n: 52, r: 5, repetition: false }, result: { permutations: '311875200', combinations: '2598960' } },
    { inputs: { n: 10, r: 3, repetition: true }, result: { permutations: '1000', combinations: '220' } },
    { inputs: { n: 100, r: 50, repetition: false }, result: { permutations: '3068518756254966037202730459529469739228459721684688959447786986982158958772355072000000000000', combinations: '100891344545564193334812497256' } },
  ],
  run({ n, r, repetition }: Inputs) {
    const N = BigInt(n);
    const R = BigInt(r);
    if (repetition) {
      return { permutations: (N ** R).toString(), combinations: (n === 0 && r === 0 ? 1n : choose(N + R - 1n, R)).toString() };
    }
    if (r > n) throw new ToolError('Without repetition "r" cannot exceed "n".');
    return { permutations: fallingFactorial(N, R).toString(), combinations: choose(N, R).toString() };
  },
});
