import { ToolError, defineTool } from '../define.ts';
import { exact, nearest } from '../exact-fraction.ts';

const pixels = (description: string) => ({ type: 'integer', minimum: 1, maximum: 1_000_000, description });
const inches = (description: string) => ({ type: 'number', exclusiveMinimum: 0, maximum: 10_000, description });

/** Pixels for a length in inches at dpi: the exact product of the length's decimal and dpi, rounded half up. */
function toPixels(lengthIn: number, dpi: number): number {
  const product = exact(lengthIn).mul(dpi);
  return Number((2n * BigInt(product.n) + BigInt(product.d)) / (2n * BigInt(product.d)));
}

export default defineTool({
  slug: 'dpi-calculator',
  name: 'DPI calculator (print size ↔ pixels)',
  category: 'units',
  description:
    'Print size and pixel dimensions at a resolution in dots (pixels) per inch: give widthPx and heightPx to get the printed size (inches = pixels / dpi, cm = inches × 2.54), or widthIn and heightIn to get the pixels needed (inches × dpi, computed exactly from the decimal inputs and rounded half up). megapixels = widthPx × heightPx / 10⁶. Lengths are the nearest doubles of the exact values. css-unit-converter is fixed at 96 px/in and screen-ppi-calculator is for displays; this is for prints and scans.',
  inputSchema: {
    type: 'object',
    properties: {
      dpi: { type: 'integer', minimum: 1, maximum: 10_000, description: 'Resolution in dots (pixels) per inch, 1 to 10,000.' },
      widthPx: pixels('Image width in pixels (with heightPx; not with widthIn/heightIn).'),
      heightPx: pixels('Image height in pixels (with widthPx).'),
      widthIn: inches('Print width in inches (with heightIn; not with widthPx/heightPx).'),
      heightIn: inches('Print height in inches (with widthIn).'),
    },
    required: ['dpi'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      widthPx: { type: 'integer' },
      heightPx: { type: 'integer' },
      widthIn: { type: 'number' },
      heightIn: { type: 'number' },
      widthCm: { type: 'number' },
      heightCm: { type: 'number' },
      megapixels: { type: 'number' },
    },
    required: ['widthPx', 'heightPx', 'widthIn', 'heightIn', 'widthCm', 'heightCm', 'megapixels'],
  },
  examples: [
    {"inputs": {"dpi": 96, "widthPx": 1920, "heightPx": 1080}, "result": {"widthPx": 1920, "heightPx": 1080, "widthIn": 20, "heightIn": 11.25, "widthCm": 50.8, "heightCm": 28.575, "megapixels": 2.0736}},
    {"inputs": {"dpi": 300, "widthIn": 8.5, "heightIn": 11}, "result": {"widthPx": 2550, "heightPx": 3300, "widthIn": 8.5, "heightIn": 11, "widthCm": 21.59, "heightCm": 27.94, "megapixels": 8.415}},
    {"inputs": {"dpi": 600, "widthIn": 3.33, "heightIn": 2.17}, "result": {"widthPx": 1998, "heightPx": 1302, "widthIn": 3.33, "heightIn": 2.17, "widthCm": 8.4582, "heightCm": 5.5118, "megapixels": 2.601396}},
    {"inputs": {"dpi": 72, "widthPx": 4000, "heightPx": 3000}, "result": {"widthPx": 4000, "heightPx": 3000, "widthIn": 55.55555555555556, "heightIn": 41.666666666666664, "widthCm": 141.11111111111111, "heightCm": 105.83333333333333, "megapixels": 12}},
  ],
  run({ dpi, widthPx, heightPx, widthIn, heightIn }: { dpi: number; widthPx?: number; heightPx?: number; widthIn?: number; heightIn?: number }) {
    const hasPixels = widthPx !== undefined && heightPx !== undefined;
    const hasInches = widthIn !== undefined && heightIn !== undefined;
    const given = [widthPx, heightPx, widthIn, heightIn].filter((v) => v !== undefined).length;
    if (given !== 2 || !(hasPixels || hasInches)) {
      throw new ToolError('Give exactly one pair: widthPx and heightPx (pixels to print size) or widthIn and heightIn (print size to pixels).');
    }
    if (hasPixels) {
      return {
        widthPx,
        heightPx,
        widthIn: widthPx / dpi,
        heightIn: heightPx / dpi,
        widthCm: (widthPx * 254) / (dpi * 100),
        heightCm: (heightPx * 254) / (dpi * 100),
        megapixels: (widthPx * heightPx) / 1e6,
      };
    }
    const w = toPixels(widthIn!, dpi);
    const h = toPixels(heightIn!, dpi);
    return {
      widthPx: w,
      heightPx: h,
      widthIn: widthIn!,
      heightIn: heightIn!,
      widthCm: nearest(exact(widthIn!).mul(254, 100), 'width'),
      heightCm: nearest(exact(heightIn!).mul(254, 100), 'height'),
      megapixels: (w * h) / 1e6,
    };
  },
});
