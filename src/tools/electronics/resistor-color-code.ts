import { Decimal } from 'decimal.js';
import { ToolError, defineTool, nullable } from '../define.ts';
import {
  COLORS,
  DIGIT,
  MULTIPLIER_EXPONENT,
  NO_BAND_TOLERANCE,
  TEMPERATURE_COEFFICIENT_PPM,
  TOLERANCE,
  type Color,
} from '../science-data.ts';

interface Inputs {
  bands?: Color[];
  resistanceOhms?: number;
  tolerancePercent?: number;
  bandCount?: 4 | 5 | 6;
  temperatureCoefficient?: number;
}

interface Result {
  resistanceOhms: number;
  tolerancePercent: number;
  toleranceLetter: string;
  temperatureCoefficient: number | null;
  formatted: string;
  bands: Color[];
}

const PREFIXES = [
  { exponent: 9, symbol: 'G' },
  { exponent: 6, symbol: 'M' },
  { exponent: 3, symbol: 'k' },
  { exponent: 0, symbol: '' },
];

/** A resistance as "4.7 kΩ", "0.33 Ω", "999 GΩ": the largest of G, M, k (or none) not above it, no trailing zeros. */
export function formatOhms(value: Decimal): string {
  const prefix = PREFIXES.find((p) => value.gte(new Decimal(10).pow(p.exponent))) ?? PREFIXES.at(-1)!;
  const scaled = value.div(new Decimal(10).pow(prefix.exponent)).toFixed();
  return `${scaled} ${prefix.symbol}Ω`;
}

function describe(digits: string, exponent: number, tolerance: { percent: number; letter: string }, tc: number | null, bands: Color[]): Result {
  const value = new Decimal(`${digits}e${exponent}`);
  return {
    resistanceOhms: value.toNumber(),
    tolerancePercent: tolerance.percent,
    toleranceLetter: tolerance.letter,
    temperatureCoefficient: tc,
    formatted: `${formatOhms(value)} ±${tolerance.percent}%${tc === null ? '' : ` ${tc} ppm/K`}`,
    bands,
  };
}

function decode(bands: Color[]): Result {
  const figures = bands.length <= 4 ? 2 : 3;
  let digits = '';
  for (let k = 0; k < figures; k++) {
    const digit = DIGIT[bands[k]!];
    if (digit === undefined) throw new ToolError(`Band ${k + 1} is a significant figure and cannot be ${bands[k]} (use black … white).`);
    digits += digit;
  }
  const exponent = MULTIPLIER_EXPONENT[bands[figures]!];
  if (exponent === undefined) throw new ToolError(`Band ${figures + 1} is the multiplier and cannot be ${bands[figures]}.`);
  let tolerance = NO_BAND_TOLERANCE;
  if (bands.length > 3) {
    const found = TOLERANCE[bands[figures + 1]!];
    if (!found) throw new ToolError(`Band ${figures + 2} is the tolerance and cannot be ${bands[figures + 1]}.`);
    tolerance = found;
  }
  let tc: number | null = null;
  if (bands.length === 6) {
    const found = TEMPERATURE_COEFFICIENT_PPM[bands[5]!];
    if (found === undefined) throw new ToolError(`Band 6 is the temperature coefficient and cannot be ${bands[5]}.`);
    tc = found;
  }
  return describe(digits, exponent, tolerance, tc, bands);
}

function encode({ resistanceOhms, tolerancePercent = 5, bandCount, temperatureCoefficient }: Inputs): Result {
  const count = bandCount ?? (temperatureCoefficient !== undefined ? 6 : tolerancePercent >= 5 ? 4 : 5);
  if (count === 6 && temperatureCoefficient === undefined) throw new ToolError('A 6-band code needs temperatureCoefficient (ppm/K).');
  if (count !== 6 && temperatureCoefficient !== undefined) throw new ToolError('Only a 6-band code carries a temperature coefficient: set bandCount to 6.');
  const figures = count === 4 ? 2 : 3;
  const value = new Decimal(resistanceOhms!);
  const significant = value.sd();
  if (significant > figures) {
    throw new ToolError(`${value.toFixed()} Ω has ${significant} significant figures; a ${count}-band code shows only ${figures}.`);
  }
  const exponent = value.e - figures + 1;
  const multiplier = (Object.entries(MULTIPLIER_EXPONENT) as Array<[Color, number]>).find(([, e]) => e === exponent);
  if (!multiplier) throw new ToolError(`${value.toFixed()} Ω is outside what a ${count}-band code can show (multiplier 10^-3 … 10^9).`);
  const digits = value.div(new Decimal(10).pow(exponent)).toFixed();
  const bands: Color[] = [...digits].map((d) => COLORS[Number(d)]!);
  bands.push(multiplier[0]);
  let tolerance = NO_BAND_TOLERANCE;
  if (tolerancePercent === NO_BAND_TOLERANCE.percent) {
    if (count !== 4) throw new ToolError('±20 % is marked by leaving the tolerance band out, which only a 4-band (3 printed bands) code does.');
  } else {
    const found = (Object.entries(TOLERANCE) as Array<[Color, { percent: number; letter: string }]>).find(([, t]) => t.percent === tolerancePercent);
    if (!found) throw new ToolError(`No colour marks ±${tolerancePercent} %: use 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10 or 20.`);
    bands.push(found[0]);
    tolerance = found[1];
  }
  let tc: number | null = null;
  if (count === 6) {
    const found = (Object.entries(TEMPERATURE_COEFFICIENT_PPM) as Array<[Color, number]>).find(([, ppm]) => ppm === temperatureCoefficient);
    if (!found) throw new ToolError(`No colour marks ${temperatureCoefficient} ppm/K: use 1, 5, 10, 15, 20, 25, 50, 100 or 250.`);
    bands.push(found[0]);
    tc = found[1];
  }
  return describe(digits, exponent, tolerance, tc, bands);
}

