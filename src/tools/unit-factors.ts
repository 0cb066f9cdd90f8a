// Exact unit factors for every `units` tool: each unit's size in its dimension's SI (or base) unit, written as an exact
// decimal expression from NIST SP 811 Appendix B, the SI Brochure and the legal definitions (international inch, foot and
// pound of 1959, US gallon = 231 in³, imperial gallon = 4.54609 L…), evaluated with decimal.js at 50 significant digits;
// only the final result is turned into the nearest double. No units library: the candidates round or miss factors.
import { Decimal } from 'decimal.js';
import { ToolError } from './define.ts';

/** 50 significant digits, ties to even (as Python's decimal, which the oracle test/reference/units.py uses). */
export const D = Decimal.clone({ precision: 50, rounding: Decimal.ROUND_HALF_EVEN });
export type Dec = InstanceType<typeof D>;

const PI = D.acos(-1);

/** An exact factor kept as numerator / denominator, so a conversion divides only once (no 5/9 rounded mid-way). */
export interface Ratio {
  num: Dec;
  den: Dec;
}

/** Evaluates "a", "a*b", "a/b*c"… (each term a decimal literal or "pi") into a numerator and a denominator. */
function evaluate(expression: string): Ratio {
  const terms = expression.split(/([*/])/);
  const term = (text: string) => (text === 'pi' ? PI : new D(text));
  let num = term(terms[0]!);
  let den = new D(1);
  for (let i = 1; i < terms.length; i += 2) {
    if (terms[i] === '*') num = num.times(term(terms[i + 1]!));
    else den = den.times(term(terms[i + 1]!));
  }
  return { num, den };
}

export interface UnitSpec {
  /** Display name. */
  name: string;
  /** Size of one unit in the dimension's base unit, as an exact expression. */
  factor: string;
}

export interface DimensionSpec {
  name: string;
  base: string;
  units: Record<string, UnitSpec>;
}

// Recurring exact quantities (m, kg, N, m³, J).
const IN = '0.0254';
const FT = '0.3048';
const LB = '0.45359237';
const LBF = '4.4482216152605'; // lb × standard gravity 9.80665
const GAL = '0.003785411784'; // 231 in³
const IMP_GAL = '0.00454609';
const BTU = '1055.05585262'; // International Table BTU
const G0 = '9.80665';

