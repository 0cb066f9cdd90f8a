// Loan, time-value and investment math shared by the finance tools (TOOLS-PLAN §4 Finance rows 1–5, 9–17, 36, 38–40).
// Money is computed with decimal.js (precision 40, money.ts) and rounded half up to cents once per result;
// amortization runs in exact integer cents (BigInt, the rate as an exact fraction); the root finders (IRR, XIRR, TVM
// rate, bond yield) work in doubles and return percentages rounded to SOLVER_PLACES.
import { ToolError } from './define.ts';
import { Decimal, dec, halfUp, toNumber } from './money.ts';

export { Decimal, dec, toNumber };

export const ZERO = new Decimal(0);
export const ONE = new Decimal(1);

/** The upper bound of every money input (TOOLS-PLAN §3.2). */
export const MAX_MONEY = 1e12;

/** JSON Schema of a money amount. */
export const money = (description: string, minimum = 0) => ({ type: 'number', minimum, maximum: MAX_MONEY, description });
export const positiveMoney = (description: string) => ({ type: 'number', exclusiveMinimum: 0, maximum: MAX_MONEY, description });
export const ratePercent = (description: string, maximum = 100) => ({ type: 'number', minimum: 0, maximum, description });

/** A percent input as a fraction (6.5 → 0.065), exact. */
export const fraction = (percent: number, field: string): Decimal => dec(percent, field).dividedBy(100);


/** A money result as a JSON number: half up to cents. */
export const moneyOut = (value: Decimal, what = 'amount'): number => toNumber(halfUp(value), what);

/** Below this |x| (or |r·n|) the series are used: the direct forms would lose digits to cancellation at 40 digits. */
const SERIES_BELOW = new Decimal('1e-6');
const SERIES_EPSILON = new Decimal('1e-60');

/** (1+r)^n − 1 without cancellation for tiny r·n: the binomial series Σ C(n,k)·r^k when |r·n| < 1e-6. */
export function powMinusOne(rate: Decimal, n: Decimal | number): Decimal {
  if (rate.isZero()) return ZERO;
  const exponent = new Decimal(n);
  if (rate.abs().times(exponent.abs().plus(1)).greaterThanOrEqualTo(SERIES_BELOW)) return rate.plus(1).pow(exponent).minus(1);
  let term = exponent.times(rate);
  let total = term;
  for (let k = 2; k < 40 && !term.isZero() && term.abs().greaterThan(total.abs().times(SERIES_EPSILON)); k++) {
    term = term.times(exponent.minus(k - 1)).times(rate).dividedBy(k);
    total = total.plus(term);
  }
  return total;
}

/** e^x − 1 without cancellation for tiny x (series below 1e-6). */
export function expMinusOne(x: Decimal): Decimal {
  if (x.abs().greaterThanOrEqualTo(SERIES_BELOW)) return x.exp().minus(1);
  let term = x;
  let total = x;
  for (let k = 2; k < 40 && !term.isZero() && term.abs().greaterThan(total.abs().times(SERIES_EPSILON)); k++) {
    term = term.times(x).dividedBy(k);
    total = total.plus(term);
  }
  return total;
}

/** ln(1 + x) without cancellation for tiny x (series below 1e-6). */
export function lnOnePlus(x: Decimal): Decimal {
  if (x.abs().greaterThanOrEqualTo(SERIES_BELOW)) return x.plus(1).ln();
  let power = x;
  let total = x;
  for (let k = 2; k < 40 && !power.isZero() && power.abs().greaterThan(total.abs().times(SERIES_EPSILON)); k++) {
    power = power.times(x).negated();
    total = total.plus(power.dividedBy(k));
  }
  return total;
}

/** Level payment of an annuity-immediate: P·r / (1 − (1+r)^−n) = P·r·g / (g − 1), g = (1+r)^n; r = 0 → P/n. Unrounded. */
export function levelPayment(principal: Decimal, rate: Decimal, periods: number): Decimal {
  const growthMinusOne = powMinusOne(rate, periods);
  if (growthMinusOne.isZero()) return principal.dividedBy(periods);
  return principal.times(rate).times(growthMinusOne.plus(1)).dividedBy(growthMinusOne);
}

/** A money amount in whole cents, rounded half up (amortization works in exact integer cents). */
export const toCents = (value: Decimal): bigint => {
  if (!value.isFinite() || value.abs().greaterThan(1e30)) throw new ToolError('An amount is too large to represent.');
  return BigInt(halfUp(value).times(100).toFixed(0));
};

/** Cents as the JSON number nearest the decimal amount (an integer below 2^53 divided by 100 is correctly rounded). */
export const centsOut = (value: bigint): number => {
  const n = Number(value) / 100;
  if (!Number.isFinite(n)) throw new ToolError('An amount is too large to represent.');
  return Object.is(n, -0) ? 0 : n;
};

/** An exact rate per period as a fraction of integers: percent / 100 / periodsPerYear. */
export interface ExactRate {
  numerator: bigint;
  denominator: bigint;
}
export function exactRate(percent: number, field: string, periodsPerYear: number): ExactRate {
  const [n, d] = dec(percent, field).toFraction();
  return { numerator: BigInt(n!.toFixed(0)), denominator: BigInt(d!.toFixed(0)) * 100n * BigInt(periodsPerYear) };
}

