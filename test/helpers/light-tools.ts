// The largest inputs a light tool's schema allows, and the worst cases the schema alone does not reach: what
// test/tools/light-speed.test.ts prices and `npm run bench` (BENCH_ONLY=light) times, one run at a time.
import { ToolError } from '../../src/tools/define.ts';
import type { CompiledTool } from '../../src/tools/registry.ts';

const BODY_CAP = 1024 * 1024 - 4096;
type PropertySchema = { type?: string | string[]; enum?: unknown[]; maxLength?: number; maximum?: number; pattern?: string; format?: string };

/** Candidate largest inputs: everything at its limit, and each string alone at its limit. */
function largestInputs(tool: CompiledTool): Array<Record<string, unknown>> {
  const example = tool.definition.examples[0]!.inputs as Record<string, unknown>;
  const properties = (tool.definition.inputSchema.properties ?? {}) as Record<string, PropertySchema>;
  const strings = Object.entries(properties).filter(([, s]) => s.type === 'string' && !s.enum);
  const fill = (name: string, schema: PropertySchema, share: number) => {
    const length = Math.min(schema.maxLength ?? BODY_CAP, Math.floor(BODY_CAP / share));
    const seed = typeof example[name] === 'string' && example[name] ? (example[name] as string) : 'a';
    return seed.repeat(Math.ceil(length / seed.length)).slice(0, length);
  };
  const maxed: Record<string, unknown> = { ...example };
  for (const [name, schema] of Object.entries(properties)) {
    if ((schema.type === 'integer' || schema.type === 'number') && schema.maximum !== undefined && name in example) maxed[name] = schema.maximum;
  }
  for (const [name, schema] of strings) maxed[name] = fill(name, schema, strings.length);
  return [maxed, ...strings.map(([name, schema]) => ({ ...example, [name]: fill(name, schema, 1) }))];
}

