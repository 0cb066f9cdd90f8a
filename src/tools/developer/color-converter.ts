import { colorsNamed, converter, formatHex, formatHex8, formatHsl, formatRgb, parse, toGamut, wcagContrast } from 'culori';
import { ToolError, defineTool, nullable } from '../define.ts';

const toOklch = converter('oklch');
const toRgb = converter('rgb');
const intoSrgb = toGamut('rgb', 'oklch');
const round = (value: number, digits: number) => {
  const factor = 10 ** digits;
  const rounded = Math.round(value * factor) / factor;
  return Object.is(rounded, -0) ? 0 : rounded;
};

const namesByHex = new Map<string, string>();
for (const [name, value] of Object.entries(colorsNamed)) {
  const hex = `#${value.toString(16).padStart(6, '0')}`;
  if (!namesByHex.has(hex)) namesByHex.set(hex, name);
}

export default defineTool({
  slug: 'color-converter',
  name: 'Color converter',
  category: 'developer',
  description:
    'Converts any CSS color (hex, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(), color(), named) to hex, rgb, hsl and oklch, gamut-mapping wide-gamut colors into sRGB, and gives the WCAG contrast ratio against white and black.',
  inputSchema: {
    type: 'object',
    properties: {
      color: {
        type: 'string',
        minLength: 1,
        maxLength: 200,
        description: 'A CSS color, e.g. "#1e90ff", "rgb(30 144 255)", "hsl(210 100% 56%)", "oklch(65% 0.18 250)" or "tomato".',
      },
    },
    required: ['color'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      hex: { type: 'string', description: '#rrggbb, or #rrggbbaa when not opaque.' },
      rgb: { type: 'string', description: 'CSS rgb()/rgba() in sRGB.' },
      hsl: { type: 'string', description: 'CSS hsl()/hsla().' },
      oklch: { type: 'string', description: 'CSS oklch() of the original color (lightness in %).' },
      channels: {
        type: 'object',
        description: 'sRGB channels 0–255 and alpha 0–1.',
        properties: {
          r: { type: 'integer' },
          g: { type: 'integer' },
          b: { type: 'integer' },
          alpha: { type: 'number' },
        },
        required: ['r', 'g', 'b', 'alpha'],
      },
      inSrgbGamut: { type: 'boolean', description: 'Whether the color fits sRGB; if not, hex/rgb/hsl are the gamut-mapped nearest color.' },
      name: nullable({ type: 'string' }, { description: 'The CSS named color with exactly this hex value, if any.' }),
      contrastWithWhite: { type: 'number', description: 'WCAG 2 contrast ratio against white (1–21), alpha ignored.' },
      contrastWithBlack: { type: 'number', description: 'WCAG 2 contrast ratio against black (1–21), alpha ignored.' },
      textColor: { type: 'string', enum: ['white', 'black'], description: 'The more readable text color on this background.' },
    },
    required: ['hex', 'rgb', 'hsl', 'oklch', 'channels', 'inSrgbGamut', 'name', 'contrastWithWhite', 'contrastWithBlack', 'textColor'],
  },
  examples: [
    {
      inputs: { color: 'rebeccapurple' },
      result: {
        hex: '#663399',
        rgb: 'rgb(102, 51, 153)',
        hsl: 'hsl(270, 50%, 40%)',
        oklch: 'oklch(44.03% 0.1603 303.37)',
        channels: { r: 102, g: 51, b: 153, alpha: 1 },
        inSrgbGamut: true,
        name: 'rebeccapurple',
        contrastWithWhite: 8.41,
        contrastWithBlack: 2.5,
        textColor: 'white',
      },
    },
    {
      inputs: { color: 'hsl(210 100% 56% / 50%)' },
      result: {
        hex: '#1f8fff80',
        rgb: 'rgba(31, 143, 255, 0.5)',
        hsl: 'hsla(210, 100%, 56%, 0.5)',
        oklch: 'oklch(64.95% 0.1913 253.63 / 0.5)',
        channels: { r: 31, g: 143, b: 255, alpha: 0.5 },
        inSrgbGamut: true,
        name: null,
        contrastWithWhite: 3.27,
        contrastWithBlack: 6.42,
        textColor: 'black',
      },
    },
    {
      inputs: { color: 'color(display-p3 1 0 0)' },
      result: {
        hex: '#ff0b0c',
        rgb: 'rgb(255, 11, 12)',
        hsl: 'hsl(359.88, 100%, 52.17%)',
        oklch: 'oklch(64.86% 0.2995 28.96)',
        channels: { r: 255, g: 11, b: 12, alpha: 1 },
        inSrgbGamut: false,
        name: null,
        contrastWithWhite: 3.96,
        contrastWithBlack: 5.31,
        textColor: 'black',
      },
    },
  ],
  run({ color }: { color: string }) {
    const parsed = parse(color.trim());
    if (!parsed) {
      throw new ToolError(`"${color}" is not a CSS color; try forms like #1e90ff, rgb(30 144 255), hsl(210 100% 56%), oklch(65% 0.18 250) or a name like tomato.`);
    }
    const rgbRaw = toRgb(parsed);
    if ([rgbRaw.r, rgbRaw.g, rgbRaw.b].some((v) => !Number.isFinite(v))) {
      throw new ToolError(`"${color}" does not describe a finite color.`);
    }
    const alpha = parsed.alpha === undefined ? 1 : Math.min(1, Math.max(0, parsed.alpha));
    const inSrgbGamut = [rgbRaw.r, rgbRaw.g, rgbRaw.b].every((v) => v >= -1e-6 && v <= 1 + 1e-6);
    const mapped = { ...toRgb(intoSrgb(parsed)), alpha };
    const opaque = { ...mapped, alpha: 1 };
    const hex6 = formatHex(opaque);
    const ok = toOklch(parsed);
    const hue = ok.h === undefined || Number.isNaN(ok.h) || ok.c < 1e-4 ? 'none' : String(round(ok.h, 2));
    const oklch = `oklch(${round(ok.l * 100, 2)}% ${round(Math.max(ok.c, 0), 4)} ${hue}${alpha < 1 ? ` / ${round(alpha, 3)}` : ''})`;
    const channel = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 255);
    const contrastWithWhite = round(wcagContrast(opaque, 'white'), 2);
    const contrastWithBlack = round(wcagContrast(opaque, 'black'), 2);
    return {
      hex: alpha < 1 ? formatHex8(mapped) : hex6,
      rgb: formatRgb(mapped),
      hsl: formatHsl(mapped),
      oklch,
      channels: { r: channel(mapped.r), g: channel(mapped.g), b: channel(mapped.b), alpha: round(alpha, 3) },
      inSrgbGamut,
      name: alpha < 1 ? null : (namesByHex.get(hex6) ?? null),
      contrastWithWhite,
      contrastWithBlack,
      textColor: contrastWithWhite >= contrastWithBlack ? ('white' as const) : ('black' as const),
    };
  },
});
