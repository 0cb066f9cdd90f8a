import { ToolError, defineTool, nullable } from '../define.ts';
import { finite } from '../science-data.ts';

interface Inputs {
  db?: number;
  powerRatio?: number;
  amplitudeRatio?: number;
  dbm?: number;
  dbw?: number;
  watts?: number;
  levelsDb?: number[];
}

const NAMES = ['db', 'powerRatio', 'amplitudeRatio', 'dbm', 'dbw', 'watts', 'levelsDb'] as const;
const level = (description: string) => ({ type: 'number', minimum: -1000, maximum: 1000, description });
const field = (description: string) => nullable({ type: 'number' }, { description });

export default defineTool({
  slug: 'decibel-calculator',
  name: 'Decibel calculator',
  category: 'electronics',
  description:
    'Converts between decibels and ratios or absolute power, from exactly one input. Ratios: dB = 10·log10(power ratio) = 20·log10(amplitude ratio), so power ratio = 10^(dB/10), amplitude ratio = 10^(dB/20) = √(power ratio). Power: dBm is referred to 1 mW, dBW to 1 W (dBm = dBW + 30): mW = 10^(dBm/10), W = 10^(dBW/10). Levels: the sum of incoherent (uncorrelated) sources, 10·log10 Σ 10^(L/10), e.g. two 80 dB sources give 83.01 dB. Fields of the other groups are null. Unrounded doubles.',
  inputSchema: {
    type: 'object',
    properties: {
      db: level('A gain or ratio in decibels (−1000 to 1000).'),
      powerRatio: { type: 'number', minimum: 1e-100, maximum: 1e100, description: 'A power ratio P2/P1 (1e-100 to 1e100).' },
      amplitudeRatio: { type: 'number', minimum: 1e-50, maximum: 1e50, description: 'An amplitude (voltage, current, field) ratio A2/A1 (1e-50 to 1e50).' },
      dbm: level('A power level in dBm (decibels referred to 1 mW).'),
      dbw: level('A power level in dBW (decibels referred to 1 W).'),
      watts: { type: 'number', minimum: 1e-100, maximum: 1e100, description: 'A power in watts (1e-100 to 1e100).' },
      levelsDb: {
        type: 'array',
        minItems: 2,
        maxItems: 100,
        items: level('A level in dB (any common reference).'),
        description: 'Two to 100 levels of incoherent sources to add, in dB of one common reference (dB SPL, dBm …).',
      },
    },
  },
  outputSchema: {
    type: 'object',
    properties: {
      db: field('Decibels (ratio inputs).'),
      powerRatio: field('Power ratio (ratio inputs).'),
      amplitudeRatio: field('Amplitude ratio (ratio inputs).'),
      dbm: field('dBm (power inputs).'),
      dbw: field('dBW (power inputs).'),
      watts: field('Watts (power inputs).'),
      milliwatts: field('Milliwatts (power inputs).'),
      sumDb: field('Total level of the sources, in the reference of levelsDb (levels input).'),
    },
    required: ['db', 'powerRatio', 'amplitudeRatio', 'dbm', 'dbw', 'watts', 'milliwatts', 'sumDb'],
  },
  examples: [
    {"inputs": {"db": 3}, "result": {"db": 3, "powerRatio": 1.9952623149688795, "amplitudeRatio": 1.4125375446227544, "dbm": null, "dbw": null, "watts": null, "milliwatts": null, "sumDb": null}},
    {"inputs": {"powerRatio": 2}, "result": {"db": 3.010299956639812, "powerRatio": 2, "amplitudeRatio": 1.4142135623730951, "dbm": null, "dbw": null, "watts": null, "milliwatts": null, "sumDb": null}},
    {"inputs": {"amplitudeRatio": 0.5}, "result": {"db": -6.020599913279624, "powerRatio": 0.25, "amplitudeRatio": 0.5, "dbm": null, "dbw": null, "watts": null, "milliwatts": null, "sumDb": null}},
    {"inputs": {"watts": 1}, "result": {"db": null, "powerRatio": null, "amplitudeRatio": null, "dbm": 30, "dbw": 0, "watts": 1, "milliwatts": 1000, "sumDb": null}},
    {"inputs": {"dbm": -20}, "result": {"db": null, "powerRatio": null, "amplitudeRatio": null, "dbm": -20, "dbw": -50, "watts": 1e-05, "milliwatts": 0.01, "sumDb": null}},
    {"inputs": {"levelsDb": [80, 80, 85]}, "result": {"db": null, "powerRatio": null, "amplitudeRatio": null, "dbm": null, "dbw": null, "watts": null, "milliwatts": null, "sumDb": 87.12841359959101}},
  ],
  run(inputs: Inputs) {
    const given = NAMES.filter((name) => inputs[name] !== undefined);
    if (given.length !== 1) throw new ToolError(`Give exactly one of ${NAMES.join(', ')} (got ${given.length}).`);
    const result: Record<string, number | null> = {
      db: null, powerRatio: null, amplitudeRatio: null, dbm: null, dbw: null, watts: null, milliwatts: null, sumDb: null,
    };
    const { db, powerRatio, amplitudeRatio, dbm, dbw, watts, levelsDb } = inputs;
    switch (given[0]) {
      case 'db':
        Object.assign(result, { db, powerRatio: 10 ** (db! / 10), amplitudeRatio: 10 ** (db! / 20) });
        break;
      case 'powerRatio':
        Object.assign(result, { db: 10 * Math.log10(powerRatio!), powerRatio, amplitudeRatio: Math.sqrt(powerRatio!) });
        break;
      case 'amplitudeRatio':
        Object.assign(result, { db: 20 * Math.log10(amplitudeRatio!), powerRatio: amplitudeRatio! * amplitudeRatio!, amplitudeRatio });
        break;
      case 'dbm': {
        const milliwatts = 10 ** (dbm! / 10);
        Object.assign(result, { dbm, dbw: dbm! - 30, watts: milliwatts / 1000, milliwatts });
        break;
      }
      case 'dbw': {
        const w = 10 ** (dbw! / 10);
        Object.assign(result, { dbm: dbw! + 30, dbw, watts: w, milliwatts: w * 1000 });
        break;
      }
      case 'watts': {
        const level = 10 * Math.log10(watts!);
        Object.assign(result, { dbm: level + 30, dbw: level, watts, milliwatts: watts! * 1000 });
        break;
      }
      default: {
        let total = 0;
        for (const l of levelsDb!) total += 10 ** (l / 10);
        result.sumDb = 10 * Math.log10(total);
      }
    }
    for (const [key, value] of Object.entries(result)) if (value !== null) result[key] = finite(value, key);
    return result;
  },
});
