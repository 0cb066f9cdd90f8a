import { defineTool } from '../define.ts';
import { Decimal, dec, halfUp, money, num, out, percent, rate, toNumber } from '../finance-pricing.ts';

interface Line {
  description?: string;
  quantity: number;
  unitPrice: number;
  discountPercent?: number;
  taxRatePercent: number;
}

export default defineTool({
  slug: 'invoice-calculator',
  name: 'Invoice calculator',
  category: 'finance',
  description:
    'Invoice totals. Each line net = quantity × unit price × (1 − discount), rounded half up to currencyDecimals; rounding per-line (default): each line tax = line net × rate rounded, totals are sums of the rounded line amounts; per-invoice: the tax of each rate is computed once on the sum of its line nets and rounded (line tax and gross are then shown for information only). taxByRate lists rates in order of first appearance.',
  inputSchema: {
    type: 'object',
    properties: {
      lines: {
        type: 'array',
        minItems: 1,
        maxItems: 500,
        description: 'Invoice lines, in order; each is a quantity at a unit price with an optional discount and a tax rate.',
        items: {
          type: 'object',
          properties: {
            description: { type: 'string', maxLength: 500, description: 'Optional text of the line item; not used in the calculation.' },
            quantity: { type: 'number', minimum: 0, maximum: 1e9, description: 'Number of units on the line; fractions allowed (e.g. 1.5 hours).' },
            unitPrice: money('Net price of one unit, before discount and tax.'),
            discountPercent: percent(100, 'Line discount in percent of quantity × unit price (default 0).'),
            taxRatePercent: percent(100, 'Tax (VAT / sales tax) rate of the line in percent, e.g. 19; 0 for untaxed lines.'),
          },
          required: ['quantity', 'unitPrice', 'taxRatePercent'],
          additionalProperties: false,
        },
      },
      rounding: { type: 'string', enum: ['per-line', 'per-invoice'], default: 'per-line', description: 'Where tax is rounded: per-line (default) rounds each line\'s tax, per-invoice rounds the tax of each rate once on its total net.' },
      currencyDecimals: { type: 'integer', minimum: 0, maximum: 4, default: 2, description: 'Decimal places amounts are rounded to (default 2, cents; 0 for JPY).' },
    },
    required: ['lines'],
    additionalProperties: false,
  },
  outputSchema: {
    type: 'object',
    properties: {
      lines: { type: 'array', items: { type: 'object', properties: { net: num(), tax: num(), gross: num() }, required: ['net', 'tax', 'gross'] } },
      subtotal: num('Sum of the line nets.'),
      taxTotal: num('Sum of the taxes of taxByRate.'),
      total: num('subtotal + taxTotal.'),
      taxByRate: {
        type: 'array',
        items: { type: 'object', properties: { ratePercent: num(), base: num(), tax: num() }, required: ['ratePercent', 'base', 'tax'] },
      },
    },
    required: ['lines', 'subtotal', 'taxTotal', 'total', 'taxByRate'],
  },
  examples: [
    {
      inputs: {
        lines: [
          { description: 'Widget', quantity: 3, unitPrice: 19.99, taxRatePercent: 19 },
          { description: 'Service hour', quantity: 1.5, unitPrice: 85, discountPercent: 10, taxRatePercent: 19 },
          { description: 'Book', quantity: 2, unitPrice: 12.45, taxRatePercent: 7 },
        ],
      },
      result: {
        lines: [{ net: 59.97, tax: 11.39, gross: 71.36 }, { net: 114.75, tax: 21.8, gross: 136.55 }, { net: 24.9, tax: 1.74, gross: 26.64 }],
        subtotal: 199.62,
        taxTotal: 34.93,
        total: 234.55,
        taxByRate: [{ ratePercent: 19, base: 174.72, tax: 33.19 }, { ratePercent: 7, base: 24.9, tax: 1.74 }],
      },
    },
    {
      inputs: { lines: [{ quantity: 1, unitPrice: 0.13, taxRatePercent: 19 }, { quantity: 1, unitPrice: 0.13, taxRatePercent: 19 }, { quantity: 1, unitPrice: 0.13, taxRatePercent: 19 }] },
      result: { lines: [{ net: 0.13, tax: 0.02, gross: 0.15 }, { net: 0.13, tax: 0.02, gross: 0.15 }, { net: 0.13, tax: 0.02, gross: 0.15 }], subtotal: 0.39, taxTotal: 0.06, total: 0.45, taxByRate: [{ ratePercent: 19, base: 0.39, tax: 0.06 }] },
    },
    {
      inputs: { lines: [{ quantity: 1, unitPrice: 0.13, taxRatePercent: 19 }, { quantity: 1, unitPrice: 0.13, taxRatePercent: 19 }, { quantity: 1, unitPrice: 0.13, taxRatePercent: 19 }], rounding: 'per-invoice' },
      result: { lines: [{ net: 0.13, tax: 0.02, gross: 0.15 }, { net: 0.13, tax: 0.02, gross: 0.15 }, { net: 0.13, tax: 0.02, gross: 0.15 }], subtotal: 0.39, taxTotal: 0.07, total: 0.46, taxByRate: [{ ratePercent: 19, base: 0.39, tax: 0.07 }] },
    },
  ],
  run({ lines, rounding = 'per-line', currencyDecimals = 2 }: { lines: Line[]; rounding?: 'per-line' | 'per-invoice'; currencyDecimals?: number }) {
    const groups = new Map<string, { ratePercent: Decimal; base: Decimal; tax: Decimal }>();
    const shown = lines.map((line) => {
      const exact = dec(line.quantity).times(dec(line.unitPrice)).times(rate(line.discountPercent ?? 0).negated().plus(1));
      const net = halfUp(exact, currencyDecimals);
      const ratePercent = dec(line.taxRatePercent);
      const tax = halfUp(net.times(ratePercent).dividedBy(100), currencyDecimals);
      const key = ratePercent.toString();
      const group = groups.get(key) ?? { ratePercent, base: new Decimal(0), tax: new Decimal(0) };
      group.base = group.base.plus(net);
      group.tax = group.tax.plus(tax);
      groups.set(key, group);
      return { net: out(net), tax: out(tax), gross: out(net.plus(tax)) };
    });
    if (rounding === 'per-invoice') {
      for (const group of groups.values()) group.tax = halfUp(group.base.times(group.ratePercent).dividedBy(100), currencyDecimals);
    }
    let subtotal = new Decimal(0);
    let taxTotal = new Decimal(0);
    for (const group of groups.values()) {
      subtotal = subtotal.plus(group.base);
      taxTotal = taxTotal.plus(group.tax);
    }
    return {
      lines: shown,
      subtotal: out(subtotal),
      taxTotal: out(taxTotal),
      total: out(subtotal.plus(taxTotal)),
      taxByRate: [...groups.values()].map((g) => ({ ratePercent: toNumber(g.ratePercent), base: out(g.base), tax: out(g.tax) })),
    };
  },
});
