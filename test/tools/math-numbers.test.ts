// The number tools of src/tools/math on their own (a registry of just these files, so the algebra/geometry tools being
// written in the same folder cannot hide them): examples, refusals, hostile numbers, the shared BigInt helpers against
// brute force, and the random-number generator's properties over many seeds.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { ToolError, type ToolDefinition } from '../../src/tools/define.ts';
import { ToolRegistry, type CompiledTool } from '../../src/tools/registry.ts';
import { factorize, isPrime, nextPrime, parseRational, previousPrime, ratioToNumber } from '../../src/tools/number-theory.ts';

const slugs = [
  'percentage-calculator', 'fraction-calculator', 'fraction-simplifier', 'decimal-to-fraction', 'gcd-lcm-calculator',
  'prime-checker', 'prime-factorization', 'factorial-calculator', 'permutations-combinations', 'number-base-converter',
  'roman-numeral-converter', 'number-to-words', 'scientific-notation-converter', 'rounding-calculator', 'ratio-calculator',
  'random-number-generator', 'fraction-to-decimal', 'prime-list', 'divisors-calculator', 'significant-figures',
  'modular-arithmetic', 'bitwise-calculator', 'ieee754-inspector', 'fibonacci-calculator', 'twos-complement-converter',
];
const entries: Array<{ definition: ToolDefinition; module: string }> = [];
for (const slug of slugs) {
  const module = pathToFileURL(path.resolve('src/tools/math', `${slug}.ts`)).href;
  try {
    entries.push({ definition: (await import(module)).default, module });
  } catch {
    // Not built (yet): the catalog test covers whatever exists.
  }
}
const registry = new ToolRegistry(entries);
const ajv = new Ajv({ allErrors: true, strict: false });
const tool = (slug: string) => registry.get(slug)!;

async function run(compiled: CompiledTool, inputs: Record<string, unknown>): Promise<{ result?: any; error?: string; invalid?: boolean }> {
  const copy = structuredClone(inputs);
  if (!compiled.validate(copy)) return { invalid: true };
  try {
    return { result: await compiled.definition.run(copy) };
  } catch (error) {
    if (error instanceof ToolError) return { error: error.message };
    throw error;
  }
}

describe.each(registry.list().map((t) => [t.definition.slug, t] as const))('math/%s', (_slug, compiled) => {
  const validateOutput = ajv.compile(compiled.definition.outputSchema);
  it('gives the documented result for each example', async () => {
    for (const example of compiled.definition.examples) {
      const { result, error, invalid } = await run(compiled, example.inputs as Record<string, unknown>);
      expect(invalid, JSON.stringify(example.inputs)).toBeUndefined();
      expect(error, JSON.stringify(example.inputs)).toBeUndefined();
      expect(validateOutput(result), JSON.stringify(validateOutput.errors)).toBe(true);
      expect(result).toEqual(example.result);
      // The response serializer (fast-json-stringify) must carry every field, mixed integer/string types included.
      const envelope = {
        success: true,
        tool: compiled.definition.slug,
        result,
        usage: { remaining: 1, limit: 1, resetAt: '2026-01-01T00:00:00Z' },
        meta: { apiVersion: '1', timestamp: '2026-01-01T00:00:00Z', requestId: 'r', durationMs: 1 },
      };
      expect(JSON.parse(compiled.serialize(envelope)).result).toEqual(example.result);
    }
  });
  it('answers extreme inputs with a refusal or a finite, schema-valid result', async () => {
    const properties = (compiled.definition.inputSchema.properties ?? {}) as Record<string, { type?: string; maximum?: number; minimum?: number }>;
    const strings = ['', '-', '.', '1/0', '0/0', '1e999999', '0.()', '99999999999999999999999999999999999', '-0', 'NaN', 'Infinity', '1 2/0', '( )'];
    for (const example of compiled.definition.examples) {
      for (const [name, schema] of Object.entries(properties)) {
        const values: unknown[] =
          schema.type === 'number' || schema.type === 'integer'
            ? [schema.maximum, schema.minimum, 5e-324, 1e-300, 0, -0, 1e308, -1e308].filter((v) => v !== undefined)
            : schema.type === 'string' || !schema.type
              ? strings
              : [];
        for (const value of values) {
          const inputs = { ...(example.inputs as object), [name]: value };
          const { result } = await run(compiled, inputs);
          if (result === undefined) continue;
          expect(validateOutput(result), `${name}=${value}: ${JSON.stringify(validateOutput.errors)}`).toBe(true);
          const walk = (x: unknown): void => {
            if (typeof x === 'number') expect(Number.isFinite(x), `${name}=${String(value)} gave ${x}`).toBe(true);
            else if (x && typeof x === 'object') Object.values(x).forEach(walk);
          };
          walk(result);
        }
      }
    }
  });
});

