import Fraction from 'fraction.js';
import { ToolError, defineTool, nullable } from '../define.ts';
import { exact, nearest } from '../exact-fraction.ts';

interface Inputs {
  ingredients: string[];
  fromServings?: number;
  toServings?: number;
  factor?: number;
  format?: 'fraction' | 'decimal';
}

const VULGAR: Record<string, [number, number]> = {
  '½': [1, 2], '⅓': [1, 3], '⅔': [2, 3], '¼': [1, 4], '¾': [3, 4], '⅕': [1, 5], '⅖': [2, 5], '⅗': [3, 5], '⅘': [4, 5],
  '⅙': [1, 6], '⅚': [5, 6], '⅐': [1, 7], '⅛': [1, 8], '⅜': [3, 8], '⅝': [5, 8], '⅞': [7, 8], '⅑': [1, 9], '⅒': [1, 10],
};
const V = Object.keys(VULGAR).join('');
/** Leading quantity: "1 1/2", "1½", "1 ½", "½", "3/4", "1.5", ".5", "2" (the slash may be U+2044 ⁄). */
const QUANTITY = new RegExp(`^(\\s*)(?:(\\d{1,9})\\s+(\\d{1,9})\\s*[/⁄]\\s*(\\d{1,9})|(\\d{1,9})?\\s*([${V}])|(\\d{1,9})\\s*[/⁄]\\s*(\\d{1,9})|(\\d{0,9}\\.\\d{1,9}|\\d{1,9}))`, 'u');

/** Fractions the fraction format rounds to, besides whole numbers. */
const STEPS: Array<[number, number]> = [[1, 8], [1, 4], [1, 3], [3, 8], [1, 2], [5, 8], [2, 3], [3, 4], [7, 8]];
const CANDIDATES = [new Fraction(0), ...STEPS.map(([n, d]) => new Fraction(n, d)), new Fraction(1)];

function parseQuantity(line: string, index: number): { quantity: Fraction; lead: string; rest: string } | null {
  const m = QUANTITY.exec(line);
  if (!m) return null;
  const [whole, lead] = [m[0], m[1]!];
  let quantity: Fraction;
  const ratio = (n: string, d: string) => {
    if (Number(d) === 0) throw new ToolError(`ingredients[${index}]: "${n}/${d}" divides by zero.`);
    return new Fraction(BigInt(n), BigInt(d));
  };
  if (m[2] !== undefined) quantity = ratio(m[3]!, m[4]!).add(BigInt(m[2]));
  else if (m[6] !== undefined) quantity = new Fraction(...VULGAR[m[6]]!).add(m[5] !== undefined ? BigInt(m[5]) : 0n);
  else if (m[7] !== undefined) quantity = ratio(m[7], m[8]!);
  else quantity = new Fraction(m[9]!.startsWith('.') ? `0${m[9]}` : m[9]!);
  return { quantity, lead, rest: line.slice(whole.length) };
}

/** Half up to 2 decimals, trailing zeros trimmed: "2.25", "3", "0.5". */
function decimalText(q: Fraction): string {
  const hundredths = q.mul(100).add(new Fraction(1, 2)).floor().n;
  const cents = hundredths % 100n;
  const whole = (hundredths / 100n).toString();
  if (cents === 0n) return whole;
  return `${whole}.${cents.toString().padStart(2, '0').replace(/0$/, '')}`;
}

/** Whole part + the nearest of 0, 1/8, 1/4, 1/3, 3/8, 1/2, 5/8, 2/3, 3/4, 7/8, 1 (ties to the smaller denominator). */
function fractionText(q: Fraction): string {
  let whole = q.floor();
  const part = q.sub(whole);
  let best = CANDIDATES[0]!;
  for (const c of CANDIDATES) {
    const [dc, db] = [c.sub(part).abs(), best.sub(part).abs()];
    if (dc.compare(db) < 0 || (dc.equals(db) && c.d < best.d)) best = c;
  }
  if (best.equals(1)) [whole, best] = [whole.add(1), new Fraction(0)];
  if (whole.equals(0) && best.equals(0)) return q.equals(0) ? '0' : decimalText(q);
  const fractionPart = best.equals(0) ? '' : `${best.n}/${best.d}`;
  if (whole.equals(0)) return fractionPart;
  return fractionPart ? `${whole.toString()} ${fractionPart}` : whole.toString();
}

