import { converter } from 'culori';
import { defineTool } from '../define.ts';
import { cssColorSchema, hexOf, oklabHue, oklabOf, parseSrgb, srgbFromOklab } from '../color-math.ts';

const toHsl = converter('hsl');
const toRgb = converter('rgb');

type Scheme = 'complementary' | 'analogous' | 'triadic' | 'tetradic' | 'split-complementary' | 'square' | 'monochromatic';

const FIXED_OFFSETS: Record<Exclude<Scheme, 'analogous' | 'monochromatic'>, number[]> = {
  complementary: [0, 180],
  triadic: [0, 120, 240],
  tetradic: [0, 60, 180, 240],
  'split-complementary': [0, 150, 210],
  square: [0, 90, 180, 270],
};

/** Analogous offsets: 30° apart, the base in the middle (an even count leans clockwise). */
const analogousOffsets = (count: number) => {
  const first = -Math.floor((count - 1) / 2);
  return Array.from({ length: count }, (_, i) => (first + i) * 30);
};

export default defineTool({
  slug: 'color-palette-generator',
  name: 'Color palette generator',
  category: 'color',
  description:
    'Builds a color-wheel palette from one color by rotating its hue in HSL (default) or OKLCH, keeping saturation/chroma and lightness: complementary (0°, 180°), triadic (0°, 120°, 240°), tetradic rectangle (0°, 60°, 180°, 240°), split-complementary (0°, 150°, 210°), square (0°, 90°, 180°, 270°), analogous (`count` hues 30° apart around the base, default 3) or monochromatic (`count` lightnesses evenly spaced from 10 % to 90 %, default 5). `count` applies only to the last two; results outside sRGB are clipped per channel.',
  inputSchema: {
    type: 'object',
    properties: {
      color: cssColorSchema('The base color (CSS).'),
      scheme: {
        type: 'string',
        enum: ['complementary', 'analogous', 'triadic', 'tetradic', 'split-complementary', 'square', 'monochromatic'],
        description: 'Palette type: hue offsets on the color wheel (complementary, triadic…), analogous hues 30° apart, or monochromatic lightness steps.',
      },
      space: { type: 'string', enum: ['hsl', 'oklch'], default: 'hsl', description: 'Color space whose hue is rotated.' },
      count: { type: 'integer', minimum: 2, maximum: 12, description: 'Number of colors for analogous (default 3) and monochromatic (default 5).' },
    },
    required: ['color', 'scheme'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      colors: { type: 'array', items: { type: 'string' }, description: 'The palette as #rrggbb, starting at the base hue (analogous: in hue order, monochromatic: dark to light).' },
    },
    required: ['colors'],
  },
  examples: [
    { inputs: { color: '#ff0000', scheme: 'triadic' }, result: { colors: ['#ff0000', '#00ff00', '#0000ff'] } },
    { inputs: { color: '#2a7ab0', scheme: 'analogous', count: 4 }, result: { colors: ['#2ab0a3', '#2a7ab0', '#2a37b0', '#602ab0'] } },
    { inputs: { color: '#3366cc', scheme: 'split-complementary', space: 'oklch' }, result: { colors: ['#3366cc', '#b34600', '#707400'] } },
    { inputs: { color: 'seagreen', scheme: 'monochromatic', count: 3 }, result: { colors: ['#0d2618', '#3fc078', '#d9f2e4'] } },
  ],
  run({ color, scheme, space = 'hsl', count }: { color: string; scheme: Scheme; space?: 'hsl' | 'oklch'; count?: number }) {
    const base = parseSrgb(color);
    if (space === 'hsl') {
      const hsl = toHsl({ mode: 'rgb', ...base });
      const h = hsl.h === undefined || Number.isNaN(hsl.h) ? 0 : hsl.h;
      const s = hsl.s ?? 0;
      const fromHsl = (hue: number, lightness: number) => {
        const rgb = toRgb({ mode: 'hsl', h: ((hue % 360) + 360) % 360, s, l: lightness });
        return hexOf(rgb);
      };
      if (scheme === 'monochromatic') {
        const n = count ?? 5;
        return { colors: Array.from({ length: n }, (_, i) => fromHsl(h, 0.1 + (0.8 * i) / (n - 1))) };
      }
      const offsets = scheme === 'analogous' ? analogousOffsets(count ?? 3) : FIXED_OFFSETS[scheme];
      return { colors: offsets.map((offset) => fromHsl(h + offset, hsl.l)) };
    }
    const lab = oklabOf(base);
    const chroma = Math.hypot(lab.a, lab.b);
    const hue = oklabHue(lab);
    const fromOklch = (degrees: number, lightness: number) => {
      const radians = (degrees * Math.PI) / 180;
      return hexOf(srgbFromOklab({ l: lightness, a: chroma * Math.cos(radians), b: chroma * Math.sin(radians) }));
    };
    if (scheme === 'monochromatic') {
      const n = count ?? 5;
      return { colors: Array.from({ length: n }, (_, i) => fromOklch(hue, 0.1 + (0.8 * i) / (n - 1))) };
    }
    const offsets = scheme === 'analogous' ? analogousOffsets(count ?? 3) : FIXED_OFFSETS[scheme];
    return { colors: offsets.map((offset) => fromOklch(hue + offset, lab.l)) };
  },
});
