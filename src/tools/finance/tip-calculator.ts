import { ToolError, defineTool } from '../define.ts';
import { dec, halfUp, money, num, out, percent, rate, up } from '../finance-pricing.ts';

export default defineTool({
  slug: 'tip-calculator',
  name: 'Tip calculator',
  category: 'finance',
  description:
    'Tip and split: tip = (bill − taxAmount) × tip percent, rounded half up to cents (give taxAmount to tip on the pre-tax amount; the bill includes it), total = bill + tip. perPerson and perPersonTip are the total and tip divided by people, rounded half up, or up to the next cent with roundUp, so they may not add back exactly: use bill-splitter for an exact split.',
  inputSchema: {
    type: 'object',
    properties: {
      billAmount: money('The bill, tax included.'),
      tipPercent: percent(100, 'Tip in percent of the bill (minus taxAmount), e.g. 18.'),
      people: { type: 'integer', minimum: 1, maximum: 100, default: 1, description: 'Number of people splitting the total (default 1).' },
      taxAmount: money('Tax included in the bill, left out of the tip base.'),
      roundUp: { type: 'boolean', default: false, description: 'Round the per-person amounts up to the cent.' },
    },
    required: ['billAmount', 'tipPercent'],
    additionalProperties: false,
  },
  outputSchema: {
    type: 'object',
    properties: { tip: num(), total: num(), perPerson: num(), perPersonTip: num() },
    required: ['tip', 'total', 'perPerson', 'perPersonTip'],
  },
  examples: [
    { inputs: { billAmount: 84.6, tipPercent: 18 }, result: { tip: 15.23, total: 99.83, perPerson: 99.83, perPersonTip: 15.23 } },
    { inputs: { billAmount: 157.3, tipPercent: 20, people: 3, taxAmount: 12.3 }, result: { tip: 29, total: 186.3, perPerson: 62.1, perPersonTip: 9.67 } },
    { inputs: { billAmount: 100, tipPercent: 15, people: 3 }, result: { tip: 15, total: 115, perPerson: 38.33, perPersonTip: 5 } },
    { inputs: { billAmount: 100, tipPercent: 15, people: 3, roundUp: true }, result: { tip: 15, total: 115, perPerson: 38.34, perPersonTip: 5 } },
  ],
  run({ billAmount, tipPercent, people = 1, taxAmount = 0, roundUp = false }: { billAmount: number; tipPercent: number; people?: number; taxAmount?: number; roundUp?: boolean }) {
    const bill = dec(billAmount);
    const base = bill.minus(dec(taxAmount));
    if (base.isNegative()) throw new ToolError('taxAmount is larger than the bill.');
    const tip = halfUp(base.times(rate(tipPercent)));
    const total = bill.plus(tip);
    const share = roundUp ? up : halfUp;
    return { tip: out(tip), total: out(total), perPerson: out(share(total.dividedBy(people))), perPersonTip: out(share(tip.dividedBy(people))) };
  },
});
