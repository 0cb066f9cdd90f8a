import { defineTool } from '../define.ts';
import { dec, halfUp, money, num, out, percent, rate } from '../finance-pricing.ts';

export default defineTool({
  slug: 'vat-calculator',
  name: 'VAT calculator',
  category: 'finance',
  description:
    'Value-added tax. add-vat: VAT = net × rate rounded half up to cents, gross = net + VAT. remove-vat (the amount is gross): net = gross / (1 + rate) rounded half up to cents, VAT = gross − net, so net + VAT is exactly the gross (10.00 @ 19 % → 8.40 + 1.60).',
  inputSchema: {
    type: 'object',
    properties: {
      amount: money('Net (add-vat) or gross (remove-vat) amount.'),
      vatRatePercent: percent(100, 'VAT rate in percent, e.g. 19.'),
      mode: { type: 'string', enum: ['add-vat', 'remove-vat'], description: 'add-vat: amount is net and VAT is added; remove-vat: amount is gross and VAT is taken out.' },
    },
    required: ['amount', 'vatRatePercent', 'mode'],
    additionalProperties: false,
  },
  outputSchema: {
    type: 'object',
    properties: { net: num(), vat: num(), gross: num() },
    required: ['net', 'vat', 'gross'],
  },
  examples: [
    // TOOLS-PLAN §6 reference: 10.00 gross at 19 % → net 8.40, VAT 1.60.
    { inputs: { amount: 10, vatRatePercent: 19, mode: 'remove-vat' }, result: { net: 8.4, vat: 1.6, gross: 10 } },
    { inputs: { amount: 84.03, vatRatePercent: 20, mode: 'add-vat' }, result: { net: 84.03, vat: 16.81, gross: 100.84 } },
  ],
  run({ amount, vatRatePercent, mode }: { amount: number; vatRatePercent: number; mode: 'add-vat' | 'remove-vat' }) {
    const a = dec(amount);
    const r = rate(vatRatePercent);
    if (mode === 'add-vat') {
      const vat = halfUp(a.times(r));
      return { net: out(a), vat: out(vat), gross: out(a.plus(vat)) };
    }
    const net = halfUp(a.dividedBy(r.plus(1)));
    return { net: out(net), vat: out(a.minus(net)), gross: out(a) };
  },
});
