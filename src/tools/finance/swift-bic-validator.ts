import { defineTool, nullable } from '../define.ts';
import { ISO_3166, ISO_3166_SOURCE } from '../iso-3166.ts';

/** ISO 3166-1 alpha-2 codes and their names, plus XK (Kosovo), which SWIFT uses without an ISO code. */
const COUNTRIES = new Map<string, string>([...ISO_3166.map((row): [string, string] => [row[0], row[3]]), ['XK', 'Kosovo']]);

export default defineTool({
  slug: 'swift-bic-validator',
  name: 'SWIFT / BIC code validator',
  category: 'finance',
  description:
    `Checks a SWIFT code (ISO 9362 Business Identifier Code) of 8 or 11 letters and digits (spaces and hyphens ignored, any case): 4-letter bank (institution) code, 2-letter country code, 2-character location code, optional 3-character branch code ("XXX", the primary office, when absent). valid needs the ISO 9362 shape [A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})? and a country among the ISO 3166-1 alpha-2 codes (${ISO_3166_SOURCE}) or XK (Kosovo). A second location character 0 marks a test BIC, 1 a passive participant. Bank names are not shipped (the SWIFT directory is licensed data), so a valid code need not exist.`,
  inputSchema: {
    type: 'object',
    properties: {
      bic: {
        type: 'string',
        maxLength: 40,
        pattern: '^[\\s-]*(?:[A-Za-z0-9][\\s-]*){8}(?:(?:[A-Za-z0-9][\\s-]*){3})?$',
        description: 'The BIC, 8 or 11 characters, e.g. "DEUTDEFF500" or "deut de ff"; spaces, hyphens and lower case are allowed.',
      },
    },
    required: ['bic'],
    additionalProperties: false,
  },
  outputSchema: {
    type: 'object',
    properties: {
      valid: { type: 'boolean' },
      bic: { type: 'string', description: 'Upper case, without separators.' },
      bic11: { type: 'string', description: 'The 11-character form (XXX appended to an 8-character BIC).' },
      bankCode: { type: 'string', description: 'Characters 1–4.' },
      countryCode: { type: 'string', description: 'Characters 5–6.' },
      countryName: nullable({ type: 'string' }, { description: 'ISO 3166-1 short name of the country, or null when unknown.' }),
      locationCode: { type: 'string', description: 'Characters 7–8.' },
      branchCode: { type: 'string', description: 'Characters 9–11, "XXX" when absent.' },
      isPrimaryOffice: { type: 'boolean', description: 'Branch code XXX (or absent).' },
      isTestBic: { type: 'boolean', description: 'Second location character 0.' },
      isPassive: { type: 'boolean', description: 'Second location character 1 (passive participant).' },
      error: nullable({ type: 'string' }, { description: 'Why the code is invalid, or null.' }),
    },
    required: ['valid', 'bic', 'bic11', 'bankCode', 'countryCode', 'countryName', 'locationCode', 'branchCode', 'isPrimaryOffice', 'isTestBic', 'isPassive', 'error'],
  },
  // Expected results: test/reference/finance_everyday_plan2.py; DEUTDEFF500 is TOOLS-PLAN-2 §4's reference (valid, branch 500).
  examples: [
    { inputs: {"bic": "DEUTDEFF500"}, result: {"valid": true, "bic": "DEUTDEFF500", "bic11": "DEUTDEFF500", "bankCode": "DEUT", "countryCode": "DE", "countryName": "Germany", "locationCode": "FF", "branchCode": "500", "isPrimaryOffice": false, "isTestBic": false, "isPassive": false, "error": null} },
    { inputs: {"bic": "deut de ff"}, result: {"valid": true, "bic": "DEUTDEFF", "bic11": "DEUTDEFFXXX", "bankCode": "DEUT", "countryCode": "DE", "countryName": "Germany", "locationCode": "FF", "branchCode": "XXX", "isPrimaryOffice": true, "isTestBic": false, "isPassive": false, "error": null} },
    { inputs: {"bic": "NEDSZAJ0XXX"}, result: {"valid": true, "bic": "NEDSZAJ0XXX", "bic11": "NEDSZAJ0XXX", "bankCode": "NEDS", "countryCode": "ZA", "countryName": "South Africa", "locationCode": "J0", "branchCode": "XXX", "isPrimaryOffice": true, "isTestBic": true, "isPassive": false, "error": null} },
    { inputs: {"bic": "ABCDQQ12"}, result: {"valid": false, "bic": "ABCDQQ12", "bic11": "ABCDQQ12XXX", "bankCode": "ABCD", "countryCode": "QQ", "countryName": null, "locationCode": "12", "branchCode": "XXX", "isPrimaryOffice": true, "isTestBic": false, "isPassive": false, "error": "\"QQ\" is not an ISO 3166-1 alpha-2 country code."} },
    { inputs: {"bic": "1BCDGB22"}, result: {"valid": false, "bic": "1BCDGB22", "bic11": "1BCDGB22XXX", "bankCode": "1BCD", "countryCode": "GB", "countryName": "United Kingdom", "locationCode": "22", "branchCode": "XXX", "isPrimaryOffice": true, "isTestBic": false, "isPassive": false, "error": "The bank code \"1BCD\" must be 4 letters."} },
  ],
  run({ bic: given }: { bic: string }) {
    const bic = given.replace(/[\s-]/g, '').toUpperCase();
    const bankCode = bic.slice(0, 4);
    const countryCode = bic.slice(4, 6);
    const locationCode = bic.slice(6, 8);
    const branchCode = bic.length === 11 ? bic.slice(8) : 'XXX';
    const countryName = COUNTRIES.get(countryCode) ?? null;
    let error: string | null = null;
    if (!/^[A-Z]{4}$/.test(bankCode)) error = `The bank code "${bankCode}" must be 4 letters.`;
    else if (!/^[A-Z]{2}$/.test(countryCode)) error = `The country code "${countryCode}" must be 2 letters.`;
    else if (countryName === null) error = `"${countryCode}" is not an ISO 3166-1 alpha-2 country code.`;
    return {
      valid: error === null,
      bic,
      bic11: bic.length === 11 ? bic : `${bic}XXX`,
      bankCode,
      countryCode,
      countryName,
      locationCode,
      branchCode,
      isPrimaryOffice: branchCode === 'XXX',
      isTestBic: locationCode[1] === '0',
      isPassive: locationCode[1] === '1',
      error,
    };
  },
});
