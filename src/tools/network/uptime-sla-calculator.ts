import { Decimal } from 'decimal.js';
import { ToolError, defineTool } from '../define.ts';

/** 40 significant digits, ties to even: the inverse mode's quotients are the only inexact steps. */
const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_EVEN });

const periods = ['daily', 'weekly', 'monthly', 'quarterly', 'yearly'] as const;
type Period = (typeof periods)[number];

interface Inputs {
  slaPercent?: number;
  downtimeSeconds?: number;
  period?: Period;
  yearDays?: number;
}

/** "Xd Xh Xm X.Xs": the total rounded half up to 0.1 s first, zero units left out, ".0" dropped, "0s" for nothing. */
function format(seconds: Decimal): string {
  const tenths = seconds.times(10).toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
  if (tenths.isZero()) return '0s';
  const units: Array<[string, number]> = [['d', 864_000], ['h', 36_000], ['m', 600]];
  let rest = tenths;
  const parts: string[] = [];
  for (const [name, size] of units) {
    const count = rest.dividedToIntegerBy(size);
    rest = rest.minus(count.times(size));
    if (!count.isZero()) parts.push(`${count.toFixed(0)}${name}`);
  }
  if (!rest.isZero()) parts.push(`${rest.dividedBy(10).toString()}s`);
  return parts.join(' ');
}

const secondsMap = (description: string, type: 'number' | 'string') => ({
  type: 'object',
  description,
  properties: Object.fromEntries(periods.map((p) => [p, { type }])),
  required: [...periods],
});

export default defineTool({
  slug: 'uptime-sla-calculator',
  name: 'Uptime / SLA downtime calculator',
  category: 'network',
  description:
    'Allowed downtime per day, week, month, quarter and year for an availability SLA (99.9 % → 86.4 s a day), or the SLA percentage that a given downtime per period amounts to. Downtime = (1 − SLA/100) × period, in exact decimal arithmetic: a day is 86,400 s, a week 7 days, a year yearDays days (default 365.2425, the Gregorian mean year, as common uptime calculators use; 365 for a calendar year), a month a twelfth and a quarter a quarter of the year. Seconds are returned unrounded; the formatted forms ("8h 45m 57s") round to 0.1 s half up. Give slaPercent, or downtimeSeconds with its period.',
  inputSchema: {
    type: 'object',
    properties: {
      slaPercent: { type: 'number', exclusiveMinimum: 0, maximum: 100, description: 'The availability target in percent, e.g. 99.95.' },
      downtimeSeconds: { type: 'number', minimum: 0, maximum: 1e9, description: 'Instead of slaPercent: the downtime, in seconds, allowed in one period.' },
      period: { type: 'string', enum: periods, description: 'With downtimeSeconds: the period the downtime falls in.' },
      yearDays: { type: 'number', enum: [365, 365.2425], default: 365.2425, description: 'Days in a year: 365.2425 (Gregorian mean) or 365.' },
    },
  },
  outputSchema: {
    type: 'object',
    properties: {
      downtimeSeconds: secondsMap('Allowed downtime in seconds per period (unrounded).', 'number'),
      formatted: secondsMap('The same as "Xd Xh Xm X.Xs", seconds rounded half up to 0.1.', 'string'),
      slaPercent: { type: 'number', description: 'The availability in percent (the input, or the answer of the downtime mode).' },
    },
    required: ['downtimeSeconds', 'formatted', 'slaPercent'],
  },
  examples: [
    {
      inputs: {
        slaPercent: 99.9,
      },
      result: {
        downtimeSeconds: {
          daily: 86.4,
          weekly: 604.8,
          monthly: 2629.746,
          quarterly: 7889.238,
          yearly: 31556.952,
        },
        formatted: {
          daily: '1m 26.4s',
          weekly: '10m 4.8s',
          monthly: '43m 49.7s',
          quarterly: '2h 11m 29.2s',
          yearly: '8h 45m 57s',
        },
        slaPercent: 99.9,
      },
    },
    {
      inputs: {
        slaPercent: 99.95,
        yearDays: 365,
      },
      result: {
        downtimeSeconds: {
          daily: 43.2,
          weekly: 302.4,
          monthly: 1314,
          quarterly: 3942,
          yearly: 15768,
        },
        formatted: {
          daily: '43.2s',
          weekly: '5m 2.4s',
          monthly: '21m 54s',
          quarterly: '1h 5m 42s',
          yearly: '4h 22m 48s',
        },
        slaPercent: 99.95,
      },
    },
    {
      inputs: {
        downtimeSeconds: 3600,
        period: 'monthly',
      },
      result: {
        downtimeSeconds: {
          daily: 118.27758270190353,
          weekly: 827.9430789133247,
          monthly: 3600,
          quarterly: 10800,
          yearly: 43200,
        },
        formatted: {
          daily: '1m 58.3s',
          weekly: '13m 47.9s',
          monthly: '1h',
          quarterly: '3h',
          yearly: '12h',
        },
        slaPercent: 99.86310464965058,
      },
    },
  ],
  run({ slaPercent, downtimeSeconds, period, yearDays = 365.2425 }: Inputs) {
    if ((slaPercent === undefined) === (downtimeSeconds === undefined)) throw new ToolError('Give exactly one of "slaPercent" and "downtimeSeconds".');
    const year = new D(yearDays).times(86_400);
    const lengths: Record<Period, Decimal> = {
      daily: new D(86_400),
      weekly: new D(604_800),
      monthly: year.dividedBy(12),
      quarterly: year.dividedBy(4),
      yearly: year,
    };
    let downtime: Record<Period, Decimal>;
    let sla: Decimal;
    if (slaPercent !== undefined) {
      if (period !== undefined) throw new ToolError('"period" goes with "downtimeSeconds", not with "slaPercent".');
      sla = new D(slaPercent);
      const fraction = new D(1).minus(sla.dividedBy(100));
      downtime = Object.fromEntries(periods.map((p) => [p, fraction.times(lengths[p])])) as Record<Period, Decimal>;
    } else {
      if (period === undefined) throw new ToolError('"downtimeSeconds" needs the "period" it falls in.');
      const given = new D(downtimeSeconds!);
      const length = lengths[period];
      if (given.greaterThan(length)) throw new ToolError(`${downtimeSeconds} s is longer than the ${period} period (${length.toString()} s).`);
      sla = new D(100).minus(given.times(100).dividedBy(length));
      downtime = Object.fromEntries(periods.map((p) => [p, given.times(lengths[p]).dividedBy(length)])) as Record<Period, Decimal>;
    }
    return {
      downtimeSeconds: Object.fromEntries(periods.map((p) => [p, downtime[p].toNumber()])),
      formatted: Object.fromEntries(periods.map((p) => [p, format(downtime[p])])),
      slaPercent: sla.toNumber(),
    };
  },
});