export const DIMENSIONS = {
  length: {
    name: 'Length',
    base: 'm',
    units: {
      nm: { name: 'nanometre', factor: '1e-9' },
      um: { name: 'micrometre', factor: '1e-6' },
      mm: { name: 'millimetre', factor: '0.001' },
      cm: { name: 'centimetre', factor: '0.01' },
      m: { name: 'metre', factor: '1' },
      km: { name: 'kilometre', factor: '1000' },
      in: { name: 'inch', factor: IN },
      ft: { name: 'foot', factor: FT },
      yd: { name: 'yard', factor: '0.9144' },
      mi: { name: 'mile', factor: '1609.344' },
      nmi: { name: 'nautical mile', factor: '1852' },
      mil: { name: 'mil (thou)', factor: '0.0000254' },
      'ft-us': { name: 'US survey foot', factor: '1200/3937' },
      fathom: { name: 'fathom (6 ft)', factor: '1.8288' },
      furlong: { name: 'furlong (660 ft)', factor: '201.168' },
      chain: { name: 'chain (66 ft)', factor: '20.1168' },
      au: { name: 'astronomical unit', factor: '149597870700' },
      ly: { name: 'light-year (Julian year × c)', factor: '9460730472580800' },
      pc: { name: 'parsec (648000/π au)', factor: '149597870700*648000/pi' },
    },
  },
  mass: {
    name: 'Mass',
    base: 'kg',
    units: {
      ug: { name: 'microgram', factor: '1e-9' },
      mg: { name: 'milligram', factor: '1e-6' },
      g: { name: 'gram', factor: '0.001' },
      kg: { name: 'kilogram', factor: '1' },
      t: { name: 'tonne', factor: '1000' },
      oz: { name: 'ounce (avoirdupois)', factor: `${LB}/16` },
      lb: { name: 'pound (avoirdupois)', factor: LB },
      st: { name: 'stone (14 lb)', factor: `${LB}*14` },
      'short-ton': { name: 'short ton (2000 lb)', factor: `${LB}*2000` },
      'long-ton': { name: 'long ton (2240 lb)', factor: `${LB}*2240` },
      ozt: { name: 'troy ounce', factor: '0.0311034768' },
      ct: { name: 'metric carat', factor: '0.0002' },
      gr: { name: 'grain', factor: '0.00006479891' },
    },
  },
  temperature: {
    name: 'Temperature',
    base: 'K',
    // Factors of a temperature difference (interval); absolute values go through the affine formulas below.
    units: {
      C: { name: 'degree Celsius', factor: '1' },
      F: { name: 'degree Fahrenheit', factor: '5/9' },
      K: { name: 'kelvin', factor: '1' },
      R: { name: 'degree Rankine', factor: '5/9' },
      Re: { name: 'degree Réaumur', factor: '5/4' },
    },
  },
  area: {
    name: 'Area',
    base: 'm2',
    units: {
      mm2: { name: 'square millimetre', factor: '1e-6' },
      cm2: { name: 'square centimetre', factor: '1e-4' },
      m2: { name: 'square metre', factor: '1' },
      ha: { name: 'hectare', factor: '10000' },
      km2: { name: 'square kilometre', factor: '1e6' },
      in2: { name: 'square inch', factor: `${IN}*${IN}` },
      ft2: { name: 'square foot', factor: `${FT}*${FT}` },
      yd2: { name: 'square yard', factor: '0.9144*0.9144' },
      acre: { name: 'acre (international)', factor: '4046.8564224' },
      mi2: { name: 'square mile', factor: '1609.344*1609.344' },
    },
  },
  volume: {
    name: 'Volume',
    base: 'm3',
    units: {
      ml: { name: 'millilitre', factor: '1e-6' },
      l: { name: 'litre', factor: '0.001' },
      m3: { name: 'cubic metre', factor: '1' },
      cm3: { name: 'cubic centimetre', factor: '1e-6' },
      in3: { name: 'cubic inch', factor: `${IN}*${IN}*${IN}` },
      ft3: { name: 'cubic foot', factor: `${FT}*${FT}*${FT}` },
      yd3: { name: 'cubic yard', factor: '0.9144*0.9144*0.9144' },
      gal: { name: 'US gallon (231 in³)', factor: GAL },
      qt: { name: 'US liquid quart', factor: `${GAL}/4` },
      pt: { name: 'US liquid pint', factor: `${GAL}/8` },
      cup: { name: 'US cup', factor: `${GAL}/16` },
      floz: { name: 'US fluid ounce', factor: `${GAL}/128` },
      tbsp: { name: 'US tablespoon', factor: `${GAL}/256` },
      tsp: { name: 'US teaspoon', factor: `${GAL}/768` },
      'imp-gal': { name: 'imperial gallon', factor: IMP_GAL },
      'imp-qt': { name: 'imperial quart', factor: `${IMP_GAL}/4` },
      'imp-pt': { name: 'imperial pint', factor: `${IMP_GAL}/8` },
      'imp-floz': { name: 'imperial fluid ounce', factor: `${IMP_GAL}/160` },
      bbl: { name: 'oil barrel (42 US gal)', factor: `${GAL}*42` },
    },
  },
  speed: {
    name: 'Speed',
    base: 'm/s',
    units: {
      'm/s': { name: 'metre per second', factor: '1' },
      'km/h': { name: 'kilometre per hour', factor: '1000/3600' },
      mph: { name: 'mile per hour', factor: '1609.344/3600' },
      kn: { name: 'knot', factor: '1852/3600' },
      'ft/s': { name: 'foot per second', factor: FT },
      c: { name: 'speed of light', factor: '299792458' },
    },
  },
  time: {
    name: 'Time',
    base: 's',
    units: {
      ns: { name: 'nanosecond', factor: '1e-9' },
      us: { name: 'microsecond', factor: '1e-6' },
      ms: { name: 'millisecond', factor: '0.001' },
      s: { name: 'second', factor: '1' },
      min: { name: 'minute', factor: '60' },
      h: { name: 'hour', factor: '3600' },
      d: { name: 'day', factor: '86400' },
      wk: { name: 'week', factor: '604800' },
      mo: { name: 'month (Gregorian year / 12)', factor: '31556952/12' },
      yr: { name: 'year (Gregorian mean, 365.2425 d)', factor: '31556952' },
    },
  },
  'data-size': {
    name: 'Data size',
    base: 'bit',
    units: {
      bit: { name: 'bit', factor: '1' },
      B: { name: 'byte', factor: '8' },
      kB: { name: 'kilobyte (10³ B)', factor: '8e3' },
      MB: { name: 'megabyte (10⁶ B)', factor: '8e6' },
      GB: { name: 'gigabyte (10⁹ B)', factor: '8e9' },
      TB: { name: 'terabyte (10¹² B)', factor: '8e12' },
      PB: { name: 'petabyte (10¹⁵ B)', factor: '8e15' },
      KiB: { name: 'kibibyte (2¹⁰ B)', factor: '8192' },
      MiB: { name: 'mebibyte (2²⁰ B)', factor: '8388608' },
      GiB: { name: 'gibibyte (2³⁰ B)', factor: '8589934592' },
      TiB: { name: 'tebibyte (2⁴⁰ B)', factor: '8796093022208' },
      PiB: { name: 'pebibyte (2⁵⁰ B)', factor: '9007199254740992' },
      kbit: { name: 'kilobit', factor: '1e3' },
      Mbit: { name: 'megabit', factor: '1e6' },
      Gbit: { name: 'gigabit', factor: '1e9' },
      Kibit: { name: 'kibibit', factor: '1024' },
      Mibit: { name: 'mebibit', factor: '1048576' },
      Gibit: { name: 'gibibit', factor: '1073741824' },
    },
  },
  'data-rate': {
    name: 'Data rate',
    base: 'bit/s',
    units: {
      'bit/s': { name: 'bit per second', factor: '1' },
      'kbit/s': { name: 'kilobit per second', factor: '1e3' },
      'Mbit/s': { name: 'megabit per second', factor: '1e6' },
      'Gbit/s': { name: 'gigabit per second', factor: '1e9' },
      'B/s': { name: 'byte per second', factor: '8' },
      'kB/s': { name: 'kilobyte per second', factor: '8e3' },
      'MB/s': { name: 'megabyte per second', factor: '8e6' },
      'GB/s': { name: 'gigabyte per second', factor: '8e9' },
      'KiB/s': { name: 'kibibyte per second', factor: '8192' },
      'MiB/s': { name: 'mebibyte per second', factor: '8388608' },
      'GiB/s': { name: 'gibibyte per second', factor: '8589934592' },
    },
  },
  energy: {
    name: 'Energy',
    base: 'J',
    units: {
      J: { name: 'joule', factor: '1' },
      kJ: { name: 'kilojoule', factor: '1000' },
      MJ: { name: 'megajoule', factor: '1e6' },
      cal: { name: 'calorie (thermochemical, 4.184 J)', factor: '4.184' },
      kcal: { name: 'kilocalorie (thermochemical)', factor: '4184' },
      'cal-it': { name: 'calorie (International Table, 4.1868 J)', factor: '4.1868' },
      Wh: { name: 'watt-hour', factor: '3600' },
      kWh: { name: 'kilowatt-hour', factor: '3.6e6' },
      BTU: { name: 'British thermal unit (IT)', factor: BTU },
      therm: { name: 'therm (US)', factor: '105480400' },
      eV: { name: 'electronvolt', factor: '1.602176634e-19' },
      'ft-lbf': { name: 'foot-pound force', factor: `${FT}*${LBF}` },
      erg: { name: 'erg', factor: '1e-7' },
    },
  },
  power: {
    name: 'Power',
    base: 'W',
    units: {
      W: { name: 'watt', factor: '1' },
      kW: { name: 'kilowatt', factor: '1000' },
      MW: { name: 'megawatt', factor: '1e6' },
      hp: { name: 'mechanical horsepower (550 ft·lbf/s)', factor: `550*${FT}*${LBF}` },
      'hp-metric': { name: 'metric horsepower (75 kgf·m/s)', factor: '735.49875' },
      'BTU/h': { name: 'BTU (IT) per hour', factor: `${BTU}/3600` },
      'ft-lbf/s': { name: 'foot-pound force per second', factor: `${FT}*${LBF}` },
      'kcal/h': { name: 'kilocalorie (thermochemical) per hour', factor: '4184/3600' },
      TR: { name: 'ton of refrigeration (12000 BTU/h)', factor: `${BTU}*12000/3600` },
    },
  },
  pressure: {
    name: 'Pressure',
    base: 'Pa',
    units: {
      Pa: { name: 'pascal', factor: '1' },
      kPa: { name: 'kilopascal', factor: '1000' },
      MPa: { name: 'megapascal', factor: '1e6' },
      bar: { name: 'bar', factor: '1e5' },
      mbar: { name: 'millibar', factor: '100' },
      atm: { name: 'standard atmosphere', factor: '101325' },
      psi: { name: 'pound-force per square inch', factor: `${LBF}/${IN}/${IN}` },
      mmHg: { name: 'millimetre of mercury (conventional)', factor: '133.322387415' },
      inHg: { name: 'inch of mercury (conventional)', factor: `133.322387415*25.4` },
      torr: { name: 'torr (atm/760)', factor: '101325/760' },
      inH2O: { name: 'inch of water (conventional, 1000 kg/m³)', factor: `${IN}*1000*${G0}` },
      'kgf/cm2': { name: 'kilogram-force per square centimetre', factor: `${G0}*10000` },
    },
  },
  force: {
    name: 'Force',
    base: 'N',
    units: {
      N: { name: 'newton', factor: '1' },
      kN: { name: 'kilonewton', factor: '1000' },
      dyn: { name: 'dyne', factor: '1e-5' },
      lbf: { name: 'pound-force', factor: LBF },
      kgf: { name: 'kilogram-force', factor: G0 },
      ozf: { name: 'ounce-force', factor: `${LBF}/16` },
      pdl: { name: 'poundal', factor: `${LB}*${FT}` },
    },
  },
  angle: {
    name: 'Angle',
    base: 'rad',
    units: {
      deg: { name: 'degree', factor: 'pi/180' },
      rad: { name: 'radian', factor: '1' },
      grad: { name: 'gradian', factor: 'pi/200' },
      arcmin: { name: 'minute of arc', factor: 'pi/10800' },
      arcsec: { name: 'second of arc', factor: 'pi/648000' },
      turn: { name: 'turn', factor: '2*pi' },
      mrad: { name: 'milliradian', factor: '0.001' },
      mil: { name: 'NATO mil (1/6400 turn)', factor: '2*pi/6400' },
    },
  },
  'fuel-economy': {
    name: 'Fuel economy',
    base: 'm/m3',
    // Distance per volume; l/100km is volume per distance and goes through its reciprocal (see convertUnits).
    units: {
      'l/100km': { name: 'litres per 100 km', factor: '1e8' },
      'km/l': { name: 'kilometres per litre', factor: '1e6' },
      mpg: { name: 'miles per US gallon', factor: `1609.344/${GAL}` },
      'mpg-imp': { name: 'miles per imperial gallon', factor: `1609.344/${IMP_GAL}` },
      'mi/l': { name: 'miles per litre', factor: '1609.344/0.001' },
    },
  },
  torque: {
    name: 'Torque',
    base: 'N-m',
    units: {
      'N-m': { name: 'newton metre', factor: '1' },
      'kN-m': { name: 'kilonewton metre', factor: '1000' },
      'lbf-ft': { name: 'pound-force foot', factor: `${LBF}*${FT}` },
      'lbf-in': { name: 'pound-force inch', factor: `${LBF}*${IN}` },
      'kgf-m': { name: 'kilogram-force metre', factor: G0 },
      'ozf-in': { name: 'ounce-force inch', factor: `${LBF}/16*${IN}` },
    },
  },
  density: {
    name: 'Density',
    base: 'kg/m3',
    units: {
      'kg/m3': { name: 'kilogram per cubic metre', factor: '1' },
      'g/cm3': { name: 'gram per cubic centimetre', factor: '1000' },
      'g/ml': { name: 'gram per millilitre', factor: '1000' },
      'kg/l': { name: 'kilogram per litre', factor: '1000' },
      'lb/ft3': { name: 'pound per cubic foot', factor: `${LB}/${FT}/${FT}/${FT}` },
      'lb/in3': { name: 'pound per cubic inch', factor: `${LB}/${IN}/${IN}/${IN}` },
      'lb/gal': { name: 'pound per US gallon', factor: `${LB}/${GAL}` },
    },
  },
  'flow-rate': {
    name: 'Flow rate',
    base: 'm3/s',
    units: {
      'm3/s': { name: 'cubic metre per second', factor: '1' },
      'm3/h': { name: 'cubic metre per hour', factor: '1/3600' },
      'l/s': { name: 'litre per second', factor: '0.001' },
      'l/min': { name: 'litre per minute', factor: '0.001/60' },
      gpm: { name: 'US gallon per minute', factor: `${GAL}/60` },
      'imp-gpm': { name: 'imperial gallon per minute', factor: `${IMP_GAL}/60` },
      'ft3/s': { name: 'cubic foot per second', factor: `${FT}*${FT}*${FT}` },
      cfm: { name: 'cubic foot per minute', factor: `${FT}*${FT}*${FT}/60` },
    },
  },
  frequency: {
    name: 'Frequency',
    base: 'Hz',
    units: {
      Hz: { name: 'hertz', factor: '1' },
      kHz: { name: 'kilohertz', factor: '1e3' },
      MHz: { name: 'megahertz', factor: '1e6' },
      GHz: { name: 'gigahertz', factor: '1e9' },
      rpm: { name: 'revolution per minute', factor: '1/60' },
      'rad/s': { name: 'radian per second (1/(2π) Hz)', factor: '1/2/pi' },
    },
  },
  acceleration: {
    name: 'Acceleration',
    base: 'm/s2',
    units: {
      'm/s2': { name: 'metre per second squared', factor: '1' },
      g0: { name: 'standard gravity', factor: G0 },
      'ft/s2': { name: 'foot per second squared', factor: FT },
      Gal: { name: 'gal (cm/s²)', factor: '0.01' },
    },
  },
  illuminance: {
    name: 'Illuminance',
    base: 'lx',
    units: {
      lx: { name: 'lux', factor: '1' },
      fc: { name: 'foot-candle (lm/ft²)', factor: `1/${FT}/${FT}` },
      ph: { name: 'phot (lm/cm²)', factor: '10000' },
    },
  },
} as const satisfies Record<string, DimensionSpec>;

