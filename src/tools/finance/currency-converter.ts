import { defineTool } from '../define.ts';
import { dec, halfUp, minorUnitDigits, money, num, out, percent, toNumber } from '../finance-pricing.ts';

const code = { type: 'string', pattern: '^[A-Za-z]{3}$', description: 'ISO 4217 code.' };

export default defineTool({
  slug: 'currency-converter',
  name: 'Currency converter',
  category: 'finance',
  description:
    'Converts with a rate you supply (no live rates): 1 `from` = rate `to`. The fee is feePercent of the converted amount, charged in the target currency; converted = amount × rate rounded half up to the target currency\'s minor unit (ISO 4217 digits from ICU: JPY 0, KWD 3) minus the fee, rounded the same way. inverseRate = 1 / rate, unrounded.',
  inputSchema: {
    type: 'object',
    properties: {
      amount: money('Amount to convert, in the `from` currency.'),
      rate: { type: 'number', exclusiveMinimum: 0, maximum: 1e9, description: 'Units of `to` per one unit of `from`.' },
      from: { ...code, description: 'ISO 4217 code of the source currency, e.g. EUR.' },
      to: { ...code, description: 'ISO 4217 code of the target currency, e.g. USD.' },
      feePercent: percent(100, 'Conversion fee in percent of the converted amount, charged in the target currency (default 0).'),
    },
    required: ['amount', 'rate', 'from', 'to'],
    additionalProperties: false,
  },
  outputSchema: {
    type: 'object',
    properties: {
      converted: num('In the target currency, after the fee.'),
      inverseRate: num('Units of `from` per one unit of `to`.'),
      fee: num('In the target currency.'),
      minorUnitDigits: { type: 'integer', description: 'Decimals of the target currency.' },
    },
    required: ['converted', 'inverseRate', 'fee', 'minorUnitDigits'],
  },
  examples: [
    { inputs: {"amount": 250, "rate": 1.0842, "from": "EUR", "to": "USD"}, result: {"converted": 271.05, "inverseRate": 0.9223390518354547, "fee": 0, "minorUnitDigits": 2} },
    { inputs: {"amount": 1234.56, "rate": 156.37, "from": "USD", "to": "JPY", "feePercent": 1.5}, result: {"converted": 190152, "inverseRate": 0.006395088571976722, "fee": 2896, "minorUnitDigits": 0} },
    { inputs: {"amount": 1000, "rate": 0.30712, "from": "USD", "to": "KWD"}, result: {"converted": 307.12, "inverseRate": 3.256056264652253, "fee": 0, "minorUnitDigits": 3} },
  ],
  run({ amount, rate, from, to, feePercent = 0 }: { amount: number; rate: number; from: string; to: string; feePercent?: number }) {
    minorUnitDigits(from);
    const digits = minorUnitDigits(to);
    const gross = dec(amount).times(dec(rate));
    const fee = halfUp(gross.times(dec(feePercent)).dividedBy(100), digits);
    return {
      converted: out(halfUp(gross, digits).minus(fee), 'converted amount'),
      inverseRate: toNumber(dec(1).dividedBy(dec(rate)), 'inverse rate'),
      fee: out(fee),
      minorUnitDigits: digits,
    };
  },
});
