// Shared by the health tools: rounding, unit constants, the BMR formulas (bmr and tdee), the WHO BMI band (bmi and
// ideal weight), calendar dates (pregnancy, ovulation) and durations written H:MM:SS (pace, race time).
import { Decimal } from 'decimal.js';
import { ToolError } from './define.ts';

/** Decimal at 40 significant digits: enough that every health formula is exact before its final rounding. */
export const D = Decimal.clone({ precision: 40 });
export type Dec = InstanceType<typeof D>;

/** Exact conversion factors: the international pound and inch (1959), the international mile. */
export const KG_PER_LB = 0.45359237;
export const M_PER_IN = 0.0254;
export const KM_PER_MILE = 1.609344;

/** Rounds half away from zero at `places` decimals, reading the number from its shortest decimal string. */
export function round(value: number | Dec, places: number): number {
  const decimal = Decimal.isDecimal(value) ? (value as Dec) : new D(finite(value as number));
  const rounded = decimal.toDecimalPlaces(places, Decimal.ROUND_HALF_UP).toNumber();
  return Object.is(rounded, -0) ? 0 : rounded;
}

/** Refuses NaN or an infinity before it can reach a result. */
export function finite(value: number, what = 'The inputs'): number {
  if (!Number.isFinite(value)) throw new ToolError(`${what} give a result that is not a finite number.`);
  return value;
}

export const dec = (value: number | string) => new D(value);

// ---- Basal metabolic rate ----------------------------------------------------------------------------------------

export const bmrFormulas = ['mifflin-st-jeor', 'harris-benedict', 'katch-mcardle'] as const;
export type BmrFormula = (typeof bmrFormulas)[number];
export type Sex = 'male' | 'female';

export interface BmrInputs {
  sex: Sex;
  age: number;
  weightKg: number;
  heightCm: number;
  formula: BmrFormula;
  bodyFatPercent?: number;
}

/** The input properties bmr-calculator and tdee-calculator share. */
export const bmrInputProperties = {
  sex: { type: 'string', enum: ['male', 'female'], description: 'Sex the formula was fitted for.' },
  age: { type: 'number', minimum: 10, maximum: 120, description: 'Age in years.' },
  weightKg: { type: 'number', exclusiveMinimum: 0, maximum: 700, description: 'Body weight in kilograms.' },
  heightCm: { type: 'number', minimum: 50, maximum: 280, description: 'Height in centimetres.' },
  formula: {
    type: 'string',
    enum: [...bmrFormulas],
    default: 'mifflin-st-jeor',
    description: 'mifflin-st-jeor (1990), harris-benedict (as revised by Roza and Shizgal 1984) or katch-mcardle (needs bodyFatPercent).',
  },
  bodyFatPercent: { type: 'number', minimum: 0, exclusiveMaximum: 100, description: 'Body fat in percent; required by katch-mcardle.' },
} as const;

/**
 * Basal metabolic rate in kcal/day, exact in decimal (the formulas are linear in decimal coefficients).
 * Mifflin–St Jeor: 10w + 6.25h − 5a + 5 (male) / − 161 (female). Roza–Shizgal: 88.362 + 13.397w + 4.799h − 5.677a
 * (male), 447.593 + 9.247w + 3.098h − 4.330a (female). Katch–McArdle: 370 + 21.6 × lean mass (kg).
 */
export function bmr({ sex, age, weightKg, heightCm, formula, bodyFatPercent }: BmrInputs): Dec {
  const w = dec(weightKg);
  const h = dec(heightCm);
  const a = dec(age);
  if (formula === 'mifflin-st-jeor') {
    return w.times(10).plus(h.times('6.25')).minus(a.times(5)).plus(sex === 'male' ? 5 : -161);
  }
  if (formula === 'harris-benedict') {
    return sex === 'male'
      ? dec(88.362).plus(w.times('13.397')).plus(h.times('4.799')).minus(a.times('5.677'))
      : dec(447.593).plus(w.times('9.247')).plus(h.times('3.098')).minus(a.times('4.330'));
  }
  if (bodyFatPercent === undefined) throw new ToolError('The katch-mcardle formula needs "bodyFatPercent".');
  const leanKg = w.times(dec(100).minus(bodyFatPercent)).dividedBy(100);
  return leanKg.times('21.6').plus(370);
}

/** BMR rounded for display, refusing a non-positive rate (only reachable far outside adult inputs). */
export function bmrRounded(inputs: BmrInputs): { exact: Dec; rounded: number } {
  const exact = bmr(inputs);
  if (exact.lte(0)) throw new ToolError('These inputs give a basal metabolic rate of zero or less: check age, weight and height.');
  return { exact, rounded: round(exact, 2) };
}

// ---- BMI ---------------------------------------------------------------------------------------------------------

/** The WHO adult normal range, 18.5 ≤ BMI < 25, as weights in kg for a height in metres (1 decimal, half up). */
export function healthyWeightRangeKg(heightM: number): { min: number; max: number } {
  const square = heightM * heightM;
  return { min: round(18.5 * square, 1), max: round(25 * square, 1) };
}

// ---- Calendar dates ----------------------------------------------------------------------------------------------

export const isoDatePattern = '^\\d{4}-\\d{2}-\\d{2}$';
export const isoDateOrDateTimePattern = '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2}))?$';
const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of an ISO date (its first 10 characters), refusing impossible dates such as 2023-02-29
 * and years outside 1000–9990 (Date.UTC maps years below 100 to 19xx; results past 9999 need a longer format). */
export function dayNumber(text: string, field: string): number {
  const [year, month, day] = text.slice(0, 10).split('-').map(Number) as [number, number, number];
  const ms = Date.UTC(year, month - 1, day);
  const date = new Date(ms);
  if (year < 1000 || year > 9990 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    throw new ToolError(`"${field}" is not a valid calendar date between the years 1000 and 9990: ${text}`);
  }
  return ms / DAY_MS;
}

/** The UTC calendar date of "now", as a day number. */
export const today = () => Math.floor(Date.now() / DAY_MS);

/** ISO 8601 date (yyyy-MM-dd) of a day number. */
export function isoDate(days: number): string {
  return new Date(days * DAY_MS).toISOString().slice(0, 10);
}

// ---- Durations ---------------------------------------------------------------------------------------------------

/** H:MM:SS or M:SS (seconds may carry up to 3 decimals). */
export const durationPattern = '^(\\d{1,3}:[0-5]\\d|\\d{1,3}):[0-5]\\d(\\.\\d{1,3})?$';

/** Seconds in a duration written H:MM:SS or M:SS. */
export function parseDuration(text: string, field: string): number {
  const parts = text.split(':');
  const seconds = parts.reduce((total, part) => total * 60 + Number(part), 0);
  if (!(seconds > 0) || !Number.isFinite(seconds)) throw new ToolError(`"${field}" must be a duration above zero, e.g. 0:50:00.`);
  return seconds;
}

/** Seconds rounded half up to tenths, written H:MM:SS.s (or M:SS.s when `withHours` is false, minutes unbounded). */
export function formatDuration(seconds: number, withHours = true): string {
  const tenths = new D(finite(seconds)).times(10).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
  const pad = (n: number) => String(n).padStart(2, '0');
  const fraction = tenths % 10;
  const whole = (tenths - fraction) / 10;
  const secs = `${pad(whole % 60)}.${fraction}`;
  if (!withHours) return `${Math.floor(whole / 60)}:${secs}`;
  return `${Math.floor(whole / 3600)}:${pad(Math.floor(whole / 60) % 60)}:${secs}`;
}
