// The electronics tools of TOOLS-PLAN-2 §4 rows 1–7 (wire gauge, voltage drop, battery life, capacitor and SMD
// codes, RC circuit, 555 timer) and the IEC 60063 E-series module: refusals, edge cases and the data table's size.
// Examples run in catalog.test.ts (values from test/reference/electronics_a.py), numbers at their edges in
// numeric-edges.test.ts.
import { describe, expect, it } from 'vitest';
import { E12 as E12_SCIENCE, E24 as E24_SCIENCE } from '../../src/tools/science-data.ts';
import { E12, E24, E3, E48, E6, E96, E_SERIES, seriesValue } from '../../src/tools/e-series.ts';
import { refuses, run, tool } from '../helpers/tools.ts';

const result = async (slug: string, inputs: Record<string, unknown>) => {
  const { result, error, invalid } = await run(tool(slug), inputs);
  expect({ error, invalid }, JSON.stringify(inputs)).toEqual({ error: undefined, invalid: undefined });
  return result;
};
const invalid = async (slug: string, inputs: Record<string, unknown>) => expect((await run(tool(slug), inputs)).invalid, JSON.stringify(inputs)).toBe(true);

describe('electronics: IEC 60063 E-series table', () => {
  it('pins the row counts and the values (E48/E96 recomputed as round(10^(i/n)) in electronics_a.py)', () => {
    expect([E3, E6, E12, E24, E48, E96].map((s) => s.length)).toEqual([3, 6, 12, 24, 48, 96]);
    expect(Object.fromEntries(Object.entries(E_SERIES).map(([name, s]) => [name, [s.values.length, s.figures]]))).toEqual({
      E3: [3, 2], E6: [6, 2], E12: [12, 2], E24: [24, 2], E48: [48, 3], E96: [96, 3],
    });
    // python3 test/reference/electronics_a.py e-series
    expect({ E3, E6, E12, E24, E48, E96 }).toEqual({"E3": [10, 22, 47], "E6": [10, 15, 22, 33, 47, 68], "E12": [10, 12, 15, 18, 22, 27, 33, 39, 47, 56, 68, 82], "E24": [10, 11, 12, 13, 15, 16, 18, 20, 22, 24, 27, 30, 33, 36, 39, 43, 47, 51, 56, 62, 68, 75, 82, 91], "E48": [100, 105, 110, 115, 121, 127, 133, 140, 147, 154, 162, 169, 178, 187, 196, 205, 215, 226, 237, 249, 261, 274, 287, 301, 316, 332, 348, 365, 383, 402, 422, 442, 464, 487, 511, 536, 562, 590, 619, 649, 681, 715, 750, 787, 825, 866, 909, 953], "E96": [100, 102, 105, 107, 110, 113, 115, 118, 121, 124, 127, 130, 133, 137, 140, 143, 147, 150, 154, 158, 162, 165, 169, 174, 178, 182, 187, 191, 196, 200, 205, 210, 215, 221, 226, 232, 237, 243, 249, 255, 261, 267, 274, 280, 287, 294, 301, 309, 316, 324, 332, 340, 348, 357, 365, 374, 383, 392, 402, 412, 422, 432, 442, 453, 464, 475, 487, 499, 511, 523, 536, 549, 562, 576, 590, 604, 619, 634, 649, 665, 681, 698, 715, 732, 750, 768, 787, 806, 825, 845, 866, 887, 909, 931, 953, 976]});
    expect([...E12]).toEqual([...E12_SCIENCE]);
    expect([...E24]).toEqual([...E24_SCIENCE]);
    expect([seriesValue(47, 2), seriesValue(47, -1), seriesValue(499, -2), seriesValue(976, 3)]).toEqual([4700, 4.7, 4.99, 976000]);
  });
});