export type DimensionId = keyof typeof DIMENSIONS;
export type UnitId<T extends DimensionId> = keyof (typeof DIMENSIONS)[T]['units'] & string;

const factorCache = new Map<string, Ratio>();
/** The exact size of `unit` in its dimension's base unit, as numerator / denominator. */
export function unitFactor(dimension: DimensionId, unit: string): Ratio {
  const key = `${dimension}:${unit}`;
  let factor = factorCache.get(key);
  if (!factor) {
    const spec = (DIMENSIONS[dimension].units as Record<string, UnitSpec>)[unit];
    if (!spec) throw new ToolError(`"${unit}" is not a ${DIMENSIONS[dimension].name.toLowerCase()} unit.`);
    factor = evaluate(spec.factor);
    factorCache.set(key, factor);
  }
  return factor;
}

/** The unit ids of one dimension, in table order (for schema enums). */
export const unitIds = <T extends DimensionId>(dimension: T): UnitId<T>[] => Object.keys(DIMENSIONS[dimension].units) as UnitId<T>[];

/** One line listing a dimension's units with their names, for a schema description. */
export const unitList = (dimension: DimensionId): string =>
  Object.entries(DIMENSIONS[dimension].units as Record<string, UnitSpec>)
    .map(([id, spec]) => `${id} = ${spec.name}`)
    .join(', ');

