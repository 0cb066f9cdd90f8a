// The numeric tools at the edges of their numbers: every top-level number input of every tool of the numeric
// categories, set to its schema bounds, the smallest doubles, zero, −0 and 1e308 in turn, and every value nested in
// an example's inputs swapped for extreme numbers and awkward strings, gives a refusal (400/422) or a schema-valid
// result holding no NaN or Infinity (JSON cannot carry them; fast-json-stringify would write null).
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { registry, run } from '../helpers/tools.ts';

const extremes = [0, -0, 1e-300, 5e-324, 1e12, -1e12, Number.MAX_SAFE_INTEGER];
const awkward = ['', ' ', 'nan', 'rgb(1e400 0 0)', 'oklch(1e300 1e300 1e300)'];
/** An example's inputs with the n-th variation of every value in them, however deep. */
function mutate(value: unknown, n: number): unknown {
  if (typeof value === 'number') return extremes[n % extremes.length];
  if (typeof value === 'string') return [...awkward, value][n % (awkward.length + 1)];
  if (Array.isArray(value)) return value.map((v, i) => mutate(v, n + i));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v], i) => [k, mutate(v, n + i)]));
  return value;
}

const numericCategories = new Set(['math', 'statistics', 'finance', 'dates', 'units', 'color', 'health', 'science', 'everyday', 'network', 'electronics', 'construction']);
const ajv = new Ajv({ allErrors: true, strict: false });
addFormats.default(ajv);

const nonFinite = (value: unknown): boolean =>
  typeof value === 'number' ? !Number.isFinite(value) : value !== null && typeof value === 'object' && Object.values(value).some(nonFinite);

const tools = registry.list().filter((t) => numericCategories.has(t.definition.category));

describe.each(tools.map((t) => [t.definition.category, t.definition.slug, t] as const))('%s/%s', (_category, _slug, compiled) => {
  it('answers extreme numbers with a refusal or a finite, schema-valid result', async () => {
    const validateOutput = ajv.compile(compiled.definition.outputSchema);
    const properties = (compiled.definition.inputSchema.properties ?? {}) as Record<string, { type?: unknown; maximum?: number; minimum?: number }>;
    for (const [name, schema] of Object.entries(properties)) {
      const types = [schema.type].flat();
      if (!types.includes('number') && !types.includes('integer')) continue;
      for (const value of [schema.maximum, schema.minimum, 5e-324, 1e-300, 0, -0, 1e308].filter((v) => v !== undefined)) {
        for (const example of compiled.definition.examples) {
          const { result } = await run(compiled, { ...(example.inputs as object), [name]: value });
          if (result === undefined) continue;
          expect(validateOutput(result), `${name}=${value}: ${JSON.stringify(validateOutput.errors)}`).toBe(true);
          expect(nonFinite(result), `${name}=${value} gave ${JSON.stringify(result)}`).toBe(false);
        }
      }
    }
  });

  it('answers extreme values deep in its inputs with a refusal or a finite, schema-valid result', async () => {
    const validateOutput = ajv.compile(compiled.definition.outputSchema);
    for (const example of compiled.definition.examples) {
      for (let n = 0; n < 14; n++) {
        const inputs = mutate(structuredClone(example.inputs), n) as Record<string, unknown>;
        const { result } = await run(compiled, inputs);
        if (result === undefined) continue;
        expect(validateOutput(result), `${JSON.stringify(inputs)}: ${JSON.stringify(validateOutput.errors)}`).toBe(true);
        expect(nonFinite(result), `${JSON.stringify(inputs)} gave ${JSON.stringify(result)}`).toBe(false);
      }
    }
  });
});
