// The electronics tools decibel-calculator, electrical-power-calculator, reactance-resonance-calculator,
// pcb-trace-width, op-amp-gain and standard-resistor-values: refusals and edge cases. Examples run in catalog.test.ts
// (values from test/reference/electronics_b.py), numbers at their edges in numeric-edges.test.ts.
import { describe, expect, it } from 'vitest';
import { E_SERIES, seriesValue } from '../../src/tools/e-series.ts';
import { refuses, run, tool } from '../helpers/tools.ts';

const result = async (slug: string, inputs: Record<string, unknown>) => {
  const answer = await run(tool(slug), inputs);
  expect(answer.error, JSON.stringify(inputs)).toBeUndefined();
  expect(answer.invalid, JSON.stringify(inputs)).toBeUndefined();
  return answer.result;
};
const invalid = async (slug: string, inputs: Record<string, unknown>) => expect((await run(tool(slug), inputs)).invalid, JSON.stringify(inputs)).toBe(true);

describe('electronics decibel-calculator', () => {
  it('takes exactly one input', async () => {
    await refuses('decibel-calculator', {}, /exactly one/);
    await refuses('decibel-calculator', { db: 3, dbm: 3 }, /exactly one .*got 2/);
    await invalid('decibel-calculator', { levelsDb: [80] });
    await invalid('decibel-calculator', { watts: 0 });
    await invalid('decibel-calculator', { powerRatio: -1 });
  });
  it('converts at the ends of its ranges and keeps other groups null', async () => {
    expect(await result('decibel-calculator', { db: -1000 })).toMatchObject({ powerRatio: 1e-100, amplitudeRatio: 1e-50, dbm: null, sumDb: null });
    expect(await result('decibel-calculator', { db: 0 })).toMatchObject({ powerRatio: 1, amplitudeRatio: 1 });
    expect(await result('decibel-calculator', { dbw: 0 })).toMatchObject({ dbm: 30, watts: 1, milliwatts: 1000, db: null });
    expect(await result('decibel-calculator', { watts: 1e100 })).toMatchObject({ dbw: 1000, dbm: 1030 });
    expect((await result('decibel-calculator', { levelsDb: Array(100).fill(1000) })).sumDb).toBeCloseTo(1020, 10);
    expect((await result('decibel-calculator', { levelsDb: [-1000, -1000] })).sumDb).toBeCloseTo(-996.9897, 3);
    expect((await result('decibel-calculator', { levelsDb: [60, 60] })).sumDb).toBeCloseTo(63.0103, 4);
  });
});

describe('electronics electrical-power-calculator', () => {
  it('refuses the wrong number of quantities and a DC power factor', async () => {
    await refuses('electrical-power-calculator', { phase: 'dc', watts: 60 }, /exactly two .*got 1/);
    await refuses('electrical-power-calculator', { phase: 'single', watts: 60, volts: 12, amps: 5 }, /exactly two .*got 3/);
    await refuses('electrical-power-calculator', { phase: 'dc', volts: 12, amps: 5, powerFactor: 0.8 }, /AC only/);
    await refuses('electrical-power-calculator', { phase: 'three', watts: 1e12, volts: 5e-324 }, /out of range/);
    await invalid('electrical-power-calculator', { phase: 'single', volts: 230, amps: 1, powerFactor: 0 });
    await invalid('electrical-power-calculator', { phase: 'single', volts: 230, amps: 1, powerFactor: 1.1 });
    await invalid('electrical-power-calculator', { volts: 230, amps: 1 });
  });
  it('solves each pair consistently', async () => {
    expect(await result('electrical-power-calculator', { phase: 'dc', volts: 12, amps: 5, powerFactor: 1 })).toEqual({ watts: 60, volts: 12, amps: 5, kva: 0.06, powerFactor: 1 });
    expect(await result('electrical-power-calculator', { phase: 'dc', watts: 60, amps: 5 })).toMatchObject({ volts: 12 });
    expect(await result('electrical-power-calculator', { phase: 'single', watts: 1150, volts: 230 })).toMatchObject({ amps: 5, kva: 1.15 });
    const three = await result('electrical-power-calculator', { phase: 'three', watts: 10000, volts: 400, powerFactor: 0.8 });
    expect(three.amps).toBeCloseTo(10000 / (Math.sqrt(3) * 400 * 0.8), 12);
    expect(three.kva).toBeCloseTo(12.5, 12);
  });
});

describe('electronics reactance-resonance-calculator', () => {
  it('needs two quantities', async () => {
    await refuses('reactance-resonance-calculator', {}, /at least two .*got 0/);
    await refuses('reactance-resonance-calculator', { frequencyHz: 50 }, /at least two .*got 1/);
    await refuses('reactance-resonance-calculator', { inductanceH: 5e-324, capacitanceF: 5e-324 }, /out of range/);
    await invalid('reactance-resonance-calculator', { frequencyHz: 0, inductanceH: 1 });
  });
  it('gives XL = XC at the resonant frequency', async () => {
    const { resonantFrequencyHz } = await result('reactance-resonance-calculator', { inductanceH: 0.001, capacitanceF: 1e-6 });
    const at = await result('reactance-resonance-calculator', { frequencyHz: resonantFrequencyHz, inductanceH: 0.001, capacitanceF: 1e-6 });
    expect(at.inductiveReactance).toBeCloseTo(at.capacitiveReactance, 9);
    expect(at.characteristicImpedance).toBeCloseTo(31.6227766, 6);
    expect(await result('reactance-resonance-calculator', { frequencyHz: 50, inductanceH: 0.1 })).toMatchObject({ capacitiveReactance: null, resonantFrequencyHz: null, characteristicImpedance: null });
  });
});

