// Exact decimal arithmetic for money results (TOOLS-PLAN §3.3): inputs parsed from their shortest decimal string,
// computed at 40 significant digits, rounded half up (ties away from zero, as Excel ROUND) once per money result.
import { Decimal as DecimalJs } from 'decimal.js';
import { ToolError } from './define.ts';

/** decimal.js configured for money: 40 significant digits, half-up rounding. */
export const Decimal = DecimalJs.clone({ precision: 40, rounding: DecimalJs.ROUND_HALF_UP });
export type Decimal = InstanceType<typeof Decimal>;

/** A JSON number as an exact Decimal of its shortest round-trip string (0.1 stays 0.1). */
export function dec(value: number, field = 'value'): Decimal {
  if (!Number.isFinite(value)) throw new ToolError(`"${field}" must be a finite number.`);
  return new Decimal(String(value));
}

/** Rounded half up (ties away from zero) to `places` decimals (2 = cents), still a Decimal. */
export const halfUp = (value: Decimal, places = 2): Decimal => value.toDecimalPlaces(places, Decimal.ROUND_HALF_UP);

/** A money result: rounded half up to `places` decimals (2 = cents), as a JSON number. */
export function roundMoney(value: Decimal, places = 2): number {
  return toNumber(halfUp(value, places));
}

/** A non-money result as the JSON number nearest the exact decimal, refusing what does not fit a double. */
export function toNumber(value: Decimal, what = 'result'): number {
  const n = value.toNumber();
  if (!Number.isFinite(n)) throw new ToolError(`The ${what} is too large to represent.`);
  return Object.is(n, -0) ? 0 : n;
}
