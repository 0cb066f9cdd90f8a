import { defineTool } from '../define.ts';
import { EFF_LARGE_WORDLIST } from '../eff-wordlist.ts';
import { randomSource, seedSchema } from '../random.ts';

type Capitalize = 'none' | 'first' | 'all';

interface Inputs {
  words: number;
  separator: string;
  capitalize: Capitalize;
  includeNumber: boolean;
  count: number;
  seed?: number;
}

function styled(word: string, capitalize: Capitalize): string {
  if (capitalize === 'all') return word.toUpperCase();
  if (capitalize === 'first') return word.charAt(0).toUpperCase() + word.slice(1);
  return word;
}

export default defineTool({
  slug: 'passphrase-generator',
  name: 'Passphrase generator (EFF Large Wordlist)',
  category: 'security',
  draws: ['randomness'],
  description:
    'Generates diceware passphrases: each word drawn uniformly from the EFF Large Wordlist (7,776 words, Electronic Frontier Foundation, 2016, https://www.eff.org/dice, CC BY 3.0 US; shipped in the repository, copied 2026-11-29). capitalize "first" upper-cases the first letter of every word, "all" whole words. includeNumber appends one random digit 0–9 to one randomly chosen word. entropyBits = words × log2 7776 (+ log2 10 with a number; the digit\'s position is not counted), rounded to 2 decimals. Unseeded output comes from the OS CSPRNG; seeded output is reproducible and flagged (never use it as a real secret).',
  inputSchema: {
    type: 'object',
    properties: {
      words: { type: 'integer', minimum: 3, maximum: 20, default: 6, description: 'Words per passphrase.' },
      separator: { type: 'string', maxLength: 10, default: '-', description: 'Text placed between words (may be empty).' },
      capitalize: {
        type: 'string',
        enum: ['none', 'first', 'all'],
        default: 'none',
        description: 'none: lower case; first: first letter of every word upper case; all: every word upper case.',
      },
      includeNumber: { type: 'boolean', default: false, description: 'Append one random digit to one random word.' },
      count: { type: 'integer', minimum: 1, maximum: 100, default: 1, description: 'How many passphrases.' },
      seed: seedSchema,
    },
  },
  outputSchema: {
    type: 'object',
    properties: {
      passphrases: { type: 'array', items: { type: 'string' }, description: 'The generated passphrases.' },
      entropyBits: { type: 'number', description: 'Entropy of one passphrase in bits, 2 decimals.' },
      reproducible: { type: 'boolean', description: 'True when a seed fixed the output: test data only.' },
    },
    required: ['passphrases', 'entropyBits', 'reproducible'],
  },
  examples: [
    {
      "inputs": {
        "words": 6,
        "separator": "-",
        "capitalize": "none",
        "includeNumber": false,
        "count": 1,
        "seed": 42
      },
      "result": {
        "passphrases": [
          "confidant-unflawed-rabid-fetal-actress-tag"
        ],
        "entropyBits": 77.55,
        "reproducible": true
      }
    },
    {
      "inputs": {
        "words": 4,
        "separator": " ",
        "capitalize": "first",
        "includeNumber": true,
        "count": 2,
        "seed": 7
      },
      "result": {
        "passphrases": [
          "Consult Situation Opponent Dawn6",
          "Item Handwoven Annuity5 Phoniness"
        ],
        "entropyBits": 55.02,
        "reproducible": true
      }
    },
    {
      "inputs": {
        "words": 3,
        "separator": "",
        "capitalize": "all",
        "includeNumber": false,
        "count": 3,
        "seed": 2024
      },
      "result": {
        "passphrases": [
          "UNCOVERVARIOUSPASTEL",
          "VISCOSITYGRIEVINGHEADLESS",
          "JOTLIABLEPROGNOSIS"
        ],
        "entropyBits": 38.77,
        "reproducible": true
      }
    }
  ],
  run({ words, separator, capitalize, includeNumber, count, seed }: Inputs) {
    const rng = randomSource(seed);
    const passphrases: string[] = [];
    for (let n = 0; n < count; n++) {
      const chosen: string[] = [];
      for (let i = 0; i < words; i++) chosen.push(styled(EFF_LARGE_WORDLIST[rng.int(0, EFF_LARGE_WORDLIST.length - 1)]!, capitalize));
      if (includeNumber) {
        const at = rng.int(0, words - 1);
        chosen[at] += String(rng.int(0, 9));
      }
      passphrases.push(chosen.join(separator));
    }
    const bits = words * Math.log2(EFF_LARGE_WORDLIST.length) + (includeNumber ? Math.log2(10) : 0);
    return { passphrases, entropyBits: Math.round(bits * 100) / 100, reproducible: rng.seeded };
  },
});