describe('electronics pcb-trace-width', () => {
  it('bounds its inputs', async () => {
    await invalid('pcb-trace-width', { currentA: 0 });
    await invalid('pcb-trace-width', { currentA: 36 });
    await invalid('pcb-trace-width', { currentA: 1, temperatureRiseC: 0.5 });
    await invalid('pcb-trace-width', { currentA: 1, thicknessOz: 6 });
    await invalid('pcb-trace-width', { currentA: 1, layer: 'middle' });
  });
  it('makes internal traces wider by 2^(1/0.725) and thicker copper narrower', async () => {
    const external = await result('pcb-trace-width', { currentA: 3 });
    const internal = await result('pcb-trace-width', { currentA: 3, layer: 'internal' });
    expect(internal.areaMil2 / external.areaMil2).toBeCloseTo(2 ** (1 / 0.725), 12);
    const twoOz = await result('pcb-trace-width', { currentA: 3, thicknessOz: 2 });
    expect(twoOz.thicknessMil).toBe(2.756);
    expect(twoOz.widthMil).toBeCloseTo(external.widthMil / 2, 12);
    const largest = await result('pcb-trace-width', { currentA: 35, temperatureRiseC: 1, thicknessOz: 0.25, layer: 'internal' });
    expect(Number.isFinite(largest.widthMm)).toBe(true);
  });
});

describe('electronics op-amp-gain', () => {
  it('bounds its inputs and refuses an overflowing gain', async () => {
    await invalid('op-amp-gain', { configuration: 'inverting', rfOhms: 0, rinOhms: 1000 });
    await invalid('op-amp-gain', { configuration: 'differential', rfOhms: 1000, rinOhms: 1000 });
    await refuses('op-amp-gain', { configuration: 'inverting', rfOhms: 1e12, rinOhms: 5e-324 }, /out of range/);
    await refuses('op-amp-gain', { configuration: 'inverting', rfOhms: 5e-324, rinOhms: 1e12 }, /out of range/); // gain underflows to 0: −∞ dB
  });
  it('gives the follower and unity-gain inverter', async () => {
    expect(await result('op-amp-gain', { configuration: 'inverting', rfOhms: 1000, rinOhms: 1000, inputVoltage: 2 })).toEqual({ gain: -1, gainDb: 0, outputVoltage: -2 });
    expect(await result('op-amp-gain', { configuration: 'non-inverting', rfOhms: 1e-300, rinOhms: 1e12, inputVoltage: 0 })).toEqual({ gain: 1, gainDb: 0, outputVoltage: 0 });
    expect(await result('op-amp-gain', { configuration: 'non-inverting', rfOhms: 9000, rinOhms: 1000 })).toEqual({ gain: 10, gainDb: 20, outputVoltage: null });
  });
});

describe('electronics standard-resistor-values', () => {
  it('uses the IEC 60063 tables of src/tools/e-series.ts', () => {
    expect(Object.fromEntries(Object.entries(E_SERIES).map(([name, { values }]) => [name, values.length]))).toEqual({ E3: 3, E6: 6, E12: 12, E24: 24, E48: 48, E96: 96 });
  });
  it('finds every series value exactly, in any decade', async () => {
    for (const [series, { values, figures }] of Object.entries(E_SERIES)) {
      for (const exponent of [-15 - (figures - 1), -3, 0, 5]) {
        for (const mantissa of values) {
          const value = seriesValue(mantissa, exponent);
          const r = await result('standard-resistor-values', { value, series });
          expect(r, `${value} ${series}`).toEqual({ nearest: value, lower: value, higher: value, errorPercent: 0, exact: true });
        }
      }
    }
  });
  it('breaks ties to the lower value and crosses decades', async () => {
    expect(await result('standard-resistor-values', { value: 1.6, series: 'E3' })).toMatchObject({ nearest: 1, lower: 1, higher: 2.2 });
    expect(await result('standard-resistor-values', { value: 1600, series: 'E3' })).toMatchObject({ nearest: 1000, errorPercent: -37.5 });
    expect(await result('standard-resistor-values', { value: 1.61, series: 'E3' })).toMatchObject({ nearest: 2.2 });
    expect(await result('standard-resistor-values', { value: 9.5, series: 'E12' })).toMatchObject({ nearest: 10, lower: 8.2, higher: 10 });
    expect(await result('standard-resistor-values', { value: 9.9e14, series: 'E96' })).toMatchObject({ lower: 9.76e14, higher: 1e15, nearest: 1e15 });
    expect(await result('standard-resistor-values', { value: 1e15, series: 'E3' })).toMatchObject({ nearest: 1e15, exact: true });
    expect(await result('standard-resistor-values', { value: 1e-15, series: 'E96' })).toMatchObject({ nearest: 1e-15, exact: true });
    expect(await result('standard-resistor-values', { value: 4.69e-12, series: 'E6' })).toMatchObject({ nearest: 4.7e-12, lower: 3.3e-12, higher: 4.7e-12 });
    await invalid('standard-resistor-values', { value: 0, series: 'E12' });
    await invalid('standard-resistor-values', { value: 100, series: 'E192' });
  });
});
