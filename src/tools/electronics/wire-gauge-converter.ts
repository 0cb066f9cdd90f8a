import { Decimal as DecimalJs } from 'decimal.js';
import { ToolError, defineTool, nullable } from '../define.ts';

// ASTM B258 in 40-digit decimal, each result then given as the nearest double (Math.pow is not correctly rounded).
const Decimal = DecimalJs.clone({ precision: 40, rounding: DecimalJs.ROUND_HALF_EVEN });
type D = InstanceType<typeof Decimal>;
const PI = Decimal.acos(-1);
const LN92 = new Decimal(92).ln();

/** AWG as written: "4/0" … "1/0", "0000" … "0", or "1" … "40". */
export const AWG_PATTERN = '^(?:[1-4]/0|0{1,4}|[1-9]|[1-3][0-9]|40)$';

/** The gauge number n (−3 for 4/0 … 40) of an AWG string matching AWG_PATTERN. */
export function parseAwg(awg: string): number {
  if (awg.includes('/')) return 1 - Number(awg[0]);
  if (/^0+$/.test(awg)) return 1 - awg.length;
  return Number(awg);
}

/** "4/0" … "1/0" for n ≤ 0, else the number. */
export const awgName = (n: number): string => (n <= 0 ? `${1 - n}/0` : String(n));

interface Dimensions {
  diameterMm: number;
  diameterIn: number;
  areaMm2: number;
  areaKcmil: number;
  resistanceOhmPerKm: number;
}

/** The dimensions of gauge n: d = 0.005 in × 92^((36 − n)/39), area π/4·d², kcmil (d in mils)²/1000, R = 1000/(58·A). */
export function awgDimensions(n: number): Dimensions {
  const inches = new Decimal('0.005').times(new Decimal(92).pow(new Decimal(36 - n).div(39)));
  const mm = inches.times('25.4');
  const area = PI.times(mm).times(mm).div(4);
  const mils = inches.times(1000);
  return {
    diameterMm: mm.toNumber(),
    diameterIn: inches.toNumber(),
    areaMm2: area.toNumber(),
    areaKcmil: mils.times(mils).div(1000).toNumber(),
    resistanceOhmPerKm: new Decimal(1000).div(area.times(58)).toNumber(),
  };
}

interface Inputs {
  awg?: string;
  diameterMm?: number;
  areaMm2?: number;
}

const NAMES = ['awg', 'diameterMm', 'areaMm2'] as const;

export default defineTool({
  slug: 'wire-gauge-converter',
  name: 'Wire gauge converter (AWG)',
  category: 'electronics',
  description:
    'American Wire Gauge per ASTM B258: d = 0.005 in × 92^((36 − n)/39), n = −3 (4/0) … 40; area = π/4·d²; kcmil = (d in mils)²/1000; resistance of annealed copper at 20 °C with ρ = 1/58 Ω·mm²/m (IEC 60028), i.e. 1000/(58·A) Ω/km. Give exactly one of awg, diameterMm or areaMm2: a metric size gets the nearest gauge (nearest on the gauge scale, ties to the thicker wire) and exactGauge, the unrounded gauge; the dimensions returned are those of the gauge. Computed in 40-digit decimal, each result the nearest double (no rounding to table digits).',
  inputSchema: {
    type: 'object',
    properties: {
      awg: { type: 'string', pattern: AWG_PATTERN, description: 'Gauge: "4/0", "3/0", "2/0", "1/0" (or "0000" … "0"), or "1" … "40".' },
      diameterMm: { type: 'number', exclusiveMinimum: 0, maximum: 1000, description: 'Bare conductor diameter in millimetres.' },
      areaMm2: { type: 'number', exclusiveMinimum: 0, maximum: 1000000, description: 'Conductor cross-section in mm².' },
    },
  },
  outputSchema: {
    type: 'object',
    properties: {
      awg: { type: 'string', description: 'The gauge ("4/0" … "1/0", "1" … "40").' },
      diameterMm: { type: 'number' },
      diameterIn: { type: 'number' },
      areaMm2: { type: 'number' },
      areaKcmil: { type: 'number', description: 'Thousands of circular mils.' },
      resistanceOhmPerKm: { type: 'number', description: 'Annealed copper at 20 °C (ρ = 1/58 Ω·mm²/m).' },
      exactGauge: nullable({ type: 'number' }, { description: 'The unrounded gauge of a metric input (−3 = 4/0); null for an awg input.' }),
    },
    required: ['awg', 'diameterMm', 'diameterIn', 'areaMm2', 'areaKcmil', 'resistanceOhmPerKm', 'exactGauge'],
  },
  examples: [
    {"inputs": {"awg": "14"}, "result": {"awg": "14", "diameterMm": 1.6277266337915053, "diameterIn": 0.06408372573982304, "areaMm2": 2.0809077170983774, "areaKcmil": 4.1067239046968576, "resistanceOhmPerKm": 8.285508852063005, "exactGauge": null}},
    {"inputs": {"awg": "0000"}, "result": {"awg": "4/0", "diameterMm": 11.684, "diameterIn": 0.46, "areaMm2": 107.21930257703052, "areaKcmil": 211.6, "resistanceOhmPerKm": 0.1608048074921766, "exactGauge": null}},
    {"inputs": {"diameterMm": 2}, "result": {"awg": "12", "diameterMm": 2.0525253884939474, "diameterIn": 0.08080808616117903, "areaMm2": 3.308772876111475, "areaKcmil": 6.529946789032533, "resistanceOhmPerKm": 5.210807739274986, "exactGauge": 12.223589909544293}},
    {"inputs": {"areaMm2": 2.5}, "result": {"awg": "13", "diameterMm": 1.8278266442375914, "diameterIn": 0.07196167890699179, "areaMm2": 2.6239761835859263, "areaKcmil": 5.1784832311129865, "resistanceOhmPerKm": 6.5707072412459, "exactGauge": 13.208722988327992}},
  ],
  run(inputs: Inputs) {
    const given = NAMES.filter((name) => inputs[name] !== undefined);
    if (given.length !== 1) throw new ToolError(`Give exactly one of awg, diameterMm and areaMm2 (got ${given.length}).`);
    if (inputs.awg !== undefined) {
      const n = parseAwg(inputs.awg);
      return { awg: awgName(n), ...awgDimensions(n), exactGauge: null };
    }
    let inches: D;
    if (inputs.diameterMm !== undefined) inches = new Decimal(inputs.diameterMm).div('25.4');
    else inches = new Decimal(inputs.areaMm2!).times(4).div(PI).sqrt().div('25.4');
    const exact = new Decimal(36).minus(new Decimal(39).times(inches.div('0.005').ln()).div(LN92));
    const n = exact.minus('0.5').ceil().toNumber(); // nearest, a tie going to the smaller gauge number (thicker wire)
    if (n < -3) throw new ToolError(`That conductor is thicker than AWG 4/0 (11.684 mm, 107.2 mm²): the nearest gauge would be ${exact.toSignificantDigits(4).toString()}.`);
    if (n > 40) throw new ToolError(`That conductor is thinner than AWG 40 (0.0799 mm, 0.00501 mm²): the nearest gauge would be ${exact.toSignificantDigits(4).toString()}.`);
    return { awg: awgName(n), ...awgDimensions(n), exactGauge: exact.toNumber() };
  },
});
