import { defineTool } from '../define.ts';
import { cssColorSchema, hexOf, oklabOf, parseSrgb, srgbFromOklab, type Rgb } from '../color-math.ts';

const WHITE: Rgb = { r: 1, g: 1, b: 1 };
const BLACK: Rgb = { r: 0, g: 0, b: 0 };
const GRAY: Rgb = { r: 128 / 255, g: 128 / 255, b: 128 / 255 };

const lerp = (a: number, b: number, t: number) => a + (b - a) * t;

export default defineTool({
  slug: 'tints-shades-generator',
  name: 'Tints, shades and tones generator',
  category: 'color',
  description:
    'Mixes a color with white (tints), black (shades) and mid gray #808080 (tones) in `steps` equal steps: step i of n mixes i/(n+1) of white/black/gray, so neither the color itself nor pure white/black appears. Mixing is linear in gamma-encoded sRGB (default, like CSS color-mix in srgb) or in OKLab.',
  inputSchema: {
    type: 'object',
    properties: {
      color: cssColorSchema('The base color (CSS).'),
      steps: { type: 'integer', minimum: 1, maximum: 20, default: 5, description: 'Colors per list.' },
      space: { type: 'string', enum: ['srgb', 'oklab'], default: 'srgb', description: 'Space the mix is linear in.' },
    },
    required: ['color'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      tints: { type: 'array', items: { type: 'string' }, description: 'Toward white, lightest last (#rrggbb).' },
      shades: { type: 'array', items: { type: 'string' }, description: 'Toward black, darkest last.' },
      tones: { type: 'array', items: { type: 'string' }, description: 'Toward #808080, grayest last.' },
    },
    required: ['tints', 'shades', 'tones'],
  },
  examples: [
    { inputs: { color: '#3366cc', steps: 4 }, result: { tints: ['#5c85d6', '#85a3e0', '#adc2eb', '#d6e0f5'], shades: ['#2952a3', '#1f3d7a', '#142952', '#0a1429'], tones: ['#426bbd', '#5270ae', '#61769e', '#717b8f'] } },
    { inputs: { color: 'tomato', steps: 2, space: 'oklab' }, result: { tints: ['#ff9c87', '#ffcfc3'], shades: ['#943625', '#360f08'], tones: ['#d7735f', '#ae7b71'] } },
  ],
  run({ color, steps = 5, space = 'srgb' }: { color: string; steps?: number; space?: 'srgb' | 'oklab' }) {
    const base = parseSrgb(color);
    const toward = (target: Rgb) =>
      Array.from({ length: steps }, (_, k) => {
        const t = (k + 1) / (steps + 1);
        if (space === 'srgb') {
          return hexOf({ r: lerp(base.r, target.r, t), g: lerp(base.g, target.g, t), b: lerp(base.b, target.b, t) });
        }
        const a = oklabOf(base);
        const b = oklabOf(target);
        return hexOf(srgbFromOklab({ l: lerp(a.l, b.l, t), a: lerp(a.a, b.a, t), b: lerp(a.b, b.b, t) }));
      });
    return { tints: toward(WHITE), shades: toward(BLACK), tones: toward(GRAY) };
  },
});
