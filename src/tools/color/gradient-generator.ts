import { defineTool } from '../define.ts';
import { cssColorSchema, hexOf, linearOf, oklabOf, parseSrgb, srgbFromLinear, srgbFromOklab, type Rgb } from '../color-math.ts';

type Space = 'srgb' | 'linear-srgb' | 'oklab' | 'oklch';

const lerp = (a: number, b: number, t: number) => a + (b - a) * t;

/** Hue interpolation as CSS Color 4: shorter or longer arc; an achromatic end takes the other end's hue. */
function mixHue(h1: number, h2: number, t: number, longer: boolean): number {
  let diff = h2 - h1;
  if (!longer) {
    if (diff > 180) diff -= 360;
    else if (diff < -180) diff += 360;
  } else if (diff > 0 && diff < 180) diff -= 360;
  else if (diff > -180 && diff <= 0) diff += 360;
  return h1 + diff * t;
}

export default defineTool({
  slug: 'gradient-generator',
  name: 'Gradient generator',
  category: 'color',
  description:
    'Samples `steps` evenly spaced colors (ends included) along a gradient through evenly spaced stops, interpolating in gamma-encoded sRGB, linear sRGB, OKLab (default) or OKLCH with the shorter or longer hue arc as in CSS Color 4 (an achromatic stop, chroma < 0.0001, takes its neighbour\'s hue). Results outside sRGB are clipped per channel; `css` is a linear-gradient() of the samples that every browser draws the same.',
  inputSchema: {
    type: 'object',
    properties: {
      stops: { type: 'array', minItems: 2, maxItems: 20, items: cssColorSchema(), description: 'Colors at evenly spaced positions.' },
      steps: { type: 'integer', minimum: 2, maximum: 256, default: 5, description: 'Number of colors to sample, both ends included.' },
      space: { type: 'string', enum: ['srgb', 'linear-srgb', 'oklab', 'oklch'], default: 'oklab', description: 'Color space to interpolate in: srgb (gamma-encoded), linear-srgb, oklab (default) or oklch.' },
      hueInterpolation: { type: 'string', enum: ['shorter', 'longer'], default: 'shorter', description: 'Hue arc for oklch.' },
    },
    required: ['stops'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      colors: { type: 'array', items: { type: 'string' }, description: 'The samples, #rrggbb.' },
      css: { type: 'string', description: 'CSS linear-gradient(to right, …) of the samples.' },
    },
    required: ['colors', 'css'],
  },
  examples: [
    { inputs: { stops: ['#ff0000', '#0000ff'], steps: 4, space: 'srgb' }, result: { colors: ['#ff0000', '#aa0055', '#5500aa', '#0000ff'], css: 'linear-gradient(to right, #ff0000, #aa0055, #5500aa, #0000ff)' } },
    { inputs: { stops: ['#000000', '#ffffff'], steps: 3, space: 'linear-srgb' }, result: { colors: ['#000000', '#bcbcbc', '#ffffff'], css: 'linear-gradient(to right, #000000, #bcbcbc, #ffffff)' } },
    { inputs: { stops: ['#2a9d8f', '#e9c46a', '#e76f51'], steps: 6, space: 'oklab' }, result: { colors: ['#2a9d8f', '#87ae85', '#cabd75', '#eab465', '#ea925b', '#e76f51'], css: 'linear-gradient(to right, #2a9d8f, #87ae85, #cabd75, #eab465, #ea925b, #e76f51)' } },
    { inputs: { stops: ['#e63946', '#457b9d'], steps: 4, space: 'oklch', hueInterpolation: 'longer' }, result: { colors: ['#e63946', '#9f7a00', '#009069', '#457b9d'], css: 'linear-gradient(to right, #e63946, #9f7a00, #009069, #457b9d)' } },
  ],
  run({ stops, steps = 5, space = 'oklab', hueInterpolation = 'shorter' }: { stops: string[]; steps?: number; space?: Space; hueInterpolation?: 'shorter' | 'longer' }) {
    const rgbs = stops.map((s, i) => parseSrgb(s, `stops[${i}]`));
    const labs = rgbs.map(oklabOf);
    const lins = rgbs.map(linearOf);
    const segments = stops.length - 1;
    const sample = (k: number): Rgb => {
      const position = (k * segments) / (steps - 1);
      const i = Math.min(Math.floor(position), segments - 1);
      const t = position - i;
      if (space === 'srgb') {
        const [a, b] = [rgbs[i]!, rgbs[i + 1]!];
        return { r: lerp(a.r, b.r, t), g: lerp(a.g, b.g, t), b: lerp(a.b, b.b, t) };
      }
      if (space === 'linear-srgb') {
        const [a, b] = [lins[i]!, lins[i + 1]!];
        return srgbFromLinear({ r: lerp(a.r, b.r, t), g: lerp(a.g, b.g, t), b: lerp(a.b, b.b, t) });
      }
      const [a, b] = [labs[i]!, labs[i + 1]!];
      if (space === 'oklab') return srgbFromOklab({ l: lerp(a.l, b.l, t), a: lerp(a.a, b.a, t), b: lerp(a.b, b.b, t) });
      const [c1, c2] = [Math.hypot(a.a, a.b), Math.hypot(b.a, b.b)];
      let h1 = (Math.atan2(a.b, a.a) * 180) / Math.PI;
      let h2 = (Math.atan2(b.b, b.a) * 180) / Math.PI;
      if (c1 < 1e-4) h1 = c2 < 1e-4 ? 0 : h2;
      if (c2 < 1e-4) h2 = h1;
      const h = (mixHue(h1, h2, t, hueInterpolation === 'longer') * Math.PI) / 180;
      const c = lerp(c1, c2, t);
      return srgbFromOklab({ l: lerp(a.l, b.l, t), a: c * Math.cos(h), b: c * Math.sin(h) });
    };
    const colors = Array.from({ length: steps }, (_, k) => hexOf(sample(k)));
    return { colors, css: `linear-gradient(to right, ${colors.join(', ')})` };
  },
});
