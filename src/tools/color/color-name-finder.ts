import { converter, differenceCiede2000 } from 'culori';
import { defineTool } from '../define.ts';
import { cssColorSchema, hexOf, namedColors, parseSrgb, roundTo } from '../color-math.ts';

const toLab65 = converter('lab65');
const deltaE = differenceCiede2000();
const named = namedColors.map((c) => ({ ...c, lab: toLab65({ mode: 'rgb', ...c.rgb }) }));

export default defineTool({
  slug: 'color-name-finder',
  name: 'Color name finder',
  category: 'color',
  description:
    'Nearest CSS Color 4 named color (the 148 keywords, as in culori 4.0.2) by CIEDE2000 ΔE in CIELAB D65, computed on the color\'s 8-bit sRGB value (alpha ignored, out-of-gamut channels clipped); ties (aqua/cyan, gray/grey…) go to the alphabetically first name. deltaE is rounded to 4 decimals.',
  inputSchema: {
    type: 'object',
    properties: { color: cssColorSchema() },
    required: ['color'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', description: 'The nearest named color.' },
      hex: { type: 'string', description: 'Its #rrggbb.' },
      deltaE: { type: 'number', description: 'CIEDE2000 difference to it, 4 decimals.' },
      exact: { type: 'boolean', description: 'Whether the color is exactly that named color.' },
    },
    required: ['name', 'hex', 'deltaE', 'exact'],
  },
  examples: [
    { inputs: { color: '#00ffff' }, result: { name: 'aqua', hex: '#00ffff', deltaE: 0, exact: true } },
    { inputs: { color: '#3366cc' }, result: { name: 'royalblue', hex: '#4169e1', deltaE: 3.6908, exact: false } },
    { inputs: { color: 'hsl(350 80% 45%)' }, result: { name: 'crimson', hex: '#dc143c', deltaE: 2.7383, exact: false } },
  ],
  run({ color }: { color: string }) {
    const hex = hexOf(parseSrgb(color));
    const value = Number.parseInt(hex.slice(1), 16);
    const lab = toLab65({ mode: 'rgb', r: ((value >> 16) & 255) / 255, g: ((value >> 8) & 255) / 255, b: (value & 255) / 255 });
    let best = named[0]!;
    let bestDelta = Infinity;
    for (const candidate of named) {
      const d = deltaE(lab, candidate.lab);
      if (d < bestDelta) {
        best = candidate;
        bestDelta = d;
      }
    }
    return { name: best.name, hex: best.hex, deltaE: roundTo(bestDelta, 4), exact: best.hex === hex };
  },
});
