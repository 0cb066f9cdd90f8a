import { defineTool, nullable } from '../define.ts';

/**
 * A sign counts only when it does not follow a letter or digit (so "2024-05-01" gives 2024, 5 and 1, not -5 and -1);
 * thousands separators are commas between groups of three digits; a number may have a decimal part and an exponent.
 */
const numberPattern = /(?:(?<![\p{L}\p{N}])([-+−]))?(?<![\d.])(?:(?:\d{1,3}(?:,\d{3})+(?!\d)|\d+)(?:\.\d+)?|\.\d+)(?:[eE][-+]?\d+)?/gu;

/** Hides floating-point noise (0.1 + 0.2) at any magnitude. */
const round = (value: number) => Number(value.toPrecision(15));

export default defineTool({
  slug: 'extract-numbers',
  name: 'Extract numbers',
  category: 'text',
  description:
    'Finds the numbers in a text — integers, decimals, negatives, thousands separators (1,234.5) and exponents (6.02e23) — and returns them in order with their count, sum, minimum, maximum and average.',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 50_000, description: 'Any text containing numbers.' },
      unique: { type: 'boolean', default: false, description: 'List each value once.' },
    },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      numbers: { type: 'array', items: { type: 'number' }, description: 'The values in order of appearance (numbers too large for a double are skipped).' },
      count: { type: 'integer' },
      sum: nullable({ type: 'number' }, { description: 'Null when there are no numbers or the sum overflows.' }),
      min: nullable({ type: 'number' }, { description: 'Smallest number; null when there are none.' }),
      max: nullable({ type: 'number' }, { description: 'Largest number; null when there are none.' }),
      average: nullable({ type: 'number' }, { description: 'Mean of the numbers; null when there are none or the sum overflows.' }),
    },
    required: ['numbers', 'count', 'sum', 'min', 'max', 'average'],
  },
  examples: [
    {
      inputs: { text: 'Order #42: 3 items at $1,299.99 each, discount -15.5%, shipped 2024-05-01.', unique: false },
      result: { numbers: [42, 3, 1299.99, -15.5, 2024, 5, 1], count: 7, sum: 3359.49, min: -15.5, max: 2024, average: 479.927142857143 },
    },
    {
      inputs: { text: 'Avogadro: 6.022e23; 1, 1, 2, 3, 5, 8; .5 and +7', unique: true },
      result: { numbers: [6.022e23, 1, 2, 3, 5, 8, 0.5, 7], count: 8, sum: 6.022e23, min: 0.5, max: 6.022e23, average: 7.5275e22 },
    },
  ],
  run({ text, unique }: { text: string; unique: boolean }) {
    const numbers: number[] = [];
    const seen = new Set<number>();
    for (const match of text.matchAll(numberPattern)) {
      const sign = match[1] === '-' || match[1] === '−' ? '-' : '';
      const value = Number(sign + match[0].slice(match[1]?.length ?? 0).replaceAll(',', ''));
      if (!Number.isFinite(value)) continue;
      if (unique) {
        if (seen.has(value)) continue;
        seen.add(value);
      }
      numbers.push(Object.is(value, -0) ? 0 : value);
    }
    if (numbers.length === 0) return { numbers, count: 0, sum: null, min: null, max: null, average: null };
    let sum = 0;
    let min = Infinity;
    let max = -Infinity;
    for (const value of numbers) {
      sum += value;
      if (value < min) min = value;
      if (value > max) max = value;
    }
    const finite = Number.isFinite(sum);
    return {
      numbers,
      count: numbers.length,
      sum: finite ? round(sum) : null,
      min,
      max,
      average: finite ? round(sum / numbers.length) : null,
    };
  },
});
