import { ToolError, defineTool, nullable } from '../define.ts';

/** Metric (P-metric, LT-metric, Euro) size: width mm / aspect ratio % R or ZR rim inches, then an ignored load/speed index. */
const SIZE = /^\s*(?:P|LT)?\s*(\d{3})\s*\/\s*(\d{2,3})\s*Z?R\s*(\d{2}(?:\.\d)?)(?:\s+\S.*)?\s*$/i;
const SIZE_PATTERN = '^\\s*([Pp]|[Ll][Tt])?\\s*[0-9]{3}\\s*/\\s*[0-9]{2,3}\\s*[Zz]?[Rr]\\s*[0-9]{2}(\\.[0-9])?(\\s+\\S.*)?\\s*$';

interface Geometry {
  widthMm: number;
  aspectRatio: number;
  rimDiameterIn: number;
  sidewallMm: number;
  diameterMm: number;
  diameterIn: number;
  circumferenceMm: number;
  revolutionsPerMile: number;
  revolutionsPerKm: number;
}

function geometry(size: string, field: string): Geometry {
  const match = SIZE.exec(size);
  if (!match) throw new ToolError(`"${field}" is not a tire size like 225/45R17.`);
  const widthMm = Number(match[1]);
  const aspectRatio = Number(match[2]);
  const rimDiameterIn = Number(match[3]);
  if (widthMm === 0 || aspectRatio === 0 || rimDiameterIn === 0) throw new ToolError(`"${field}": width, aspect ratio and rim diameter must be above 0.`);
  const sidewallMm = (widthMm * aspectRatio) / 100;
  const diameterMm = 2 * sidewallMm + rimDiameterIn * 25.4;
  const circumferenceMm = Math.PI * diameterMm;
  return {
    widthMm,
    aspectRatio,
    rimDiameterIn,
    sidewallMm,
    diameterMm,
    diameterIn: diameterMm / 25.4,
    circumferenceMm,
    revolutionsPerMile: 1_609_344 / circumferenceMm,
    revolutionsPerKm: 1_000_000 / circumferenceMm,
  };
}

export default defineTool({
  slug: 'tire-size-calculator',
  name: 'Tire size calculator',
  category: 'everyday',
  description:
    'Geometry of a metric tire size such as 225/45R17 (P or LT prefix, ZR and a trailing load/speed index such as 91V allowed): sidewall = width × aspect ratio / 100 mm, diameter = 2 × sidewall + rim × 25.4 mm, circumference = π × diameter, revolutions per mile = 1 609 344 mm / circumference (per km: 10^6 mm / circumference). Nominal unloaded dimensions: a loaded, worn or inflated tire differs. compareSize adds the difference in diameter and the true speed when a speedometer calibrated for size reads 60 (60 × (compare diameter / diameter)). Results unrounded (doubles).',
  inputSchema: {
    type: 'object',
    properties: {
      size: { type: 'string', maxLength: 40, pattern: SIZE_PATTERN, description: 'Tire size, e.g. "225/45R17", "P215/65R15", "LT265/75R16 123S".' },
      compareSize: { type: 'string', maxLength: 40, pattern: SIZE_PATTERN, description: 'Optional second size to compare with (e.g. a plus-size fitment).' },
    },
    required: ['size'],
    additionalProperties: false,
  },
  outputSchema: {
    type: 'object',
    properties: {
      widthMm: { type: 'number' },
      aspectRatio: { type: 'number', description: 'Sidewall height as a percent of the width.' },
      rimDiameterIn: { type: 'number' },
      sidewallMm: { type: 'number' },
      diameterMm: { type: 'number' },
      diameterIn: { type: 'number' },
      circumferenceMm: { type: 'number' },
      revolutionsPerMile: { type: 'number' },
      revolutionsPerKm: { type: 'number' },
      comparison: nullable(
        {
          type: 'object',
          properties: {
            diameterMm: { type: 'number', description: 'Diameter of compareSize.' },
            diameterDifferencePercent: { type: 'number', description: '(compare − size) / size × 100.' },
            actualSpeedAt60: { type: 'number', description: 'True speed on compareSize when the speedometer (calibrated for size) reads 60.' },
          },
          required: ['diameterMm', 'diameterDifferencePercent', 'actualSpeedAt60'],
        },
        { description: 'null without compareSize.' },
      ),
    },
    required: ['widthMm', 'aspectRatio', 'rimDiameterIn', 'sidewallMm', 'diameterMm', 'diameterIn', 'circumferenceMm', 'revolutionsPerMile', 'revolutionsPerKm', 'comparison'],
  },
  // Expected results: test/reference/finance_everyday_plan2.py (the same double formulas in Python); the first is
  // TOOLS-PLAN-2 §4's reference (225/45R17 → 634.3 mm, 807.6 revolutions per mile; 225/40R18 +0.457 %).
  examples: [
    { inputs: {"size": "225/45R17", "compareSize": "225/40R18"}, result: {"widthMm": 225, "aspectRatio": 45, "rimDiameterIn": 17, "sidewallMm": 101.25, "diameterMm": 634.3, "diameterIn": 24.97244094488189, "circumferenceMm": 1992.7122201720056, "revolutionsPerMile": 807.6148596414417, "revolutionsPerKm": 501.8286082039898, "comparison": {"diameterMm": 637.2, "diameterDifferencePercent": 0.45719690997951934, "actualSpeedAt60": 60.27431814598771}} },
    { inputs: {"size": "P215/65R15"}, result: {"widthMm": 215, "aspectRatio": 65, "rimDiameterIn": 15, "sidewallMm": 139.75, "diameterMm": 660.5, "diameterIn": 26.00393700787402, "circumferenceMm": 2075.0219476960583, "revolutionsPerMile": 775.5792664202369, "revolutionsPerKm": 481.92261345009945, "comparison": null} },
    { inputs: {"size": "lt265/75r16 123S", "compareSize": "285/75R16"}, result: {"widthMm": 265, "aspectRatio": 75, "rimDiameterIn": 16, "sidewallMm": 198.75, "diameterMm": 803.9, "diameterIn": 31.6496062992126, "circumferenceMm": 2525.5263342208345, "revolutionsPerMile": 637.2311300790726, "revolutionsPerKm": 395.95706702797696, "comparison": {"diameterMm": 833.9, "diameterDifferencePercent": 3.7318074387361615, "actualSpeedAt60": 62.239084463241696}} },
  ],
  run({ size, compareSize }: { size: string; compareSize?: string }) {
    const base = geometry(size, 'size');
    let comparison = null;
    if (compareSize !== undefined) {
      const other = geometry(compareSize, 'compareSize');
      comparison = {
        diameterMm: other.diameterMm,
        diameterDifferencePercent: ((other.diameterMm - base.diameterMm) / base.diameterMm) * 100,
        actualSpeedAt60: 60 * (other.diameterMm / base.diameterMm),
      };
    }
    return { ...base, comparison };
  },
});