// Affine temperature scales: kelvin = (value + offset) × scale.
const TEMPERATURE_AFFINE: Record<string, { offset: string; scale: string }> = {
  C: { offset: '273.15', scale: '1' },
  K: { offset: '0', scale: '1' },
  F: { offset: '459.67', scale: '5/9' },
  R: { offset: '0', scale: '5/9' },
  Re: { offset: '218.52', scale: '5/4' }, // 273.15 × 4/5: K = Re × 5/4 + 273.15
};

/** Turns the exact result into the nearest double, refusing what a double cannot hold. */
export function toNumber(value: Dec): number {
  const result = value.toNumber();
  if (!Number.isFinite(result)) throw new ToolError('The result is too large to be represented as a number.');
  return result === 0 ? 0 : result; // no -0 in JSON answers
}

/**
 * Converts `value` between two units of one dimension with exact factors; the answer is a Decimal. Every product is
 * exact at 50 digits (π aside) and there is a single division at the end.
 */
export function convertExact(dimension: DimensionId, value: number | Dec, from: string, to: string, options: { interval?: boolean } = {}): Dec {
  const x = new D(value as number);
  if (!x.isFinite()) throw new ToolError('The value must be a finite number.');
  if (dimension === 'temperature' && !options.interval) {
    const source = TEMPERATURE_AFFINE[from];
    const target = TEMPERATURE_AFFINE[to];
    if (!source || !target) throw new ToolError(`Unknown temperature unit "${!source ? from : to}".`);
    const shifted = x.plus(source.offset); // kelvin = shifted × scale
    if (shifted.isNegative() && !shifted.isZero()) {
      throw new ToolError(`${value} ${from} is below absolute zero; set "interval": true to convert a temperature difference.`);
    }
    if (from === to) return x;
    const s = evaluate(source.scale);
    const t = evaluate(target.scale);
    return shifted.times(s.num).times(t.den).div(s.den.times(t.num)).minus(target.offset);
  }
  const f = unitFactor(dimension, from);
  const t = unitFactor(dimension, to);
  if (from === to) return x;
  if (dimension === 'fuel-economy') {
    if (!x.isPositive() || x.isZero()) throw new ToolError('Fuel economy must be greater than zero.');
    // Base quantity: metres per cubic metre. l/100km is volume per distance: base = 1e8 / value.
    if (from === 'l/100km') return f.num.times(t.den).div(f.den.times(x).times(t.num));
    if (to === 'l/100km') return t.num.times(f.den).div(t.den.times(x).times(f.num));
  }
  return x.times(f.num).times(t.den).div(f.den.times(t.num));
}

