import Fraction from 'fraction.js';
import { exact, nearest } from '../exact-fraction.ts';
import { ToolError, defineTool, nullable } from '../define.ts';

const FT2_PER_M2 = new Fraction(100000000n, 9290304n); // 1 ft = 0.3048 m exactly

interface Inputs {
  rise?: number;
  run?: number;
  angleDegrees?: number;
  footprintLength?: number;
  footprintWidth?: number;
  overhang?: number;
  unit?: 'ft' | 'm';
}

/** "6/12", "7.5/12", "4.33/12": the rise per 12 of run, half up to 2 decimals, trailing zeros trimmed. */
function pitchText(risePer12: Fraction): string {
  const hundredths = risePer12.mul(100).add(new Fraction(1n, 2n)).floor().n;
  const whole = hundredths / 100n;
  const cents = String(hundredths % 100n).padStart(2, '0').replace(/0+$/, '');
  return `${whole}${cents ? `.${cents}` : ''}/12`;
}

const size = (description: string) => ({ type: 'number', exclusiveMinimum: 0, maximum: 10000, description });

export default defineTool({
  slug: 'roof-pitch-calculator',
  name: 'Roof pitch calculator',
  category: 'construction',
  description:
    'Roof pitch from rise and run (run default 12, any one length unit) or from the angle: pitch text "6/12" (rise per 12 of run, half up to 2 decimals), angle = atan(rise/run), slope percent, rafter multiplier √(1 + (rise/run)²). With a footprint (plan length and width in ft or m, plus an overhang on each side): roof area = (L + 2·overhang)(W + 2·overhang) × multiplier, in ft² or m²; squares = roof area in ft² / 100 (1 ft = 0.3048 m); bundles = ⌈3 × squares⌉ (three bundles of asphalt shingles per square), the ceiling taken on exact values. One pitch for every plane: gable, hip and shed roofs alike, since each plane covers its share of the plan at the same multiplier; valleys, dormers and ridge caps are not counted.',
  inputSchema: {
    type: 'object',
    properties: {
      rise: { type: 'number', minimum: 0, maximum: 1000, description: 'Vertical rise over `run` (any length unit, the same as run); or give angleDegrees.' },
      run: { type: 'number', exclusiveMinimum: 0, maximum: 1000, description: 'Horizontal run the rise is measured over, same unit as rise (default 12: rise in inches per foot).' },
      angleDegrees: { type: 'number', minimum: 0, maximum: 89, description: 'Roof angle from the horizontal in degrees; or give rise (and run).' },
      footprintLength: size('Plan length of the building under the roof, in `unit` (with footprintWidth, gives the area).'),
      footprintWidth: size('Plan width of the building under the roof, in `unit`.'),
      overhang: { type: 'number', minimum: 0, maximum: 100, default: 0, description: 'Eave overhang added on each side of the footprint, in `unit` (default 0).' },
      unit: { type: 'string', enum: ['ft', 'm'], default: 'ft', description: 'Unit of the footprint and overhang: ft (default; area in ft²) or m (area in m²).' },
    },
  },
  outputSchema: {
    type: 'object',
    properties: {
      pitch: { type: 'string', description: 'Rise per 12 of run as "x/12", x half up to 2 decimals, zeros trimmed.' },
      risePer12: { type: 'number', description: 'Rise per 12 of run, unrounded.' },
      angleDegrees: { type: 'number', description: 'Angle from the horizontal in degrees.' },
      slopePercent: { type: 'number', description: 'Rise / run × 100.' },
      rafterMultiplier: { type: 'number', description: 'Sloped length per unit of run: √(1 + (rise/run)²).' },
      roofArea: nullable({ type: 'number' }, { description: 'Sloped roof area with overhangs, ft² or m²; null without a footprint.' }),
      squares: nullable({ type: 'number' }, { description: 'Roofing squares (100 ft² each), unrounded; null without a footprint.' }),
      bundles: nullable({ type: 'integer' }, { description: 'Shingle bundles, 3 per square, rounded up; null without a footprint.' }),
    },
    required: ['pitch', 'risePer12', 'angleDegrees', 'slopePercent', 'rafterMultiplier', 'roofArea', 'squares', 'bundles'],
  },
  examples: [
    { inputs: { rise: 6, footprintLength: 50, footprintWidth: 30 }, result: { pitch: '6/12', risePer12: 6, angleDegrees: 26.56505117707799, slopePercent: 50, rafterMultiplier: 1.118033988749895, roofArea: 1677.0509831248423, squares: 16.77050983124842, bundles: 51 } },
    { inputs: { rise: 9, run: 12, footprintLength: 12, footprintWidth: 8, overhang: 0.5, unit: 'm' }, result: { pitch: '9/12', risePer12: 9, angleDegrees: 36.86989764584402, slopePercent: 75, rafterMultiplier: 1.25, roofArea: 146.25, squares: 15.742218984437969, bundles: 48 } },
    { inputs: { rise: 3.5, run: 8 }, result: { pitch: '5.25/12', risePer12: 5.25, angleDegrees: 23.62937773065682, slopePercent: 43.75, rafterMultiplier: 1.0915155747858112, roofArea: null, squares: null, bundles: null } },
    { inputs: { angleDegrees: 30, footprintLength: 40, footprintWidth: 24, overhang: 1.5 }, result: { pitch: '6.93/12', risePer12: 6.928203230275509, angleDegrees: 30, slopePercent: 57.735026918962575, rafterMultiplier: 1.1547005383792515, roofArea: 1340.607325058311, squares: 13.40607325058311, bundles: 41 } },
  ],
  run({ rise, run, angleDegrees, footprintLength, footprintWidth, overhang = 0, unit = 'ft' }: Inputs) {
    if ((rise === undefined) === (angleDegrees === undefined)) throw new ToolError('Give either rise (with run, default 12) or angleDegrees.');
    if (run !== undefined && rise === undefined) throw new ToolError('run goes with rise; an angle needs no run.');
    if ((footprintLength === undefined) !== (footprintWidth === undefined)) throw new ToolError('Give both footprintLength and footprintWidth, or neither.');
    let risePer12: Fraction;
    let slope: number;
    let angle: number;
    let multiplierSquared: Fraction;
    if (rise !== undefined) {
      const ratio = exact(rise).div(exact(run ?? 12));
      risePer12 = ratio.mul(12);
      slope = nearest(ratio, 'slope');
      angle = (Math.atan(slope) * 180) / Math.PI;
      multiplierSquared = ratio.mul(ratio).add(1);
    } else {
      angle = angleDegrees!;
      slope = Math.tan((angle * Math.PI) / 180);
      risePer12 = exact(12 * slope);
      multiplierSquared = exact(1 + slope * slope);
    }
    const result = {
      pitch: pitchText(risePer12),
      risePer12: nearest(risePer12, 'rise per 12'),
      angleDegrees: angle,
      slopePercent: nearest(risePer12.mul(100).div(12), 'slope'),
      rafterMultiplier: Math.sqrt(nearest(multiplierSquared, 'rafter multiplier')),
      roofArea: null as number | null,
      squares: null as number | null,
      bundles: null as number | null,
    };
    if (footprintLength === undefined || footprintWidth === undefined) return result;
    const edge = exact(overhang).mul(2);
    const plan = exact(footprintLength).add(edge).mul(exact(footprintWidth).add(edge));
    const planFt2 = unit === 'ft' ? plan : plan.mul(FT2_PER_M2);
    // Areas as square roots of exact squares (one rounding before a correctly rounded root); the bundle count is the
    // least integer k with k² ≥ (3 × squares)², decided exactly.
    const squaresSquared = planFt2.mul(planFt2).mul(multiplierSquared).div(10000);
    const bundlesSquared = squaresSquared.mul(9);
    const estimate = Math.ceil(Math.sqrt(nearest(bundlesSquared, 'number of bundles')));
    let k = BigInt(estimate);
    if (estimate <= Number.MAX_SAFE_INTEGER) {
      while (k > 0n && bundlesSquared.lte(new Fraction((k - 1n) * (k - 1n), 1n))) k--;
      while (bundlesSquared.gt(new Fraction(k * k, 1n))) k++;
    }
    result.roofArea = Math.sqrt(nearest(plan.mul(plan).mul(multiplierSquared), 'roof area'));
    result.squares = Math.sqrt(nearest(squaresSquared, 'number of squares'));
    result.bundles = Number(k);
    return result;
  },
});
