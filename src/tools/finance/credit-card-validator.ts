import { ToolError, defineTool, nullable } from '../define.ts';
import { luhnSum } from '../finance-pricing.ts';

// Issuer identification number ranges (prefix ranges of equal length) and the PAN lengths each brand issues, from the
// brands' published ranges; the longest matching prefix wins (622126–622925 is Discover inside UnionPay's 62).
const BRANDS: Array<{ brand: string; ranges: Array<[number, number]>; lengths: number[] }> = [
  { brand: 'amex', ranges: [[34, 34], [37, 37]], lengths: [15] },
  { brand: 'diners', ranges: [[300, 305], [3095, 3095], [36, 36], [38, 39]], lengths: [14, 15, 16, 17, 18, 19] },
  { brand: 'jcb', ranges: [[3528, 3589]], lengths: [16, 17, 18, 19] },
  { brand: 'visa', ranges: [[4, 4]], lengths: [13, 16, 19] },
  { brand: 'mir', ranges: [[2200, 2204]], lengths: [16, 17, 18, 19] },
  { brand: 'mastercard', ranges: [[51, 55], [2221, 2720]], lengths: [16] },
  { brand: 'discover', ranges: [[6011, 6011], [644, 649], [65, 65], [622126, 622925]], lengths: [16, 17, 18, 19] },
  { brand: 'unionpay', ranges: [[62, 62], [81, 81]], lengths: [16, 17, 18, 19] },
  { brand: 'maestro', ranges: [[5018, 5018], [5020, 5020], [5038, 5038], [5893, 5893], [6304, 6304], [6759, 6759], [6761, 6763]], lengths: [12, 13, 14, 15, 16, 17, 18, 19] },
];

export default defineTool({
  slug: 'credit-card-validator',
  name: 'Credit card validator',
  category: 'finance',
  description:
    'Checks a payment card number offline: valid means the Luhn (mod 10) check digit matches and the number has 8–19 digits; brand comes from the longest matching IIN prefix (visa, mastercard, amex, discover, diners, jcb, unionpay, maestro, mir; null when none matches) and lengthValid says whether that brand issues numbers of this length. It cannot tell whether a card exists or is active. Spaces and hyphens are ignored; formatted groups digits 4-6-5 for 15-digit Amex, 4-6-4 for 14-digit Diners, else by four.',
  inputSchema: {
    type: 'object',
    properties: { number: { type: 'string', pattern: '^[0-9 -]+$', maxLength: 40, description: 'Digits, optionally with spaces or hyphens.' } },
    required: ['number'],
    additionalProperties: false,
  },
  outputSchema: {
    type: 'object',
    properties: {
      valid: { type: 'boolean', description: 'Luhn check passes and 8–19 digits.' },
      brand: nullable({ type: 'string' }, { description: 'Card brand from the IIN prefix, e.g. visa; null when no brand matches.' }),
      lengthValid: { type: 'boolean', description: 'The brand issues numbers of this length (false without a brand).' },
      formatted: { type: 'string' },
    },
    required: ['valid', 'brand', 'lengthValid', 'formatted'],
  },
  examples: [
    // TOOLS-PLAN §6 reference: 4111 1111 1111 1111 is a valid Visa number; the others are the brands' published test numbers.
    { inputs: {"number": "4111 1111 1111 1111"}, result: {"valid": true, "brand": "visa", "lengthValid": true, "formatted": "4111 1111 1111 1111"} },
    { inputs: {"number": "378282246310005"}, result: {"valid": true, "brand": "amex", "lengthValid": true, "formatted": "3782 822463 10005"} },
    { inputs: {"number": "2223-0031-2200-3222"}, result: {"valid": true, "brand": "mastercard", "lengthValid": true, "formatted": "2223 0031 2200 3222"} },
    { inputs: {"number": "4111111111111112"}, result: {"valid": false, "brand": "visa", "lengthValid": true, "formatted": "4111 1111 1111 1112"} },
    { inputs: {"number": "6221260000000000"}, result: {"valid": true, "brand": "discover", "lengthValid": true, "formatted": "6221 2600 0000 0000"} },
  ],
  run({ number }: { number: string }) {
    const digits = number.replace(/[ -]/g, '');
    if (digits === '') throw new ToolError('The number has no digits.');
    let best: { length: number; brand: string; lengths: number[] } | undefined;
    for (const { brand, ranges, lengths } of BRANDS) {
      for (const [lo, hi] of ranges) {
        const length = String(lo).length;
        const prefix = Number(digits.slice(0, length));
        if (digits.length >= length && prefix >= lo && prefix <= hi && (!best || length > best.length)) best = { length, brand, lengths };
      }
    }
    const groups = best?.brand === 'amex' && digits.length === 15 ? [4, 6, 5] : best?.brand === 'diners' && digits.length === 14 ? [4, 6, 4] : null;
    let formatted: string;
    if (groups) {
      let at = 0;
      formatted = groups.map((g) => digits.slice(at, (at += g))).join(' ');
    } else {
      formatted = digits.replace(/(\d{4})(?=\d)/g, '$1 ');
    }
    return {
      valid: digits.length >= 8 && digits.length <= 19 && luhnSum([...digits].map(Number)) === 0,
      brand: best?.brand ?? null,
      lengthValid: best !== undefined && best.lengths.includes(digits.length),
      formatted,
    };
  },
});