export interface ScheduleRow {
  period: number;
  payment: bigint;
  interest: bigint;
  principal: bigint;
  balance: bigint;
}

/**
 * Amortizes `principal` cents at the exact `rate` per period with a level `payment` plus `extra` each period (cents).
 * Each period's interest is balance × rate rounded half up to the cent (exact rational arithmetic); the last payment is
 * the balance plus its interest, so the balance ends at exactly 0.00. `lastPeriod` forces the payoff in that period (the
 * loan's term). Without it, refuses a payment that does not cover the first period's interest; always refuses a
 * schedule longer than `maxPeriods`.
 */
export function amortize(principal: bigint, rate: ExactRate, payment: bigint, options: { extra?: bigint; lastPeriod?: number; maxPeriods: number }): ScheduleRow[] {
  if (principal <= 0n) throw new ToolError('The amount owed rounds to 0.00: nothing to repay.');
  const perPeriod = payment + (options.extra ?? 0n);
  const { numerator, denominator } = rate;
  const rows: ScheduleRow[] = [];
  let balance = principal;
  for (let period = 1; balance > 0n; period++) {
    if (period > options.maxPeriods) throw new ToolError(`The loan is not paid off within ${options.maxPeriods} payments; raise the payment.`);
    const interest = (2n * balance * numerator + denominator) / (2n * denominator);
    if (period === 1 && options.lastPeriod === undefined && perPeriod <= interest) {
      throw new ToolError(`The payment (${centsOut(perPeriod)}) does not cover the first period's interest (${centsOut(interest)}): the loan would never be paid off.`);
    }
    const owed = balance + interest;
    if (owed <= perPeriod || period === options.lastPeriod) {
      rows.push({ period, payment: owed, interest, principal: balance, balance: 0n });
      break;
    }
    const toPrincipal = perPeriod - interest;
    balance -= toPrincipal;
    rows.push({ period, payment: perPeriod, interest, principal: toPrincipal, balance });
  }
  return rows;
}

/** Σ of a bigint list. */
export const sumCents = (values: bigint[]): bigint => values.reduce((a, b) => a + b, 0n);


// ---- dates (YYYY-MM-DD, proleptic Gregorian) ----

export const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
export const dateSchema = (description: string) => ({ type: 'string', pattern: DATE_PATTERN, maxLength: 10, description });

export interface CivilDate {
  year: number;
  month: number; // 1–12
  day: number;
}

const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

export function parseDate(text: string, field: string): CivilDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) throw new ToolError(`"${field}" must be a date YYYY-MM-DD.`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) throw new ToolError(`"${field}" is not a calendar date: ${text}.`);
  return { year, month, day };
}

/** The date `months` months later, the day clamped to the end of a shorter month (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(date: CivilDate, months: number): CivilDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

export const formatDate = (d: CivilDate): string => `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/** Days since 0001-01-01 (for day differences). */
export const dayNumber = (d: CivilDate): number => {
  const t = new Date(0);
  t.setUTCFullYear(d.year, d.month - 1, d.day);
  t.setUTCHours(0, 0, 0, 0);
  return Math.round(t.getTime() / 86_400_000);
};

/** Schema of a list of dated cash flows (xnpv, xirr). */
export const datedFlowsSchema = (minItems: number) => ({
  type: 'array',
  minItems,
  maxItems: 1000,
  items: {
    type: 'object',
    properties: { date: dateSchema('Date of the flow, YYYY-MM-DD.'), amount: { type: 'number', minimum: -MAX_MONEY, maximum: MAX_MONEY, description: 'Amount of the flow: negative for money paid out, positive for money received.' } },
    required: ['date', 'amount'],
    additionalProperties: false,
  },
  description: 'Dated flows, outflows negative; the first flow\'s date is the start (no later flow may be earlier).',
});

/** Parses dated flows into days after the first flow's date, refusing earlier dates (as spreadsheet XNPV/XIRR). */
export function datedFlows(cashFlows: Array<{ date: string; amount: number }>): Array<{ days: number; amount: number }> {
  const start = dayNumber(parseDate(cashFlows[0]!.date, 'cashFlows[0].date'));
  return cashFlows.map((flow, i) => {
    const days = dayNumber(parseDate(flow.date, `cashFlows[${i}].date`)) - start;
    if (days < 0) throw new ToolError(`cashFlows[${i}].date (${flow.date}) is before the first flow's date.`);
    return { days, amount: flow.amount };
  });
}

// ---- discounting ----

/** NPV of `flows` at `rate` per period, the first flow at t = `firstPeriod` (0 or 1 for Excel's NPV); Horner's scheme. */
export function npv(rate: Decimal, flows: Decimal[], firstPeriod: 0 | 1): Decimal {
  const v = ONE.dividedBy(rate.plus(1));
  let total = ZERO;
  for (let t = flows.length - 1; t >= 0; t--) total = total.times(v).plus(flows[t]!);
  return firstPeriod === 0 ? total : total.times(v);
}