export default defineTool({
  slug: 'resistor-color-code',
  name: 'Resistor color code',
  category: 'electronics',
  description:
    'Decodes IEC 60062:2016 resistor colour bands (3 bands: 2 figures + multiplier, ±20 %; 4: + tolerance; 5: 3 figures; 6: + temperature coefficient in ppm/K) or encodes a resistance and tolerance into bands, refusing values the band count cannot show exactly. Multipliers include gold ×0.1, silver ×0.01 and pink ×0.001; by default ±5 % and wider use 4 bands, tighter tolerances 5.',
  inputSchema: {
    type: 'object',
    properties: {
      bands: {
        type: 'array',
        minItems: 3,
        maxItems: 6,
        items: { type: 'string', enum: [...COLORS] },
        description: 'Colour names from the end nearest the first band, e.g. ["yellow", "violet", "red", "gold"].',
      },
      resistanceOhms: { type: 'number', exclusiveMinimum: 0, maximum: 1e12, description: 'Resistance to encode, in ohms.' },
      tolerancePercent: { type: 'number', minimum: 0, maximum: 20, description: 'Tolerance to encode (default 5).' },
      bandCount: { type: 'integer', enum: [4, 5, 6], description: 'Bands to encode into (default: 4 for ±5 % and wider, 5 for tighter, 6 with a temperature coefficient).' },
      temperatureCoefficient: { type: 'number', minimum: 0, maximum: 1000, description: 'Temperature coefficient in ppm/K for a 6-band code.' },
    },
  },
  outputSchema: {
    type: 'object',
    properties: {
      resistanceOhms: { type: 'number' },
      tolerancePercent: { type: 'number' },
      toleranceLetter: { type: 'string', description: 'IEC 60062 tolerance letter (J = ±5 %, F = ±1 %, M = ±20 % …).' },
      temperatureCoefficient: nullable({ type: 'number' }, { description: 'ppm/K, from a 6th band; null otherwise.' }),
      formatted: { type: 'string', description: 'e.g. "4.7 kΩ ±5%".' },
      bands: { type: 'array', items: { type: 'string' } },
    },
    required: ['resistanceOhms', 'tolerancePercent', 'toleranceLetter', 'temperatureCoefficient', 'formatted', 'bands'],
  },
  examples: [
    {"inputs": {"bands": ["yellow", "violet", "red", "gold"]}, "result": {"resistanceOhms": 4700, "tolerancePercent": 5, "toleranceLetter": "J", "temperatureCoefficient": null, "formatted": "4.7 kΩ ±5%", "bands": ["yellow", "violet", "red", "gold"]}},
    {"inputs": {"bands": ["brown", "black", "black", "brown", "brown", "red"]}, "result": {"resistanceOhms": 1000, "tolerancePercent": 1, "toleranceLetter": "F", "temperatureCoefficient": 50, "formatted": "1 kΩ ±1% 50 ppm/K", "bands": ["brown", "black", "black", "brown", "brown", "red"]}},
    {"inputs": {"bands": ["orange", "orange", "silver"]}, "result": {"resistanceOhms": 0.33, "tolerancePercent": 20, "toleranceLetter": "M", "temperatureCoefficient": null, "formatted": "0.33 Ω ±20%", "bands": ["orange", "orange", "silver"]}},
    {"inputs": {"resistanceOhms": 4700}, "result": {"resistanceOhms": 4700, "tolerancePercent": 5, "toleranceLetter": "J", "temperatureCoefficient": null, "formatted": "4.7 kΩ ±5%", "bands": ["yellow", "violet", "red", "gold"]}},
    {"inputs": {"resistanceOhms": 249000, "tolerancePercent": 1}, "result": {"resistanceOhms": 249000, "tolerancePercent": 1, "toleranceLetter": "F", "temperatureCoefficient": null, "formatted": "249 kΩ ±1%", "bands": ["red", "yellow", "white", "orange", "brown"]}},
    {"inputs": {"resistanceOhms": 0.47, "tolerancePercent": 2, "temperatureCoefficient": 100}, "result": {"resistanceOhms": 0.47, "tolerancePercent": 2, "toleranceLetter": "G", "temperatureCoefficient": 100, "formatted": "0.47 Ω ±2% 100 ppm/K", "bands": ["yellow", "violet", "black", "pink", "red", "brown"]}},
  ],
  run(inputs: Inputs) {
    const hasValue = inputs.resistanceOhms !== undefined;
    if (inputs.bands && hasValue) throw new ToolError('Give either bands or resistanceOhms, not both.');
    if (inputs.bands) {
      if (inputs.tolerancePercent !== undefined || inputs.bandCount !== undefined || inputs.temperatureCoefficient !== undefined) {
        throw new ToolError('tolerancePercent, bandCount and temperatureCoefficient are for encoding; with bands give nothing else.');
      }
      return decode(inputs.bands);
    }
    if (!hasValue) throw new ToolError('Give bands (to decode) or resistanceOhms (to encode).');
    return encode(inputs);
  },
});
