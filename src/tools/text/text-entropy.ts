import { defineTool, nullable } from '../define.ts';

/** Counts per code unit (UTF-16) or byte, reused between runs and cleared after each. */
const unitCounts = new Uint32Array(0x10000);

/** Symbol counts in first-seen order, and the counts of the Latin letters A–Z case folded. */
function tally(text: string, unit: 'characters' | 'bytes') {
  const order: number[] = [];
  const counts: number[] = [];
  const letters = new Array<number>(26).fill(0);
  const astral = new Map<number, number>();
  let length = 0;
  const add = (symbol: number) => {
    length++;
    if (symbol >= 65 && symbol <= 90) letters[symbol - 65]!++;
    else if (symbol >= 97 && symbol <= 122) letters[symbol - 97]!++;
    if (symbol < 0x10000) {
      if (unitCounts[symbol]!++ === 0) order.push(symbol);
    } else {
      const seen = astral.get(symbol);
      if (seen === undefined) order.push(symbol);
      astral.set(symbol, (seen ?? 0) + 1);
    }
  };
  if (unit === 'bytes') {
    for (const byte of Buffer.from(text, 'utf8')) add(byte);
  } else {
    for (let i = 0; i < text.length; i++) {
      let code = text.charCodeAt(i);
      if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
        const low = text.charCodeAt(i + 1);
        if (low >= 0xdc00 && low <= 0xdfff) {
          code = 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00);
          i++;
        }
      }
      add(code);
    }
  }
  for (const symbol of order) {
    counts.push(symbol < 0x10000 ? unitCounts[symbol]! : astral.get(symbol)!);
    if (symbol < 0x10000) unitCounts[symbol] = 0;
  }
  return { length, counts, letters };
}

const sig = (value: number) => Number(value.toPrecision(12));

export default defineTool({
  slug: 'text-entropy',
  name: 'Text entropy',
  category: 'text',
  description:
    'Shannon entropy of a text over its characters (Unicode code points) or its UTF-8 bytes: H = −Σ p·log2 p in bits per symbol (summed in first-seen order), the total bits H·N, the normalized entropy H / log2(unique symbols) (0 with one symbol), and the index of coincidence Σ n(n − 1) / (N(N − 1)) over the Latin letters A–Z, case folded, ignoring everything else (null below two letters; about 0.0667 for English, 0.0385 for uniform random letters). Results are rounded to 12 significant digits. High entropy hints at compressed, encrypted or random data; it says nothing about a password\'s strength against guessing.',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 1_000_000, description: 'The text to measure.' },
      unit: { type: 'string', enum: ['characters', 'bytes'], default: 'characters', description: 'Symbols: characters (code points) or UTF-8 bytes.' },
    },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      length: { type: 'integer', description: 'Symbols in the text (N).' },
      uniqueSymbols: { type: 'integer', description: 'Distinct symbols.' },
      shannonEntropy: { type: 'number', description: 'Bits per symbol.' },
      totalBits: { type: 'number', description: 'Shannon entropy times the length.' },
      normalizedEntropy: { type: 'number', description: 'Entropy over its maximum log2(unique symbols), from 0 to 1.' },
      indexOfCoincidence: nullable({ type: 'number' }, { description: 'Index of coincidence of the letters A–Z; null below two letters.' }),
    },
    required: ['length', 'uniqueSymbols', 'shannonEntropy', 'totalBits', 'normalizedEntropy', 'indexOfCoincidence'],
  },
  // Computed by test/reference/text_encoding_plan2.py.
  examples: [
    {"inputs":{"text":"abracadabra","unit":"characters"},"result":{"length":11,"uniqueSymbols":5,"shannonEntropy":2.04037339369,"totalBits":22.4441073306,"normalizedEntropy":0.878740990378,"indexOfCoincidence":0.218181818182}},
    {"inputs":{"text":"The quick brown fox jumps over the lazy dog while the cat sleeps in the warm afternoon sun.","unit":"characters"},"result":{"length":91,"uniqueSymbols":29,"shannonEntropy":4.31686673085,"totalBits":392.834872508,"normalizedEntropy":0.8886133427,"indexOfCoincidence":0.0456621004566}},
    {"inputs":{"text":"héllo wörld ✓","unit":"bytes"},"result":{"length":17,"uniqueSymbols":13,"shannonEntropy":3.57246945877,"totalBits":60.7319807991,"normalizedEntropy":0.965417553286,"indexOfCoincidence":0.107142857143}},
    {"inputs":{"text":"aaaa","unit":"characters"},"result":{"length":4,"uniqueSymbols":1,"shannonEntropy":0,"totalBits":0,"normalizedEntropy":0,"indexOfCoincidence":1}},
  ],
  run({ text, unit }: { text: string; unit: 'characters' | 'bytes' }) {
    const { length, counts, letters } = tally(text, unit);
    let entropy = 0;
    for (const n of counts) {
      const p = n / length;
      entropy -= p * Math.log2(p);
    }
    if (entropy === 0) entropy = 0; // no -0
    const unique = counts.length;
    const letterCount = letters.reduce((sum, n) => sum + n, 0);
    const coincidences = letters.reduce((sum, n) => sum + n * (n - 1), 0);
    return {
      length,
      uniqueSymbols: unique,
      shannonEntropy: sig(entropy),
      totalBits: sig(entropy * length),
      normalizedEntropy: unique > 1 ? sig(entropy / Math.log2(unique)) : 0,
      indexOfCoincidence: letterCount < 2 ? null : sig(coincidences / (letterCount * (letterCount - 1))),
    };
  },
});
