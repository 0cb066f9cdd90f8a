import { defineTool, nullable } from '../define.ts';

type InstitutionType = 'government' | 'bank' | 'thrift' | 'electronic' | 'traveler-cheque' | 'invalid';

/** What the first two digits (the Federal Reserve routing symbol) say, and the district they give. */
function prefixInfo(prefix: number): { institutionType: InstitutionType; district: number | null } {
  if (prefix === 0) return { institutionType: 'government', district: null };
  if (prefix >= 1 && prefix <= 12) return { institutionType: 'bank', district: prefix };
  if (prefix >= 21 && prefix <= 32) return { institutionType: 'thrift', district: prefix - 20 };
  if (prefix >= 61 && prefix <= 72) return { institutionType: 'electronic', district: prefix - 60 };
  if (prefix === 80) return { institutionType: 'traveler-cheque', district: null };
  return { institutionType: 'invalid', district: null };
}

export default defineTool({
  slug: 'routing-number-validator',
  name: 'ABA routing number validator',
  category: 'finance',
  description:
    'Checks a US ABA routing transit number (9 digits; spaces and hyphens ignored): the check digit with the 3-7-1 weights, 3(d1+d4+d7) + 7(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10), and the first two digits: 00 government, 01–12 bank (Federal Reserve district 1–12), 21–32 thrift (district = prefix − 20), 61–72 electronic transactions (prefix − 60), 80 traveler\'s cheques; other prefixes are invalid. valid needs both. A valid number does not mean the institution exists (the Fedwire and FedACH directories are not shipped).',
  inputSchema: {
    type: 'object',
    properties: {
      routingNumber: {
        type: 'string',
        maxLength: 40,
        pattern: '^[\\s-]*(?:[0-9][\\s-]*){9}$',
        description: 'The 9-digit routing number, e.g. "021000021"; spaces and hyphens are ignored.',
      },
    },
    required: ['routingNumber'],
    additionalProperties: false,
  },
  outputSchema: {
    type: 'object',
    properties: {
      valid: { type: 'boolean', description: 'Checksum right and a known prefix.' },
      routingNumber: { type: 'string', description: 'The 9 digits without separators.' },
      checksumValid: { type: 'boolean' },
      checkDigit: { type: 'integer', description: 'The 9th digit as given.' },
      expectedCheckDigit: { type: 'integer', description: 'The 9th digit the first eight call for.' },
      federalReserveDistrict: nullable({ type: 'integer' }, { description: '1 (Boston) … 12 (San Francisco); null for prefixes 00, 80 and invalid ones.' }),
      institutionType: { type: 'string', enum: ['bank', 'thrift', 'electronic', 'traveler-cheque', 'government', 'invalid'] },
    },
    required: ['valid', 'routingNumber', 'checksumValid', 'checkDigit', 'expectedCheckDigit', 'federalReserveDistrict', 'institutionType'],
  },
  // Expected results: test/reference/finance_everyday_plan2.py; 021000021 is TOOLS-PLAN-2 §6's reference (valid, district 2).
  examples: [
    { inputs: {"routingNumber": "021000021"}, result: {"valid": true, "routingNumber": "021000021", "checksumValid": true, "checkDigit": 1, "expectedCheckDigit": 1, "federalReserveDistrict": 2, "institutionType": "bank"} },
    { inputs: {"routingNumber": "0260-0959-3"}, result: {"valid": true, "routingNumber": "026009593", "checksumValid": true, "checkDigit": 3, "expectedCheckDigit": 3, "federalReserveDistrict": 2, "institutionType": "bank"} },
    { inputs: {"routingNumber": "321 081 669"}, result: {"valid": true, "routingNumber": "321081669", "checksumValid": true, "checkDigit": 9, "expectedCheckDigit": 9, "federalReserveDistrict": 12, "institutionType": "thrift"} },
    { inputs: {"routingNumber": "021000022"}, result: {"valid": false, "routingNumber": "021000022", "checksumValid": false, "checkDigit": 2, "expectedCheckDigit": 1, "federalReserveDistrict": 2, "institutionType": "bank"} },
    { inputs: {"routingNumber": "501000019"}, result: {"valid": false, "routingNumber": "501000019", "checksumValid": false, "checkDigit": 9, "expectedCheckDigit": 7, "federalReserveDistrict": null, "institutionType": "invalid"} },
  ],
  run({ routingNumber }: { routingNumber: string }) {
    const digits = routingNumber.replace(/[\s-]/g, '');
    const d = [...digits].map(Number);
    const partial = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]!);
    const expectedCheckDigit = (10 - (partial % 10)) % 10;
    const checksumValid = expectedCheckDigit === d[8];
    const { institutionType, district } = prefixInfo(d[0]! * 10 + d[1]!);
    return {
      valid: checksumValid && institutionType !== 'invalid',
      routingNumber: digits,
      checksumValid,
      checkDigit: d[8]!,
      expectedCheckDigit,
      federalReserveDistrict: district,
      institutionType,
    };
  },
});
