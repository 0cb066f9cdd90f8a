// The new Home & construction tools' refusals and edge cases (TOOLS-PLAN-2 §4). Examples run in catalog.test.ts,
// numbers at their edges in numeric-edges.test.ts; the examples' values come from test/reference/construction.py.
import { describe, expect, it } from 'vitest';
import { refuses, run, tool } from '../helpers/tools.ts';

const result = async (slug: string, inputs: Record<string, unknown>) => {
  const { result, error, invalid } = await run(tool(slug), inputs);
  expect({ error, invalid }, JSON.stringify(inputs)).toEqual({ error: undefined, invalid: undefined });
  return result;
};

describe('construction refusals', () => {
  it('roof-pitch-calculator takes one slope and a whole footprint', async () => {
    await refuses('roof-pitch-calculator', {}, /either rise .* or angleDegrees/);
    await refuses('roof-pitch-calculator', { rise: 6, angleDegrees: 30 }, /either rise/);
    await refuses('roof-pitch-calculator', { angleDegrees: 30, run: 12 }, /run goes with rise/);
    await refuses('roof-pitch-calculator', { rise: 6, footprintLength: 40 }, /both footprintLength and footprintWidth/);
    await refuses('roof-pitch-calculator', { rise: 1000, run: 5e-324 }, /too large/);
    expect((await run(tool('roof-pitch-calculator'), { angleDegrees: 90 })).invalid).toBe(true);
  });
  it('landscape-material-calculator needs the measures of its shape, and only those', async () => {
    await refuses('landscape-material-calculator', { length: 10, depth: 3 }, /rectangle needs length and width; missing: width/);
    await refuses('landscape-material-calculator', { shape: 'circle', depth: 3 }, /missing: diameter/);
    await refuses('landscape-material-calculator', { shape: 'circle', diameter: 4, length: 3, depth: 3 }, /length does not apply to shape circle/);
    await refuses('landscape-material-calculator', { shape: 'area', area: 40, diameter: 4, depth: 3 }, /diameter does not apply/);
  });
  it('btu-calculator refuses rooms beyond the chart', async () => {
    await refuses('btu-calculator', { area: 2500.01 }, /Manual J/);
    await refuses('btu-calculator', { area: 233, unit: 'm2' }, /Manual J/); // 2 508 ft²
    expect(await result('btu-calculator', { area: 2500 })).toMatchObject({ baseBtu: 34000 });
    expect(await result('btu-calculator', { area: 232.2576, unit: 'm2' })).toMatchObject({ baseBtu: 34000 }); // exactly 2 500 ft²
  });
  it('drywall and brick calculators refuse openings that fill the surface', async () => {
    await refuses('drywall-calculator', { wallArea: 100, openingsArea: 100 }, /nothing to cover/);
    await refuses('drywall-calculator', { wallArea: 0 }, /nothing to cover/);
    await refuses('brick-calculator', { wallArea: 50, openingsArea: 60, brickLength: 8, brickHeight: 2, mortarJoint: 0 }, /nothing to lay/);
  });
  it('counts that cannot be a double are refused, not Infinity', async () => {
    await refuses('fence-calculator', { length: 100000, postSpacing: 5e-324 }, /too large/);
    await refuses('stair-calculator', { totalRise: 100000, maxRiserHeight: 5e-324 }, /too large/);
    await refuses('landscape-material-calculator', { area: 1e8, shape: 'area', depth: 1000, bagVolume: 5e-324 }, /too large/);
  });
});

