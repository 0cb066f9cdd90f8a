import { ToolError, defineTool } from '../define.ts';
import { byte, cssColorSchema, parseSrgb } from '../color-math.ts';

const percent = (description: string) => ({ type: 'number', minimum: 0, maximum: 100, description });
const hex2 = (n: number) => n.toString(16).padStart(2, '0');

interface Inputs {
  color?: string;
  c?: number;
  m?: number;
  y?: number;
  k?: number;
}

export default defineTool({
  slug: 'cmyk-converter',
  name: 'CMYK converter',
  category: 'color',
  description:
    'Converts a CSS color to CMYK or CMYK to sRGB with the naive device-independent formula (K = 1 − max(R, G, B), C = (1 − R − K) / (1 − K), …; R = 255 · (1 − C) · (1 − K)), not an ICC print profile, so printed colors will differ. Give either `color` or all of c, m, y, k (percent); CMYK from a color is computed from its 8-bit channels and rounded half up to 2 decimals.',
  inputSchema: {
    type: 'object',
    properties: {
      color: cssColorSchema('A CSS color to convert to CMYK (alpha ignored).'),
      c: percent('Cyan, percent.'),
      m: percent('Magenta, percent.'),
      y: percent('Yellow, percent.'),
      k: percent('Key (black), percent.'),
    },
  },
  outputSchema: {
    type: 'object',
    properties: {
      c: { type: 'number', description: 'Cyan, percent.' },
      m: { type: 'number', description: 'Magenta, percent.' },
      y: { type: 'number', description: 'Yellow, percent.' },
      k: { type: 'number', description: 'Key (black), percent.' },
      hex: { type: 'string', description: '#rrggbb.' },
      rgb: { type: 'string', description: 'CSS rgb() with 8-bit channels.' },
    },
    required: ['c', 'm', 'y', 'k', 'hex', 'rgb'],
  },
  examples: [
    { inputs: { color: '#3366cc' }, result: { c: 75, m: 50, y: 0, k: 20, hex: '#3366cc', rgb: 'rgb(51, 102, 204)' } },
    { inputs: { color: 'rgb(200 150 100)' }, result: { c: 0, m: 25, y: 50, k: 21.57, hex: '#c89664', rgb: 'rgb(200, 150, 100)' } },
    { inputs: { c: 0, m: 50, y: 100, k: 20 }, result: { c: 0, m: 50, y: 100, k: 20, hex: '#cc6600', rgb: 'rgb(204, 102, 0)' } },
  ],
  run({ color, c, m, y, k }: Inputs) {
    const cmykGiven = [c, m, y, k].filter((v) => v !== undefined).length;
    if (color !== undefined) {
      if (cmykGiven > 0) throw new ToolError('Give either "color" or c, m, y and k, not both.');
      const srgb = parseSrgb(color);
      const [r, g, b] = [byte(srgb.r), byte(srgb.g), byte(srgb.b)] as [number, number, number];
      const max = Math.max(r, g, b);
      // Integer numerators keep the 2-decimal rounding exact: x% = 10000·(max − v)/max hundredths.
      const share = (v: number) => (max === 0 ? 0 : Math.round((10000 * (max - v)) / max) / 100);
      return {
        c: share(r),
        m: share(g),
        y: share(b),
        k: Math.round((10000 * (255 - max)) / 255) / 100,
        hex: `#${hex2(r)}${hex2(g)}${hex2(b)}`,
        rgb: `rgb(${r}, ${g}, ${b})`,
      };
    }
    if (cmykGiven !== 4) throw new ToolError('Give either "color", or all four of c, m, y and k (percent).');
    const channel = (v: number) => Math.round((255 * (100 - v) * (100 - k!)) / 10000);
    const [r, g, b] = [channel(c!), channel(m!), channel(y!)];
    return { c: c!, m: m!, y: y!, k: k!, hex: `#${hex2(r)}${hex2(g)}${hex2(b)}`, rgb: `rgb(${r}, ${g}, ${b})` };
  },
});
