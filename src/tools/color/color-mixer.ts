import { ToolError, defineTool } from '../define.ts';
import { cssColorSchema, cssRgbOf, hexOf, linearOf, oklabOf, parseSrgb, srgbFromLinear, srgbFromOklab, type Rgb } from '../color-math.ts';

type Space = 'srgb' | 'linear-srgb' | 'oklab' | 'oklch';

export default defineTool({
  slug: 'color-mixer',
  name: 'Color mixer',
  category: 'color',
  description:
    'Weighted average of colors in a chosen space: gamma-encoded sRGB, linear-light sRGB (physical light mixing), OKLab (default; perceptually even) or OKLCH, where lightness and chroma are averaged and hue is the weighted circular mean over the chromatic colors (chroma ≥ 0.0001; achromatic ones have no hue). Alpha is ignored; channels outside sRGB are clipped.',
  inputSchema: {
    type: 'object',
    properties: {
      colors: {
        type: 'array',
        minItems: 1,
        maxItems: 50,
        description: 'Colors to mix, each a CSS color with an optional relative weight.',
        items: {
          type: 'object',
          properties: {
            color: cssColorSchema(),
            weight: { type: 'number', minimum: 0, maximum: 1e6, default: 1, description: 'Relative share (default 1).' },
          },
          required: ['color'],
          additionalProperties: false,
        },
      },
      space: { type: 'string', enum: ['srgb', 'linear-srgb', 'oklab', 'oklch'], default: 'oklab', description: 'Color space the average is taken in: srgb (gamma-encoded), linear-srgb (light mixing), oklab (default) or oklch.' },
    },
    required: ['colors'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      hex: { type: 'string', description: '#rrggbb of the mix.' },
      rgb: { type: 'string', description: 'CSS rgb() of the mix, 8-bit channels.' },
    },
    required: ['hex', 'rgb'],
  },
  examples: [
    { inputs: { colors: [{ color: '#ff0000' }, { color: '#0000ff', weight: 2 }], space: 'srgb' }, result: { hex: '#5500aa', rgb: 'rgb(85, 0, 170)' } },
    { inputs: { colors: [{ color: '#ff0000' }, { color: '#0000ff' }], space: 'linear-srgb' }, result: { hex: '#bc00bc', rgb: 'rgb(188, 0, 188)' } },
    { inputs: { colors: [{ color: 'gold', weight: 3 }, { color: 'teal', weight: 1 }], space: 'oklab' }, result: { hex: '#cbc351', rgb: 'rgb(203, 195, 81)' } },
    { inputs: { colors: [{ color: '#e63946' }, { color: '#457b9d', weight: 2 }, { color: 'white' }], space: 'oklch' }, result: { hex: '#7d99d2', rgb: 'rgb(125, 153, 210)' } },
  ],
  run({ colors, space = 'oklab' }: { colors: Array<{ color: string; weight?: number }>; space?: Space }) {
    const parsed = colors.map((c, i) => ({ rgb: parseSrgb(c.color, `colors[${i}].color`), weight: c.weight ?? 1 }));
    const total = parsed.reduce((sum, c) => sum + c.weight, 0);
    if (!(total > 0) || !Number.isFinite(total)) throw new ToolError('The weights must add up to more than 0.');
    const avg = (values: number[]) => values.reduce((sum, v, i) => sum + v * parsed[i]!.weight, 0) / total;
    let mixed: Rgb;
    if (space === 'srgb') {
      mixed = { r: avg(parsed.map((c) => c.rgb.r)), g: avg(parsed.map((c) => c.rgb.g)), b: avg(parsed.map((c) => c.rgb.b)) };
    } else if (space === 'linear-srgb') {
      const lin = parsed.map((c) => linearOf(c.rgb));
      mixed = srgbFromLinear({ r: avg(lin.map((c) => c.r)), g: avg(lin.map((c) => c.g)), b: avg(lin.map((c) => c.b)) });
    } else {
      const labs = parsed.map((c) => oklabOf(c.rgb));
      const l = avg(labs.map((c) => c.l));
      if (space === 'oklab') {
        mixed = srgbFromOklab({ l, a: avg(labs.map((c) => c.a)), b: avg(labs.map((c) => c.b)) });
      } else {
        const chromas = labs.map((c) => Math.hypot(c.a, c.b));
        const chroma = avg(chromas);
        let x = 0;
        let y = 0;
        labs.forEach((c, i) => {
          if (chromas[i]! < 1e-4) return;
          const h = Math.atan2(c.b, c.a);
          x += parsed[i]!.weight * Math.cos(h);
          y += parsed[i]!.weight * Math.sin(h);
        });
        const hue = Math.atan2(y, x);
        mixed = srgbFromOklab({ l, a: chroma * Math.cos(hue), b: chroma * Math.sin(hue) });
      }
    }
    return { hex: hexOf(mixed), rgb: cssRgbOf(mixed) };
  },
});