export default defineTool({
  slug: 'recipe-scaler',
  name: 'Recipe scaler',
  category: 'everyday',
  description:
    'Scales the leading quantity of each ingredient line by factor (or toServings / fromServings), exactly (rational arithmetic): quantities are whole numbers, decimals (1.5, .5), fractions (3/4), mixed numbers (1 1/2) and Unicode fractions (½ ⅓ ⅔ ¼ ¾ ⅛ ⅜ ⅝ ⅞ ⅕ ⅙ and the rest, also as 1½). The fraction format writes the whole part and the nearest of 1/8, 1/4, 1/3, 3/8, 1/2, 5/8, 2/3, 3/4, 7/8 (ties to the smaller denominator; an amount that would round to 0 is written as a decimal); the decimal format rounds half up to 2 decimals, zeros trimmed. Lines without a leading quantity pass through unchanged; units are not converted and ranges (2-3) scale only their first number.',
  inputSchema: {
    type: 'object',
    properties: {
      ingredients: { type: 'array', minItems: 1, maxItems: 200, items: { type: 'string', maxLength: 500, description: 'One ingredient line, e.g. "1 1/2 cups flour".' }, description: 'Ingredient lines, quantity first.' },
      fromServings: { type: 'number', exclusiveMinimum: 0, maximum: 10_000, description: 'Servings the recipe makes (with toServings, instead of factor).' },
      toServings: { type: 'number', exclusiveMinimum: 0, maximum: 10_000, description: 'Servings wanted (with fromServings).' },
      factor: { type: 'number', minimum: 0.01, maximum: 100, description: 'Multiplier, 0.01–100 (instead of the servings).' },
      format: { type: 'string', enum: ['fraction', 'decimal'], default: 'fraction', description: 'fraction (kitchen fractions, default) or decimal (2 decimals).' },
    },
    required: ['ingredients'],
    additionalProperties: false,
  },
  outputSchema: {
    type: 'object',
    properties: {
      factor: { type: 'number', description: 'The multiplier used.' },
      ingredients: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            original: { type: 'string' },
            quantity: nullable({ type: 'number' }, { description: 'The leading quantity read, or null when the line has none.' }),
            scaledQuantity: nullable({ type: 'number' }, { description: 'quantity × factor, unrounded.' }),
            formattedQuantity: nullable({ type: 'string' }, { description: 'The scaled quantity in the chosen format.' }),
            scaledText: { type: 'string', description: 'The line with its quantity replaced (unchanged without one).' },
          },
          required: ['original', 'quantity', 'scaledQuantity', 'formattedQuantity', 'scaledText'],
        },
      },
    },
    required: ['factor', 'ingredients'],
  },
  // Expected results: test/reference/finance_everyday_plan2.py (fractions.Fraction); the first line is TOOLS-PLAN-2
  // §4's reference ("1 1/2 cups flour" × 1.5 → "2 1/4 cups flour").
  examples: [
    { inputs: {"ingredients": ["1 1/2 cups flour", "½ tsp salt", "2 eggs", "a pinch of nutmeg"], "factor": 1.5}, result: {"factor": 1.5, "ingredients": [{"original": "1 1/2 cups flour", "quantity": 1.5, "scaledQuantity": 2.25, "formattedQuantity": "2 1/4", "scaledText": "2 1/4 cups flour"}, {"original": "½ tsp salt", "quantity": 0.5, "scaledQuantity": 0.75, "formattedQuantity": "3/4", "scaledText": "3/4 tsp salt"}, {"original": "2 eggs", "quantity": 2, "scaledQuantity": 3, "formattedQuantity": "3", "scaledText": "3 eggs"}, {"original": "a pinch of nutmeg", "quantity": null, "scaledQuantity": null, "formattedQuantity": null, "scaledText": "a pinch of nutmeg"}]} },
    { inputs: {"ingredients": ["3/4 cup sugar", "1½ cups milk", "0.25 tsp vanilla", "  1 ⅓ tbsp butter"], "fromServings": 4, "toServings": 6, "format": "decimal"}, result: {"factor": 1.5, "ingredients": [{"original": "3/4 cup sugar", "quantity": 0.75, "scaledQuantity": 1.125, "formattedQuantity": "1.13", "scaledText": "1.13 cup sugar"}, {"original": "1½ cups milk", "quantity": 1.5, "scaledQuantity": 2.25, "formattedQuantity": "2.25", "scaledText": "2.25 cups milk"}, {"original": "0.25 tsp vanilla", "quantity": 0.25, "scaledQuantity": 0.375, "formattedQuantity": "0.38", "scaledText": "0.38 tsp vanilla"}, {"original": "  1 ⅓ tbsp butter", "quantity": 1.3333333333333333, "scaledQuantity": 2, "formattedQuantity": "2", "scaledText": "  2 tbsp butter"}]} },
    { inputs: {"ingredients": ["5 cups stock", ".5 cup cream", "1/3 cup rice", "7 1/2 oz cheese", "Salt to taste"], "fromServings": 6, "toServings": 2}, result: {"factor": 0.3333333333333333, "ingredients": [{"original": "5 cups stock", "quantity": 5, "scaledQuantity": 1.6666666666666667, "formattedQuantity": "1 2/3", "scaledText": "1 2/3 cups stock"}, {"original": ".5 cup cream", "quantity": 0.5, "scaledQuantity": 0.16666666666666666, "formattedQuantity": "1/8", "scaledText": "1/8 cup cream"}, {"original": "1/3 cup rice", "quantity": 0.3333333333333333, "scaledQuantity": 0.1111111111111111, "formattedQuantity": "1/8", "scaledText": "1/8 cup rice"}, {"original": "7 1/2 oz cheese", "quantity": 7.5, "scaledQuantity": 2.5, "formattedQuantity": "2 1/2", "scaledText": "2 1/2 oz cheese"}, {"original": "Salt to taste", "quantity": null, "scaledQuantity": null, "formattedQuantity": null, "scaledText": "Salt to taste"}]} },
  ],
  run({ ingredients, fromServings, toServings, factor, format = 'fraction' }: Inputs) {
    const servings = fromServings !== undefined || toServings !== undefined;
    if (servings && factor !== undefined) throw new ToolError('Give factor or fromServings and toServings, not both.');
    if (!servings && factor === undefined) throw new ToolError('Give factor, or fromServings and toServings.');
    if (servings && (fromServings === undefined || toServings === undefined)) throw new ToolError('Give both fromServings and toServings.');
    const multiplier = factor !== undefined ? exact(factor) : exact(toServings!).div(exact(fromServings!));
    return {
      factor: nearest(multiplier, 'factor'),
      ingredients: ingredients.map((original, i) => {
        const parsed = parseQuantity(original, i);
        if (!parsed) return { original, quantity: null, scaledQuantity: null, formattedQuantity: null, scaledText: original };
        const scaled = parsed.quantity.mul(multiplier);
        const formattedQuantity = format === 'decimal' ? decimalText(scaled) : fractionText(scaled);
        return {
          original,
          quantity: nearest(parsed.quantity, 'quantity'),
          scaledQuantity: nearest(scaled, 'scaled quantity'),
          formattedQuantity,
          scaledText: parsed.lead + formattedQuantity + parsed.rest,
        };
      }),
    };
  },
});