/** `convertExact` turned into the nearest double. */
export function convertUnits(dimension: DimensionId, value: number, from: string, to: string, options: { interval?: boolean } = {}): number {
  return toNumber(convertExact(dimension, value, from, to, options));
}

/**
 * The shared body of the per-dimension converters: `to` is one unit id, or "all" for `results: {unit: value}` over
 * every unit of the dimension.
 */
export function convertOneOrAll(
  dimension: DimensionId,
  value: number,
  from: string,
  to: string,
  options: { interval?: boolean } = {},
): { result: number } | { results: Record<string, number> } {
  if (to !== 'all') return { result: convertUnits(dimension, value, from, to, options) };
  const results: Record<string, number> = {};
  for (const unit of unitIds(dimension)) results[unit] = convertUnits(dimension, value, from, unit, options);
  return { results };
}

/** Bounds shared by every converter's `value`: far beyond any real quantity, small enough that no result overflows. */
export const VALUE_SCHEMA = { type: 'number', minimum: -1e100, maximum: 1e100 } as const;

/** The output schema of the per-dimension converters. */
export const CONVERTER_OUTPUT_SCHEMA = {
  type: 'object',
  properties: {
    result: { type: 'number', description: 'The converted value (when `to` is one unit): exact factors, the nearest double.' },
    results: {
      type: 'object',
      description: 'When `to` is "all": every unit id of the dimension mapped to the converted value.',
      additionalProperties: { type: 'number' },
    },
  },
} as const;

