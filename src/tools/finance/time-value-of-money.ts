import { ToolError, defineTool } from '../define.ts';
import { Decimal, dec, fraction, lnOnePlus, moneyOut, powMinusOne, solveRate, solvedPercent, toNumber, MAX_MONEY } from '../finance-math.ts';

interface Inputs {
  solveFor: 'pv' | 'fv' | 'pmt' | 'nper' | 'rate';
  ratePercentPerPeriod?: number;
  periods?: number;
  payment?: number;
  presentValue?: number;
  futureValue?: number;
  paymentTiming?: 'end' | 'beginning';
}

const amount = (description: string) => ({ type: 'number', minimum: -MAX_MONEY, maximum: MAX_MONEY, default: 0, description });

export default defineTool({
  slug: 'time-value-of-money',
  name: 'Time value of money (TVM) solver',
  category: 'finance',
  description:
    'Solves pv·(1+r)^n + pmt·(1 + r·type)·((1+r)^n − 1)/r + fv = 0 (r = 0: pv + pmt·n + fv = 0) for one unknown, with Excel\'s PV/FV/PMT/NPER/RATE sign convention (money paid out negative, received positive; type 1 = payments at the beginning). pv, fv and pmt are rounded half up to cents, nper is unrounded, rate is solved numerically (bisection to 1e-15) and returned in percent per period rounded to 8 decimals.',
  inputSchema: {
    type: 'object',
    properties: {
      solveFor: { type: 'string', enum: ['pv', 'fv', 'pmt', 'nper', 'rate'], description: 'The unknown to solve for: present value, future value, payment per period, number of periods or rate per period.' },
      ratePercentPerPeriod: { type: 'number', minimum: -99, maximum: 1000, description: 'Interest rate per period in percent (not needed when solving for rate).' },
      periods: { type: 'number', exclusiveMinimum: 0, maximum: 10000, description: 'Number of periods (not needed when solving for nper).' },
      payment: amount('Payment each period (default 0).'),
      presentValue: amount('Present value (default 0).'),
      futureValue: amount('Future value (default 0).'),
      paymentTiming: { type: 'string', enum: ['end', 'beginning'], default: 'end', description: 'When payments are made in each period: end (default, ordinary annuity) or beginning (annuity due).' },
    },
    required: ['solveFor'],
  },
  outputSchema: {
    type: 'object',
    properties: { value: { type: 'number', description: 'The solved quantity: money in cents, nper unrounded, rate in percent per period.' } },
    required: ['value'],
  },
  // Expected results: test/reference/finance_loans.py (Microsoft RATE(48, −200, 8000) = 0.77 % and NPER(1 %, −100, −1000, 10000, 1) = 59.6738657 documentation examples; the others closed forms in Decimal).
  examples: [
    { inputs: { solveFor: "rate", periods: 48, payment: -200, presentValue: 8000 }, result: { value: 0.77014725 } },
    { inputs: { solveFor: "nper", ratePercentPerPeriod: 1, payment: -100, presentValue: -1000, futureValue: 10000, paymentTiming: "beginning" }, result: { value: 59.673865674294625 } },
    { inputs: { solveFor: "pmt", ratePercentPerPeriod: 0.5, periods: 360, presentValue: 200000 }, result: { value: -1199.1 } },
    { inputs: { solveFor: "fv", ratePercentPerPeriod: 0.5, periods: 120, payment: -200, presentValue: -5000 }, result: { value: 41872.85 } },
    { inputs: { solveFor: "pv", ratePercentPerPeriod: 0.75, periods: 60, payment: -350, futureValue: -1000, paymentTiming: "beginning" }, result: { value: 17625.84 } },
  ],
  run(inputs: Inputs) {
    const { solveFor, paymentTiming = 'end' } = inputs;
    const type = paymentTiming === 'beginning' ? 1 : 0;
    const pv = dec(inputs.presentValue ?? 0, 'presentValue');
    const fv = dec(inputs.futureValue ?? 0, 'futureValue');
    const pmt = dec(inputs.payment ?? 0, 'payment');
    const need = (field: 'ratePercentPerPeriod' | 'periods'): number => {
      const value = inputs[field];
      if (value === undefined) throw new ToolError(`Solving for ${solveFor} needs ${field}.`);
      return value;
    };
    if (solveFor === 'rate') {
      const n = need('periods');
      const [p, f, a] = [pv.toNumber(), fv.toNumber(), pmt.toNumber()];
      const fn = (r: number) => {
        if (r === 0) return p + a * n + f;
        const g = Math.pow(1 + r, n);
        return p * g + (a * (1 + r * type) * (g - 1)) / r + f;
      };
      return { value: solvedPercent(solveRate(fn, 0.1, 'rate')) };
    }
    const r = fraction(need('ratePercentPerPeriod'), 'ratePercentPerPeriod');
    const annuityFactor = (gMinusOne: Decimal) => (gMinusOne.isZero() ? null : r.times(type).plus(1).times(gMinusOne).dividedBy(r));
    if (solveFor === 'nper') {
      let n: Decimal;
      if (r.isZero()) {
        if (pmt.isZero()) throw new ToolError('With a zero rate and no payment the number of periods is undetermined.');
        n = pv.plus(fv).negated().dividedBy(pmt);
      } else {
        const a = pmt.times(r.times(type).plus(1));
        // (a − fv·r) / (a + pv·r) = 1 + x with x = −(fv + pv)·r / (a + pv·r): ln(1 + x) keeps its digits for tiny r
        const x = fv.plus(pv).times(r).negated().dividedBy(a.plus(pv.times(r)));
        if (!x.isFinite() || x.lessThanOrEqualTo(-1)) throw new ToolError('No number of periods solves these values (check the signs: money paid out is negative).');
        n = lnOnePlus(x).dividedBy(lnOnePlus(r));
      }
      if (n.isNegative()) throw new ToolError(`The values give a negative number of periods (${n.toSignificantDigits(6).toString()}).`);
      return { value: toNumber(n, 'number of periods') };
    }
    const n = need('periods');
    const gMinusOne = powMinusOne(r, n);
    const g = gMinusOne.plus(1);
    const factor = annuityFactor(gMinusOne);
    let value: Decimal;
    if (solveFor === 'fv') value = factor ? pv.times(g).plus(pmt.times(factor)).negated() : pv.plus(pmt.times(n)).negated();
    else if (solveFor === 'pv') value = factor ? fv.plus(pmt.times(factor)).dividedBy(g).negated() : fv.plus(pmt.times(n)).negated();
    else value = factor ? fv.plus(pv.times(g)).dividedBy(factor).negated() : fv.plus(pv).dividedBy(n).negated();
    if (!value.isFinite()) throw new ToolError('The result is not a finite number.');
    return { value: moneyOut(value, solveFor) };
  },
});