describe('electronics: wire-gauge-converter', () => {
  it('reads every AWG spelling and names 0 gauges as n/0', async () => {
    expect(await result('wire-gauge-converter', { awg: '1/0' })).toMatchObject({ awg: '1/0', exactGauge: null });
    expect(await result('wire-gauge-converter', { awg: '0' })).toMatchObject({ awg: '1/0' });
    expect(await result('wire-gauge-converter', { awg: '000' })).toMatchObject({ awg: '3/0' });
    expect(await result('wire-gauge-converter', { awg: '36' })).toMatchObject({ awg: '36', diameterIn: 0.005, diameterMm: 0.127 });
    expect(await result('wire-gauge-converter', { awg: '40' })).toMatchObject({ awg: '40' });
    for (const awg of ['5/0', '00000', '41', '04', '0/0', '-1', '14 ', '']) await invalid('wire-gauge-converter', { awg });
  });
  it('takes exactly one size and refuses metric sizes beyond 4/0 … 40', async () => {
    await refuses('wire-gauge-converter', {}, /exactly one/);
    await refuses('wire-gauge-converter', { awg: '14', diameterMm: 1.6 }, /exactly one/);
    await refuses('wire-gauge-converter', { diameterMm: 13 }, /thicker than AWG 4\/0/);
    await refuses('wire-gauge-converter', { areaMm2: 0.004 }, /thinner than AWG 40/);
    await refuses('wire-gauge-converter', { diameterMm: 5e-324 }, /thinner than AWG 40/);
    // A gauge's own diameter gives that gauge (the exact gauge within rounding of the decimal input).
    const g = await result('wire-gauge-converter', { diameterMm: 1.6277266337915053 });
    expect(g.awg).toBe('14');
    expect(g.exactGauge).toBeCloseTo(14, 12);
    expect((await result('wire-gauge-converter', { diameterMm: 11.684 })).awg).toBe('4/0');
    await refuses('wire-gauge-converter', { areaMm2: 1e6 }, /thicker than AWG 4\/0/);
  });
});

describe('electronics: voltage-drop-calculator', () => {
  const base = { system: 'dc', material: 'copper', lengthM: 10, current: 10, voltage: 12 };
  it('takes the conductor as exactly one of awg and areaMm2', async () => {
    await refuses('voltage-drop-calculator', base, /exactly one of awg and areaMm2/);
    await refuses('voltage-drop-calculator', { ...base, awg: '14', areaMm2: 2.5 }, /exactly one of awg and areaMm2/);
  });
  it('refuses a drop above the supply and handles zero length', async () => {
    await refuses('voltage-drop-calculator', { ...base, awg: '40', lengthM: 1000 }, /more than the 12 V supply/);
    expect(await result('voltage-drop-calculator', { ...base, areaMm2: 2.5, lengthM: 0 })).toEqual({
      voltageDrop: 0, voltageDropPercent: 0, voltageAtLoad: 12, conductorResistanceOhm: 0, conductorAreaMm2: 2.5,
    });
  });
  it('uses √3 for three-phase, the AWG area and the temperature coefficient', async () => {
    const single = await result('voltage-drop-calculator', { ...base, system: 'single-phase', areaMm2: 2.5 });
    const three = await result('voltage-drop-calculator', { ...base, system: 'three-phase', areaMm2: 2.5 });
    expect(three.voltageDrop / single.voltageDrop).toBeCloseTo(Math.sqrt(3) / 2, 14);
    const awg = await result('voltage-drop-calculator', { ...base, awg: '14' });
    expect(awg.conductorAreaMm2).toBe((await result('wire-gauge-converter', { awg: '14' })).areaMm2);
    const hot = await result('voltage-drop-calculator', { ...base, areaMm2: 2.5, temperatureC: 70 });
    const cold = await result('voltage-drop-calculator', { ...base, areaMm2: 2.5 });
    expect(hot.conductorResistanceOhm / cold.conductorResistanceOhm).toBeCloseTo(1 + 0.00393 * 50, 14);
    const al = await result('voltage-drop-calculator', { ...base, material: 'aluminum', areaMm2: 2.5 });
    expect(al.conductorResistanceOhm).toBeCloseTo((0.028264 * 10) / 2.5, 15);
    await invalid('voltage-drop-calculator', { ...base, areaMm2: 2.5, temperatureC: 300 });
    await invalid('voltage-drop-calculator', { ...base, areaMm2: 2.5, lengthM: 100001 });
  });
});

