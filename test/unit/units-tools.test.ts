// Refusals and edge cases of the units tools (their examples are checked by test/tools/catalog.test.ts).
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../src/tools/define.ts';
import { ToolRegistry } from '../../src/tools/registry.ts';
import { DIMENSIONS, convertUnits, unitIds, type DimensionId } from '../../src/tools/unit-factors.ts';

const registry = await ToolRegistry.open();
// The units tools' modules, loaded up front: their `run` is synchronous, and a refusal is checked as a throw.
const unitsTools = registry.list().filter((tool) => tool.definition.category === 'units');
const modules = new Map(await Promise.all(unitsTools.map(async (tool) => [tool.definition.slug, await tool.load()] as const)));
const run = (slug: string, inputs: Record<string, unknown>) => {
  const tool = registry.get(slug)!;
  const copy = structuredClone(inputs);
  if (!tool.validate(copy)) throw new Error(`invalid inputs: ${JSON.stringify(tool.validate.errors)}`);
  return modules.get(slug)!.run(copy);
};
const refused = (slug: string, inputs: Record<string, unknown>, message: RegExp) => {
  expect(() => run(slug, inputs)).toThrow(ToolError);
  expect(() => run(slug, inputs)).toThrow(message);
};

describe('unit factors', () => {
  it('round-trips every unit of every dimension through its base unit', () => {
    for (const dimension of Object.keys(DIMENSIONS) as DimensionId[]) {
      const base = dimension === 'fuel-economy' ? 'km/l' : unitIds(dimension)[0]!;
      for (const unit of unitIds(dimension)) {
        const there = convertUnits(dimension, 123.456, base, unit);
        expect(convertUnits(dimension, there, unit, base), `${dimension} ${unit}`).toBeCloseTo(123.456, 9);
      }
    }
  });

  it('gives exact answers where the factors are exact, and no negative zero', () => {
    expect(convertUnits('temperature', 32, 'F', 'C')).toBe(0);
    expect(Object.is(convertUnits('length', -0, 'm', 'ft'), 0)).toBe(true);
    expect(convertUnits('length', 1, 'in', 'mil')).toBe(1000);
    expect(convertUnits('volume', 1, 'gal', 'in3')).toBe(231);
    expect(convertUnits('pressure', 760, 'torr', 'atm')).toBe(1);
    expect(convertUnits('angle', 90, 'deg', 'grad')).toBe(100);
  });
});

describe('units tools refuse what they cannot answer', () => {
  it('temperature below absolute zero, unless it is an interval', () => {
    refused('temperature-converter', { value: -300, from: 'C', to: 'K' }, /absolute zero/);
    refused('temperature-converter', { value: -1, from: 'R', to: 'all' }, /absolute zero/);
    expect(run('temperature-converter', { value: -300, from: 'C', to: 'K', interval: true })).toEqual({ result: -300 });
    expect(run('temperature-converter', { value: 0, from: 'K', to: 'C' })).toEqual({ result: -273.15 });
  });

  it('fuel economy of zero', () => {
    refused('fuel-economy-converter', { value: 0, from: 'mpg', to: 'l/100km' }, /greater than zero/);
  });

  it('units of different dimensions, and an ambiguous id', () => {
    refused('unit-converter', { value: 1, from: 'kg', to: 'm' }, /Cannot convert mass/);
    refused('unit-converter', { value: 1, from: 'mil', to: 'mil' }, /ambiguous/);
    expect(run('unit-converter', { value: 1, from: 'angle:mil', to: 'mil' })).toEqual({ result: 1, dimension: 'angle' });
  });

  it('cooking volume to mass without a density', () => {
    refused('cooking-converter', { value: 1, from: 'cup', to: 'g' }, /densityGPerMl/);
  });

  it('both newWidth and newHeight', () => {
    refused('aspect-ratio-calculator', { width: 16, height: 9, newWidth: 32, newHeight: 18 }, /not both/);
  });

  it('transfers longer than 30 million years', () => {
    refused('download-time-calculator', { size: 1e15, sizeUnit: 'PiB', speed: 1e-200, speedUnit: 'bit/s' }, /million years/);
  });

  it('malformed coordinates', () => {
    refused('coordinate-converter', { latitude: '48 51 60', longitude: 0 }, /below 60/);
    refused('coordinate-converter', { latitude: 'N -48', longitude: 0 }, /not both/);
    refused('coordinate-converter', { latitude: '12.5 30', longitude: 0 }, /only the last/);
    refused('coordinate-converter', { latitude: '91', longitude: 0 }, /between -90 and 90/);
    refused('coordinate-converter', { latitude: '45 E', longitude: 0 }, /not a coordinate/);
  });

  it("near-antipodal points for Vincenty, which haversine still answers", () => {
    const from = { latitude: 0, longitude: 0 };
    const to = { latitude: 0.5, longitude: 179.7 };
    refused('geo-distance-calculator', { from, to, method: 'vincenty' }, /antipodal/);
    expect(run('geo-distance-calculator', { from, to })).toMatchObject({ distanceKm: expect.any(Number) });
  });
});

describe('edge answers', () => {
  it('coincident points have no bearing', () => {
    const point = { latitude: 90, longitude: 0 };
    expect(run('geo-distance-calculator', { from: point, to: { latitude: 90, longitude: 100 } })).toMatchObject({ distanceKm: 0, initialBearing: null, finalBearing: null });
  });

  it('seconds that round to 60 carry into the minutes', () => {
    expect(run('coordinate-converter', { latitude: '89°59\'59.999"S', longitude: '-0.0000001' })).toEqual({
      dd: { latitude: -90, longitude: 0 },
      dms: { latitude: '90°00\'00.00"S', longitude: '0°00\'00.00"E' },
      ddm: { latitude: "90°00.0000'S", longitude: "0°00.0000'E" },
    });
  });
});