/** The input schema of the per-dimension converters: value, from, to (one unit or "all"). */
export function converterInputSchema(dimension: DimensionId, extra: Record<string, unknown> = {}) {
  const ids = unitIds(dimension);
  return {
    type: 'object',
    properties: {
      value: { ...VALUE_SCHEMA, description: 'The quantity to convert.' },
      from: { type: 'string', enum: ids, description: `Unit of the value: ${unitList(dimension)}.` },
      to: { type: 'string', enum: [...ids, 'all'], description: 'Target unit id, or "all" for every unit at once.' },
      ...extra,
    },
    required: ['value', 'from', 'to'],
  };
}

// The generic unit-converter's ids: a plain id where it is unique across dimensions, and "dimension:id" always.
const dimensionsByUnit = new Map<string, DimensionId[]>();
for (const dimension of Object.keys(DIMENSIONS) as DimensionId[]) {
  for (const unit of unitIds(dimension)) dimensionsByUnit.set(unit, [...(dimensionsByUnit.get(unit) ?? []), dimension]);
}

/** Every id the generic converter accepts: each plain unit id, and each qualified "dimension:id". */
export const GENERIC_UNIT_IDS: string[] = [
  ...dimensionsByUnit.keys(),
  ...(Object.keys(DIMENSIONS) as DimensionId[]).flatMap((dimension) => unitIds(dimension).map((unit) => `${dimension}:${unit}`)),
];

