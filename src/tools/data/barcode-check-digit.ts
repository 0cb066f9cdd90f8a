import { ToolError, defineTool, nullable } from '../define.ts';

/** GS1 General Specifications §7.9.1: weights 3, 1, 3 … from the rightmost digit of the body; check = (10 − sum mod 10) mod 10. */
const gs1Check = (body: string): number => {
  let sum = 0;
  for (let i = body.length - 1, weight = 3; i >= 0; i--, weight = 4 - weight) sum += weight * Number(body[i]);
  return (10 - (sum % 10)) % 10;
};

const TYPES: Record<number, string> = { 8: 'gtin-8', 12: 'gtin-12', 13: 'gtin-13', 14: 'gtin-14', 18: 'sscc' };

export default defineTool({
  slug: 'barcode-check-digit',
  name: 'Barcode check digit (GTIN, EAN, UPC, SSCC)',
  category: 'data',
  description:
    'Validates or computes the GS1 mod-10 check digit of a GTIN-8 (EAN-8), GTIN-12 (UPC-A), GTIN-13 (EAN-13, also ISBN-13 and ISMN bars), GTIN-14 (ITF-14) or SSCC (18 digits), per GS1 General Specifications §7.9.1: weights 3, 1, 3, 1 … starting from the digit next to the check digit, check = (10 − sum mod 10) mod 10. Spaces and hyphens are ignored. mode validate takes the full code (8, 12, 13, 14 or 18 digits) and says whether its last digit is right; mode compute takes the code without its check digit (7, 11, 12, 13 or 17 digits) and appends it. code is the full code with the correct check digit; gtin14 is the GTIN left-padded with zeros to 14 digits (null for an SSCC). Other lengths are refused.',
  inputSchema: {
    type: 'object',
    properties: {
      code: { type: 'string', maxLength: 40, pattern: '^[ -]*(?:[0-9][ -]*)+$', description: 'Digits of the code, spaces and hyphens allowed, e.g. "4006381333931" (validate) or "400638133393" (compute).' },
      mode: { type: 'string', enum: ['validate', 'compute'], default: 'validate', description: 'validate: the code ends with its check digit; compute: the code lacks it. Default validate.' },
    },
    required: ['code'],
    additionalProperties: false,
  },
  outputSchema: {
    type: 'object',
    properties: {
      valid: nullable({ type: 'boolean' }, { description: 'The last digit is the right check digit; null in compute mode.' }),
      type: { type: 'string', enum: ['gtin-8', 'gtin-12', 'gtin-13', 'gtin-14', 'sscc'] },
      checkDigit: nullable({ type: 'integer' }, { description: 'The check digit given; null in compute mode.' }),
      expectedCheckDigit: { type: 'integer' },
      code: { type: 'string', description: 'The full code with the correct check digit.' },
      gtin14: nullable({ type: 'string' }, { description: 'The GTIN zero-padded on the left to 14 digits; null for an SSCC.' }),
    },
    required: ['valid', 'type', 'checkDigit', 'expectedCheckDigit', 'code', 'gtin14'],
  },
  examples: [
    // Computed by test/reference/data.py (independent Python rules; published references asserted there).
    { inputs: {"code": "4006381333931"}, result: {"valid": true, "type": "gtin-13", "checkDigit": 1, "expectedCheckDigit": 1, "code": "4006381333931", "gtin14": "04006381333931"} },
    { inputs: {"code": "0 36000 29145", "mode": "compute"}, result: {"valid": null, "type": "gtin-12", "checkDigit": null, "expectedCheckDigit": 2, "code": "036000291452", "gtin14": "00036000291452"} },
    { inputs: {"code": "9638-5074"}, result: {"valid": true, "type": "gtin-8", "checkDigit": 4, "expectedCheckDigit": 4, "code": "96385074", "gtin14": "00000096385074"} },
    { inputs: {"code": "376104250021234569"}, result: {"valid": true, "type": "sscc", "checkDigit": 9, "expectedCheckDigit": 9, "code": "376104250021234569", "gtin14": null} },
    { inputs: {"code": "4006381333932"}, result: {"valid": false, "type": "gtin-13", "checkDigit": 2, "expectedCheckDigit": 1, "code": "4006381333931", "gtin14": "04006381333931"} },
  ],
  run({ code, mode }: { code: string; mode: 'validate' | 'compute' }) {
    const digits = code.replace(/[ -]/g, '');
    const length = mode === 'validate' ? digits.length : digits.length + 1;
    const type = TYPES[length];
    if (!type) {
      throw new ToolError(
        mode === 'validate'
          ? `A code to validate has 8, 12, 13, 14 or 18 digits with its check digit; this one has ${digits.length}.`
          : `A code to complete has 7, 11, 12, 13 or 17 digits without its check digit; this one has ${digits.length}.`,
      );
    }
    const body = mode === 'validate' ? digits.slice(0, -1) : digits;
    const expected = gs1Check(body);
    const given = mode === 'validate' ? Number(digits.at(-1)) : null;
    const full = body + expected;
    return {
      valid: given === null ? null : given === expected,
      type,
      checkDigit: given,
      expectedCheckDigit: expected,
      code: full,
      gtin14: type === 'sscc' ? null : full.padStart(14, '0'),
    };
  },
});
