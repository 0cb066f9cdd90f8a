import { ToolError, defineTool } from '../define.ts';
import { D, VALUE_SCHEMA, toNumber, type Dec } from '../unit-factors.ts';

const UNITS = ['px', 'pt', 'pc', 'in', 'cm', 'mm', 'q', 'em', 'rem', '%', 'vw', 'vh'] as const;
type CssUnit = (typeof UNITS)[number];

interface Context {
  baseFontSizePx: number;
  viewportWidth: number;
  viewportHeight: number;
}
type Inputs = { value: number; from: CssUnit; to: CssUnit } & Partial<Context>;

/** CSS pixels in one unit as numerator / denominator (CSS Values 4: 1in = 96px = 72pt = 6pc = 2.54cm = 101.6Q). */
function pixels(unit: CssUnit, context: Context): [Dec, Dec] {
  switch (unit) {
    case 'px':
      return [new D(1), new D(1)];
    case 'in':
      return [new D(96), new D(1)];
    case 'pt':
      return [new D(96), new D(72)];
    case 'pc':
      return [new D(96), new D(6)];
    case 'cm':
      return [new D(96), new D('2.54')];
    case 'mm':
      return [new D(96), new D('25.4')];
    case 'q':
      return [new D(96), new D('101.6')];
    case 'em':
    case 'rem':
      return [new D(context.baseFontSizePx), new D(1)];
    case '%':
      return [new D(context.baseFontSizePx), new D(100)];
    case 'vw':
      return [new D(context.viewportWidth), new D(100)];
    case 'vh':
      return [new D(context.viewportHeight), new D(100)];
  }
}

export default defineTool({
  slug: 'css-unit-converter',
  name: 'CSS unit converter',
  category: 'units',
  description:
    'Converts CSS lengths between px, pt, pc, in, cm, mm, Q, em, rem, %, vw and vh using the CSS reference pixel (1in = 96px = 72pt = 2.54cm). em, rem and % are taken relative to baseFontSizePx (% as a percentage of the font size, as for font-size), vw and vh to the viewport size given; the result is the nearest double of the exact ratio.',
  inputSchema: {
    type: 'object',
    properties: {
      value: { ...VALUE_SCHEMA, description: 'The length to convert.' },
      from: { type: 'string', enum: UNITS, description: 'Unit of the value.' },
      to: { type: 'string', enum: UNITS, description: 'Target unit.' },
      baseFontSizePx: { type: 'number', exclusiveMinimum: 0, maximum: 10000, default: 16, description: 'Font size in px that em, rem and % refer to (browser default 16).' },
      viewportWidth: { type: 'number', exclusiveMinimum: 0, maximum: 100000, default: 1920, description: 'Viewport width in px for vw.' },
      viewportHeight: { type: 'number', exclusiveMinimum: 0, maximum: 100000, default: 1080, description: 'Viewport height in px for vh.' },
    },
    required: ['value', 'from', 'to'],
  },
  outputSchema: {
    type: 'object',
    properties: { result: { type: 'number', description: 'The converted length.' } },
    required: ['result'],
  },
  examples: [
    { inputs: { value: 12, from: 'pt', to: 'px' }, result: { result: 16 } },
    { inputs: { value: 24, from: 'px', to: 'rem' }, result: { result: 1.5 } },
    { inputs: { value: 50, from: 'vw', to: 'px', viewportWidth: 1440 }, result: { result: 720 } },
    { inputs: { value: 10, from: 'mm', to: 'pt' }, result: { result: 28.346456692913385 } },
    { inputs: { value: 1.25, from: 'em', to: '%', baseFontSizePx: 18 }, result: { result: 125 } },
  ],
  run({ value, from, to, baseFontSizePx = 16, viewportWidth = 1920, viewportHeight = 1080 }: Inputs) {
    const context = { baseFontSizePx, viewportWidth, viewportHeight };
    const [fromNum, fromDen] = pixels(from, context);
    const [toNum, toDen] = pixels(to, context);
    if (toNum.isZero()) throw new ToolError(`"${to}" has no size in this context.`);
    return { result: toNumber(new D(value).times(fromNum).times(toDen).div(fromDen.times(toNum))) };
  },
});
