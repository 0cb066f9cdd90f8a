import { ToolError, defineTool, nullable } from '../define.ts';
import { luhnSum } from '../finance-pricing.ts';

const digits = (s: string): number[] => [...s].map(Number);
const weighted = (s: string, weights: number[]): number => weights.reduce((sum, w, i) => sum + w * Number(s[i]), 0);
const luhnValid = (s: string): boolean => luhnSum(digits(s)) === 0;

/** ISO 7064 MOD 11,10 over all digits but the last, compared with the last. */
const mod11_10 = (s: string): boolean => {
  let p = 10;
  for (const d of digits(s.slice(0, -1))) {
    let t = (d + p) % 10;
    if (t === 0) t = 10;
    p = (2 * t) % 11;
  }
  return (11 - p) % 10 === Number(s.at(-1));
};

/** 11 − (weighted sum mod 11), with 11 → 0 and 10 impossible (null). */
const mod11Check = (s: string, weights: number[]): number | null => {
  const r = 11 - (weighted(s, weights) % 11);
  return r === 11 ? 0 : r === 10 ? null : r;
};

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const IE_LETTERS = 'WABCDEFGHIJKLMNOPQRSTUV';

const ireland = (body7: string, extra: string): string =>
  IE_LETTERS[(weighted(body7, [8, 7, 6, 5, 4, 3, 2]) + 9 * (extra === '' ? 0 : IE_LETTERS.indexOf(extra))) % 23]!;

const gb = (n: string): boolean | null => {
  if (n.startsWith('GD') || n.startsWith('HA')) return null; // government departments and health authorities: no check digits
  const r = (weighted(n, [8, 7, 6, 5, 4, 3, 2]) + Number(n.slice(7, 9))) % 97;
  return r === 0 || r === 42; // mod 97, or mod 9755 (97 − 55)
};

interface Rule {
  format: RegExp;
  /** null: no published check digit for this form of number. */
  check(n: string): boolean | null;
}