describe('electronics: battery-life-calculator', () => {
  it('takes exactly one load', async () => {
    await refuses('battery-life-calculator', { capacity: 2000, capacityUnit: 'mAh', voltage: 3.7 }, /exactly one of loadCurrentMa and loadPowerW/);
    await refuses('battery-life-calculator', { capacity: 2000, capacityUnit: 'mAh', voltage: 3.7, loadCurrentMa: 1, loadPowerW: 1 }, /exactly one/);
  });
  it('rounds the clock half up and writes long runtimes in full', async () => {
    expect((await result('battery-life-calculator', { capacity: 1, capacityUnit: 'mAh', voltage: 1, loadCurrentMa: 7200 })).runtime).toBe('0:00:01'); // 0.5 s
    expect((await result('battery-life-calculator', { capacity: 1, capacityUnit: 'mAh', voltage: 1, loadCurrentMa: 1440 })).runtime).toBe('0:00:03'); // 2.5 s
    expect((await result('battery-life-calculator', { capacity: 1e9, capacityUnit: 'mAh', voltage: 1, loadCurrentMa: 1e-9 })).runtime).toBe('1000000000000000000:00:00');
    await refuses('battery-life-calculator', { capacity: 1e9, capacityUnit: 'mAh', voltage: 1, loadCurrentMa: 5e-324 }, /out of range/);
  });
  it('converts between mAh and Wh at the nominal voltage', async () => {
    expect(await result('battery-life-calculator', { capacity: 10, capacityUnit: 'Wh', voltage: 5, loadCurrentMa: 500 })).toEqual({
      runtimeHours: 4, runtimeMinutes: 240, runtime: '4:00:00', capacityMah: 2000, capacityWh: 10,
    });
    expect(await result('battery-life-calculator', { capacity: 2, capacityUnit: 'Ah', voltage: 12, loadPowerW: 12, efficiencyPercent: 50 })).toEqual({
      runtimeHours: 1, runtimeMinutes: 60, runtime: '1:00:00', capacityMah: 2000, capacityWh: 24,
    });
    await invalid('battery-life-calculator', { capacity: 2, capacityUnit: 'Ah', voltage: 12, loadPowerW: 12, efficiencyPercent: 0.5 });
  });
});

describe('electronics: capacitor-code-decoder', () => {
  it('reads prefixes, values and tolerance letters in any case and spacing', async () => {
    expect(await result('capacitor-code-decoder', { code: ' 2a 104 j ' })).toMatchObject({ capacitancePf: 100000, formatted: '100 nF', voltageCode: '2A', toleranceLetter: 'J' });
    expect(await result('capacitor-code-decoder', { code: '1J' })).toMatchObject({ capacitancePf: 1, tolerance: '±5%', voltageCode: null });
    expect(await result('capacitor-code-decoder', { code: '1C5' })).toMatchObject({ capacitancePf: 5, voltageRating: 16, toleranceLetter: null });
    expect(await result('capacitor-code-decoder', { code: '109' })).toMatchObject({ capacitancePf: 1, formatted: '1 pF' });
    expect(await result('capacitor-code-decoder', { code: '478' })).toMatchObject({ capacitancePf: 0.47, formatted: '0.47 pF' });
    expect(await result('capacitor-code-decoder', { code: '0J106K' })).toMatchObject({ capacitanceUf: 10, formatted: '10 µF', voltageRating: 6.3, tolerance: '±10%' });
    expect(await result('capacitor-code-decoder', { code: '102' })).toMatchObject({ formatted: '1 nF' });
    expect(await result('capacitor-code-decoder', { code: '101' })).toMatchObject({ formatted: '100 pF' });
    expect(await result('capacitor-code-decoder', { code: '22F' })).toMatchObject({ tolerance: '±1%' }); // 22 pF: percent
    expect(await result('capacitor-code-decoder', { code: '8R2F' })).toMatchObject({ tolerance: '±1 pF' }); // below 10 pF: pF
    expect(await result('capacitor-code-decoder', { code: '3A R5' })).toMatchObject({ capacitancePf: 0.5, voltageRating: 1000 });
  });
  it('refuses what is not a capacitor code', async () => {
    await refuses('capacitor-code-decoder', { code: '107' }, /multiplier digit 7/);
    await refuses('capacitor-code-decoder', { code: '000' }, /zero/);
    await refuses('capacitor-code-decoder', { code: '2A' }, /not a capacitor code/);
    await refuses('capacitor-code-decoder', { code: '1000' }, /not a capacitor code/);
    await refuses('capacitor-code-decoder', { code: '104X' }, /not a capacitor code/);
    await refuses('capacitor-code-decoder', { code: 'R' }, /needs digits/);
    await refuses('capacitor-code-decoder', { code: '4R7R' }, /not a capacitor code/);
    await invalid('capacitor-code-decoder', { code: '100nF!' });
    await invalid('capacitor-code-decoder', { code: '1'.repeat(33) });
  });
});

