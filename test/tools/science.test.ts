// The science tools on their own (a registry of just src/tools/science, so another category's work in progress cannot
// hide them): examples, refusals with ToolError, and hostile numbers that must never leak NaN or Infinity.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { ToolError, type ToolDefinition } from '../../src/tools/define.ts';
import { ToolRegistry, type CompiledTool } from '../../src/tools/registry.ts';

const dir = path.resolve('src/tools/science');
const entries: Array<{ definition: ToolDefinition; module: string }> = [];
for (const file of (await readdir(dir)).filter((f) => f.endsWith('.ts')).sort()) {
  const module = pathToFileURL(path.join(dir, file)).href;
  entries.push({ definition: (await import(module)).default, module });
}
const registry = new ToolRegistry(entries);
const ajv = new Ajv({ allErrors: true, strict: false });
const tool = (slug: string) => registry.get(slug)!;

async function run(compiled: CompiledTool, inputs: Record<string, unknown>): Promise<{ result?: unknown; error?: string; invalid?: boolean }> {
  const copy = structuredClone(inputs);
  if (!compiled.validate(copy)) return { invalid: true };
  try {
    return { result: await compiled.definition.run(copy) };
  } catch (error) {
    if (error instanceof ToolError) return { error: error.message };
    throw error;
  }
}

describe.each(registry.list().map((t) => [t.definition.slug, t] as const))('science/%s', (_slug, compiled) => {
  const validateOutput = ajv.compile(compiled.definition.outputSchema);
  it('gives the documented result for each example', async () => {
    for (const example of compiled.definition.examples) {
      const { result, error, invalid } = await run(compiled, example.inputs);
      expect(invalid, JSON.stringify(example.inputs)).toBeUndefined();
      expect(error, JSON.stringify(example.inputs)).toBeUndefined();
      expect(validateOutput(result), JSON.stringify(validateOutput.errors)).toBe(true);
      expect(result).toEqual(example.result);
    }
  });
  it('answers extreme numbers with a refusal or a finite, schema-valid result', async () => {
    const base = compiled.definition.examples[0]!.inputs as Record<string, unknown>;
    const properties = (compiled.definition.inputSchema.properties ?? {}) as Record<string, { type?: string; maximum?: number; minimum?: number }>;
    for (const [name, schema] of Object.entries(properties)) {
      if (schema.type !== 'number' && schema.type !== 'integer') continue;
      for (const value of [schema.maximum, schema.minimum, 5e-324, 1e-300, 0, -0, 1e308].filter((v) => v !== undefined)) {
        for (const inputs of [{ ...base, [name]: value }, ...compiled.definition.examples.map((e) => ({ ...(e.inputs as object), [name]: value }))]) {
          const { result } = await run(compiled, inputs);
          if (result === undefined) continue;
          expect(validateOutput(result), `${name}=${value}: ${JSON.stringify(validateOutput.errors)}`).toBe(true);
          const walk = (x: unknown): void => {
            if (typeof x === 'number') expect(Number.isFinite(x), `${name}=${value} gave ${x}`).toBe(true);
            else if (x && typeof x === 'object') Object.values(x).forEach(walk);
          };
          walk(result);
        }
      }
    }
  });
});

const refuses = async (slug: string, inputs: Record<string, unknown>, message: RegExp) => {
  const { error, invalid } = await run(tool(slug), inputs);
  expect(invalid, JSON.stringify(inputs)).toBeUndefined();
  expect(error, JSON.stringify(inputs)).toMatch(message);
};

