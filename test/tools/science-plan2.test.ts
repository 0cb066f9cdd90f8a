// Refusals and edge cases of the science tools of TOOLS-PLAN-2 (chemical-equation-balancer … specific-heat-calculator).
// Examples run in catalog.test.ts (values from test/reference/science_plan2.py), extreme numbers in numeric-edges.test.ts.
import { describe, expect, it } from 'vitest';
import { ELEMENTS, ELEMENT_SYMBOLS } from '../../src/tools/elements.ts';
import { ATOMIC_WEIGHTS, ELEMENTS_WITHOUT_WEIGHT } from '../../src/tools/science-data.ts';
import { refuses, run, tool } from '../helpers/tools.ts';

const result = async (slug: string, inputs: Record<string, unknown>) => {
  const outcome = await run(tool(slug), inputs);
  expect(outcome.error, JSON.stringify(inputs)).toBeUndefined();
  expect(outcome.invalid, JSON.stringify(inputs)).toBeUndefined();
  return outcome.result;
};

describe('science (plan 2)', () => {
  it('chemical-equation-balancer balances or says why not', async () => {
    const balance = (equation: string) => result('chemical-equation-balancer', { equation });
    expect(await balance('2H2 + O2 = 2H2O')).toEqual({ coefficients: [2, 1, 2], balanced: '2H2 + O2 = 2H2O' }); // given coefficients ignored
    expect(await balance('Tc + O2 ⇌ Tc2O7')).toEqual({ coefficients: [4, 7, 2], balanced: '4Tc + 7O2 = 2Tc2O7' }); // no atomic weight needed
    expect(await balance('Ca(OH)2+H3PO4<=>Ca3(PO4)2+H2O')).toEqual({ coefficients: [3, 2, 1, 6], balanced: '3Ca(OH)2 + 2H3PO4 = Ca3(PO4)2 + 6H2O' });
    await refuses('chemical-equation-balancer', { equation: 'H2 + O2 H2O' }, /one arrow/);
    await refuses('chemical-equation-balancer', { equation: 'H2 = O2 = H2O' }, /one arrow/);
    await refuses('chemical-equation-balancer', { equation: ' = H2O' }, /reactant side is empty/);
    await refuses('chemical-equation-balancer', { equation: 'H2 + + O2 = H2O' }, /empty species/);
    await refuses('chemical-equation-balancer', { equation: 'Na + Cl2 = NaCl + Xq' }, /unknown element "Xq"/);
    await refuses('chemical-equation-balancer', { equation: 'Fe = FeO' }, /O appears only among the products/);
    await refuses('chemical-equation-balancer', { equation: 'NO = N2O3' }, /cannot be balanced/);
    await refuses('chemical-equation-balancer', { equation: 'H2 + O2 = H2O + H2O2' }, /2 independent balancings/);
    await refuses('chemical-equation-balancer', { equation: 'H2O2 = H2O + H2' }, /zero or negative/);
    await refuses('chemical-equation-balancer', { equation: Array.from({ length: 31 }, () => 'H2').join(' + ') + ' = H2' }, /at most 30/);
  });

  it('chemical-equation-balancer solves a large redox equation exactly', async () => {
    // The classic hard case; the same coefficients from test/reference/science_plan2.py's balance() and sympy.
    const equation = 'K4[Fe(CN)6] + KMnO4 + H2SO4 = KHSO4 + Fe2(SO4)3 + MnSO4 + HNO3 + CO2 + H2O';
    expect((await result('chemical-equation-balancer', { equation })).coefficients).toEqual([10, 122, 299, 162, 5, 122, 60, 60, 188]);
  });

  it('molarity-calculator takes a molar mass or a formula', async () => {
    expect(await result('molarity-calculator', { solveFor: 'mass', molarity: 0.5, volumeL: 2, molarMass: 40 })).toEqual({ molarity: 0.5, massG: 40, volumeL: 2, molarMass: 40, moles: 1 });
    expect((await result('molarity-calculator', { solveFor: 'molarity', massG: 18.015, volumeL: 1, formula: 'H2O' })).molarity).toBe(1);
    await refuses('molarity-calculator', { solveFor: 'mass', molarity: 1, volumeL: 1, molarMass: 58.44, formula: 'NaCl' }, /not both/);
    await refuses('molarity-calculator', { solveFor: 'molarMass', molarity: 1, volumeL: 1, massG: 5, formula: 'NaCl' }, /Leave formula out/);
    await refuses('molarity-calculator', { solveFor: 'mass', molarity: 1, volumeL: 1, massG: 5, molarMass: 2 }, /Leave massG out/);
    await refuses('molarity-calculator', { solveFor: 'mass', molarity: 1, volumeL: 1 }, /Give molarMass \(or formula\)/);
    await refuses('molarity-calculator', { solveFor: 'mass', molarity: 1, volumeL: 1, formula: 'KTcO4' }, /no standard atomic weight/);
    await refuses('molarity-calculator', { solveFor: 'mass', molarity: 1e-300, volumeL: 1e-300, molarMass: 1 }, /out of range/);
  });

  it('concentration-converter keeps solution and gas units apart', async () => {
    const convert = async (inputs: Record<string, unknown>) => (await result('concentration-converter', inputs)).result;
    expect(await convert({ value: 0.5, from: 'mol/L', to: 'mmol/L' })).toBe(500); // no molar mass needed
    expect(await convert({ value: 1, from: 'percent-v', to: 'ppm', medium: 'gas' })).toBe(10000);
    expect(await convert({ value: 250, from: 'ppb', to: 'ppm', medium: 'gas' })).toBe(0.25);
    expect(await convert({ value: 1, from: 'percent-ww', to: 'g/L', densityGPerMl: 1.2 })).toBe(12);
    expect(await convert({ value: 1.14488607453092, from: 'mg/m3', to: 'ppm', medium: 'gas', molarMass: 28.0101 })).toBe(1);
    // 0 °C and 1 atm: the molar volume is 22.413969… L/mol
    expect(await convert({ value: 1, from: 'ppm', to: 'mg/m3', medium: 'gas', molarMass: 22.413969544601038, temperatureC: 0 })).toBeCloseTo(1, 12);
    await refuses('concentration-converter', { value: 1, from: 'mg/m3', to: 'mg/L' }, /"mg\/m3" is not a solution unit/);
    await refuses('concentration-converter', { value: 1, from: 'ppm', to: 'mol/L', medium: 'gas' }, /not a gas unit/);
    await refuses('concentration-converter', { value: 1, from: 'mg/L', to: 'mol/L' }, /Give molarMass/);
    await refuses('concentration-converter', { value: 1, from: 'ppm', to: 'mg/m3', medium: 'gas', molarMass: 28, temperatureC: -273.15 }, /absolute zero/);
  });

  it('heat-index-calculator follows the NWS branches and categories', async () => {
    const hi = (inputs: Record<string, unknown>) => result('heat-index-calculator', inputs);
    const inF = await hi({ temperature: 95, relativeHumidity: 50 });
    const inC = await hi({ temperature: 35, unit: 'C', relativeHumidity: 50 });
    expect(inC.heatIndexF).toBeCloseTo(inF.heatIndexF, 10);
    expect(await hi({ temperature: 75, relativeHumidity: 50 })).toMatchObject({ method: 'steadman', category: 'none' });
    expect((await hi({ temperature: 86, relativeHumidity: 50 })).category).toBe('caution');
    expect((await hi({ temperature: 110, relativeHumidity: 60 })).category).toBe('extreme-danger');
    expect((await hi({ temperature: 100, relativeHumidity: 50 })).category).toBe('danger');
    expect((await hi({ temperature: -100, relativeHumidity: 0 })).method).toBe('steadman');
  });

  it('wind-chill-calculator applies only to cold, windy air', async () => {
    const wc = (inputs: Record<string, unknown>) => result('wind-chill-calculator', inputs);
    expect((await wc({ temperature: 50, windSpeed: 3 })).applicable).toBe(true);
    expect(await wc({ temperature: 40, windSpeed: 2.9 })).toMatchObject({ applicable: false, windChillF: 40 });
    expect(await wc({ temperature: 51, windSpeed: 20 })).toMatchObject({ applicable: false, windChillF: 51 });
    const knots = await wc({ temperature: 0, windSpeed: 15 * (1609.344 / 1852), windUnit: 'kn' });
    expect(knots.windChillF).toBeCloseTo(-19.397954107996384, 10);
    expect((await wc({ temperature: -150, windSpeed: 500, windUnit: 'ms' })).windChillF).toBeLessThan(-150);
  });

  it('dew-point-calculator goes both ways', async () => {
    const back = await result('dew-point-calculator', { temperatureC: 25, dewPointC: 16.697663521212892 });
    expect(back.relativeHumidity).toBeCloseTo(60, 10);
    expect((await result('dew-point-calculator', { temperatureC: 20, relativeHumidity: 100 })).dewPointC).toBeCloseTo(20, 10);
    expect((await result('dew-point-calculator', { temperatureC: 20, dewPointC: 20 })).relativeHumidity).toBe(100);
    await refuses('dew-point-calculator', { temperatureC: 20 }, /exactly one/);
    await refuses('dew-point-calculator', { temperatureC: 20, relativeHumidity: 50, dewPointC: 10 }, /exactly one/);
    await refuses('dew-point-calculator', { temperatureC: 20, dewPointC: 21 }, /above the air temperature/);
    await refuses('dew-point-calculator', { temperatureC: 20, relativeHumidity: 5e-324 }, /out of range/);
  });

  it('element-lookup ships all 118 elements, consistent with the atomic weights', async () => {
    expect(ELEMENTS).toHaveLength(118);
    expect(ELEMENTS.map((e) => e.atomicNumber)).toEqual(Array.from({ length: 118 }, (_, i) => i + 1));
    expect(ELEMENT_SYMBOLS.size).toBe(118);
    expect(new Set(ELEMENTS.map((e) => e.name)).size).toBe(118);
    expect(Object.keys(ATOMIC_WEIGHTS).every((s) => ELEMENT_SYMBOLS.has(s))).toBe(true);
    expect([...ELEMENT_SYMBOLS].filter((s) => ATOMIC_WEIGHTS[s] === undefined).sort()).toEqual([...ELEMENTS_WITHOUT_WEIGHT].sort());
    // every configuration holds Z electrons
    const CORE: Record<string, number> = { He: 2, Ne: 10, Ar: 18, Kr: 36, Xe: 54, Rn: 86 };
    for (const e of ELEMENTS) {
      const [, core, rest] = /^(?:\[(\w+)\] )?(.*)$/.exec(e.electronConfiguration)!;
      const electrons = rest!.split(' ').reduce((sum, shell) => sum + Number(/^\d[spdf](\d+)$/.exec(shell)![1]), core ? CORE[core]! : 0);
      expect(electrons, e.symbol).toBe(e.atomicNumber);
    }
    expect(ELEMENTS.filter((e) => e.block === 'f').map((e) => e.group)).toEqual(Array(28).fill(null));

    const lookup = (query: string) => result('element-lookup', { query });
    expect(await lookup('FE')).toMatchObject({ atomicNumber: 26, atomicWeight: 55.845, group: 8, period: 4, block: 'd', electronConfiguration: '[Ar] 3d6 4s2' });
    expect(await lookup(' 026 ')).toMatchObject({ symbol: 'Fe' });
    expect(await lookup('aluminum')).toMatchObject({ symbol: 'Al', name: 'Aluminium' });
    expect(await lookup('sulphur')).toMatchObject({ symbol: 'S' });
    expect(await lookup('Cr')).toMatchObject({ electronConfiguration: '[Ar] 3d5 4s1' });
    expect(await lookup('Lu')).toMatchObject({ group: 3, block: 'd' });
    expect(await lookup('La')).toMatchObject({ group: null, block: 'f', electronConfiguration: '[Xe] 5d1 6s2' });
    expect(await lookup('H')).toMatchObject({ atomicWeight: 1.008, group: 1, electronegativity: 2.2 });
    expect(await lookup('Rf')).toMatchObject({ electronConfigurationPredicted: true, electronegativity: null, atomicWeight: null });
    await refuses('element-lookup', { query: '119' }, /No element "119"/);
    await refuses('element-lookup', { query: '0' }, /No element/);
    await refuses('element-lookup', { query: 'Xx' }, /No element "Xx"/);
  });

  it('combined-gas-law solves any one of six and refuses absolute zero', async () => {
    const gas = (inputs: Record<string, unknown>) => result('combined-gas-law', inputs);
    expect(await gas({ v1: 2, t1: 300, p2: 2, v2: 1, t2: 300 })).toMatchObject({ solvedFor: 'p1', value: 1 });
    expect(await gas({ p1: 1, v1: 2, p2: 1, v2: 4, t2: 600 })).toMatchObject({ solvedFor: 't1', value: 300, t1: 300 });
    expect((await gas({ p1: 1, v1: 1, t1: 0, p2: 1, v2: 2, temperatureUnit: 'C' })).t2).toBeCloseTo(273.15, 10);
    await refuses('combined-gas-law', { p1: 1, v1: 2, t1: 300, p2: 2 }, /exactly five/);
    await refuses('combined-gas-law', { p1: 1, v1: 2, t1: 300, p2: 2, v2: 1, t2: 300 }, /exactly five/);
    await refuses('combined-gas-law', { p1: 1, v1: 2, t1: -273.15, p2: 2, t2: 300, temperatureUnit: 'C' }, /t1 is at or below absolute zero/);
    await refuses('combined-gas-law', { p1: 1, v1: 2, t1: 300, p2: 2, t2: -500, temperatureUnit: 'F' }, /t2 is at or below absolute zero/);
    await refuses('combined-gas-law', { p1: 1e12, v1: 1e12, t1: 1e-300, p2: 1e-300, t2: 1e9 }, /out of range/);
  });

  it('specific-heat-calculator keeps signs straight', async () => {
    const q = (inputs: Record<string, unknown>) => result('specific-heat-calculator', inputs);
    expect(await q({ solveFor: 'heat', massKg: 2, specificHeat: 4184, deltaT: -5 })).toMatchObject({ heatJ: -41840, heatKJ: -41.84, heatKcal: -10 });
    expect((await q({ solveFor: 'deltaT', heatJ: 0, massKg: 1, specificHeat: 1 })).deltaT).toBe(0);
    await refuses('specific-heat-calculator', { solveFor: 'mass', heatJ: 1000, specificHeat: 4186, deltaT: -5 }, /No positive mass/);
    await refuses('specific-heat-calculator', { solveFor: 'specificHeat', heatJ: 1000, massKg: 1, deltaT: 0 }, /No positive specific heat/);
    await refuses('specific-heat-calculator', { solveFor: 'heat', heatJ: 1, massKg: 1, specificHeat: 1, deltaT: 1 }, /Leave heatJ out/);
    await refuses('specific-heat-calculator', { solveFor: 'heat', massKg: 1, deltaT: 1 }, /Give specificHeat/);
  });
});
