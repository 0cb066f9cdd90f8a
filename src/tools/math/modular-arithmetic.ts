import { ToolError, defineTool, nullable } from '../define.ts';
import { abs, bitLength, egcd, modPow, parseInteger } from '../number-theory.ts';

type Operation = 'mod' | 'pow' | 'inverse' | 'egcd';

interface Inputs {
  operation: Operation;
  a: string;
  b?: string;
  m?: string;
}

const MAX_BITS = 4096;

function big(text: string | undefined, field: string, operation: string): bigint {
  if (text === undefined) throw new ToolError(`Operation "${operation}" needs "${field}".`);
  const n = parseInteger(text, field, 1300);
  if (bitLength(n) > MAX_BITS) throw new ToolError(`"${field}" must fit in ${MAX_BITS} bits.`);
  return n;
}

const integerText = { type: 'string', minLength: 1, maxLength: 1300, description: 'A decimal integer of at most 4096 bits.' };

export default defineTool({
  slug: 'modular-arithmetic',
  name: 'Modular arithmetic',
  category: 'math',
  description:
    'Exact big-integer modular arithmetic (up to 4096 bits): mod gives a mod m in 0 … m − 1 (m > 0), pow gives a^b mod m (a negative b uses the inverse of a), inverse gives a^−1 mod m (refused when gcd(a, m) ≠ 1), egcd gives g = gcd(a, b) ≥ 0 and x, y with a·x + b·y = g from the extended Euclidean algorithm on |a|, |b| (signs moved to x, y), as sympy.igcdex.',
  heavy: true,
  timeoutMs: 5_000,
  inputSchema: {
    type: 'object',
    properties: {
      operation: {
        type: 'string',
        enum: ['mod', 'pow', 'inverse', 'egcd'],
        description: 'The operation: mod (a mod m), pow (a^b mod m), inverse (a^−1 mod m) or egcd (gcd of a and b with Bézout coefficients).',
      },
      a: integerText,
      b: { ...integerText, description: 'pow: the exponent; egcd: the second number.' },
      m: { ...integerText, description: 'The modulus (mod, pow, inverse), > 0.' },
    },
    required: ['operation', 'a'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'string', description: 'The answer; for egcd the gcd.' },
      gcd: nullable({ type: 'string' }, { description: 'egcd only.' }),
      x: nullable({ type: 'string' }, { description: 'egcd only: the coefficient of a.' }),
      y: nullable({ type: 'string' }, { description: 'egcd only: the coefficient of b.' }),
    },
    required: ['result', 'gcd', 'x', 'y'],
  },
  examples: [
    { inputs: { operation: 'pow', a: '4', b: '13', m: '497' }, result: { result: '445', gcd: null, x: null, y: null } },
    { inputs: { operation: 'mod', a: '-7', m: '3' }, result: { result: '2', gcd: null, x: null, y: null } },
    { inputs: { operation: 'inverse', a: '3', m: '11' }, result: { result: '4', gcd: null, x: null, y: null } },
    { inputs: { operation: 'egcd', a: '240', b: '46' }, result: { result: '2', gcd: '2', x: '-9', y: '47' } },
    { inputs: { operation: 'egcd', a: '-100', b: '2004' }, result: { result: '4', gcd: '4', x: '20', y: '1' } },
    { inputs: { operation: 'pow', a: '65537', b: '-1', m: '105312291668557186697918027343388065396718691897889123547643641860' }, result: { result: '52724439659078533542050878056119532687363428290303798353933435053', gcd: null, x: null, y: null } },
    { inputs: { operation: 'pow', a: '3', b: '170141183460469231731687303715884105726', m: '170141183460469231731687303715884105727' }, result: { result: '1', gcd: null, x: null, y: null } },
  ],
  run({ operation, a: aText, b: bText, m: mText }: Inputs) {
    const a = big(aText, 'a', operation);
    if (operation === 'egcd') {
      const b = big(bText, 'b', operation);
      if (a === 0n && b === 0n) return { result: '0', gcd: '0', x: '0', y: '0' };
      const { g, x, y } = egcd(abs(a), abs(b));
      const sx = a < 0n ? -x : x;
      const sy = b < 0n ? -y : y;
      return { result: g.toString(), gcd: g.toString(), x: sx.toString(), y: sy.toString() };
    }
    const m = big(mText, 'm', operation);
    if (m <= 0n) throw new ToolError('The modulus "m" must be positive.');
    const inverse = (value: bigint) => {
      const { g, x } = egcd(((value % m) + m) % m, m);
      if (g !== 1n) throw new ToolError(`${value} has no inverse modulo ${m}: their gcd is ${g}, not 1.`);
      return ((x % m) + m) % m;
    };
    let result: bigint;
    if (operation === 'mod') result = ((a % m) + m) % m;
    else if (operation === 'inverse') result = m === 1n ? 0n : inverse(a);
    else {
      const b = big(bText, 'b', operation);
      result = b >= 0n ? modPow(a, b, m) : m === 1n ? 0n : modPow(inverse(a), -b, m);
    }
    return { result: result.toString(), gcd: null, x: null, y: null };
  },
});
