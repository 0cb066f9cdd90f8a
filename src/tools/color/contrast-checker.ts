import { ToolError, defineTool } from '../define.ts';
import { alphaOf, cssColorSchema, hexOf, parseCssColor, relativeLuminance, srgbOf, type Rgb } from '../color-math.ts';

const over = (top: Rgb, alpha: number, bottom: Rgb): Rgb => ({
  r: top.r * alpha + bottom.r * (1 - alpha),
  g: top.g * alpha + bottom.g * (1 - alpha),
  b: top.b * alpha + bottom.b * (1 - alpha),
});
const WHITE: Rgb = { r: 1, g: 1, b: 1 };

export default defineTool({
  slug: 'contrast-checker',
  name: 'Contrast checker',
  category: 'color',
  description:
    'WCAG 2 contrast ratio of a text color on a background, (L1 + 0.05) / (L2 + 0.05) with sRGB relative luminance, and the pass/fail of each level, compared unrounded (4.499 fails 4.5). A translucent foreground is composited over the background and a translucent background over white, in gamma-encoded sRGB as browsers do; colors outside sRGB are clipped per channel.',
  inputSchema: {
    type: 'object',
    properties: {
      foreground: cssColorSchema('Text color (CSS), e.g. "#777777" or "rgb(0 0 0 / 60%)".'),
      background: cssColorSchema('Background color (CSS), e.g. "white".'),
    },
    required: ['foreground', 'background'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      ratio: { type: 'number', description: 'Contrast ratio 1–21, unrounded.' },
      aaNormal: { type: 'boolean', description: 'AA for normal text: ratio ≥ 4.5.' },
      aaLarge: { type: 'boolean', description: 'AA for large text (≥ 18 pt, or 14 pt bold): ratio ≥ 3.' },
      aaaNormal: { type: 'boolean', description: 'AAA for normal text: ratio ≥ 7.' },
      aaaLarge: { type: 'boolean', description: 'AAA for large text: ratio ≥ 4.5.' },
      uiComponents: { type: 'boolean', description: 'WCAG 2.1 SC 1.4.11 non-text contrast (icons, borders): ratio ≥ 3.' },
      foregroundHex: { type: 'string', description: 'The foreground as seen (after compositing), #rrggbb.' },
      backgroundHex: { type: 'string', description: 'The background as seen (after compositing over white), #rrggbb.' },
    },
    required: ['ratio', 'aaNormal', 'aaLarge', 'aaaNormal', 'aaaLarge', 'uiComponents', 'foregroundHex', 'backgroundHex'],
  },
  examples: [
    {
      inputs: { foreground: '#777777', background: '#ffffff' },
      result: {
        ratio: 4.478089453577214,
        aaNormal: false,
        aaLarge: true,
        aaaNormal: false,
        aaaLarge: false,
        uiComponents: true,
        foregroundHex: '#777777',
        backgroundHex: '#ffffff',
      },
    },
    {
      inputs: { foreground: '#767676', background: 'white' },
      result: {
        ratio: 4.542224959605253,
        aaNormal: true,
        aaLarge: true,
        aaaNormal: false,
        aaaLarge: true,
        uiComponents: true,
        foregroundHex: '#767676',
        backgroundHex: '#ffffff',
      },
    },
    {
      inputs: { foreground: 'rgb(0 0 0 / 40%)', background: '#3a6fa5' },
      result: {
        ratio: 1.9551764325691636,
        aaNormal: false,
        aaLarge: false,
        aaaNormal: false,
        aaaLarge: false,
        uiComponents: false,
        foregroundHex: '#234363',
        backgroundHex: '#3a6fa5',
      },
    },
  ],
  run({ foreground, background }: { foreground: string; background: string }) {
    const fg = parseCssColor(foreground, 'foreground');
    const bg = parseCssColor(background, 'background');
    const seenBackground = over(srgbOf(bg), alphaOf(bg), WHITE);
    const seenForeground = over(srgbOf(fg), alphaOf(fg), seenBackground);
    const l1 = relativeLuminance(seenForeground);
    const l2 = relativeLuminance(seenBackground);
    const ratio = (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
    if (!Number.isFinite(ratio)) throw new ToolError('The contrast ratio is not finite for these colors.');
    return {
      ratio,
      aaNormal: ratio >= 4.5,
      aaLarge: ratio >= 3,
      aaaNormal: ratio >= 7,
      aaaLarge: ratio >= 4.5,
      uiComponents: ratio >= 3,
      foregroundHex: hexOf(seenForeground),
      backgroundHex: hexOf(seenBackground),
    };
  },
});
