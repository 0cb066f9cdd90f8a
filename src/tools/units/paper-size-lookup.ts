import { ToolError, defineTool, nullable } from '../define.ts';

/** A size in whole millimetres (ISO) or in quarter inches (US), short side first. */
type Size = { unit: 'mm' | 'quarter-inch'; short: number; long: number };

const SIZES = new Map<string, Size>();
// ISO 216 (A, B) and ISO 269 (C): from the 0 size, each next size is (⌊long/2⌋, short).
for (const [series, short0, long0] of [['a', 841, 1189], ['b', 1000, 1414], ['c', 917, 1297]] as const) {
  let short: number = short0;
  let long: number = long0;
  for (let i = 0; i <= 10; i++) {
    SIZES.set(`${series}${i}`, { unit: 'mm', short, long });
    [short, long] = [Math.floor(long / 2), short];
  }
}
// US sizes in inches (ANSI/ASME Y14.1 for ANSI and ARCH), as quarter inches.
for (const [name, short, long] of [
  ['letter', 8.5, 11], ['legal', 8.5, 14], ['tabloid', 11, 17], ['executive', 7.25, 10.5], ['half-letter', 5.5, 8.5],
  ['ansi-a', 8.5, 11], ['ansi-b', 11, 17], ['ansi-c', 17, 22], ['ansi-d', 22, 34], ['ansi-e', 34, 44],
  ['arch-a', 9, 12], ['arch-b', 12, 18], ['arch-c', 18, 24], ['arch-d', 24, 36], ['arch-e', 36, 48], ['arch-e1', 30, 42],
] as const) {
  SIZES.set(name, { unit: 'quarter-inch', short: short * 4, long: long * 4 });
}

/** round(numerator / denominator) half up, for non-negative integers (exact below 2^53). */
const roundHalfUp = (numerator: number, denominator: number) => Math.floor((2 * numerator + denominator) / (2 * denominator));

export default defineTool({
  slug: 'paper-size-lookup',
  name: 'Paper size lookup',
  category: 'units',
  description:
    'Dimensions of a standard paper size in millimetres, inches, PostScript points (1/72 in) and, given a resolution, pixels. ISO 216 A and B series and ISO 269 C (envelope) series a0–a10, b0–b10, c0–c10: A0 841 × 1189, B0 1000 × 1414, C0 917 × 1297 mm, each next size (⌊long/2⌋, short), so A4 is 210 × 297 mm. US sizes in inches: letter 8.5 × 11, legal 8.5 × 14, tabloid 11 × 17 (ledger is tabloid in landscape), executive 7.25 × 10.5, half-letter 5.5 × 8.5; ANSI/ASME Y14.1 ansi-a … ansi-e (8.5 × 11 to 34 × 44) and arch-a … arch-e (9 × 12 to 36 × 48), arch-e1 30 × 42. Names in any case. 1 in = 25.4 mm exactly; lengths are the nearest doubles of the exact values, pixels are length × dpi rounded half up, aspectRatio is height/width.',
  inputSchema: {
    type: 'object',
    properties: {
      size: { type: 'string', minLength: 2, maxLength: 12, description: 'Paper size name, any case: a0–a10, b0–b10, c0–c10, letter, legal, tabloid, executive, half-letter, ansi-a … ansi-e, arch-a … arch-e, arch-e1.' },
      orientation: { type: 'string', enum: ['portrait', 'landscape'], default: 'portrait', description: 'portrait (short side as width, the default) or landscape.' },
      dpi: { type: 'integer', minimum: 1, maximum: 2400, description: 'Resolution in dots per inch for widthPx and heightPx (1 to 2,400); without it those are null.' },
    },
    required: ['size'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      widthMm: { type: 'number' },
      heightMm: { type: 'number' },
      widthIn: { type: 'number' },
      heightIn: { type: 'number' },
      widthPt: { type: 'number', description: 'Width in PostScript points (1/72 in).' },
      heightPt: { type: 'number' },
      widthPx: nullable({ type: 'integer' }, { description: 'Width in pixels at dpi (null without dpi).' }),
      heightPx: nullable({ type: 'integer' }, { description: 'Height in pixels at dpi (null without dpi).' }),
      aspectRatio: { type: 'number', description: 'height / width.' },
    },
    required: ['widthMm', 'heightMm', 'widthIn', 'heightIn', 'widthPt', 'heightPt', 'widthPx', 'heightPx', 'aspectRatio'],
  },
  examples: [
    {"inputs": {"size": "A4"}, "result": {"widthMm": 210, "heightMm": 297, "widthIn": 8.26771653543307, "heightIn": 11.692913385826772, "widthPt": 595.2755905511812, "heightPt": 841.8897637795276, "widthPx": null, "heightPx": null, "aspectRatio": 1.4142857142857144}},
    {"inputs": {"size": "letter", "dpi": 300}, "result": {"widthMm": 215.9, "heightMm": 279.4, "widthIn": 8.5, "heightIn": 11, "widthPt": 612, "heightPt": 792, "widthPx": 2550, "heightPx": 3300, "aspectRatio": 1.2941176470588236}},
    {"inputs": {"size": "b5", "orientation": "landscape", "dpi": 72}, "result": {"widthMm": 250, "heightMm": 176, "widthIn": 9.84251968503937, "heightIn": 6.929133858267717, "widthPt": 708.6614173228346, "heightPt": 498.8976377952756, "widthPx": 709, "heightPx": 499, "aspectRatio": 0.704}},
    {"inputs": {"size": "Executive", "dpi": 150}, "result": {"widthMm": 184.15, "heightMm": 266.7, "widthIn": 7.25, "heightIn": 10.5, "widthPt": 522, "heightPt": 756, "widthPx": 1088, "heightPx": 1575, "aspectRatio": 1.4482758620689655}},
  ],
  run({ size, orientation = 'portrait', dpi }: { size: string; orientation?: 'portrait' | 'landscape'; dpi?: number }) {
    const found = SIZES.get(size.trim().toLowerCase());
    if (!found) throw new ToolError(`Unknown paper size "${size}": use a0–a10, b0–b10, c0–c10, letter, legal, tabloid, executive, half-letter, ansi-a … ansi-e, arch-a … arch-e or arch-e1.`);
    const [width, height] = orientation === 'landscape' ? [found.long, found.short] : [found.short, found.long];
    // Every length is one division of exact integers, so the nearest double of the exact value.
    const dimension = (v: number) =>
      found.unit === 'mm'
        ? { mm: v, inch: (v * 10) / 254, pt: (v * 720) / 254, px: dpi === undefined ? null : roundHalfUp(v * dpi * 10, 254) }
        : { mm: (v * 254) / 40, inch: v / 4, pt: v * 18, px: dpi === undefined ? null : roundHalfUp(v * dpi, 4) };
    const w = dimension(width);
    const h = dimension(height);
    return {
      widthMm: w.mm,
      heightMm: h.mm,
      widthIn: w.inch,
      heightIn: h.inch,
      widthPt: w.pt,
      heightPt: h.pt,
      widthPx: w.px,
      heightPx: h.px,
      aspectRatio: height / width,
    };
  },
});
