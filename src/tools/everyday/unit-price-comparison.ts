import { ToolError, defineTool } from '../define.ts';
import { Decimal, dec, roundMoney, toNumber } from '../money.ts';

// Exact definitions (NIST SP 811 / Handbook 44): avoirdupois ounce 28.349523125 g, pound 453.59237 g,
// US fluid ounce 29.5735295625 mL, US gallon 3785.411784 mL.
const UNITS: Record<string, { dimension: 'mass' | 'volume' | 'count' | 'length'; base: Decimal }> = {
  mg: { dimension: 'mass', base: new Decimal('0.001') },
  g: { dimension: 'mass', base: new Decimal(1) },
  kg: { dimension: 'mass', base: new Decimal(1000) },
  oz: { dimension: 'mass', base: new Decimal('28.349523125') },
  lb: { dimension: 'mass', base: new Decimal('453.59237') },
  ml: { dimension: 'volume', base: new Decimal(1) },
  cl: { dimension: 'volume', base: new Decimal(10) },
  l: { dimension: 'volume', base: new Decimal(1000) },
  'fl-oz': { dimension: 'volume', base: new Decimal('29.5735295625') },
  gal: { dimension: 'volume', base: new Decimal('3785.411784') },
  m: { dimension: 'length', base: new Decimal(1) },
  ft: { dimension: 'length', base: new Decimal('0.3048') },
  each: { dimension: 'count', base: new Decimal(1) },
};
const UNIT_NAMES = Object.keys(UNITS);

interface Item {
  label: string;
  price: number;
  quantity: number;
  unit: string;
}

export default defineTool({
  slug: 'unit-price-comparison',
  name: 'Unit price comparison',
  category: 'everyday',
  description:
    'Compares products by price per unit (all items of one dimension: mass, volume, length or count; oz is avoirdupois, fl-oz and gal are US). Unit prices are given per `perQuantity` of `perUnit` (default 1 of the first item\'s unit), rounded half up to 4 decimals so small units stay visible; the cheapest item and how much less it costs than the dearest (savingsPercent, unrounded) come from the exact prices. Ties go to the first item.',
  inputSchema: {
    type: 'object',
    properties: {
      items: {
        type: 'array',
        minItems: 2,
        maxItems: 100,
        description: 'Products to compare, each with a label, its price and the quantity and unit in the package; all in one dimension (mass, volume, length or count).',
        items: {
          type: 'object',
          properties: {
            label: { type: 'string', minLength: 1, maxLength: 100, description: 'Name of the product, used in the results.' },
            price: { type: 'number', minimum: 0, maximum: 1e12, description: 'Price of the whole package, in any currency (the same for every item).' },
            quantity: { type: 'number', exclusiveMinimum: 0, maximum: 1e9, description: 'Amount in the package, in `unit`.' },
            unit: { type: 'string', enum: UNIT_NAMES, description: 'Unit of quantity: mg, g, kg, oz, lb (mass); ml, cl, l, fl-oz, gal (US volume); m, ft (length); or each (count).' },
          },
          required: ['label', 'price', 'quantity', 'unit'],
          additionalProperties: false,
        },
      },
      perUnit: { type: 'string', enum: UNIT_NAMES, description: 'Unit to express prices in (default: the first item\'s unit).' },
      perQuantity: { type: 'number', exclusiveMinimum: 0, maximum: 1e6, default: 1, description: 'e.g. 100 with perUnit g: price per 100 g.' },
    },
    required: ['items'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      items: {
        type: 'array',
        items: {
          type: 'object',
          properties: { label: { type: 'string' }, unitPrice: { type: 'number', description: 'Price per perQuantity perUnit, 4 decimals.' } },
          required: ['label', 'unitPrice'],
        },
      },
      per: { type: 'string', description: 'What unitPrice is per, e.g. "100 g".' },
      cheapest: { type: 'string', description: 'Label of the cheapest item per unit.' },
      savingsPercent: { type: 'number', description: '(dearest − cheapest) / dearest × 100, unrounded; 0 when all cost the same.' },
    },
    required: ['items', 'per', 'cheapest', 'savingsPercent'],
  },
  examples: [
    {
      inputs: { items: [{ label: 'small', price: 3.49, quantity: 500, unit: 'g' }, { label: 'large', price: 5.99, quantity: 1, unit: 'kg' }], perUnit: 'kg' },
      result: { items: [{ label: 'small', unitPrice: 6.98 }, { label: 'large', unitPrice: 5.99 }], per: '1 kg', cheapest: 'large', savingsPercent: 14.183381088825215 },
    },
    {
      inputs: { items: [{ label: 'A', price: 2.5, quantity: 12, unit: 'fl-oz' }, { label: 'B', price: 4.2, quantity: 1, unit: 'l' }, { label: 'C', price: 9.99, quantity: 1, unit: 'gal' }], perUnit: 'ml', perQuantity: 100 },
      result: { items: [{ label: 'A', unitPrice: 0.7045 }, { label: 'B', unitPrice: 0.42 }, { label: 'C', unitPrice: 0.2639 }], per: '100 ml', cheapest: 'C', savingsPercent: 62.5375 },
    },
  ],
  run({ items, perUnit, perQuantity = 1 }: { items: Item[]; perUnit?: string; perQuantity?: number }) {
    const per = UNITS[perUnit ?? items[0]!.unit]!;
    const prices = items.map((item, i) => {
      const unit = UNITS[item.unit]!;
      if (unit.dimension !== per.dimension) {
        throw new ToolError(`items[${i}] is measured in ${item.unit} (${unit.dimension}), which cannot be compared with ${perUnit ?? items[0]!.unit} (${per.dimension}).`);
      }
      return dec(item.price).dividedBy(dec(item.quantity).times(unit.base)).times(per.base).times(dec(perQuantity));
    });
    let cheapest = 0;
    let dearest = 0;
    prices.forEach((p, i) => {
      if (p.lessThan(prices[cheapest]!)) cheapest = i;
      if (p.greaterThan(prices[dearest]!)) dearest = i;
    });
    const max = prices[dearest]!;
    return {
      items: items.map((item, i) => ({ label: item.label, unitPrice: roundMoney(prices[i]!, 4) })),
      per: `${perQuantity} ${perUnit ?? items[0]!.unit}`,
      cheapest: items[cheapest]!.label,
      savingsPercent: max.isZero() ? 0 : toNumber(max.minus(prices[cheapest]!).dividedBy(max).times(100)),
    };
  },
});