describe('number-theory helpers', () => {
  it('decides primality like a sieve up to 100 000 and knows the neighbours', () => {
    const limit = 100_000;
    const composite = new Uint8Array(limit + 1);
    for (let i = 2; i * i <= limit; i++) if (!composite[i]) for (let j = i * i; j <= limit; j += i) composite[j] = 1;
    for (let n = 0; n <= limit; n++) expect(isPrime(BigInt(n)), String(n)).toBe(n >= 2 && !composite[n]);
    expect(previousPrime(2n)).toBeNull();
    expect(nextPrime(0n)).toBe(2n);
    expect(nextPrime(2n)).toBe(3n);
    // Strong pseudoprimes to many bases: 3825123056546413051 (bases 2…23), 318665857834031151167461 (bases 2…37).
    expect(isPrime(3825123056546413051n)).toBe(false);
    expect(isPrime(318665857834031151167461n)).toBe(false);
  });
  it('factors into primes whose product is the number', () => {
    // The hardest kind allowed: two 12-digit primes (about a million rho steps, well inside the tools' 6 000 000 budget).
    expect(factorize(999998999999n * 999999999989n, 6_000_000).map((f) => f.prime)).toEqual([999998999999n, 999999999989n]);
    for (const n of [999999999989n ** 2n, 1000003n ** 2n * 999983n ** 2n, 2n, 4n, 1001n, 2n ** 52n, 600851475143n, 999999000001n * 999983n, 10n ** 24n - 1n]) {
      const factors = factorize(n);
      expect(factors.reduce((p, f) => p * f.prime ** BigInt(f.exponent), 1n)).toBe(n);
      for (const f of factors) expect(isPrime(f.prime)).toBe(true);
    }
  });
  it('rounds a ratio to the nearest double like the division of two exact doubles', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31);
    for (let i = 0; i < 20_000; i++) {
      const n = random() * 2 ** 20 + random();
      const d = (random() % 2 ** 26) + 1;
      expect(ratioToNumber(BigInt(n), BigInt(d))).toBe(n / d);
      expect(ratioToNumber(-BigInt(n), BigInt(d))).toBe(-n / d);
    }
    expect(ratioToNumber(1n, 10n ** 320n)).toBe(1e-320);
    expect(ratioToNumber(3n, 10n ** 324n)).toBe(5e-324);
    expect(ratioToNumber(2n, 10n ** 324n)).toBe(0);
    expect(ratioToNumber(17976931348623157n * 10n ** 292n, 1n)).toBe(Number.MAX_VALUE);
    expect(() => ratioToNumber(10n ** 309n, 1n)).toThrow(ToolError);
    expect(parseRational('0.1(6)', 'x')).toEqual({ n: 1n, d: 6n });
    expect(parseRational('-1 1/2', 'x')).toEqual({ n: -3n, d: 2n });
    expect(parseRational('2.5e-3', 'x')).toEqual({ n: 1n, d: 400n });
  });
});