/** Plain ids found in more than one dimension (they need the "dimension:id" form or a `dimension` input). */
export const AMBIGUOUS_UNIT_IDS = [...dimensionsByUnit].filter(([, dims]) => dims.length > 1).map(([unit]) => unit);

/** Resolves a generic id to its possible dimensions and the plain unit id. */
export function resolveUnit(id: string): { unit: string; dimensions: DimensionId[] } {
  const colon = id.indexOf(':');
  if (colon > 0) {
    const dimension = id.slice(0, colon) as DimensionId;
    const unit = id.slice(colon + 1);
    if (!(dimension in DIMENSIONS) || !(dimensionsByUnit.get(unit) ?? []).includes(dimension)) {
      throw new ToolError(`Unknown unit "${id}".`);
    }
    return { unit, dimensions: [dimension] };
  }
  const dimensions = dimensionsByUnit.get(id);
  if (!dimensions) throw new ToolError(`Unknown unit "${id}".`);
  return { unit: id, dimensions };
}

// Cooking: US customary volumes (from the volume table), the metric cup, and masses; crossing volume ↔ mass takes a
// density in g/mL, since no ingredient table is shipped.
export const COOKING_UNITS = {
  cup: { kind: 'volume', name: 'US cup (236.5882365 mL)' },
  tbsp: { kind: 'volume', name: 'US tablespoon (cup/16)' },
  tsp: { kind: 'volume', name: 'US teaspoon (tbsp/3)' },
  floz: { kind: 'volume', name: 'US fluid ounce' },
  ml: { kind: 'volume', name: 'millilitre' },
  l: { kind: 'volume', name: 'litre' },
  'metric-cup': { kind: 'volume', name: 'metric cup (250 mL)' },
  g: { kind: 'mass', name: 'gram' },
  kg: { kind: 'mass', name: 'kilogram' },
  oz: { kind: 'mass', name: 'ounce (avoirdupois)' },
  lb: { kind: 'mass', name: 'pound' },
} as const;
export type CookingUnit = keyof typeof COOKING_UNITS;

function cookingFactor(unit: CookingUnit): Ratio {
  if (unit === 'metric-cup') return evaluate('0.00025');
  return unitFactor(COOKING_UNITS[unit].kind, unit);
}

/** Converts a cooking quantity; volume ↔ mass needs `densityGPerMl` (1 m³ at d g/mL weighs 1000·d kg). */
export function convertCooking(value: number, from: CookingUnit, to: CookingUnit, densityGPerMl?: number): number {
  const x = new D(value);
  const f = cookingFactor(from);
  const t = cookingFactor(to);
  const fromKind = COOKING_UNITS[from].kind;
  const toKind = COOKING_UNITS[to].kind;
  if (fromKind === toKind) return toNumber(from === to ? x : x.times(f.num).times(t.den).div(f.den.times(t.num)));
  if (densityGPerMl === undefined) {
    throw new ToolError(`Converting ${fromKind} (${from}) to ${toKind} (${to}) needs the ingredient's density: set "densityGPerMl" (water 1, flour about 0.53, sugar about 0.85).`);
  }
  const kgPerM3 = new D(densityGPerMl).times(1000);
  return toNumber(
    fromKind === 'volume'
      ? x.times(f.num).times(t.den).times(kgPerM3).div(f.den.times(t.num))
      : x.times(f.num).times(t.den).div(f.den.times(t.num).times(kgPerM3)),
  );
}