/** `length` characters of one script: words of 1–8 of its units between spaces, stops and blank lines. */
function scriptText(units: string[], length: number): string {
  let seed = 1;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  let text = '';
  while (text.length < length) {
    for (let n = 1 + Math.floor(random() * 8); n > 0; n--) text += units[Math.floor(random() * units.length)];
    text += random() < 0.02 ? '.\n\n' : random() < 0.1 ? '. ' : ' ';
  }
  return text.slice(0, length);
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));
const scripts: Record<string, string[]> = {
  latin: [...range(0x61, 0x7a), ...range(0xe0, 0xff)],
  cjk: range(0x4e00, 0x9fff),
  arabic: [...range(0x0621, 0x064a), ...range(0x064b, 0x0652)],
  devanagari: range(0x0915, 0x0939).flatMap((c) => [c, `${c}\u094d`, `${c}\u093e`, `${c}\u093f`, `${c}\u0902`]),
  thai: [...range(0x0e01, 0x0e30), ...range(0x0e31, 0x0e3a), ...range(0x0e40, 0x0e4e)],
  emoji: ['👍', '👍🏽', '👩‍👩‍👧', '👨🏿‍💻', '🇫🇷', '🇯🇵', '❤️', '🏳️‍🌈', '1️⃣', '😀', '🏴󠁧󠁢󠁳󠁣󠁴󠁿'],
  combining: range(0x61, 0x7a).map((c) => `${c}\u0301\u0323\u0308`),
  hangulJamo: range(0x1100, 0x1112).flatMap((l) => [`${l}\u1161`, `${l}\u1162\u11a8`, `${l}\u1175\u11af`]),
  hangul: range(0xac00, 0xd7a3),
  astral: range(0x20000, 0x2a6df),
};
scripts.mixed = Object.values(scripts).flatMap((units) => units.slice(0, 200));
scripts.flags = ['🇫🇷'];
/** Worst cases of the number tools that their schema bounds alone do not reach (long repetends, huge exponents…). */
const numberWorstCases: Record<string, Array<Record<string, unknown>>> = {
  'fraction-calculator': [
    { a: `${'9'.repeat(49)}/${'7'.repeat(49)}`, b: `${'8'.repeat(49)}/${'3'.repeat(49)}`, operation: 'add' },
    { a: `1/${'9'.repeat(48)}`, b: '-200', operation: 'power' },
    { a: '1.0(123456789012345678901234567890123456789012345678901234567890123456789012345678901234567)', b: '1e-1000', operation: 'divide' },
  ],
  'decimal-to-fraction': [
    { decimal: `0.${'3'.repeat(90)}(${'7'.repeat(5)})`, maxDenominator: 1e12 },
    { decimal: '1.234567890123456789e-1000', maxDenominator: 999999999989 },
  ],
  'percentage-calculator': [
    { mode: 'what-percent', a: 1e15, b: 5e-324 },
    { mode: 'percent-difference', a: 1.2345678901234567e-300, b: 9.87654321e-310 },
  ],
  'number-base-converter': [{ value: '1'.repeat(4096), fromBase: 2, toBase: 3, uppercase: false }, { value: 'z'.repeat(4096), fromBase: 36, toBase: 2, uppercase: true }],
  'permutations-combinations': [{ n: 1000, r: 1000, repetition: true }, { n: 1000, r: 500, repetition: false }],
  'rounding-calculator': [{ value: `${'9'.repeat(100)}e1000`, decimals: 50, mode: 'half-even' }, { value: `0.${'5'.repeat(99)}e-1000`, decimals: -10, mode: 'half-up' }],
  'scientific-notation-converter': [{ value: `-${'1'.repeat(92)}e-1000` }, { value: `${'1'.repeat(90)}e1000` }],
  'random-number-generator': [
    { min: -1e12, max: 1e12, count: 10_000, integer: true, unique: true },
    { min: 0, max: 10_000, count: 10_000, integer: true, unique: true, sorted: true },
    { min: 0, max: 1000, count: 10_000, integer: false, decimals: 10, unique: true, sorted: true },
  ],
  'ratio-calculator': [{ mode: 'simplify', values: Array.from({ length: 20 }, (_, i) => 1e-300 * (i + 1.123456789)) }],
  'fraction-to-decimal': [
    { numerator: 1, denominator: 999_999_937 },
    { numerator: -9_007_199_254_740_991, denominator: 999_999_999 },
  ],
  'divisors-calculator': [{ n: 999_999_999_989 }, { n: 963_761_198_400 }],
  'ieee754-inspector': [{ value: '1e-1000', format: 'float64' }, { value: `0.${'0'.repeat(30)}${'7'.repeat(80)}e-300`, format: 'float64' }, { value: `${'9'.repeat(100)}e1000`, format: 'float16' }],
  'significant-figures': [{ value: `${'9'.repeat(100)}e-1000`, significantFigures: 50 }, { value: `0.${'9'.repeat(99)}`, significantFigures: 1 }],
  'bitwise-calculator': [{ a: '0x8000000000000000', b: '1024', operation: 'sar', width: 64, signed: true }],
  'gcd-lcm-calculator': [{ numbers: Array.from({ length: 100 }, (_, i) => 9_007_199_254_740_991 - 2 * i) }],
};

/**
 * Worst cases the schema alone does not give: for the tools that walk grapheme clusters, their longest text in every
 * script; for the number tools, the inputs above.
 */
export function worstInputs(tool: CompiledTool): Array<[string, Record<string, unknown>]> {
  const numbers = (numberWorstCases[tool.definition.slug] ?? []).map((inputs): [string, Record<string, unknown>] => [JSON.stringify(inputs).slice(0, 120), inputs]);
  if (!['word-counter', 'text-reverser', 'text-truncate'].includes(tool.definition.slug)) return numbers;
  const example = tool.definition.examples[0]!.inputs as Record<string, unknown>;
  const length = (tool.definition.inputSchema.properties as Record<string, PropertySchema>).text!.maxLength!;
  return Object.entries(scripts).map(([name, units]) => [`text of ${name} at its limit`, { ...example, text: scriptText(units, length) }]);
}

/** Every input a light tool is priced on: its largest inputs, then its worst cases, each with what it is. */
export function heaviestInputs(tool: CompiledTool): Array<[string, Record<string, unknown>]> {
  return [
    ...largestInputs(tool).map((inputs): [string, Record<string, unknown>] => [`${Object.keys(inputs).join(', ')} at their limits`, inputs]),
    ...worstInputs(tool),
  ];
}

/** One run as the registry makes it (defaults applied); the tool's own refusal is a finished run. */
export async function runOnce(tool: CompiledTool, inputs: Record<string, unknown>): Promise<void> {
  const copy = structuredClone(inputs);
  tool.validate(copy);
  try {
    await tool.runHere(copy);
  } catch (error) {
    if (!(error instanceof ToolError)) throw error;
  }
}
