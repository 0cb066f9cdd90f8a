import { ExactDecimal as Decimal } from '../number-theory.ts';
import { ToolError, defineTool } from '../define.ts';

type Mode = 'cardinal' | 'ordinal' | 'currency';

interface Inputs {
  number: string;
  mode: Mode;
  currency: string;
}

const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES = ['', 'thousand', 'million', 'billion', 'trillion'];

/** [singular major, plural major, singular minor, plural minor, minor digits] */
const CURRENCIES: Record<string, [string, string, string, string, number]> = {
  USD: ['dollar', 'dollars', 'cent', 'cents', 2],
  CAD: ['dollar', 'dollars', 'cent', 'cents', 2],
  AUD: ['dollar', 'dollars', 'cent', 'cents', 2],
  NZD: ['dollar', 'dollars', 'cent', 'cents', 2],
  EUR: ['euro', 'euros', 'cent', 'cents', 2],
  GBP: ['pound', 'pounds', 'penny', 'pence', 2],
  CHF: ['franc', 'francs', 'centime', 'centimes', 2],
  INR: ['rupee', 'rupees', 'paisa', 'paise', 2],
  CNY: ['yuan', 'yuan', 'fen', 'fen', 2],
  JPY: ['yen', 'yen', '', '', 0],
};

function below1000(n: number): string {
  const parts: string[] = [];
  if (n >= 100) {
    parts.push(`${ONES[Math.floor(n / 100)]} hundred`);
    n %= 100;
  }
  if (n >= 20) parts.push(n % 10 ? `${TENS[Math.floor(n / 10)]}-${ONES[n % 10]}` : TENS[Math.floor(n / 10)]!);
  else if (n > 0) parts.push(ONES[n]!);
  return parts.join(' ');
}

/** English words for a whole number 0 ≤ n < 10^15, short scale, no "and": 105 → "one hundred five". */
function cardinal(n: bigint): string {
  if (n === 0n) return 'zero';
  const groups: string[] = [];
  for (let scale = 0; n > 0n; scale++, n /= 1000n) {
    const group = Number(n % 1000n);
    if (group) groups.unshift(SCALES[scale] ? `${below1000(group)} ${SCALES[scale]}` : below1000(group));
  }
  return groups.join(' ');
}

const ORDINAL_WORDS: Record<string, string> = {
  one: 'first', two: 'second', three: 'third', five: 'fifth', eight: 'eighth', nine: 'ninth', twelve: 'twelfth',
};

function ordinal(words: string): string {
  const match = /([a-z]+)$/.exec(words)!;
  const last = match[1]!;
  const replaced = ORDINAL_WORDS[last] ?? (last.endsWith('y') ? `${last.slice(0, -1)}ieth` : `${last}th`);
  return words.slice(0, match.index) + replaced;
}

export default defineTool({
  slug: 'number-to-words',
  name: 'Number to words',
  category: 'math',
  description:
    'Writes a number below 10^15 in English words, American style: hyphenated tens ("twenty-one"), no "and" ("one hundred five"), short scale (billion = 10^9). Cardinal reads decimals digit by digit ("three point one four"); ordinal takes whole numbers ("twenty-first"); currency rounds half up to the currency\'s minor unit and names both units ("two dollars and five cents"). Currencies: USD, EUR, GBP, CAD, AUD, NZD, CHF, INR, CNY, JPY.',
  inputSchema: {
    type: 'object',
    properties: {
      number: { type: 'string', minLength: 1, maxLength: 40, description: 'A decimal number, |x| < 10^15, e.g. "1234.56" or "-7".' },
      mode: {
        type: 'string',
        enum: ['cardinal', 'ordinal', 'currency'],
        default: 'cardinal',
        description: 'cardinal ("twenty-one", the default), ordinal ("twenty-first", whole numbers ≥ 0 only) or currency (amount in words with major and minor units).',
      },
      currency: {
        type: 'string',
        enum: Object.keys(CURRENCIES),
        default: 'USD',
        description: 'ISO 4217 code, for mode currency.',
      },
    },
    required: ['number'],
  },
  outputSchema: {
    type: 'object',
    properties: { words: { type: 'string' } },
    required: ['words'],
  },
  examples: [
    { inputs: { number: '21', mode: 'cardinal', currency: 'USD' }, result: { words: 'twenty-one' } },
    { inputs: { number: '-1005.25', mode: 'cardinal', currency: 'USD' }, result: { words: 'minus one thousand five point two five' } },
    { inputs: { number: '999000000000000', mode: 'cardinal', currency: 'USD' }, result: { words: 'nine hundred ninety-nine trillion' } },
    { inputs: { number: '112', mode: 'ordinal', currency: 'USD' }, result: { words: 'one hundred twelfth' } },
    { inputs: { number: '40', mode: 'ordinal', currency: 'USD' }, result: { words: 'fortieth' } },
    { inputs: { number: '1234.565', mode: 'currency', currency: 'USD' }, result: { words: 'one thousand two hundred thirty-four dollars and fifty-seven cents' } },
    { inputs: { number: '1.01', mode: 'currency', currency: 'GBP' }, result: { words: 'one pound and one penny' } },
  ],
  run({ number, mode, currency }: Inputs) {
    const match = /^\s*([+-]?)(\d+)(?:\.(\d+))?\s*$/.exec(number);
    if (!match) throw new ToolError('"number" must be a plain decimal number such as "42", "-7" or "1234.56" (no exponent or separators).');
    const whole = BigInt(match[2]!);
    if (whole >= 10n ** 15n) throw new ToolError('"number" must be below 10^15 in absolute value.');
    const negative = match[1] === '-';
    const fraction = match[3] ?? '';
    if (mode === 'ordinal') {
      if (negative || /[1-9]/.test(fraction)) throw new ToolError('Ordinals need a whole number ≥ 0.');
      return { words: ordinal(cardinal(whole)) };
    }
    if (mode === 'cardinal') {
      let words = cardinal(whole);
      if (fraction) words += ` point ${[...fraction].map((d) => ONES[Number(d)]).join(' ')}`;
      const isZero = whole === 0n && !/[1-9]/.test(fraction);
      return { words: negative && !isZero ? `minus ${words}` : words };
    }
    const [major, majors, minor, minors, places] = CURRENCIES[currency]!;
    const rounded = new Decimal(`${match[2]}.${fraction || '0'}`).toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
    const units = BigInt(rounded.mul(10 ** places).toFixed(0));
    const big = units / 10n ** BigInt(places);
    const small = units % 10n ** BigInt(places);
    if (big >= 10n ** 15n) throw new ToolError('"number" must be below 10^15 in absolute value.');
    const parts: string[] = [];
    if (big > 0n || small === 0n) parts.push(`${cardinal(big)} ${big === 1n ? major : majors}`);
    if (small > 0n) parts.push(`${cardinal(small)} ${small === 1n ? minor : minors}`);
    const words = parts.join(' and ');
    return { words: negative && units > 0n ? `minus ${words}` : words };
  },
});
