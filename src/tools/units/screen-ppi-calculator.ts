import { defineTool } from '../define.ts';

const gcd = (a: number, b: number): number => {
  while (b) [a, b] = [b, a % b];
  return a;
};

export default defineTool({
  slug: 'screen-ppi-calculator',
  name: 'Screen PPI calculator',
  category: 'units',
  description:
    'Pixel density of a screen from its resolution and diagonal: ppi = √(width² + height²) / diagonal (square pixels assumed), dot pitch = 25.4 mm / ppi, the physical width and height in inches and the reduced aspect ratio of the resolution. Unrounded: the nearest doubles of those formulas.',
  inputSchema: {
    type: 'object',
    properties: {
      widthPx: { type: 'integer', minimum: 1, maximum: 100000, description: 'Horizontal resolution in pixels.' },
      heightPx: { type: 'integer', minimum: 1, maximum: 100000, description: 'Vertical resolution in pixels.' },
      diagonalInches: { type: 'number', minimum: 0.01, maximum: 10000, description: 'Visible diagonal in inches (0.01 to 10,000).' },
    },
    required: ['widthPx', 'heightPx', 'diagonalInches'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      ppi: { type: 'number', description: 'Pixels per inch.' },
      dotPitchMm: { type: 'number', description: 'Distance between pixel centres in millimetres.' },
      aspectRatio: { type: 'string', description: 'Resolution reduced by its greatest common divisor, e.g. "16:9".' },
      widthInches: { type: 'number', description: 'Physical width in inches.' },
      heightInches: { type: 'number', description: 'Physical height in inches.' },
    },
    required: ['ppi', 'dotPitchMm', 'aspectRatio', 'widthInches', 'heightInches'],
  },
  examples: [
    { inputs: { widthPx: 1920, heightPx: 1080, diagonalInches: 24 }, result: { ppi: 91.7877987534291, dotPitchMm: 0.2767252330370444, aspectRatio: '16:9', widthInches: 20.917812890989183, heightInches: 11.766269751181415 } },
    { inputs: { widthPx: 2560, heightPx: 1440, diagonalInches: 27 }, result: { ppi: 108.78553926332337, dotPitchMm: 0.2334869153750062, aspectRatio: '16:9', widthInches: 23.53253950236283, heightInches: 13.237053470079092 } },
    { inputs: { widthPx: 3840, heightPx: 2160, diagonalInches: 15.6 }, result: { ppi: 282.42399616439724, dotPitchMm: 0.08993570073703942, aspectRatio: '16:9', widthInches: 13.596578379142969, heightInches: 7.64807533826792 } },
  ],
  run({ widthPx, heightPx, diagonalInches }: { widthPx: number; heightPx: number; diagonalInches: number }) {
    // Integer squares below 2^53 are exact, so the diagonal is one correctly rounded square root.
    const diagonalPx = Math.sqrt(widthPx * widthPx + heightPx * heightPx);
    const ppi = diagonalPx / diagonalInches;
    const divisor = gcd(widthPx, heightPx);
    return {
      ppi,
      dotPitchMm: 25.4 / ppi,
      aspectRatio: `${widthPx / divisor}:${heightPx / divisor}`,
      widthInches: (diagonalInches * widthPx) / diagonalPx,
      heightInches: (diagonalInches * heightPx) / diagonalPx,
    };
  },
});