describe('electronics: smd-resistor-code', () => {
  it('reads every system', async () => {
    expect(await result('smd-resistor-code', { code: '4R7' })).toEqual({ resistanceOhms: 4.7, formatted: '4.7 Ω', system: 'r-notation' });
    expect(await result('smd-resistor-code', { code: '01R' })).toEqual({ resistanceOhms: 1, formatted: '1 Ω', system: 'r-notation' });
    expect(await result('smd-resistor-code', { code: '1r' })).toEqual({ resistanceOhms: 1, formatted: '1 Ω', system: 'r-notation' });
    expect(await result('smd-resistor-code', { code: '0' })).toEqual({ resistanceOhms: 0, formatted: '0 Ω', system: 'jumper' });
    expect(await result('smd-resistor-code', { code: '0000' })).toEqual({ resistanceOhms: 0, formatted: '0 Ω', system: 'jumper' });
    expect(await result('smd-resistor-code', { code: '96F' })).toEqual({ resistanceOhms: 97600000, formatted: '97.6 MΩ', system: 'eia-96' });
    expect(await result('smd-resistor-code', { code: '01z' })).toEqual({ resistanceOhms: 0.1, formatted: '0.1 Ω', system: 'eia-96' });
    expect(await result('smd-resistor-code', { code: '30H' })).toEqual({ resistanceOhms: 2000, formatted: '2 kΩ', system: 'eia-96' });
    expect(await result('smd-resistor-code', { code: '999' })).toEqual({ resistanceOhms: 99e9, formatted: '99 GΩ', system: '3-digit' });
    expect(await result('smd-resistor-code', { code: '1000' })).toEqual({ resistanceOhms: 100, formatted: '100 Ω', system: '4-digit' });
  });
  it('refuses what is not an SMD code', async () => {
    await refuses('smd-resistor-code', { code: '00C' }, /01 … 96/);
    await refuses('smd-resistor-code', { code: '97A' }, /01 … 96/);
    await refuses('smd-resistor-code', { code: '01G' }, /not an EIA-96 multiplier/);
    await refuses('smd-resistor-code', { code: 'R' }, /not an SMD resistor code/);
    await refuses('smd-resistor-code', { code: '47' }, /not an SMD resistor code/);
    await refuses('smd-resistor-code', { code: '12345' }, /not an SMD resistor code/);
    await refuses('smd-resistor-code', { code: '4K7' }, /not an SMD resistor code/);
    await invalid('smd-resistor-code', { code: '4.7k' });
  });
});

describe('electronics: rc-circuit-calculator', () => {
  it('gives the charge curve at 0, τ and 5τ', async () => {
    expect(await result('rc-circuit-calculator', { resistanceOhms: 1000, capacitanceF: 1e-3, time: 0, supplyVoltage: 5 })).toMatchObject({
      timeConstant: 1, fullChargeTime: 5, chargeVoltage: 0, dischargeVoltage: 5, chargePercent: 0,
    });
    const five = await result('rc-circuit-calculator', { resistanceOhms: 1000, capacitanceF: 1e-3, time: 5 });
    expect(five.chargePercent).toBeCloseTo(99.326, 3);
    const late = await result('rc-circuit-calculator', { resistanceOhms: 1, capacitanceF: 1e-6, time: 1e12, supplyVoltage: -3 });
    expect(late).toMatchObject({ chargeVoltage: -3, dischargeVoltage: 0, chargePercent: 100 });
  });
  it('refuses a time constant that underflows', async () => {
    await refuses('rc-circuit-calculator', { resistanceOhms: 5e-324, capacitanceF: 1e-6 }, /out of range/);
    await invalid('rc-circuit-calculator', { resistanceOhms: 0, capacitanceF: 1e-6 });
  });
});

describe('electronics: timer-555-calculator', () => {
  it('checks the resistors against the mode', async () => {
    await refuses('timer-555-calculator', { mode: 'astable', r1Ohms: 1000, capacitanceF: 1e-6 }, /needs r2Ohms/);
    await refuses('timer-555-calculator', { mode: 'monostable', r1Ohms: 1000, r2Ohms: 1000, capacitanceF: 1e-6 }, /give r1Ohms only/);
    await refuses('timer-555-calculator', { mode: 'astable', r1Ohms: 5e-324, r2Ohms: 5e-324, capacitanceF: 5e-324 }, /out of range/);
  });
  it('keeps the duty cycle above 50 % and the period the sum of its halves', async () => {
    const r = await result('timer-555-calculator', { mode: 'astable', r1Ohms: 1, r2Ohms: 1e9, capacitanceF: 1e-9 });
    expect(r.dutyCyclePercent).toBeGreaterThan(50);
    expect(r.periodS).toBe(r.highTimeS + r.lowTimeS);
    expect(r.pulseWidthS).toBeNull();
    const m = await result('timer-555-calculator', { mode: 'monostable', r1Ohms: 1e6, capacitanceF: 1e-6 });
    expect(m).toMatchObject({ mode: 'monostable', frequencyHz: null });
    expect(m.pulseWidthS).toBeCloseTo(Math.log(3), 14);
  });
});
