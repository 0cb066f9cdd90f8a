import { ToolError, defineTool, nullable } from '../define.ts';
import { luhnSum } from '../finance-pricing.ts';

export default defineTool({
  slug: 'luhn-checksum',
  name: 'Luhn checksum',
  category: 'data',
  description:
    'Validates or computes a Luhn (mod 10) check digit, ISO/IEC 7812-1 Annex B, for numbers of any length from 1 to 100 digits: IMEI, Canadian SIN, card numbers and other Luhn-protected identifiers. From the rightmost digit of the body (the digit left of the check digit) every second digit is doubled, 9 subtracted when the double exceeds 9, and the check digit is (10 − sum mod 10) mod 10. Spaces and hyphens are ignored. mode validate takes the number with its check digit (at least 2 digits) and says whether it is right; mode compute takes the body and appends the check digit. full is the body followed by the correct check digit. For card brands and lengths use credit-card-validator.',
  inputSchema: {
    type: 'object',
    properties: {
      number: { type: 'string', maxLength: 200, pattern: '^[ -]*(?:[0-9][ -]*){1,100}$', description: '1–100 digits, spaces and hyphens allowed, e.g. "7992 7398 713".' },
      mode: { type: 'string', enum: ['validate', 'compute'], default: 'validate', description: 'validate: the number ends with its check digit; compute: append one. Default validate.' },
    },
    required: ['number'],
    additionalProperties: false,
  },
  outputSchema: {
    type: 'object',
    properties: {
      valid: nullable({ type: 'boolean' }, { description: 'The last digit is the right check digit; null in compute mode.' }),
      checkDigit: nullable({ type: 'integer' }, { description: 'The check digit given; null in compute mode.' }),
      expectedCheckDigit: { type: 'integer' },
      full: { type: 'string', description: 'The body followed by the correct check digit.' },
    },
    required: ['valid', 'checkDigit', 'expectedCheckDigit', 'full'],
  },
  examples: [
    // Computed by test/reference/data.py (independent Python rules; published references asserted there).
    { inputs: {"number": "79927398713"}, result: {"valid": true, "checkDigit": 3, "expectedCheckDigit": 3, "full": "79927398713"} },
    { inputs: {"number": "7992739871", "mode": "compute"}, result: {"valid": null, "checkDigit": null, "expectedCheckDigit": 3, "full": "79927398713"} },
    { inputs: {"number": "49015420323751 8"}, result: {"valid": true, "checkDigit": 8, "expectedCheckDigit": 8, "full": "490154203237518"} },
    { inputs: {"number": "046-454-286"}, result: {"valid": true, "checkDigit": 6, "expectedCheckDigit": 6, "full": "046454286"} },
    { inputs: {"number": "79927398710"}, result: {"valid": false, "checkDigit": 0, "expectedCheckDigit": 3, "full": "79927398713"} },
  ],
  run({ number, mode }: { number: string; mode: 'validate' | 'compute' }) {
    const digits = number.replace(/[ -]/g, '');
    if (mode === 'validate' && digits.length < 2) throw new ToolError('A number to validate needs at least 2 digits: a body and its check digit.');
    const body = mode === 'validate' ? digits.slice(0, -1) : digits;
    const expected = (10 - luhnSum([...body, '0'].map(Number))) % 10;
    const given = mode === 'validate' ? Number(digits.at(-1)) : null;
    return { valid: given === null ? null : given === expected, checkDigit: given, expectedCheckDigit: expected, full: body + expected };
  },
});
