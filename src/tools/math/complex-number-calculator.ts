import { ToolError, defineTool } from '../define.ts';
import { math, roundSignificant, roundToLargest } from '../math-sandbox.ts';

type Operation = 'add' | 'subtract' | 'multiply' | 'divide' | 'power' | 'sqrt' | 'conjugate' | 'abs' | 'exp' | 'log';
interface Complex {
  re: number;
  im: number;
}

const BINARY = new Set<Operation>(['add', 'subtract', 'multiply', 'divide', 'power']);

function parseComplex(text: string, field: string): Complex {
  if (!/^[\s0-9.eE+\-ij*]+$/.test(text)) throw new ToolError(`"${field}" is not a complex number like "3+4i" (digits, ".", "e", "+", "-", "i" only).`);
  let z: Complex;
  try {
    z = math.complex(text.replace(/j/g, 'i').replace(/\*/g, '')) as unknown as Complex;
  } catch {
    throw new ToolError(`"${field}" is not a complex number like "3+4i".`);
  }
  if (!Number.isFinite(z.re) || !Number.isFinite(z.im)) throw new ToolError(`"${field}" is not a finite complex number.`);
  return { re: z.re, im: z.im };
}

const show = (v: number) => String(v);
function format({ re, im }: Complex): string {
  if (im === 0) return show(re);
  const imaginary = `${Math.abs(im) === 1 ? '' : show(Math.abs(im))}i`;
  if (re === 0) return `${im < 0 ? '-' : ''}${imaginary}`;
  return `${show(re)} ${im < 0 ? '-' : '+'} ${imaginary}`;
}

export default defineTool({
  slug: 'complex-number-calculator',
  name: 'Complex number calculator',
  category: 'math',
  description:
    'Arithmetic on complex numbers written like "3+4i" (or "3+4j"): add, subtract, multiply, divide, power (a^b, principal value), and of a alone sqrt, conjugate, abs, exp and log (principal branch). The result\'s re and im are rounded at the 12th significant digit of the larger of the two, modulus and argument (degrees, −180…180) to 12 significant digits; formatted reads like "3 - 4i".',
  inputSchema: {
    type: 'object',
    properties: {
      a: { type: 'string', minLength: 1, maxLength: 100, description: 'The first number, e.g. "3+4i", "-2i", "5".' },
      b: { type: 'string', minLength: 1, maxLength: 100, description: 'The second number (add, subtract, multiply, divide, power).' },
      operation: {
        type: 'string',
        enum: ['add', 'subtract', 'multiply', 'divide', 'power', 'sqrt', 'conjugate', 'abs', 'exp', 'log'],
        description: 'The operation: add, subtract, multiply, divide and power (a^b) need b; sqrt, conjugate, abs, exp and log apply to a alone.',
      },
    },
    required: ['a', 'operation'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      re: { type: 'number' },
      im: { type: 'number' },
      modulus: { type: 'number' },
      argumentDegrees: { type: 'number' },
      formatted: { type: 'string' },
    },
    required: ['re', 'im', 'modulus', 'argumentDegrees', 'formatted'],
  },
  examples: [
    {"inputs":{"a":"3+4i","operation":"multiply","b":"1-2i"},"result":{"re":11,"im":-2,"modulus":11.1803398875,"argumentDegrees":-10.3048464688,"formatted":"11 - 2i"}},
    {"inputs":{"a":"3+4i","operation":"divide","b":"1-2i"},"result":{"re":-1,"im":2,"modulus":2.2360679775,"argumentDegrees":116.565051177,"formatted":"-1 + 2i"}},
    {"inputs":{"a":"-4","operation":"sqrt"},"result":{"re":0,"im":2,"modulus":2,"argumentDegrees":90,"formatted":"2i"}},
    {"inputs":{"a":"1+1i","operation":"power","b":"2"},"result":{"re":0,"im":2,"modulus":2,"argumentDegrees":90,"formatted":"2i"}},
    {"inputs":{"a":"3+4i","operation":"abs"},"result":{"re":5,"im":0,"modulus":5,"argumentDegrees":0,"formatted":"5"}},
  ],
  run({ a, b, operation }: { a: string; b?: string; operation: Operation }) {
    const x = parseComplex(a, 'a');
    if (BINARY.has(operation) && b === undefined) throw new ToolError(`Operation "${operation}" needs "b".`);
    const y = b === undefined ? null : parseComplex(b, 'b');
    const cx = math.complex(x.re, x.im);
    const cy = y && math.complex(y.re, y.im);
    let z: Complex;
    switch (operation) {
      case 'add': z = math.add(cx, cy!) as unknown as Complex; break;
      case 'subtract': z = math.subtract(cx, cy!) as unknown as Complex; break;
      case 'multiply': z = math.multiply(cx, cy!) as unknown as Complex; break;
      case 'divide':
        if (y!.re === 0 && y!.im === 0) throw new ToolError('Division by zero.');
        z = math.divide(cx, cy!) as unknown as Complex;
        break;
      case 'power':
        if (x.re === 0 && x.im === 0 && y!.re <= 0) throw new ToolError('0 to a power with a non-positive real part is undefined.');
        z = math.pow(cx, cy!) as unknown as Complex;
        break;
      case 'sqrt': z = math.sqrt(cx) as unknown as Complex; break;
      case 'conjugate': z = { re: x.re, im: -x.im }; break;
      case 'abs': z = { re: math.abs(cx) as unknown as number, im: 0 }; break;
      case 'exp': z = math.exp(cx) as unknown as Complex; break;
      default:
        if (x.re === 0 && x.im === 0) throw new ToolError('log(0) is undefined.');
        z = math.log(cx) as unknown as Complex;
    }
    const re = typeof z === 'number' ? z : z.re;
    const im = typeof z === 'number' ? 0 : z.im;
    if (!Number.isFinite(re) || !Number.isFinite(im)) throw new ToolError('The result overflows a double: use smaller numbers.');
    const [r, i] = roundToLargest([re, im], 12) as [number, number];
    const modulus = Math.hypot(re, im);
    if (!Number.isFinite(modulus)) throw new ToolError('The modulus overflows a double: use smaller numbers.');
    return {
      re: r,
      im: i,
      modulus: roundSignificant(modulus),
      argumentDegrees: roundSignificant((Math.atan2(im, re) * 180) / Math.PI),
      formatted: format({ re: r, im: i }),
    };
  },
});