describe('random-number-generator', () => {
  const rng = tool('random-number-generator');
  it('keeps range, grid, count and uniqueness over many seeds, and repeats itself for a seed', async () => {
    const cases = [
      { min: 1, max: 6, count: 50, integer: true, unique: false },
      { min: -10, max: 10, count: 21, integer: true, unique: true },
      { min: 0, max: 1, count: 200, integer: false, decimals: 3, unique: true },
      { min: -2.5, max: 2.5, count: 100, integer: false, decimals: 1, unique: false },
      { min: 1, max: 1e12, count: 1000, integer: true, unique: true },
    ];
    for (const c of cases) {
      for (let s = 0; s < 40; s++) {
        const inputs = { ...c, seed: `seed-${s}` };
        const unseeded = (await run(rng, { ...c })).result.numbers as number[];
        expect(unseeded).toHaveLength(c.count);
        for (const x of unseeded) expect(x >= c.min && x <= c.max).toBe(true);
        if (c.unique) expect(new Set(unseeded).size).toBe(unseeded.length);
        const { result } = await run(rng, inputs);
        const numbers: number[] = result.numbers;
        expect(numbers).toHaveLength(c.count);
        const places = c.integer ? 0 : (c.decimals ?? 2);
        for (const x of numbers) {
          expect(x).toBeGreaterThanOrEqual(c.min);
          expect(x).toBeLessThanOrEqual(c.max);
          expect(Number(x.toFixed(places))).toBe(x);
        }
        if (c.unique) expect(new Set(numbers).size).toBe(numbers.length);
        expect((await run(rng, inputs)).result).toEqual(result);
      }
    }
    const a = (await run(rng, { min: 1, max: 1e9, count: 5, seed: 'a' })).result.numbers;
    const b = (await run(rng, { min: 1, max: 1e9, count: 5, seed: 'b' })).result.numbers;
    expect(a).not.toEqual(b);
  });
  it('spreads draws evenly (chi-square over a die, 60 000 rolls)', async () => {
    const { result } = await run(rng, { min: 1, max: 6, count: 10_000, seed: 'chi' });
    const counts = [0, 0, 0, 0, 0, 0];
    for (const x of result.numbers) counts[x - 1]!++;
    const chi = counts.reduce((s, c) => s + (c - 10_000 / 6) ** 2 / (10_000 / 6), 0);
    expect(chi).toBeLessThan(20.5); // p = 0.001 for 5 degrees of freedom
  });
  it('refuses impossible requests', async () => {
    expect((await run(rng, { min: 1, max: 3, count: 4, unique: true })).error).toMatch(/distinct/);
    expect((await run(rng, { min: 5, max: 1 })).error).toMatch(/min/);
    expect((await run(rng, { min: 0.11, max: 0.19, integer: false, decimals: 1 })).error).toMatch(/decimal places/);
  });
});

describe('light number tools on their largest inputs', () => {
  const BUDGET_MS = Number(process.env.LIGHT_TOOL_BUDGET_MS ?? 25);
  /** Worst cases the schema alone does not give (long digit strings, big exponents, huge results). */
  const worst: Record<string, Array<Record<string, unknown>>> = {
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
  const light = registry.list().filter((t) => !t.definition.heavy);
  it.each(light.map((t) => [t.definition.slug, t] as const))('%s stays under the budget', async (slug, compiled) => {
    const example = compiled.definition.examples[0]!.inputs as Record<string, unknown>;
    const properties = (compiled.definition.inputSchema.properties ?? {}) as Record<string, { type?: string; maxLength?: number; maximum?: number; enum?: unknown[] }>;
    const maxed: Record<string, unknown> = { ...example };
    for (const [name, schema] of Object.entries(properties)) {
      if ((schema.type === 'integer' || schema.type === 'number') && schema.maximum !== undefined && name in example) maxed[name] = schema.maximum;
      if (schema.type === 'string' && !schema.enum && schema.maxLength) {
        const seed = typeof example[name] === 'string' && example[name] ? (example[name] as string) : 'a';
        maxed[name] = seed.repeat(Math.ceil(schema.maxLength / seed.length)).slice(0, schema.maxLength);
      }
    }
    for (const inputs of [maxed, ...(worst[slug] ?? [])]) {
      let best = Infinity;
      for (let attempt = 0; attempt < 5; attempt++) {
        const copy = structuredClone(inputs);
        expect(compiled.validate(copy) || inputs === maxed, JSON.stringify(compiled.validate.errors)).toBe(true);
        const started = performance.now();
        try {
          await compiled.definition.run(copy);
        } catch (error) {
          if (!(error instanceof ToolError)) throw error;
        }
        best = Math.min(best, performance.now() - started);
      }
      expect(best, `${JSON.stringify(inputs).slice(0, 120)} took ${best.toFixed(1)} ms`).toBeLessThan(BUDGET_MS);
    }
  });
});
