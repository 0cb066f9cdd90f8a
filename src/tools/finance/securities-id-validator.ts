import { ToolError, defineTool } from '../define.ts';
import { base36, luhnSum } from '../finance-pricing.ts';

type Kind = 'isin' | 'cusip' | 'sedol';

const FORMATS: Record<Kind, { length: number; pattern: RegExp; shape: string }> = {
  isin: { length: 12, pattern: /^[A-Z]{2}[0-9A-Z]{9}[0-9]$/, shape: '2 letters (country), 9 letters or digits, 1 check digit' },
  cusip: { length: 9, pattern: /^[0-9A-Z*@#]{8}[0-9]$/, shape: '8 letters, digits or * @ #, 1 check digit' },
  sedol: { length: 7, pattern: /^[0-9BCDFGHJKLMNPQRSTVWXYZ]{6}[0-9]$/, shape: '6 digits or consonants, 1 check digit' },
};

/** The check digit each scheme expects for the characters before it. */
function expected(kind: Kind, body: string): number {
  if (kind === 'isin') {
    // Luhn over the digit string with letters expanded to 10–35; the check digit makes the whole sum 0 mod 10.
    const digits = [...body].flatMap((c) => [...String(base36(c))].map(Number));
    return (10 - luhnSum([...digits, 0])) % 10;
  }
  if (kind === 'cusip') {
    let sum = 0;
    [...body].forEach((c, i) => {
      let v = c === '*' ? 36 : c === '@' ? 37 : c === '#' ? 38 : base36(c);
      if (i % 2 === 1) v *= 2;
      sum += Math.floor(v / 10) + (v % 10);
    });
    return (10 - (sum % 10)) % 10;
  }
  const weights = [1, 3, 1, 7, 3, 9];
  const sum = [...body].reduce((s, c, i) => s + base36(c) * weights[i]!, 0);
  return (10 - (sum % 10)) % 10;
}

export default defineTool({
  slug: 'securities-id-validator',
  name: 'Securities identifier validator',
  category: 'finance',
  description:
    'Checks the check digit of an ISIN (ISO 6166: Luhn over the digits, letters as 10–35), a CUSIP (modulus 10 "double add double" over 8 characters, * @ # as 36–38) or a SEDOL (weights 1 3 1 7 3 9, mod 10). type auto picks by length: 12 ISIN, 9 CUSIP, 7 SEDOL. Case and surrounding spaces are ignored; a wrong shape is refused. A valid check digit does not mean the security exists.',
  inputSchema: {
    type: 'object',
    properties: {
      id: { type: 'string', minLength: 1, maxLength: 40, description: 'The identifier to check, e.g. ISIN US0378331005, CUSIP 037833100 or SEDOL 0263494; case and surrounding spaces are ignored.' },
      type: { type: 'string', enum: ['auto', 'isin', 'cusip', 'sedol'], default: 'auto', description: 'Kind of identifier; auto (default) picks by length: 12 ISIN, 9 CUSIP, 7 SEDOL.' },
    },
    required: ['id'],
    additionalProperties: false,
  },
  outputSchema: {
    type: 'object',
    properties: {
      valid: { type: 'boolean' },
      type: { type: 'string', enum: ['isin', 'cusip', 'sedol'] },
      checkDigit: { type: 'string', description: 'The last character given.' },
      expectedCheckDigit: { type: 'string' },
    },
    required: ['valid', 'type', 'checkDigit', 'expectedCheckDigit'],
  },
  examples: [
    // TOOLS-PLAN §6 reference: ISIN US0378331005 (Apple) is valid; its CUSIP is 037833100; SEDOL 0263494 and
    // ISIN AU0000XVGZA3 are the worked examples of the SEDOL and ISIN articles.
    { inputs: {"id": "US0378331005"}, result: {"valid": true, "type": "isin", "checkDigit": "5", "expectedCheckDigit": "5"} },
    { inputs: {"id": "037833100"}, result: {"valid": true, "type": "cusip", "checkDigit": "0", "expectedCheckDigit": "0"} },
    { inputs: {"id": "0263494"}, result: {"valid": true, "type": "sedol", "checkDigit": "4", "expectedCheckDigit": "4"} },
    { inputs: {"id": "AU0000XVGZA3", "type": "isin"}, result: {"valid": true, "type": "isin", "checkDigit": "3", "expectedCheckDigit": "3"} },
    { inputs: {"id": "US0378331006"}, result: {"valid": false, "type": "isin", "checkDigit": "6", "expectedCheckDigit": "5"} },
  ],
  run({ id, type = 'auto' }: { id: string; type?: 'auto' | Kind }) {
    const text = id.trim().toUpperCase();
    const kind: Kind | undefined = type !== 'auto' ? type : (Object.keys(FORMATS) as Kind[]).find((k) => FORMATS[k].length === text.length);
    if (!kind) throw new ToolError(`Cannot tell the identifier type from ${text.length} characters: an ISIN has 12, a CUSIP 9, a SEDOL 7.`);
    const format = FORMATS[kind];
    if (!format.pattern.test(text)) throw new ToolError(`Not a well-formed ${kind.toUpperCase()}: expected ${format.length} characters, ${format.shape}.`);
    const check = String(expected(kind, text.slice(0, -1)));
    const checkDigit = text.slice(-1);
    return { valid: check === checkDigit, type: kind, checkDigit, expectedCheckDigit: check };
  },
});
