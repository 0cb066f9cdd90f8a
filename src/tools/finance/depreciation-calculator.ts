import { ToolError, defineTool } from '../define.ts';
import { Decimal, dec, halfUp, money, num, out } from '../finance-pricing.ts';

type Method = 'straight-line' | 'declining-balance' | 'double-declining-balance' | 'sum-of-years-digits' | 'units-of-production';

export default defineTool({
  slug: 'depreciation-calculator',
  name: 'Depreciation calculator',
  category: 'finance',
  description:
    'Yearly depreciation schedule with Excel semantics, each year rounded half up to cents and the book value = cost − accumulated. straight-line (SLN) and sum-of-years-digits (SYD): the last year absorbs the rounding so the asset ends at salvage. double-declining-balance (DDB): book value × factor / life, capped so the book value never falls below salvage (no switch to straight line). declining-balance (DB): fixed rate 1 − (salvage / cost)^(1/life) rounded to 3 decimals as Excel does, full years, not capped. units-of-production: (cost − salvage) × units of the year / totalUnits (default the sum of units), the year the units reach the total absorbs the rounding.',
  inputSchema: {
    type: 'object',
    properties: {
      cost: money('Purchase cost of the asset.'),
      salvageValue: money('Residual value at the end of its life; must not exceed cost.'),
      lifeYears: { type: 'integer', minimum: 1, maximum: 100, description: 'Useful life in whole years: the number of schedule rows.' },
      method: { type: 'string', enum: ['straight-line', 'declining-balance', 'double-declining-balance', 'sum-of-years-digits', 'units-of-production'], description: 'Depreciation method (Excel SLN, DB, DDB, SYD, or by units produced; units-of-production needs units).' },
      factor: { type: 'number', exclusiveMinimum: 0, maximum: 10, default: 2, description: 'Rate multiplier of double-declining-balance (Excel DDB factor).' },
      units: { type: 'array', minItems: 1, maxItems: 100, items: { type: 'number', minimum: 0, maximum: 1e12 }, description: 'units-of-production: units produced each year, one per year of life.' },
      totalUnits: { type: 'number', exclusiveMinimum: 0, maximum: 1e14, description: 'units-of-production: units over the whole life (default: the sum of units).' },
    },
    required: ['cost', 'salvageValue', 'lifeYears', 'method'],
    additionalProperties: false,
  },
  outputSchema: {
    type: 'object',
    properties: {
      schedule: {
        type: 'array',
        items: {
          type: 'object',
          properties: { year: { type: 'integer' }, depreciation: num(), accumulated: num(), bookValue: num() },
          required: ['year', 'depreciation', 'accumulated', 'bookValue'],
        },
      },
    },
    required: ['schedule'],
  },
  examples: [
    { inputs: {"cost": 10000, "salvageValue": 1000, "lifeYears": 5, "method": "straight-line"}, result: {"schedule": [{"year": 1, "depreciation": 1800, "accumulated": 1800, "bookValue": 8200}, {"year": 2, "depreciation": 1800, "accumulated": 3600, "bookValue": 6400}, {"year": 3, "depreciation": 1800, "accumulated": 5400, "bookValue": 4600}, {"year": 4, "depreciation": 1800, "accumulated": 7200, "bookValue": 2800}, {"year": 5, "depreciation": 1800, "accumulated": 9000, "bookValue": 1000}]} },
    // Microsoft DDB help example: year 1 480.00, year 10 22.12.
    { inputs: {"cost": 2400, "salvageValue": 300, "lifeYears": 10, "method": "double-declining-balance"}, result: {"schedule": [{"year": 1, "depreciation": 480, "accumulated": 480, "bookValue": 1920}, {"year": 2, "depreciation": 384, "accumulated": 864, "bookValue": 1536}, {"year": 3, "depreciation": 307.2, "accumulated": 1171.2, "bookValue": 1228.8}, {"year": 4, "depreciation": 245.76, "accumulated": 1416.96, "bookValue": 983.04}, {"year": 5, "depreciation": 196.61, "accumulated": 1613.57, "bookValue": 786.43}, {"year": 6, "depreciation": 157.29, "accumulated": 1770.86, "bookValue": 629.14}, {"year": 7, "depreciation": 125.83, "accumulated": 1896.69, "bookValue": 503.31}, {"year": 8, "depreciation": 100.66, "accumulated": 1997.35, "bookValue": 402.65}, {"year": 9, "depreciation": 80.53, "accumulated": 2077.88, "bookValue": 322.12}, {"year": 10, "depreciation": 22.12, "accumulated": 2100, "bookValue": 300}]} },
    { inputs: {"cost": 30000, "salvageValue": 7500, "lifeYears": 10, "method": "declining-balance"}, result: {"schedule": [{"year": 1, "depreciation": 3870, "accumulated": 3870, "bookValue": 26130}, {"year": 2, "depreciation": 3370.77, "accumulated": 7240.77, "bookValue": 22759.23}, {"year": 3, "depreciation": 2935.94, "accumulated": 10176.71, "bookValue": 19823.29}, {"year": 4, "depreciation": 2557.2, "accumulated": 12733.91, "bookValue": 17266.09}, {"year": 5, "depreciation": 2227.33, "accumulated": 14961.24, "bookValue": 15038.76}, {"year": 6, "depreciation": 1940, "accumulated": 16901.24, "bookValue": 13098.76}, {"year": 7, "depreciation": 1689.74, "accumulated": 18590.98, "bookValue": 11409.02}, {"year": 8, "depreciation": 1471.76, "accumulated": 20062.74, "bookValue": 9937.26}, {"year": 9, "depreciation": 1281.91, "accumulated": 21344.65, "bookValue": 8655.35}, {"year": 10, "depreciation": 1116.54, "accumulated": 22461.19, "bookValue": 7538.81}]} },
    { inputs: {"cost": 12345.67, "salvageValue": 345.67, "lifeYears": 4, "method": "sum-of-years-digits"}, result: {"schedule": [{"year": 1, "depreciation": 4800, "accumulated": 4800, "bookValue": 7545.67}, {"year": 2, "depreciation": 3600, "accumulated": 8400, "bookValue": 3945.67}, {"year": 3, "depreciation": 2400, "accumulated": 10800, "bookValue": 1545.67}, {"year": 4, "depreciation": 1200, "accumulated": 12000, "bookValue": 345.67}]} },
    { inputs: {"cost": 50000, "salvageValue": 5000, "lifeYears": 3, "method": "units-of-production", "units": [12000, 9000, 9000]}, result: {"schedule": [{"year": 1, "depreciation": 18000, "accumulated": 18000, "bookValue": 32000}, {"year": 2, "depreciation": 13500, "accumulated": 31500, "bookValue": 18500}, {"year": 3, "depreciation": 13500, "accumulated": 45000, "bookValue": 5000}]} },
  ],
  run({ cost, salvageValue, lifeYears, method, factor = 2, units, totalUnits }: { cost: number; salvageValue: number; lifeYears: number; method: Method; factor?: number; units?: number[]; totalUnits?: number }) {
    const c = dec(cost);
    const salvage = dec(salvageValue);
    if (salvage.greaterThan(c)) throw new ToolError('salvageValue must not exceed cost.');
    const base = c.minus(salvage);
    let dbRate = new Decimal(0);
    if (method === 'declining-balance') {
      if (c.isZero()) throw new ToolError('declining-balance needs a cost above zero.');
      dbRate = halfUp(new Decimal(1).minus(salvage.dividedBy(c).pow(new Decimal(1).dividedBy(lifeYears))), 3);
    }
    let total = new Decimal(0);
    if (method === 'units-of-production') {
      if (!units || units.length !== lifeYears) throw new ToolError('units-of-production needs `units` with one entry per year of lifeYears.');
      total = totalUnits !== undefined ? dec(totalUnits) : units.reduce((s, u) => s.plus(dec(u)), new Decimal(0));
      if (total.isZero()) throw new ToolError('The total units must be above zero.');
    } else if (units !== undefined || totalUnits !== undefined) {
      throw new ToolError('units and totalUnits apply only to the units-of-production method.');
    }
    let accumulated = new Decimal(0);
    let cumulativeUnits = new Decimal(0);
    const schedule = [];
    for (let year = 1; year <= lifeYears; year++) {
      const book = c.minus(accumulated);
      let d: Decimal;
      if (method === 'straight-line') {
        d = year === lifeYears ? base.minus(accumulated) : halfUp(base.dividedBy(lifeYears));
      } else if (method === 'sum-of-years-digits') {
        d = year === lifeYears ? base.minus(accumulated) : halfUp(base.times(lifeYears - year + 1).dividedBy((lifeYears * (lifeYears + 1)) / 2));
      } else if (method === 'double-declining-balance') {
        d = Decimal.max(0, halfUp(Decimal.min(book.times(dec(factor)).dividedBy(lifeYears), book.minus(salvage))));
      } else if (method === 'declining-balance') {
        d = halfUp(book.times(dbRate));
      } else {
        const u = dec(units![year - 1]!);
        cumulativeUnits = cumulativeUnits.plus(u);
        d = cumulativeUnits.greaterThanOrEqualTo(total) ? base.minus(accumulated) : Decimal.min(halfUp(u.times(base).dividedBy(total)), base.minus(accumulated));
      }
      accumulated = accumulated.plus(d);
      schedule.push({ year, depreciation: out(d), accumulated: out(accumulated), bookValue: out(c.minus(accumulated)) });
    }
    return { schedule };
  },
});
