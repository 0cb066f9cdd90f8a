import { ToolError, defineTool } from '../define.ts';
import { DIMENSIONS, GENERIC_UNIT_IDS, VALUE_SCHEMA, convertUnits, resolveUnit, type DimensionId } from '../unit-factors.ts';

export default defineTool({
  slug: 'unit-converter',
  name: 'Unit converter',
  category: 'units',
  description:
    'Converts a value between any two units of the same dimension (length, mass, temperature, area, volume, speed, time, data size and rate, energy, power, pressure, force, angle, fuel economy, torque, density, flow rate, frequency, acceleration, illuminance), with the exact factors of the per-dimension converters (NIST SP 811, SI Brochure, legal definitions); the result is the nearest double. Units of different dimensions are refused. "mil" is both a length (thou) and an angle: write "length:mil" or "angle:mil" unless the other unit decides.',
  inputSchema: {
    type: 'object',
    properties: {
      value: { ...VALUE_SCHEMA, description: 'The quantity to convert.' },
      from: { type: 'string', enum: GENERIC_UNIT_IDS, description: 'Unit id of any dimension (as in the per-dimension converters), or "dimension:id", e.g. "mi", "km/h", "temperature:F".' },
      to: { type: 'string', enum: GENERIC_UNIT_IDS, description: 'Target unit id, of the same dimension as `from`.' },
    },
    required: ['value', 'from', 'to'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'number', description: 'The converted value: exact factors, the nearest double.' },
      dimension: { type: 'string', enum: Object.keys(DIMENSIONS), description: 'The dimension both units belong to.' },
    },
    required: ['result', 'dimension'],
  },
  examples: [
    { inputs: { value: 26.2, from: 'mi', to: 'km' }, result: { result: 42.1648128, dimension: 'length' } },
    { inputs: { value: 350, from: 'F', to: 'C' }, result: { result: 176.66666666666666, dimension: 'temperature' } },
    { inputs: { value: 1, from: 'mil', to: 'deg' }, result: { result: 0.05625, dimension: 'angle' } },
    { inputs: { value: 1, from: 'length:mil', to: 'mm' }, result: { result: 0.0254, dimension: 'length' } },
  ],
  run({ value, from, to }: { value: number; from: string; to: string }) {
    const source = resolveUnit(from);
    const target = resolveUnit(to);
    const shared = source.dimensions.filter((dimension) => target.dimensions.includes(dimension));
    if (shared.length === 0) {
      const names = (ids: DimensionId[]) => ids.map((id) => DIMENSIONS[id].name.toLowerCase()).join(' or ');
      throw new ToolError(`Cannot convert ${names(source.dimensions)} ("${from}") to ${names(target.dimensions)} ("${to}").`);
    }
    if (shared.length > 1) {
      throw new ToolError(`"${source.unit}" is ambiguous here (${shared.join(', ')}): write it as "dimension:${source.unit}", e.g. "${shared[0]}:${source.unit}".`);
    }
    const dimension = shared[0]!;
    return { result: convertUnits(dimension, value, source.unit, target.unit), dimension };
  },
});
