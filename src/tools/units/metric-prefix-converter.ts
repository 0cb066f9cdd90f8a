import { defineTool } from '../define.ts';
import { D, VALUE_SCHEMA, toNumber } from '../unit-factors.ts';

// SI prefixes and their powers of ten (SI Brochure, 9th edition, with the 2022 additions ronna/quetta, ronto/quecto).
const PREFIXES = {
  quecto: -30, ronto: -27, yocto: -24, zepto: -21, atto: -18, femto: -15, pico: -12, nano: -9, micro: -6, milli: -3,
  centi: -2, deci: -1, none: 0, deca: 1, hecto: 2, kilo: 3, mega: 6, giga: 9, tera: 12, peta: 15, exa: 18, zetta: 21,
  yotta: 24, ronna: 27, quetta: 30,
} as const;
type Prefix = keyof typeof PREFIXES;
const names = Object.keys(PREFIXES) as Prefix[];

export default defineTool({
  slug: 'metric-prefix-converter',
  name: 'Metric prefix converter',
  category: 'units',
  description:
    'Re-expresses a value from one SI prefix to another (quecto 10⁻³⁰ … quetta 10³⁰, "none" for the bare unit), e.g. 1.5 giga = 1500000 kilo: the value times 10^(difference of exponents), exact in decimal; the result is the nearest double.',
  inputSchema: {
    type: 'object',
    properties: {
      value: { ...VALUE_SCHEMA, description: 'The quantity, in units with fromPrefix.' },
      fromPrefix: { type: 'string', enum: names, description: 'Prefix of the value.' },
      toPrefix: { type: 'string', enum: names, description: 'Target prefix.' },
    },
    required: ['value', 'fromPrefix', 'toPrefix'],
  },
  outputSchema: {
    type: 'object',
    properties: { result: { type: 'number', description: 'The value with toPrefix.' } },
    required: ['result'],
  },
  examples: [
    { inputs: { value: 1.5, fromPrefix: 'giga', toPrefix: 'kilo' }, result: { result: 1500000 } },
    { inputs: { value: 250, fromPrefix: 'milli', toPrefix: 'none' }, result: { result: 0.25 } },
    { inputs: { value: 7, fromPrefix: 'micro', toPrefix: 'nano' }, result: { result: 7000 } },
    { inputs: { value: 42, fromPrefix: 'quetta', toPrefix: 'quecto' }, result: { result: 4.2e61 } },
  ],
  run({ value, fromPrefix, toPrefix }: { value: number; fromPrefix: Prefix; toPrefix: Prefix }) {
    return { result: toNumber(new D(value).times(new D(10).pow(PREFIXES[fromPrefix] - PREFIXES[toPrefix]))) };
  },
});
