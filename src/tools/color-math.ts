// Color helpers shared by the tools in src/tools/color: parsing CSS colors, sRGB/linear/OKLab channels, hex output.
import { colorsNamed, converter, parse, type Color } from 'culori';
import { ToolError } from './define.ts';

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** The JSON Schema of one CSS color input. */
export const cssColorSchema = (description = 'A CSS color: hex, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(), color() or a name.') => ({
  type: 'string',
  minLength: 1,
  maxLength: 200,
  description,
});

const toRgbMode = converter('rgb');

/** Parses a CSS color (as the developer/color-converter tool does), refusing text culori cannot read or non-finite channels. */
export function parseCssColor(text: string, field = 'color'): Color {
  const parsed = parse(text.trim());
  if (!parsed) {
    throw new ToolError(
      `"${field}" (${JSON.stringify(text.slice(0, 60))}) is not a CSS color; try forms like #1e90ff, rgb(30 144 255), hsl(210 100% 56%), oklch(65% 0.18 250) or a name like tomato.`,
    );
  }
  const rgb = toRgbMode(parsed);
  if (![rgb.r, rgb.g, rgb.b].every(Number.isFinite) || (parsed.alpha !== undefined && !Number.isFinite(parsed.alpha))) {
    throw new ToolError(`"${field}" does not describe a finite color.`);
  }
  return parsed;
}

/** The color's alpha, 1 when absent, clamped to 0–1. */
export const alphaOf = (color: Color): number => (color.alpha === undefined ? 1 : Math.min(1, Math.max(0, color.alpha)));

/** sRGB channels (0–1, gamma-encoded) of a parsed color, each channel clipped into 0–1 (no perceptual gamut mapping). */
export function srgbOf(color: Color): Rgb {
  const { r, g, b } = toRgbMode(color);
  return { r: clip01(r), g: clip01(g), b: clip01(b) };
}

/** Parses and returns the clipped sRGB channels at once. */
export const parseSrgb = (text: string, field = 'color'): Rgb => srgbOf(parseCssColor(text, field));

export const clip01 = (value: number): number => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);

/** An 8-bit channel 0–255 of a 0–1 channel (clipped, rounded half up): the hex quantization. */
export const byte = (value: number): number => Math.round(clip01(value) * 255);

/** #rrggbb of sRGB channels in 0–1 (clipped). */
export const hexOf = ({ r, g, b }: Rgb): string => `#${[r, g, b].map((v) => byte(v).toString(16).padStart(2, '0')).join('')}`;

/** CSS rgb() of sRGB channels in 0–1 (clipped to 8 bits). */
export const cssRgbOf = ({ r, g, b }: Rgb): string => `rgb(${byte(r)}, ${byte(g)}, ${byte(b)})`;

/** sRGB transfer function (IEC 61966-2-1), sign-preserving, the same formula as culori's lrgb conversion. */
export const toLinear = (c: number): number => {
  const abs = Math.abs(c);
  return abs <= 0.04045 ? c / 12.92 : (Math.sign(c) || 1) * Math.pow((abs + 0.055) / 1.055, 2.4);
};
export const fromLinear = (c: number): number => {
  const abs = Math.abs(c);
  return abs > 0.0031308 ? (Math.sign(c) || 1) * (1.055 * Math.pow(abs, 1 / 2.4) - 0.055) : c * 12.92;
};
export const linearOf = ({ r, g, b }: Rgb): Rgb => ({ r: toLinear(r), g: toLinear(g), b: toLinear(b) });
export const srgbFromLinear = ({ r, g, b }: Rgb): Rgb => ({ r: fromLinear(r), g: fromLinear(g), b: fromLinear(b) });

/** WCAG 2 relative luminance of sRGB channels. */
export const relativeLuminance = (rgb: Rgb): number => {
  const lin = linearOf(rgb);
  return 0.2126 * lin.r + 0.7152 * lin.g + 0.0722 * lin.b;
};

export interface Oklab {
  l: number;
  a: number;
  b: number;
}

const toOklabMode = converter('oklab');
const toRgbFromOklab = converter('rgb');

/** OKLab (Ottosson 2020, culori's matrices) of sRGB channels. */
export const oklabOf = ({ r, g, b }: Rgb): Oklab => {
  const lab = toOklabMode({ mode: 'rgb', r, g, b });
  return { l: lab.l, a: lab.a, b: lab.b };
};

/** Unclipped sRGB channels of an OKLab color (the caller clips or hex-encodes). */
export const srgbFromOklab = ({ l, a, b }: Oklab): Rgb => {
  const rgb = toRgbFromOklab({ mode: 'oklab', l, a, b });
  return { r: rgb.r, g: rgb.g, b: rgb.b };
};

/** Hue angle in degrees [0, 360) of an OKLab color; 0 for achromatic colors. */
export const oklabHue = ({ a, b }: Oklab): number => {
  const h = (Math.atan2(b, a) * 180) / Math.PI;
  return h < 0 ? h + 360 : h;
};

/** CSS Color 4 named colors (culori's table, 148 names), sorted by name, as sRGB channels. */
export const namedColors: ReadonlyArray<{ name: string; hex: string; rgb: Rgb }> = Object.keys(colorsNamed)
  .sort()
  .map((name) => {
    const value = (colorsNamed as Record<string, number>)[name]!;
    const rgb = { r: ((value >> 16) & 255) / 255, g: ((value >> 8) & 255) / 255, b: (value & 255) / 255 };
    return { name, hex: `#${value.toString(16).padStart(6, '0')}`, rgb };
  });

/** Rounds to `digits` decimals (half away from zero on the binary value), never returning -0; for display-precision color figures. */
export const roundTo = (value: number, digits: number): number => {
  const factor = 10 ** digits;
  const rounded = (Math.sign(value) * Math.round(Math.abs(value) * factor)) / factor;
  return Object.is(rounded, -0) ? 0 : rounded;
};