/** Number of sign changes in a cash-flow list (zeros skipped): more than one allows several IRRs. */
export function signChanges(flows: number[]): number {
  let changes = 0;
  let last = 0;
  for (const flow of flows) {
    if (flow === 0) continue;
    const sign = Math.sign(flow);
    if (last !== 0 && sign !== last) changes++;
    last = sign;
  }
  return changes;
}

// ---- bonds ----

export const bondSchemaProperties = {
  faceValue: { type: 'number', exclusiveMinimum: 0, maximum: MAX_MONEY, description: 'Face (par) value repaid at maturity.' },
  couponRatePercent: { type: 'number', minimum: 0, maximum: 100, description: 'Annual coupon rate in percent of face.' },
  yearsToMaturity: { type: 'number', exclusiveMinimum: 0, maximum: 100, description: 'Years to maturity; × frequency must be whole.' },
  frequency: { type: 'integer', enum: [1, 2, 4, 12], default: 2, description: 'Coupons per year.' },
};

/** The bond's cash flows per period 1…n: coupon face·c/f, the last one plus face. */
export function bondCashFlows(faceValue: number, couponRatePercent: number, years: number, frequency: number): Decimal[] {
  const n = years * frequency;
  if (!Number.isInteger(n) || n < 1) throw new ToolError(`yearsToMaturity × frequency = ${n} is not a whole number of coupon periods.`);
  const face = dec(faceValue, 'faceValue');
  const coupon = face.times(dec(couponRatePercent, 'couponRatePercent')).dividedBy(100).dividedBy(frequency);
  const flows: Decimal[] = Array.from({ length: n }, () => coupon);
  flows[n - 1] = coupon.plus(face);
  return flows;
}

// ---- root finding ----

/** Solver results are percentages rounded half up to this many decimal places (a root is only as exact as doubles). */
export const SOLVER_PLACES = 8;

/** Candidate rates (as fractions) scanned for a sign change, from −99.99 % to 1 000 000 %. */
const GRID: number[] = (() => {
  const grid = [-0.9999, -0.999, -0.99, -0.98, -0.95, -0.9];
  for (let r = -0.85; r < 1; r += 0.05) grid.push(Math.round(r * 100) / 100);
  for (const r of [1, 1.5, 2, 3, 5, 7.5, 10, 20, 50, 100, 1000, 10000]) grid.push(r);
  return grid;
})();

/**
 * A root of `f` on rates in (−1, 10000]: scans GRID for sign changes (plus `guess`) and takes the bracket closest to
 * `guess`, then bisects in doubles until the bracket is 1e-15 wide or cannot shrink (at most 200 steps), so the root
 * is exact to about 1e-15 (absolute, as a fraction). ToolError when no bracket has a sign change.
 */
export function solveRate(f: (rate: number) => number, guess: number, what: string): number {
  const points = [...GRID];
  if (Number.isFinite(guess) && guess > -1 && guess <= 10000 && !points.includes(guess)) points.push(guess);
  points.sort((a, b) => a - b);
  const values = points.map((p) => f(p));
  let best: [number, number, number, number] | undefined;
  let bestDistance = Infinity;
  for (let i = 0; i < points.length; i++) {
    const [p, v] = [points[i]!, values[i]!];
    if (v === 0) {
      const distance = Math.abs(p - guess);
      if (distance < bestDistance) [best, bestDistance] = [[p, p, 0, 0], distance];
      continue;
    }
    if (i + 1 === points.length) continue;
    const [q, w] = [points[i + 1]!, values[i + 1]!];
    if (Number.isFinite(v) && Number.isFinite(w) && w !== 0 && Math.sign(v) !== Math.sign(w)) {
      const distance = guess < p ? p - guess : guess > q ? guess - q : 0;
      if (distance < bestDistance) [best, bestDistance] = [[p, q, v, w], distance];
    }
  }
  if (!best) throw new ToolError(`No ${what} found: the value does not change sign between −99.99 % and 1 000 000 %.`);
  let [lo, hi, fLo] = best;
  for (let step = 0; step < 200 && hi - lo > 1e-15; step++) {
    const mid = (lo + hi) / 2;
    if (mid === lo || mid === hi) break;
    const fMid = f(mid);
    if (!Number.isFinite(fMid)) throw new ToolError(`The ${what} search did not converge.`);
    if (fMid === 0) return mid;
    if (Math.sign(fMid) === Math.sign(fLo)) [lo, fLo] = [mid, fMid];
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** A solved rate (fraction) as a percentage rounded half up to SOLVER_PLACES decimals. */
export const solvedPercent = (rate: number): number => toNumber(new Decimal(rate).times(100).toDecimalPlaces(SOLVER_PLACES, Decimal.ROUND_HALF_UP));

/** Double-precision NPV for the solvers: Σ cf_t / (1+r)^t, t from 0. */
export function npvDouble(rate: number, flows: number[]): number {
  const v = 1 / (1 + rate);
  let factor = 1;
  let total = 0;
  for (const flow of flows) {
    total += flow * factor;
    factor *= v;
  }
  return total;
}
