import { ToolError, defineTool, nullable } from '../define.ts';

/** ISBN-10 check character: Σ(10 − i)·dᵢ for i = 0…8, check = (11 − sum mod 11) mod 11, 10 written X. */
const isbn10Check = (body: string): string => {
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += (10 - i) * Number(body[i]);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'X' : String(check);
};

/** GS1 mod 10 over the 12 digits of the body: weights 1, 3, 1, 3 … from the left. */
const isbn13Check = (body: string): string => {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += (i % 2 === 0 ? 1 : 3) * Number(body[i]);
  return String((10 - (sum % 10)) % 10);
};

export default defineTool({
  slug: 'isbn-validator',
  name: 'ISBN validator',
  category: 'data',
  description:
    'Checks an ISBN-10 or ISBN-13 (ISO 2108) and converts between the two. Spaces and hyphens are ignored and a final x is read as X; 10 or 13 characters must remain (else 400). ISBN-10: Σ (10 − i)·dᵢ over the ten characters ≡ 0 mod 11, X standing for 10 in the last place only. ISBN-13: GS1 mod 10 with weights 1, 3, 1, 3 … and a prefix of 978 or 979 (another prefix is refused). isbn13 is 978 + the first nine ISBN-10 digits with its recomputed check digit; isbn10 is rebuilt from a 978 ISBN-13 (null for 979, which has no ISBN-10). Both are rebuilt with the correct check digit, so they are the corrected forms when valid is false. No hyphenation into group, publisher and title (that needs the ISBN range table).',
  inputSchema: {
    type: 'object',
    properties: {
      isbn: {
        type: 'string',
        maxLength: 40,
        pattern: '^[ -]*(?:(?:[0-9][ -]*){9}[0-9Xx]|(?:[0-9][ -]*){13})[ -]*$',
        description: 'The ISBN, e.g. "978-0-306-40615-7" or "0-306-40615-2": 10 characters (the last may be X) or 13 digits, spaces and hyphens allowed.',
      },
    },
    required: ['isbn'],
    additionalProperties: false,
  },
  outputSchema: {
    type: 'object',
    properties: {
      valid: { type: 'boolean', description: 'The check character matches.' },
      type: { type: 'string', enum: ['isbn-10', 'isbn-13'] },
      checkDigit: { type: 'string', description: 'The check character given (0–9, or X for ISBN-10).' },
      expectedCheckDigit: { type: 'string', description: 'The check character the body calls for.' },
      isbn10: nullable({ type: 'string' }, { description: 'The ISBN-10 with the correct check character; null for a 979 ISBN-13.' }),
      isbn13: { type: 'string', description: 'The ISBN-13 with the correct check digit.' },
    },
    required: ['valid', 'type', 'checkDigit', 'expectedCheckDigit', 'isbn10', 'isbn13'],
  },
  examples: [
    // Computed by test/reference/data.py (independent Python rules; published references asserted there).
    { inputs: {"isbn": "0-306-40615-2"}, result: {"valid": true, "type": "isbn-10", "checkDigit": "2", "expectedCheckDigit": "2", "isbn10": "0306406152", "isbn13": "9780306406157"} },
    { inputs: {"isbn": "978-0-306-40615-7"}, result: {"valid": true, "type": "isbn-13", "checkDigit": "7", "expectedCheckDigit": "7", "isbn10": "0306406152", "isbn13": "9780306406157"} },
    { inputs: {"isbn": "0 8044 2957 x"}, result: {"valid": true, "type": "isbn-10", "checkDigit": "X", "expectedCheckDigit": "X", "isbn10": "080442957X", "isbn13": "9780804429573"} },
    { inputs: {"isbn": "979-10-90636-07-1"}, result: {"valid": true, "type": "isbn-13", "checkDigit": "1", "expectedCheckDigit": "1", "isbn10": null, "isbn13": "9791090636071"} },
    { inputs: {"isbn": "978-0-306-40615-6"}, result: {"valid": false, "type": "isbn-13", "checkDigit": "6", "expectedCheckDigit": "7", "isbn10": "0306406152", "isbn13": "9780306406157"} },
  ],
  run({ isbn }: { isbn: string }) {
    const code = isbn.replace(/[ -]/g, '').toUpperCase();
    if (code.length === 10) {
      const body = code.slice(0, 9);
      const expected = isbn10Check(body);
      const isbn13Body = `978${body}`;
      return { valid: code[9] === expected, type: 'isbn-10', checkDigit: code[9]!, expectedCheckDigit: expected, isbn10: body + expected, isbn13: isbn13Body + isbn13Check(isbn13Body) };
    }
    const prefix = code.slice(0, 3);
    if (prefix !== '978' && prefix !== '979') throw new ToolError(`An ISBN-13 begins with 978 or 979, not ${prefix}; for other EAN-13 codes use barcode-check-digit.`);
    const body = code.slice(0, 12);
    const expected = isbn13Check(body);
    return {
      valid: code[12] === expected,
      type: 'isbn-13',
      checkDigit: code[12]!,
      expectedCheckDigit: expected,
      isbn10: prefix === '978' ? code.slice(3, 12) + isbn10Check(code.slice(3, 12)) : null,
      isbn13: body + expected,
    };
  },
});
