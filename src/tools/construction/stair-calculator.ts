import Fraction from 'fraction.js';
import { exact, nearest } from '../exact-fraction.ts';
import { defineTool } from '../define.ts';

// IRC 2021 R311.7.5.1 (riser at most 7 3/4 in) and R311.7.5.2 (tread at least 10 in); 1 in = 25.4 mm exactly.
const IRC = {
  in: { riser: new Fraction(31n, 4n), tread: new Fraction(10n, 1n) },
  mm: { riser: new Fraction(19685n, 100n), tread: new Fraction(254n, 1n) },
};

interface Inputs {
  totalRise: number;
  unit?: 'in' | 'mm';
  maxRiserHeight?: number;
  treadDepth?: number;
}

export default defineTool({
  slug: 'stair-calculator',
  name: 'Stair calculator',
  category: 'construction',
  description:
    'One straight flight of stairs, no landing: risers = ⌈total rise / maximum riser⌉ (ceiling on exact values, so an exact multiple never adds a step), riser height = total rise / risers, treads = risers − 1 (the upper floor is the last step), total run = treads × tread depth, stringer length = √(rise² + run²), angle = atan(riser / tread). meetsIrc: riser ≤ 7 3/4 in (196.85 mm) and tread ≥ 10 in (254 mm), IRC 2021 R311.7.5.1–2 for dwellings (headroom, nosing, width and handrails not checked; local codes may differ). comfortValue = 2 × riser + tread (Blondel’s rule: about 24–25 in or 600–640 mm is comfortable). Inches or millimetres throughout; the maximum riser defaults to the IRC 7.75 in (196.85 mm) and the tread to 10 in (254 mm).',
  inputSchema: {
    type: 'object',
    properties: {
      totalRise: { type: 'number', exclusiveMinimum: 0, maximum: 100000, description: 'Floor-to-floor height to climb, in `unit`.' },
      unit: { type: 'string', enum: ['in', 'mm'], default: 'in', description: 'Unit of every length: in (default) or mm.' },
      maxRiserHeight: { type: 'number', exclusiveMinimum: 0, maximum: 10000, description: 'Largest riser allowed, in `unit` (default 7.75 in or 196.85 mm, the IRC maximum).' },
      treadDepth: { type: 'number', exclusiveMinimum: 0, maximum: 10000, description: 'Tread depth (run per step), in `unit` (default 10 in or 254 mm, the IRC minimum).' },
    },
    required: ['totalRise'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      risers: { type: 'integer', description: 'Number of risers (steps up).' },
      riserHeight: { type: 'number', description: 'Height of each riser, unrounded.' },
      treads: { type: 'integer', description: 'Number of treads: risers − 1.' },
      totalRun: { type: 'number', description: 'Horizontal length of the flight: treads × tread depth.' },
      stringerLength: { type: 'number', description: 'Sloped length along the nosings: √(total rise² + total run²).' },
      angleDegrees: { type: 'number', description: 'Stair angle: atan(riser height / tread depth), degrees.' },
      meetsIrc: { type: 'boolean', description: 'Riser ≤ 7.75 in (196.85 mm) and tread ≥ 10 in (254 mm).' },
      comfortValue: { type: 'number', description: '2 × riser height + tread depth, in `unit`.' },
    },
    required: ['risers', 'riserHeight', 'treads', 'totalRun', 'stringerLength', 'angleDegrees', 'meetsIrc', 'comfortValue'],
  },
  examples: [
    { inputs: { totalRise: 108 }, result: { risers: 14, riserHeight: 7.714285714285714, treads: 13, totalRun: 130, stringerLength: 169.00887550658396, angleDegrees: 37.64762064010764, meetsIrc: true, comfortValue: 25.428571428571427 } },
    { inputs: { totalRise: 2700, unit: 'mm', maxRiserHeight: 180, treadDepth: 280 }, result: { risers: 15, riserHeight: 180, treads: 14, totalRun: 3920, stringerLength: 4759.873947910805, angleDegrees: 32.7352262721076, meetsIrc: true, comfortValue: 640 } },
    { inputs: { totalRise: 31, treadDepth: 11 }, result: { risers: 4, riserHeight: 7.75, treads: 3, totalRun: 33, stringerLength: 45.27692569068709, angleDegrees: 35.166436035792884, meetsIrc: true, comfortValue: 26.5 } },
    { inputs: { totalRise: 40, maxRiserHeight: 8.25, treadDepth: 9 }, result: { risers: 5, riserHeight: 8, treads: 4, totalRun: 36, stringerLength: 53.81449618829484, angleDegrees: 41.6335393365702, meetsIrc: false, comfortValue: 25 } },
  ],
  run({ totalRise, unit = 'in', maxRiserHeight, treadDepth }: Inputs) {
    const irc = IRC[unit];
    const rise = exact(totalRise);
    const maxRiser = maxRiserHeight === undefined ? irc.riser : exact(maxRiserHeight);
    const tread = treadDepth === undefined ? irc.tread : exact(treadDepth);
    const risers = rise.div(maxRiser).ceil();
    const riser = rise.div(risers);
    const treads = risers.sub(1);
    const totalRun = treads.mul(tread);
    return {
      risers: nearest(risers, 'number of risers'),
      riserHeight: nearest(riser),
      treads: nearest(treads, 'number of treads'),
      totalRun: nearest(totalRun, 'total run'),
      stringerLength: Math.sqrt(nearest(rise.mul(rise).add(totalRun.mul(totalRun)), 'stringer length')),
      angleDegrees: (Math.atan(nearest(riser.div(tread))) * 180) / Math.PI,
      meetsIrc: riser.lte(irc.riser) && tread.gte(irc.tread),
      comfortValue: nearest(riser.mul(2).add(tread)),
    };
  },
});
