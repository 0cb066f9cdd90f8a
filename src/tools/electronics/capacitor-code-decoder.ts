import { Decimal } from 'decimal.js';
import { ToolError, defineTool, nullable } from '../define.ts';

/** EIA-198 / IEC 60384 voltage prefixes (rated DC voltage). */
const VOLTAGES: Readonly<Record<string, number>> = {
  '0G': 4, '0J': 6.3, '1A': 10, '1C': 16, '1E': 25, '1V': 35, '1H': 50, '1J': 63,
  '2A': 100, '2C': 160, '2D': 200, '2E': 250, '2G': 400, '2W': 450, '2J': 630, '3A': 1000,
};

/** IEC 60062 tolerance letters: [percent form, absolute form for rated values below 10 pF (null: percent there too)]. */
const TOLERANCES: Readonly<Record<string, [string, string | null]>> = {
  B: ['±0.1%', '±0.1 pF'], C: ['±0.25%', '±0.25 pF'], D: ['±0.5%', '±0.5 pF'], F: ['±1%', '±1 pF'], G: ['±2%', '±2 pF'],
  J: ['±5%', null], K: ['±10%', null], M: ['±20%', null], Z: ['+80/-20%', null],
};

const CODE = new RegExp(`^(${Object.keys(VOLTAGES).join('|')})?(\\d{1,3}|\\d{0,3}R\\d{0,3})([${Object.keys(TOLERANCES).join('')}])?$`);

interface Inputs {
  code: string;
}

function picofarads(value: string): Decimal {
  if (value.includes('R')) {
    const [whole, fraction] = value.split('R') as [string, string];
    if (whole === '' && fraction === '') throw new ToolError('"R" marks the decimal point and needs digits around it, as in 4R7 (4.7 pF).');
    return new Decimal(`${whole || '0'}.${fraction || '0'}`);
  }
  if (value.length < 3) return new Decimal(value);
  const multiplier = Number(value[2]);
  if (multiplier === 7) throw new ToolError(`The multiplier digit 7 is not used on capacitors (0–6 are ×10^n, 8 is ×0.01, 9 is ×0.1): "${value}" cannot be read.`);
  const exponent = multiplier === 8 ? -2 : multiplier === 9 ? -1 : multiplier;
  return new Decimal(`${value.slice(0, 2)}e${exponent}`);
}

export default defineTool({
  slug: 'capacitor-code-decoder',
  name: 'Capacitor code decoder',
  category: 'electronics',
  description:
    'Reads a ceramic/film capacitor marking (EIA-198, IEC 60062): an optional voltage prefix, the value, an optional tolerance letter, e.g. "2A104J". Value: three digits = two figures × 10^third in pF (third 0–6; 8 = ×0.01, 9 = ×0.1; 7 unused and refused); one or two digits = pF; R = decimal point in pF (4R7 = 4.7 pF). Tolerance: B ±0.1, C ±0.25, D ±0.5, F ±1, G ±2 (in pF below 10 pF, else %), J ±5%, K ±10%, M ±20%, Z +80/-20%. Voltage prefixes (V): 0G 4, 0J 6.3, 1A 10, 1C 16, 1E 25, 1V 35, 1H 50, 1J 63, 2A 100, 2C 160, 2D 200, 2E 250, 2G 400, 2W 450, 2J 630, 3A 1000. Spaces ignored, case folded. formatted uses pF below 1000 pF, nF below 1 µF, else µF, without trailing zeros.',
  inputSchema: {
    type: 'object',
    properties: {
      code: { type: 'string', minLength: 1, maxLength: 32, pattern: '^[0-9A-Za-z ]+$', description: 'The marking, e.g. "104", "104K", "4R7", "2A104J".' },
    },
    required: ['code'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      capacitancePf: { type: 'number' },
      capacitanceNf: { type: 'number' },
      capacitanceUf: { type: 'number' },
      formatted: { type: 'string', description: 'e.g. "100 nF".' },
      toleranceLetter: nullable({ type: 'string' }, { description: 'The tolerance letter; null when absent.' }),
      tolerance: nullable({ type: 'string' }, { description: 'e.g. "±5%", "±0.25 pF", "+80/-20%"; null when absent.' }),
      voltageCode: nullable({ type: 'string' }, { description: 'The voltage prefix, e.g. "2A"; null when absent.' }),
      voltageRating: nullable({ type: 'number' }, { description: 'Rated DC voltage (V); null when absent.' }),
    },
    required: ['capacitancePf', 'capacitanceNf', 'capacitanceUf', 'formatted', 'toleranceLetter', 'tolerance', 'voltageCode', 'voltageRating'],
  },
  examples: [
    {"inputs": {"code": "2A104J"}, "result": {"capacitancePf": 100000, "capacitanceNf": 100, "capacitanceUf": 0.1, "formatted": "100 nF", "toleranceLetter": "J", "tolerance": "±5%", "voltageCode": "2A", "voltageRating": 100}},
    {"inputs": {"code": "4R7C"}, "result": {"capacitancePf": 4.7, "capacitanceNf": 0.0047, "capacitanceUf": 4.7e-06, "formatted": "4.7 pF", "toleranceLetter": "C", "tolerance": "±0.25 pF", "voltageCode": null, "voltageRating": null}},
    {"inputs": {"code": "475"}, "result": {"capacitancePf": 4700000, "capacitanceNf": 4700, "capacitanceUf": 4.7, "formatted": "4.7 µF", "toleranceLetter": null, "tolerance": null, "voltageCode": null, "voltageRating": null}},
    {"inputs": {"code": "1H 229 Z"}, "result": {"capacitancePf": 2.2, "capacitanceNf": 0.0022, "capacitanceUf": 2.2e-06, "formatted": "2.2 pF", "toleranceLetter": "Z", "tolerance": "+80/-20%", "voltageCode": "1H", "voltageRating": 50}},
  ],
  run({ code }: Inputs) {
    const clean = code.replace(/\s+/g, '').toUpperCase();
    const match = CODE.exec(clean);
    if (!match) {
      throw new ToolError(`"${code}" is not a capacitor code: expected an optional voltage prefix (e.g. 2A), a value (1–3 digits, or digits around R) and an optional tolerance letter (B C D F G J K M Z).`);
    }
    const [, voltageCode, value, letter] = match as unknown as [string, string | undefined, string, string | undefined];
    const pf = picofarads(value);
    if (pf.isZero()) throw new ToolError(`"${code}" gives a capacitance of zero.`);
    const [unit, scale] = pf.lt(1000) ? ['pF', 0] : pf.lt(1e6) ? ['nF', 3] : ['µF', 6];
    let tolerance: string | null = null;
    if (letter !== undefined) {
      const [percent, absolute] = TOLERANCES[letter]!;
      tolerance = absolute !== null && pf.lt(10) ? absolute : percent;
    }
    return {
      capacitancePf: pf.toNumber(),
      capacitanceNf: pf.div(1e3).toNumber(),
      capacitanceUf: pf.div(1e6).toNumber(),
      formatted: `${pf.div(new Decimal(10).pow(scale)).toFixed()} ${unit}`,
      toleranceLetter: letter ?? null,
      tolerance,
      voltageCode: voltageCode ?? null,
      voltageRating: voltageCode === undefined ? null : VOLTAGES[voltageCode]!,
    };
  },
});
