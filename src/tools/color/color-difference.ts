import { converter, differenceCie94, differenceCiede2000, differenceEuclidean } from 'culori';
import { ToolError, defineTool } from '../define.ts';
import { cssColorSchema, parseCssColor, roundTo } from '../color-math.ts';

type Formula = 'cie76' | 'cie94' | 'ciede2000' | 'oklab';
interface Lab {
  l: number;
  a: number;
  b: number;
}

const toLab65 = converter('lab65');
const labSchema = {
  anyOf: [
    cssColorSchema('A CSS color (converted to CIELAB with the D65 white), or CIELAB values {l, a, b}.'),
    {
      type: 'object',
      properties: {
        l: { type: 'number', minimum: 0, maximum: 100, description: 'CIELAB L* (0–100).' },
        a: { type: 'number', minimum: -500, maximum: 500, description: 'CIELAB a*.' },
        b: { type: 'number', minimum: -500, maximum: 500, description: 'CIELAB b*.' },
      },
      required: ['l', 'a', 'b'],
      additionalProperties: false,
    },
  ],
};

const FORMULAS = {
  cie76: differenceEuclidean('lab65'),
  cie94: differenceCie94(),
  ciede2000: differenceCiede2000(),
  oklab: differenceEuclidean('oklab'),
};

const asLab = (value: string | Lab, field: string) => {
  if (typeof value !== 'string') return { mode: 'lab65' as const, l: value.l, a: value.a, b: value.b };
  const lab = toLab65(parseCssColor(value, field));
  return { mode: 'lab65' as const, l: lab.l, a: lab.a, b: lab.b };
};

export default defineTool({
  slug: 'color-difference',
  name: 'Color difference (ΔE)',
  category: 'color',
  description:
    'Color difference ΔE between two colors given as CSS colors (converted to CIELAB with the D65 white, alpha ignored) or as CIELAB {l, a, b}: CIE76 (Euclidean in Lab), CIE94 (graphic-arts constants kL 1, K1 0.045, K2 0.015, color1 as reference), CIEDE2000 (default; kL = kC = kH = 1, as in Sharma, Wu & Dalal 2005) or Euclidean distance in OKLab (scale 0–1, not comparable to the others). Rounded to 4 decimals, the precision of the published CIEDE2000 test data.',
  inputSchema: {
    type: 'object',
    properties: {
      color1: { ...labSchema, description: 'First color, the reference for CIE94: a CSS color string or CIELAB values {l, a, b}.' },
      color2: { ...labSchema, description: 'Second color: a CSS color string or CIELAB values {l, a, b}.' },
      formula: { type: 'string', enum: ['cie76', 'cie94', 'ciede2000', 'oklab'], default: 'ciede2000', description: 'ΔE formula: cie76, cie94, ciede2000 (default) or oklab (Euclidean in OKLab, on a 0–1 scale).' },
    },
    required: ['color1', 'color2'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      deltaE: { type: 'number', description: 'The difference, rounded to 4 decimals (about 1 is the smallest visible step for CIE formulas).' },
      formula: { type: 'string' },
    },
    required: ['deltaE', 'formula'],
  },
  examples: [
    // Sharma, Wu & Dalal (2005), Table 1, pairs 1, 7, 17 and 25: published ΔE00 2.0425, 2.3669, 27.1492, 1.2644.
    { inputs: { color1: { l: 50, a: 2.6772, b: -79.7751 }, color2: { l: 50, a: 0, b: -82.7485 } }, result: { deltaE: 2.0425, formula: 'ciede2000' } },
    { inputs: { color1: { l: 50, a: 0, b: 0 }, color2: { l: 50, a: -1, b: 2 } }, result: { deltaE: 2.3669, formula: 'ciede2000' } },
    { inputs: { color1: { l: 50, a: 2.5, b: 0 }, color2: { l: 73, a: 25, b: -18 } }, result: { deltaE: 27.1492, formula: 'ciede2000' } },
    { inputs: { color1: { l: 60.2574, a: -34.0099, b: 36.2677 }, color2: { l: 60.4626, a: -34.1751, b: 39.4387 } }, result: { deltaE: 1.2644, formula: 'ciede2000' } },
    { inputs: { color1: '#ff0000', color2: '#ff4500', formula: 'cie76' }, result: { deltaE: 13.1718, formula: 'cie76' } },
    { inputs: { color1: 'tomato', color2: 'coral', formula: 'cie94' }, result: { deltaE: 6.9854, formula: 'cie94' } },
    { inputs: { color1: 'tomato', color2: 'coral' }, result: { deltaE: 7.0975, formula: 'ciede2000' } },
    { inputs: { color1: '#3366cc', color2: '#6633cc', formula: 'oklab' }, result: { deltaE: 0.1186, formula: 'oklab' } },
  ],
  run({ color1, color2, formula = 'ciede2000' }: { color1: string | Lab; color2: string | Lab; formula?: Formula }) {
    const delta = FORMULAS[formula](asLab(color1, 'color1'), asLab(color2, 'color2'));
    if (!Number.isFinite(delta)) throw new ToolError('The difference is not finite for these colors.');
    return { deltaE: roundTo(delta, 4), formula };
  },
});
