import { ToolError, defineTool } from '../define.ts';
import { dec, halfUp, money, num, out, pct, positiveMoney, rate } from '../finance-pricing.ts';

export default defineTool({
  slug: 'discount-calculator',
  name: 'Discount calculator',
  category: 'finance',
  description:
    'Price after a discount: give exactly one of discountPercent, discounts (stacked successively: 20 then 10 is 28 % off, not 30 %) or discountAmount. The final price is rounded half up to cents once, at the end; amountSaved = original − final price; the effective discount percent comes from the exact final price, unrounded.',
  inputSchema: {
    type: 'object',
    properties: {
      originalPrice: positiveMoney('Price before any discount.'),
      discountPercent: { type: 'number', minimum: 0, maximum: 100, description: 'A single discount in percent (25 means 25 % off); give only one of discountPercent, discounts or discountAmount.' },
      discounts: { type: 'array', minItems: 1, maxItems: 100, items: { type: 'number', minimum: 0, maximum: 100 }, description: 'Percent discounts applied one after another.' },
      discountAmount: money('A fixed amount off.'),
    },
    required: ['originalPrice'],
    additionalProperties: false,
  },
  outputSchema: {
    type: 'object',
    properties: {
      finalPrice: num('Half up to cents.'),
      amountSaved: num('originalPrice − finalPrice.'),
      effectiveDiscountPercent: num('(original − exact final) / original × 100, unrounded.'),
    },
    required: ['finalPrice', 'amountSaved', 'effectiveDiscountPercent'],
  },
  examples: [
    { inputs: { originalPrice: 80, discountPercent: 25 }, result: { finalPrice: 60, amountSaved: 20, effectiveDiscountPercent: 25 } },
    { inputs: { originalPrice: 129.99, discounts: [20, 10] }, result: { finalPrice: 93.59, amountSaved: 36.4, effectiveDiscountPercent: 28 } },
    { inputs: { originalPrice: 59.95, discountAmount: 15 }, result: { finalPrice: 44.95, amountSaved: 15, effectiveDiscountPercent: 25.020850708924105 } },
  ],
  run({ originalPrice, discountPercent, discounts, discountAmount }: { originalPrice: number; discountPercent?: number; discounts?: number[]; discountAmount?: number }) {
    const given = [discountPercent, discounts, discountAmount].filter((x) => x !== undefined).length;
    if (given !== 1) throw new ToolError('Give exactly one of discountPercent, discounts or discountAmount.');
    const original = dec(originalPrice);
    let final = original;
    if (discountAmount !== undefined) {
      final = original.minus(dec(discountAmount));
      if (final.isNegative()) throw new ToolError('discountAmount is larger than originalPrice.');
    } else {
      for (const d of discountPercent !== undefined ? [discountPercent] : discounts!) final = final.times(rate(d).negated().plus(1));
    }
    const rounded = halfUp(final);
    return { finalPrice: out(rounded), amountSaved: out(original.minus(rounded)), effectiveDiscountPercent: pct(original.minus(final), original) };
  },
});
