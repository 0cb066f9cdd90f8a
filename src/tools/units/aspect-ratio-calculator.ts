import { ToolError, defineTool, nullable } from '../define.ts';

const gcd = (a: number, b: number): number => {
  while (b) [a, b] = [b, a % b];
  return a;
};

export default defineTool({
  slug: 'aspect-ratio-calculator',
  name: 'Aspect ratio calculator',
  category: 'units',
  description:
    'Reduces width × height to its simplest ratio (by their greatest common divisor, so 1366 × 768 gives 683:384, not "16:9") and its decimal value, and scales to a new width or height keeping the ratio (the other side is newWidth × height / width, not rounded to whole pixels).',
  inputSchema: {
    type: 'object',
    properties: {
      width: { type: 'integer', minimum: 1, maximum: 1e9, description: 'Width, e.g. in pixels.' },
      height: { type: 'integer', minimum: 1, maximum: 1e9, description: 'Height, in the same unit.' },
      newWidth: { type: 'number', exclusiveMinimum: 0, maximum: 1e9, description: 'Scale to this width (give at most one of newWidth, newHeight).' },
      newHeight: { type: 'number', exclusiveMinimum: 0, maximum: 1e9, description: 'Scale to this height.' },
    },
    required: ['width', 'height'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      ratio: { type: 'string', description: 'The reduced ratio "w:h".' },
      decimal: { type: 'number', description: 'width / height.' },
      scaledWidth: nullable({ type: 'number' }, { description: 'Width after scaling; null without newWidth or newHeight.' }),
      scaledHeight: nullable({ type: 'number' }, { description: 'Height after scaling; null without newWidth or newHeight.' }),
    },
    required: ['ratio', 'decimal', 'scaledWidth', 'scaledHeight'],
  },
  examples: [
    { inputs: { width: 1920, height: 1080 }, result: { ratio: '16:9', decimal: 1.7777777777777777, scaledWidth: null, scaledHeight: null } },
    { inputs: { width: 1920, height: 1080, newWidth: 1280 }, result: { ratio: '16:9', decimal: 1.7777777777777777, scaledWidth: 1280, scaledHeight: 720 } },
    { inputs: { width: 1366, height: 768, newHeight: 1000 }, result: { ratio: '683:384', decimal: 1.7786458333333333, scaledWidth: 1778.6458333333333, scaledHeight: 1000 } },
  ],
  run({ width, height, newWidth, newHeight }: { width: number; height: number; newWidth?: number; newHeight?: number }) {
    if (newWidth !== undefined && newHeight !== undefined) throw new ToolError('Give newWidth or newHeight, not both: the other side follows from the ratio.');
    const divisor = gcd(width, height);
    let scaledWidth: number | null = null;
    let scaledHeight: number | null = null;
    if (newWidth !== undefined) {
      scaledWidth = newWidth;
      scaledHeight = (newWidth * height) / width;
    } else if (newHeight !== undefined) {
      scaledHeight = newHeight;
      scaledWidth = (newHeight * width) / height;
    }
    return { ratio: `${width / divisor}:${height / divisor}`, decimal: width / height, scaledWidth, scaledHeight };
  },
});
