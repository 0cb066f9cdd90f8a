import * as ibantools from 'ibantools';
import { defineTool, nullable } from '../define.ts';

const nullableString = nullable({ type: 'string' });

export default defineTool({
  slug: 'iban-validator',
  name: 'IBAN validator',
  category: 'finance',
  description:
    'Checks an IBAN (spaces, hyphens and lower case allowed) with ibantools 4.5.4: the country\'s length and BBAN structure from the SWIFT IBAN Registry as shipped in that version, the ISO 13616 mod-97 check digits, and for some countries the national bank/branch check digit. error is the first failed check: NoIBANProvided, NoIBANCountry, WrongBBANLength, WrongBBANFormat, ChecksumNotNumber, WrongIBANChecksum or WrongAccountBankBranchChecksum; null when valid. A valid IBAN does not mean the account exists.',
  inputSchema: {
    type: 'object',
    properties: { iban: { type: 'string', maxLength: 100, description: 'The IBAN to check, e.g. "GB82 WEST 1234 5698 7654 32"; spaces, hyphens and lower case are allowed.' } },
    required: ['iban'],
    additionalProperties: false,
  },
  outputSchema: {
    type: 'object',
    properties: {
      valid: { type: 'boolean' },
      countryCode: { ...nullableString, description: 'First two characters when they are letters.' },
      checkDigits: { ...nullableString, description: 'Characters 3–4.' },
      bban: { type: 'string', description: 'Everything after the check digits.' },
      electronicFormat: { type: 'string', description: 'Upper case, no separators.' },
      printFormat: { type: 'string', description: 'Groups of four separated by spaces.' },
      error: { ...nullableString, description: 'First failed check (ibantools ValidationErrorsIBAN name), or null.' },
    },
    required: ['valid', 'countryCode', 'checkDigits', 'bban', 'electronicFormat', 'printFormat', 'error'],
  },
  examples: [
    // TOOLS-PLAN §6 references: GB82 WEST 1234 5698 7654 32 and DE89 3704 0044 0532 0130 00 valid, …33 invalid.
    { inputs: {"iban": "GB82 WEST 1234 5698 7654 32"}, result: {"valid": true, "countryCode": "GB", "checkDigits": "82", "bban": "WEST12345698765432", "electronicFormat": "GB82WEST12345698765432", "printFormat": "GB82 WEST 1234 5698 7654 32", "error": null} },
    { inputs: {"iban": "DE89370400440532013000"}, result: {"valid": true, "countryCode": "DE", "checkDigits": "89", "bban": "370400440532013000", "electronicFormat": "DE89370400440532013000", "printFormat": "DE89 3704 0044 0532 0130 00", "error": null} },
    { inputs: {"iban": "DE89 3704 0044 0532 0130 33"}, result: {"valid": false, "countryCode": "DE", "checkDigits": "89", "bban": "370400440532013033", "electronicFormat": "DE89370400440532013033", "printFormat": "DE89 3704 0044 0532 0130 33", "error": "WrongIBANChecksum"} },
    { inputs: {"iban": "gb82-west-1234-5698-7654"}, result: {"valid": false, "countryCode": "GB", "checkDigits": "82", "bban": "WEST123456987654", "electronicFormat": "GB82WEST123456987654", "printFormat": "GB82 WEST 1234 5698 7654", "error": "WrongBBANLength"} },
  ],
  run({ iban }: { iban: string }) {
    const electronic = ibantools.electronicFormatIBAN(iban) ?? '';
    const { valid, errorCodes } = ibantools.validateIBAN(electronic);
    const countryCode = electronic.slice(0, 2);
    const checkDigits = electronic.slice(2, 4);
    return {
      valid,
      countryCode: /^[A-Z]{2}$/.test(countryCode) ? countryCode : null,
      checkDigits: checkDigits.length === 2 ? checkDigits : null,
      bban: electronic.slice(4),
      electronicFormat: electronic,
      printFormat: electronic.replace(/(.{4})(?=.)/g, '$1 '),
      error: valid || errorCodes.length === 0 ? null : ibantools.ValidationErrorsIBAN[errorCodes[0]!]!,
    };
  },
});