describe('science refusals', () => {
  it('ohms-law-calculator needs exactly two quantities', async () => {
    await refuses('ohms-law-calculator', { voltage: 1 }, /exactly two/);
    await refuses('ohms-law-calculator', { voltage: 1, current: 2, power: 2 }, /exactly two/);
    await refuses('ohms-law-calculator', { voltage: 5, current: 0 }, /greater than zero/);
  });
  it('resistor-color-code refuses values the bands cannot show', async () => {
    await refuses('resistor-color-code', { resistanceOhms: 4750 }, /3 significant figures; a 4-band code shows only 2/);
    await refuses('resistor-color-code', { resistanceOhms: 1e11, bandCount: 4 }, /outside/);
    await refuses('resistor-color-code', { resistanceOhms: 100, tolerancePercent: 3 }, /No colour marks ±3/);
    await refuses('resistor-color-code', { bands: ['gold', 'violet', 'red', 'gold'] }, /Band 1/);
    await refuses('resistor-color-code', { bands: ['red', 'red', 'red', 'pink'] }, /tolerance/);
    await refuses('resistor-color-code', { resistanceOhms: 100, tolerancePercent: 1, bandCount: 6 }, /temperatureCoefficient/);
    await refuses('resistor-color-code', { resistanceOhms: 0.001, tolerancePercent: 1 }, /outside/); // 100 × 10^-5
    expect((await run(tool('resistor-color-code'), { resistanceOhms: 0.01 })).result).toMatchObject({ bands: ['brown', 'black', 'pink', 'gold'], formatted: '0.01 Ω ±5%' });
    expect((await run(tool('resistor-color-code'), { resistanceOhms: 999e9, tolerancePercent: 0.5 })).result).toMatchObject({ bands: ['white', 'white', 'white', 'white', 'green'], formatted: '999 GΩ ±0.5%' });
  });
  it('molar-mass-calculator explains a bad formula', async () => {
    await refuses('molar-mass-calculator', { formula: 'Ca(OH' }, /missing "\)"/);
    await refuses('molar-mass-calculator', { formula: 'CaOH)2' }, /closes nothing/);
    await refuses('molar-mass-calculator', { formula: 'Xy2' }, /unknown element "Xy"/);
    await refuses('molar-mass-calculator', { formula: 'TcO4' }, /no standard atomic weight/);
    await refuses('molar-mass-calculator', { formula: '('.repeat(11) + 'H' + ')'.repeat(11) }, /nested more than 10/);
    await refuses('molar-mass-calculator', { formula: 'H1000001' }, /counts go up to 1000000/);
    await refuses('molar-mass-calculator', { formula: '((((H999999)999999)999999)999999)' }, /more than/);
    await refuses('molar-mass-calculator', { formula: 'h2o' }, /capital letter/);
    expect((await run(tool('molar-mass-calculator'), { formula: 'CuSO4.5H2O' })).result).toMatchObject({ molarMass: 249.677 });
    expect((await run(tool('molar-mass-calculator'), { formula: 'CuSO4*5H2O' })).result).toMatchObject({ molarMass: 249.677 });
  });
  it('kinematics-calculator refuses insufficient or inconsistent sets', async () => {
    await refuses('kinematics-calculator', { initialVelocity: 3, finalVelocity: 3, acceleration: 0 }, /do not determine/);
    await refuses('kinematics-calculator', { initialVelocity: 3, finalVelocity: 4, acceleration: 0 }, /No uniformly accelerated motion/);
    await refuses('kinematics-calculator', { displacement: 100, initialVelocity: 0, acceleration: -1 }, /No uniformly accelerated motion/);
    await refuses('kinematics-calculator', { initialVelocity: 5, finalVelocity: 1, acceleration: 2 }, /negative time/);
    await refuses('kinematics-calculator', { displacement: 1, time: 2 }, /exactly three/);
  });
  it('other tools refuse impossible inputs', async () => {
    await refuses('led-resistor-calculator', { supplyVoltage: 5, forwardVoltage: 2, currentMa: 20, count: 3 }, /must exceed/);
    await refuses('voltage-divider', { vin: 5, r1: 1000, targetVout: 6 }, /below vin/);
    await refuses('dilution-calculator', { c1: 1, v1: 10, c2: 2 }, /not a dilution/);
    await refuses('ideal-gas-law', { solveFor: 'volume', moles: 1, pressure: 1, temperature: -300, temperatureUnit: 'C' }, /absolute zero/);
    await refuses('ideal-gas-law', { solveFor: 'volume', moles: 1, pressure: 1 }, /Give temperature/);
    await refuses('half-life-calculator', { solveFor: 'halfLife', initial: 10, remaining: 20, time: 5 }, /below the initial/);
    await refuses('half-life-calculator', { solveFor: 'halfLife', initial: 10, remaining: 5, time: 0 }, /time above 0/);
    await refuses('ph-calculator', { pH: 7, pOH: 7 }, /exactly one/);
    await refuses('ph-calculator', { hydrogenConcentration: 5e-324 }, /out of range/);
    await refuses('wavelength-frequency', {}, /exactly one/);
    await refuses('wavelength-frequency', { wavelength: 5e-324 }, /out of range/);
  });
});
