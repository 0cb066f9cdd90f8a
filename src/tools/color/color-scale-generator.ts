import { defineTool } from '../define.ts';
import { cssColorSchema, hexOf, oklabHue, oklabOf, parseSrgb, srgbFromOklab } from '../color-math.ts';

/** OKLCH lightness of each stop, close to Tailwind CSS v4's palette (e.g. its blue: 97 %, 93.2 %, … 28.2 %). */
const LIGHTNESS: Record<string, number> = {
  '50': 0.97, '100': 0.93, '200': 0.88, '300': 0.81, '400': 0.71, '500': 0.62, '600': 0.55, '700': 0.49, '800': 0.42, '900': 0.38, '950': 0.28,
};
const STOPS = Object.keys(LIGHTNESS).map(Number);

const inGamut = (l: number, a: number, b: number) => {
  const { r, g, b: blue } = srgbFromOklab({ l, a, b });
  return [r, g, blue].every((v) => v >= -1e-6 && v <= 1 + 1e-6);
};

export default defineTool({
  slug: 'color-scale-generator',
  name: 'Color scale generator',
  category: 'color',
  description:
    'A 50–950 design-system scale of one hue: each stop takes a fixed OKLCH lightness (50: 97 %, 100: 93 %, 200: 88 %, 300: 81 %, 400: 71 %, 500: 62 %, 600: 55 %, 700: 49 %, 800: 42 %, 900: 38 %, 950: 28 %, close to Tailwind CSS v4) and the base color\'s hue and chroma, the chroma lowered by bisection (30 halvings) until the color fits sRGB. baseStop is the stop nearest the base color\'s lightness.',
  inputSchema: {
    type: 'object',
    properties: {
      color: cssColorSchema('The base color (CSS).'),
      stops: {
        type: 'array',
        minItems: 1,
        maxItems: 11,
        uniqueItems: true,
        items: { type: 'integer', enum: STOPS },
        description: 'Which stops to give (default all eleven).',
      },
    },
    required: ['color'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      scale: {
        type: 'object',
        properties: Object.fromEntries(STOPS.map((s) => [String(s), { type: 'string' }])),
        description: 'Stop → #rrggbb.',
      },
      baseStop: { type: 'integer', description: 'The stop whose lightness is nearest the base color (ties: the lighter stop).' },
    },
    required: ['scale', 'baseStop'],
  },
  examples: [
    { inputs: { color: '#3b82f6' }, result: { scale: { '50': '#f0f6ff', '100': '#dbe9ff', '200': '#c1d9ff', '300': '#9dc2ff', '400': '#67a0ff', '500': '#3a81f5', '600': '#246bdd', '700': '#0c58c8', '800': '#0045a7', '900': '#003b92', '950': '#00245f' }, baseStop: 500 } },
    { inputs: { color: 'oklch(60% 0.15 150)', stops: [100, 500, 900] }, result: { scale: { '100': '#acffbd', '500': '#2e9e52', '900': '#005121' }, baseStop: 500 } },
  ],
  run({ color, stops = STOPS }: { color: string; stops?: number[] }) {
    const base = oklabOf(parseSrgb(color));
    const chroma = Math.hypot(base.a, base.b);
    const hue = (oklabHue(base) * Math.PI) / 180;
    const [cos, sin] = [Math.cos(hue), Math.sin(hue)];
    const scale: Record<string, string> = {};
    for (const stop of [...stops].sort((x, y) => x - y)) {
      const l = LIGHTNESS[String(stop)]!;
      let c = chroma;
      if (!inGamut(l, c * cos, c * sin)) {
        let low = 0;
        let high = chroma;
        for (let i = 0; i < 30; i++) {
          const mid = (low + high) / 2;
          if (inGamut(l, mid * cos, mid * sin)) low = mid;
          else high = mid;
        }
        c = low;
      }
      scale[String(stop)] = hexOf(srgbFromOklab({ l, a: c * cos, b: c * sin }));
    }
    let baseStop = STOPS[0]!;
    for (const stop of STOPS) {
      if (Math.abs(LIGHTNESS[String(stop)]! - base.l) < Math.abs(LIGHTNESS[String(baseStop)]! - base.l)) baseStop = stop;
    }
    return { scale, baseStop };
  },
});
