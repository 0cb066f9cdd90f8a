// Shared logic of the finance pricing, tax, everyday-money and validator tools (TOOLS-PLAN §4 Finance, §3.3 money):
// schema fragments, percent helpers, rounding to a minor unit, exact allocation of minor units, check-digit routines.
import { ToolError, nullable } from './define.ts';
import { Decimal, dec, toNumber } from './money.ts';

export { Decimal, dec, toNumber };

/** A money amount in the schema: 0 ≤ x ≤ 1e12 unless told otherwise. */
export const money = (description?: string, minimum = 0): Record<string, unknown> => ({
  type: 'number',
  minimum,
  maximum: 1e12,
  ...(description ? { description } : {}),
});
/** A money amount that must be above zero: 0 < x ≤ 1e12. */
export const positiveMoney = (description?: string): Record<string, unknown> => ({
  type: 'number',
  exclusiveMinimum: 0,
  maximum: 1e12,
  ...(description ? { description } : {}),
});
/** A percent in the schema (6.5 means 6.5 %). */
export const percent = (maximum = 1000, description?: string): Record<string, unknown> => ({
  type: 'number',
  minimum: 0,
  maximum,
  ...(description ? { description } : {}),
});
export const num = (description?: string): Record<string, unknown> => ({ type: 'number', ...(description ? { description } : {}) });
export const nullableNum = (description?: string): Record<string, unknown> => nullable({ type: 'number' }, description ? { description } : {});

/** A percent input as a Decimal fraction (6.5 → 0.065). */
export const rate = (percentValue: number, field = 'rate'): Decimal => dec(percentValue, field).dividedBy(100);

/** Half up (ties away from zero) to `places` decimals, as a Decimal. */
export { halfUp } from './money.ts';
/** Toward −∞ to `places` decimals (what can be afforded), as a Decimal. */
export const down = (value: Decimal, places = 2): Decimal => value.toDecimalPlaces(places, Decimal.ROUND_FLOOR);
/** Toward +∞ to `places` decimals, as a Decimal. */
export const up = (value: Decimal, places = 2): Decimal => value.toDecimalPlaces(places, Decimal.ROUND_CEIL);
/** A money Decimal already rounded, as a JSON number. */
export const out = (value: Decimal, what = 'result'): number => toNumber(value, what);
/** An unrounded ratio as a percent number (the double nearest the exact value). */
export const pct = (numerator: Decimal, denominator: Decimal): number => toNumber(numerator.dividedBy(denominator).times(100), 'percentage');

/** Digits after the decimal point of a currency per the ICU data of this Node (ISO 4217: JPY 0, EUR 2, KWD 3). */
export function minorUnitDigits(currency: string): number {
  const code = currency.toUpperCase();
  if (!/^[A-Z]{3}$/.test(code)) throw new ToolError(`"${currency}" is not a three-letter ISO 4217 currency code.`);
  return new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** The exact value of a JSON number as a BigInt fraction numerator / 10^scale, from its shortest decimal string. */
function exactScaled(value: number): { digits: bigint; scale: number } {
  const [mantissa, exponentText] = String(value).toLowerCase().split('e') as [string, string | undefined];
  const [whole, fraction = ''] = mantissa.replace('-', '').split('.') as [string, string | undefined];
  let scale = fraction.length - Number(exponentText ?? 0);
  let digits = BigInt(whole + fraction);
  if (scale < 0) {
    digits *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { digits: value < 0 ? -digits : digits, scale };
}

/**
 * Splits `units` (a non-negative count of minor units) in proportion to `weights` (≥ 0, not all zero) exactly:
 * each share gets the floor of its exact quota, then the leftover units go one each to the largest remainders, ties to
 * the earliest share (largest-remainder / Hamilton method). Equal weights thus give the leftover to the earliest shares.
 */
export function allocate(units: bigint, weights: number[]): bigint[] {
  const exact = weights.map(exactScaled);
  const scale = Math.max(...exact.map((w) => w.scale));
  const scaled = exact.map((w) => w.digits * 10n ** BigInt(scale - w.scale));
  const total = scaled.reduce((a, b) => a + b, 0n);
  if (total <= 0n) throw new ToolError('The weights must not all be zero.');
  const shares = scaled.map((w) => (units * w) / total);
  const remainders = scaled.map((w, i) => ({ i, r: units * w - shares[i]! * total }));
  let leftover = units - shares.reduce((a, b) => a + b, 0n);
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of remainders) {
    if (leftover <= 0n) break;
    shares[i]! += 1n;
    leftover -= 1n;
  }
  return shares;
}

/** Luhn (mod 10) check over a string of decimal digit values; `values` are the digits from left to right. */
export function luhnSum(values: number[]): number {
  let sum = 0;
  for (let i = values.length - 1, double = false; i >= 0; i--, double = !double) {
    let d = values[i]!;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10;
}

/** A `value` of 0–35 for 0–9 and A–Z (base-36 digit), as ISIN, CUSIP and IBAN use. */
export const base36 = (ch: string): number => Number.parseInt(ch, 36);