describe('construction edge cases', () => {
  it('ceilings are taken on exact values: an exact multiple never rounds up', async () => {
    // 105 ft² of modular brick with 10 % waste is 792 bricks exactly (doubles: 792.0000000000001 → 793).
    expect(await result('brick-calculator', { wallArea: 105, brickLength: 7.625, brickHeight: 2.25, mortarJoint: 0.375, wastePercent: 10 })).toMatchObject({ bricks: 792 });
    // 16.8 m / 2.4 m is 7 sections (doubles: 7.000000000000001 → 8); 16.8 m of 10 cm pickets is 168.
    expect(await result('fence-calculator', { length: 16.8, postSpacing: 2.4, picketWidth: 10, unit: 'metric' })).toEqual({ sections: 7, posts: 8, rails: 14, pickets: 168 });
    // 2.1 ft² × 4 in is 0.7 ft³: 7 bags of 0.1 ft³.
    expect(await result('landscape-material-calculator', { shape: 'area', area: 2.1, depth: 4, bagVolume: 0.1 })).toMatchObject({ volumeFt3: 0.7, bags: 7 });
    // 45 m² × 1.152 / 2.88 m² is 18 sheets.
    expect(await result('drywall-calculator', { wallArea: 45, sheetWidth: 1.2, sheetLength: 2.4, wastePercent: 15.2 })).toMatchObject({ sheets: 18 });
    // 4 × 7.75 in is exactly 4 risers of 7.75 in, which meets the IRC.
    expect(await result('stair-calculator', { totalRise: 31 })).toMatchObject({ risers: 4, riserHeight: 7.75, meetsIrc: true });
    expect(await result('stair-calculator', { totalRise: 31.01 })).toMatchObject({ risers: 5 });
  });
  it('roof-pitch-calculator formats the pitch half up and decides bundles exactly', async () => {
    expect(await result('roof-pitch-calculator', { rise: 4.335 })).toMatchObject({ pitch: '4.34/12', risePer12: 4.335 }); // a double of 4.335 is below it
    expect(await result('roof-pitch-calculator', { rise: 1, run: 3 })).toMatchObject({ pitch: '4/12', risePer12: 4 });
    expect(await result('roof-pitch-calculator', { rise: 0.1, run: 1 })).toMatchObject({ pitch: '1.2/12' });
    expect(await result('roof-pitch-calculator', { rise: 0, footprintLength: 10, footprintWidth: 10 })).toEqual({
      pitch: '0/12', risePer12: 0, angleDegrees: 0, slopePercent: 0, rafterMultiplier: 1, roofArea: 100, squares: 1, bundles: 3,
    });
    // 3-4-5 pitch: multiplier 1.25 exactly; 32 × 20 ft plan → 800 ft² = 8 squares = 24 bundles, not 25.
    expect(await result('roof-pitch-calculator', { rise: 9, footprintLength: 32, footprintWidth: 20 })).toMatchObject({ rafterMultiplier: 1.25, roofArea: 800, squares: 8, bundles: 24 });
    expect(await result('roof-pitch-calculator', { angleDegrees: 0 })).toMatchObject({ pitch: '0/12', rafterMultiplier: 1 });
  });
  it('stair-calculator handles one riser and metric IRC limits', async () => {
    expect(await result('stair-calculator', { totalRise: 7 })).toMatchObject({ risers: 1, treads: 0, totalRun: 0, stringerLength: 7 });
    expect(await result('stair-calculator', { totalRise: 196.85, unit: 'mm' })).toMatchObject({ risers: 1, riserHeight: 196.85, meetsIrc: true });
    expect(await result('stair-calculator', { totalRise: 1000, unit: 'mm', maxRiserHeight: 200, treadDepth: 250 })).toMatchObject({ risers: 5, riserHeight: 200, meetsIrc: false });
  });
  it('board-foot-calculator rounds the cost once, half up', async () => {
    // 3 lines of 1/12 board foot at $0.10: 0.025 exactly → 0.03 (rounding each line would give 0.03 × 3 = 0.09).
    const piece = { thicknessIn: 1, widthIn: 1, lengthFt: 1 };
    expect(await result('board-foot-calculator', { pieces: [piece, piece, piece], pricePerBoardFoot: 0.1 })).toMatchObject({ totalBoardFeet: 0.25, cost: 0.03 });
    expect(await result('board-foot-calculator', { pieces: [{ ...piece, quantity: 12 }], pricePerBoardFoot: 0 })).toMatchObject({ totalBoardFeet: 1, cost: 0 });
  });
  it('btu-calculator follows the chart bounds and adjustments', async () => {
    const base = async (area: number) => (await result('btu-calculator', { area })).baseBtu;
    expect(await base(50)).toBe(5000);
    expect(await base(149.99)).toBe(5000);
    expect(await base(150)).toBe(6000);
    expect(await base(449.99)).toBe(10000);
    expect(await base(450)).toBe(12000);
    expect(await base(1999.99)).toBe(30000);
    expect(await base(2000)).toBe(34000);
    expect(await result('btu-calculator', { area: 400, sun: 'shaded', occupants: 1 })).toMatchObject({ btuPerHour: 9000 });
    expect(await result('btu-calculator', { area: 100, occupants: 3, kitchen: true })).toMatchObject({ btuPerHour: 9600, tons: 0.8 });
  });
  it('landscape-material-calculator uses the presets unless a density is given', async () => {
    const common = { shape: 'area', area: 1, lengthUnit: 'm', depth: 100, depthUnit: 'cm' };
    for (const [material, kg] of Object.entries({ gravel: 1600, 'crushed-stone': 1600, 'pea-gravel': 1520, sand: 1600, topsoil: 1250, mulch: 400, asphalt: 2243 })) {
      expect(await result('landscape-material-calculator', { ...common, material }), material).toMatchObject({ volumeM3: 1, weightKg: kg, weightTonnes: kg / 1000 });
    }
    expect(await result('landscape-material-calculator', { ...common, material: 'mulch', densityKgPerM3: 907.18474 })).toMatchObject({ weightShortTons: 1 });
    expect(await result('landscape-material-calculator', { ...common, bagVolume: 1, bagUnit: 'm3' })).toMatchObject({ bags: 1 });
    expect(await result('landscape-material-calculator', { length: 3, width: 9, depth: 12, bagVolume: 1 })).toMatchObject({ volumeYd3: 1, volumeFt3: 27, bags: 27 });
  });
});
