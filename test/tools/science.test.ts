// The science tools' refusals and edge cases. Examples run in catalog.test.ts, numbers at their edges in
// numeric-edges.test.ts.
import { describe, expect, it } from 'vitest';
import { refuses, run, tool } from '../helpers/tools.ts';

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