const RULES: Record<string, Rule> = {
  AT: { format: /^U\d{8}$/, check: (n) => (16 - luhnSum(digits(n.slice(1, 8)))) % 10 === Number(n[8]) },
  BE: { format: /^[01]\d{9}$/, check: (n) => 97 - (Number(n.slice(0, 8)) % 97) === Number(n.slice(8)) },
  BG: {
    format: /^\d{9,10}$/,
    check: (n) => {
      if (n.length === 10) return null;
      let r = weighted(n, [1, 2, 3, 4, 5, 6, 7, 8]) % 11;
      if (r === 10) r = weighted(n, [3, 4, 5, 6, 7, 8, 9, 10]) % 11 % 10;
      return r === Number(n[8]);
    },
  },
  CY: {
    format: /^\d{8}[A-Z]$/,
    check: (n) => {
      const odd = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21];
      let sum = 0;
      for (let i = 0; i < 8; i++) sum += i % 2 === 0 ? odd[Number(n[i])]! : Number(n[i]);
      return String.fromCharCode(65 + (sum % 26)) === n[8];
    },
  },
  CZ: { format: /^\d{8,10}$/, check: (n) => (n.length === 8 ? (11 - (weighted(n, [8, 7, 6, 5, 4, 3, 2]) % 11)) % 10 === Number(n[7]) : null) },
  DE: { format: /^[1-9]\d{8}$/, check: mod11_10 },
  DK: { format: /^[1-9]\d{7}$/, check: (n) => weighted(n, [2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0 },
  EE: { format: /^10\d{7}$/, check: (n) => weighted(n, [3, 7, 1, 3, 7, 1, 3, 7, 1]) % 10 === 0 },
  EL: { format: /^\d{9}$/, check: (n) => (weighted(n, [256, 128, 64, 32, 16, 8, 4, 2]) % 11) % 10 === Number(n[8]) },
  ES: {
    format: /^(?:\d{8}[A-Z]|[XYZKLM]\d{7}[A-Z]|[ABCDEFGHJNPQRSUVW]\d{7}[0-9A-J])$/,
    check: (n) => {
      if (/^\d/.test(n)) return DNI_LETTERS[Number(n.slice(0, 8)) % 23] === n[8];
      if (/^[XYZ]/.test(n)) return DNI_LETTERS[Number('XYZ'.indexOf(n[0]!) + n.slice(1, 8)) % 23] === n[8];
      if (/^[KLM]/.test(n)) return DNI_LETTERS[Number(n.slice(1, 8)) % 23] === n[8];
      const c = (10 - luhnSum(digits(n.slice(1, 8)).concat(0))) % 10;
      return n[8] === String(c) || n[8] === 'JABCDEFGHI'[c];
    },
  },
  FI: { format: /^\d{8}$/, check: (n) => weighted(n, [7, 9, 10, 5, 8, 4, 2, 1]) % 11 === 0 },
  FR: { format: /^[0-9A-HJ-NP-Z]{2}\d{9}$/, check: (n) => (/^\d\d/.test(n) ? Number(n.slice(0, 2)) === (12 + 3 * (Number(n.slice(2)) % 97)) % 97 : null) },
  HR: { format: /^\d{11}$/, check: mod11_10 },
  HU: { format: /^\d{8}$/, check: (n) => weighted(n, [9, 7, 3, 1, 9, 7, 3, 1]) % 10 === 0 },
  IE: {
    format: /^(?:\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
    check: (n) => (/^\d{7}/.test(n) ? ireland(n.slice(0, 7), n.slice(8)) === n[7] : ireland(`0${n.slice(2, 7)}${n[0]}`, '') === n[7]),
  },
  IT: { format: /^\d{11}$/, check: luhnValid },
  LT: {
    format: /^(?:\d{7}1\d|\d{10}1\d)$/,
    check: (n) => {
      const body = n.slice(0, -1);
      let r = [...body].reduce((s, d, i) => s + (1 + (i % 9)) * Number(d), 0) % 11;
      if (r === 10) r = [...body].reduce((s, d, i) => s + (1 + ((i + 2) % 9)) * Number(d), 0) % 11;
      return r % 10 === Number(n.at(-1));
    },
  },
  LU: { format: /^\d{8}$/, check: (n) => Number(n.slice(0, 6)) % 89 === Number(n.slice(6)) },
  LV: { format: /^\d{11}$/, check: (n) => (n[0]! > '3' ? weighted(n, [9, 1, 4, 8, 3, 10, 2, 5, 7, 6, 1]) % 11 === 3 : null) },
  MT: { format: /^[1-9]\d{7}$/, check: (n) => weighted(n, [3, 4, 6, 7, 8, 9, 10, 1]) % 37 === 0 },
  NL: {
    format: /^\d{9}B\d{2}$/,
    check: (n) => weighted(n, [9, 8, 7, 6, 5, 4, 3, 2, -1]) % 11 === 0 || BigInt(`2321${n.slice(0, 9)}11${n.slice(10)}`) % 97n === 1n,
  },
  PL: { format: /^\d{10}$/, check: (n) => weighted(n, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11 === Number(n[9]) },
  PT: { format: /^[1-9]\d{8}$/, check: (n) => ((11 - (weighted(n, [9, 8, 7, 6, 5, 4, 3, 2]) % 11)) % 11) % 10 === Number(n[8]) },
  RO: {
    format: /^[1-9]\d{1,9}$/,
    check: (n) => ((weighted(n.slice(0, -1).padStart(9, '0'), [7, 5, 3, 2, 1, 7, 5, 3, 2]) * 10) % 11) % 10 === Number(n.at(-1)),
  },
  SE: { format: /^\d{10}01$/, check: (n) => luhnValid(n.slice(0, 10)) },
  SI: {
    format: /^[1-9]\d{7}$/,
    check: (n) => {
      const r = 11 - (weighted(n, [8, 7, 6, 5, 4, 3, 2]) % 11); // 10 → 0; 11 has no check digit
      return r !== 11 && r % 10 === Number(n[7]);
    },
  },
  SK: { format: /^[1-9]\d[2-47-9]\d{7}$/, check: (n) => BigInt(n) % 11n === 0n },
  GB: { format: /^(?:\d{9}|\d{12}|GD[0-4]\d{2}|HA[5-9]\d{2})$/, check: gb },
  XI: { format: /^(?:\d{9}|\d{12}|GD[0-4]\d{2}|HA[5-9]\d{2})$/, check: gb },
  CH: { format: /^\d{9}$/, check: (n) => mod11Check(n, [5, 4, 3, 2, 7, 6, 5, 4]) === Number(n[8]) },
  NO: { format: /^\d{9}$/, check: (n) => mod11Check(n, [3, 2, 7, 6, 5, 4, 3, 2]) === Number(n[8]) },
};

/** ISO 3166 alpha-2 codes that VAT writes differently. */
const ALIASES: Record<string, string> = { GR: 'EL' };

export default defineTool({
  slug: 'vat-number-validator',
  name: 'VAT number validator',
  category: 'data',
  description:
    'Checks the format and check digits of a VAT number of the 27 EU states (prefix EL for Greece; GR accepted), XI (Northern Ireland), GB, CH (CHE-… with or without MWST/TVA/IVA/TPV) and NO (… MVA), offline, with per-country rules of the European Commission\'s VIES algorithm document and the national specifications: e.g. DE ISO 7064 MOD 11,10; FR key = (12 + 3·(SIREN mod 97)) mod 97; IT and SE Luhn; NL mod 11 or, for the 2020 sole-trader format, ISO 7064 mod 97 of "NL"+number; GB mod 97 or 97-55. Spaces, dots and hyphens are ignored. checksumValid is null where no check digit is published or implemented: BG 10-digit (personal) numbers, CZ 9- and 10-digit (personal) numbers, FR keys with letters, LV personal codes (first digit 0–3), GB/XI GD and HA numbers. valid = formatValid and checksumValid not false. A valid checksum does not prove the number is registered: only the online VIES service can say that.',
  inputSchema: {
    type: 'object',
    properties: {
      vatNumber: { type: 'string', maxLength: 40, pattern: '^[A-Za-z0-9 .+*-]+$', description: 'The VAT number, with its country prefix (e.g. "DE136695976", "CHE-116.281.710 MWST") or without one when country is given.' },
      country: { type: 'string', pattern: '^[A-Za-z]{2}$', description: 'ISO 3166 alpha-2 code (or EL, XI) for a number written without its prefix.' },
    },
    required: ['vatNumber'],
    additionalProperties: false,
  },
  outputSchema: {
    type: 'object',
    properties: {
      valid: { type: 'boolean', description: 'formatValid, and checksumValid is not false.' },
      countryCode: { type: 'string', description: 'The VAT prefix: EL for Greece, XI for Northern Ireland.' },
      number: { type: 'string', description: 'The number without prefix, separators or CH/NO suffix.' },
      formatValid: { type: 'boolean' },
      checksumValid: nullable({ type: 'boolean' }, { description: 'The check digits match; null when the country or form has no published check digit, or the format is wrong.' }),
    },
    required: ['valid', 'countryCode', 'number', 'formatValid', 'checksumValid'],
  },
  examples: [
    // Computed by test/reference/data.py (independent Python rules; published references asserted there).
    { inputs: {"vatNumber": "DE136695976"}, result: {"valid": true, "countryCode": "DE", "number": "136695976", "formatValid": true, "checksumValid": true} },
    { inputs: {"vatNumber": "FR 40 303 265 045"}, result: {"valid": true, "countryCode": "FR", "number": "40303265045", "formatValid": true, "checksumValid": true} },
    { inputs: {"vatNumber": "IT00743110157"}, result: {"valid": true, "countryCode": "IT", "number": "00743110157", "formatValid": true, "checksumValid": true} },
    { inputs: {"vatNumber": "GB 980 7806 84"}, result: {"valid": true, "countryCode": "GB", "number": "980780684", "formatValid": true, "checksumValid": true} },
    { inputs: {"vatNumber": "CHE-107.787.577 IVA"}, result: {"valid": true, "countryCode": "CH", "number": "107787577", "formatValid": true, "checksumValid": true} },
    { inputs: {"vatNumber": "004495445B01", "country": "NL"}, result: {"valid": true, "countryCode": "NL", "number": "004495445B01", "formatValid": true, "checksumValid": true} },
    { inputs: {"vatNumber": "DE136695977"}, result: {"valid": false, "countryCode": "DE", "number": "136695977", "formatValid": true, "checksumValid": false} },
    { inputs: {"vatNumber": "CZ8512240035"}, result: {"valid": true, "countryCode": "CZ", "number": "8512240035", "formatValid": true, "checksumValid": null} },
  ],
  run({ vatNumber, country }: { vatNumber: string; country?: string }) {
    let text = vatNumber.replace(/[ .-]/g, '').toUpperCase();
    const given = country === undefined ? undefined : (ALIASES[country.toUpperCase()] ?? country.toUpperCase());
    if (given !== undefined && !RULES[given]) throw new ToolError(`No VAT rules for ${country}: the EU-27 (EL for Greece), XI, GB, CH and NO are covered.`);
    let code: string | undefined;
    const head = ALIASES[text.slice(0, 2)] ?? text.slice(0, 2);
    if (/^[A-Z]{2}/.test(text) && RULES[head]) {
      code = head;
      text = text.slice(2);
      if (given !== undefined && given !== code) throw new ToolError(`The number has the prefix ${code} but country says ${given}.`);
    } else if (given !== undefined) {
      code = given;
    } else {
      throw new ToolError(/^[A-Z]{2}/.test(text) ? `Unknown VAT prefix ${text.slice(0, 2)}: the EU-27 (EL for Greece), XI, GB, CH and NO are covered.` : 'The number has no country prefix: give country.');
    }
    if (code === 'CH') text = text.replace(/^E/, '').replace(/(?:MWST|TVA|IVA|TPV)$/, '');
    if (code === 'NO') text = text.replace(/MVA$/, '');
    if (code === 'BE' && /^\d{9}$/.test(text)) text = `0${text}`; // the former 9-digit numbers
    if (code === 'EL' && /^\d{8}$/.test(text)) text = `0${text}`;
    const rule = RULES[code]!;
    const formatValid = rule.format.test(text);
    const checksumValid = formatValid ? rule.check(text) : null;
    return { valid: formatValid && checksumValid !== false, countryCode: code, number: text, formatValid, checksumValid };
  },
});
